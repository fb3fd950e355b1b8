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

# <rulerun alienz.rules: turn #28 5d11dfb5>
def _loop(st):
    for _t69 in st.zones[22]:
        return _c102[_t69]
    return None

# <rulerun alienz.rules: turn #29 bfc700a5>
def _loop(st):
    for _t76 in st.zones[22]:
        return _c108[_t76]
    return None

# <rulerun alienz.rules: turn #30 c058d8b0>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c111[_t80]
    return None

# <rulerun alienz.rules: turn #31 ce040480>
def _loop(st, L, _t67):
    _st_zones = st.zones
    _t73 = _st_zones[(3 + L[0])]
    st.budget -= len(_t73)
    if st.budget < 0: _spent105(st)
    _t79 = _NOT_YET
    _t83 = _NOT_YET
    _t75 = 0
    for _t74 in _t73:
        if ((_t74 != _t67) and ((_c106[_t74] == _c107[_t67]) or (((_t79 if _t79 is not _NOT_YET else (_t79 := (_a109(st) if ('asteroid_storm' in ([_c110[_x] for _x in _t78] if (_t78 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c106[_t74] == (_t83 if _t83 is not _NOT_YET else (_t83 := (_a112(st) if ('asteroid_storm' in ([_c110[_x] for _x in _t82] if (_t82 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t75 += 1
    return _t75

# <rulerun alienz.rules: turn #32 0525b5e0>
def _loop(st, L):
    _st_zones = st.zones
    _t66 = _st_zones[(3 + L[0])]
    st.budget -= len(_t66)
    if st.budget < 0: _spent100(st)
    _t72 = _NOT_YET
    _t85 = _NOT_YET
    for _t67 in _t66:
        if ((_c101[_t67] != (_t72 if _t72 is not _NOT_YET else (_t72 := (_a103(st) if ('asteroid_storm' in ([_c104[_x] for _x in _t71] if (_t71 := _st_zones[20]) is not _NOT_YET else None)) else None)))) and (_a113(st, L, _t67) >= (_t85 if _t85 is not _NOT_YET else (_t85 := (3 if ('group' in ([_c104[_x] for _x in _t84] if (_t84 := _st_zones[20]) is not _NOT_YET else None)) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 ed2c209a>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c116[_t86]
    return None

# <rulerun alienz.rules: turn #34 14adf519>
def _loop(st):
    for _t88 in st.zones[20]:
        if (_c118[_t88] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 bde4708c>
def _native(st, L):
    return (L[0] != (_a117(st) if _a119(st) else None))

# <rulerun alienz.rules: turn #36 6c08fbfa>
def _loop(st):
    for _t93 in st.zones[22]:
        return _c124[_t93]
    return None

# <rulerun alienz.rules: turn #37 929a5ac8>
def _loop(st):
    for _t97 in st.zones[22]:
        return _c127[_t97]
    return None

# <rulerun alienz.rules: matching #38 898126d8>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent122(st)
    _t91 = _st_zones[(3 + L[0])]
    st.budget -= len(_t91)
    if st.budget < 0: _spent122(st)
    _t96 = _NOT_YET
    _t100 = _NOT_YET
    _t90 = 0
    for _t92 in _t91:
        if ((_c123[_t92] == _l1) or (((_t96 if _t96 is not _NOT_YET else (_t96 := (_a125(st) if ('asteroid_storm' in ([_c126[_x] for _x in _t95] if (_t95 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c123[_t92] == (_t100 if _t100 is not _NOT_YET else (_t100 := (_a128(st) if ('asteroid_storm' in ([_c126[_x] for _x in _t99] if (_t99 := _st_zones[20]) is not _NOT_YET else None)) else None)))))):
            _t90 += 1
    return _t90

# <rulerun alienz.rules: turn #39 9ed5957a>
def _loop(st):
    for _t101 in st.zones[20]:
        if (_c130[_t101] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #40 4a88ee38>
def _native(st, L):
    _st_zones = st.zones
    return _joined99(_joined99(['no flight'], (['private flight'] if _a114(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d115(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d120(st, [_c121[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d129(st, [L[0], _c121[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a131(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #46 53221bf2>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[2] = _c132[_l1]
    _t103 = _l1
    _t104 = (15 + _l0)
    if type(_t103) is int and _st_log is None:
        _t105 = _st_zones[(_t106 := _st_loc[_t103])]
        if _t105[-1] == _t103: _t105.pop()
        else: _t105.remove(_t103)
        _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
        _t107 = _leaving134[_t106]
        if _memo0 and _t107 & 1: _memo0.clear()
        if _memo2 and _t107 & 4: _memo2.clear()
        if _memo4 and _t107 & 16: _memo4.clear()
        if _memo7 and _t107 & 128: _memo7.clear()
        if _memo9 and _t107 & 512: _memo9.clear()
    elif _t103 is not None:
        _move_cards133(st, _t103, _t104, False)
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
    if _st_log is not None: _st_log.append(_Text138(_audience135(st), [_PlayerRef136(_l0), ' opens a private flight to the ', _plain137(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #47 48e425f1>
def _loop(st):
    for _t113 in st.zones[22]:
        return _c142[_t113]
    return None

# <rulerun alienz.rules: private_flight #48 dcf95e67>
def _loop(st):
    for _t117 in st.zones[22]:
        return _c145[_t117]
    return None

# <rulerun alienz.rules: private_flight #49 783b0204>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t109 = (_k139 or [])
    st.budget -= len(_t109)
    if st.budget < 0: _spent140(st)
    for _t108 in _t109:
        _i0[3] = _t108
        _t111 = _st_zones[(7 + _t108)]
        st.budget -= len(_t111)
        if st.budget < 0: _spent140(st)
        _t116 = _NOT_YET
        _t120 = _NOT_YET
        _t110 = []
        for _t112 in _t111:
            if ((_c141[_t112] == _i0l0) or (((_t116 if _t116 is not _NOT_YET else (_t116 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a143(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c144[_x] for _x in _t115] if (_t115 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c141[_t112] == (_t120 if _t120 is not _NOT_YET else (_t120 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a146(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c144[_x] for _x in _t119] if (_t119 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t110.append(_t112)
        _i0[4] = _t110
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_PlayerRef148(_t108), "'s queued aliens board the flight"]))
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
                _move_cards150(st, _t121, _t122, False)
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
    if _st_log is not None: _st_log.append(_Text149(_audience147(st), ['The flight to the ', _plain151(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #50 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #51 18fbeb96>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c153[_t125]
    return None

# <rulerun alienz.rules: private_flight #52 38ca73e9>
def _loop(st):
    for _t127 in st.zones[20]:
        if (_c155[_t127] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 4d6cfa40>
def _loop(st):
    for _t132 in st.zones[22]:
        return _c160[_t132]
    return None

# <rulerun alienz.rules: private_flight #54 63bcc197>
def _loop(st):
    for _t136 in st.zones[22]:
        return _c163[_t136]
    return None

# <rulerun alienz.rules: private_flight #55 f9fb43de>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t129 = _st_zones[(3 + L[0])]
    st.budget -= len(_t129)
    if st.budget < 0: _spent157(st)
    _t135 = _NOT_YET
    _t139 = _NOT_YET
    _t131 = 0
    for _t130 in _t129:
        if ((_t130 != _l1) and ((_c158[_t130] == _c159[_l1]) or (((_t135 if _t135 is not _NOT_YET else (_t135 := (_a161(st) if ('asteroid_storm' in ([_c162[_x] for _x in _t134] if (_t134 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c158[_t130] == (_t139 if _t139 is not _NOT_YET else (_t139 := (_a164(st) if ('asteroid_storm' in ([_c162[_x] for _x in _t138] if (_t138 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t131 += 1
    return _t131

# <rulerun alienz.rules: private_flight #56 25dbf2d3>
def _loop(st):
    for _t140 in st.zones[20]:
        if (_c166[_t140] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #57 f505f2ba>
def _native(st, L):
    return ((_c152[L[1]] != (_a154(st) if _a156(st) else None)) and (_a165(st, L) >= (3 if _a167(st) else 2)))

# <rulerun alienz.rules: private_flight #58 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #59 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #60 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #61 e5e80511>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c168[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text172(_audience169(st), [_PlayerRef170(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain171(L[2]), ' planet']))
    _t142 = L[1]
    _t143 = (15 + _l0)
    if type(_t142) is int and _st_log is None:
        _t144 = _st_zones[(_t145 := _st_loc[_t142])]
        if _t144[-1] == _t142: _t144.pop()
        else: _t144.remove(_t142)
        _st_zones[_t143].append(_t142); _st_loc[_t142] = _t143
        _t146 = _leaving174[_t145]
        if _memo0 and _t146 & 1: _memo0.clear()
        if _memo2 and _t146 & 4: _memo2.clear()
        if _memo4 and _t146 & 16: _memo4.clear()
        if _memo7 and _t146 & 128: _memo7.clear()
        if _memo9 and _t146 & 512: _memo9.clear()
    elif _t142 is not None:
        _move_cards173(st, _t142, _t143, False)
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
    if _p175(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #62 c59b197f>
def _loop(st):
    for _t152 in st.zones[22]:
        return _c179[_t152]
    return None

# <rulerun alienz.rules: commercial_flight #63 4a4193b9>
def _loop(st):
    for _t156 in st.zones[22]:
        return _c182[_t156]
    return None

# <rulerun alienz.rules: commercial_flight #64 6ea5b40f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t148 = (_k176 or [])
    st.budget -= len(_t148)
    if st.budget < 0: _spent177(st)
    for _t147 in _t148:
        _i1[3] = _t147
        _t150 = _st_zones[(7 + _t147)]
        st.budget -= len(_t150)
        if st.budget < 0: _spent177(st)
        _t155 = _NOT_YET
        _t159 = _NOT_YET
        _t149 = []
        for _t151 in _t150:
            if ((_c178[_t151] == _i1l0) or (((_t155 if _t155 is not _NOT_YET else (_t155 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a180(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c181[_x] for _x in _t154] if (_t154 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c178[_t151] == (_t159 if _t159 is not _NOT_YET else (_t159 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a183(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c181[_x] for _x in _t158] if (_t158 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t149.append(_t151)
        _i1[4] = _t149
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(_t147), "'s queued aliens board the flight"]))
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
                _move_cards187(st, _t160, _t161, False)
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

# <rulerun alienz.rules: commercial_flight #65 e9418360>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text190(_audience188(st), ['The flight to the ', _plain189(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text190(_audience188(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo191(1)
    if _p192(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #66 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #67 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #68 053289c6>
def _native(st, L):
    return _o193[L[0]]

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

# <rulerun alienz.rules: board_own #76 ec269f15>
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
        _t168 = _leaving195[_t167]
        if _memo0 and _t168 & 1: _memo0.clear()
        if _memo2 and _t168 & 4: _memo2.clear()
        if _memo4 and _t168 & 16: _memo4.clear()
        if _memo7 and _t168 & 128: _memo7.clear()
        if _memo9 and _t168 & 512: _memo9.clear()
    elif _t164 is not None:
        _move_cards194(st, _t164, _t165, False)
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
    L[2] = (_t169 if -1000000000000000000 <= (_t169 := L[2] + 1) <= 1000000000000000000 else _beyond196(_t169))

# <rulerun alienz.rules: board_own #77 eca0c02c>
def _loop(st):
    for _t170 in st.zones[20]:
        if (_c198[_t170] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 1091aad0>
def _loop(st):
    for _t174 in st.zones[22]:
        return _c201[_t174]
    return None

# <rulerun alienz.rules: board_own #79 4848c608>
def _loop(st):
    for _t178 in st.zones[22]:
        return _c204[_t178]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 ae98367a>
def _loop(st):
    for _t187 in st.zones[22]:
        return _c211[_t187]
    return None

# <rulerun alienz.rules: board_own #82 5a09ea93>
def _loop(st):
    for _t191 in st.zones[22]:
        return _c213[_t191]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 764f6f93>
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
        if st.budget < 0: _spent197(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a199(st))) else 2)):
            _t177 = _NOT_YET
            _t181 = _NOT_YET
            _t172 = []
            for _t173 in _st_zones[(3 + _l0)]:
                if ((_c200[_t173] == _l1) or (((_t177 if _t177 is not _NOT_YET else (_t177 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a202(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c203[_x] for _x in _t176] if (_t176 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c200[_t173] == (_t181 if _t181 is not _NOT_YET else (_t181 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a205(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c203[_x] for _x in _t180] if (_t180 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t172.append(_t173)
            _t182 = _l0
            _t183 = len(_t172)
            if not _t183: _no_option208(_t182, 'alien to fly')
            if _t183 <= 1 and _st_log is None:
                L[4] = _t172[0] if _t183 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t184 = st.chooser(_t183, _t182)
                else:
                    _t184 = _st_bits(_t183.bit_length())
                    while _t184 >= _t183: _t184 = _st_bits(_t183.bit_length())
                L[4] = _t172[_t184]; st.decisions += 1
            elif _st_log is None: _pend209(st, L, _t172, _t182); raise _PlayoutCut206()
            elif _decide210(st, L, _t172, _t182): raise _PlayoutCut206()
            L[3] = L[4]
        else:
            _t190 = _NOT_YET
            _t194 = _NOT_YET
            _t185 = []
            for _t186 in _st_zones[(3 + _l0)]:
                if ((_c200[_t186] == _l1) or (((_t190 if _t190 is not _NOT_YET else (_t190 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a212(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c203[_x] for _x in _t189] if (_t189 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c200[_t186] == (_t194 if _t194 is not _NOT_YET else (_t194 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a214(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c203[_x] for _x in _t193] if (_t193 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t185.append(_t186)
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
            elif _st_log is None: _pend216(st, L, [None] + _t185, _t195); raise _PlayoutCut206()
            elif _decide217(st, L, _t185, _t195): raise _PlayoutCut206()
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
            _t202 = _leaving219[_t201]
            if _memo0 and _t202 & 1: _memo0.clear()
            if _memo2 and _t202 & 4: _memo2.clear()
            if _memo4 and _t202 & 16: _memo4.clear()
            if _memo7 and _t202 & 128: _memo7.clear()
            if _memo9 and _t202 & 512: _memo9.clear()
        elif _t198 is not None:
            _move_cards218(st, _t198, _t199, False)
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
        L[2] = (_t203 if -1000000000000000000 <= (_t203 := L[2] + 1) <= 1000000000000000000 else _beyond220(_t203))

# <rulerun alienz.rules: board_own #85 dea0bc53>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text224(_audience221(st), [_PlayerRef222(L[0]), ' flies ', _plain223(_l2), ' ', _plain223(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain223(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 71999322>
def _loop(st):
    for _t204 in st.zones[20]:
        if (_c225[_t204] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 a5712e83>
def _native(st, L):
    return (L[2] < (3 if _a226(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 8f873218>
def _loop(st):
    for _t206 in st.zones[22]:
        return _c228[_t206]
    return None

# <rulerun alienz.rules: board_own #91 739c1785>
def _loop(st):
    for _t208 in st.zones[20]:
        if (_c230[_t208] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 e59ee726>
def _loop(st):
    for _t210 in st.zones[22]:
        return _c232[_t210]
    return None

# <rulerun alienz.rules: board_own #93 4be3beb8>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c234[_t212] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 f0317b2f>
def _native(st, L):
    _l4 = L[4]
    return ((_c227[_l4] == L[1]) or (((_a229(st) if _a231(st) else None) is not None) and (_c227[_l4] == (_a233(st) if _a235(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 d51da9a0>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c237[_t214]
    return None

# <rulerun alienz.rules: board_own #97 71f7bf52>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c239[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 87945262>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c241[_t218]
    return None

# <rulerun alienz.rules: board_own #99 12b28bb8>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c243[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 ea314c98>
def _native(st, L):
    _l5 = L[5]
    return ((_c236[_l5] == L[1]) or (((_a238(st) if _a240(st) else None) is not None) and (_c236[_l5] == (_a242(st) if _a244(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 6be56f2d>
def _loop(st):
    for _t227 in st.zones[22]:
        return _c248[_t227]
    return None

# <rulerun alienz.rules: board_queue #103 6c195d99>
def _loop(st):
    for _t231 in st.zones[22]:
        return _c251[_t231]
    return None

# <rulerun alienz.rules: board_queue #104 e6947ed1>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    _t223 = (_k245 or [])
    st.budget -= len(_t223)
    if st.budget < 0: _spent246(st)
    for _t222 in _t223:
        L[3] = _t222
        _t225 = _st_zones[(7 + _t222)]
        st.budget -= len(_t225)
        if st.budget < 0: _spent246(st)
        _t230 = _NOT_YET
        _t234 = _NOT_YET
        _t224 = []
        for _t226 in _t225:
            if ((_c247[_t226] == _l0) or (((_t230 if _t230 is not _NOT_YET else (_t230 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a249(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c250[_x] for _x in _t229] if (_t229 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c247[_t226] == (_t234 if _t234 is not _NOT_YET else (_t234 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a252(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c250[_x] for _x in _t233] if (_t233 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t224.append(_t226)
        L[4] = _t224
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text255(_audience253(st), [_PlayerRef254(_t222), "'s queued aliens board the flight"]))
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
                _move_cards256(st, _t235, _t236, False)
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

# <rulerun alienz.rules: join #106 5227ea3b>
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
        _t243 = _leaving258[_t242]
        if _memo0 and _t243 & 1: _memo0.clear()
        if _memo2 and _t243 & 4: _memo2.clear()
        if _memo4 and _t243 & 16: _memo4.clear()
        if _memo7 and _t243 & 128: _memo7.clear()
        if _memo9 and _t243 & 512: _memo9.clear()
    elif _t239 is not None:
        _move_cards257(st, _t239, _t240, False)
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
    L[2] = (_t244 if -1000000000000000000 <= (_t244 := L[2] + 1) <= 1000000000000000000 else _beyond259(_t244))

# <rulerun alienz.rules: join #107 862a6a1d>
def _loop(st):
    for _t247 in st.zones[22]:
        return _c262[_t247]
    return None

# <rulerun alienz.rules: join #108 90214e06>
def _loop(st):
    for _t251 in st.zones[22]:
        return _c265[_t251]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 5d675c9a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent260(st)
        _t250 = _NOT_YET
        _t254 = _NOT_YET
        _t245 = []
        for _t246 in _st_zones[(3 + _l0)]:
            if ((_c261[_t246] == L[1]) or (((_t250 if _t250 is not _NOT_YET else (_t250 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a263(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c264[_x] for _x in _t249] if (_t249 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c261[_t246] == (_t254 if _t254 is not _NOT_YET else (_t254 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a266(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c264[_x] for _x in _t253] if (_t253 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t245.append(_t246)
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
        elif _st_log is None: _pend269(st, L, [None] + _t245, _t255); raise _PlayoutCut267()
        elif _decide270(st, L, _t245, _t255): raise _PlayoutCut267()
        if (L[3] is None):
            break
        _t258 = L[3]
        _t259 = (11 + _l0)
        if type(_t258) is int and _st_log is None:
            _t260 = _st_zones[(_t261 := _st_loc[_t258])]
            if _t260[-1] == _t258: _t260.pop()
            else: _t260.remove(_t258)
            _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
            _t262 = _leaving272[_t261]
            if _memo0 and _t262 & 1: _memo0.clear()
            if _memo2 and _t262 & 4: _memo2.clear()
            if _memo4 and _t262 & 16: _memo4.clear()
            if _memo7 and _t262 & 128: _memo7.clear()
            if _memo9 and _t262 & 512: _memo9.clear()
        elif _t258 is not None:
            _move_cards271(st, _t258, _t259, False)
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
        L[2] = (_t263 if -1000000000000000000 <= (_t263 := L[2] + 1) <= 1000000000000000000 else _beyond273(_t263))

# <rulerun alienz.rules: join #111 659f29ae>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text277(_audience274(st), [_PlayerRef275(_l0), ' joins the flight with ', _plain276(_l2), ' ', _plain276(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text277(_audience274(st), [_PlayerRef275(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 bd64826a>
def _loop(st):
    for _t264 in st.zones[22]:
        return _c279[_t264]
    return None

# <rulerun alienz.rules: join #115 e5071513>
def _loop(st):
    for _t266 in st.zones[20]:
        if (_c281[_t266] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 9df07a8f>
def _loop(st):
    for _t268 in st.zones[22]:
        return _c283[_t268]
    return None

# <rulerun alienz.rules: join #117 0949664d>
def _loop(st):
    for _t270 in st.zones[20]:
        if (_c285[_t270] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 70734e34>
def _native(st, L):
    _l3 = L[3]
    return ((_c278[_l3] == L[1]) or (((_a280(st) if _a282(st) else None) is not None) and (_c278[_l3] == (_a284(st) if _a286(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 6f918026>
def _loop(st, _t272):
    _memo6 = st.memos[6]
    _t274 = (_k290 or ())
    st.budget -= len(_t274)
    if st.budget < 0: _spent291(st)
    _t278 = _NOT_YET
    _t280 = _NOT_YET
    _t276 = 0
    for _t275 in _t274:
        if ((_t281 if (_t281 := _memo6.get((_t272, _t275,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t275,), ((_t278 if _t278 is not _NOT_YET else (_t278 := ([_c292[_x] for _x in _t277] if (_t277 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t275) + (_t280 if _t280 is not _NOT_YET else (_t280 := ([_c293[_x] for _x in _t279] if (_t279 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t275)))) > 0):
            _t276 += 1
    return _t276

# <rulerun alienz.rules: scoring #121 c07e7110>
def _loop(st, _t283, _t296):
    _t299 = 0
    for _t298 in st.zones[(11 + _t296)]:
        if (_c301[_t298] == _t283):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: scoring #122 02d5b0ac>
def _loop(st, _t283, _t296):
    _t301 = 0
    for _t300 in st.zones[(15 + _t296)]:
        if (_c303[_t300] == _t283):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: scoring #123 64108e8e>
def _loop(st, _t283):
    _memo6 = st.memos[6]
    _t295 = (_k299 or ())
    st.budget -= len(_t295)
    if st.budget < 0: _spent300(st)
    _t297 = None
    for _t296 in _t295:
        _t303 = (_t302 if (_t302 := _memo6.get((_t296, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t296, _t283,), (_a302(st, _t283, _t296) + _a304(st, _t283, _t296))))
        if _t297 is None or _t303 > _t297:
            _t297 = _t303
    return _t297

# <rulerun alienz.rules: scoring #124 26a36635>
def _loop(st, _t272):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t282 = (_k295 or ())
    st.budget -= len(_t282)
    if st.budget < 0: _spent296(st)
    _t286 = _NOT_YET
    _t288 = _NOT_YET
    _t291 = _NOT_YET
    _t293 = _NOT_YET
    _t305 = _NOT_YET
    _t307 = _NOT_YET
    _t284 = 0
    for _t283 in _t282:
        if (((_t289 if (_t289 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t286 if _t286 is not _NOT_YET else (_t286 := ([_c297[_x] for _x in _t285] if (_t285 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t288 if _t288 is not _NOT_YET else (_t288 := ([_c298[_x] for _x in _t287] if (_t287 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283)))) > 0) and ((_t294 if (_t294 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t291 if _t291 is not _NOT_YET else (_t291 := ([_c297[_x] for _x in _t290] if (_t290 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t293 if _t293 is not _NOT_YET else (_t293 := ([_c298[_x] for _x in _t292] if (_t292 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283)))) == (_memo5[_t283] if _t283 in _memo5 else _memo5.setdefault(_t283, _a305(st, _t283))))):
            _t284 += (_t308 if (_t308 := _memo6.get((_t272, _t283,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t283,), ((_t305 if _t305 is not _NOT_YET else (_t305 := ([_c297[_x] for _x in _t304] if (_t304 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t283) + (_t307 if _t307 is not _NOT_YET else (_t307 := ([_c298[_x] for _x in _t306] if (_t306 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t283))))
    return _t284

# <rulerun alienz.rules: scoring #125 a8c7f55b>
def _loop(st, _t310, _t318):
    _t321 = 0
    for _t320 in st.zones[(11 + _t318)]:
        if (_c313[_t320] == _t310):
            _t321 += 1
    return _t321

# <rulerun alienz.rules: scoring #126 178a789f>
def _loop(st, _t310, _t318):
    _t323 = 0
    for _t322 in st.zones[(15 + _t318)]:
        if (_c315[_t322] == _t310):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #127 fa419cd8>
def _loop(st, _t272, _t310):
    _memo6 = st.memos[6]
    _t317 = (_k311 or ())
    st.budget -= len(_t317)
    if st.budget < 0: _spent312(st)
    for _t318 in _t317:
        if not (((_t318 == _t272) or ((_t324 if (_t324 := _memo6.get((_t318, _t310,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t318, _t310,), (_a314(st, _t310, _t318) + _a316(st, _t310, _t318)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 a72800b7>
def _loop(st, _t272):
    _memo6 = st.memos[6]
    _t309 = (_k307 or ())
    st.budget -= len(_t309)
    if st.budget < 0: _spent308(st)
    _t313 = _NOT_YET
    _t315 = _NOT_YET
    _t311 = 0
    for _t310 in _t309:
        if (((_t316 if (_t316 := _memo6.get((_t272, _t310,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t272, _t310,), ((_t313 if _t313 is not _NOT_YET else (_t313 := ([_c309[_x] for _x in _t312] if (_t312 := st.zones[(11 + _t272)]) is not _NOT_YET else None))).count(_t310) + (_t315 if _t315 is not _NOT_YET else (_t315 := ([_c310[_x] for _x in _t314] if (_t314 := st.zones[(15 + _t272)]) is not _NOT_YET else None))).count(_t310)))) > 0) and _a317(st, _t272, _t310)):
            _t311 += 1
    return _t311

# <rulerun alienz.rules: scoring #129 3e5b7f09>
def _loop(st, _t325, _t328):
    _t331 = 0
    for _t330 in st.zones[(11 + _t325)]:
        if (_c322[_t330] == _t328):
            _t331 += 1
    return _t331

# <rulerun alienz.rules: scoring #130 93c656e4>
def _loop(st, _t325, _t328):
    _t333 = 0
    for _t332 in st.zones[(15 + _t325)]:
        if (_c324[_t332] == _t328):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #131 6d1f2e53>
def _loop(st, _t325, _t328):
    _t336 = 0
    for _t335 in st.zones[(11 + _t325)]:
        if (_c328[_t335] == _t328):
            _t336 += 1
    return _t336

# <rulerun alienz.rules: scoring #132 06a0c223>
def _loop(st, _t325, _t328):
    _t338 = 0
    for _t337 in st.zones[(15 + _t325)]:
        if (_c330[_t337] == _t328):
            _t338 += 1
    return _t338

# <rulerun alienz.rules: scoring #133 09eb697c>
def _loop(st, _t325):
    _memo6 = st.memos[6]
    _t340 = (_k335 or ())
    st.budget -= len(_t340)
    if st.budget < 0: _spent336(st)
    _t344 = _NOT_YET
    _t346 = _NOT_YET
    _t342 = 0
    for _t341 in _t340:
        if ((_t347 if (_t347 := _memo6.get((_t325, _t341,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t341,), ((_t344 if _t344 is not _NOT_YET else (_t344 := ([_c337[_x] for _x in _t343] if (_t343 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t341) + (_t346 if _t346 is not _NOT_YET else (_t346 := ([_c338[_x] for _x in _t345] if (_t345 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t341)))) > 0):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: scoring #134 41b1b339>
def _loop(st, _t349, _t362):
    _t365 = 0
    for _t364 in st.zones[(11 + _t362)]:
        if (_c346[_t364] == _t349):
            _t365 += 1
    return _t365

# <rulerun alienz.rules: scoring #135 cc009cc9>
def _loop(st, _t349, _t362):
    _t367 = 0
    for _t366 in st.zones[(15 + _t362)]:
        if (_c348[_t366] == _t349):
            _t367 += 1
    return _t367

# <rulerun alienz.rules: scoring #136 476700b0>
def _loop(st, _t349):
    _memo6 = st.memos[6]
    _t361 = (_k344 or ())
    st.budget -= len(_t361)
    if st.budget < 0: _spent345(st)
    _t363 = None
    for _t362 in _t361:
        _t369 = (_t368 if (_t368 := _memo6.get((_t362, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t362, _t349,), (_a347(st, _t349, _t362) + _a349(st, _t349, _t362))))
        if _t363 is None or _t369 > _t363:
            _t363 = _t369
    return _t363

# <rulerun alienz.rules: scoring #137 9ba67b28>
def _loop(st, _t325):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t348 = (_k340 or ())
    st.budget -= len(_t348)
    if st.budget < 0: _spent341(st)
    _t352 = _NOT_YET
    _t354 = _NOT_YET
    _t357 = _NOT_YET
    _t359 = _NOT_YET
    _t371 = _NOT_YET
    _t373 = _NOT_YET
    _t350 = 0
    for _t349 in _t348:
        if (((_t355 if (_t355 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t352 if _t352 is not _NOT_YET else (_t352 := ([_c342[_x] for _x in _t351] if (_t351 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t354 if _t354 is not _NOT_YET else (_t354 := ([_c343[_x] for _x in _t353] if (_t353 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349)))) > 0) and ((_t360 if (_t360 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t357 if _t357 is not _NOT_YET else (_t357 := ([_c342[_x] for _x in _t356] if (_t356 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t359 if _t359 is not _NOT_YET else (_t359 := ([_c343[_x] for _x in _t358] if (_t358 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349)))) == (_memo5[_t349] if _t349 in _memo5 else _memo5.setdefault(_t349, _a350(st, _t349))))):
            _t350 += (_t374 if (_t374 := _memo6.get((_t325, _t349,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t349,), ((_t371 if _t371 is not _NOT_YET else (_t371 := ([_c342[_x] for _x in _t370] if (_t370 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t349) + (_t373 if _t373 is not _NOT_YET else (_t373 := ([_c343[_x] for _x in _t372] if (_t372 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t349))))
    return _t350

# <rulerun alienz.rules: scoring #138 ba85a5c1>
def _loop(st, _t376, _t384):
    _t387 = 0
    for _t386 in st.zones[(11 + _t384)]:
        if (_c358[_t386] == _t376):
            _t387 += 1
    return _t387

# <rulerun alienz.rules: scoring #139 a2c9ce26>
def _loop(st, _t376, _t384):
    _t389 = 0
    for _t388 in st.zones[(15 + _t384)]:
        if (_c360[_t388] == _t376):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #140 82b679a9>
def _loop(st, _t325, _t376):
    _memo6 = st.memos[6]
    _t383 = (_k356 or ())
    st.budget -= len(_t383)
    if st.budget < 0: _spent357(st)
    for _t384 in _t383:
        if not (((_t384 == _t325) or ((_t390 if (_t390 := _memo6.get((_t384, _t376,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t376,), (_a359(st, _t376, _t384) + _a361(st, _t376, _t384)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 f37eb8c9>
def _loop(st, _t325):
    _memo6 = st.memos[6]
    _t375 = (_k352 or ())
    st.budget -= len(_t375)
    if st.budget < 0: _spent353(st)
    _t379 = _NOT_YET
    _t381 = _NOT_YET
    _t377 = 0
    for _t376 in _t375:
        if (((_t382 if (_t382 := _memo6.get((_t325, _t376,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t376,), ((_t379 if _t379 is not _NOT_YET else (_t379 := ([_c354[_x] for _x in _t378] if (_t378 := st.zones[(11 + _t325)]) is not _NOT_YET else None))).count(_t376) + (_t381 if _t381 is not _NOT_YET else (_t381 := ([_c355[_x] for _x in _t380] if (_t380 := st.zones[(15 + _t325)]) is not _NOT_YET else None))).count(_t376)))) > 0) and _a362(st, _t325, _t376)):
            _t377 += 1
    return _t377

# <rulerun alienz.rules: scoring #142 c546e411>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k287)
    _t273 = (_k288 or [])
    st.budget -= len(_t273)
    if st.budget < 0: _spent289(st)
    for _t272 in _t273:
        L[2] = _t272
        _st_vars[4 + _t272] = (((((2 * (len(_st_zones[(11 + _t272)]) + len(_st_zones[(15 + _t272)]))) - (2 * len(_st_zones[(3 + _t272)]))) + (_memo1[_t272] if _t272 in _memo1 else _memo1.setdefault(_t272, _a294(st, _t272)))) + (_memo3[_t272] if _t272 in _memo3 else _memo3.setdefault(_t272, _a306(st, _t272)))) + (_memo8[_t272] if _t272 in _memo8 else _memo8.setdefault(_t272, (5 * _a318(st, _t272)))))
    _t326 = (_k319 or [])
    st.budget -= len(_t326)
    if st.budget < 0: _spent289(st)
    for _t325 in _t326:
        L[5] = _t325
        _st_vars[0 + _t325] = (_t327 if -1000000000000000000 <= (_t327 := _st_vars[0 + _t325] + _st_vars[4 + _t325]) <= 1000000000000000000 else _beyond320(_t327))
        L[6] = ''
        _t329 = (_k321 or [])
        st.budget -= len(_t329)
        if st.budget < 0: _spent289(st)
        for _t328 in _t329:
            L[9] = _t328
            if not (((_t334 if (_t334 := _memo6.get((_t325, _t328,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t328,), (_a323(st, _t325, _t328) + _a325(st, _t325, _t328)))) > 0)): continue
            L[6] = _text326(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain327(_t328) + ' ' + _plain327((_t339 if (_t339 := _memo6.get((_t325, _t328,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t325, _t328,), (_a329(st, _t325, _t328) + _a331(st, _t325, _t328))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text334(_audience332(st), [_PlayerRef333(_t325), "'s score pile:", _plain327(L[6]), '; queued aliens set aside: ', _plain327(len(_st_zones[(7 + _t325)]))]))
        if _st_log is not None: _st_log.append(_Text334(_audience332(st), [_PlayerRef333(_t325), ' scores ', _plain327(_st_vars[4 + _t325]), ': +', _plain327((2 * (len(_st_zones[(11 + _t325)]) + len(_st_zones[(15 + _t325)])))), ' for ', _plain327((len(_st_zones[(11 + _t325)]) + len(_st_zones[(15 + _t325)]))), ' cards flown, -', _plain327((2 * len(_st_zones[(3 + _t325)]))), ' for ', _plain327(len(_st_zones[(3 + _t325)])), ' behind the screen, +', _plain327((_memo1[_t325] if _t325 in _memo1 else _memo1.setdefault(_t325, _a339(st, _t325)))), ' for colours, +', _plain327((_memo3[_t325] if _t325 in _memo3 else _memo3.setdefault(_t325, _a351(st, _t325)))), ' majorities, +', _plain327((_memo8[_t325] if _t325 in _memo8 else _memo8.setdefault(_t325, (5 * _a363(st, _t325))))), ' sole owner; total ', _plain327(_st_vars[0 + _t325])]))

# <rulerun alienz.rules: play #143 a9aae515>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text365(_audience364(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game366(st, [], True); return 3
    st.vars[8] = _random_item367(st, _k368)

# <rulerun alienz.rules: play #144 706a2608>
def _loop(st, _t391):
    _memo6 = st.memos[6]
    _t393 = (_k372 or ())
    st.budget -= len(_t393)
    if st.budget < 0: _spent373(st)
    _t397 = _NOT_YET
    _t399 = _NOT_YET
    _t395 = 0
    for _t394 in _t393:
        if ((_t400 if (_t400 := _memo6.get((_t391, _t394,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t394,), ((_t397 if _t397 is not _NOT_YET else (_t397 := ([_c374[_x] for _x in _t396] if (_t396 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t394) + (_t399 if _t399 is not _NOT_YET else (_t399 := ([_c375[_x] for _x in _t398] if (_t398 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t394)))) > 0):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: play #145 a3aad646>
def _loop(st, _t402, _t415):
    _t418 = 0
    for _t417 in st.zones[(11 + _t415)]:
        if (_c383[_t417] == _t402):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #146 cfe6d056>
def _loop(st, _t402, _t415):
    _t420 = 0
    for _t419 in st.zones[(15 + _t415)]:
        if (_c385[_t419] == _t402):
            _t420 += 1
    return _t420

# <rulerun alienz.rules: play #147 0707bcb8>
def _loop(st, _t402):
    _memo6 = st.memos[6]
    _t414 = (_k381 or ())
    st.budget -= len(_t414)
    if st.budget < 0: _spent382(st)
    _t416 = None
    for _t415 in _t414:
        _t422 = (_t421 if (_t421 := _memo6.get((_t415, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t415, _t402,), (_a384(st, _t402, _t415) + _a386(st, _t402, _t415))))
        if _t416 is None or _t422 > _t416:
            _t416 = _t422
    return _t416

# <rulerun alienz.rules: play #148 91ce2b9b>
def _loop(st, _t391):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t401 = (_k377 or ())
    st.budget -= len(_t401)
    if st.budget < 0: _spent378(st)
    _t405 = _NOT_YET
    _t407 = _NOT_YET
    _t410 = _NOT_YET
    _t412 = _NOT_YET
    _t424 = _NOT_YET
    _t426 = _NOT_YET
    _t403 = 0
    for _t402 in _t401:
        if (((_t408 if (_t408 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t405 if _t405 is not _NOT_YET else (_t405 := ([_c379[_x] for _x in _t404] if (_t404 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t407 if _t407 is not _NOT_YET else (_t407 := ([_c380[_x] for _x in _t406] if (_t406 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402)))) > 0) and ((_t413 if (_t413 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t410 if _t410 is not _NOT_YET else (_t410 := ([_c379[_x] for _x in _t409] if (_t409 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t412 if _t412 is not _NOT_YET else (_t412 := ([_c380[_x] for _x in _t411] if (_t411 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402)))) == (_memo5[_t402] if _t402 in _memo5 else _memo5.setdefault(_t402, _a387(st, _t402))))):
            _t403 += (_t427 if (_t427 := _memo6.get((_t391, _t402,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t402,), ((_t424 if _t424 is not _NOT_YET else (_t424 := ([_c379[_x] for _x in _t423] if (_t423 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t402) + (_t426 if _t426 is not _NOT_YET else (_t426 := ([_c380[_x] for _x in _t425] if (_t425 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t402))))
    return _t403

# <rulerun alienz.rules: play #149 febb5385>
def _loop(st, _t429, _t437):
    _t440 = 0
    for _t439 in st.zones[(11 + _t437)]:
        if (_c395[_t439] == _t429):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #150 a7d97b46>
def _loop(st, _t429, _t437):
    _t442 = 0
    for _t441 in st.zones[(15 + _t437)]:
        if (_c397[_t441] == _t429):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #151 73859e2a>
def _loop(st, _t391, _t429):
    _memo6 = st.memos[6]
    _t436 = (_k393 or ())
    st.budget -= len(_t436)
    if st.budget < 0: _spent394(st)
    for _t437 in _t436:
        if not (((_t437 == _t391) or ((_t443 if (_t443 := _memo6.get((_t437, _t429,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t437, _t429,), (_a396(st, _t429, _t437) + _a398(st, _t429, _t437)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 b96b6d3d>
def _loop(st, _t391):
    _memo6 = st.memos[6]
    _t428 = (_k389 or ())
    st.budget -= len(_t428)
    if st.budget < 0: _spent390(st)
    _t432 = _NOT_YET
    _t434 = _NOT_YET
    _t430 = 0
    for _t429 in _t428:
        if (((_t435 if (_t435 := _memo6.get((_t391, _t429,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t391, _t429,), ((_t432 if _t432 is not _NOT_YET else (_t432 := ([_c391[_x] for _x in _t431] if (_t431 := st.zones[(11 + _t391)]) is not _NOT_YET else None))).count(_t429) + (_t434 if _t434 is not _NOT_YET else (_t434 := ([_c392[_x] for _x in _t433] if (_t433 := st.zones[(15 + _t391)]) is not _NOT_YET else None))).count(_t429)))) > 0) and _a399(st, _t391, _t429)):
            _t430 += 1
    return _t430

# <rulerun alienz.rules: play #153 288ee4da>
def _loop(st, _t444, _t447):
    _t450 = 0
    for _t449 in st.zones[(11 + _t444)]:
        if (_c404[_t449] == _t447):
            _t450 += 1
    return _t450

# <rulerun alienz.rules: play #154 341228bf>
def _loop(st, _t444, _t447):
    _t452 = 0
    for _t451 in st.zones[(15 + _t444)]:
        if (_c406[_t451] == _t447):
            _t452 += 1
    return _t452

# <rulerun alienz.rules: play #155 9a6a4775>
def _loop(st, _t444, _t447):
    _t455 = 0
    for _t454 in st.zones[(11 + _t444)]:
        if (_c410[_t454] == _t447):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #156 2ca41fd3>
def _loop(st, _t444, _t447):
    _t457 = 0
    for _t456 in st.zones[(15 + _t444)]:
        if (_c412[_t456] == _t447):
            _t457 += 1
    return _t457

# <rulerun alienz.rules: play #157 ee6c9899>
def _loop(st, _t444):
    _memo6 = st.memos[6]
    _t459 = (_k417 or ())
    st.budget -= len(_t459)
    if st.budget < 0: _spent418(st)
    _t463 = _NOT_YET
    _t465 = _NOT_YET
    _t461 = 0
    for _t460 in _t459:
        if ((_t466 if (_t466 := _memo6.get((_t444, _t460,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t460,), ((_t463 if _t463 is not _NOT_YET else (_t463 := ([_c419[_x] for _x in _t462] if (_t462 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t460) + (_t465 if _t465 is not _NOT_YET else (_t465 := ([_c420[_x] for _x in _t464] if (_t464 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t460)))) > 0):
            _t461 += 1
    return _t461

# <rulerun alienz.rules: play #158 1e1ad94a>
def _loop(st, _t468, _t481):
    _t484 = 0
    for _t483 in st.zones[(11 + _t481)]:
        if (_c428[_t483] == _t468):
            _t484 += 1
    return _t484

# <rulerun alienz.rules: play #159 369e06af>
def _loop(st, _t468, _t481):
    _t486 = 0
    for _t485 in st.zones[(15 + _t481)]:
        if (_c430[_t485] == _t468):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #160 dae1529a>
def _loop(st, _t468):
    _memo6 = st.memos[6]
    _t480 = (_k426 or ())
    st.budget -= len(_t480)
    if st.budget < 0: _spent427(st)
    _t482 = None
    for _t481 in _t480:
        _t488 = (_t487 if (_t487 := _memo6.get((_t481, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t481, _t468,), (_a429(st, _t468, _t481) + _a431(st, _t468, _t481))))
        if _t482 is None or _t488 > _t482:
            _t482 = _t488
    return _t482

# <rulerun alienz.rules: play #161 94eb89ad>
def _loop(st, _t444):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t467 = (_k422 or ())
    st.budget -= len(_t467)
    if st.budget < 0: _spent423(st)
    _t471 = _NOT_YET
    _t473 = _NOT_YET
    _t476 = _NOT_YET
    _t478 = _NOT_YET
    _t490 = _NOT_YET
    _t492 = _NOT_YET
    _t469 = 0
    for _t468 in _t467:
        if (((_t474 if (_t474 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t471 if _t471 is not _NOT_YET else (_t471 := ([_c424[_x] for _x in _t470] if (_t470 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t473 if _t473 is not _NOT_YET else (_t473 := ([_c425[_x] for _x in _t472] if (_t472 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468)))) > 0) and ((_t479 if (_t479 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t476 if _t476 is not _NOT_YET else (_t476 := ([_c424[_x] for _x in _t475] if (_t475 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t478 if _t478 is not _NOT_YET else (_t478 := ([_c425[_x] for _x in _t477] if (_t477 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468)))) == (_memo5[_t468] if _t468 in _memo5 else _memo5.setdefault(_t468, _a432(st, _t468))))):
            _t469 += (_t493 if (_t493 := _memo6.get((_t444, _t468,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t468,), ((_t490 if _t490 is not _NOT_YET else (_t490 := ([_c424[_x] for _x in _t489] if (_t489 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t468) + (_t492 if _t492 is not _NOT_YET else (_t492 := ([_c425[_x] for _x in _t491] if (_t491 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t468))))
    return _t469

# <rulerun alienz.rules: play #162 1be3ec75>
def _loop(st, _t495, _t503):
    _t506 = 0
    for _t505 in st.zones[(11 + _t503)]:
        if (_c440[_t505] == _t495):
            _t506 += 1
    return _t506

# <rulerun alienz.rules: play #163 3fa94bd3>
def _loop(st, _t495, _t503):
    _t508 = 0
    for _t507 in st.zones[(15 + _t503)]:
        if (_c442[_t507] == _t495):
            _t508 += 1
    return _t508

# <rulerun alienz.rules: play #164 77ab7028>
def _loop(st, _t444, _t495):
    _memo6 = st.memos[6]
    _t502 = (_k438 or ())
    st.budget -= len(_t502)
    if st.budget < 0: _spent439(st)
    for _t503 in _t502:
        if not (((_t503 == _t444) or ((_t509 if (_t509 := _memo6.get((_t503, _t495,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t495,), (_a441(st, _t495, _t503) + _a443(st, _t495, _t503)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 a552da27>
def _loop(st, _t444):
    _memo6 = st.memos[6]
    _t494 = (_k434 or ())
    st.budget -= len(_t494)
    if st.budget < 0: _spent435(st)
    _t498 = _NOT_YET
    _t500 = _NOT_YET
    _t496 = 0
    for _t495 in _t494:
        if (((_t501 if (_t501 := _memo6.get((_t444, _t495,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t495,), ((_t498 if _t498 is not _NOT_YET else (_t498 := ([_c436[_x] for _x in _t497] if (_t497 := st.zones[(11 + _t444)]) is not _NOT_YET else None))).count(_t495) + (_t500 if _t500 is not _NOT_YET else (_t500 := ([_c437[_x] for _x in _t499] if (_t499 := st.zones[(15 + _t444)]) is not _NOT_YET else None))).count(_t495)))) > 0) and _a444(st, _t444, _t495)):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: play #166 250e5f77>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k369)
    _t392 = (_k370 or [])
    st.budget -= len(_t392)
    if st.budget < 0: _spent371(st)
    for _t391 in _t392:
        _i2[2] = _t391
        _st_vars[4 + _t391] = (((((2 * (len(_st_zones[(11 + _t391)]) + len(_st_zones[(15 + _t391)]))) - (2 * len(_st_zones[(3 + _t391)]))) + (_memo1[_t391] if _t391 in _memo1 else _memo1.setdefault(_t391, _a376(st, _t391)))) + (_memo3[_t391] if _t391 in _memo3 else _memo3.setdefault(_t391, _a388(st, _t391)))) + (_memo8[_t391] if _t391 in _memo8 else _memo8.setdefault(_t391, (5 * _a400(st, _t391)))))
    _t445 = (_k401 or [])
    st.budget -= len(_t445)
    if st.budget < 0: _spent371(st)
    for _t444 in _t445:
        _i2[5] = _t444
        _st_vars[0 + _t444] = (_t446 if -1000000000000000000 <= (_t446 := _st_vars[0 + _t444] + _st_vars[4 + _t444]) <= 1000000000000000000 else _beyond402(_t446))
        _i2[6] = ''
        _t448 = (_k403 or [])
        st.budget -= len(_t448)
        if st.budget < 0: _spent371(st)
        for _t447 in _t448:
            _i2[9] = _t447
            if not (((_t453 if (_t453 := _memo6.get((_t444, _t447,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t447,), (_a405(st, _t444, _t447) + _a407(st, _t444, _t447)))) > 0)): continue
            _i2[6] = _text408(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain409(_t447) + ' ' + _plain409((_t458 if (_t458 := _memo6.get((_t444, _t447,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t444, _t447,), (_a411(st, _t444, _t447) + _a413(st, _t444, _t447))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text416(_audience414(st), [_PlayerRef415(_t444), "'s score pile:", _plain409(_i2[6]), '; queued aliens set aside: ', _plain409(len(_st_zones[(7 + _t444)]))]))
        if _st_log is not None: _st_log.append(_Text416(_audience414(st), [_PlayerRef415(_t444), ' scores ', _plain409(_st_vars[4 + _t444]), ': +', _plain409((2 * (len(_st_zones[(11 + _t444)]) + len(_st_zones[(15 + _t444)])))), ' for ', _plain409((len(_st_zones[(11 + _t444)]) + len(_st_zones[(15 + _t444)]))), ' cards flown, -', _plain409((2 * len(_st_zones[(3 + _t444)]))), ' for ', _plain409(len(_st_zones[(3 + _t444)])), ' behind the screen, +', _plain409((_memo1[_t444] if _t444 in _memo1 else _memo1.setdefault(_t444, _a421(st, _t444)))), ' for colours, +', _plain409((_memo3[_t444] if _t444 in _memo3 else _memo3.setdefault(_t444, _a433(st, _t444)))), ' majorities, +', _plain409((_memo8[_t444] if _t444 in _memo8 else _memo8.setdefault(_t444, (5 * _a445(st, _t444))))), ' sole owner; total ', _plain409(_st_vars[0 + _t444])]))
    if _p446(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 29171a2b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k450)

# <rulerun alienz.rules: round #169 d5824511>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k453)
            _r = _run454(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit455(_k456)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs457[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit452(_k, st, _d0): raise _Runaway451()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun alienz.rules: turn #170 62f47811>
def _loop(st):
    for _t513 in st.zones[20]:
        if (_c470[_t513] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 e6268872>
def _loop(st):
    for _t521 in st.zones[22]:
        return _c479[_t521]
    return None

# <rulerun alienz.rules: turn #172 1193fd2b>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c485[_t528]
    return None

# <rulerun alienz.rules: turn #173 c50282db>
def _loop(st):
    for _t532 in st.zones[22]:
        return _c488[_t532]
    return None

# <rulerun alienz.rules: turn #174 2a7d6b20>
def _loop(st, L, _t519):
    _st_zones = st.zones
    _t525 = _st_zones[(3 + L[0])]
    st.budget -= len(_t525)
    if st.budget < 0: _spent482(st)
    _t531 = _NOT_YET
    _t535 = _NOT_YET
    _t527 = 0
    for _t526 in _t525:
        if ((_t526 != _t519) and ((_c483[_t526] == _c484[_t519]) or (((_t531 if _t531 is not _NOT_YET else (_t531 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a486(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c487[_x] for _x in _t530] if (_t530 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c483[_t526] == (_t535 if _t535 is not _NOT_YET else (_t535 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a489(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c487[_x] for _x in _t534] if (_t534 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t527 += 1
    return _t527

# <rulerun alienz.rules: turn #175 28a919ba>
def _loop(st, L):
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t518 = _st_zones[(3 + L[0])]
    st.budget -= len(_t518)
    if st.budget < 0: _spent477(st)
    _t524 = _NOT_YET
    _t537 = _NOT_YET
    for _t519 in _t518:
        if (_t538 if (_t538 := _memo7.get((L[0], _t519,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t519,), ((_c478[_t519] != (_t524 if _t524 is not _NOT_YET else (_t524 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a480(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c481[_x] for _x in _t523] if (_t523 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a490(st, L, _t519) >= (_t537 if _t537 is not _NOT_YET else (_t537 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c481[_x] for _x in _t536] if (_t536 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 9535ba30>
def _loop(st):
    for _t539 in st.zones[20]:
        if (_c496[_t539] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 2d8eeecd>
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
            _r = _run462(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range463(1, L[1]) or []); L[3] = 0
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
            if not _t511: _no_option465(_t510, 'alien to take')
            if _t511 <= 1 and _st_log is None:
                L[5] = _o[0] if _t511 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t512 = st.chooser(_t511, _t510)
                else:
                    _t512 = _st_bits(_t511.bit_length())
                    while _t512 >= _t511: _t512 = _st_bits(_t511.bit_length())
                L[5] = _o[_t512]; st.decisions += 1
                if st.thread_player is not None: _answered466(st, _t512)
            elif _st_log is None: _pend467(st, L, _o[:], _t510); return True
            elif _decide468(st, L, _o[:], _t510): return True
            pc = 4
        if pc == 4:
            _r = _run469(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit461(_k, st, _d0): raise _Runaway460()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a471(st))):
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
                if st.thread_player is not None: _answered466(st, _t517)
            elif _st_log is None: _pend473(st, L, [None] + _o, _t515); return True
            elif _decide474(st, L, _o[:], _t515): return True
            pc = 8
        if pc == 8:
            _r = _run475(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined476(_joined476(['no flight'], (['private flight'] if _a491(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d492(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d493(st, [_c494[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d495(st, [L[0], _c494[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a497(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t541 = L[0]
            _t542 = len(_o)
            if not _t542: _no_option465(_t541, 'flight this turn')
            if _t542 <= 1 and _st_log is None:
                L[7] = _o[0] if _t542 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t543 = st.chooser(_t542, _t541)
                else:
                    _t543 = _st_bits(_t542.bit_length())
                    while _t543 >= _t542: _t543 = _st_bits(_t542.bit_length())
                L[7] = _o[_t543]; st.decisions += 1
                if st.thread_player is not None: _answered466(st, _t543)
            elif _st_log is None: _pend499(st, L, _o, _t541); return True
            elif _decide500(st, L, _o, _t541): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit501(_k502)
            fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs503[3](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit501(_k504)
            fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs503[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run506(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k507)

# <rulerun alienz.rules: private_flight #178 43ca84d4>
def _loop(st):
    for _t545 in st.zones[22]:
        return _c511[_t545]
    return None

# <rulerun alienz.rules: private_flight #179 4fb28396>
def _loop(st):
    for _t552 in st.zones[22]:
        return _c517[_t552]
    return None

# <rulerun alienz.rules: private_flight #180 b401dea7>
def _loop(st):
    for _t556 in st.zones[22]:
        return _c520[_t556]
    return None

# <rulerun alienz.rules: private_flight #181 54d9e6f8>
def _loop(st, L, _t544):
    _st_zones = st.zones
    _t549 = _st_zones[(3 + L[0])]
    st.budget -= len(_t549)
    if st.budget < 0: _spent514(st)
    _t555 = _NOT_YET
    _t559 = _NOT_YET
    _t551 = 0
    for _t550 in _t549:
        if ((_t550 != _t544) and ((_c515[_t550] == _c516[_t544]) or (((_t555 if _t555 is not _NOT_YET else (_t555 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a518(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c519[_x] for _x in _t554] if (_t554 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c515[_t550] == (_t559 if _t559 is not _NOT_YET else (_t559 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a521(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c519[_x] for _x in _t558] if (_t558 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t551 += 1
    return _t551

# <rulerun alienz.rules: private_flight #182 36dc0254>
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
                if (_t562 if (_t562 := _memo7.get((L[0], _t544,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t544,), ((_c510[_t544] != (_t548 if _t548 is not _NOT_YET else (_t548 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a512(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c513[_x] for _x in _t547] if (_t547 := st.zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a522(st, L, _t544) >= (_t561 if _t561 is not _NOT_YET else (_t561 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c513[_x] for _x in _t560] if (_t560 := st.zones[20]) is not _NOT_YET else None)))) else 2))))))): _o.append(_t544)
            fr[1] = 1
            _t563 = L[0]
            _t564 = len(_o)
            if not _t564: _no_option524(_t563, 'planet for a private flight')
            if _t564 <= 1 and _st_log is None:
                L[1] = _o[0] if _t564 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t565 = st.chooser(_t564, _t563)
                else:
                    _t565 = _st_bits(_t564.bit_length())
                    while _t565 >= _t564: _t565 = _st_bits(_t564.bit_length())
                L[1] = _o[_t565]; st.decisions += 1
                if st.thread_player is not None: _answered525(st, _t565)
            elif _st_log is None: _pend526(st, L, _o, _t563); return True
            elif _decide527(st, L, _o, _t563): return True
            pc = 1
        if pc == 1:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit529(_k530)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs531[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k533)

# <rulerun alienz.rules: commercial_flight #183 72724d78>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit537(_k538)
            fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs539[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run540(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o541[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit537(_k542)
            fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs539[7](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit535(_k, st, _d0): raise _Runaway534()
            continue
        if pc == 7:
            _r = _run543(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k544)

# <rulerun alienz.rules: board_own #184 17f86b9a>
def _loop(st):
    for _t566 in st.zones[20]:
        if (_c549[_t566] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 2fbd7d30>
def _loop(st):
    for _t569 in st.zones[22]:
        return _c552[_t569]
    return None

# <rulerun alienz.rules: board_own #186 18fe7846>
def _loop(st):
    for _t573 in st.zones[22]:
        return _c555[_t573]
    return None

# <rulerun alienz.rules: board_own #187 fedbfb9b>
def _loop(st):
    for _t581 in st.zones[22]:
        return _c563[_t581]
    return None

# <rulerun alienz.rules: board_own #188 c3e16bfc>
def _loop(st):
    for _t585 in st.zones[22]:
        return _c565[_t585]
    return None

# <rulerun alienz.rules: board_own #189 ea854b6d>
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
            _r = _run547(st, L)
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
            _r = _run548(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a550(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t572 = _NOT_YET
            _t576 = _NOT_YET
            _o = []
            for _t568 in _st_zones[(3 + L[0])]:
                if ((_c551[_t568] == L[1]) or (((_t572 if _t572 is not _NOT_YET else (_t572 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a553(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c554[_x] for _x in _t571] if (_t571 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c551[_t568] == (_t576 if _t576 is not _NOT_YET else (_t576 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a556(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c554[_x] for _x in _t575] if (_t575 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t568)
            fr[1] = 5
            _t577 = L[0]
            _t578 = len(_o)
            if not _t578: _no_option558(_t577, 'alien to fly')
            if _t578 <= 1 and _st_log is None:
                L[4] = _o[0] if _t578 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t579 = st.chooser(_t578, _t577)
                else:
                    _t579 = _st_bits(_t578.bit_length())
                    while _t579 >= _t578: _t579 = _st_bits(_t578.bit_length())
                L[4] = _o[_t579]; st.decisions += 1
                if st.thread_player is not None: _answered559(st, _t579)
            elif _st_log is None: _pend560(st, L, _o, _t577); return True
            elif _decide561(st, L, _o, _t577): return True
            pc = 5
        if pc == 5:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t584 = _NOT_YET
            _t588 = _NOT_YET
            _o = []
            for _t580 in _st_zones[(3 + L[0])]:
                if ((_c551[_t580] == L[1]) or (((_t584 if _t584 is not _NOT_YET else (_t584 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a564(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c554[_x] for _x in _t583] if (_t583 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c551[_t580] == (_t588 if _t588 is not _NOT_YET else (_t588 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a566(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c554[_x] for _x in _t587] if (_t587 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t580)
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
                if st.thread_player is not None: _answered559(st, _t591)
            elif _st_log is None: _pend568(st, L, [None] + _o, _t589); return True
            elif _decide569(st, L, _o, _t589): return True
            pc = 8
        if pc == 8:
            _r = _run570(st, L)
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
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit546(_k, st, _d0): raise _Runaway545()
            continue
        if pc == 14:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k573)

# <rulerun alienz.rules: board_queue #190 b1b7b7ba>
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

# <rulerun alienz.rules: join #191 7dc9219b>
def _loop(st):
    for _t593 in st.zones[22]:
        return _c582[_t593]
    return None

# <rulerun alienz.rules: join #192 3a8c2592>
def _loop(st):
    for _t597 in st.zones[22]:
        return _c585[_t597]
    return None

# <rulerun alienz.rules: join #193 ee2faa77>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run580(st, L)
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
                if ((_c581[_t592] == L[1]) or (((_t596 if _t596 is not _NOT_YET else (_t596 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a583(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c584[_x] for _x in _t595] if (_t595 := st.zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c581[_t592] == (_t600 if _t600 is not _NOT_YET else (_t600 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a586(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c584[_x] for _x in _t599] if (_t599 := st.zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t592)
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
                if st.thread_player is not None: _answered588(st, _t603)
            elif _st_log is None: _pend589(st, L, [None] + _o, _t601); return True
            elif _decide590(st, L, _o, _t601): return True
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
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 8:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k593)

# <rulerun alienz.rules: refill #194 689c4381>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run596(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k597)

# <rulerun alienz.rules: surface #195 d096d4cb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k601)

# <rulerun alienz.rules: reveal_event #196 40a278c2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k605)

# <rulerun alienz.rules: resolve_events #197 f481deac>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k609)

# <rulerun alienz.rules: take_effect #198 b8f9b354>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k613)

# <rulerun alienz.rules: storm_flip #199 e0d7ef59>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k617)

# <rulerun alienz.rules: scoring #200 4b2c1746>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k621)

# <rulerun alienz.rules: play #201 b3c99002>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run624(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit625(_k626)
            fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs627[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit623(_k, st, _d0): raise _Runaway622()
            continue
        if pc == 5:
            fr[1] = 6
            if _step629(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k630)

# <rulerun alienz.rules: turn #202 e40694c9>
def _loop(st):
    for _t605 in st.zones[20]:
        if (_c643[_t605] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 de8802dd>
def _loop(st):
    for _t618 in st.zones[20]:
        if (_c653[_t618] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 2d9ddec6>
def _loop(st):
    for _t633 in st.zones[22]:
        return _c662[_t633]
    return None

# <rulerun alienz.rules: turn #205 204278f7>
def _loop(st):
    for _t640 in st.zones[22]:
        return _c668[_t640]
    return None

# <rulerun alienz.rules: turn #206 c9aee264>
def _loop(st):
    for _t644 in st.zones[22]:
        return _c671[_t644]
    return None

# <rulerun alienz.rules: turn #207 c0f5f893>
def _loop(st, L, _t631):
    _st_zones = st.zones
    _t637 = _st_zones[(3 + L[0])]
    st.budget -= len(_t637)
    if st.budget < 0: _spent665(st)
    _t643 = _NOT_YET
    _t647 = _NOT_YET
    _t639 = 0
    for _t638 in _t637:
        if ((_t638 != _t631) and ((_c666[_t638] == _c667[_t631]) or (((_t643 if _t643 is not _NOT_YET else (_t643 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a669(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c670[_x] for _x in _t642] if (_t642 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c666[_t638] == (_t647 if _t647 is not _NOT_YET else (_t647 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a672(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c670[_x] for _x in _t646] if (_t646 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t639 += 1
    return _t639

# <rulerun alienz.rules: turn #208 c446f4de>
def _loop(st, L):
    _l0 = L[0]
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t630 = _st_zones[(3 + _l0)]
    st.budget -= len(_t630)
    if st.budget < 0: _spent660(st)
    _t636 = _NOT_YET
    _t649 = _NOT_YET
    for _t631 in _t630:
        if (_t650 if (_t650 := _memo7.get((_l0, _t631,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t631,), ((_c661[_t631] != (_t636 if _t636 is not _NOT_YET else (_t636 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a663(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c664[_x] for _x in _t635] if (_t635 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a673(st, L, _t631) >= (_t649 if _t649 is not _NOT_YET else (_t649 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c664[_x] for _x in _t648] if (_t648 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 d4dcee40>
def _loop(st):
    for _t651 in st.zones[20]:
        if (_c679[_t651] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 32fb8b81>
def _loop(st):
    for _t658 in st.zones[22]:
        return _c684[_t658]
    return None

# <rulerun alienz.rules: turn #211 c3330b8b>
def _loop(st):
    for _t665 in st.zones[22]:
        return _c690[_t665]
    return None

# <rulerun alienz.rules: turn #212 6d9fd493>
def _loop(st):
    for _t669 in st.zones[22]:
        return _c693[_t669]
    return None

# <rulerun alienz.rules: turn #213 ceb70e1d>
def _loop(st, _i3l0, _t657):
    _st_zones = st.zones
    _t662 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t662)
    if st.budget < 0: _spent687(st)
    _t668 = _NOT_YET
    _t672 = _NOT_YET
    _t664 = 0
    for _t663 in _t662:
        if ((_t663 != _t657) and ((_c688[_t663] == _c689[_t657]) or (((_t668 if _t668 is not _NOT_YET else (_t668 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a691(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c692[_x] for _x in _t667] if (_t667 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c688[_t663] == (_t672 if _t672 is not _NOT_YET else (_t672 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a694(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c692[_x] for _x in _t671] if (_t671 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t664 += 1
    return _t664

# <rulerun alienz.rules: turn #214 bcca990a>
def _loop(st):
    for _t684 in st.zones[20]:
        if (_c700[_t684] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 40afdcfd>
def _loop(st):
    for _t688 in st.zones[22]:
        return _c703[_t688]
    return None

# <rulerun alienz.rules: turn #216 250c7e8b>
def _loop(st):
    for _t692 in st.zones[22]:
        return _c705[_t692]
    return None

# <rulerun alienz.rules: turn #217 8d8835ac>
def _loop(st):
    for _t701 in st.zones[22]:
        return _c710[_t701]
    return None

# <rulerun alienz.rules: turn #218 8d581165>
def _loop(st):
    for _t705 in st.zones[22]:
        return _c712[_t705]
    return None

# <rulerun alienz.rules: board_own #219 c1e142c2>
def _loop(st):
    for _t718 in st.zones[20]:
        if (_c719[_t718] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 a1867aec>
def _loop(st):
    for _t722 in st.zones[22]:
        return _c722[_t722]
    return None

# <rulerun alienz.rules: board_own #221 351d4c6d>
def _loop(st):
    for _t726 in st.zones[22]:
        return _c725[_t726]
    return None

# <rulerun alienz.rules: board_own #222 76e4ddef>
def _loop(st):
    for _t735 in st.zones[22]:
        return _c732[_t735]
    return None

# <rulerun alienz.rules: board_own #223 c11322a3>
def _loop(st):
    for _t739 in st.zones[22]:
        return _c734[_t739]
    return None

# <rulerun alienz.rules: board_own #224 playout 3a6119ed>
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
        if st.budget < 0: _spent718(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a720(st))) else 2)):
            _t725 = _NOT_YET
            _t729 = _NOT_YET
            _t720 = []
            for _t721 in _st_zones[(3 + _l0)]:
                if ((_c721[_t721] == _l1) or (((_t725 if _t725 is not _NOT_YET else (_t725 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a723(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c724[_x] for _x in _t724] if (_t724 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c721[_t721] == (_t729 if _t729 is not _NOT_YET else (_t729 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a726(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c724[_x] for _x in _t728] if (_t728 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t720.append(_t721)
            _t730 = _l0
            _t731 = len(_t720)
            if not _t731: _no_option729(_t730, 'alien to fly')
            if _t731 <= 1 and _st_log is None:
                L[4] = _t720[0] if _t731 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t732 = st.chooser(_t731, _t730)
                else:
                    _t732 = _st_bits(_t731.bit_length())
                    while _t732 >= _t731: _t732 = _st_bits(_t731.bit_length())
                L[4] = _t720[_t732]; st.decisions += 1
            elif _st_log is None: _pend730(st, L, _t720, _t730); raise _PlayoutCut727()
            elif _decide731(st, L, _t720, _t730): raise _PlayoutCut727()
            L[3] = L[4]
        else:
            _t738 = _NOT_YET
            _t742 = _NOT_YET
            _t733 = []
            for _t734 in _st_zones[(3 + _l0)]:
                if ((_c721[_t734] == _l1) or (((_t738 if _t738 is not _NOT_YET else (_t738 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a733(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c724[_x] for _x in _t737] if (_t737 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c721[_t734] == (_t742 if _t742 is not _NOT_YET else (_t742 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a735(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c724[_x] for _x in _t741] if (_t741 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t733.append(_t734)
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
            elif _st_log is None: _pend737(st, L, [None] + _t733, _t743); raise _PlayoutCut727()
            elif _decide738(st, L, _t733, _t743): raise _PlayoutCut727()
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
            _t750 = _leaving740[_t749]
            if _memo0 and _t750 & 1: _memo0.clear()
            if _memo2 and _t750 & 4: _memo2.clear()
            if _memo4 and _t750 & 16: _memo4.clear()
            if _memo7 and _t750 & 128: _memo7.clear()
            if _memo9 and _t750 & 512: _memo9.clear()
        elif _t746 is not None:
            _move_cards739(st, _t746, _t747, False)
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
        L[2] = (_t751 if -1000000000000000000 <= (_t751 := L[2] + 1) <= 1000000000000000000 else _beyond741(_t751))
    if _st_log is not None: _st_log.append(_Text745(_audience742(st), [_PlayerRef743(_l0), ' flies ', _plain744(L[2]), ' ', _plain744(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain744(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 2e2277fb>
def _loop(st):
    for _t757 in st.zones[22]:
        return _c748[_t757]
    return None

# <rulerun alienz.rules: turn #226 87f9c03f>
def _loop(st):
    for _t761 in st.zones[22]:
        return _c750[_t761]
    return None

# <rulerun alienz.rules: private_flight #227 5312cd8e>
def _loop(st):
    for _t771 in st.zones[22]:
        return _c754[_t771]
    return None

# <rulerun alienz.rules: private_flight #228 e4bc267c>
def _loop(st):
    for _t778 in st.zones[22]:
        return _c760[_t778]
    return None

# <rulerun alienz.rules: private_flight #229 5959cb0e>
def _loop(st):
    for _t782 in st.zones[22]:
        return _c763[_t782]
    return None

# <rulerun alienz.rules: private_flight #230 0deeefec>
def _loop(st, L, _t770):
    _st_zones = st.zones
    _t775 = _st_zones[(3 + L[0])]
    st.budget -= len(_t775)
    if st.budget < 0: _spent757(st)
    _t781 = _NOT_YET
    _t785 = _NOT_YET
    _t777 = 0
    for _t776 in _t775:
        if ((_t776 != _t770) and ((_c758[_t776] == _c759[_t770]) or (((_t781 if _t781 is not _NOT_YET else (_t781 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a761(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c762[_x] for _x in _t780] if (_t780 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c758[_t776] == (_t785 if _t785 is not _NOT_YET else (_t785 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a764(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c762[_x] for _x in _t784] if (_t784 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t777 += 1
    return _t777

# <rulerun alienz.rules: private_flight #231 e49878b8>
def _loop(st):
    for _t802 in st.zones[22]:
        return _c780[_t802]
    return None

# <rulerun alienz.rules: private_flight #232 e13a0b63>
def _loop(st):
    for _t806 in st.zones[22]:
        return _c782[_t806]
    return None

# <rulerun alienz.rules: private_flight #233 playout 65021af0>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent752(st)
    _t774 = _NOT_YET
    _t787 = _NOT_YET
    _t769 = []
    for _t770 in _st_zones[(3 + _l0)]:
        if (_t788 if (_t788 := _memo7.get((_l0, _t770,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t770,), ((_c753[_t770] != (_t774 if _t774 is not _NOT_YET else (_t774 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a755(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c756[_x] for _x in _t773] if (_t773 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a765(st, L, _t770) >= (_t787 if _t787 is not _NOT_YET else (_t787 := (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in ([_c756[_x] for _x in _t786] if (_t786 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))): _t769.append(_t770)
    _t789 = _l0
    _t790 = len(_t769)
    if not _t790: _no_option768(_t789, 'planet for a private flight')
    if _t790 <= 1 and _st_log is None:
        L[1] = _t769[0] if _t790 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t791 = st.chooser(_t790, _t789)
        else:
            _t791 = _st_bits(_t790.bit_length())
            while _t791 >= _t790: _t791 = _st_bits(_t790.bit_length())
        L[1] = _t769[_t791]; st.decisions += 1
    elif _st_log is None: _pend769(st, L, _t769, _t789); raise _PlayoutCut766()
    elif _decide770(st, L, _t769, _t789): raise _PlayoutCut766()
    L[2] = _c753[L[1]]
    _t792 = L[1]
    _t793 = (15 + _l0)
    if type(_t792) is int and _st_log is None:
        _t794 = _st_zones[(_t795 := _st_loc[_t792])]
        if _t794[-1] == _t792: _t794.pop()
        else: _t794.remove(_t792)
        _st_zones[_t793].append(_t792); _st_loc[_t792] = _t793
        _t796 = _leaving772[_t795]
        if _memo0 and _t796 & 1: _memo0.clear()
        if _memo2 and _t796 & 4: _memo2.clear()
        if _memo4 and _t796 & 16: _memo4.clear()
        if _memo7 and _t796 & 128: _memo7.clear()
        if _memo9 and _t796 & 512: _memo9.clear()
    elif _t792 is not None:
        _move_cards771(st, _t792, _t793, False)
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
    if _st_log is not None: _st_log.append(_Text776(_audience773(st), [_PlayerRef774(_l0), ' opens a private flight to the ', _plain775(L[2]), ' planet']))
    if _p777(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t798 = (_k778 or [])
    st.budget -= len(_t798)
    if st.budget < 0: _spent752(st)
    for _t797 in _t798:
        _i6[3] = _t797
        _t800 = _st_zones[(7 + _t797)]
        st.budget -= len(_t800)
        if st.budget < 0: _spent752(st)
        _t805 = _NOT_YET
        _t809 = _NOT_YET
        _t799 = []
        for _t801 in _t800:
            if ((_c779[_t801] == _i6l0) or (((_t805 if _t805 is not _NOT_YET else (_t805 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a781(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c756[_x] for _x in _t804] if (_t804 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c779[_t801] == (_t809 if _t809 is not _NOT_YET else (_t809 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a783(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c756[_x] for _x in _t808] if (_t808 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t799.append(_t801)
        _i6[4] = _t799
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text776(_audience773(st), [_PlayerRef774(_t797), "'s queued aliens board the flight"]))
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
                _move_cards771(st, _t810, _t811, False)
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
    if _st_log is not None: _st_log.append(_Text776(_audience773(st), ['The flight to the ', _plain775(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 5e1461fd>
def _loop(st):
    _t825 = 0
    for _t824 in st.zones[0]:
        if (_c805[_t824] is not None):
            _t825 += 1
    return _t825

# <rulerun alienz.rules: reveal_event #235 7268f3d9>
def _loop(st):
    _t827 = 0
    for _t826 in st.zones[0]:
        if (_c809[_t826] is not None):
            _t827 += 1
    return _t827

# <rulerun alienz.rules: storm_flip #236 playout c7f37446>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit824(_k825)
    st.budget -= 1
    if st.budget < 0: _spent826(st)
    if _p827[0](st, [], _d + 1) == 3: return 3
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
        _t846 = _leaving829[_t845]
        if _memo0 and _t846 & 1: _memo0.clear()
        if _memo1 and _t846 & 2: _memo1.clear()
        if _memo2 and _t846 & 4: _memo2.clear()
        if _memo3 and _t846 & 8: _memo3.clear()
        if _memo5 and _t846 & 32: _memo5.clear()
        if _memo6 and _t846 & 64: _memo6.clear()
        if _memo8 and _t846 & 256: _memo8.clear()
    elif _t842 is not None:
        _move_cards828(st, _t842, _t843, False)
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
    if _st_log is not None: _st_log.append(_Text833(_audience830(st), ['Asteroid Storm: flights to the ', _plain832(_c831[L[0]]), ' planet are forbidden and ', _plain832(_c831[L[0]]), ' aliens are wild']))
    if _p827[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout 1d36e31d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit815(_k816)
    if (_c817[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text819(_audience818(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text819(_audience818(st), ['Clear Sky cancels ', _cards_ref820(st, _st_zones[20][:])]))
        _t828 = 20
        _t829 = 21
        if _st_log is None and _t828 != _t829:
            _t830 = _st_zones[_t828]; _st_zones[_t829] += _t830
            for _t831 in _t830: _st_loc[_t831] = _t829
            _t830.clear()
        else:
            _move_cards821(st, _st_zones[_t828][:], _t829, False)
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
            _t836 = _leaving822[_t835]
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
            _move_cards821(st, _t832, _t833, False)
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
        _t841 = _leaving823[_t840]
        if _memo1 and _t841 & 2: _memo1.clear()
        if _memo2 and _t841 & 4: _memo2.clear()
        if _memo3 and _t841 & 8: _memo3.clear()
        if _memo5 and _t841 & 32: _memo5.clear()
        if _memo6 and _t841 & 64: _memo6.clear()
        if _memo8 and _t841 & 256: _memo8.clear()
    elif _t837 is not None:
        _move_cards821(st, _t837, _t838, False)
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
    if (_c817[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text819(_audience818(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c817[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text819(_audience818(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c817[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text819(_audience818(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p834(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout 1877b452>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit812(_k813)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent814(st)
        if _p835(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout a1357ae0>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit799(_k800)
    _t819 = _l0
    _t820 = 19
    if type(_t819) is int and _st_log is None:
        _t821 = _st_zones[(_t822 := _st_loc[_t819])]
        if _t821[-1] == _t819: _t821.pop()
        else: _t821.remove(_t819)
        _st_zones[_t820].append(_t819); _st_loc[_t819] = _t820
        _t823 = _leaving802[_t822]
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
        _move_cards801(st, _t819, _t820, False)
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
    if _st_log is not None: _st_log.append(_Text808(_audience803(st), ['Event revealed: ', _card_ref804(st, _l0), ' (', _plain807((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a806(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a810(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text808(_audience803(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text808(_audience803(st), ['The 5th event: the round ends']))
        raise _ExitTo811(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text808(_audience803(st), [_card_ref804(st, _l0), ' takes effect after the flight']))
        return 2
    if _p836(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout 3968ba82>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit795(_k796)
    while ((not not _st_zones[0]) and _d797(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent798(st)
        if _p837(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text841(_audience838(st), ['The deck shows the ', _plain840(_c839[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 1d964998>
def _loop(st):
    for _t852 in st.zones[22]:
        return _c846[_t852]
    return None

# <rulerun alienz.rules: commercial_flight #242 5d2c5d2b>
def _loop(st):
    for _t856 in st.zones[22]:
        return _c849[_t856]
    return None

# <rulerun alienz.rules: commercial_flight #243 33b3ab1e>
def _loop(st):
    for _t867 in st.zones[22]:
        return _c852[_t867]
    return None

# <rulerun alienz.rules: commercial_flight #244 1b7ed9e2>
def _loop(st):
    for _t871 in st.zones[22]:
        return _c854[_t871]
    return None

# <rulerun alienz.rules: commercial_flight #245 playout 91d1e837>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit785(_k786)
    st.budget -= 1
    if st.budget < 0: _spent787(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c788[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text792(_audience789(st), [_PlayerRef790(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain791(L[2]), ' planet']))
    _t814 = L[1]
    _t815 = (15 + _l0)
    if type(_t814) is int and _st_log is None:
        _t816 = _st_zones[(_t817 := _st_loc[_t814])]
        if _t816[-1] == _t814: _t816.pop()
        else: _t816.remove(_t814)
        _st_zones[_t815].append(_t814); _st_loc[_t814] = _t815
        _t818 = _leaving794[_t817]
        if _memo0 and _t818 & 1: _memo0.clear()
        if _memo2 and _t818 & 4: _memo2.clear()
        if _memo4 and _t818 & 16: _memo4.clear()
        if _memo7 and _t818 & 128: _memo7.clear()
        if _memo9 and _t818 & 512: _memo9.clear()
    elif _t814 is not None:
        _move_cards793(st, _t814, _t815, False)
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
    if _p842(st, [], _d + 1) == 3: return 3
    if _p843(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t848 = (_k844 or [])
    st.budget -= len(_t848)
    if st.budget < 0: _spent787(st)
    for _t847 in _t848:
        _i7[3] = _t847
        _t850 = _st_zones[(7 + _t847)]
        st.budget -= len(_t850)
        if st.budget < 0: _spent787(st)
        _t855 = _NOT_YET
        _t859 = _NOT_YET
        _t849 = []
        for _t851 in _t850:
            if ((_c845[_t851] == _i7l0) or (((_t855 if _t855 is not _NOT_YET else (_t855 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a847(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c848[_x] for _x in _t854] if (_t854 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c845[_t851] == (_t859 if _t859 is not _NOT_YET else (_t859 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a850(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c848[_x] for _x in _t858] if (_t858 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))):
                _t849.append(_t851)
        _i7[4] = _t849
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text792(_audience789(st), [_PlayerRef790(_t847), "'s queued aliens board the flight"]))
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
                _move_cards793(st, _t860, _t861, False)
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
    for _t864 in (_o851[_l0] or []):
        L[5] = _t864
        if not ((_t864 != _l0)): continue
        _i8l0 = _t864
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent787(st)
            _t870 = _NOT_YET
            _t874 = _NOT_YET
            _t865 = []
            for _t866 in _st_zones[(3 + _i8l0)]:
                if ((_c845[_t866] == _i8l1) or (((_t870 if _t870 is not _NOT_YET else (_t870 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a853(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c848[_x] for _x in _t869] if (_t869 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c845[_t866] == (_t874 if _t874 is not _NOT_YET else (_t874 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a855(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c848[_x] for _x in _t873] if (_t873 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t865.append(_t866)
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
            elif _st_log is None: _pend858(st, _i8, [None] + _t865, _t875); raise _PlayoutCut856()
            elif _decide859(st, _i8, _t865, _t875): raise _PlayoutCut856()
            if (_i8[3] is None):
                break
            _t878 = _i8[3]
            _t879 = (11 + _i8l0)
            if type(_t878) is int and _st_log is None:
                _t880 = _st_zones[(_t881 := _st_loc[_t878])]
                if _t880[-1] == _t878: _t880.pop()
                else: _t880.remove(_t878)
                _st_zones[_t879].append(_t878); _st_loc[_t878] = _t879
                _t882 = _leaving860[_t881]
                if _memo0 and _t882 & 1: _memo0.clear()
                if _memo2 and _t882 & 4: _memo2.clear()
                if _memo4 and _t882 & 16: _memo4.clear()
                if _memo7 and _t882 & 128: _memo7.clear()
                if _memo9 and _t882 & 512: _memo9.clear()
            elif _t878 is not None:
                _move_cards793(st, _t878, _t879, False)
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
            _i8[2] = (_t883 if -1000000000000000000 <= (_t883 := _i8[2] + 1) <= 1000000000000000000 else _beyond861(_t883))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text792(_audience789(st), [_PlayerRef790(_i8l0), ' joins the flight with ', _plain791(_i8[2]), ' ', _plain791(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text792(_audience789(st), [_PlayerRef790(_i8l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text792(_audience789(st), ['The flight to the ', _plain791(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text792(_audience789(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo862(1)
    if _p863(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #246 playout 1f85a9f8>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit865(_k866)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent867(st)
        _t886 = _st_zones[0]
        _t885 = (2 if False else 1)
        if st.log is None and _t886:
            _t884 = _t886.pop(); _st_zones[_t885].append(_t884); st.loc[_t884] = _t885
        elif _t886:
            _move_cards868(st, _t886[-1], _t885, False)
        if _memo2: _memo2.clear()
        if _p869(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #247 playout e1356a2d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit635(_k636)
    st.budget -= 1
    if st.budget < 0: _spent637(st)
    _st_vars[10] = (_t604 if -1000000000000000000 <= (_t604 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond638(_t604))
    if _st_log is not None: _st_log.append(_Text642(_audience639(st), ['Turn ', _plain640(_st_vars[10]), ': ', _PlayerRef641(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a644(st))) else 1)
    _t608 = (_range645(1, L[1]) or [])
    st.budget -= len(_t608)
    if st.budget < 0: _spent637(st)
    for _t607 in _t608:
        L[4] = _t607
        _t609 = _st_zones[(2 if False else 1)]
        _t610 = _l0
        _t611 = len(_t609)
        if not _t611: _no_option648(_t610, 'alien to take')
        if _t611 <= 1 and _st_log is None:
            L[5] = _t609[0] if _t611 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t612 = st.chooser(_t611, _t610)
            else:
                _t612 = _st_bits(_t611.bit_length())
                while _t612 >= _t611: _t612 = _st_bits(_t611.bit_length())
            L[5] = _t609[_t612]; st.decisions += 1
        elif _st_log is None: _pend649(st, L, _t609[:], _t610); raise _PlayoutCut646()
        elif _decide650(st, L, _t609[:], _t610): raise _PlayoutCut646()
        _t613 = L[5]
        _t614 = (3 + _l0)
        if type(_t613) is int and _st_log is None:
            _t615 = _st_zones[(_t616 := _st_loc[_t613])]
            if _t615[-1] == _t613: _t615.pop()
            else: _t615.remove(_t613)
            _st_zones[_t614].append(_t613); _st_loc[_t613] = _t614
            _t617 = _leaving652[_t616]
            if _memo0 and _t617 & 1: _memo0.clear()
            if _memo1 and _t617 & 2: _memo1.clear()
            if _memo2 and _t617 & 4: _memo2.clear()
            if _memo3 and _t617 & 8: _memo3.clear()
            if _memo5 and _t617 & 32: _memo5.clear()
            if _memo6 and _t617 & 64: _memo6.clear()
            if _memo8 and _t617 & 256: _memo8.clear()
            if _memo9 and _t617 & 512: _memo9.clear()
        elif _t613 is not None:
            _move_cards651(st, _t613, _t614, False)
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
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a654(st))):
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
        elif _st_log is None: _pend656(st, L, [None] + _t620, _t621); raise _PlayoutCut646()
        elif _decide657(st, L, _t620[:], _t621): raise _PlayoutCut646()
        if (L[6] is not None):
            _t624 = L[6]
            _t625 = (7 + _l0)
            if type(_t624) is int and _st_log is None:
                _t626 = _st_zones[(_t627 := _st_loc[_t624])]
                if _t626[-1] == _t624: _t626.pop()
                else: _t626.remove(_t624)
                _st_zones[_t625].append(_t624); _st_loc[_t624] = _t625
                _t628 = _leaving658[_t627]
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
                _move_cards651(st, _t624, _t625, False)
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
    _t629 = (_joined659(_joined659(['no flight'], (['private flight'] if _a674(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d675(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d676(st, [_c677[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d678(st, [_l0, _c677[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a680(st))) else 2))) else [])) or [])
    _t653 = _l0
    _t654 = len(_t629)
    if not _t654: _no_option648(_t653, 'flight this turn')
    if _t654 <= 1 and _st_log is None:
        L[7] = _t629[0] if _t654 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t655 = st.chooser(_t654, _t653)
        else:
            _t655 = _st_bits(_t654.bit_length())
            while _t655 >= _t654: _t655 = _st_bits(_t654.bit_length())
        L[7] = _t629[_t655]; st.decisions += 1
    elif _st_log is None: _pend682(st, L, _t629, _t653); raise _PlayoutCut646()
    elif _decide683(st, L, _t629, _t653): raise _PlayoutCut646()
    if (L[7] == 'private flight'):
        if _p784(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p864(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text642(_audience639(st), [_PlayerRef641(_l0), ' does not fly']))
    if _p870(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #248 6bfcae9f>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k633)
            _r = _run634(st, L)
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
                if _p871(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit872(_k873)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs874[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run875(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit632(_k, st, _d0): raise _Runaway631()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k876)

# <rulerun alienz.rules: turn #249 c93e3213>
def _loop(st):
    for _t890 in st.zones[20]:
        if (_c887[_t890] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #250 87ded0aa>
def _loop(st):
    for _t898 in st.zones[22]:
        return _c896[_t898]
    return None

# <rulerun alienz.rules: turn #251 49048e05>
def _loop(st):
    for _t905 in st.zones[22]:
        return _c902[_t905]
    return None

# <rulerun alienz.rules: turn #252 a9b52990>
def _loop(st):
    for _t909 in st.zones[22]:
        return _c905[_t909]
    return None

# <rulerun alienz.rules: turn #253 380e4e0c>
def _loop(st, L, _t896):
    _st_zones = st.zones
    _t902 = _st_zones[(3 + L[0])]
    st.budget -= len(_t902)
    if st.budget < 0: _spent899(st)
    _t908 = _NOT_YET
    _t912 = _NOT_YET
    _t904 = 0
    for _t903 in _t902:
        if ((_t903 != _t896) and ((_c900[_t903] == _c901[_t896]) or (((_t908 if _t908 is not _NOT_YET else (_t908 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a903(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c904[_x] for _x in _t907] if (_t907 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c900[_t903] == (_t912 if _t912 is not _NOT_YET else (_t912 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a906(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c904[_x] for _x in _t911] if (_t911 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t904 += 1
    return _t904

# <rulerun alienz.rules: turn #254 a8d7eb2e>
def _loop(st, L):
    _memo7 = st.memos[7]
    _st_zones = st.zones
    _t895 = _st_zones[(3 + L[0])]
    st.budget -= len(_t895)
    if st.budget < 0: _spent894(st)
    _t901 = _NOT_YET
    _t914 = _NOT_YET
    for _t896 in _t895:
        if (_t915 if (_t915 := _memo7.get((L[0], _t896,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t896,), ((_c895[_t896] != (_t901 if _t901 is not _NOT_YET else (_t901 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a897(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c898[_x] for _x in _t900] if (_t900 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a907(st, L, _t896) >= (_t914 if _t914 is not _NOT_YET else (_t914 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c898[_x] for _x in _t913] if (_t913 := _st_zones[20]) is not _NOT_YET else None)))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #255 707a46f1>
def _loop(st):
    for _t916 in st.zones[20]:
        if (_c913[_t916] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #256 9d30daef>
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
            _r = _run879(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range880(1, L[1]) or []); L[3] = 0
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
            if not _t888: _no_option882(_t887, 'alien to take')
            if _t888 <= 1 and _st_log is None:
                L[5] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888, _t887)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[5] = _o[_t889]; st.decisions += 1
                if st.thread_player is not None: _answered883(st, _t889)
            elif _st_log is None: _pend884(st, L, _o[:], _t887); return True
            elif _decide885(st, L, _o[:], _t887): return True
            pc = 4
        if pc == 4:
            _r = _run886(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit878(_k, st, _d0): raise _Runaway877()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a888(st))):
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
                if st.thread_player is not None: _answered883(st, _t894)
            elif _st_log is None: _pend890(st, L, [None] + _o, _t892); return True
            elif _decide891(st, L, _o[:], _t892): return True
            pc = 8
        if pc == 8:
            _r = _run892(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined893(_joined893(['no flight'], (['private flight'] if _a908(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d909(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d910(st, [_c911[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d912(st, [L[0], _c911[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a914(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t918 = L[0]
            _t919 = len(_o)
            if not _t919: _no_option882(_t918, 'flight this turn')
            if _t919 <= 1 and _st_log is None:
                L[7] = _o[0] if _t919 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t920 = st.chooser(_t919, _t918)
                else:
                    _t920 = _st_bits(_t919.bit_length())
                    while _t920 >= _t919: _t920 = _st_bits(_t919.bit_length())
                L[7] = _o[_t920]; st.decisions += 1
                if st.thread_player is not None: _answered883(st, _t920)
            elif _st_log is None: _pend916(st, L, _o, _t918); return True
            elif _decide917(st, L, _o, _t918): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p918(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit919(_k920)
                fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs921[3](st, _f): return True
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
                if _p922(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit919(_k923)
                fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs921[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run924(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run925(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k926)

# <rulerun alienz.rules: private_flight #257 ffbd1518>
def _loop(st):
    for _t922 in st.zones[22]:
        return _c930[_t922]
    return None

# <rulerun alienz.rules: private_flight #258 588e59ac>
def _loop(st):
    for _t929 in st.zones[22]:
        return _c936[_t929]
    return None

# <rulerun alienz.rules: private_flight #259 b7327416>
def _loop(st):
    for _t933 in st.zones[22]:
        return _c939[_t933]
    return None

# <rulerun alienz.rules: private_flight #260 00f56aa5>
def _loop(st, L, _t921):
    _st_zones = st.zones
    _t926 = _st_zones[(3 + L[0])]
    st.budget -= len(_t926)
    if st.budget < 0: _spent933(st)
    _t932 = _NOT_YET
    _t936 = _NOT_YET
    _t928 = 0
    for _t927 in _t926:
        if ((_t927 != _t921) and ((_c934[_t927] == _c935[_t921]) or (((_t932 if _t932 is not _NOT_YET else (_t932 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a937(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c938[_x] for _x in _t931] if (_t931 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c934[_t927] == (_t936 if _t936 is not _NOT_YET else (_t936 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a940(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c938[_x] for _x in _t935] if (_t935 := _st_zones[20]) is not _NOT_YET else None)))) else None))))))))):
            _t928 += 1
    return _t928

# <rulerun alienz.rules: private_flight #261 dd57f263>
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
                if (_t939 if (_t939 := _memo7.get((L[0], _t921,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t921,), ((_c929[_t921] != (_t925 if _t925 is not _NOT_YET else (_t925 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a931(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c932[_x] for _x in _t924] if (_t924 := st.zones[20]) is not _NOT_YET else None)))) else None)))))) and (_a941(st, L, _t921) >= (_t938 if _t938 is not _NOT_YET else (_t938 := (3 if (st.memos[0]['group'] if 'group' in st.memos[0] else st.memos[0].setdefault('group', ('group' in ([_c932[_x] for _x in _t937] if (_t937 := st.zones[20]) is not _NOT_YET else None)))) else 2))))))): _o.append(_t921)
            fr[1] = 1
            _t940 = L[0]
            _t941 = len(_o)
            if not _t941: _no_option943(_t940, 'planet for a private flight')
            if _t941 <= 1 and _st_log is None:
                L[1] = _o[0] if _t941 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t942 = st.chooser(_t941, _t940)
                else:
                    _t942 = _st_bits(_t941.bit_length())
                    while _t942 >= _t941: _t942 = _st_bits(_t941.bit_length())
                L[1] = _o[_t942]; st.decisions += 1
                if st.thread_player is not None: _answered944(st, _t942)
            elif _st_log is None: _pend945(st, L, _o, _t940); return True
            elif _decide946(st, L, _o, _t940): return True
            pc = 1
        if pc == 1:
            _r = _run947(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p948(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit949(_k950)
                fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs951[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run952(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k953)

# <rulerun alienz.rules: join #262 494248e3>
def _loop(st):
    for _t945 in st.zones[22]:
        return _c965[_t945]
    return None

# <rulerun alienz.rules: join #263 dfd21c87>
def _loop(st):
    for _t949 in st.zones[22]:
        return _c968[_t949]
    return None

# <rulerun alienz.rules: join #264 playout 1cf23f27>
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
        if st.budget < 0: _spent963(st)
        _t948 = _NOT_YET
        _t952 = _NOT_YET
        _t943 = []
        for _t944 in _st_zones[(3 + _l0)]:
            if ((_c964[_t944] == L[1]) or (((_t948 if _t948 is not _NOT_YET else (_t948 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a966(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c967[_x] for _x in _t947] if (_t947 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c964[_t944] == (_t952 if _t952 is not _NOT_YET else (_t952 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a969(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c967[_x] for _x in _t951] if (_t951 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _t943.append(_t944)
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
        elif _st_log is None: _pend972(st, L, [None] + _t943, _t953); raise _PlayoutCut970()
        elif _decide973(st, L, _t943, _t953): raise _PlayoutCut970()
        if (L[3] is None):
            break
        _t956 = L[3]
        _t957 = (11 + _l0)
        if type(_t956) is int and _st_log is None:
            _t958 = _st_zones[(_t959 := _st_loc[_t956])]
            if _t958[-1] == _t956: _t958.pop()
            else: _t958.remove(_t956)
            _st_zones[_t957].append(_t956); _st_loc[_t956] = _t957
            _t960 = _leaving975[_t959]
            if _memo0 and _t960 & 1: _memo0.clear()
            if _memo2 and _t960 & 4: _memo2.clear()
            if _memo4 and _t960 & 16: _memo4.clear()
            if _memo7 and _t960 & 128: _memo7.clear()
            if _memo9 and _t960 & 512: _memo9.clear()
        elif _t956 is not None:
            _move_cards974(st, _t956, _t957, False)
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
        L[2] = (_t961 if -1000000000000000000 <= (_t961 := L[2] + 1) <= 1000000000000000000 else _beyond976(_t961))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text980(_audience977(st), [_PlayerRef978(_l0), ' joins the flight with ', _plain979(L[2]), ' ', _plain979(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text980(_audience977(st), [_PlayerRef978(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #265 3033f62c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run956(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p957(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit958(_k959)
                fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs960[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run961(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o962[L[0]] or []); L[4] = 0
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
                if _p981(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit958(_k982)
                fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs960[7](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit955(_k, st, _d0): raise _Runaway954()
            continue
        if pc == 7:
            _r = _run983(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k984)

# <rulerun alienz.rules: board_own #266 fa35aa24>
def _loop(st):
    for _t962 in st.zones[20]:
        if (_c990[_t962] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 4c548c6d>
def _loop(st):
    for _t965 in st.zones[22]:
        return _c993[_t965]
    return None

# <rulerun alienz.rules: board_own #268 60538b70>
def _loop(st):
    for _t969 in st.zones[22]:
        return _c996[_t969]
    return None

# <rulerun alienz.rules: board_own #269 d392c55c>
def _loop(st):
    for _t977 in st.zones[22]:
        return _c1004[_t977]
    return None

# <rulerun alienz.rules: board_own #270 9eb7735d>
def _loop(st):
    for _t981 in st.zones[22]:
        return _c1006[_t981]
    return None

# <rulerun alienz.rules: board_own #271 410a9f6d>
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
            _r = _run987(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region988(st, L)
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
            _r = _run989(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a991(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t968 = _NOT_YET
            _t972 = _NOT_YET
            _o = []
            for _t964 in _st_zones[(3 + L[0])]:
                if ((_c992[_t964] == L[1]) or (((_t968 if _t968 is not _NOT_YET else (_t968 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a994(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c995[_x] for _x in _t967] if (_t967 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c992[_t964] == (_t972 if _t972 is not _NOT_YET else (_t972 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a997(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c995[_x] for _x in _t971] if (_t971 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t964)
            fr[1] = 5
            _t973 = L[0]
            _t974 = len(_o)
            if not _t974: _no_option999(_t973, 'alien to fly')
            if _t974 <= 1 and _st_log is None:
                L[4] = _o[0] if _t974 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t975 = st.chooser(_t974, _t973)
                else:
                    _t975 = _st_bits(_t974.bit_length())
                    while _t975 >= _t974: _t975 = _st_bits(_t974.bit_length())
                L[4] = _o[_t975]; st.decisions += 1
                if st.thread_player is not None: _answered1000(st, _t975)
            elif _st_log is None: _pend1001(st, L, _o, _t973); return True
            elif _decide1002(st, L, _o, _t973): return True
            pc = 5
        if pc == 5:
            _r = _run1003(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t980 = _NOT_YET
            _t984 = _NOT_YET
            _o = []
            for _t976 in _st_zones[(3 + L[0])]:
                if ((_c992[_t976] == L[1]) or (((_t980 if _t980 is not _NOT_YET else (_t980 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1005(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c995[_x] for _x in _t979] if (_t979 := _st_zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c992[_t976] == (_t984 if _t984 is not _NOT_YET else (_t984 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1007(st) if (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in ([_c995[_x] for _x in _t983] if (_t983 := _st_zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t976)
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
                if st.thread_player is not None: _answered1000(st, _t987)
            elif _st_log is None: _pend1009(st, L, [None] + _o, _t985); return True
            elif _decide1010(st, L, _o, _t985): return True
            pc = 8
        if pc == 8:
            _r = _run1011(st, L)
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
            _r = _run1012(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit986(_k, st, _d0): raise _Runaway985()
            continue
        if pc == 14:
            _r = _run1013(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1014)

# <rulerun alienz.rules: join #272 135d6e93>
def _loop(st):
    for _t989 in st.zones[22]:
        return _c1020[_t989]
    return None

# <rulerun alienz.rules: join #273 1034b6f1>
def _loop(st):
    for _t993 in st.zones[22]:
        return _c1023[_t993]
    return None

# <rulerun alienz.rules: join #274 0aaf7238>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1017(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1018(st, L)
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
                if ((_c1019[_t988] == L[1]) or (((_t992 if _t992 is not _NOT_YET else (_t992 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1021(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c1022[_x] for _x in _t991] if (_t991 := st.zones[20]) is not _NOT_YET else None)))) else None))))) is not None) and (_c1019[_t988] == (_t996 if _t996 is not _NOT_YET else (_t996 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1024(st) if (st.memos[0]['asteroid_storm'] if 'asteroid_storm' in st.memos[0] else st.memos[0].setdefault('asteroid_storm', ('asteroid_storm' in ([_c1022[_x] for _x in _t995] if (_t995 := st.zones[20]) is not _NOT_YET else None)))) else None)))))))): _o.append(_t988)
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
                if st.thread_player is not None: _answered1026(st, _t999)
            elif _st_log is None: _pend1027(st, L, [None] + _o, _t997); return True
            elif _decide1028(st, L, _o, _t997): return True
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
            _r = _run1029(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1016(_k, st, _d0): raise _Runaway1015()
            continue
        if pc == 8:
            _r = _run1030(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1031)

# <rulerun alienz.rules: round #275 playout 753a177a>
def _native(st, L, _d=0):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1035(_k1036)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k1037)
        st.budget -= 1
        if st.budget < 0: _spent1038(st)
        _st_vars[9] = (_t1000 if -1000000000000000000 <= (_t1000 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1039(_t1000))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1043(_audience1040(st), ['Round ', _plain1041(_st_vars[9]), ': ', _PlayerRef1042(_st_vars[8]), ' deals and ', _PlayerRef1042(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1001 = _joined1045(_joined1045(_joined1045(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1002 = 0
        if _t1001 is not None:
            _move_cards1044(st, _t1001, _t1002, True)
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
            _move_cards1044(st, _t1003, _t1004, True)
        if _memo2: _memo2.clear()
        _t1005 = list(_chain1046(map(_st_zones.__getitem__, _k1047)))
        _t1006 = 0
        if _t1005 is not None:
            _move_cards1044(st, _t1005, _t1006, True)
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
        _t1007 = _joined1045(list(_chain1048(map(_st_zones.__getitem__, _k1049))), list(_chain1050(map(_st_zones.__getitem__, _k1051))))
        _t1008 = 0
        if _t1007 is not None:
            _move_cards1044(st, _t1007, _t1008, True)
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
        _t1009 = list(_chain1052(map(_st_zones.__getitem__, _k1053)))
        _t1010 = 0
        if _t1009 is not None:
            _move_cards1044(st, _t1009, _t1010, True)
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
        _shuffle_zone1054(st, 0)
        if _memo2: _memo2.clear()
        if _p1055(st, [], _d + 1) == 3: return 3
        if _p1056(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1038(st)
            if _p1057(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo1058 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 823e510b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1034(st, L)
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
                if _p1059(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1060(_k1061)
                fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1062[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1063(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1033(_k, st, _d0): raise _Runaway1032()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1064(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1065)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

