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

# <rulerun alienz.rules: is_event #2 e046e163>
def _native(st, L):
    return (_c28[L[0]] is not None)

# <rulerun alienz.rules: reveal_event #3 300f4310>
def _loop(st):
    _t26 = 0
    for _t25 in st.zones[0]:
        if (_c37[_t25] is not None):
            _t26 += 1
    return _t26

# <rulerun alienz.rules: reveal_event #4 931c7e2d>
def _loop(st):
    _t28 = 0
    for _t27 in st.zones[0]:
        if (_c41[_t27] is not None):
            _t28 += 1
    return _t28

# <rulerun alienz.rules: storm_flip #5 ffe797bb>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit56(_k57)
    st.budget -= 1
    if st.budget < 0: _spent58(st)
    if _p59[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t43 = L[0]
    _t44 = 22
    if type(_t43) is int and _st_log is None:
        _t45 = _st_zones[(_t46 := _st_loc[_t43])]
        if _t45[-1] == _t43: _t45.pop()
        else: _t45.remove(_t43)
        _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
        _t47 = _leaving61[_t46]
        if _memo0 and _t47 & 1: _memo0.clear()
        if _memo1 and _t47 & 2: _memo1.clear()
        if _memo2 and _t47 & 4: _memo2.clear()
        if _memo3 and _t47 & 8: _memo3.clear()
        if _memo5 and _t47 & 32: _memo5.clear()
        if _memo6 and _t47 & 64: _memo6.clear()
        if _memo8 and _t47 & 256: _memo8.clear()
    elif _t43 is not None:
        _move_cards60(st, _t43, _t44, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text65(_audience62(st), ['Asteroid Storm: flights to the ', _plain64(_c63[L[0]]), ' planet are forbidden and ', _plain64(_c63[L[0]]), ' aliens are wild']))
    if _p59[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #6 006f2723>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit47(_k48)
    if (_c49[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text51(_audience50(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text51(_audience50(st), ['Clear Sky cancels ', _cards_ref52(st, _st_zones[20][:])]))
        _t29 = 20
        _t30 = 21
        if _st_log is None and _t29 != _t30:
            _t31 = _st_zones[_t29]; _st_zones[_t30] += _t31
            for _t32 in _t31: _st_loc[_t32] = _t30
            _t31.clear()
        else:
            _move_cards53(st, _st_zones[_t29][:], _t30, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        _t33 = _l0
        _t34 = 21
        if type(_t33) is int and _st_log is None:
            _t35 = _st_zones[(_t36 := _st_loc[_t33])]
            if _t35[-1] == _t33: _t35.pop()
            else: _t35.remove(_t33)
            _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
            _t37 = _leaving54[_t36]
            if _memo0 and _t37 & 1: _memo0.clear()
            if _memo1 and _t37 & 2: _memo1.clear()
            if _memo2 and _t37 & 4: _memo2.clear()
            if _memo3 and _t37 & 8: _memo3.clear()
            if _memo4 and _t37 & 16: _memo4.clear()
            if _memo5 and _t37 & 32: _memo5.clear()
            if _memo6 and _t37 & 64: _memo6.clear()
            if _memo7 and _t37 & 128: _memo7.clear()
            if _memo8 and _t37 & 256: _memo8.clear()
            if _memo9 and _t37 & 512: _memo9.clear()
        elif _t33 is not None:
            _move_cards53(st, _t33, _t34, False)
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
    _t38 = _l0
    _t39 = 20
    if type(_t38) is int and _st_log is None:
        _t40 = _st_zones[(_t41 := _st_loc[_t38])]
        if _t40[-1] == _t38: _t40.pop()
        else: _t40.remove(_t38)
        _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        _t42 = _leaving55[_t41]
        if _memo1 and _t42 & 2: _memo1.clear()
        if _memo2 and _t42 & 4: _memo2.clear()
        if _memo3 and _t42 & 8: _memo3.clear()
        if _memo5 and _t42 & 32: _memo5.clear()
        if _memo6 and _t42 & 64: _memo6.clear()
        if _memo8 and _t42 & 256: _memo8.clear()
    elif _t38 is not None:
        _move_cards53(st, _t38, _t39, False)
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
    if _memo0: _memo0.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if (_c49[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text51(_audience50(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c49[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text51(_audience50(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c49[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text51(_audience50(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p66(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #7 df31a38e>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit44(_k45)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent46(st)
        if _p67(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #8 53f8aa09>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit31(_k32)
    _t20 = _l0
    _t21 = 19
    if type(_t20) is int and _st_log is None:
        _t22 = _st_zones[(_t23 := _st_loc[_t20])]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
        _t24 = _leaving34[_t23]
        if _memo0 and _t24 & 1: _memo0.clear()
        if _memo1 and _t24 & 2: _memo1.clear()
        if _memo2 and _t24 & 4: _memo2.clear()
        if _memo3 and _t24 & 8: _memo3.clear()
        if _memo4 and _t24 & 16: _memo4.clear()
        if _memo5 and _t24 & 32: _memo5.clear()
        if _memo6 and _t24 & 64: _memo6.clear()
        if _memo7 and _t24 & 128: _memo7.clear()
        if _memo8 and _t24 & 256: _memo8.clear()
        if _memo9 and _t24 & 512: _memo9.clear()
    elif _t20 is not None:
        _move_cards33(st, _t20, _t21, False)
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
    if _st_log is not None: _st_log.append(_Text40(_audience35(st), ['Event revealed: ', _card_ref36(st, _l0), ' (', _plain39((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a38(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a42(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text40(_audience35(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text40(_audience35(st), ['The 5th event: the round ends']))
        raise _ExitTo43(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text40(_audience35(st), [_card_ref36(st, _l0), ' takes effect after the flight']))
        return 2
    if _p68(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #9 ffd77ad6>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit26(_k27)
    while ((not not _st_zones[0]) and _d29(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent30(st)
        if _p69(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text73(_audience70(st), ['The deck shows the ', _plain72(_c71[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: refill #10 712b9c60>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit75(_k76)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent77(st)
        _t50 = _st_zones[0]
        _t49 = (2 if False else 1)
        if st.log is None and _t50:
            _t48 = _t50.pop(); _st_zones[_t49].append(_t48); st.loc[_t48] = _t49
        elif _t50:
            _move_cards78(st, _t50[-1], _t49, False)
        if _memo2: _memo2.clear()
        if _p79(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #11 4f3c9145>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
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
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
    if _memo2: _memo2.clear()
    _t12 = _st_zones[(2 if False else 1)][:]
    _t13 = 0
    if _t12 is not None:
        _move_cards15(st, _t12, _t13, True)
    if _memo2: _memo2.clear()
    _t14 = list(_chain17(map(_st_zones.__getitem__, _k18)))
    _t15 = 0
    if _t14 is not None:
        _move_cards15(st, _t14, _t15, True)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
    if _memo2: _memo2.clear()
    _t16 = _joined16(list(_chain19(map(_st_zones.__getitem__, _k20))), list(_chain21(map(_st_zones.__getitem__, _k22))))
    _t17 = 0
    if _t16 is not None:
        _move_cards15(st, _t16, _t17, True)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
    if _memo2: _memo2.clear()
    _t18 = list(_chain23(map(_st_zones.__getitem__, _k24)))
    _t19 = 0
    if _t18 is not None:
        _move_cards15(st, _t18, _t19, True)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
    if _memo2: _memo2.clear()
    _shuffle_zone25(st, 0)
    if _memo2: _memo2.clear()
    if _p74(st, [], 1) == 3: return 3
    if _p80(st, [], 1) == 3: return 3
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

# <rulerun alienz.rules: turn #15 a9b1efdf>
def _loop(st):
    for _t52 in st.zones[20]:
        if (_c86[_t52] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #16 56b44588>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_vars[10] = (_t51 if -1000000000000000000 <= (_t51 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond81(_t51))
    if _st_log is not None: _st_log.append(_Text85(_audience82(st), ['Turn ', _plain83(_st_vars[10]), ': ', _PlayerRef84(L[0])]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a87(st))) else 1)

# <rulerun alienz.rules: turn #17 57956359>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _t54 = L[5]
    _t55 = (3 + L[0])
    if type(_t54) is int and st.log is None:
        _t56 = _st_zones[(_t57 := _st_loc[_t54])]
        if _t56[-1] == _t54: _t56.pop()
        else: _t56.remove(_t54)
        _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
        _t58 = _leaving89[_t57]
        if _memo0 and _t58 & 1: _memo0.clear()
        if _memo1 and _t58 & 2: _memo1.clear()
        if _memo2 and _t58 & 4: _memo2.clear()
        if _memo3 and _t58 & 8: _memo3.clear()
        if _memo5 and _t58 & 32: _memo5.clear()
        if _memo6 and _t58 & 64: _memo6.clear()
        if _memo8 and _t58 & 256: _memo8.clear()
        if _memo9 and _t58 & 512: _memo9.clear()
    elif _t54 is not None:
        _move_cards88(st, _t54, _t55, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()

# <rulerun alienz.rules: turn #18 ef7051e7>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if (_l6 is not None):
        _t59 = _l6
        _t60 = (7 + L[0])
        if type(_t59) is int and st.log is None:
            _t61 = _st_zones[(_t62 := _st_loc[_t59])]
            if _t61[-1] == _t59: _t61.pop()
            else: _t61.remove(_t59)
            _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
            _t63 = _leaving91[_t62]
            if _memo0 and _t63 & 1: _memo0.clear()
            if _memo1 and _t63 & 2: _memo1.clear()
            if _memo2 and _t63 & 4: _memo2.clear()
            if _memo3 and _t63 & 8: _memo3.clear()
            if _memo4 and _t63 & 16: _memo4.clear()
            if _memo5 and _t63 & 32: _memo5.clear()
            if _memo6 and _t63 & 64: _memo6.clear()
            if _memo7 and _t63 & 128: _memo7.clear()
            if _memo8 and _t63 & 256: _memo8.clear()
            if _memo9 and _t63 & 512: _memo9.clear()
        elif _t59 is not None:
            _move_cards90(st, _t59, _t60, False)
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

# <rulerun alienz.rules: turn #19 8874dcf8>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text94(_audience92(st), [_PlayerRef93(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #20 f792f93a>
def _native(st, L):
    if _p95(st, [], 1) == 3: return 3

# <rulerun alienz.rules: turn #21 186b84f1>
def _native(st, L):
    return _range96(1, L[1])

# <rulerun alienz.rules: turn #22 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #24 b96e9089>
def _loop(st):
    for _t64 in st.zones[20]:
        if (_c97[_t64] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #25 c296088a>
def _native(st, L):
    return _a98(st)

# <rulerun alienz.rules: turn #26 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #27 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #28 47259ee4>
def _loop(st):
    for _t69 in st.zones[22]:
        return _c101[_t69]
    return None

# <rulerun alienz.rules: turn #29 7a27587d>
def _loop(st):
    for _t76 in st.zones[22]:
        return _c107[_t76]
    return None

# <rulerun alienz.rules: turn #30 f2b1d108>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c110[_t80]
    return None

# <rulerun alienz.rules: turn #31 576445db>
def _loop(st, L, _t67):
    _st_zones = st.zones
    _t73 = _st_zones[(3 + L[0])]
    st.budget -= len(_t73)
    if st.budget < 0: _spent104(st)
    _t79 = _NOT_YET
    _t83 = _NOT_YET
    _t75 = 0
    for _t74 in _t73:
        if ((_t74 != _t67) and ((_c105[_t74] == _c106[_t67]) or (((_t79 if _t79 is not _NOT_YET else (_t79 := (_a108(st) if ('asteroid_storm' in ([_c109[_x] for _x in _t78] if (_t78 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c105[_t74] == (_t83 if _t83 is not _NOT_YET else (_t83 := (_a111(st) if ('asteroid_storm' in ([_c109[_x] for _x in _t82] if (_t82 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t75 += 1
    return _t75

# <rulerun alienz.rules: turn #32 15d60a67>
def _loop(st, L):
    _st_zones = st.zones
    _t66 = _st_zones[(3 + L[0])]
    st.budget -= len(_t66)
    if st.budget < 0: _spent99(st)
    _t72 = _NOT_YET
    _t85 = _NOT_YET
    for _t67 in _t66:
        if ((_c100[_t67] != (_t72 if _t72 is not _NOT_YET else (_t72 := (_a102(st) if ('asteroid_storm' in ([_c103[_x] for _x in _t71] if (_t71 := _st_zones[20]) is not _NOT_YET else None)) else None)))) and (_a112(st, L, _t67) >= (_t85 if _t85 is not _NOT_YET else (_t85 := (3 if ('group' in ([_c103[_x] for _x in _t84] if (_t84 := _st_zones[20]) is not _NOT_YET else None)) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 8820b617>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c115[_t86]
    return None

# <rulerun alienz.rules: turn #34 83ec07dd>
def _loop(st):
    for _t88 in st.zones[20]:
        if (_c117[_t88] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 f9631afd>
def _native(st, L):
    return (L[0] != (_a116(st) if _a118(st) else None))

# <rulerun alienz.rules: turn #36 c449076b>
def _loop(st):
    for _t93 in st.zones[22]:
        return _c123[_t93]
    return None

# <rulerun alienz.rules: turn #37 64b3d8bc>
def _loop(st):
    for _t97 in st.zones[22]:
        return _c126[_t97]
    return None

# <rulerun alienz.rules: matching #38 e6a7faad>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent121(st)
    _t91 = _st_zones[(3 + L[0])]
    st.budget -= len(_t91)
    if st.budget < 0: _spent121(st)
    _t96 = _NOT_YET
    _t100 = _NOT_YET
    _t90 = 0
    for _t92 in _t91:
        if ((_c122[_t92] == _l1) or (((_t96 if _t96 is not _NOT_YET else (_t96 := (_a124(st) if ('asteroid_storm' in ([_c125[_x] for _x in _t95] if (_t95 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c122[_t92] == (_t100 if _t100 is not _NOT_YET else (_t100 := (_a127(st) if ('asteroid_storm' in ([_c125[_x] for _x in _t99] if (_t99 := _st_zones[20]) is not _NOT_YET else None)) else None)))))):
            _t90 += 1
    return _t90

# <rulerun alienz.rules: turn #39 995c7893>
def _loop(st):
    for _t101 in st.zones[20]:
        if (_c129[_t101] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #40 0c84fba2>
def _native(st, L):
    _st_zones = st.zones
    return ((['no flight'] + (['private flight'] if _a113(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d114(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d119(st, [_c120[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d128(st, [L[0], _c120[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a130(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #46 3c841f70>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[2] = _c131[_l1]
    _t103 = _l1
    _t104 = (15 + _l0)
    if type(_t103) is int and _st_log is None:
        _t105 = _st_zones[(_t106 := _st_loc[_t103])]
        if _t105[-1] == _t103: _t105.pop()
        else: _t105.remove(_t103)
        _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
        _t107 = _leaving133[_t106]
        if _memo0 and _t107 & 1: _memo0.clear()
        if _memo2 and _t107 & 4: _memo2.clear()
        if _memo4 and _t107 & 16: _memo4.clear()
        if _memo7 and _t107 & 128: _memo7.clear()
        if _memo9 and _t107 & 512: _memo9.clear()
    elif _t103 is not None:
        _move_cards132(st, _t103, _t104, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text137(_audience134(st), [_PlayerRef135(_l0), ' opens a private flight to the ', _plain136(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #47 0b607136>
def _loop(st):
    for _t113 in st.zones[22]:
        return _c141[_t113]
    return None

# <rulerun alienz.rules: private_flight #48 f0a644a7>
def _loop(st):
    for _t117 in st.zones[22]:
        return _c144[_t117]
    return None

# <rulerun alienz.rules: private_flight #49 f7495e43>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t109 = (_k138 or [])
    st.budget -= len(_t109)
    if st.budget < 0: _spent139(st)
    for _t108 in _t109:
        _i0[3] = _t108
        _t111 = _st_zones[(7 + _t108)]
        st.budget -= len(_t111)
        if st.budget < 0: _spent139(st)
        _t116 = _NOT_YET
        _t120 = _NOT_YET
        _t110 = []
        for _t112 in _t111:
            if ((_c140[_t112] == _i0l0) or (((_t116 if _t116 is not _NOT_YET else (_t116 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a142(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c143[_x] for _x in _t115] if (_t115 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c140[_t112] == (_t120 if _t120 is not _NOT_YET else (_t120 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a145(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c143[_x] for _x in _t119] if (_t119 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t110.append(_t112)
        _i0[4] = _t110
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text148(_audience146(st), [_PlayerRef147(_t108), "'s queued aliens board the flight"]))
            _t121 = _i0[4]
            _t122 = (11 + _t108)
            if type(_t121) is list and _st_log is None:
                for _t123 in _t121:
                    _t124 = _st_zones[_st_loc[_t123]]
                    if _t124[-1] == _t123: _t124.pop()
                    else: _t124.remove(_t123)
                    _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t121 is not None:
                _move_cards149(st, _t121, _t122, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text148(_audience146(st), ['The flight to the ', _plain150(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #50 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #51 bc1544e5>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c152[_t125]
    return None

# <rulerun alienz.rules: private_flight #52 2bd89245>
def _loop(st):
    for _t127 in st.zones[20]:
        if (_c154[_t127] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 efe7ed75>
def _loop(st):
    for _t132 in st.zones[22]:
        return _c159[_t132]
    return None

# <rulerun alienz.rules: private_flight #54 b93bd4c7>
def _loop(st):
    for _t136 in st.zones[22]:
        return _c162[_t136]
    return None

# <rulerun alienz.rules: private_flight #55 a06d334a>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t129 = _st_zones[(3 + L[0])]
    st.budget -= len(_t129)
    if st.budget < 0: _spent156(st)
    _t135 = _NOT_YET
    _t139 = _NOT_YET
    _t131 = 0
    for _t130 in _t129:
        if ((_t130 != _l1) and ((_c157[_t130] == _c158[_l1]) or (((_t135 if _t135 is not _NOT_YET else (_t135 := (_a160(st) if ('asteroid_storm' in ([_c161[_x] for _x in _t134] if (_t134 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c157[_t130] == (_t139 if _t139 is not _NOT_YET else (_t139 := (_a163(st) if ('asteroid_storm' in ([_c161[_x] for _x in _t138] if (_t138 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t131 += 1
    return _t131

# <rulerun alienz.rules: private_flight #56 eabfbd82>
def _loop(st):
    for _t140 in st.zones[20]:
        if (_c165[_t140] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #57 977a9939>
def _native(st, L):
    return ((_c151[L[1]] != (_a153(st) if _a155(st) else None)) and (_a164(st, L) >= (3 if _a166(st) else 2)))

# <rulerun alienz.rules: private_flight #58 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #59 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #60 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #61 314edfdd>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c167[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text171(_audience168(st), [_PlayerRef169(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain170(L[2]), ' planet']))
    _t142 = L[1]
    _t143 = (15 + _l0)
    if type(_t142) is int and _st_log is None:
        _t144 = _st_zones[(_t145 := _st_loc[_t142])]
        if _t144[-1] == _t142: _t144.pop()
        else: _t144.remove(_t142)
        _st_zones[_t143].append(_t142); _st_loc[_t142] = _t143
        _t146 = _leaving173[_t145]
        if _memo0 and _t146 & 1: _memo0.clear()
        if _memo2 and _t146 & 4: _memo2.clear()
        if _memo4 and _t146 & 16: _memo4.clear()
        if _memo7 and _t146 & 128: _memo7.clear()
        if _memo9 and _t146 & 512: _memo9.clear()
    elif _t142 is not None:
        _move_cards172(st, _t142, _t143, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _p174(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #62 337a4cbf>
def _loop(st):
    for _t152 in st.zones[22]:
        return _c178[_t152]
    return None

# <rulerun alienz.rules: commercial_flight #63 b00e9413>
def _loop(st):
    for _t156 in st.zones[22]:
        return _c181[_t156]
    return None

# <rulerun alienz.rules: commercial_flight #64 7d1f0a3f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t148 = (_k175 or [])
    st.budget -= len(_t148)
    if st.budget < 0: _spent176(st)
    for _t147 in _t148:
        _i1[3] = _t147
        _t150 = _st_zones[(7 + _t147)]
        st.budget -= len(_t150)
        if st.budget < 0: _spent176(st)
        _t155 = _NOT_YET
        _t159 = _NOT_YET
        _t149 = []
        for _t151 in _t150:
            if ((_c177[_t151] == _i1l0) or (((_t155 if _t155 is not _NOT_YET else (_t155 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a179(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c180[_x] for _x in _t154] if (_t154 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c177[_t151] == (_t159 if _t159 is not _NOT_YET else (_t159 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a182(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c180[_x] for _x in _t158] if (_t158 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t149.append(_t151)
        _i1[4] = _t149
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text185(_audience183(st), [_PlayerRef184(_t147), "'s queued aliens board the flight"]))
            _t160 = _i1[4]
            _t161 = (11 + _t147)
            if type(_t160) is list and _st_log is None:
                for _t162 in _t160:
                    _t163 = _st_zones[_st_loc[_t162]]
                    if _t163[-1] == _t162: _t163.pop()
                    else: _t163.remove(_t162)
                    _st_zones[_t161].append(_t162); _st_loc[_t162] = _t161
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t160 is not None:
                _move_cards186(st, _t160, _t161, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()

# <rulerun alienz.rules: commercial_flight #65 ac444ef5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text189(_audience187(st), ['The flight to the ', _plain188(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text189(_audience187(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo190(1)
    if _p191(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #66 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #67 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #68 a4e4cadf>
def _native(st, L):
    return _o192[L[0]]

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

# <rulerun alienz.rules: board_own #76 b0526610>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _t164 = L[3]
    _t165 = (11 + L[0])
    if type(_t164) is int and st.log is None:
        _t166 = _st_zones[(_t167 := _st_loc[_t164])]
        if _t166[-1] == _t164: _t166.pop()
        else: _t166.remove(_t164)
        _st_zones[_t165].append(_t164); _st_loc[_t164] = _t165
        _t168 = _leaving194[_t167]
        if _memo0 and _t168 & 1: _memo0.clear()
        if _memo2 and _t168 & 4: _memo2.clear()
        if _memo4 and _t168 & 16: _memo4.clear()
        if _memo7 and _t168 & 128: _memo7.clear()
        if _memo9 and _t168 & 512: _memo9.clear()
    elif _t164 is not None:
        _move_cards193(st, _t164, _t165, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    L[2] = (_t169 if -1000000000000000000 <= (_t169 := L[2] + 1) <= 1000000000000000000 else _beyond195(_t169))

# <rulerun alienz.rules: board_own #77 e2512881>
def _loop(st):
    for _t170 in st.zones[20]:
        if (_c197[_t170] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 38a4813c>
def _loop(st):
    for _t174 in st.zones[22]:
        return _c200[_t174]
    return None

# <rulerun alienz.rules: board_own #79 9f810606>
def _loop(st):
    for _t178 in st.zones[22]:
        return _c203[_t178]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 50927d0b>
def _loop(st):
    for _t187 in st.zones[22]:
        return _c210[_t187]
    return None

# <rulerun alienz.rules: board_own #82 f99c1d4e>
def _loop(st):
    for _t191 in st.zones[22]:
        return _c212[_t191]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 b43bf523>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent196(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a198(st))) else 2)):
            _t177 = _NOT_YET
            _t181 = _NOT_YET
            _t172 = []
            for _t173 in _st_zones[(3 + _l0)]:
                if ((_c199[_t173] == _l1) or (((_t177 if _t177 is not _NOT_YET else (_t177 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a201(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c202[_x] for _x in _t176] if (_t176 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c199[_t173] == (_t181 if _t181 is not _NOT_YET else (_t181 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a204(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c202[_x] for _x in _t180] if (_t180 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t172.append(_t173)
            _t182 = _l0
            _t183 = len(_t172)
            if not _t183: _no_option207(_t182, 'alien to fly')
            if _t183 <= 1 and _st_log is None:
                L[4] = _t172[0] if _t183 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t184 = st.chooser(_t183, _t182)
                else:
                    _t184 = _st_bits(_t183.bit_length())
                    while _t184 >= _t183: _t184 = _st_bits(_t183.bit_length())
                L[4] = _t172[_t184]; st.decisions += 1
            elif _st_log is None: _pend208(st, L, _t172, _t182); raise _PlayoutCut205()
            elif _decide209(st, L, _t172, _t182): raise _PlayoutCut205()
            L[3] = L[4]
        else:
            _t190 = _NOT_YET
            _t194 = _NOT_YET
            _t185 = []
            for _t186 in _st_zones[(3 + _l0)]:
                if ((_c199[_t186] == _l1) or (((_t190 if _t190 is not _NOT_YET else (_t190 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a211(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c202[_x] for _x in _t189] if (_t189 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c199[_t186] == (_t194 if _t194 is not _NOT_YET else (_t194 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a213(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c202[_x] for _x in _t193] if (_t193 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t185.append(_t186)
            _t195 = _l0
            _t196 = len(_t185) + 1
            if _t196 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t197 = st.chooser(_t196, _t195)
                else:
                    _t197 = _st_bits(_t196.bit_length())
                    while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
                L[5] = _t185[_t197 - 1] if _t197 else None; st.decisions += 1
            elif _st_log is None: _pend215(st, L, [None] + _t185, _t195); raise _PlayoutCut205()
            elif _decide216(st, L, _t185, _t195): raise _PlayoutCut205()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t198 = L[3]
        _t199 = (11 + _l0)
        if type(_t198) is int and _st_log is None:
            _t200 = _st_zones[(_t201 := _st_loc[_t198])]
            if _t200[-1] == _t198: _t200.pop()
            else: _t200.remove(_t198)
            _st_zones[_t199].append(_t198); _st_loc[_t198] = _t199
            _t202 = _leaving218[_t201]
            if _memo0 and _t202 & 1: _memo0.clear()
            if _memo2 and _t202 & 4: _memo2.clear()
            if _memo4 and _t202 & 16: _memo4.clear()
            if _memo7 and _t202 & 128: _memo7.clear()
            if _memo9 and _t202 & 512: _memo9.clear()
        elif _t198 is not None:
            _move_cards217(st, _t198, _t199, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t203 if -1000000000000000000 <= (_t203 := L[2] + 1) <= 1000000000000000000 else _beyond219(_t203))

# <rulerun alienz.rules: board_own #85 82587fdd>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef221(L[0]), ' flies ', _plain222(_l2), ' ', _plain222(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain222(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 d8d61932>
def _loop(st):
    for _t204 in st.zones[20]:
        if (_c224[_t204] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 84290c37>
def _native(st, L):
    return (L[2] < (3 if _a225(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 df124f1b>
def _loop(st):
    for _t206 in st.zones[22]:
        return _c227[_t206]
    return None

# <rulerun alienz.rules: board_own #91 d83d56ac>
def _loop(st):
    for _t208 in st.zones[20]:
        if (_c229[_t208] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 5d3898cb>
def _loop(st):
    for _t210 in st.zones[22]:
        return _c231[_t210]
    return None

# <rulerun alienz.rules: board_own #93 7741c085>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c233[_t212] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 f4c046c7>
def _native(st, L):
    _l4 = L[4]
    return ((_c226[_l4] == L[1]) or (((_a228(st) if _a230(st) else None) is not None) and (_c226[_l4] == (_a232(st) if _a234(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 59ace01b>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c236[_t214]
    return None

# <rulerun alienz.rules: board_own #97 952f38ff>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c238[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 776c11cb>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c240[_t218]
    return None

# <rulerun alienz.rules: board_own #99 250362fb>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c242[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 43f00b1b>
def _native(st, L):
    _l5 = L[5]
    return ((_c235[_l5] == L[1]) or (((_a237(st) if _a239(st) else None) is not None) and (_c235[_l5] == (_a241(st) if _a243(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 2631670a>
def _loop(st):
    for _t227 in st.zones[22]:
        return _c247[_t227]
    return None

# <rulerun alienz.rules: board_queue #103 1121d356>
def _loop(st):
    for _t231 in st.zones[22]:
        return _c250[_t231]
    return None

# <rulerun alienz.rules: board_queue #104 d5b12dc0>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _t223 = (_k244 or [])
    st.budget -= len(_t223)
    if st.budget < 0: _spent245(st)
    for _t222 in _t223:
        L[3] = _t222
        _t225 = _st_zones[(7 + _t222)]
        st.budget -= len(_t225)
        if st.budget < 0: _spent245(st)
        _t230 = _NOT_YET
        _t234 = _NOT_YET
        _t224 = []
        for _t226 in _t225:
            if ((_c246[_t226] == _l0) or (((_t230 if _t230 is not _NOT_YET else (_t230 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a248(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c249[_x] for _x in _t229] if (_t229 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c246[_t226] == (_t234 if _t234 is not _NOT_YET else (_t234 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a251(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c249[_x] for _x in _t233] if (_t233 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t224.append(_t226)
        L[4] = _t224
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text254(_audience252(st), [_PlayerRef253(_t222), "'s queued aliens board the flight"]))
            _t235 = L[4]
            _t236 = (11 + _t222)
            if type(_t235) is list and _st_log is None:
                for _t237 in _t235:
                    _t238 = _st_zones[_st_loc[_t237]]
                    if _t238[-1] == _t237: _t238.pop()
                    else: _t238.remove(_t237)
                    _st_zones[_t236].append(_t237); _st_loc[_t237] = _t236
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t235 is not None:
                _move_cards255(st, _t235, _t236, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()

# <rulerun alienz.rules: join #105 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #106 6fdbf13e>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _t239 = L[3]
    _t240 = (11 + L[0])
    if type(_t239) is int and st.log is None:
        _t241 = _st_zones[(_t242 := _st_loc[_t239])]
        if _t241[-1] == _t239: _t241.pop()
        else: _t241.remove(_t239)
        _st_zones[_t240].append(_t239); _st_loc[_t239] = _t240
        _t243 = _leaving257[_t242]
        if _memo0 and _t243 & 1: _memo0.clear()
        if _memo2 and _t243 & 4: _memo2.clear()
        if _memo4 and _t243 & 16: _memo4.clear()
        if _memo7 and _t243 & 128: _memo7.clear()
        if _memo9 and _t243 & 512: _memo9.clear()
    elif _t239 is not None:
        _move_cards256(st, _t239, _t240, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    L[2] = (_t244 if -1000000000000000000 <= (_t244 := L[2] + 1) <= 1000000000000000000 else _beyond258(_t244))

# <rulerun alienz.rules: join #107 e8727d49>
def _loop(st):
    for _t247 in st.zones[22]:
        return _c261[_t247]
    return None

# <rulerun alienz.rules: join #108 1bb34343>
def _loop(st):
    for _t251 in st.zones[22]:
        return _c264[_t251]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 f0fd271d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent259(st)
        _t250 = _NOT_YET
        _t254 = _NOT_YET
        _t245 = []
        for _t246 in _st_zones[(3 + _l0)]:
            if ((_c260[_t246] == L[1]) or (((_t250 if _t250 is not _NOT_YET else (_t250 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a262(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c263[_x] for _x in _t249] if (_t249 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c260[_t246] == (_t254 if _t254 is not _NOT_YET else (_t254 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a265(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c263[_x] for _x in _t253] if (_t253 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t245.append(_t246)
        _t255 = _l0
        _t256 = len(_t245) + 1
        if _t256 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t257 = st.chooser(_t256, _t255)
            else:
                _t257 = _st_bits(_t256.bit_length())
                while _t257 >= _t256: _t257 = _st_bits(_t256.bit_length())
            L[3] = _t245[_t257 - 1] if _t257 else None; st.decisions += 1
        elif _st_log is None: _pend268(st, L, [None] + _t245, _t255); raise _PlayoutCut266()
        elif _decide269(st, L, _t245, _t255): raise _PlayoutCut266()
        if (L[3] is None):
            break
        _t258 = L[3]
        _t259 = (11 + _l0)
        if type(_t258) is int and _st_log is None:
            _t260 = _st_zones[(_t261 := _st_loc[_t258])]
            if _t260[-1] == _t258: _t260.pop()
            else: _t260.remove(_t258)
            _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
            _t262 = _leaving271[_t261]
            if _memo0 and _t262 & 1: _memo0.clear()
            if _memo2 and _t262 & 4: _memo2.clear()
            if _memo4 and _t262 & 16: _memo4.clear()
            if _memo7 and _t262 & 128: _memo7.clear()
            if _memo9 and _t262 & 512: _memo9.clear()
        elif _t258 is not None:
            _move_cards270(st, _t258, _t259, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t263 if -1000000000000000000 <= (_t263 := L[2] + 1) <= 1000000000000000000 else _beyond272(_t263))

# <rulerun alienz.rules: join #111 4d56d6c8>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text276(_audience273(st), [_PlayerRef274(_l0), ' joins the flight with ', _plain275(_l2), ' ', _plain275(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text276(_audience273(st), [_PlayerRef274(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 8b0f763d>
def _loop(st):
    for _t264 in st.zones[22]:
        return _c278[_t264]
    return None

# <rulerun alienz.rules: join #115 994fea8d>
def _loop(st):
    for _t266 in st.zones[20]:
        if (_c280[_t266] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 7500486b>
def _loop(st):
    for _t268 in st.zones[22]:
        return _c282[_t268]
    return None

# <rulerun alienz.rules: join #117 99092dbd>
def _loop(st):
    for _t270 in st.zones[20]:
        if (_c284[_t270] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 b32a4daf>
def _native(st, L):
    _l3 = L[3]
    return ((_c277[_l3] == L[1]) or (((_a279(st) if _a281(st) else None) is not None) and (_c277[_l3] == (_a283(st) if _a285(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 6c1b94d1>
def _loop(st, _t272):
    _memo6 = st.memos[6]
    _t274 = (_k289 or ())
    st.budget -= len(_t274)
    if st.budget < 0: _spent290(st)
    _t278 = _NOT_YET
    _t280 = _NOT_YET
    _t276 = 0
    for _t275 in _t274:
        if ((_t281 if (_t281 := _memo6.get((_t272, _t275,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t275,), ((_t278 if _t278 is not _NOT_YET else (_t278 := ([_c291[_x] for _x in _t277] if (_t277 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t275) + (_t280 if _t280 is not _NOT_YET else (_t280 := ([_c292[_x] for _x in _t279] if (_t279 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t275)))) > 0):
            _t276 += 1
    return _t276

# <rulerun alienz.rules: scoring #121 c605e1f4>
def _loop(st, _t283, _t296):
    _t299 = 0
    for _t298 in st.zones[(11 + _t296)]:
        if (_c300[_t298] == _t283):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: scoring #122 2ea7bb69>
def _loop(st, _t283, _t296):
    _t301 = 0
    for _t300 in st.zones[(15 + _t296)]:
        if (_c302[_t300] == _t283):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: scoring #123 e88cc21f>
def _loop(st, _t283):
    _memo6 = st.memos[6]
    _t295 = (_k298 or ())
    st.budget -= len(_t295)
    if st.budget < 0: _spent299(st)
    _t297 = None
    for _t296 in _t295:
        _t303 = (_t302 if (_t302 := _memo6.get((_t296, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t296, _t283,), (_a301(st, _t283, _t296) + _a303(st, _t283, _t296))))
        if _t297 is None or _t303 > _t297:
            _t297 = _t303
    return _t297

# <rulerun alienz.rules: scoring #124 3bb0a470>
def _loop(st, _t272):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t282 = (_k294 or ())
    st.budget -= len(_t282)
    if st.budget < 0: _spent295(st)
    _t286 = _NOT_YET
    _t288 = _NOT_YET
    _t291 = _NOT_YET
    _t293 = _NOT_YET
    _t305 = _NOT_YET
    _t307 = _NOT_YET
    _t284 = 0
    for _t283 in _t282:
        if (((_t289 if (_t289 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t286 if _t286 is not _NOT_YET else (_t286 := ([_c296[_x] for _x in _t285] if (_t285 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t288 if _t288 is not _NOT_YET else (_t288 := ([_c297[_x] for _x in _t287] if (_t287 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283)))) > 0) and ((_t294 if (_t294 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t291 if _t291 is not _NOT_YET else (_t291 := ([_c296[_x] for _x in _t290] if (_t290 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t293 if _t293 is not _NOT_YET else (_t293 := ([_c297[_x] for _x in _t292] if (_t292 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283)))) == (_memo5[_t283] if _t283 in _memo5 else _memo5.setdefault(_t283, _a304(st, _t283))))):
            _t284 += (_t308 if (_t308 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t305 if _t305 is not _NOT_YET else (_t305 := ([_c296[_x] for _x in _t304] if (_t304 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t307 if _t307 is not _NOT_YET else (_t307 := ([_c297[_x] for _x in _t306] if (_t306 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283))))
    return _t284

# <rulerun alienz.rules: scoring #125 405dcda8>
def _loop(st, _t310, _t318):
    _t321 = 0
    for _t320 in st.zones[(11 + _t318)]:
        if (_c312[_t320] == _t310):
            _t321 += 1
    return _t321

# <rulerun alienz.rules: scoring #126 9e385e71>
def _loop(st, _t310, _t318):
    _t323 = 0
    for _t322 in st.zones[(15 + _t318)]:
        if (_c314[_t322] == _t310):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #127 c9ae553d>
def _loop(st, _t272, _t310):
    _memo6 = st.memos[6]
    _t317 = (_k310 or ())
    st.budget -= len(_t317)
    if st.budget < 0: _spent311(st)
    for _t318 in _t317:
        if not (((_t318 == _t272) or ((_t324 if (_t324 := _memo6.get((_t318, _t310,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t318, _t310,), (_a313(st, _t310, _t318) + _a315(st, _t310, _t318)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 7df40fca>
def _loop(st, _t272):
    _memo6 = st.memos[6]
    _t309 = (_k306 or ())
    st.budget -= len(_t309)
    if st.budget < 0: _spent307(st)
    _t313 = _NOT_YET
    _t315 = _NOT_YET
    _t311 = 0
    for _t310 in _t309:
        if (((_t316 if (_t316 := _memo6.get((_t272, _t310,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t310,), ((_t313 if _t313 is not _NOT_YET else (_t313 := ([_c308[_x] for _x in _t312] if (_t312 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t310) + (_t315 if _t315 is not _NOT_YET else (_t315 := ([_c309[_x] for _x in _t314] if (_t314 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t310)))) > 0) and _a316(st, _t272, _t310)):
            _t311 += 1
    return _t311

# <rulerun alienz.rules: scoring #129 57fc2db0>
def _loop(st, _t325, _t328):
    _t331 = 0
    for _t330 in st.zones[(11 + _t325)]:
        if (_c321[_t330] == _t328):
            _t331 += 1
    return _t331

# <rulerun alienz.rules: scoring #130 5464bb24>
def _loop(st, _t325, _t328):
    _t333 = 0
    for _t332 in st.zones[(15 + _t325)]:
        if (_c323[_t332] == _t328):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #131 d1a4d6d5>
def _loop(st, _t325, _t328):
    _t336 = 0
    for _t335 in st.zones[(11 + _t325)]:
        if (_c327[_t335] == _t328):
            _t336 += 1
    return _t336

# <rulerun alienz.rules: scoring #132 39406bae>
def _loop(st, _t325, _t328):
    _t338 = 0
    for _t337 in st.zones[(15 + _t325)]:
        if (_c329[_t337] == _t328):
            _t338 += 1
    return _t338

# <rulerun alienz.rules: scoring #133 2487095e>
def _loop(st, _t325):
    _memo6 = st.memos[6]
    _t340 = (_k334 or ())
    st.budget -= len(_t340)
    if st.budget < 0: _spent335(st)
    _t344 = _NOT_YET
    _t346 = _NOT_YET
    _t342 = 0
    for _t341 in _t340:
        if ((_t347 if (_t347 := _memo6.get((_t325, _t341,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t341,), ((_t344 if _t344 is not _NOT_YET else (_t344 := ([_c336[_x] for _x in _t343] if (_t343 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t341) + (_t346 if _t346 is not _NOT_YET else (_t346 := ([_c337[_x] for _x in _t345] if (_t345 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t341)))) > 0):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: scoring #134 5744dd40>
def _loop(st, _t349, _t362):
    _t365 = 0
    for _t364 in st.zones[(11 + _t362)]:
        if (_c345[_t364] == _t349):
            _t365 += 1
    return _t365

# <rulerun alienz.rules: scoring #135 5f0fc499>
def _loop(st, _t349, _t362):
    _t367 = 0
    for _t366 in st.zones[(15 + _t362)]:
        if (_c347[_t366] == _t349):
            _t367 += 1
    return _t367

# <rulerun alienz.rules: scoring #136 da9d8923>
def _loop(st, _t349):
    _memo6 = st.memos[6]
    _t361 = (_k343 or ())
    st.budget -= len(_t361)
    if st.budget < 0: _spent344(st)
    _t363 = None
    for _t362 in _t361:
        _t369 = (_t368 if (_t368 := _memo6.get((_t362, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t362, _t349,), (_a346(st, _t349, _t362) + _a348(st, _t349, _t362))))
        if _t363 is None or _t369 > _t363:
            _t363 = _t369
    return _t363

# <rulerun alienz.rules: scoring #137 647237f7>
def _loop(st, _t325):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t348 = (_k339 or ())
    st.budget -= len(_t348)
    if st.budget < 0: _spent340(st)
    _t352 = _NOT_YET
    _t354 = _NOT_YET
    _t357 = _NOT_YET
    _t359 = _NOT_YET
    _t371 = _NOT_YET
    _t373 = _NOT_YET
    _t350 = 0
    for _t349 in _t348:
        if (((_t355 if (_t355 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t352 if _t352 is not _NOT_YET else (_t352 := ([_c341[_x] for _x in _t351] if (_t351 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t354 if _t354 is not _NOT_YET else (_t354 := ([_c342[_x] for _x in _t353] if (_t353 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349)))) > 0) and ((_t360 if (_t360 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t357 if _t357 is not _NOT_YET else (_t357 := ([_c341[_x] for _x in _t356] if (_t356 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t359 if _t359 is not _NOT_YET else (_t359 := ([_c342[_x] for _x in _t358] if (_t358 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349)))) == (_memo5[_t349] if _t349 in _memo5 else _memo5.setdefault(_t349, _a349(st, _t349))))):
            _t350 += (_t374 if (_t374 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t371 if _t371 is not _NOT_YET else (_t371 := ([_c341[_x] for _x in _t370] if (_t370 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t373 if _t373 is not _NOT_YET else (_t373 := ([_c342[_x] for _x in _t372] if (_t372 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349))))
    return _t350

# <rulerun alienz.rules: scoring #138 37d131e2>
def _loop(st, _t376, _t384):
    _t387 = 0
    for _t386 in st.zones[(11 + _t384)]:
        if (_c357[_t386] == _t376):
            _t387 += 1
    return _t387

# <rulerun alienz.rules: scoring #139 550fe9c2>
def _loop(st, _t376, _t384):
    _t389 = 0
    for _t388 in st.zones[(15 + _t384)]:
        if (_c359[_t388] == _t376):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #140 d9de960d>
def _loop(st, _t325, _t376):
    _memo6 = st.memos[6]
    _t383 = (_k355 or ())
    st.budget -= len(_t383)
    if st.budget < 0: _spent356(st)
    for _t384 in _t383:
        if not (((_t384 == _t325) or ((_t390 if (_t390 := _memo6.get((_t384, _t376,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t376,), (_a358(st, _t376, _t384) + _a360(st, _t376, _t384)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 bb813195>
def _loop(st, _t325):
    _memo6 = st.memos[6]
    _t375 = (_k351 or ())
    st.budget -= len(_t375)
    if st.budget < 0: _spent352(st)
    _t379 = _NOT_YET
    _t381 = _NOT_YET
    _t377 = 0
    for _t376 in _t375:
        if (((_t382 if (_t382 := _memo6.get((_t325, _t376,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t376,), ((_t379 if _t379 is not _NOT_YET else (_t379 := ([_c353[_x] for _x in _t378] if (_t378 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t376) + (_t381 if _t381 is not _NOT_YET else (_t381 := ([_c354[_x] for _x in _t380] if (_t380 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t376)))) > 0) and _a361(st, _t325, _t376)):
            _t377 += 1
    return _t377

# <rulerun alienz.rules: scoring #142 437c1186>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k286)
    _t273 = (_k287 or [])
    st.budget -= len(_t273)
    if st.budget < 0: _spent288(st)
    for _t272 in _t273:
        L[2] = _t272
        _st_vars[4 + _t272] = (((((2 * (len(_st_zones[(11 + _t272)]) + len(_st_zones[(15 + _t272)]))) - (2 * len(_st_zones[(3 + _t272)]))) + (_memo1[_t272] if _t272 in _memo1 else _memo1.setdefault(_t272, _a293(st, _t272)))) + (_memo3[_t272] if _t272 in _memo3 else _memo3.setdefault(_t272, _a305(st, _t272)))) + (_memo8[_t272] if _t272 in _memo8 else _memo8.setdefault(_t272, (5 * _a317(st, _t272)))))
    _t326 = (_k318 or [])
    st.budget -= len(_t326)
    if st.budget < 0: _spent288(st)
    for _t325 in _t326:
        L[5] = _t325
        _st_vars[0 + _t325] = (_t327 if -1000000000000000000 <= (_t327 := _st_vars[0 + _t325] + _st_vars[4 + _t325]) <= 1000000000000000000 else _beyond319(_t327))
        L[6] = ''
        _t329 = (_k320 or [])
        st.budget -= len(_t329)
        if st.budget < 0: _spent288(st)
        for _t328 in _t329:
            L[9] = _t328
            if not (((_t334 if (_t334 := _memo6.get((_t325, _t328,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t328,), (_a322(st, _t325, _t328) + _a324(st, _t325, _t328)))) > 0)): continue
            L[6] = _text325(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain326(_t328) + ' ' + _plain326((_t339 if (_t339 := _memo6.get((_t325, _t328,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t328,), (_a328(st, _t325, _t328) + _a330(st, _t325, _t328))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text333(_audience331(st), [_PlayerRef332(_t325), "'s score pile:", _plain326(L[6]), '; queued aliens set aside: ', _plain326(len(_st_zones[(7 + _t325)]))]))
        if _st_log is not None: _st_log.append(_Text333(_audience331(st), [_PlayerRef332(_t325), ' scores ', _plain326(_st_vars[4 + _t325]), ': +', _plain326((2 * (len(_st_zones[(11 + _t325)]) + len(_st_zones[(15 + _t325)])))), ' for ', _plain326((len(_st_zones[(11 + _t325)]) + len(_st_zones[(15 + _t325)]))), ' cards flown, -', _plain326((2 * len(_st_zones[(3 + _t325)]))), ' for ', _plain326(len(_st_zones[(3 + _t325)])), ' behind the screen, +', _plain326((_memo1[_t325] if _t325 in _memo1 else _memo1.setdefault(_t325, _a338(st, _t325)))), ' for colours, +', _plain326((_memo3[_t325] if _t325 in _memo3 else _memo3.setdefault(_t325, _a350(st, _t325)))), ' majorities, +', _plain326((_memo8[_t325] if _t325 in _memo8 else _memo8.setdefault(_t325, (5 * _a362(st, _t325))))), ' sole owner; total ', _plain326(_st_vars[0 + _t325])]))

# <rulerun alienz.rules: play #143 ecf91a4f>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text364(_audience363(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game365(st, [], True); return 3
    st.vars[8] = _random_item366(st, _k367)

# <rulerun alienz.rules: play #144 fa398ddf>
def _loop(st, _t391):
    _memo6 = st.memos[6]
    _t393 = (_k371 or ())
    st.budget -= len(_t393)
    if st.budget < 0: _spent372(st)
    _t397 = _NOT_YET
    _t399 = _NOT_YET
    _t395 = 0
    for _t394 in _t393:
        if ((_t400 if (_t400 := _memo6.get((_t391, _t394,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t394,), ((_t397 if _t397 is not _NOT_YET else (_t397 := ([_c373[_x] for _x in _t396] if (_t396 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t394) + (_t399 if _t399 is not _NOT_YET else (_t399 := ([_c374[_x] for _x in _t398] if (_t398 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t394)))) > 0):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: play #145 78d46623>
def _loop(st, _t402, _t415):
    _t418 = 0
    for _t417 in st.zones[(11 + _t415)]:
        if (_c382[_t417] == _t402):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #146 77a5eb75>
def _loop(st, _t402, _t415):
    _t420 = 0
    for _t419 in st.zones[(15 + _t415)]:
        if (_c384[_t419] == _t402):
            _t420 += 1
    return _t420

# <rulerun alienz.rules: play #147 4750d32d>
def _loop(st, _t402):
    _memo6 = st.memos[6]
    _t414 = (_k380 or ())
    st.budget -= len(_t414)
    if st.budget < 0: _spent381(st)
    _t416 = None
    for _t415 in _t414:
        _t422 = (_t421 if (_t421 := _memo6.get((_t415, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t415, _t402,), (_a383(st, _t402, _t415) + _a385(st, _t402, _t415))))
        if _t416 is None or _t422 > _t416:
            _t416 = _t422
    return _t416

# <rulerun alienz.rules: play #148 95f0a89a>
def _loop(st, _t391):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t401 = (_k376 or ())
    st.budget -= len(_t401)
    if st.budget < 0: _spent377(st)
    _t405 = _NOT_YET
    _t407 = _NOT_YET
    _t410 = _NOT_YET
    _t412 = _NOT_YET
    _t424 = _NOT_YET
    _t426 = _NOT_YET
    _t403 = 0
    for _t402 in _t401:
        if (((_t408 if (_t408 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t405 if _t405 is not _NOT_YET else (_t405 := ([_c378[_x] for _x in _t404] if (_t404 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t407 if _t407 is not _NOT_YET else (_t407 := ([_c379[_x] for _x in _t406] if (_t406 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402)))) > 0) and ((_t413 if (_t413 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t410 if _t410 is not _NOT_YET else (_t410 := ([_c378[_x] for _x in _t409] if (_t409 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t412 if _t412 is not _NOT_YET else (_t412 := ([_c379[_x] for _x in _t411] if (_t411 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402)))) == (_memo5[_t402] if _t402 in _memo5 else _memo5.setdefault(_t402, _a386(st, _t402))))):
            _t403 += (_t427 if (_t427 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t424 if _t424 is not _NOT_YET else (_t424 := ([_c378[_x] for _x in _t423] if (_t423 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t426 if _t426 is not _NOT_YET else (_t426 := ([_c379[_x] for _x in _t425] if (_t425 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402))))
    return _t403

# <rulerun alienz.rules: play #149 b42ee5bd>
def _loop(st, _t429, _t437):
    _t440 = 0
    for _t439 in st.zones[(11 + _t437)]:
        if (_c394[_t439] == _t429):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #150 19441426>
def _loop(st, _t429, _t437):
    _t442 = 0
    for _t441 in st.zones[(15 + _t437)]:
        if (_c396[_t441] == _t429):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #151 936ab754>
def _loop(st, _t391, _t429):
    _memo6 = st.memos[6]
    _t436 = (_k392 or ())
    st.budget -= len(_t436)
    if st.budget < 0: _spent393(st)
    for _t437 in _t436:
        if not (((_t437 == _t391) or ((_t443 if (_t443 := _memo6.get((_t437, _t429,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t437, _t429,), (_a395(st, _t429, _t437) + _a397(st, _t429, _t437)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 dc84d653>
def _loop(st, _t391):
    _memo6 = st.memos[6]
    _t428 = (_k388 or ())
    st.budget -= len(_t428)
    if st.budget < 0: _spent389(st)
    _t432 = _NOT_YET
    _t434 = _NOT_YET
    _t430 = 0
    for _t429 in _t428:
        if (((_t435 if (_t435 := _memo6.get((_t391, _t429,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t429,), ((_t432 if _t432 is not _NOT_YET else (_t432 := ([_c390[_x] for _x in _t431] if (_t431 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t429) + (_t434 if _t434 is not _NOT_YET else (_t434 := ([_c391[_x] for _x in _t433] if (_t433 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t429)))) > 0) and _a398(st, _t391, _t429)):
            _t430 += 1
    return _t430

# <rulerun alienz.rules: play #153 abc475eb>
def _loop(st, _t444, _t447):
    _t450 = 0
    for _t449 in st.zones[(11 + _t444)]:
        if (_c403[_t449] == _t447):
            _t450 += 1
    return _t450

# <rulerun alienz.rules: play #154 fd6d2ca2>
def _loop(st, _t444, _t447):
    _t452 = 0
    for _t451 in st.zones[(15 + _t444)]:
        if (_c405[_t451] == _t447):
            _t452 += 1
    return _t452

# <rulerun alienz.rules: play #155 83a950cf>
def _loop(st, _t444, _t447):
    _t455 = 0
    for _t454 in st.zones[(11 + _t444)]:
        if (_c409[_t454] == _t447):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #156 402381bd>
def _loop(st, _t444, _t447):
    _t457 = 0
    for _t456 in st.zones[(15 + _t444)]:
        if (_c411[_t456] == _t447):
            _t457 += 1
    return _t457

# <rulerun alienz.rules: play #157 195d333e>
def _loop(st, _t444):
    _memo6 = st.memos[6]
    _t459 = (_k416 or ())
    st.budget -= len(_t459)
    if st.budget < 0: _spent417(st)
    _t463 = _NOT_YET
    _t465 = _NOT_YET
    _t461 = 0
    for _t460 in _t459:
        if ((_t466 if (_t466 := _memo6.get((_t444, _t460,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t460,), ((_t463 if _t463 is not _NOT_YET else (_t463 := ([_c418[_x] for _x in _t462] if (_t462 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t460) + (_t465 if _t465 is not _NOT_YET else (_t465 := ([_c419[_x] for _x in _t464] if (_t464 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t460)))) > 0):
            _t461 += 1
    return _t461

# <rulerun alienz.rules: play #158 b562d2f6>
def _loop(st, _t468, _t481):
    _t484 = 0
    for _t483 in st.zones[(11 + _t481)]:
        if (_c427[_t483] == _t468):
            _t484 += 1
    return _t484

# <rulerun alienz.rules: play #159 da899111>
def _loop(st, _t468, _t481):
    _t486 = 0
    for _t485 in st.zones[(15 + _t481)]:
        if (_c429[_t485] == _t468):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #160 033b6118>
def _loop(st, _t468):
    _memo6 = st.memos[6]
    _t480 = (_k425 or ())
    st.budget -= len(_t480)
    if st.budget < 0: _spent426(st)
    _t482 = None
    for _t481 in _t480:
        _t488 = (_t487 if (_t487 := _memo6.get((_t481, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t481, _t468,), (_a428(st, _t468, _t481) + _a430(st, _t468, _t481))))
        if _t482 is None or _t488 > _t482:
            _t482 = _t488
    return _t482

# <rulerun alienz.rules: play #161 5fbd7028>
def _loop(st, _t444):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t467 = (_k421 or ())
    st.budget -= len(_t467)
    if st.budget < 0: _spent422(st)
    _t471 = _NOT_YET
    _t473 = _NOT_YET
    _t476 = _NOT_YET
    _t478 = _NOT_YET
    _t490 = _NOT_YET
    _t492 = _NOT_YET
    _t469 = 0
    for _t468 in _t467:
        if (((_t474 if (_t474 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t471 if _t471 is not _NOT_YET else (_t471 := ([_c423[_x] for _x in _t470] if (_t470 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t473 if _t473 is not _NOT_YET else (_t473 := ([_c424[_x] for _x in _t472] if (_t472 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468)))) > 0) and ((_t479 if (_t479 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t476 if _t476 is not _NOT_YET else (_t476 := ([_c423[_x] for _x in _t475] if (_t475 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t478 if _t478 is not _NOT_YET else (_t478 := ([_c424[_x] for _x in _t477] if (_t477 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468)))) == (_memo5[_t468] if _t468 in _memo5 else _memo5.setdefault(_t468, _a431(st, _t468))))):
            _t469 += (_t493 if (_t493 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t490 if _t490 is not _NOT_YET else (_t490 := ([_c423[_x] for _x in _t489] if (_t489 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t492 if _t492 is not _NOT_YET else (_t492 := ([_c424[_x] for _x in _t491] if (_t491 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468))))
    return _t469

# <rulerun alienz.rules: play #162 7fc16c98>
def _loop(st, _t495, _t503):
    _t506 = 0
    for _t505 in st.zones[(11 + _t503)]:
        if (_c439[_t505] == _t495):
            _t506 += 1
    return _t506

# <rulerun alienz.rules: play #163 8721a85d>
def _loop(st, _t495, _t503):
    _t508 = 0
    for _t507 in st.zones[(15 + _t503)]:
        if (_c441[_t507] == _t495):
            _t508 += 1
    return _t508

# <rulerun alienz.rules: play #164 0d5c7232>
def _loop(st, _t444, _t495):
    _memo6 = st.memos[6]
    _t502 = (_k437 or ())
    st.budget -= len(_t502)
    if st.budget < 0: _spent438(st)
    for _t503 in _t502:
        if not (((_t503 == _t444) or ((_t509 if (_t509 := _memo6.get((_t503, _t495,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t495,), (_a440(st, _t495, _t503) + _a442(st, _t495, _t503)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 ff9876e4>
def _loop(st, _t444):
    _memo6 = st.memos[6]
    _t494 = (_k433 or ())
    st.budget -= len(_t494)
    if st.budget < 0: _spent434(st)
    _t498 = _NOT_YET
    _t500 = _NOT_YET
    _t496 = 0
    for _t495 in _t494:
        if (((_t501 if (_t501 := _memo6.get((_t444, _t495,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t495,), ((_t498 if _t498 is not _NOT_YET else (_t498 := ([_c435[_x] for _x in _t497] if (_t497 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t495) + (_t500 if _t500 is not _NOT_YET else (_t500 := ([_c436[_x] for _x in _t499] if (_t499 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t495)))) > 0) and _a443(st, _t444, _t495)):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: play #166 9d51aee8>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k368)
    _t392 = (_k369 or [])
    st.budget -= len(_t392)
    if st.budget < 0: _spent370(st)
    for _t391 in _t392:
        _i2[2] = _t391
        _st_vars[4 + _t391] = (((((2 * (len(_st_zones[(11 + _t391)]) + len(_st_zones[(15 + _t391)]))) - (2 * len(_st_zones[(3 + _t391)]))) + (_memo1[_t391] if _t391 in _memo1 else _memo1.setdefault(_t391, _a375(st, _t391)))) + (_memo3[_t391] if _t391 in _memo3 else _memo3.setdefault(_t391, _a387(st, _t391)))) + (_memo8[_t391] if _t391 in _memo8 else _memo8.setdefault(_t391, (5 * _a399(st, _t391)))))
    _t445 = (_k400 or [])
    st.budget -= len(_t445)
    if st.budget < 0: _spent370(st)
    for _t444 in _t445:
        _i2[5] = _t444
        _st_vars[0 + _t444] = (_t446 if -1000000000000000000 <= (_t446 := _st_vars[0 + _t444] + _st_vars[4 + _t444]) <= 1000000000000000000 else _beyond401(_t446))
        _i2[6] = ''
        _t448 = (_k402 or [])
        st.budget -= len(_t448)
        if st.budget < 0: _spent370(st)
        for _t447 in _t448:
            _i2[9] = _t447
            if not (((_t453 if (_t453 := _memo6.get((_t444, _t447,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t447,), (_a404(st, _t444, _t447) + _a406(st, _t444, _t447)))) > 0)): continue
            _i2[6] = _text407(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain408(_t447) + ' ' + _plain408((_t458 if (_t458 := _memo6.get((_t444, _t447,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t447,), (_a410(st, _t444, _t447) + _a412(st, _t444, _t447))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text415(_audience413(st), [_PlayerRef414(_t444), "'s score pile:", _plain408(_i2[6]), '; queued aliens set aside: ', _plain408(len(_st_zones[(7 + _t444)]))]))
        if _st_log is not None: _st_log.append(_Text415(_audience413(st), [_PlayerRef414(_t444), ' scores ', _plain408(_st_vars[4 + _t444]), ': +', _plain408((2 * (len(_st_zones[(11 + _t444)]) + len(_st_zones[(15 + _t444)])))), ' for ', _plain408((len(_st_zones[(11 + _t444)]) + len(_st_zones[(15 + _t444)]))), ' cards flown, -', _plain408((2 * len(_st_zones[(3 + _t444)]))), ' for ', _plain408(len(_st_zones[(3 + _t444)])), ' behind the screen, +', _plain408((_memo1[_t444] if _t444 in _memo1 else _memo1.setdefault(_t444, _a420(st, _t444)))), ' for colours, +', _plain408((_memo3[_t444] if _t444 in _memo3 else _memo3.setdefault(_t444, _a432(st, _t444)))), ' majorities, +', _plain408((_memo8[_t444] if _t444 in _memo8 else _memo8.setdefault(_t444, (5 * _a444(st, _t444))))), ' sole owner; total ', _plain408(_st_vars[0 + _t444])]))
    if _p445(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 1aace6e7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k449)

# <rulerun alienz.rules: round #169 ba57811c>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k452)
            _r = _run453(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit454(_k455)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs456[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit451(_k, st, _d0): raise _Runaway450()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k458)

# <rulerun alienz.rules: turn #170 1e028961>
def _loop(st):
    for _t513 in st.zones[20]:
        if (_c469[_t513] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 5b88f7c7>
def _loop(st):
    for _t521 in st.zones[22]:
        return _c477[_t521]
    return None

# <rulerun alienz.rules: turn #172 b7f2eee3>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c483[_t528]
    return None

# <rulerun alienz.rules: turn #173 0c547309>
def _loop(st):
    for _t532 in st.zones[22]:
        return _c486[_t532]
    return None

# <rulerun alienz.rules: turn #174 382f4bd9>
def _loop(st, L, _t519):
    _st_zones = st.zones
    _t525 = _st_zones[(3 + L[0])]
    st.budget -= len(_t525)
    if st.budget < 0: _spent480(st)
    _t531 = _NOT_YET
    _t535 = _NOT_YET
    _t527 = 0
    for _t526 in _t525:
        if ((_t526 != _t519) and ((_c481[_t526] == _c482[_t519]) or (((_t531 if _t531 is not _NOT_YET else (_t531 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a484(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c485[_x] for _x in _t530] if (_t530 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c481[_t526] == (_t535 if _t535 is not _NOT_YET else (_t535 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a487(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c485[_x] for _x in _t534] if (_t534 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t527 += 1
    return _t527

# <rulerun alienz.rules: turn #175 bd1452dd>
def _loop(st, L):
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t518 = _st_zones[(3 + L[0])]
    st.budget -= len(_t518)
    if st.budget < 0: _spent475(st)
    _t524 = _NOT_YET
    _t537 = _NOT_YET
    for _t519 in _t518:
        if (_t538 if (_t538 := _memo7.get((L[0], _t519,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t519,), ((_c476[_t519] != (_t524 if _t524 is not _NOT_YET else (_t524 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a478(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c479[_x] for _x in _t523] if (_t523 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a488(st, L, _t519) >= (_t537 if _t537 is not _NOT_YET else (_t537 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c479[_x] for _x in _t536] if (_t536 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 f7cf2c42>
def _loop(st):
    for _t539 in st.zones[20]:
        if (_c494[_t539] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 7495d04e>
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
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range462(1, L[1]) or []); L[3] = 0
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
            _t510 = L[0]
            _t511 = len(_o)
            if not _t511: _no_option464(_t510, 'alien to take')
            if _t511 <= 1 and _st_log is None:
                L[5] = _o[0] if _t511 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t512 = st.chooser(_t511, _t510)
                else:
                    _t512 = _st_bits(_t511.bit_length())
                    while _t512 >= _t511: _t512 = _st_bits(_t511.bit_length())
                L[5] = _o[_t512]; st.decisions += 1
                if st.thread_player is not None: _answered465(st, _t512)
            elif _st_log is None: _pend466(st, L, _o[:], _t510); return True
            elif _decide467(st, L, _o[:], _t510): return True
            pc = 4
        if pc == 4:
            _r = _run468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit460(_k, st, _d0): raise _Runaway459()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a470(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t515 = L[0]
            _t516 = len(_o) + 1
            if _t516 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t517 = st.chooser(_t516, _t515)
                else:
                    _t517 = _st_bits(_t516.bit_length())
                    while _t517 >= _t516: _t517 = _st_bits(_t516.bit_length())
                L[6] = _o[_t517 - 1] if _t517 else None; st.decisions += 1
                if st.thread_player is not None: _answered465(st, _t517)
            elif _st_log is None: _pend472(st, L, [None] + _o, _t515); return True
            elif _decide473(st, L, _o[:], _t515): return True
            pc = 8
        if pc == 8:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a489(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d490(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d491(st, [_c492[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d493(st, [L[0], _c492[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a495(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t541 = L[0]
            _t542 = len(_o)
            if not _t542: _no_option464(_t541, 'flight this turn')
            if _t542 <= 1 and _st_log is None:
                L[7] = _o[0] if _t542 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t543 = st.chooser(_t542, _t541)
                else:
                    _t543 = _st_bits(_t542.bit_length())
                    while _t543 >= _t542: _t543 = _st_bits(_t542.bit_length())
                L[7] = _o[_t543]; st.decisions += 1
                if st.thread_player is not None: _answered465(st, _t543)
            elif _st_log is None: _pend497(st, L, _o, _t541); return True
            elif _decide498(st, L, _o, _t541): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit499(_k500)
            fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs501[3](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 13
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit499(_k502)
            fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs501[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run504(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k505)

# <rulerun alienz.rules: private_flight #178 db725ce0>
def _loop(st):
    for _t545 in st.zones[22]:
        return _c509[_t545]
    return None

# <rulerun alienz.rules: private_flight #179 26c16592>
def _loop(st):
    for _t552 in st.zones[22]:
        return _c515[_t552]
    return None

# <rulerun alienz.rules: private_flight #180 faa4fb4c>
def _loop(st):
    for _t556 in st.zones[22]:
        return _c518[_t556]
    return None

# <rulerun alienz.rules: private_flight #181 19cf3ef9>
def _loop(st, L, _t544):
    _st_zones = st.zones
    _t549 = _st_zones[(3 + L[0])]
    st.budget -= len(_t549)
    if st.budget < 0: _spent512(st)
    _t555 = _NOT_YET
    _t559 = _NOT_YET
    _t551 = 0
    for _t550 in _t549:
        if ((_t550 != _t544) and ((_c513[_t550] == _c514[_t544]) or (((_t555 if _t555 is not _NOT_YET else (_t555 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a516(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c517[_x] for _x in _t554] if (_t554 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c513[_t550] == (_t559 if _t559 is not _NOT_YET else (_t559 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a519(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c517[_x] for _x in _t558] if (_t558 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t551 += 1
    return _t551

# <rulerun alienz.rules: private_flight #182 82fae5e9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t548 = _NOT_YET
            _t561 = _NOT_YET
            _o = []
            for _t544 in st.zones[(3 + L[0])]:
                if (_t562 if (_t562 := _memo7.get((L[0], _t544,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t544,), ((_c508[_t544] != (_t548 if _t548 is not _NOT_YET else (_t548 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a510(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c511[_x] for _x in _t547] if (_t547 := st.zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a520(st, L, _t544) >= (_t561 if _t561 is not _NOT_YET else (_t561 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c511[_x] for _x in _t560] if (_t560 := st.zones[20]) is not _NOT_YET else None)))) else 2))))))): _o.append(_t544)
            fr[1] = 1
            _t563 = L[0]
            _t564 = len(_o)
            if not _t564: _no_option522(_t563, 'planet for a private flight')
            if _t564 <= 1 and _st_log is None:
                L[1] = _o[0] if _t564 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t565 = st.chooser(_t564, _t563)
                else:
                    _t565 = _st_bits(_t564.bit_length())
                    while _t565 >= _t564: _t565 = _st_bits(_t564.bit_length())
                L[1] = _o[_t565]; st.decisions += 1
                if st.thread_player is not None: _answered523(st, _t565)
            elif _st_log is None: _pend524(st, L, _o, _t563); return True
            elif _decide525(st, L, _o, _t563): return True
            pc = 1
        if pc == 1:
            _r = _run526(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit527(_k528)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs529[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run530(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k531)

# <rulerun alienz.rules: commercial_flight #183 18298766>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run534(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit535(_k536)
            fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs537[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run538(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o539[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit535(_k540)
            fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs537[7](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit533(_k, st, _d0): raise _Runaway532()
            continue
        if pc == 7:
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k542)

# <rulerun alienz.rules: board_own #184 98d33ea7>
def _loop(st):
    for _t566 in st.zones[20]:
        if (_c547[_t566] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 d8e4d2cb>
def _loop(st):
    for _t569 in st.zones[22]:
        return _c550[_t569]
    return None

# <rulerun alienz.rules: board_own #186 4e5ee18c>
def _loop(st):
    for _t573 in st.zones[22]:
        return _c553[_t573]
    return None

# <rulerun alienz.rules: board_own #187 71a87cd1>
def _loop(st):
    for _t581 in st.zones[22]:
        return _c561[_t581]
    return None

# <rulerun alienz.rules: board_own #188 12af1bf9>
def _loop(st):
    for _t585 in st.zones[22]:
        return _c563[_t585]
    return None

# <rulerun alienz.rules: board_own #189 fa0e4e6b>
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
            _r = _run545(st, L)
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
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a548(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t572 = _NOT_YET
            _t576 = _NOT_YET
            _o = []
            for _t568 in _st_zones[(3 + L[0])]:
                if ((_c549[_t568] == L[1]) or (((_t572 if _t572 is not _NOT_YET else (_t572 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a551(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c552[_x] for _x in _t571] if (_t571 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c549[_t568] == (_t576 if _t576 is not _NOT_YET else (_t576 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a554(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c552[_x] for _x in _t575] if (_t575 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t568)
            fr[1] = 5
            _t577 = L[0]
            _t578 = len(_o)
            if not _t578: _no_option556(_t577, 'alien to fly')
            if _t578 <= 1 and _st_log is None:
                L[4] = _o[0] if _t578 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t579 = st.chooser(_t578, _t577)
                else:
                    _t579 = _st_bits(_t578.bit_length())
                    while _t579 >= _t578: _t579 = _st_bits(_t578.bit_length())
                L[4] = _o[_t579]; st.decisions += 1
                if st.thread_player is not None: _answered557(st, _t579)
            elif _st_log is None: _pend558(st, L, _o, _t577); return True
            elif _decide559(st, L, _o, _t577): return True
            pc = 5
        if pc == 5:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t584 = _NOT_YET
            _t588 = _NOT_YET
            _o = []
            for _t580 in _st_zones[(3 + L[0])]:
                if ((_c549[_t580] == L[1]) or (((_t584 if _t584 is not _NOT_YET else (_t584 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a562(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c552[_x] for _x in _t583] if (_t583 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c549[_t580] == (_t588 if _t588 is not _NOT_YET else (_t588 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a564(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c552[_x] for _x in _t587] if (_t587 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t580)
            fr[1] = 8
            _t589 = L[0]
            _t590 = len(_o) + 1
            if _t590 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t591 = st.chooser(_t590, _t589)
                else:
                    _t591 = _st_bits(_t590.bit_length())
                    while _t591 >= _t590: _t591 = _st_bits(_t590.bit_length())
                L[5] = _o[_t591 - 1] if _t591 else None; st.decisions += 1
                if st.thread_player is not None: _answered557(st, _t591)
            elif _st_log is None: _pend566(st, L, [None] + _o, _t589); return True
            elif _decide567(st, L, _o, _t589): return True
            pc = 8
        if pc == 8:
            _r = _run568(st, L)
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
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit544(_k, st, _d0): raise _Runaway543()
            continue
        if pc == 14:
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k571)

# <rulerun alienz.rules: board_queue #190 f64b9ac7>
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

# <rulerun alienz.rules: join #191 9c1907d1>
def _loop(st):
    for _t593 in st.zones[22]:
        return _c580[_t593]
    return None

# <rulerun alienz.rules: join #192 90878a1f>
def _loop(st):
    for _t597 in st.zones[22]:
        return _c583[_t597]
    return None

# <rulerun alienz.rules: join #193 5d81f2fe>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run578(st, L)
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
            _t596 = _NOT_YET
            _t600 = _NOT_YET
            _o = []
            for _t592 in st.zones[(3 + L[0])]:
                if ((_c579[_t592] == L[1]) or (((_t596 if _t596 is not _NOT_YET else (_t596 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a581(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c582[_x] for _x in _t595] if (_t595 := st.zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c579[_t592] == (_t600 if _t600 is not _NOT_YET else (_t600 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a584(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c582[_x] for _x in _t599] if (_t599 := st.zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t592)
            fr[1] = 3
            _t601 = L[0]
            _t602 = len(_o) + 1
            if _t602 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t603 = st.chooser(_t602, _t601)
                else:
                    _t603 = _st_bits(_t602.bit_length())
                    while _t603 >= _t602: _t603 = _st_bits(_t602.bit_length())
                L[3] = _o[_t603 - 1] if _t603 else None; st.decisions += 1
                if st.thread_player is not None: _answered586(st, _t603)
            elif _st_log is None: _pend587(st, L, [None] + _o, _t601); return True
            elif _decide588(st, L, _o, _t601): return True
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
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit577(_k, st, _d0): raise _Runaway576()
            continue
        if pc == 8:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k591)

# <rulerun alienz.rules: refill #194 03879e8f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k595)

# <rulerun alienz.rules: surface #195 264cca7b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run598(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k599)

# <rulerun alienz.rules: reveal_event #196 2a1a555c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run602(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k603)

# <rulerun alienz.rules: resolve_events #197 69be1c80>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k607)

# <rulerun alienz.rules: take_effect #198 6ead7974>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run610(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k611)

# <rulerun alienz.rules: storm_flip #199 62805c54>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run614(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k615)

# <rulerun alienz.rules: scoring #200 00518fd8>
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

# <rulerun alienz.rules: play #201 a0207df9>
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
            fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs625[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run626(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 5:
            fr[1] = 6
            if _step627(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k628)

# <rulerun alienz.rules: turn #202 f18fcd61>
def _loop(st):
    for _t605 in st.zones[20]:
        if (_c641[_t605] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 45d47776>
def _loop(st):
    for _t618 in st.zones[20]:
        if (_c651[_t618] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 42ac058c>
def _loop(st):
    for _t633 in st.zones[22]:
        return _c659[_t633]
    return None

# <rulerun alienz.rules: turn #205 b28f0544>
def _loop(st):
    for _t640 in st.zones[22]:
        return _c665[_t640]
    return None

# <rulerun alienz.rules: turn #206 5d7adfea>
def _loop(st):
    for _t644 in st.zones[22]:
        return _c668[_t644]
    return None

# <rulerun alienz.rules: turn #207 d2e85889>
def _loop(st, L, _t631):
    _st_zones = st.zones
    _t637 = _st_zones[(3 + L[0])]
    st.budget -= len(_t637)
    if st.budget < 0: _spent662(st)
    _t643 = _NOT_YET
    _t647 = _NOT_YET
    _t639 = 0
    for _t638 in _t637:
        if ((_t638 != _t631) and ((_c663[_t638] == _c664[_t631]) or (((_t643 if _t643 is not _NOT_YET else (_t643 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a666(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c667[_x] for _x in _t642] if (_t642 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c663[_t638] == (_t647 if _t647 is not _NOT_YET else (_t647 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a669(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c667[_x] for _x in _t646] if (_t646 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t639 += 1
    return _t639

# <rulerun alienz.rules: turn #208 d97884e6>
def _loop(st, L):
    _l0 = L[0]
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t630 = _st_zones[(3 + _l0)]
    st.budget -= len(_t630)
    if st.budget < 0: _spent657(st)
    _t636 = _NOT_YET
    _t649 = _NOT_YET
    for _t631 in _t630:
        if (_t650 if (_t650 := _memo7.get((_l0, _t631,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t631,), ((_c658[_t631] != (_t636 if _t636 is not _NOT_YET else (_t636 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a660(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c661[_x] for _x in _t635] if (_t635 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a670(st, L, _t631) >= (_t649 if _t649 is not _NOT_YET else (_t649 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c661[_x] for _x in _t648] if (_t648 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 e9998fb8>
def _loop(st):
    for _t651 in st.zones[20]:
        if (_c676[_t651] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 b60df324>
def _loop(st):
    for _t658 in st.zones[22]:
        return _c681[_t658]
    return None

# <rulerun alienz.rules: turn #211 4177543a>
def _loop(st):
    for _t665 in st.zones[22]:
        return _c687[_t665]
    return None

# <rulerun alienz.rules: turn #212 24dc68c8>
def _loop(st):
    for _t669 in st.zones[22]:
        return _c690[_t669]
    return None

# <rulerun alienz.rules: turn #213 edf8bdf7>
def _loop(st, _i3l0, _t657):
    _st_zones = st.zones
    _t662 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t662)
    if st.budget < 0: _spent684(st)
    _t668 = _NOT_YET
    _t672 = _NOT_YET
    _t664 = 0
    for _t663 in _t662:
        if ((_t663 != _t657) and ((_c685[_t663] == _c686[_t657]) or (((_t668 if _t668 is not _NOT_YET else (_t668 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a688(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c689[_x] for _x in _t667] if (_t667 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c685[_t663] == (_t672 if _t672 is not _NOT_YET else (_t672 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a691(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c689[_x] for _x in _t671] if (_t671 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t664 += 1
    return _t664

# <rulerun alienz.rules: turn #214 80c0769c>
def _loop(st):
    for _t684 in st.zones[20]:
        if (_c697[_t684] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 4f083175>
def _loop(st):
    for _t688 in st.zones[22]:
        return _c700[_t688]
    return None

# <rulerun alienz.rules: turn #216 8adfe479>
def _loop(st):
    for _t692 in st.zones[22]:
        return _c702[_t692]
    return None

# <rulerun alienz.rules: turn #217 d330a108>
def _loop(st):
    for _t701 in st.zones[22]:
        return _c707[_t701]
    return None

# <rulerun alienz.rules: turn #218 98addbed>
def _loop(st):
    for _t705 in st.zones[22]:
        return _c709[_t705]
    return None

# <rulerun alienz.rules: board_own #219 cd9c816e>
def _loop(st):
    for _t718 in st.zones[20]:
        if (_c716[_t718] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 836fe5cb>
def _loop(st):
    for _t722 in st.zones[22]:
        return _c719[_t722]
    return None

# <rulerun alienz.rules: board_own #221 d8194f95>
def _loop(st):
    for _t726 in st.zones[22]:
        return _c722[_t726]
    return None

# <rulerun alienz.rules: board_own #222 7de65f11>
def _loop(st):
    for _t735 in st.zones[22]:
        return _c729[_t735]
    return None

# <rulerun alienz.rules: board_own #223 8baade0e>
def _loop(st):
    for _t739 in st.zones[22]:
        return _c731[_t739]
    return None

# <rulerun alienz.rules: board_own #224 playout bd18e27f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent715(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a717(st))) else 2)):
            _t725 = _NOT_YET
            _t729 = _NOT_YET
            _t720 = []
            for _t721 in _st_zones[(3 + _l0)]:
                if ((_c718[_t721] == _l1) or (((_t725 if _t725 is not _NOT_YET else (_t725 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a720(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c721[_x] for _x in _t724] if (_t724 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c718[_t721] == (_t729 if _t729 is not _NOT_YET else (_t729 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a723(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c721[_x] for _x in _t728] if (_t728 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t720.append(_t721)
            _t730 = _l0
            _t731 = len(_t720)
            if not _t731: _no_option726(_t730, 'alien to fly')
            if _t731 <= 1 and _st_log is None:
                L[4] = _t720[0] if _t731 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t732 = st.chooser(_t731, _t730)
                else:
                    _t732 = _st_bits(_t731.bit_length())
                    while _t732 >= _t731: _t732 = _st_bits(_t731.bit_length())
                L[4] = _t720[_t732]; st.decisions += 1
            elif _st_log is None: _pend727(st, L, _t720, _t730); raise _PlayoutCut724()
            elif _decide728(st, L, _t720, _t730): raise _PlayoutCut724()
            L[3] = L[4]
        else:
            _t738 = _NOT_YET
            _t742 = _NOT_YET
            _t733 = []
            for _t734 in _st_zones[(3 + _l0)]:
                if ((_c718[_t734] == _l1) or (((_t738 if _t738 is not _NOT_YET else (_t738 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a730(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c721[_x] for _x in _t737] if (_t737 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c718[_t734] == (_t742 if _t742 is not _NOT_YET else (_t742 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a732(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c721[_x] for _x in _t741] if (_t741 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t733.append(_t734)
            _t743 = _l0
            _t744 = len(_t733) + 1
            if _t744 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t745 = st.chooser(_t744, _t743)
                else:
                    _t745 = _st_bits(_t744.bit_length())
                    while _t745 >= _t744: _t745 = _st_bits(_t744.bit_length())
                L[5] = _t733[_t745 - 1] if _t745 else None; st.decisions += 1
            elif _st_log is None: _pend734(st, L, [None] + _t733, _t743); raise _PlayoutCut724()
            elif _decide735(st, L, _t733, _t743): raise _PlayoutCut724()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t746 = L[3]
        _t747 = (11 + _l0)
        if type(_t746) is int and _st_log is None:
            _t748 = _st_zones[(_t749 := _st_loc[_t746])]
            if _t748[-1] == _t746: _t748.pop()
            else: _t748.remove(_t746)
            _st_zones[_t747].append(_t746); _st_loc[_t746] = _t747
            _t750 = _leaving737[_t749]
            if _memo0 and _t750 & 1: _memo0.clear()
            if _memo2 and _t750 & 4: _memo2.clear()
            if _memo4 and _t750 & 16: _memo4.clear()
            if _memo7 and _t750 & 128: _memo7.clear()
            if _memo9 and _t750 & 512: _memo9.clear()
        elif _t746 is not None:
            _move_cards736(st, _t746, _t747, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t751 if -1000000000000000000 <= (_t751 := L[2] + 1) <= 1000000000000000000 else _beyond738(_t751))
    if _st_log is not None: _st_log.append(_Text742(_audience739(st), [_PlayerRef740(_l0), ' flies ', _plain741(L[2]), ' ', _plain741(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain741(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 b1958a73>
def _loop(st):
    for _t757 in st.zones[22]:
        return _c745[_t757]
    return None

# <rulerun alienz.rules: turn #226 16943fbd>
def _loop(st):
    for _t761 in st.zones[22]:
        return _c747[_t761]
    return None

# <rulerun alienz.rules: private_flight #227 55cf0646>
def _loop(st):
    for _t771 in st.zones[22]:
        return _c751[_t771]
    return None

# <rulerun alienz.rules: private_flight #228 6c8829f5>
def _loop(st):
    for _t778 in st.zones[22]:
        return _c757[_t778]
    return None

# <rulerun alienz.rules: private_flight #229 ac62e626>
def _loop(st):
    for _t782 in st.zones[22]:
        return _c760[_t782]
    return None

# <rulerun alienz.rules: private_flight #230 2c6fb9e2>
def _loop(st, L, _t770):
    _st_zones = st.zones
    _t775 = _st_zones[(3 + L[0])]
    st.budget -= len(_t775)
    if st.budget < 0: _spent754(st)
    _t781 = _NOT_YET
    _t785 = _NOT_YET
    _t777 = 0
    for _t776 in _t775:
        if ((_t776 != _t770) and ((_c755[_t776] == _c756[_t770]) or (((_t781 if _t781 is not _NOT_YET else (_t781 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a758(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c759[_x] for _x in _t780] if (_t780 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c755[_t776] == (_t785 if _t785 is not _NOT_YET else (_t785 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a761(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c759[_x] for _x in _t784] if (_t784 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t777 += 1
    return _t777

# <rulerun alienz.rules: private_flight #231 40a51f70>
def _loop(st):
    for _t802 in st.zones[22]:
        return _c777[_t802]
    return None

# <rulerun alienz.rules: private_flight #232 3139d304>
def _loop(st):
    for _t806 in st.zones[22]:
        return _c779[_t806]
    return None

# <rulerun alienz.rules: private_flight #233 playout 69fec9b3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent749(st)
    _t774 = _NOT_YET
    _t787 = _NOT_YET
    _t769 = []
    for _t770 in _st_zones[(3 + _l0)]:
        if (_t788 if (_t788 := _memo7.get((_l0, _t770,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t770,), ((_c750[_t770] != (_t774 if _t774 is not _NOT_YET else (_t774 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a752(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c753[_x] for _x in _t773] if (_t773 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a762(st, L, _t770) >= (_t787 if _t787 is not _NOT_YET else (_t787 := (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in ([_c753[_x] for _x in _t786] if (_t786 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))): _t769.append(_t770)
    _t789 = _l0
    _t790 = len(_t769)
    if not _t790: _no_option765(_t789, 'planet for a private flight')
    if _t790 <= 1 and _st_log is None:
        L[1] = _t769[0] if _t790 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t791 = st.chooser(_t790, _t789)
        else:
            _t791 = _st_bits(_t790.bit_length())
            while _t791 >= _t790: _t791 = _st_bits(_t790.bit_length())
        L[1] = _t769[_t791]; st.decisions += 1
    elif _st_log is None: _pend766(st, L, _t769, _t789); raise _PlayoutCut763()
    elif _decide767(st, L, _t769, _t789): raise _PlayoutCut763()
    L[2] = _c750[L[1]]
    _t792 = L[1]
    _t793 = (15 + _l0)
    if type(_t792) is int and _st_log is None:
        _t794 = _st_zones[(_t795 := _st_loc[_t792])]
        if _t794[-1] == _t792: _t794.pop()
        else: _t794.remove(_t792)
        _st_zones[_t793].append(_t792); _st_loc[_t792] = _t793
        _t796 = _leaving769[_t795]
        if _memo0 and _t796 & 1: _memo0.clear()
        if _memo2 and _t796 & 4: _memo2.clear()
        if _memo4 and _t796 & 16: _memo4.clear()
        if _memo7 and _t796 & 128: _memo7.clear()
        if _memo9 and _t796 & 512: _memo9.clear()
    elif _t792 is not None:
        _move_cards768(st, _t792, _t793, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_l0), ' opens a private flight to the ', _plain772(L[2]), ' planet']))
    if _p774(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t798 = (_k775 or [])
    st.budget -= len(_t798)
    if st.budget < 0: _spent749(st)
    for _t797 in _t798:
        _i6[3] = _t797
        _t800 = _st_zones[(7 + _t797)]
        st.budget -= len(_t800)
        if st.budget < 0: _spent749(st)
        _t805 = _NOT_YET
        _t809 = _NOT_YET
        _t799 = []
        for _t801 in _t800:
            if ((_c776[_t801] == _i6l0) or (((_t805 if _t805 is not _NOT_YET else (_t805 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a778(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c753[_x] for _x in _t804] if (_t804 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c776[_t801] == (_t809 if _t809 is not _NOT_YET else (_t809 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a780(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c753[_x] for _x in _t808] if (_t808 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t799.append(_t801)
        _i6[4] = _t799
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_t797), "'s queued aliens board the flight"]))
            _t810 = _i6[4]
            _t811 = (11 + _t797)
            if type(_t810) is list and _st_log is None:
                for _t812 in _t810:
                    _t813 = _st_zones[_st_loc[_t812]]
                    if _t813[-1] == _t812: _t813.pop()
                    else: _t813.remove(_t812)
                    _st_zones[_t811].append(_t812); _st_loc[_t812] = _t811
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t810 is not None:
                _move_cards768(st, _t810, _t811, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The flight to the ', _plain772(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 151ae321>
def _loop(st):
    _t825 = 0
    for _t824 in st.zones[0]:
        if (_c802[_t824] is not None):
            _t825 += 1
    return _t825

# <rulerun alienz.rules: reveal_event #235 97c0af10>
def _loop(st):
    _t827 = 0
    for _t826 in st.zones[0]:
        if (_c806[_t826] is not None):
            _t827 += 1
    return _t827

# <rulerun alienz.rules: storm_flip #236 playout c13bc353>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit821(_k822)
    st.budget -= 1
    if st.budget < 0: _spent823(st)
    if _p824[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t842 = L[0]
    _t843 = 22
    if type(_t842) is int and _st_log is None:
        _t844 = _st_zones[(_t845 := _st_loc[_t842])]
        if _t844[-1] == _t842: _t844.pop()
        else: _t844.remove(_t842)
        _st_zones[_t843].append(_t842); _st_loc[_t842] = _t843
        _t846 = _leaving826[_t845]
        if _memo0 and _t846 & 1: _memo0.clear()
        if _memo1 and _t846 & 2: _memo1.clear()
        if _memo2 and _t846 & 4: _memo2.clear()
        if _memo3 and _t846 & 8: _memo3.clear()
        if _memo5 and _t846 & 32: _memo5.clear()
        if _memo6 and _t846 & 64: _memo6.clear()
        if _memo8 and _t846 & 256: _memo8.clear()
    elif _t842 is not None:
        _move_cards825(st, _t842, _t843, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text830(_audience827(st), ['Asteroid Storm: flights to the ', _plain829(_c828[L[0]]), ' planet are forbidden and ', _plain829(_c828[L[0]]), ' aliens are wild']))
    if _p824[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout d0d141ed>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit812(_k813)
    if (_c814[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text816(_audience815(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text816(_audience815(st), ['Clear Sky cancels ', _cards_ref817(st, _st_zones[20][:])]))
        _t828 = 20
        _t829 = 21
        if _st_log is None and _t828 != _t829:
            _t830 = _st_zones[_t828]; _st_zones[_t829] += _t830
            for _t831 in _t830: _st_loc[_t831] = _t829
            _t830.clear()
        else:
            _move_cards818(st, _st_zones[_t828][:], _t829, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        _t832 = _l0
        _t833 = 21
        if type(_t832) is int and _st_log is None:
            _t834 = _st_zones[(_t835 := _st_loc[_t832])]
            if _t834[-1] == _t832: _t834.pop()
            else: _t834.remove(_t832)
            _st_zones[_t833].append(_t832); _st_loc[_t832] = _t833
            _t836 = _leaving819[_t835]
            if _memo0 and _t836 & 1: _memo0.clear()
            if _memo1 and _t836 & 2: _memo1.clear()
            if _memo2 and _t836 & 4: _memo2.clear()
            if _memo3 and _t836 & 8: _memo3.clear()
            if _memo4 and _t836 & 16: _memo4.clear()
            if _memo5 and _t836 & 32: _memo5.clear()
            if _memo6 and _t836 & 64: _memo6.clear()
            if _memo7 and _t836 & 128: _memo7.clear()
            if _memo8 and _t836 & 256: _memo8.clear()
            if _memo9 and _t836 & 512: _memo9.clear()
        elif _t832 is not None:
            _move_cards818(st, _t832, _t833, False)
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
    _t837 = _l0
    _t838 = 20
    if type(_t837) is int and _st_log is None:
        _t839 = _st_zones[(_t840 := _st_loc[_t837])]
        if _t839[-1] == _t837: _t839.pop()
        else: _t839.remove(_t837)
        _st_zones[_t838].append(_t837); _st_loc[_t837] = _t838
        _t841 = _leaving820[_t840]
        if _memo1 and _t841 & 2: _memo1.clear()
        if _memo2 and _t841 & 4: _memo2.clear()
        if _memo3 and _t841 & 8: _memo3.clear()
        if _memo5 and _t841 & 32: _memo5.clear()
        if _memo6 and _t841 & 64: _memo6.clear()
        if _memo8 and _t841 & 256: _memo8.clear()
    elif _t837 is not None:
        _move_cards818(st, _t837, _t838, False)
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
    if _memo0: _memo0.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if (_c814[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text816(_audience815(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c814[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text816(_audience815(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c814[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text816(_audience815(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p831(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout 6962d1a6>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit809(_k810)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent811(st)
        if _p832(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout 465470b6>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit796(_k797)
    _t819 = _l0
    _t820 = 19
    if type(_t819) is int and _st_log is None:
        _t821 = _st_zones[(_t822 := _st_loc[_t819])]
        if _t821[-1] == _t819: _t821.pop()
        else: _t821.remove(_t819)
        _st_zones[_t820].append(_t819); _st_loc[_t819] = _t820
        _t823 = _leaving799[_t822]
        if _memo0 and _t823 & 1: _memo0.clear()
        if _memo1 and _t823 & 2: _memo1.clear()
        if _memo2 and _t823 & 4: _memo2.clear()
        if _memo3 and _t823 & 8: _memo3.clear()
        if _memo4 and _t823 & 16: _memo4.clear()
        if _memo5 and _t823 & 32: _memo5.clear()
        if _memo6 and _t823 & 64: _memo6.clear()
        if _memo7 and _t823 & 128: _memo7.clear()
        if _memo8 and _t823 & 256: _memo8.clear()
        if _memo9 and _t823 & 512: _memo9.clear()
    elif _t819 is not None:
        _move_cards798(st, _t819, _t820, False)
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
    if _st_log is not None: _st_log.append(_Text805(_audience800(st), ['Event revealed: ', _card_ref801(st, _l0), ' (', _plain804((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a803(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a807(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text805(_audience800(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text805(_audience800(st), ['The 5th event: the round ends']))
        raise _ExitTo808(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text805(_audience800(st), [_card_ref801(st, _l0), ' takes effect after the flight']))
        return 2
    if _p833(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout a5f1c137>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit792(_k793)
    while ((not not _st_zones[0]) and _d794(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent795(st)
        if _p834(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text838(_audience835(st), ['The deck shows the ', _plain837(_c836[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 afa24dee>
def _loop(st):
    for _t852 in st.zones[22]:
        return _c843[_t852]
    return None

# <rulerun alienz.rules: commercial_flight #242 f2e85677>
def _loop(st):
    for _t856 in st.zones[22]:
        return _c846[_t856]
    return None

# <rulerun alienz.rules: commercial_flight #243 ac2a9c31>
def _loop(st):
    for _t867 in st.zones[22]:
        return _c849[_t867]
    return None

# <rulerun alienz.rules: commercial_flight #244 22b88060>
def _loop(st):
    for _t871 in st.zones[22]:
        return _c851[_t871]
    return None

# <rulerun alienz.rules: commercial_flight #245 playout 18aa029d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit782(_k783)
    st.budget -= 1
    if st.budget < 0: _spent784(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c785[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text789(_audience786(st), [_PlayerRef787(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain788(L[2]), ' planet']))
    _t814 = L[1]
    _t815 = (15 + _l0)
    if type(_t814) is int and _st_log is None:
        _t816 = _st_zones[(_t817 := _st_loc[_t814])]
        if _t816[-1] == _t814: _t816.pop()
        else: _t816.remove(_t814)
        _st_zones[_t815].append(_t814); _st_loc[_t814] = _t815
        _t818 = _leaving791[_t817]
        if _memo0 and _t818 & 1: _memo0.clear()
        if _memo2 and _t818 & 4: _memo2.clear()
        if _memo4 and _t818 & 16: _memo4.clear()
        if _memo7 and _t818 & 128: _memo7.clear()
        if _memo9 and _t818 & 512: _memo9.clear()
    elif _t814 is not None:
        _move_cards790(st, _t814, _t815, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _p839(st, [], _d + 1) == 3: return 3
    if _p840(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t848 = (_k841 or [])
    st.budget -= len(_t848)
    if st.budget < 0: _spent784(st)
    for _t847 in _t848:
        _i7[3] = _t847
        _t850 = _st_zones[(7 + _t847)]
        st.budget -= len(_t850)
        if st.budget < 0: _spent784(st)
        _t855 = _NOT_YET
        _t859 = _NOT_YET
        _t849 = []
        for _t851 in _t850:
            if ((_c842[_t851] == _i7l0) or (((_t855 if _t855 is not _NOT_YET else (_t855 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a844(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c845[_x] for _x in _t854] if (_t854 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c842[_t851] == (_t859 if _t859 is not _NOT_YET else (_t859 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a847(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c845[_x] for _x in _t858] if (_t858 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t849.append(_t851)
        _i7[4] = _t849
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text789(_audience786(st), [_PlayerRef787(_t847), "'s queued aliens board the flight"]))
            _t860 = _i7[4]
            _t861 = (11 + _t847)
            if type(_t860) is list and _st_log is None:
                for _t862 in _t860:
                    _t863 = _st_zones[_st_loc[_t862]]
                    if _t863[-1] == _t862: _t863.pop()
                    else: _t863.remove(_t862)
                    _st_zones[_t861].append(_t862); _st_loc[_t862] = _t861
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t860 is not None:
                _move_cards790(st, _t860, _t861, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    for _t864 in (_o848[_l0] or []):
        L[5] = _t864
        if not ((_t864 != _l0)): continue
        _i8l0 = _t864
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent784(st)
            _t870 = _NOT_YET
            _t874 = _NOT_YET
            _t865 = []
            for _t866 in _st_zones[(3 + _i8l0)]:
                if ((_c842[_t866] == _i8l1) or (((_t870 if _t870 is not _NOT_YET else (_t870 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a850(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c845[_x] for _x in _t869] if (_t869 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c842[_t866] == (_t874 if _t874 is not _NOT_YET else (_t874 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a852(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c845[_x] for _x in _t873] if (_t873 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t865.append(_t866)
            _t875 = _i8l0
            _t876 = len(_t865) + 1
            if _t876 == 1:
                _i8[3] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t877 = st.chooser(_t876, _t875)
                else:
                    _t877 = _st_bits(_t876.bit_length())
                    while _t877 >= _t876: _t877 = _st_bits(_t876.bit_length())
                _i8[3] = _t865[_t877 - 1] if _t877 else None; st.decisions += 1
            elif _st_log is None: _pend855(st, _i8, [None] + _t865, _t875); raise _PlayoutCut853()
            elif _decide856(st, _i8, _t865, _t875): raise _PlayoutCut853()
            if (_i8[3] is None):
                break
            _t878 = _i8[3]
            _t879 = (11 + _i8l0)
            if type(_t878) is int and _st_log is None:
                _t880 = _st_zones[(_t881 := _st_loc[_t878])]
                if _t880[-1] == _t878: _t880.pop()
                else: _t880.remove(_t878)
                _st_zones[_t879].append(_t878); _st_loc[_t878] = _t879
                _t882 = _leaving857[_t881]
                if _memo0 and _t882 & 1: _memo0.clear()
                if _memo2 and _t882 & 4: _memo2.clear()
                if _memo4 and _t882 & 16: _memo4.clear()
                if _memo7 and _t882 & 128: _memo7.clear()
                if _memo9 and _t882 & 512: _memo9.clear()
            elif _t878 is not None:
                _move_cards790(st, _t878, _t879, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
            _i8[2] = (_t883 if -1000000000000000000 <= (_t883 := _i8[2] + 1) <= 1000000000000000000 else _beyond858(_t883))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text789(_audience786(st), [_PlayerRef787(_i8l0), ' joins the flight with ', _plain788(_i8[2]), ' ', _plain788(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text789(_audience786(st), [_PlayerRef787(_i8l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text789(_audience786(st), ['The flight to the ', _plain788(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text789(_audience786(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo859(1)
    if _p860(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #246 playout 2d27eb11>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit862(_k863)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent864(st)
        _t886 = _st_zones[0]
        _t885 = (2 if False else 1)
        if st.log is None and _t886:
            _t884 = _t886.pop(); _st_zones[_t885].append(_t884); st.loc[_t884] = _t885
        elif _t886:
            _move_cards865(st, _t886[-1], _t885, False)
        if _memo2: _memo2.clear()
        if _p866(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #247 playout 0fd7c273>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit633(_k634)
    st.budget -= 1
    if st.budget < 0: _spent635(st)
    _st_vars[10] = (_t604 if -1000000000000000000 <= (_t604 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond636(_t604))
    if _st_log is not None: _st_log.append(_Text640(_audience637(st), ['Turn ', _plain638(_st_vars[10]), ': ', _PlayerRef639(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a642(st))) else 1)
    _t608 = (_range643(1, L[1]) or [])
    st.budget -= len(_t608)
    if st.budget < 0: _spent635(st)
    for _t607 in _t608:
        L[4] = _t607
        _t609 = _st_zones[(2 if False else 1)]
        _t610 = _l0
        _t611 = len(_t609)
        if not _t611: _no_option646(_t610, 'alien to take')
        if _t611 <= 1 and _st_log is None:
            L[5] = _t609[0] if _t611 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t612 = st.chooser(_t611, _t610)
            else:
                _t612 = _st_bits(_t611.bit_length())
                while _t612 >= _t611: _t612 = _st_bits(_t611.bit_length())
            L[5] = _t609[_t612]; st.decisions += 1
        elif _st_log is None: _pend647(st, L, _t609[:], _t610); raise _PlayoutCut644()
        elif _decide648(st, L, _t609[:], _t610): raise _PlayoutCut644()
        _t613 = L[5]
        _t614 = (3 + _l0)
        if type(_t613) is int and _st_log is None:
            _t615 = _st_zones[(_t616 := _st_loc[_t613])]
            if _t615[-1] == _t613: _t615.pop()
            else: _t615.remove(_t613)
            _st_zones[_t614].append(_t613); _st_loc[_t613] = _t614
            _t617 = _leaving650[_t616]
            if _memo0 and _t617 & 1: _memo0.clear()
            if _memo1 and _t617 & 2: _memo1.clear()
            if _memo2 and _t617 & 4: _memo2.clear()
            if _memo3 and _t617 & 8: _memo3.clear()
            if _memo5 and _t617 & 32: _memo5.clear()
            if _memo6 and _t617 & 64: _memo6.clear()
            if _memo8 and _t617 & 256: _memo8.clear()
            if _memo9 and _t617 & 512: _memo9.clear()
        elif _t613 is not None:
            _move_cards649(st, _t613, _t614, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a652(st))):
        _t620 = _st_zones[(3 + _l0)]
        _t621 = _l0
        _t622 = len(_t620) + 1
        if _t622 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t623 = st.chooser(_t622, _t621)
            else:
                _t623 = _st_bits(_t622.bit_length())
                while _t623 >= _t622: _t623 = _st_bits(_t622.bit_length())
            L[6] = _t620[_t623 - 1] if _t623 else None; st.decisions += 1
        elif _st_log is None: _pend654(st, L, [None] + _t620, _t621); raise _PlayoutCut644()
        elif _decide655(st, L, _t620[:], _t621): raise _PlayoutCut644()
        if (L[6] is not None):
            _t624 = L[6]
            _t625 = (7 + _l0)
            if type(_t624) is int and _st_log is None:
                _t626 = _st_zones[(_t627 := _st_loc[_t624])]
                if _t626[-1] == _t624: _t626.pop()
                else: _t626.remove(_t624)
                _st_zones[_t625].append(_t624); _st_loc[_t624] = _t625
                _t628 = _leaving656[_t627]
                if _memo0 and _t628 & 1: _memo0.clear()
                if _memo1 and _t628 & 2: _memo1.clear()
                if _memo2 and _t628 & 4: _memo2.clear()
                if _memo3 and _t628 & 8: _memo3.clear()
                if _memo4 and _t628 & 16: _memo4.clear()
                if _memo5 and _t628 & 32: _memo5.clear()
                if _memo6 and _t628 & 64: _memo6.clear()
                if _memo7 and _t628 & 128: _memo7.clear()
                if _memo8 and _t628 & 256: _memo8.clear()
                if _memo9 and _t628 & 512: _memo9.clear()
            elif _t624 is not None:
                _move_cards649(st, _t624, _t625, False)
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
    _t629 = (((['no flight'] + (['private flight'] if _a671(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d672(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d673(st, [_c674[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d675(st, [_l0, _c674[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a677(st))) else 2))) else [])) or [])
    _t653 = _l0
    _t654 = len(_t629)
    if not _t654: _no_option646(_t653, 'flight this turn')
    if _t654 <= 1 and _st_log is None:
        L[7] = _t629[0] if _t654 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t655 = st.chooser(_t654, _t653)
        else:
            _t655 = _st_bits(_t654.bit_length())
            while _t655 >= _t654: _t655 = _st_bits(_t654.bit_length())
        L[7] = _t629[_t655]; st.decisions += 1
    elif _st_log is None: _pend679(st, L, _t629, _t653); raise _PlayoutCut644()
    elif _decide680(st, L, _t629, _t653): raise _PlayoutCut644()
    if (L[7] == 'private flight'):
        if _p781(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p861(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text640(_audience637(st), [_PlayerRef639(_l0), ' does not fly']))
    if _p867(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #248 9807bf52>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k631)
            _r = _run632(st, L)
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
                if _p868(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit869(_k870)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs871[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run872(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit630(_k, st, _d0): raise _Runaway629()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k873)

# <rulerun alienz.rules: turn #249 bd1f94c3>
def _loop(st):
    for _t890 in st.zones[20]:
        if (_c884[_t890] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #250 ca8c225b>
def _loop(st):
    for _t898 in st.zones[22]:
        return _c892[_t898]
    return None

# <rulerun alienz.rules: turn #251 ea907ae9>
def _loop(st):
    for _t905 in st.zones[22]:
        return _c898[_t905]
    return None

# <rulerun alienz.rules: turn #252 807531e7>
def _loop(st):
    for _t909 in st.zones[22]:
        return _c901[_t909]
    return None

# <rulerun alienz.rules: turn #253 a5701f78>
def _loop(st, L, _t896):
    _st_zones = st.zones
    _t902 = _st_zones[(3 + L[0])]
    st.budget -= len(_t902)
    if st.budget < 0: _spent895(st)
    _t908 = _NOT_YET
    _t912 = _NOT_YET
    _t904 = 0
    for _t903 in _t902:
        if ((_t903 != _t896) and ((_c896[_t903] == _c897[_t896]) or (((_t908 if _t908 is not _NOT_YET else (_t908 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a899(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c900[_x] for _x in _t907] if (_t907 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c896[_t903] == (_t912 if _t912 is not _NOT_YET else (_t912 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a902(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c900[_x] for _x in _t911] if (_t911 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t904 += 1
    return _t904

# <rulerun alienz.rules: turn #254 7890a525>
def _loop(st, L):
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t895 = _st_zones[(3 + L[0])]
    st.budget -= len(_t895)
    if st.budget < 0: _spent890(st)
    _t901 = _NOT_YET
    _t914 = _NOT_YET
    for _t896 in _t895:
        if (_t915 if (_t915 := _memo7.get((L[0], _t896,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t896,), ((_c891[_t896] != (_t901 if _t901 is not _NOT_YET else (_t901 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a893(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c894[_x] for _x in _t900] if (_t900 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a903(st, L, _t896) >= (_t914 if _t914 is not _NOT_YET else (_t914 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c894[_x] for _x in _t913] if (_t913 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #255 85ec9f3f>
def _loop(st):
    for _t916 in st.zones[20]:
        if (_c909[_t916] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #256 46ddc303>
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
            _r = _run876(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range877(1, L[1]) or []); L[3] = 0
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
            _t887 = L[0]
            _t888 = len(_o)
            if not _t888: _no_option879(_t887, 'alien to take')
            if _t888 <= 1 and _st_log is None:
                L[5] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888, _t887)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[5] = _o[_t889]; st.decisions += 1
                if st.thread_player is not None: _answered880(st, _t889)
            elif _st_log is None: _pend881(st, L, _o[:], _t887); return True
            elif _decide882(st, L, _o[:], _t887): return True
            pc = 4
        if pc == 4:
            _r = _run883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit875(_k, st, _d0): raise _Runaway874()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a885(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t892 = L[0]
            _t893 = len(_o) + 1
            if _t893 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t894 = st.chooser(_t893, _t892)
                else:
                    _t894 = _st_bits(_t893.bit_length())
                    while _t894 >= _t893: _t894 = _st_bits(_t893.bit_length())
                L[6] = _o[_t894 - 1] if _t894 else None; st.decisions += 1
                if st.thread_player is not None: _answered880(st, _t894)
            elif _st_log is None: _pend887(st, L, [None] + _o, _t892); return True
            elif _decide888(st, L, _o[:], _t892): return True
            pc = 8
        if pc == 8:
            _r = _run889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a904(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d905(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d906(st, [_c907[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d908(st, [L[0], _c907[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a910(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t918 = L[0]
            _t919 = len(_o)
            if not _t919: _no_option879(_t918, 'flight this turn')
            if _t919 <= 1 and _st_log is None:
                L[7] = _o[0] if _t919 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t920 = st.chooser(_t919, _t918)
                else:
                    _t920 = _st_bits(_t919.bit_length())
                    while _t920 >= _t919: _t920 = _st_bits(_t919.bit_length())
                L[7] = _o[_t920]; st.decisions += 1
                if st.thread_player is not None: _answered880(st, _t920)
            elif _st_log is None: _pend912(st, L, _o, _t918); return True
            elif _decide913(st, L, _o, _t918): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p914(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit915(_k916)
                fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs917[3](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 13
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            if st.thread_player == st.inline_thread:
                if _p918(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit915(_k919)
                fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs917[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run920(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run921(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k922)

# <rulerun alienz.rules: private_flight #257 00ee2960>
def _loop(st):
    for _t922 in st.zones[22]:
        return _c926[_t922]
    return None

# <rulerun alienz.rules: private_flight #258 828d155f>
def _loop(st):
    for _t929 in st.zones[22]:
        return _c932[_t929]
    return None

# <rulerun alienz.rules: private_flight #259 cfdacd1a>
def _loop(st):
    for _t933 in st.zones[22]:
        return _c935[_t933]
    return None

# <rulerun alienz.rules: private_flight #260 e8d029a4>
def _loop(st, L, _t921):
    _st_zones = st.zones
    _t926 = _st_zones[(3 + L[0])]
    st.budget -= len(_t926)
    if st.budget < 0: _spent929(st)
    _t932 = _NOT_YET
    _t936 = _NOT_YET
    _t928 = 0
    for _t927 in _t926:
        if ((_t927 != _t921) and ((_c930[_t927] == _c931[_t921]) or (((_t932 if _t932 is not _NOT_YET else (_t932 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a933(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c934[_x] for _x in _t931] if (_t931 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c930[_t927] == (_t936 if _t936 is not _NOT_YET else (_t936 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a936(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c934[_x] for _x in _t935] if (_t935 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t928 += 1
    return _t928

# <rulerun alienz.rules: private_flight #261 3830b078>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t925 = _NOT_YET
            _t938 = _NOT_YET
            _o = []
            for _t921 in st.zones[(3 + L[0])]:
                if (_t939 if (_t939 := _memo7.get((L[0], _t921,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t921,), ((_c925[_t921] != (_t925 if _t925 is not _NOT_YET else (_t925 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a927(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c928[_x] for _x in _t924] if (_t924 := st.zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a937(st, L, _t921) >= (_t938 if _t938 is not _NOT_YET else (_t938 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c928[_x] for _x in _t937] if (_t937 := st.zones[20]) is not _NOT_YET else None)))) else 2))))))): _o.append(_t921)
            fr[1] = 1
            _t940 = L[0]
            _t941 = len(_o)
            if not _t941: _no_option939(_t940, 'planet for a private flight')
            if _t941 <= 1 and _st_log is None:
                L[1] = _o[0] if _t941 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t942 = st.chooser(_t941, _t940)
                else:
                    _t942 = _st_bits(_t941.bit_length())
                    while _t942 >= _t941: _t942 = _st_bits(_t941.bit_length())
                L[1] = _o[_t942]; st.decisions += 1
                if st.thread_player is not None: _answered940(st, _t942)
            elif _st_log is None: _pend941(st, L, _o, _t940); return True
            elif _decide942(st, L, _o, _t940): return True
            pc = 1
        if pc == 1:
            _r = _run943(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p944(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit945(_k946)
                fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs947[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run948(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k949)

# <rulerun alienz.rules: join #262 9424c6e0>
def _loop(st):
    for _t945 in st.zones[22]:
        return _c961[_t945]
    return None

# <rulerun alienz.rules: join #263 2e0201ee>
def _loop(st):
    for _t949 in st.zones[22]:
        return _c964[_t949]
    return None

# <rulerun alienz.rules: join #264 playout 9a0ae903>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent959(st)
        _t948 = _NOT_YET
        _t952 = _NOT_YET
        _t943 = []
        for _t944 in _st_zones[(3 + _l0)]:
            if ((_c960[_t944] == L[1]) or (((_t948 if _t948 is not _NOT_YET else (_t948 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a962(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c963[_x] for _x in _t947] if (_t947 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c960[_t944] == (_t952 if _t952 is not _NOT_YET else (_t952 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a965(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c963[_x] for _x in _t951] if (_t951 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t943.append(_t944)
        _t953 = _l0
        _t954 = len(_t943) + 1
        if _t954 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t955 = st.chooser(_t954, _t953)
            else:
                _t955 = _st_bits(_t954.bit_length())
                while _t955 >= _t954: _t955 = _st_bits(_t954.bit_length())
            L[3] = _t943[_t955 - 1] if _t955 else None; st.decisions += 1
        elif _st_log is None: _pend968(st, L, [None] + _t943, _t953); raise _PlayoutCut966()
        elif _decide969(st, L, _t943, _t953): raise _PlayoutCut966()
        if (L[3] is None):
            break
        _t956 = L[3]
        _t957 = (11 + _l0)
        if type(_t956) is int and _st_log is None:
            _t958 = _st_zones[(_t959 := _st_loc[_t956])]
            if _t958[-1] == _t956: _t958.pop()
            else: _t958.remove(_t956)
            _st_zones[_t957].append(_t956); _st_loc[_t956] = _t957
            _t960 = _leaving971[_t959]
            if _memo0 and _t960 & 1: _memo0.clear()
            if _memo2 and _t960 & 4: _memo2.clear()
            if _memo4 and _t960 & 16: _memo4.clear()
            if _memo7 and _t960 & 128: _memo7.clear()
            if _memo9 and _t960 & 512: _memo9.clear()
        elif _t956 is not None:
            _move_cards970(st, _t956, _t957, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t961 if -1000000000000000000 <= (_t961 := L[2] + 1) <= 1000000000000000000 else _beyond972(_t961))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text976(_audience973(st), [_PlayerRef974(_l0), ' joins the flight with ', _plain975(L[2]), ' ', _plain975(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text976(_audience973(st), [_PlayerRef974(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #265 7b965946>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run952(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p953(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit954(_k955)
                fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs956[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run957(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o958[L[0]] or []); L[4] = 0
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
                if _p977(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit954(_k978)
                fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs956[7](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit951(_k, st, _d0): raise _Runaway950()
            continue
        if pc == 7:
            _r = _run979(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k980)

# <rulerun alienz.rules: board_own #266 17b99648>
def _loop(st):
    for _t962 in st.zones[20]:
        if (_c986[_t962] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 75384415>
def _loop(st):
    for _t965 in st.zones[22]:
        return _c989[_t965]
    return None

# <rulerun alienz.rules: board_own #268 091fe0ca>
def _loop(st):
    for _t969 in st.zones[22]:
        return _c992[_t969]
    return None

# <rulerun alienz.rules: board_own #269 b0048975>
def _loop(st):
    for _t977 in st.zones[22]:
        return _c1000[_t977]
    return None

# <rulerun alienz.rules: board_own #270 55639ece>
def _loop(st):
    for _t981 in st.zones[22]:
        return _c1002[_t981]
    return None

# <rulerun alienz.rules: board_own #271 a87ba22d>
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
            _r = _run983(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region984(st, L)
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
            _r = _run985(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a987(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t968 = _NOT_YET
            _t972 = _NOT_YET
            _o = []
            for _t964 in _st_zones[(3 + L[0])]:
                if ((_c988[_t964] == L[1]) or (((_t968 if _t968 is not _NOT_YET else (_t968 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a990(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c991[_x] for _x in _t967] if (_t967 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c988[_t964] == (_t972 if _t972 is not _NOT_YET else (_t972 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a993(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c991[_x] for _x in _t971] if (_t971 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t964)
            fr[1] = 5
            _t973 = L[0]
            _t974 = len(_o)
            if not _t974: _no_option995(_t973, 'alien to fly')
            if _t974 <= 1 and _st_log is None:
                L[4] = _o[0] if _t974 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t975 = st.chooser(_t974, _t973)
                else:
                    _t975 = _st_bits(_t974.bit_length())
                    while _t975 >= _t974: _t975 = _st_bits(_t974.bit_length())
                L[4] = _o[_t975]; st.decisions += 1
                if st.thread_player is not None: _answered996(st, _t975)
            elif _st_log is None: _pend997(st, L, _o, _t973); return True
            elif _decide998(st, L, _o, _t973): return True
            pc = 5
        if pc == 5:
            _r = _run999(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t980 = _NOT_YET
            _t984 = _NOT_YET
            _o = []
            for _t976 in _st_zones[(3 + L[0])]:
                if ((_c988[_t976] == L[1]) or (((_t980 if _t980 is not _NOT_YET else (_t980 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1001(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c991[_x] for _x in _t979] if (_t979 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c988[_t976] == (_t984 if _t984 is not _NOT_YET else (_t984 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1003(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c991[_x] for _x in _t983] if (_t983 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t976)
            fr[1] = 8
            _t985 = L[0]
            _t986 = len(_o) + 1
            if _t986 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t987 = st.chooser(_t986, _t985)
                else:
                    _t987 = _st_bits(_t986.bit_length())
                    while _t987 >= _t986: _t987 = _st_bits(_t986.bit_length())
                L[5] = _o[_t987 - 1] if _t987 else None; st.decisions += 1
                if st.thread_player is not None: _answered996(st, _t987)
            elif _st_log is None: _pend1005(st, L, [None] + _o, _t985); return True
            elif _decide1006(st, L, _o, _t985): return True
            pc = 8
        if pc == 8:
            _r = _run1007(st, L)
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
            _r = _run1008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit982(_k, st, _d0): raise _Runaway981()
            continue
        if pc == 14:
            _r = _run1009(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1010)

# <rulerun alienz.rules: join #272 95950843>
def _loop(st):
    for _t989 in st.zones[22]:
        return _c1016[_t989]
    return None

# <rulerun alienz.rules: join #273 e330b8bf>
def _loop(st):
    for _t993 in st.zones[22]:
        return _c1019[_t993]
    return None

# <rulerun alienz.rules: join #274 2a7c8836>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1013(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1014(st, L)
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
            _t992 = _NOT_YET
            _t996 = _NOT_YET
            _o = []
            for _t988 in st.zones[(3 + L[0])]:
                if ((_c1015[_t988] == L[1]) or (((_t992 if _t992 is not _NOT_YET else (_t992 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1017(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c1018[_x] for _x in _t991] if (_t991 := st.zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c1015[_t988] == (_t996 if _t996 is not _NOT_YET else (_t996 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1020(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c1018[_x] for _x in _t995] if (_t995 := st.zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t988)
            fr[1] = 3
            _t997 = L[0]
            _t998 = len(_o) + 1
            if _t998 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t999 = st.chooser(_t998, _t997)
                else:
                    _t999 = _st_bits(_t998.bit_length())
                    while _t999 >= _t998: _t999 = _st_bits(_t998.bit_length())
                L[3] = _o[_t999 - 1] if _t999 else None; st.decisions += 1
                if st.thread_player is not None: _answered1022(st, _t999)
            elif _st_log is None: _pend1023(st, L, [None] + _o, _t997); return True
            elif _decide1024(st, L, _o, _t997): return True
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
            _r = _run1025(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1012(_k, st, _d0): raise _Runaway1011()
            continue
        if pc == 8:
            _r = _run1026(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1027)

# <rulerun alienz.rules: round #275 playout 5c93a1eb>
def _native(st, L, _d=0):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1031(_k1032)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k1033)
        st.budget -= 1
        if st.budget < 0: _spent1034(st)
        _st_vars[9] = (_t1000 if -1000000000000000000 <= (_t1000 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1035(_t1000))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1039(_audience1036(st), ['Round ', _plain1037(_st_vars[9]), ': ', _PlayerRef1038(_st_vars[8]), ' deals and ', _PlayerRef1038(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1001 = _joined1041(_joined1041(_joined1041(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1002 = 0
        if _t1001 is not None:
            _move_cards1040(st, _t1001, _t1002, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
        if _memo2: _memo2.clear()
        _t1003 = _st_zones[(2 if False else 1)][:]
        _t1004 = 0
        if _t1003 is not None:
            _move_cards1040(st, _t1003, _t1004, True)
        if _memo2: _memo2.clear()
        _t1005 = list(_chain1042(map(_st_zones.__getitem__, _k1043)))
        _t1006 = 0
        if _t1005 is not None:
            _move_cards1040(st, _t1005, _t1006, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
        if _memo2: _memo2.clear()
        _t1007 = _joined1041(list(_chain1044(map(_st_zones.__getitem__, _k1045))), list(_chain1046(map(_st_zones.__getitem__, _k1047))))
        _t1008 = 0
        if _t1007 is not None:
            _move_cards1040(st, _t1007, _t1008, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
        if _memo2: _memo2.clear()
        _t1009 = list(_chain1048(map(_st_zones.__getitem__, _k1049)))
        _t1010 = 0
        if _t1009 is not None:
            _move_cards1040(st, _t1009, _t1010, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
        if _memo2: _memo2.clear()
        _shuffle_zone1050(st, 0)
        if _memo2: _memo2.clear()
        if _p1051(st, [], _d + 1) == 3: return 3
        if _p1052(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1034(st)
            if _p1053(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo1054 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 07f5904a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1030(st, L)
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
                if _p1055(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1056(_k1057)
                fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1058[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1059(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1029(_k, st, _d0): raise _Runaway1028()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1060(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1061)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

