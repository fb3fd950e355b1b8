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

# <rulerun alienz.rules: storm_flip #5 eca8dc0f>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10 and _t47 & 1024: _memo10.clear()
    elif _t43 is not None:
        _move_cards60(st, _t43, _t44, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text65(_audience62(st), ['Asteroid Storm: flights to the ', _plain64(_c63[L[0]]), ' planet are forbidden and ', _plain64(_c63[L[0]]), ' aliens are wild']))
    if _p59[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #6 acbe7685>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10: _memo10.clear()
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
            if _memo10 and _t37 & 1024: _memo10.clear()
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
            if _memo10: _memo10.clear()
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
    if _memo10: _memo10.clear()
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

# <rulerun alienz.rules: reveal_event #8 ec9a154d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10 and _t24 & 1024: _memo10.clear()
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
        if _memo10: _memo10.clear()
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

# <rulerun alienz.rules: round #11 56f0fe7e>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10: _memo10.clear()
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
        if _memo10: _memo10.clear()
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
        if _memo10: _memo10.clear()
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
        if _memo10: _memo10.clear()
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

# <rulerun alienz.rules: turn #15 7a7fb637>
def _loop(st):
    _t53 = []
    for _t52 in st.zones[20]:
        _t53.append(_c86[_t52])
    return _t53

# <rulerun alienz.rules: turn #16 f69fd72b>
def _native(st, L):
    _st_log = st.log
    _memo10 = st.memos[10]
    _st_vars = st.vars
    _st_vars[10] = (_t51 if -1000000000000000000 <= (_t51 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond81(_t51))
    if _st_log is not None: _st_log.append(_Text85(_audience82(st), ['Turn ', _plain83(_st_vars[10]), ': ', _PlayerRef84(L[0])]))
    L[1] = (2 if ('rush_hour' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a87(st))))) else 1)

# <rulerun alienz.rules: turn #17 797920f4>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10 and _t58 & 1024: _memo10.clear()
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
        if _memo10: _memo10.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()

# <rulerun alienz.rules: turn #18 5cc15328>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
            if _memo10 and _t63 & 1024: _memo10.clear()
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
            if _memo10: _memo10.clear()

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

# <rulerun alienz.rules: private_flight #46 bdefa012>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        if _memo10 and _t107 & 1024: _memo10.clear()
    elif _t103 is not None:
        _move_cards132(st, _t103, _t104, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
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

# <rulerun alienz.rules: private_flight #48 8d2ac7a3>
def _loop(st):
    _t116 = []
    for _t115 in st.zones[20]:
        _t116.append(_c143[_t115])
    return _t116

# <rulerun alienz.rules: private_flight #49 4254001e>
def _loop(st):
    for _t118 in st.zones[22]:
        return _c145[_t118]
    return None

# <rulerun alienz.rules: private_flight #50 d5b801bf>
def _loop(st):
    _t121 = []
    for _t120 in st.zones[20]:
        _t121.append(_c147[_t120])
    return _t121

# <rulerun alienz.rules: private_flight #51 f5ab882a>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
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
        _t117 = _NOT_YET
        _t122 = _NOT_YET
        _t110 = []
        for _t112 in _t111:
            if ((_c140[_t112] == _i0l0) or (((_t117 if _t117 is not _NOT_YET else (_t117 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a142(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a144(st))))) else None))))) is not None) and (_c140[_t112] == (_t122 if _t122 is not _NOT_YET else (_t122 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a146(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a148(st))))) else None)))))))):
                _t110.append(_t112)
        _i0[4] = _t110
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text151(_audience149(st), [_PlayerRef150(_t108), "'s queued aliens board the flight"]))
            _t123 = _i0[4]
            _t124 = (11 + _t108)
            if type(_t123) is list and _st_log is None:
                for _t125 in _t123:
                    _t126 = _st_zones[_st_loc[_t125]]
                    if _t126[-1] == _t125: _t126.pop()
                    else: _t126.remove(_t125)
                    _st_zones[_t124].append(_t125); _st_loc[_t125] = _t124
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t123 is not None:
                _move_cards152(st, _t123, _t124, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text151(_audience149(st), ['The flight to the ', _plain153(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #52 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #53 7d54ed24>
def _loop(st):
    for _t127 in st.zones[22]:
        return _c155[_t127]
    return None

# <rulerun alienz.rules: private_flight #54 4f98a9df>
def _loop(st):
    for _t129 in st.zones[20]:
        if (_c157[_t129] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #55 8921b921>
def _loop(st):
    for _t134 in st.zones[22]:
        return _c162[_t134]
    return None

# <rulerun alienz.rules: private_flight #56 c0e5081b>
def _loop(st):
    for _t138 in st.zones[22]:
        return _c165[_t138]
    return None

# <rulerun alienz.rules: private_flight #57 2d82425b>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t131 = _st_zones[(3 + L[0])]
    st.budget -= len(_t131)
    if st.budget < 0: _spent159(st)
    _t137 = _NOT_YET
    _t141 = _NOT_YET
    _t133 = 0
    for _t132 in _t131:
        if ((_t132 != _l1) and ((_c160[_t132] == _c161[_l1]) or (((_t137 if _t137 is not _NOT_YET else (_t137 := (_a163(st) if ('asteroid_storm' in ([_c164[_x] for _x in _t136] if (_t136 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c160[_t132] == (_t141 if _t141 is not _NOT_YET else (_t141 := (_a166(st) if ('asteroid_storm' in ([_c164[_x] for _x in _t140] if (_t140 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t133 += 1
    return _t133

# <rulerun alienz.rules: private_flight #58 9f9a229d>
def _loop(st):
    for _t142 in st.zones[20]:
        if (_c168[_t142] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #59 db9a60ac>
def _native(st, L):
    return ((_c154[L[1]] != (_a156(st) if _a158(st) else None)) and (_a167(st, L) >= (3 if _a169(st) else 2)))

# <rulerun alienz.rules: private_flight #60 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #62 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #63 a9661a36>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c170[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text174(_audience171(st), [_PlayerRef172(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain173(L[2]), ' planet']))
    _t144 = L[1]
    _t145 = (15 + _l0)
    if type(_t144) is int and _st_log is None:
        _t146 = _st_zones[(_t147 := _st_loc[_t144])]
        if _t146[-1] == _t144: _t146.pop()
        else: _t146.remove(_t144)
        _st_zones[_t145].append(_t144); _st_loc[_t144] = _t145
        _t148 = _leaving176[_t147]
        if _memo0 and _t148 & 1: _memo0.clear()
        if _memo2 and _t148 & 4: _memo2.clear()
        if _memo4 and _t148 & 16: _memo4.clear()
        if _memo7 and _t148 & 128: _memo7.clear()
        if _memo9 and _t148 & 512: _memo9.clear()
        if _memo10 and _t148 & 1024: _memo10.clear()
    elif _t144 is not None:
        _move_cards175(st, _t144, _t145, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _p177(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #64 dd0598d3>
def _loop(st):
    for _t154 in st.zones[22]:
        return _c181[_t154]
    return None

# <rulerun alienz.rules: commercial_flight #65 bf3ad460>
def _loop(st):
    _t157 = []
    for _t156 in st.zones[20]:
        _t157.append(_c183[_t156])
    return _t157

# <rulerun alienz.rules: commercial_flight #66 9f35dc18>
def _loop(st):
    for _t159 in st.zones[22]:
        return _c185[_t159]
    return None

# <rulerun alienz.rules: commercial_flight #67 6ec52e3e>
def _loop(st):
    _t162 = []
    for _t161 in st.zones[20]:
        _t162.append(_c187[_t161])
    return _t162

# <rulerun alienz.rules: commercial_flight #68 25ec3366>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t150 = (_k178 or [])
    st.budget -= len(_t150)
    if st.budget < 0: _spent179(st)
    for _t149 in _t150:
        _i1[3] = _t149
        _t152 = _st_zones[(7 + _t149)]
        st.budget -= len(_t152)
        if st.budget < 0: _spent179(st)
        _t158 = _NOT_YET
        _t163 = _NOT_YET
        _t151 = []
        for _t153 in _t152:
            if ((_c180[_t153] == _i1l0) or (((_t158 if _t158 is not _NOT_YET else (_t158 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a182(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a184(st))))) else None))))) is not None) and (_c180[_t153] == (_t163 if _t163 is not _NOT_YET else (_t163 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a186(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a188(st))))) else None)))))))):
                _t151.append(_t153)
        _i1[4] = _t151
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text191(_audience189(st), [_PlayerRef190(_t149), "'s queued aliens board the flight"]))
            _t164 = _i1[4]
            _t165 = (11 + _t149)
            if type(_t164) is list and _st_log is None:
                for _t166 in _t164:
                    _t167 = _st_zones[_st_loc[_t166]]
                    if _t167[-1] == _t166: _t167.pop()
                    else: _t167.remove(_t166)
                    _st_zones[_t165].append(_t166); _st_loc[_t166] = _t165
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t164 is not None:
                _move_cards192(st, _t164, _t165, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()

# <rulerun alienz.rules: commercial_flight #69 a0a1186e>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text195(_audience193(st), ['The flight to the ', _plain194(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo196(1)
    if _p197(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #70 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #71 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #72 be2906bc>
def _native(st, L):
    return _o198[L[0]]

# <rulerun alienz.rules: commercial_flight #73 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #74 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #75 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #76 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #77 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #78 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #79 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #80 7605d496>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t168 = L[3]
    _t169 = (11 + L[0])
    if type(_t168) is int and st.log is None:
        _t170 = _st_zones[(_t171 := _st_loc[_t168])]
        if _t170[-1] == _t168: _t170.pop()
        else: _t170.remove(_t168)
        _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
        _t172 = _leaving200[_t171]
        if _memo0 and _t172 & 1: _memo0.clear()
        if _memo2 and _t172 & 4: _memo2.clear()
        if _memo4 and _t172 & 16: _memo4.clear()
        if _memo7 and _t172 & 128: _memo7.clear()
        if _memo9 and _t172 & 512: _memo9.clear()
        if _memo10 and _t172 & 1024: _memo10.clear()
    elif _t168 is not None:
        _move_cards199(st, _t168, _t169, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    L[2] = (_t173 if -1000000000000000000 <= (_t173 := L[2] + 1) <= 1000000000000000000 else _beyond201(_t173))

# <rulerun alienz.rules: board_own #81 22f81453>
def _loop(st):
    _t175 = []
    for _t174 in st.zones[20]:
        _t175.append(_c203[_t174])
    return _t175

# <rulerun alienz.rules: board_own #82 0b02c276>
def _loop(st):
    for _t178 in st.zones[22]:
        return _c206[_t178]
    return None

# <rulerun alienz.rules: board_own #83 4d786fd0>
def _loop(st):
    _t181 = []
    for _t180 in st.zones[20]:
        _t181.append(_c208[_t180])
    return _t181

# <rulerun alienz.rules: board_own #84 63e29331>
def _loop(st):
    for _t183 in st.zones[22]:
        return _c210[_t183]
    return None

# <rulerun alienz.rules: board_own #85 7242ffd1>
def _loop(st):
    _t186 = []
    for _t185 in st.zones[20]:
        _t186.append(_c212[_t185])
    return _t186

# <rulerun alienz.rules: board_own #86 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #87 cb0fc2bb>
def _loop(st):
    for _t193 in st.zones[22]:
        return _c219[_t193]
    return None

# <rulerun alienz.rules: board_own #88 78461bbd>
def _loop(st):
    _t196 = []
    for _t195 in st.zones[20]:
        _t196.append(_c221[_t195])
    return _t196

# <rulerun alienz.rules: board_own #89 b50e016a>
def _loop(st):
    for _t198 in st.zones[22]:
        return _c223[_t198]
    return None

# <rulerun alienz.rules: board_own #90 74f0b171>
def _loop(st):
    _t201 = []
    for _t200 in st.zones[20]:
        _t201.append(_c225[_t200])
    return _t201

# <rulerun alienz.rules: board_own #91 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #92 68bc9538>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent202(st)
        L[3] = None
        if (L[2] < (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a204(st))))) else 2)):
            _t182 = _NOT_YET
            _t187 = _NOT_YET
            _t176 = []
            for _t177 in _st_zones[(3 + _l0)]:
                if ((_c205[_t177] == _l1) or (((_t182 if _t182 is not _NOT_YET else (_t182 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a207(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a209(st))))) else None))))) is not None) and (_c205[_t177] == (_t187 if _t187 is not _NOT_YET else (_t187 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a211(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a213(st))))) else None)))))))): _t176.append(_t177)
            _t188 = _l0
            _t189 = len(_t176)
            if not _t189: _no_option216(_t188, 'alien to fly')
            if _t189 <= 1 and _st_log is None:
                L[4] = _t176[0] if _t189 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t190 = st.chooser(_t189, _t188)
                else:
                    _t190 = _st_bits(_t189.bit_length())
                    while _t190 >= _t189: _t190 = _st_bits(_t189.bit_length())
                L[4] = _t176[_t190]; st.decisions += 1
            elif _st_log is None: _pend217(st, L, _t176, _t188); raise _PlayoutCut214()
            elif _decide218(st, L, _t176, _t188): raise _PlayoutCut214()
            L[3] = L[4]
        else:
            _t197 = _NOT_YET
            _t202 = _NOT_YET
            _t191 = []
            for _t192 in _st_zones[(3 + _l0)]:
                if ((_c205[_t192] == _l1) or (((_t197 if _t197 is not _NOT_YET else (_t197 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a220(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a222(st))))) else None))))) is not None) and (_c205[_t192] == (_t202 if _t202 is not _NOT_YET else (_t202 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a224(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a226(st))))) else None)))))))): _t191.append(_t192)
            _t203 = _l0
            _t204 = len(_t191) + 1
            if _t204 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t205 = st.chooser(_t204, _t203)
                else:
                    _t205 = _st_bits(_t204.bit_length())
                    while _t205 >= _t204: _t205 = _st_bits(_t204.bit_length())
                L[5] = _t191[_t205 - 1] if _t205 else None; st.decisions += 1
            elif _st_log is None: _pend228(st, L, [None] + _t191, _t203); raise _PlayoutCut214()
            elif _decide229(st, L, _t191, _t203): raise _PlayoutCut214()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t206 = L[3]
        _t207 = (11 + _l0)
        if type(_t206) is int and _st_log is None:
            _t208 = _st_zones[(_t209 := _st_loc[_t206])]
            if _t208[-1] == _t206: _t208.pop()
            else: _t208.remove(_t206)
            _st_zones[_t207].append(_t206); _st_loc[_t206] = _t207
            _t210 = _leaving231[_t209]
            if _memo0 and _t210 & 1: _memo0.clear()
            if _memo2 and _t210 & 4: _memo2.clear()
            if _memo4 and _t210 & 16: _memo4.clear()
            if _memo7 and _t210 & 128: _memo7.clear()
            if _memo9 and _t210 & 512: _memo9.clear()
            if _memo10 and _t210 & 1024: _memo10.clear()
        elif _t206 is not None:
            _move_cards230(st, _t206, _t207, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t211 if -1000000000000000000 <= (_t211 := L[2] + 1) <= 1000000000000000000 else _beyond232(_t211))

# <rulerun alienz.rules: board_own #93 25f19edb>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text236(_audience233(st), [_PlayerRef234(L[0]), ' flies ', _plain235(_l2), ' ', _plain235(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain235(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #94 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #95 50d84dec>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c237[_t212] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #96 837f7fc3>
def _native(st, L):
    return (L[2] < (3 if _a238(st) else 2))

# <rulerun alienz.rules: board_own #97 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #98 c603ca93>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c240[_t214]
    return None

# <rulerun alienz.rules: board_own #99 2363a046>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c242[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 5752a924>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c244[_t218]
    return None

# <rulerun alienz.rules: board_own #101 d3aeaec6>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c246[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #102 225bb77f>
def _native(st, L):
    _l4 = L[4]
    return ((_c239[_l4] == L[1]) or (((_a241(st) if _a243(st) else None) is not None) and (_c239[_l4] == (_a245(st) if _a247(st) else None))))

# <rulerun alienz.rules: board_own #103 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #104 e749df08>
def _loop(st):
    for _t222 in st.zones[22]:
        return _c249[_t222]
    return None

# <rulerun alienz.rules: board_own #105 7efbbeb0>
def _loop(st):
    for _t224 in st.zones[20]:
        if (_c251[_t224] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #106 a972c402>
def _loop(st):
    for _t226 in st.zones[22]:
        return _c253[_t226]
    return None

# <rulerun alienz.rules: board_own #107 64f2601d>
def _loop(st):
    for _t228 in st.zones[20]:
        if (_c255[_t228] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #108 2d9291a7>
def _native(st, L):
    _l5 = L[5]
    return ((_c248[_l5] == L[1]) or (((_a250(st) if _a252(st) else None) is not None) and (_c248[_l5] == (_a254(st) if _a256(st) else None))))

# <rulerun alienz.rules: board_own #109 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #110 ccaa5adf>
def _loop(st):
    for _t235 in st.zones[22]:
        return _c260[_t235]
    return None

# <rulerun alienz.rules: board_queue #111 0eb9ea28>
def _loop(st):
    _t238 = []
    for _t237 in st.zones[20]:
        _t238.append(_c262[_t237])
    return _t238

# <rulerun alienz.rules: board_queue #112 6bfccb34>
def _loop(st):
    for _t240 in st.zones[22]:
        return _c264[_t240]
    return None

# <rulerun alienz.rules: board_queue #113 0f81a6dc>
def _loop(st):
    _t243 = []
    for _t242 in st.zones[20]:
        _t243.append(_c266[_t242])
    return _t243

# <rulerun alienz.rules: board_queue #114 cc8422ba>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t231 = (_k257 or [])
    st.budget -= len(_t231)
    if st.budget < 0: _spent258(st)
    for _t230 in _t231:
        L[3] = _t230
        _t233 = _st_zones[(7 + _t230)]
        st.budget -= len(_t233)
        if st.budget < 0: _spent258(st)
        _t239 = _NOT_YET
        _t244 = _NOT_YET
        _t232 = []
        for _t234 in _t233:
            if ((_c259[_t234] == _l0) or (((_t239 if _t239 is not _NOT_YET else (_t239 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a261(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a263(st))))) else None))))) is not None) and (_c259[_t234] == (_t244 if _t244 is not _NOT_YET else (_t244 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a265(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a267(st))))) else None)))))))):
                _t232.append(_t234)
        L[4] = _t232
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text270(_audience268(st), [_PlayerRef269(_t230), "'s queued aliens board the flight"]))
            _t245 = L[4]
            _t246 = (11 + _t230)
            if type(_t245) is list and _st_log is None:
                for _t247 in _t245:
                    _t248 = _st_zones[_st_loc[_t247]]
                    if _t248[-1] == _t247: _t248.pop()
                    else: _t248.remove(_t247)
                    _st_zones[_t246].append(_t247); _st_loc[_t247] = _t246
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t245 is not None:
                _move_cards271(st, _t245, _t246, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()

# <rulerun alienz.rules: join #115 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #116 92f7f125>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t249 = L[3]
    _t250 = (11 + L[0])
    if type(_t249) is int and st.log is None:
        _t251 = _st_zones[(_t252 := _st_loc[_t249])]
        if _t251[-1] == _t249: _t251.pop()
        else: _t251.remove(_t249)
        _st_zones[_t250].append(_t249); _st_loc[_t249] = _t250
        _t253 = _leaving273[_t252]
        if _memo0 and _t253 & 1: _memo0.clear()
        if _memo2 and _t253 & 4: _memo2.clear()
        if _memo4 and _t253 & 16: _memo4.clear()
        if _memo7 and _t253 & 128: _memo7.clear()
        if _memo9 and _t253 & 512: _memo9.clear()
        if _memo10 and _t253 & 1024: _memo10.clear()
    elif _t249 is not None:
        _move_cards272(st, _t249, _t250, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    L[2] = (_t254 if -1000000000000000000 <= (_t254 := L[2] + 1) <= 1000000000000000000 else _beyond274(_t254))

# <rulerun alienz.rules: join #117 90d42726>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c277[_t257]
    return None

# <rulerun alienz.rules: join #118 e857c9de>
def _loop(st):
    _t260 = []
    for _t259 in st.zones[20]:
        _t260.append(_c279[_t259])
    return _t260

# <rulerun alienz.rules: join #119 d0d9bfa2>
def _loop(st):
    for _t262 in st.zones[22]:
        return _c281[_t262]
    return None

# <rulerun alienz.rules: join #120 207cffd4>
def _loop(st):
    _t265 = []
    for _t264 in st.zones[20]:
        _t265.append(_c283[_t264])
    return _t265

# <rulerun alienz.rules: join #121 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #122 1e4f8d25>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent275(st)
        _t261 = _NOT_YET
        _t266 = _NOT_YET
        _t255 = []
        for _t256 in _st_zones[(3 + _l0)]:
            if ((_c276[_t256] == L[1]) or (((_t261 if _t261 is not _NOT_YET else (_t261 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a278(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a280(st))))) else None))))) is not None) and (_c276[_t256] == (_t266 if _t266 is not _NOT_YET else (_t266 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a282(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a284(st))))) else None)))))))): _t255.append(_t256)
        _t267 = _l0
        _t268 = len(_t255) + 1
        if _t268 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t269 = st.chooser(_t268, _t267)
            else:
                _t269 = _st_bits(_t268.bit_length())
                while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
            L[3] = _t255[_t269 - 1] if _t269 else None; st.decisions += 1
        elif _st_log is None: _pend287(st, L, [None] + _t255, _t267); raise _PlayoutCut285()
        elif _decide288(st, L, _t255, _t267): raise _PlayoutCut285()
        if (L[3] is None):
            break
        _t270 = L[3]
        _t271 = (11 + _l0)
        if type(_t270) is int and _st_log is None:
            _t272 = _st_zones[(_t273 := _st_loc[_t270])]
            if _t272[-1] == _t270: _t272.pop()
            else: _t272.remove(_t270)
            _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
            _t274 = _leaving290[_t273]
            if _memo0 and _t274 & 1: _memo0.clear()
            if _memo2 and _t274 & 4: _memo2.clear()
            if _memo4 and _t274 & 16: _memo4.clear()
            if _memo7 and _t274 & 128: _memo7.clear()
            if _memo9 and _t274 & 512: _memo9.clear()
            if _memo10 and _t274 & 1024: _memo10.clear()
        elif _t270 is not None:
            _move_cards289(st, _t270, _t271, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t275 if -1000000000000000000 <= (_t275 := L[2] + 1) <= 1000000000000000000 else _beyond291(_t275))

# <rulerun alienz.rules: join #123 b697fdfa>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text295(_audience292(st), [_PlayerRef293(_l0), ' joins the flight with ', _plain294(_l2), ' ', _plain294(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text295(_audience292(st), [_PlayerRef293(_l0), ' does not join']))

# <rulerun alienz.rules: join #124 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #125 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #126 a48a71cf>
def _loop(st):
    for _t276 in st.zones[22]:
        return _c297[_t276]
    return None

# <rulerun alienz.rules: join #127 a9bf9f80>
def _loop(st):
    for _t278 in st.zones[20]:
        if (_c299[_t278] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #128 c76a8704>
def _loop(st):
    for _t280 in st.zones[22]:
        return _c301[_t280]
    return None

# <rulerun alienz.rules: join #129 14bc8a0b>
def _loop(st):
    for _t282 in st.zones[20]:
        if (_c303[_t282] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #130 db63e96d>
def _native(st, L):
    _l3 = L[3]
    return ((_c296[_l3] == L[1]) or (((_a298(st) if _a300(st) else None) is not None) and (_c296[_l3] == (_a302(st) if _a304(st) else None))))

# <rulerun alienz.rules: join #131 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #132 5ef459fa>
def _loop(st, _t284):
    _memo6 = st.memos[6]
    _t286 = (_k308 or ())
    st.budget -= len(_t286)
    if st.budget < 0: _spent309(st)
    _t290 = _NOT_YET
    _t292 = _NOT_YET
    _t288 = 0
    for _t287 in _t286:
        if ((_t293 if (_t293 := _memo6.get((_t284, _t287,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t284, _t287,), ((_t290 if _t290 is not _NOT_YET else (_t290 := ([_c310[_x] for _x in _t289] if (_t289 := st.zones[(11 + _t284)]) is not _NOT_YET else None))).count(_t287) + (_t292 if _t292 is not _NOT_YET else (_t292 := ([_c311[_x] for _x in _t291] if (_t291 := st.zones[(15 + _t284)]) is not _NOT_YET else None))).count(_t287)))) > 0):
            _t288 += 1
    return _t288

# <rulerun alienz.rules: scoring #133 a05cfefb>
def _loop(st, _t295, _t308):
    _t311 = 0
    for _t310 in st.zones[(11 + _t308)]:
        if (_c319[_t310] == _t295):
            _t311 += 1
    return _t311

# <rulerun alienz.rules: scoring #134 a0f2f726>
def _loop(st, _t295, _t308):
    _t313 = 0
    for _t312 in st.zones[(15 + _t308)]:
        if (_c321[_t312] == _t295):
            _t313 += 1
    return _t313

# <rulerun alienz.rules: scoring #135 0693c86f>
def _loop(st, _t295):
    _memo6 = st.memos[6]
    _t307 = (_k317 or ())
    st.budget -= len(_t307)
    if st.budget < 0: _spent318(st)
    _t309 = None
    for _t308 in _t307:
        _t315 = (_t314 if (_t314 := _memo6.get((_t308, _t295,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t308, _t295,), (_a320(st, _t295, _t308) + _a322(st, _t295, _t308))))
        if _t309 is None or _t315 > _t309:
            _t309 = _t315
    return _t309

# <rulerun alienz.rules: scoring #136 d5fdb8fb>
def _loop(st, _t284):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t294 = (_k313 or ())
    st.budget -= len(_t294)
    if st.budget < 0: _spent314(st)
    _t298 = _NOT_YET
    _t300 = _NOT_YET
    _t303 = _NOT_YET
    _t305 = _NOT_YET
    _t317 = _NOT_YET
    _t319 = _NOT_YET
    _t296 = 0
    for _t295 in _t294:
        if (((_t301 if (_t301 := _memo6.get((_t284, _t295,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t284, _t295,), ((_t298 if _t298 is not _NOT_YET else (_t298 := ([_c315[_x] for _x in _t297] if (_t297 := st.zones[(11 + _t284)]) is not _NOT_YET else None))).count(_t295) + (_t300 if _t300 is not _NOT_YET else (_t300 := ([_c316[_x] for _x in _t299] if (_t299 := st.zones[(15 + _t284)]) is not _NOT_YET else None))).count(_t295)))) > 0) and ((_t306 if (_t306 := _memo6.get((_t284, _t295,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t284, _t295,), ((_t303 if _t303 is not _NOT_YET else (_t303 := ([_c315[_x] for _x in _t302] if (_t302 := st.zones[(11 + _t284)]) is not _NOT_YET else None))).count(_t295) + (_t305 if _t305 is not _NOT_YET else (_t305 := ([_c316[_x] for _x in _t304] if (_t304 := st.zones[(15 + _t284)]) is not _NOT_YET else None))).count(_t295)))) == (_memo5[_t295] if _t295 in _memo5 else _memo5.setdefault(_t295, _a323(st, _t295))))):
            _t296 += (_t320 if (_t320 := _memo6.get((_t284, _t295,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t284, _t295,), ((_t317 if _t317 is not _NOT_YET else (_t317 := ([_c315[_x] for _x in _t316] if (_t316 := st.zones[(11 + _t284)]) is not _NOT_YET else None))).count(_t295) + (_t319 if _t319 is not _NOT_YET else (_t319 := ([_c316[_x] for _x in _t318] if (_t318 := st.zones[(15 + _t284)]) is not _NOT_YET else None))).count(_t295))))
    return _t296

# <rulerun alienz.rules: scoring #137 1e6ca5e0>
def _loop(st, _t322, _t330):
    _t333 = 0
    for _t332 in st.zones[(11 + _t330)]:
        if (_c331[_t332] == _t322):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #138 2151df3b>
def _loop(st, _t322, _t330):
    _t335 = 0
    for _t334 in st.zones[(15 + _t330)]:
        if (_c333[_t334] == _t322):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #139 9f334388>
def _loop(st, _t284, _t322):
    _memo6 = st.memos[6]
    _t329 = (_k329 or ())
    st.budget -= len(_t329)
    if st.budget < 0: _spent330(st)
    for _t330 in _t329:
        if not (((_t330 == _t284) or ((_t336 if (_t336 := _memo6.get((_t330, _t322,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t330, _t322,), (_a332(st, _t322, _t330) + _a334(st, _t322, _t330)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #140 e67e5739>
def _loop(st, _t284):
    _memo6 = st.memos[6]
    _t321 = (_k325 or ())
    st.budget -= len(_t321)
    if st.budget < 0: _spent326(st)
    _t325 = _NOT_YET
    _t327 = _NOT_YET
    _t323 = 0
    for _t322 in _t321:
        if (((_t328 if (_t328 := _memo6.get((_t284, _t322,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t284, _t322,), ((_t325 if _t325 is not _NOT_YET else (_t325 := ([_c327[_x] for _x in _t324] if (_t324 := st.zones[(11 + _t284)]) is not _NOT_YET else None))).count(_t322) + (_t327 if _t327 is not _NOT_YET else (_t327 := ([_c328[_x] for _x in _t326] if (_t326 := st.zones[(15 + _t284)]) is not _NOT_YET else None))).count(_t322)))) > 0) and _a335(st, _t284, _t322)):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #141 c9e339af>
def _loop(st, _t337, _t340):
    _t343 = 0
    for _t342 in st.zones[(11 + _t337)]:
        if (_c340[_t342] == _t340):
            _t343 += 1
    return _t343

# <rulerun alienz.rules: scoring #142 44899d8e>
def _loop(st, _t337, _t340):
    _t345 = 0
    for _t344 in st.zones[(15 + _t337)]:
        if (_c342[_t344] == _t340):
            _t345 += 1
    return _t345

# <rulerun alienz.rules: scoring #143 5eee9ebb>
def _loop(st, _t337, _t340):
    _t348 = 0
    for _t347 in st.zones[(11 + _t337)]:
        if (_c346[_t347] == _t340):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #144 980a5e77>
def _loop(st, _t337, _t340):
    _t350 = 0
    for _t349 in st.zones[(15 + _t337)]:
        if (_c348[_t349] == _t340):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #145 2180b2e4>
def _loop(st, _t337):
    _memo6 = st.memos[6]
    _t352 = (_k353 or ())
    st.budget -= len(_t352)
    if st.budget < 0: _spent354(st)
    _t356 = _NOT_YET
    _t358 = _NOT_YET
    _t354 = 0
    for _t353 in _t352:
        if ((_t359 if (_t359 := _memo6.get((_t337, _t353,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t353,), ((_t356 if _t356 is not _NOT_YET else (_t356 := ([_c355[_x] for _x in _t355] if (_t355 := st.zones[(11 + _t337)]) is not _NOT_YET else None))).count(_t353) + (_t358 if _t358 is not _NOT_YET else (_t358 := ([_c356[_x] for _x in _t357] if (_t357 := st.zones[(15 + _t337)]) is not _NOT_YET else None))).count(_t353)))) > 0):
            _t354 += 1
    return _t354

# <rulerun alienz.rules: scoring #146 9e8f48bd>
def _loop(st, _t361, _t374):
    _t377 = 0
    for _t376 in st.zones[(11 + _t374)]:
        if (_c364[_t376] == _t361):
            _t377 += 1
    return _t377

# <rulerun alienz.rules: scoring #147 0f2d4028>
def _loop(st, _t361, _t374):
    _t379 = 0
    for _t378 in st.zones[(15 + _t374)]:
        if (_c366[_t378] == _t361):
            _t379 += 1
    return _t379

# <rulerun alienz.rules: scoring #148 e9bbd381>
def _loop(st, _t361):
    _memo6 = st.memos[6]
    _t373 = (_k362 or ())
    st.budget -= len(_t373)
    if st.budget < 0: _spent363(st)
    _t375 = None
    for _t374 in _t373:
        _t381 = (_t380 if (_t380 := _memo6.get((_t374, _t361,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t374, _t361,), (_a365(st, _t361, _t374) + _a367(st, _t361, _t374))))
        if _t375 is None or _t381 > _t375:
            _t375 = _t381
    return _t375

# <rulerun alienz.rules: scoring #149 5247cd01>
def _loop(st, _t337):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t360 = (_k358 or ())
    st.budget -= len(_t360)
    if st.budget < 0: _spent359(st)
    _t364 = _NOT_YET
    _t366 = _NOT_YET
    _t369 = _NOT_YET
    _t371 = _NOT_YET
    _t383 = _NOT_YET
    _t385 = _NOT_YET
    _t362 = 0
    for _t361 in _t360:
        if (((_t367 if (_t367 := _memo6.get((_t337, _t361,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t361,), ((_t364 if _t364 is not _NOT_YET else (_t364 := ([_c360[_x] for _x in _t363] if (_t363 := st.zones[(11 + _t337)]) is not _NOT_YET else None))).count(_t361) + (_t366 if _t366 is not _NOT_YET else (_t366 := ([_c361[_x] for _x in _t365] if (_t365 := st.zones[(15 + _t337)]) is not _NOT_YET else None))).count(_t361)))) > 0) and ((_t372 if (_t372 := _memo6.get((_t337, _t361,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t361,), ((_t369 if _t369 is not _NOT_YET else (_t369 := ([_c360[_x] for _x in _t368] if (_t368 := st.zones[(11 + _t337)]) is not _NOT_YET else None))).count(_t361) + (_t371 if _t371 is not _NOT_YET else (_t371 := ([_c361[_x] for _x in _t370] if (_t370 := st.zones[(15 + _t337)]) is not _NOT_YET else None))).count(_t361)))) == (_memo5[_t361] if _t361 in _memo5 else _memo5.setdefault(_t361, _a368(st, _t361))))):
            _t362 += (_t386 if (_t386 := _memo6.get((_t337, _t361,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t361,), ((_t383 if _t383 is not _NOT_YET else (_t383 := ([_c360[_x] for _x in _t382] if (_t382 := st.zones[(11 + _t337)]) is not _NOT_YET else None))).count(_t361) + (_t385 if _t385 is not _NOT_YET else (_t385 := ([_c361[_x] for _x in _t384] if (_t384 := st.zones[(15 + _t337)]) is not _NOT_YET else None))).count(_t361))))
    return _t362

# <rulerun alienz.rules: scoring #150 16afadcd>
def _loop(st, _t388, _t396):
    _t399 = 0
    for _t398 in st.zones[(11 + _t396)]:
        if (_c376[_t398] == _t388):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: scoring #151 4cc6c9a4>
def _loop(st, _t388, _t396):
    _t401 = 0
    for _t400 in st.zones[(15 + _t396)]:
        if (_c378[_t400] == _t388):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: scoring #152 245c4fbc>
def _loop(st, _t337, _t388):
    _memo6 = st.memos[6]
    _t395 = (_k374 or ())
    st.budget -= len(_t395)
    if st.budget < 0: _spent375(st)
    for _t396 in _t395:
        if not (((_t396 == _t337) or ((_t402 if (_t402 := _memo6.get((_t396, _t388,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t396, _t388,), (_a377(st, _t388, _t396) + _a379(st, _t388, _t396)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #153 8c396db3>
def _loop(st, _t337):
    _memo6 = st.memos[6]
    _t387 = (_k370 or ())
    st.budget -= len(_t387)
    if st.budget < 0: _spent371(st)
    _t391 = _NOT_YET
    _t393 = _NOT_YET
    _t389 = 0
    for _t388 in _t387:
        if (((_t394 if (_t394 := _memo6.get((_t337, _t388,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t388,), ((_t391 if _t391 is not _NOT_YET else (_t391 := ([_c372[_x] for _x in _t390] if (_t390 := st.zones[(11 + _t337)]) is not _NOT_YET else None))).count(_t388) + (_t393 if _t393 is not _NOT_YET else (_t393 := ([_c373[_x] for _x in _t392] if (_t392 := st.zones[(15 + _t337)]) is not _NOT_YET else None))).count(_t388)))) > 0) and _a380(st, _t337, _t388)):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #154 d74f8da8>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k305)
    _t285 = (_k306 or [])
    st.budget -= len(_t285)
    if st.budget < 0: _spent307(st)
    for _t284 in _t285:
        L[2] = _t284
        _st_vars[4 + _t284] = (((((2 * (len(_st_zones[(11 + _t284)]) + len(_st_zones[(15 + _t284)]))) - (2 * len(_st_zones[(3 + _t284)]))) + (_memo1[_t284] if _t284 in _memo1 else _memo1.setdefault(_t284, _a312(st, _t284)))) + (_memo3[_t284] if _t284 in _memo3 else _memo3.setdefault(_t284, _a324(st, _t284)))) + (_memo8[_t284] if _t284 in _memo8 else _memo8.setdefault(_t284, (5 * _a336(st, _t284)))))
    _t338 = (_k337 or [])
    st.budget -= len(_t338)
    if st.budget < 0: _spent307(st)
    for _t337 in _t338:
        L[5] = _t337
        _st_vars[0 + _t337] = (_t339 if -1000000000000000000 <= (_t339 := _st_vars[0 + _t337] + _st_vars[4 + _t337]) <= 1000000000000000000 else _beyond338(_t339))
        L[6] = ''
        _t341 = (_k339 or [])
        st.budget -= len(_t341)
        if st.budget < 0: _spent307(st)
        for _t340 in _t341:
            L[9] = _t340
            if not (((_t346 if (_t346 := _memo6.get((_t337, _t340,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t340,), (_a341(st, _t337, _t340) + _a343(st, _t337, _t340)))) > 0)): continue
            L[6] = _text344(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain345(_t340) + ' ' + _plain345((_t351 if (_t351 := _memo6.get((_t337, _t340,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t337, _t340,), (_a347(st, _t337, _t340) + _a349(st, _t337, _t340))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text352(_audience350(st), [_PlayerRef351(_t337), "'s score pile:", _plain345(L[6]), '; queued aliens set aside: ', _plain345(len(_st_zones[(7 + _t337)]))]))
        if _st_log is not None: _st_log.append(_Text352(_audience350(st), [_PlayerRef351(_t337), ' scores ', _plain345(_st_vars[4 + _t337]), ': +', _plain345((2 * (len(_st_zones[(11 + _t337)]) + len(_st_zones[(15 + _t337)])))), ' for ', _plain345((len(_st_zones[(11 + _t337)]) + len(_st_zones[(15 + _t337)]))), ' cards flown, -', _plain345((2 * len(_st_zones[(3 + _t337)]))), ' for ', _plain345(len(_st_zones[(3 + _t337)])), ' behind the screen, +', _plain345((_memo1[_t337] if _t337 in _memo1 else _memo1.setdefault(_t337, _a357(st, _t337)))), ' for colours, +', _plain345((_memo3[_t337] if _t337 in _memo3 else _memo3.setdefault(_t337, _a369(st, _t337)))), ' majorities, +', _plain345((_memo8[_t337] if _t337 in _memo8 else _memo8.setdefault(_t337, (5 * _a381(st, _t337))))), ' sole owner; total ', _plain345(_st_vars[0 + _t337])]))

# <rulerun alienz.rules: play #155 d3804153>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text383(_audience382(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game384(st, [], True); return 3
    st.vars[8] = _random_item385(st, _k386)

# <rulerun alienz.rules: play #156 8c05034e>
def _loop(st, _t403):
    _memo6 = st.memos[6]
    _t405 = (_k390 or ())
    st.budget -= len(_t405)
    if st.budget < 0: _spent391(st)
    _t409 = _NOT_YET
    _t411 = _NOT_YET
    _t407 = 0
    for _t406 in _t405:
        if ((_t412 if (_t412 := _memo6.get((_t403, _t406,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t403, _t406,), ((_t409 if _t409 is not _NOT_YET else (_t409 := ([_c392[_x] for _x in _t408] if (_t408 := st.zones[(11 + _t403)]) is not _NOT_YET else None))).count(_t406) + (_t411 if _t411 is not _NOT_YET else (_t411 := ([_c393[_x] for _x in _t410] if (_t410 := st.zones[(15 + _t403)]) is not _NOT_YET else None))).count(_t406)))) > 0):
            _t407 += 1
    return _t407

# <rulerun alienz.rules: play #157 8330f66e>
def _loop(st, _t414, _t427):
    _t430 = 0
    for _t429 in st.zones[(11 + _t427)]:
        if (_c401[_t429] == _t414):
            _t430 += 1
    return _t430

# <rulerun alienz.rules: play #158 18422d35>
def _loop(st, _t414, _t427):
    _t432 = 0
    for _t431 in st.zones[(15 + _t427)]:
        if (_c403[_t431] == _t414):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: play #159 71b94e0c>
def _loop(st, _t414):
    _memo6 = st.memos[6]
    _t426 = (_k399 or ())
    st.budget -= len(_t426)
    if st.budget < 0: _spent400(st)
    _t428 = None
    for _t427 in _t426:
        _t434 = (_t433 if (_t433 := _memo6.get((_t427, _t414,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t427, _t414,), (_a402(st, _t414, _t427) + _a404(st, _t414, _t427))))
        if _t428 is None or _t434 > _t428:
            _t428 = _t434
    return _t428

# <rulerun alienz.rules: play #160 465dab28>
def _loop(st, _t403):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t413 = (_k395 or ())
    st.budget -= len(_t413)
    if st.budget < 0: _spent396(st)
    _t417 = _NOT_YET
    _t419 = _NOT_YET
    _t422 = _NOT_YET
    _t424 = _NOT_YET
    _t436 = _NOT_YET
    _t438 = _NOT_YET
    _t415 = 0
    for _t414 in _t413:
        if (((_t420 if (_t420 := _memo6.get((_t403, _t414,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t403, _t414,), ((_t417 if _t417 is not _NOT_YET else (_t417 := ([_c397[_x] for _x in _t416] if (_t416 := st.zones[(11 + _t403)]) is not _NOT_YET else None))).count(_t414) + (_t419 if _t419 is not _NOT_YET else (_t419 := ([_c398[_x] for _x in _t418] if (_t418 := st.zones[(15 + _t403)]) is not _NOT_YET else None))).count(_t414)))) > 0) and ((_t425 if (_t425 := _memo6.get((_t403, _t414,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t403, _t414,), ((_t422 if _t422 is not _NOT_YET else (_t422 := ([_c397[_x] for _x in _t421] if (_t421 := st.zones[(11 + _t403)]) is not _NOT_YET else None))).count(_t414) + (_t424 if _t424 is not _NOT_YET else (_t424 := ([_c398[_x] for _x in _t423] if (_t423 := st.zones[(15 + _t403)]) is not _NOT_YET else None))).count(_t414)))) == (_memo5[_t414] if _t414 in _memo5 else _memo5.setdefault(_t414, _a405(st, _t414))))):
            _t415 += (_t439 if (_t439 := _memo6.get((_t403, _t414,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t403, _t414,), ((_t436 if _t436 is not _NOT_YET else (_t436 := ([_c397[_x] for _x in _t435] if (_t435 := st.zones[(11 + _t403)]) is not _NOT_YET else None))).count(_t414) + (_t438 if _t438 is not _NOT_YET else (_t438 := ([_c398[_x] for _x in _t437] if (_t437 := st.zones[(15 + _t403)]) is not _NOT_YET else None))).count(_t414))))
    return _t415

# <rulerun alienz.rules: play #161 b93e9209>
def _loop(st, _t441, _t449):
    _t452 = 0
    for _t451 in st.zones[(11 + _t449)]:
        if (_c413[_t451] == _t441):
            _t452 += 1
    return _t452

# <rulerun alienz.rules: play #162 612524db>
def _loop(st, _t441, _t449):
    _t454 = 0
    for _t453 in st.zones[(15 + _t449)]:
        if (_c415[_t453] == _t441):
            _t454 += 1
    return _t454

# <rulerun alienz.rules: play #163 3bc1e85c>
def _loop(st, _t403, _t441):
    _memo6 = st.memos[6]
    _t448 = (_k411 or ())
    st.budget -= len(_t448)
    if st.budget < 0: _spent412(st)
    for _t449 in _t448:
        if not (((_t449 == _t403) or ((_t455 if (_t455 := _memo6.get((_t449, _t441,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t449, _t441,), (_a414(st, _t441, _t449) + _a416(st, _t441, _t449)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #164 cf80587b>
def _loop(st, _t403):
    _memo6 = st.memos[6]
    _t440 = (_k407 or ())
    st.budget -= len(_t440)
    if st.budget < 0: _spent408(st)
    _t444 = _NOT_YET
    _t446 = _NOT_YET
    _t442 = 0
    for _t441 in _t440:
        if (((_t447 if (_t447 := _memo6.get((_t403, _t441,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t403, _t441,), ((_t444 if _t444 is not _NOT_YET else (_t444 := ([_c409[_x] for _x in _t443] if (_t443 := st.zones[(11 + _t403)]) is not _NOT_YET else None))).count(_t441) + (_t446 if _t446 is not _NOT_YET else (_t446 := ([_c410[_x] for _x in _t445] if (_t445 := st.zones[(15 + _t403)]) is not _NOT_YET else None))).count(_t441)))) > 0) and _a417(st, _t403, _t441)):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #165 05cfb3c5>
def _loop(st, _t456, _t459):
    _t462 = 0
    for _t461 in st.zones[(11 + _t456)]:
        if (_c422[_t461] == _t459):
            _t462 += 1
    return _t462

# <rulerun alienz.rules: play #166 0ce507ef>
def _loop(st, _t456, _t459):
    _t464 = 0
    for _t463 in st.zones[(15 + _t456)]:
        if (_c424[_t463] == _t459):
            _t464 += 1
    return _t464

# <rulerun alienz.rules: play #167 dc9818a6>
def _loop(st, _t456, _t459):
    _t467 = 0
    for _t466 in st.zones[(11 + _t456)]:
        if (_c428[_t466] == _t459):
            _t467 += 1
    return _t467

# <rulerun alienz.rules: play #168 c10fc405>
def _loop(st, _t456, _t459):
    _t469 = 0
    for _t468 in st.zones[(15 + _t456)]:
        if (_c430[_t468] == _t459):
            _t469 += 1
    return _t469

# <rulerun alienz.rules: play #169 d571bffd>
def _loop(st, _t456):
    _memo6 = st.memos[6]
    _t471 = (_k435 or ())
    st.budget -= len(_t471)
    if st.budget < 0: _spent436(st)
    _t475 = _NOT_YET
    _t477 = _NOT_YET
    _t473 = 0
    for _t472 in _t471:
        if ((_t478 if (_t478 := _memo6.get((_t456, _t472,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t472,), ((_t475 if _t475 is not _NOT_YET else (_t475 := ([_c437[_x] for _x in _t474] if (_t474 := st.zones[(11 + _t456)]) is not _NOT_YET else None))).count(_t472) + (_t477 if _t477 is not _NOT_YET else (_t477 := ([_c438[_x] for _x in _t476] if (_t476 := st.zones[(15 + _t456)]) is not _NOT_YET else None))).count(_t472)))) > 0):
            _t473 += 1
    return _t473

# <rulerun alienz.rules: play #170 14456b83>
def _loop(st, _t480, _t493):
    _t496 = 0
    for _t495 in st.zones[(11 + _t493)]:
        if (_c446[_t495] == _t480):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: play #171 9d7594c8>
def _loop(st, _t480, _t493):
    _t498 = 0
    for _t497 in st.zones[(15 + _t493)]:
        if (_c448[_t497] == _t480):
            _t498 += 1
    return _t498

# <rulerun alienz.rules: play #172 806255d7>
def _loop(st, _t480):
    _memo6 = st.memos[6]
    _t492 = (_k444 or ())
    st.budget -= len(_t492)
    if st.budget < 0: _spent445(st)
    _t494 = None
    for _t493 in _t492:
        _t500 = (_t499 if (_t499 := _memo6.get((_t493, _t480,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t493, _t480,), (_a447(st, _t480, _t493) + _a449(st, _t480, _t493))))
        if _t494 is None or _t500 > _t494:
            _t494 = _t500
    return _t494

# <rulerun alienz.rules: play #173 2f748921>
def _loop(st, _t456):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t479 = (_k440 or ())
    st.budget -= len(_t479)
    if st.budget < 0: _spent441(st)
    _t483 = _NOT_YET
    _t485 = _NOT_YET
    _t488 = _NOT_YET
    _t490 = _NOT_YET
    _t502 = _NOT_YET
    _t504 = _NOT_YET
    _t481 = 0
    for _t480 in _t479:
        if (((_t486 if (_t486 := _memo6.get((_t456, _t480,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t480,), ((_t483 if _t483 is not _NOT_YET else (_t483 := ([_c442[_x] for _x in _t482] if (_t482 := st.zones[(11 + _t456)]) is not _NOT_YET else None))).count(_t480) + (_t485 if _t485 is not _NOT_YET else (_t485 := ([_c443[_x] for _x in _t484] if (_t484 := st.zones[(15 + _t456)]) is not _NOT_YET else None))).count(_t480)))) > 0) and ((_t491 if (_t491 := _memo6.get((_t456, _t480,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t480,), ((_t488 if _t488 is not _NOT_YET else (_t488 := ([_c442[_x] for _x in _t487] if (_t487 := st.zones[(11 + _t456)]) is not _NOT_YET else None))).count(_t480) + (_t490 if _t490 is not _NOT_YET else (_t490 := ([_c443[_x] for _x in _t489] if (_t489 := st.zones[(15 + _t456)]) is not _NOT_YET else None))).count(_t480)))) == (_memo5[_t480] if _t480 in _memo5 else _memo5.setdefault(_t480, _a450(st, _t480))))):
            _t481 += (_t505 if (_t505 := _memo6.get((_t456, _t480,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t480,), ((_t502 if _t502 is not _NOT_YET else (_t502 := ([_c442[_x] for _x in _t501] if (_t501 := st.zones[(11 + _t456)]) is not _NOT_YET else None))).count(_t480) + (_t504 if _t504 is not _NOT_YET else (_t504 := ([_c443[_x] for _x in _t503] if (_t503 := st.zones[(15 + _t456)]) is not _NOT_YET else None))).count(_t480))))
    return _t481

# <rulerun alienz.rules: play #174 9983533e>
def _loop(st, _t507, _t515):
    _t518 = 0
    for _t517 in st.zones[(11 + _t515)]:
        if (_c458[_t517] == _t507):
            _t518 += 1
    return _t518

# <rulerun alienz.rules: play #175 ce1f3437>
def _loop(st, _t507, _t515):
    _t520 = 0
    for _t519 in st.zones[(15 + _t515)]:
        if (_c460[_t519] == _t507):
            _t520 += 1
    return _t520

# <rulerun alienz.rules: play #176 522c8b4c>
def _loop(st, _t456, _t507):
    _memo6 = st.memos[6]
    _t514 = (_k456 or ())
    st.budget -= len(_t514)
    if st.budget < 0: _spent457(st)
    for _t515 in _t514:
        if not (((_t515 == _t456) or ((_t521 if (_t521 := _memo6.get((_t515, _t507,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t515, _t507,), (_a459(st, _t507, _t515) + _a461(st, _t507, _t515)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #177 97623ec7>
def _loop(st, _t456):
    _memo6 = st.memos[6]
    _t506 = (_k452 or ())
    st.budget -= len(_t506)
    if st.budget < 0: _spent453(st)
    _t510 = _NOT_YET
    _t512 = _NOT_YET
    _t508 = 0
    for _t507 in _t506:
        if (((_t513 if (_t513 := _memo6.get((_t456, _t507,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t507,), ((_t510 if _t510 is not _NOT_YET else (_t510 := ([_c454[_x] for _x in _t509] if (_t509 := st.zones[(11 + _t456)]) is not _NOT_YET else None))).count(_t507) + (_t512 if _t512 is not _NOT_YET else (_t512 := ([_c455[_x] for _x in _t511] if (_t511 := st.zones[(15 + _t456)]) is not _NOT_YET else None))).count(_t507)))) > 0) and _a462(st, _t456, _t507)):
            _t508 += 1
    return _t508

# <rulerun alienz.rules: play #178 f34a9df9>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k387)
    _t404 = (_k388 or [])
    st.budget -= len(_t404)
    if st.budget < 0: _spent389(st)
    for _t403 in _t404:
        _i2[2] = _t403
        _st_vars[4 + _t403] = (((((2 * (len(_st_zones[(11 + _t403)]) + len(_st_zones[(15 + _t403)]))) - (2 * len(_st_zones[(3 + _t403)]))) + (_memo1[_t403] if _t403 in _memo1 else _memo1.setdefault(_t403, _a394(st, _t403)))) + (_memo3[_t403] if _t403 in _memo3 else _memo3.setdefault(_t403, _a406(st, _t403)))) + (_memo8[_t403] if _t403 in _memo8 else _memo8.setdefault(_t403, (5 * _a418(st, _t403)))))
    _t457 = (_k419 or [])
    st.budget -= len(_t457)
    if st.budget < 0: _spent389(st)
    for _t456 in _t457:
        _i2[5] = _t456
        _st_vars[0 + _t456] = (_t458 if -1000000000000000000 <= (_t458 := _st_vars[0 + _t456] + _st_vars[4 + _t456]) <= 1000000000000000000 else _beyond420(_t458))
        _i2[6] = ''
        _t460 = (_k421 or [])
        st.budget -= len(_t460)
        if st.budget < 0: _spent389(st)
        for _t459 in _t460:
            _i2[9] = _t459
            if not (((_t465 if (_t465 := _memo6.get((_t456, _t459,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t459,), (_a423(st, _t456, _t459) + _a425(st, _t456, _t459)))) > 0)): continue
            _i2[6] = _text426(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain427(_t459) + ' ' + _plain427((_t470 if (_t470 := _memo6.get((_t456, _t459,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t456, _t459,), (_a429(st, _t456, _t459) + _a431(st, _t456, _t459))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t456), "'s score pile:", _plain427(_i2[6]), '; queued aliens set aside: ', _plain427(len(_st_zones[(7 + _t456)]))]))
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t456), ' scores ', _plain427(_st_vars[4 + _t456]), ': +', _plain427((2 * (len(_st_zones[(11 + _t456)]) + len(_st_zones[(15 + _t456)])))), ' for ', _plain427((len(_st_zones[(11 + _t456)]) + len(_st_zones[(15 + _t456)]))), ' cards flown, -', _plain427((2 * len(_st_zones[(3 + _t456)]))), ' for ', _plain427(len(_st_zones[(3 + _t456)])), ' behind the screen, +', _plain427((_memo1[_t456] if _t456 in _memo1 else _memo1.setdefault(_t456, _a439(st, _t456)))), ' for colours, +', _plain427((_memo3[_t456] if _t456 in _memo3 else _memo3.setdefault(_t456, _a451(st, _t456)))), ' majorities, +', _plain427((_memo8[_t456] if _t456 in _memo8 else _memo8.setdefault(_t456, (5 * _a463(st, _t456))))), ' sole owner; total ', _plain427(_st_vars[0 + _t456])]))
    if _p464(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #179 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #180 4da81a59>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k468)

# <rulerun alienz.rules: round #181 4c801ce2>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k471)
            _r = _run472(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit473(_k474)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs475[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit470(_k, st, _d0): raise _Runaway469()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k477)

# <rulerun alienz.rules: turn #182 dca4b7fb>
def _loop(st):
    _t526 = []
    for _t525 in st.zones[20]:
        _t526.append(_c488[_t525])
    return _t526

# <rulerun alienz.rules: turn #183 ae5d3985>
def _loop(st):
    for _t533 in st.zones[22]:
        return _c496[_t533]
    return None

# <rulerun alienz.rules: turn #184 3615fa0a>
def _loop(st):
    _t536 = []
    for _t535 in st.zones[20]:
        _t536.append(_c498[_t535])
    return _t536

# <rulerun alienz.rules: turn #185 8edcbcec>
def _loop(st):
    for _t541 in st.zones[22]:
        return _c503[_t541]
    return None

# <rulerun alienz.rules: turn #186 675e2752>
def _loop(st):
    _t544 = []
    for _t543 in st.zones[20]:
        _t544.append(_c505[_t543])
    return _t544

# <rulerun alienz.rules: turn #187 7055e891>
def _loop(st):
    for _t546 in st.zones[22]:
        return _c507[_t546]
    return None

# <rulerun alienz.rules: turn #188 1f725945>
def _loop(st):
    _t549 = []
    for _t548 in st.zones[20]:
        _t549.append(_c509[_t548])
    return _t549

# <rulerun alienz.rules: turn #189 39be5381>
def _loop(st, L, _t531):
    _t538 = st.zones[(3 + L[0])]
    st.budget -= len(_t538)
    if st.budget < 0: _spent500(st)
    _t545 = _NOT_YET
    _t550 = _NOT_YET
    _t540 = 0
    for _t539 in _t538:
        if ((_t539 != _t531) and ((_c501[_t539] == _c502[_t531]) or (((_t545 if _t545 is not _NOT_YET else (_t545 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a504(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a506(st))))) else None))))) is not None) and (_c501[_t539] == (_t550 if _t550 is not _NOT_YET else (_t550 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a508(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a510(st))))) else None))))))))):
            _t540 += 1
    return _t540

# <rulerun alienz.rules: turn #190 2049f538>
def _loop(st):
    _t552 = []
    for _t551 in st.zones[20]:
        _t552.append(_c512[_t551])
    return _t552

# <rulerun alienz.rules: turn #191 93035168>
def _loop(st, L):
    _memo7 = st.memos[7]
    _t530 = st.zones[(3 + L[0])]
    st.budget -= len(_t530)
    if st.budget < 0: _spent494(st)
    _t537 = _NOT_YET
    _t553 = _NOT_YET
    for _t531 in _t530:
        if (_t554 if (_t554 := _memo7.get((L[0], _t531,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t531,), ((_c495[_t531] != (_t537 if _t537 is not _NOT_YET else (_t537 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a497(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a499(st))))) else None)))))) and (_a511(st, L, _t531) >= (_t553 if _t553 is not _NOT_YET else (_t553 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a513(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #192 7b59508c>
def _loop(st):
    _t556 = []
    for _t555 in st.zones[20]:
        _t556.append(_c519[_t555])
    return _t556

# <rulerun alienz.rules: turn #193 cb486032>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo10 = st.memos[10]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run480(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range481(1, L[1]) or []); L[3] = 0
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
            _t522 = L[0]
            _t523 = len(_o)
            if not _t523: _no_option483(_t522, 'alien to take')
            if _t523 <= 1 and _st_log is None:
                L[5] = _o[0] if _t523 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t524 = st.chooser(_t523, _t522)
                else:
                    _t524 = _st_bits(_t523.bit_length())
                    while _t524 >= _t523: _t524 = _st_bits(_t523.bit_length())
                L[5] = _o[_t524]; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t524)
            elif _st_log is None: _pend485(st, L, _o[:], _t522); return True
            elif _decide486(st, L, _o[:], _t522): return True
            pc = 4
        if pc == 4:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit479(_k, st, _d0): raise _Runaway478()
            continue
        if pc == 6:
            if ('queueing' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a489(st))))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t527 = L[0]
            _t528 = len(_o) + 1
            if _t528 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[6] = _o[_t529 - 1] if _t529 else None; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t529)
            elif _st_log is None: _pend491(st, L, [None] + _o, _t527); return True
            elif _decide492(st, L, _o[:], _t527): return True
            pc = 8
        if pc == 8:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a514(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d515(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d516(st, [_c517[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d518(st, [L[0], _c517[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a520(st))))) else 2))) else [])) or [])
            fr[1] = 11
            _t557 = L[0]
            _t558 = len(_o)
            if not _t558: _no_option483(_t557, 'flight this turn')
            if _t558 <= 1 and _st_log is None:
                L[7] = _o[0] if _t558 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t559 = st.chooser(_t558, _t557)
                else:
                    _t559 = _st_bits(_t558.bit_length())
                    while _t559 >= _t558: _t559 = _st_bits(_t558.bit_length())
                L[7] = _o[_t559]; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t559)
            elif _st_log is None: _pend522(st, L, _o, _t557); return True
            elif _decide523(st, L, _o, _t557): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit524(_k525)
            fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs526[3](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit524(_k527)
            fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs526[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run529(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k530)

# <rulerun alienz.rules: private_flight #194 0e07af4e>
def _loop(st):
    for _t561 in st.zones[22]:
        return _c534[_t561]
    return None

# <rulerun alienz.rules: private_flight #195 5f558c6e>
def _loop(st):
    _t564 = []
    for _t563 in st.zones[20]:
        _t564.append(_c536[_t563])
    return _t564

# <rulerun alienz.rules: private_flight #196 7a8d26e4>
def _loop(st):
    for _t569 in st.zones[22]:
        return _c541[_t569]
    return None

# <rulerun alienz.rules: private_flight #197 95b4fa66>
def _loop(st):
    _t572 = []
    for _t571 in st.zones[20]:
        _t572.append(_c543[_t571])
    return _t572

# <rulerun alienz.rules: private_flight #198 f657cc74>
def _loop(st):
    for _t574 in st.zones[22]:
        return _c545[_t574]
    return None

# <rulerun alienz.rules: private_flight #199 046f0aac>
def _loop(st):
    _t577 = []
    for _t576 in st.zones[20]:
        _t577.append(_c547[_t576])
    return _t577

# <rulerun alienz.rules: private_flight #200 db7c8e7d>
def _loop(st, L, _t560):
    _t566 = st.zones[(3 + L[0])]
    st.budget -= len(_t566)
    if st.budget < 0: _spent538(st)
    _t573 = _NOT_YET
    _t578 = _NOT_YET
    _t568 = 0
    for _t567 in _t566:
        if ((_t567 != _t560) and ((_c539[_t567] == _c540[_t560]) or (((_t573 if _t573 is not _NOT_YET else (_t573 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a542(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a544(st))))) else None))))) is not None) and (_c539[_t567] == (_t578 if _t578 is not _NOT_YET else (_t578 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a546(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a548(st))))) else None))))))))):
            _t568 += 1
    return _t568

# <rulerun alienz.rules: private_flight #201 cbac95ad>
def _loop(st):
    _t580 = []
    for _t579 in st.zones[20]:
        _t580.append(_c550[_t579])
    return _t580

# <rulerun alienz.rules: private_flight #202 76683e4e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t565 = _NOT_YET
            _t581 = _NOT_YET
            _o = []
            for _t560 in st.zones[(3 + L[0])]:
                if (_t582 if (_t582 := _memo7.get((L[0], _t560,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t560,), ((_c533[_t560] != (_t565 if _t565 is not _NOT_YET else (_t565 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a535(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a537(st))))) else None)))))) and (_a549(st, L, _t560) >= (_t581 if _t581 is not _NOT_YET else (_t581 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a551(st))))) else 2))))))): _o.append(_t560)
            fr[1] = 1
            _t583 = L[0]
            _t584 = len(_o)
            if not _t584: _no_option553(_t583, 'planet for a private flight')
            if _t584 <= 1 and _st_log is None:
                L[1] = _o[0] if _t584 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t585 = st.chooser(_t584, _t583)
                else:
                    _t585 = _st_bits(_t584.bit_length())
                    while _t585 >= _t584: _t585 = _st_bits(_t584.bit_length())
                L[1] = _o[_t585]; st.decisions += 1
                if st.thread_player is not None: _answered554(st, _t585)
            elif _st_log is None: _pend555(st, L, _o, _t583); return True
            elif _decide556(st, L, _o, _t583): return True
            pc = 1
        if pc == 1:
            _r = _run557(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit558(_k559)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs560[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k562)

# <rulerun alienz.rules: commercial_flight #203 4cc64be4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit566(_k567)
            fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs568[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o570[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit566(_k571)
            fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs568[7](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit564(_k, st, _d0): raise _Runaway563()
            continue
        if pc == 7:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k573)

# <rulerun alienz.rules: board_own #204 4fb8d009>
def _loop(st):
    _t587 = []
    for _t586 in st.zones[20]:
        _t587.append(_c578[_t586])
    return _t587

# <rulerun alienz.rules: board_own #205 c337ae5e>
def _loop(st):
    for _t589 in st.zones[22]:
        return _c581[_t589]
    return None

# <rulerun alienz.rules: board_own #206 843bd0e1>
def _loop(st):
    _t592 = []
    for _t591 in st.zones[20]:
        _t592.append(_c583[_t591])
    return _t592

# <rulerun alienz.rules: board_own #207 9e48a91d>
def _loop(st):
    for _t594 in st.zones[22]:
        return _c585[_t594]
    return None

# <rulerun alienz.rules: board_own #208 d3de2646>
def _loop(st):
    _t597 = []
    for _t596 in st.zones[20]:
        _t597.append(_c587[_t596])
    return _t597

# <rulerun alienz.rules: board_own #209 0f827726>
def _loop(st):
    for _t603 in st.zones[22]:
        return _c595[_t603]
    return None

# <rulerun alienz.rules: board_own #210 008cd5a6>
def _loop(st):
    _t606 = []
    for _t605 in st.zones[20]:
        _t606.append(_c597[_t605])
    return _t606

# <rulerun alienz.rules: board_own #211 ab3b9483>
def _loop(st):
    for _t608 in st.zones[22]:
        return _c599[_t608]
    return None

# <rulerun alienz.rules: board_own #212 e4a84e69>
def _loop(st):
    _t611 = []
    for _t610 in st.zones[20]:
        _t611.append(_c601[_t610])
    return _t611

# <rulerun alienz.rules: board_own #213 bac7a4d4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo10 = st.memos[10]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run576(st, L)
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
            _r = _run577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a579(st))))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t593 = _NOT_YET
            _t598 = _NOT_YET
            _o = []
            for _t588 in _st_zones[(3 + L[0])]:
                if ((_c580[_t588] == L[1]) or (((_t593 if _t593 is not _NOT_YET else (_t593 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a582(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a584(st))))) else None))))) is not None) and (_c580[_t588] == (_t598 if _t598 is not _NOT_YET else (_t598 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a586(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a588(st))))) else None)))))))): _o.append(_t588)
            fr[1] = 5
            _t599 = L[0]
            _t600 = len(_o)
            if not _t600: _no_option590(_t599, 'alien to fly')
            if _t600 <= 1 and _st_log is None:
                L[4] = _o[0] if _t600 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t601 = st.chooser(_t600, _t599)
                else:
                    _t601 = _st_bits(_t600.bit_length())
                    while _t601 >= _t600: _t601 = _st_bits(_t600.bit_length())
                L[4] = _o[_t601]; st.decisions += 1
                if st.thread_player is not None: _answered591(st, _t601)
            elif _st_log is None: _pend592(st, L, _o, _t599); return True
            elif _decide593(st, L, _o, _t599): return True
            pc = 5
        if pc == 5:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t607 = _NOT_YET
            _t612 = _NOT_YET
            _o = []
            for _t602 in _st_zones[(3 + L[0])]:
                if ((_c580[_t602] == L[1]) or (((_t607 if _t607 is not _NOT_YET else (_t607 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a596(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a598(st))))) else None))))) is not None) and (_c580[_t602] == (_t612 if _t612 is not _NOT_YET else (_t612 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a600(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a602(st))))) else None)))))))): _o.append(_t602)
            fr[1] = 8
            _t613 = L[0]
            _t614 = len(_o) + 1
            if _t614 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t615 = st.chooser(_t614, _t613)
                else:
                    _t615 = _st_bits(_t614.bit_length())
                    while _t615 >= _t614: _t615 = _st_bits(_t614.bit_length())
                L[5] = _o[_t615 - 1] if _t615 else None; st.decisions += 1
                if st.thread_player is not None: _answered591(st, _t615)
            elif _st_log is None: _pend604(st, L, [None] + _o, _t613); return True
            elif _decide605(st, L, _o, _t613): return True
            pc = 8
        if pc == 8:
            _r = _run606(st, L)
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
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit575(_k, st, _d0): raise _Runaway574()
            continue
        if pc == 14:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k609)

# <rulerun alienz.rules: board_queue #214 b8f9b354>
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

# <rulerun alienz.rules: join #215 a4596424>
def _loop(st):
    for _t617 in st.zones[22]:
        return _c618[_t617]
    return None

# <rulerun alienz.rules: join #216 79deceff>
def _loop(st):
    _t620 = []
    for _t619 in st.zones[20]:
        _t620.append(_c620[_t619])
    return _t620

# <rulerun alienz.rules: join #217 cf2929da>
def _loop(st):
    for _t622 in st.zones[22]:
        return _c622[_t622]
    return None

# <rulerun alienz.rules: join #218 de357e15>
def _loop(st):
    _t625 = []
    for _t624 in st.zones[20]:
        _t625.append(_c624[_t624])
    return _t625

# <rulerun alienz.rules: join #219 6dcb413c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run616(st, L)
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
            _t621 = _NOT_YET
            _t626 = _NOT_YET
            _o = []
            for _t616 in st.zones[(3 + L[0])]:
                if ((_c617[_t616] == L[1]) or (((_t621 if _t621 is not _NOT_YET else (_t621 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a619(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a621(st))))) else None))))) is not None) and (_c617[_t616] == (_t626 if _t626 is not _NOT_YET else (_t626 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a623(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a625(st))))) else None)))))))): _o.append(_t616)
            fr[1] = 3
            _t627 = L[0]
            _t628 = len(_o) + 1
            if _t628 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t629 = st.chooser(_t628, _t627)
                else:
                    _t629 = _st_bits(_t628.bit_length())
                    while _t629 >= _t628: _t629 = _st_bits(_t628.bit_length())
                L[3] = _o[_t629 - 1] if _t629 else None; st.decisions += 1
                if st.thread_player is not None: _answered627(st, _t629)
            elif _st_log is None: _pend628(st, L, [None] + _o, _t627); return True
            elif _decide629(st, L, _o, _t627): return True
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
            _r = _run630(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 8:
            _r = _run631(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k632)

# <rulerun alienz.rules: refill #220 1b8d6589>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run635(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k636)

# <rulerun alienz.rules: surface #221 b5315c90>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k640)

# <rulerun alienz.rules: reveal_event #222 c5301d78>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run643(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k644)

# <rulerun alienz.rules: resolve_events #223 974a27da>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run647(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k648)

# <rulerun alienz.rules: take_effect #224 32b45428>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run651(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k652)

# <rulerun alienz.rules: storm_flip #225 4f0b8de6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k656)

# <rulerun alienz.rules: scoring #226 36ef6144>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run659(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k660)

# <rulerun alienz.rules: play #227 ea148e87>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run663(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit664(_k665)
            fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs666[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run667(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit662(_k, st, _d0): raise _Runaway661()
            continue
        if pc == 5:
            fr[1] = 6
            if _step668(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k669)

# <rulerun alienz.rules: turn #228 9c4a49e3>
def _loop(st):
    _t632 = []
    for _t631 in st.zones[20]:
        _t632.append(_c682[_t631])
    return _t632

# <rulerun alienz.rules: turn #229 5d751485>
def _loop(st):
    _t645 = []
    for _t644 in st.zones[20]:
        _t645.append(_c692[_t644])
    return _t645

# <rulerun alienz.rules: turn #230 9ffc42a9>
def _loop(st):
    for _t659 in st.zones[22]:
        return _c700[_t659]
    return None

# <rulerun alienz.rules: turn #231 3815b5b6>
def _loop(st):
    _t662 = []
    for _t661 in st.zones[20]:
        _t662.append(_c702[_t661])
    return _t662

# <rulerun alienz.rules: turn #232 e9379b13>
def _loop(st):
    for _t667 in st.zones[22]:
        return _c707[_t667]
    return None

# <rulerun alienz.rules: turn #233 19ee29e1>
def _loop(st):
    _t670 = []
    for _t669 in st.zones[20]:
        _t670.append(_c709[_t669])
    return _t670

# <rulerun alienz.rules: turn #234 fd1babea>
def _loop(st):
    for _t672 in st.zones[22]:
        return _c711[_t672]
    return None

# <rulerun alienz.rules: turn #235 aca6495d>
def _loop(st):
    _t675 = []
    for _t674 in st.zones[20]:
        _t675.append(_c713[_t674])
    return _t675

# <rulerun alienz.rules: turn #236 bcbd96de>
def _loop(st, L, _t657):
    _t664 = st.zones[(3 + L[0])]
    st.budget -= len(_t664)
    if st.budget < 0: _spent704(st)
    _t671 = _NOT_YET
    _t676 = _NOT_YET
    _t666 = 0
    for _t665 in _t664:
        if ((_t665 != _t657) and ((_c705[_t665] == _c706[_t657]) or (((_t671 if _t671 is not _NOT_YET else (_t671 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a708(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a710(st))))) else None))))) is not None) and (_c705[_t665] == (_t676 if _t676 is not _NOT_YET else (_t676 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a712(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a714(st))))) else None))))))))):
            _t666 += 1
    return _t666

# <rulerun alienz.rules: turn #237 2d0e8e6e>
def _loop(st):
    _t678 = []
    for _t677 in st.zones[20]:
        _t678.append(_c716[_t677])
    return _t678

# <rulerun alienz.rules: turn #238 7b6ff5f6>
def _loop(st, L):
    _l0 = L[0]
    _memo7 = st.memos[7]
    _t656 = st.zones[(3 + _l0)]
    st.budget -= len(_t656)
    if st.budget < 0: _spent698(st)
    _t663 = _NOT_YET
    _t679 = _NOT_YET
    for _t657 in _t656:
        if (_t680 if (_t680 := _memo7.get((_l0, _t657,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t657,), ((_c699[_t657] != (_t663 if _t663 is not _NOT_YET else (_t663 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a701(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a703(st))))) else None)))))) and (_a715(st, L, _t657) >= (_t679 if _t679 is not _NOT_YET else (_t679 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a717(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #239 03b91380>
def _loop(st):
    _t682 = []
    for _t681 in st.zones[20]:
        _t682.append(_c723[_t681])
    return _t682

# <rulerun alienz.rules: turn #240 0ccb5071>
def _loop(st):
    for _t688 in st.zones[22]:
        return _c728[_t688]
    return None

# <rulerun alienz.rules: turn #241 5c94b71e>
def _loop(st):
    _t691 = []
    for _t690 in st.zones[20]:
        _t691.append(_c730[_t690])
    return _t691

# <rulerun alienz.rules: turn #242 b7664338>
def _loop(st):
    for _t696 in st.zones[22]:
        return _c735[_t696]
    return None

# <rulerun alienz.rules: turn #243 0ef5294b>
def _loop(st):
    _t699 = []
    for _t698 in st.zones[20]:
        _t699.append(_c737[_t698])
    return _t699

# <rulerun alienz.rules: turn #244 b92c3e35>
def _loop(st):
    for _t701 in st.zones[22]:
        return _c739[_t701]
    return None

# <rulerun alienz.rules: turn #245 4bb2d1d8>
def _loop(st):
    _t704 = []
    for _t703 in st.zones[20]:
        _t704.append(_c741[_t703])
    return _t704

# <rulerun alienz.rules: turn #246 cb00d520>
def _loop(st, _i3l0, _t687):
    _t693 = st.zones[(3 + _i3l0)]
    st.budget -= len(_t693)
    if st.budget < 0: _spent732(st)
    _t700 = _NOT_YET
    _t705 = _NOT_YET
    _t695 = 0
    for _t694 in _t693:
        if ((_t694 != _t687) and ((_c733[_t694] == _c734[_t687]) or (((_t700 if _t700 is not _NOT_YET else (_t700 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a736(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a738(st))))) else None))))) is not None) and (_c733[_t694] == (_t705 if _t705 is not _NOT_YET else (_t705 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a740(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a742(st))))) else None))))))))):
            _t695 += 1
    return _t695

# <rulerun alienz.rules: turn #247 8f903c38>
def _loop(st):
    _t707 = []
    for _t706 in st.zones[20]:
        _t707.append(_c744[_t706])
    return _t707

# <rulerun alienz.rules: turn #248 be4a0832>
def _loop(st):
    _t719 = []
    for _t718 in st.zones[20]:
        _t719.append(_c750[_t718])
    return _t719

# <rulerun alienz.rules: turn #249 3a980faa>
def _loop(st):
    for _t722 in st.zones[22]:
        return _c753[_t722]
    return None

# <rulerun alienz.rules: turn #250 d646c8f8>
def _loop(st):
    _t725 = []
    for _t724 in st.zones[20]:
        _t725.append(_c755[_t724])
    return _t725

# <rulerun alienz.rules: turn #251 2ec59811>
def _loop(st):
    for _t727 in st.zones[22]:
        return _c757[_t727]
    return None

# <rulerun alienz.rules: turn #252 f01dd759>
def _loop(st):
    _t730 = []
    for _t729 in st.zones[20]:
        _t730.append(_c759[_t729])
    return _t730

# <rulerun alienz.rules: turn #253 1f94ffc0>
def _loop(st):
    for _t737 in st.zones[22]:
        return _c764[_t737]
    return None

# <rulerun alienz.rules: turn #254 f2bfd451>
def _loop(st):
    _t740 = []
    for _t739 in st.zones[20]:
        _t740.append(_c766[_t739])
    return _t740

# <rulerun alienz.rules: turn #255 c1e23a78>
def _loop(st):
    for _t742 in st.zones[22]:
        return _c768[_t742]
    return None

# <rulerun alienz.rules: turn #256 9f9125b4>
def _loop(st):
    _t745 = []
    for _t744 in st.zones[20]:
        _t745.append(_c770[_t744])
    return _t745

# <rulerun alienz.rules: board_own #257 84c7d7a6>
def _loop(st):
    _t757 = []
    for _t756 in st.zones[20]:
        _t757.append(_c777[_t756])
    return _t757

# <rulerun alienz.rules: board_own #258 2cce8645>
def _loop(st):
    for _t760 in st.zones[22]:
        return _c780[_t760]
    return None

# <rulerun alienz.rules: board_own #259 d718e6b5>
def _loop(st):
    _t763 = []
    for _t762 in st.zones[20]:
        _t763.append(_c782[_t762])
    return _t763

# <rulerun alienz.rules: board_own #260 7865a5d8>
def _loop(st):
    for _t765 in st.zones[22]:
        return _c784[_t765]
    return None

# <rulerun alienz.rules: board_own #261 8dbc5ac4>
def _loop(st):
    _t768 = []
    for _t767 in st.zones[20]:
        _t768.append(_c786[_t767])
    return _t768

# <rulerun alienz.rules: board_own #262 f0c0cd8a>
def _loop(st):
    for _t775 in st.zones[22]:
        return _c793[_t775]
    return None

# <rulerun alienz.rules: board_own #263 86ce9e76>
def _loop(st):
    _t778 = []
    for _t777 in st.zones[20]:
        _t778.append(_c795[_t777])
    return _t778

# <rulerun alienz.rules: board_own #264 22c4513b>
def _loop(st):
    for _t780 in st.zones[22]:
        return _c797[_t780]
    return None

# <rulerun alienz.rules: board_own #265 76800515>
def _loop(st):
    _t783 = []
    for _t782 in st.zones[20]:
        _t783.append(_c799[_t782])
    return _t783

# <rulerun alienz.rules: board_own #266 playout 72f92da0>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent776(st)
        L[3] = None
        if (L[2] < (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a778(st))))) else 2)):
            _t764 = _NOT_YET
            _t769 = _NOT_YET
            _t758 = []
            for _t759 in _st_zones[(3 + _l0)]:
                if ((_c779[_t759] == _l1) or (((_t764 if _t764 is not _NOT_YET else (_t764 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a781(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a783(st))))) else None))))) is not None) and (_c779[_t759] == (_t769 if _t769 is not _NOT_YET else (_t769 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a785(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a787(st))))) else None)))))))): _t758.append(_t759)
            _t770 = _l0
            _t771 = len(_t758)
            if not _t771: _no_option790(_t770, 'alien to fly')
            if _t771 <= 1 and _st_log is None:
                L[4] = _t758[0] if _t771 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t772 = st.chooser(_t771, _t770)
                else:
                    _t772 = _st_bits(_t771.bit_length())
                    while _t772 >= _t771: _t772 = _st_bits(_t771.bit_length())
                L[4] = _t758[_t772]; st.decisions += 1
            elif _st_log is None: _pend791(st, L, _t758, _t770); raise _PlayoutCut788()
            elif _decide792(st, L, _t758, _t770): raise _PlayoutCut788()
            L[3] = L[4]
        else:
            _t779 = _NOT_YET
            _t784 = _NOT_YET
            _t773 = []
            for _t774 in _st_zones[(3 + _l0)]:
                if ((_c779[_t774] == _l1) or (((_t779 if _t779 is not _NOT_YET else (_t779 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a794(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a796(st))))) else None))))) is not None) and (_c779[_t774] == (_t784 if _t784 is not _NOT_YET else (_t784 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a798(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a800(st))))) else None)))))))): _t773.append(_t774)
            _t785 = _l0
            _t786 = len(_t773) + 1
            if _t786 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t787 = st.chooser(_t786, _t785)
                else:
                    _t787 = _st_bits(_t786.bit_length())
                    while _t787 >= _t786: _t787 = _st_bits(_t786.bit_length())
                L[5] = _t773[_t787 - 1] if _t787 else None; st.decisions += 1
            elif _st_log is None: _pend802(st, L, [None] + _t773, _t785); raise _PlayoutCut788()
            elif _decide803(st, L, _t773, _t785): raise _PlayoutCut788()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t788 = L[3]
        _t789 = (11 + _l0)
        if type(_t788) is int and _st_log is None:
            _t790 = _st_zones[(_t791 := _st_loc[_t788])]
            if _t790[-1] == _t788: _t790.pop()
            else: _t790.remove(_t788)
            _st_zones[_t789].append(_t788); _st_loc[_t788] = _t789
            _t792 = _leaving805[_t791]
            if _memo0 and _t792 & 1: _memo0.clear()
            if _memo2 and _t792 & 4: _memo2.clear()
            if _memo4 and _t792 & 16: _memo4.clear()
            if _memo7 and _t792 & 128: _memo7.clear()
            if _memo9 and _t792 & 512: _memo9.clear()
            if _memo10 and _t792 & 1024: _memo10.clear()
        elif _t788 is not None:
            _move_cards804(st, _t788, _t789, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t793 if -1000000000000000000 <= (_t793 := L[2] + 1) <= 1000000000000000000 else _beyond806(_t793))
    if _st_log is not None: _st_log.append(_Text810(_audience807(st), [_PlayerRef808(_l0), ' flies ', _plain809(L[2]), ' ', _plain809(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain809(_l1), ' planet']))

# <rulerun alienz.rules: turn #267 77ef52c0>
def _loop(st):
    for _t799 in st.zones[22]:
        return _c813[_t799]
    return None

# <rulerun alienz.rules: turn #268 89499908>
def _loop(st):
    _t802 = []
    for _t801 in st.zones[20]:
        _t802.append(_c815[_t801])
    return _t802

# <rulerun alienz.rules: turn #269 2bef78c8>
def _loop(st):
    for _t804 in st.zones[22]:
        return _c817[_t804]
    return None

# <rulerun alienz.rules: turn #270 ab3cec35>
def _loop(st):
    _t807 = []
    for _t806 in st.zones[20]:
        _t807.append(_c819[_t806])
    return _t807

# <rulerun alienz.rules: private_flight #271 56d4e8be>
def _loop(st):
    for _t815 in st.zones[22]:
        return _c823[_t815]
    return None

# <rulerun alienz.rules: private_flight #272 c08a1bbe>
def _loop(st):
    _t818 = []
    for _t817 in st.zones[20]:
        _t818.append(_c825[_t817])
    return _t818

# <rulerun alienz.rules: private_flight #273 9feef91b>
def _loop(st):
    for _t823 in st.zones[22]:
        return _c830[_t823]
    return None

# <rulerun alienz.rules: private_flight #274 447a71e5>
def _loop(st):
    _t826 = []
    for _t825 in st.zones[20]:
        _t826.append(_c832[_t825])
    return _t826

# <rulerun alienz.rules: private_flight #275 5815a2d0>
def _loop(st):
    for _t828 in st.zones[22]:
        return _c834[_t828]
    return None

# <rulerun alienz.rules: private_flight #276 a2ac9ff2>
def _loop(st):
    _t831 = []
    for _t830 in st.zones[20]:
        _t831.append(_c836[_t830])
    return _t831

# <rulerun alienz.rules: private_flight #277 250b3c9d>
def _loop(st, L, _t814):
    _t820 = st.zones[(3 + L[0])]
    st.budget -= len(_t820)
    if st.budget < 0: _spent827(st)
    _t827 = _NOT_YET
    _t832 = _NOT_YET
    _t822 = 0
    for _t821 in _t820:
        if ((_t821 != _t814) and ((_c828[_t821] == _c829[_t814]) or (((_t827 if _t827 is not _NOT_YET else (_t827 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a831(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a833(st))))) else None))))) is not None) and (_c828[_t821] == (_t832 if _t832 is not _NOT_YET else (_t832 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a835(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a837(st))))) else None))))))))):
            _t822 += 1
    return _t822

# <rulerun alienz.rules: private_flight #278 979ef610>
def _loop(st):
    _t834 = []
    for _t833 in st.zones[20]:
        _t834.append(_c839[_t833])
    return _t834

# <rulerun alienz.rules: private_flight #279 47c70892>
def _loop(st):
    for _t850 in st.zones[22]:
        return _c855[_t850]
    return None

# <rulerun alienz.rules: private_flight #280 88c4d88d>
def _loop(st):
    _t853 = []
    for _t852 in st.zones[20]:
        _t853.append(_c857[_t852])
    return _t853

# <rulerun alienz.rules: private_flight #281 0a48a250>
def _loop(st):
    for _t855 in st.zones[22]:
        return _c859[_t855]
    return None

# <rulerun alienz.rules: private_flight #282 8d1df36e>
def _loop(st):
    _t858 = []
    for _t857 in st.zones[20]:
        _t858.append(_c861[_t857])
    return _t858

# <rulerun alienz.rules: private_flight #283 playout 0f19e36e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent821(st)
    _t819 = _NOT_YET
    _t835 = _NOT_YET
    _t813 = []
    for _t814 in _st_zones[(3 + _l0)]:
        if (_t836 if (_t836 := _memo7.get((_l0, _t814,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t814,), ((_c822[_t814] != (_t819 if _t819 is not _NOT_YET else (_t819 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a824(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a826(st))))) else None)))))) and (_a838(st, L, _t814) >= (_t835 if _t835 is not _NOT_YET else (_t835 := (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a840(st))))) else 2))))))): _t813.append(_t814)
    _t837 = _l0
    _t838 = len(_t813)
    if not _t838: _no_option843(_t837, 'planet for a private flight')
    if _t838 <= 1 and _st_log is None:
        L[1] = _t813[0] if _t838 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t839 = st.chooser(_t838, _t837)
        else:
            _t839 = _st_bits(_t838.bit_length())
            while _t839 >= _t838: _t839 = _st_bits(_t838.bit_length())
        L[1] = _t813[_t839]; st.decisions += 1
    elif _st_log is None: _pend844(st, L, _t813, _t837); raise _PlayoutCut841()
    elif _decide845(st, L, _t813, _t837): raise _PlayoutCut841()
    L[2] = _c822[L[1]]
    _t840 = L[1]
    _t841 = (15 + _l0)
    if type(_t840) is int and _st_log is None:
        _t842 = _st_zones[(_t843 := _st_loc[_t840])]
        if _t842[-1] == _t840: _t842.pop()
        else: _t842.remove(_t840)
        _st_zones[_t841].append(_t840); _st_loc[_t840] = _t841
        _t844 = _leaving847[_t843]
        if _memo0 and _t844 & 1: _memo0.clear()
        if _memo2 and _t844 & 4: _memo2.clear()
        if _memo4 and _t844 & 16: _memo4.clear()
        if _memo7 and _t844 & 128: _memo7.clear()
        if _memo9 and _t844 & 512: _memo9.clear()
        if _memo10 and _t844 & 1024: _memo10.clear()
    elif _t840 is not None:
        _move_cards846(st, _t840, _t841, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text851(_audience848(st), [_PlayerRef849(_l0), ' opens a private flight to the ', _plain850(L[2]), ' planet']))
    if _p852(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t846 = (_k853 or [])
    st.budget -= len(_t846)
    if st.budget < 0: _spent821(st)
    for _t845 in _t846:
        _i6[3] = _t845
        _t848 = _st_zones[(7 + _t845)]
        st.budget -= len(_t848)
        if st.budget < 0: _spent821(st)
        _t854 = _NOT_YET
        _t859 = _NOT_YET
        _t847 = []
        for _t849 in _t848:
            if ((_c854[_t849] == _i6l0) or (((_t854 if _t854 is not _NOT_YET else (_t854 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a856(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a858(st))))) else None))))) is not None) and (_c854[_t849] == (_t859 if _t859 is not _NOT_YET else (_t859 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a860(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a862(st))))) else None)))))))):
                _t847.append(_t849)
        _i6[4] = _t847
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text851(_audience848(st), [_PlayerRef849(_t845), "'s queued aliens board the flight"]))
            _t860 = _i6[4]
            _t861 = (11 + _t845)
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
                if _memo10: _memo10.clear()
            elif _t860 is not None:
                _move_cards846(st, _t860, _t861, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text851(_audience848(st), ['The flight to the ', _plain850(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #284 7cb92710>
def _loop(st):
    _t875 = 0
    for _t874 in st.zones[0]:
        if (_c884[_t874] is not None):
            _t875 += 1
    return _t875

# <rulerun alienz.rules: reveal_event #285 1daacbd1>
def _loop(st):
    _t877 = 0
    for _t876 in st.zones[0]:
        if (_c888[_t876] is not None):
            _t877 += 1
    return _t877

# <rulerun alienz.rules: storm_flip #286 playout 80fb7dea>
def _native(st, L, _d=0):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit903(_k904)
    st.budget -= 1
    if st.budget < 0: _spent905(st)
    if _p906[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t892 = L[0]
    _t893 = 22
    if type(_t892) is int and _st_log is None:
        _t894 = _st_zones[(_t895 := _st_loc[_t892])]
        if _t894[-1] == _t892: _t894.pop()
        else: _t894.remove(_t892)
        _st_zones[_t893].append(_t892); _st_loc[_t892] = _t893
        _t896 = _leaving908[_t895]
        if _memo0 and _t896 & 1: _memo0.clear()
        if _memo1 and _t896 & 2: _memo1.clear()
        if _memo2 and _t896 & 4: _memo2.clear()
        if _memo3 and _t896 & 8: _memo3.clear()
        if _memo5 and _t896 & 32: _memo5.clear()
        if _memo6 and _t896 & 64: _memo6.clear()
        if _memo8 and _t896 & 256: _memo8.clear()
        if _memo10 and _t896 & 1024: _memo10.clear()
    elif _t892 is not None:
        _move_cards907(st, _t892, _t893, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
    if _memo4: _memo4.clear()
    if _memo7: _memo7.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text912(_audience909(st), ['Asteroid Storm: flights to the ', _plain911(_c910[L[0]]), ' planet are forbidden and ', _plain911(_c910[L[0]]), ' aliens are wild']))
    if _p906[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #287 playout 4528a23d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit894(_k895)
    if (_c896[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text898(_audience897(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text898(_audience897(st), ['Clear Sky cancels ', _cards_ref899(st, _st_zones[20][:])]))
        _t878 = 20
        _t879 = 21
        if _st_log is None and _t878 != _t879:
            _t880 = _st_zones[_t878]; _st_zones[_t879] += _t880
            for _t881 in _t880: _st_loc[_t881] = _t879
            _t880.clear()
        else:
            _move_cards900(st, _st_zones[_t878][:], _t879, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        _t882 = _l0
        _t883 = 21
        if type(_t882) is int and _st_log is None:
            _t884 = _st_zones[(_t885 := _st_loc[_t882])]
            if _t884[-1] == _t882: _t884.pop()
            else: _t884.remove(_t882)
            _st_zones[_t883].append(_t882); _st_loc[_t882] = _t883
            _t886 = _leaving901[_t885]
            if _memo0 and _t886 & 1: _memo0.clear()
            if _memo1 and _t886 & 2: _memo1.clear()
            if _memo2 and _t886 & 4: _memo2.clear()
            if _memo3 and _t886 & 8: _memo3.clear()
            if _memo4 and _t886 & 16: _memo4.clear()
            if _memo5 and _t886 & 32: _memo5.clear()
            if _memo6 and _t886 & 64: _memo6.clear()
            if _memo7 and _t886 & 128: _memo7.clear()
            if _memo8 and _t886 & 256: _memo8.clear()
            if _memo9 and _t886 & 512: _memo9.clear()
            if _memo10 and _t886 & 1024: _memo10.clear()
        elif _t882 is not None:
            _move_cards900(st, _t882, _t883, False)
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
            if _memo10: _memo10.clear()
        return 2
    _t887 = _l0
    _t888 = 20
    if type(_t887) is int and _st_log is None:
        _t889 = _st_zones[(_t890 := _st_loc[_t887])]
        if _t889[-1] == _t887: _t889.pop()
        else: _t889.remove(_t887)
        _st_zones[_t888].append(_t887); _st_loc[_t887] = _t888
        _t891 = _leaving902[_t890]
        if _memo1 and _t891 & 2: _memo1.clear()
        if _memo2 and _t891 & 4: _memo2.clear()
        if _memo3 and _t891 & 8: _memo3.clear()
        if _memo5 and _t891 & 32: _memo5.clear()
        if _memo6 and _t891 & 64: _memo6.clear()
        if _memo8 and _t891 & 256: _memo8.clear()
    elif _t887 is not None:
        _move_cards900(st, _t887, _t888, False)
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
    if _memo10: _memo10.clear()
    if (_c896[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text898(_audience897(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c896[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text898(_audience897(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c896[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text898(_audience897(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p913(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #288 playout 08a3aa87>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit891(_k892)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent893(st)
        if _p914(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #289 playout 1a8589b6>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit878(_k879)
    _t869 = _l0
    _t870 = 19
    if type(_t869) is int and _st_log is None:
        _t871 = _st_zones[(_t872 := _st_loc[_t869])]
        if _t871[-1] == _t869: _t871.pop()
        else: _t871.remove(_t869)
        _st_zones[_t870].append(_t869); _st_loc[_t869] = _t870
        _t873 = _leaving881[_t872]
        if _memo0 and _t873 & 1: _memo0.clear()
        if _memo1 and _t873 & 2: _memo1.clear()
        if _memo2 and _t873 & 4: _memo2.clear()
        if _memo3 and _t873 & 8: _memo3.clear()
        if _memo4 and _t873 & 16: _memo4.clear()
        if _memo5 and _t873 & 32: _memo5.clear()
        if _memo6 and _t873 & 64: _memo6.clear()
        if _memo7 and _t873 & 128: _memo7.clear()
        if _memo8 and _t873 & 256: _memo8.clear()
        if _memo9 and _t873 & 512: _memo9.clear()
        if _memo10 and _t873 & 1024: _memo10.clear()
    elif _t869 is not None:
        _move_cards880(st, _t869, _t870, False)
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
        if _memo10: _memo10.clear()
    if _st_log is not None: _st_log.append(_Text887(_audience882(st), ['Event revealed: ', _card_ref883(st, _l0), ' (', _plain886((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a885(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a889(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text887(_audience882(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text887(_audience882(st), ['The 5th event: the round ends']))
        raise _ExitTo890(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text887(_audience882(st), [_card_ref883(st, _l0), ' takes effect after the flight']))
        return 2
    if _p915(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #290 playout 00842997>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit874(_k875)
    while ((not not _st_zones[0]) and _d876(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent877(st)
        if _p916(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text920(_audience917(st), ['The deck shows the ', _plain919(_c918[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #291 abc56474>
def _loop(st):
    for _t902 in st.zones[22]:
        return _c925[_t902]
    return None

# <rulerun alienz.rules: commercial_flight #292 7a0154cf>
def _loop(st):
    _t905 = []
    for _t904 in st.zones[20]:
        _t905.append(_c927[_t904])
    return _t905

# <rulerun alienz.rules: commercial_flight #293 16890409>
def _loop(st):
    for _t907 in st.zones[22]:
        return _c929[_t907]
    return None

# <rulerun alienz.rules: commercial_flight #294 08b54381>
def _loop(st):
    _t910 = []
    for _t909 in st.zones[20]:
        _t910.append(_c931[_t909])
    return _t910

# <rulerun alienz.rules: commercial_flight #295 e2cda1a3>
def _loop(st):
    for _t919 in st.zones[22]:
        return _c934[_t919]
    return None

# <rulerun alienz.rules: commercial_flight #296 6c3419e6>
def _loop(st):
    _t922 = []
    for _t921 in st.zones[20]:
        _t922.append(_c936[_t921])
    return _t922

# <rulerun alienz.rules: commercial_flight #297 2fb1d494>
def _loop(st):
    for _t924 in st.zones[22]:
        return _c938[_t924]
    return None

# <rulerun alienz.rules: commercial_flight #298 9c054de4>
def _loop(st):
    _t927 = []
    for _t926 in st.zones[20]:
        _t927.append(_c940[_t926])
    return _t927

# <rulerun alienz.rules: commercial_flight #299 playout cfb8fdfc>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit864(_k865)
    st.budget -= 1
    if st.budget < 0: _spent866(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c867[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text871(_audience868(st), [_PlayerRef869(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain870(L[2]), ' planet']))
    _t864 = L[1]
    _t865 = (15 + _l0)
    if type(_t864) is int and _st_log is None:
        _t866 = _st_zones[(_t867 := _st_loc[_t864])]
        if _t866[-1] == _t864: _t866.pop()
        else: _t866.remove(_t864)
        _st_zones[_t865].append(_t864); _st_loc[_t864] = _t865
        _t868 = _leaving873[_t867]
        if _memo0 and _t868 & 1: _memo0.clear()
        if _memo2 and _t868 & 4: _memo2.clear()
        if _memo4 and _t868 & 16: _memo4.clear()
        if _memo7 and _t868 & 128: _memo7.clear()
        if _memo9 and _t868 & 512: _memo9.clear()
        if _memo10 and _t868 & 1024: _memo10.clear()
    elif _t864 is not None:
        _move_cards872(st, _t864, _t865, False)
        if _memo0: _memo0.clear()
        if _memo2: _memo2.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo8: _memo8.clear()
    if _p921(st, [], _d + 1) == 3: return 3
    if _p922(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t898 = (_k923 or [])
    st.budget -= len(_t898)
    if st.budget < 0: _spent866(st)
    for _t897 in _t898:
        _i7[3] = _t897
        _t900 = _st_zones[(7 + _t897)]
        st.budget -= len(_t900)
        if st.budget < 0: _spent866(st)
        _t906 = _NOT_YET
        _t911 = _NOT_YET
        _t899 = []
        for _t901 in _t900:
            if ((_c924[_t901] == _i7l0) or (((_t906 if _t906 is not _NOT_YET else (_t906 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a926(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a928(st))))) else None))))) is not None) and (_c924[_t901] == (_t911 if _t911 is not _NOT_YET else (_t911 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a930(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a932(st))))) else None)))))))):
                _t899.append(_t901)
        _i7[4] = _t899
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text871(_audience868(st), [_PlayerRef869(_t897), "'s queued aliens board the flight"]))
            _t912 = _i7[4]
            _t913 = (11 + _t897)
            if type(_t912) is list and _st_log is None:
                for _t914 in _t912:
                    _t915 = _st_zones[_st_loc[_t914]]
                    if _t915[-1] == _t914: _t915.pop()
                    else: _t915.remove(_t914)
                    _st_zones[_t913].append(_t914); _st_loc[_t914] = _t913
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t912 is not None:
                _move_cards872(st, _t912, _t913, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
    for _t916 in (_o933[_l0] or []):
        L[5] = _t916
        if not ((_t916 != _l0)): continue
        _i8l0 = _t916
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent866(st)
            _t923 = _NOT_YET
            _t928 = _NOT_YET
            _t917 = []
            for _t918 in _st_zones[(3 + _i8l0)]:
                if ((_c924[_t918] == _i8l1) or (((_t923 if _t923 is not _NOT_YET else (_t923 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a935(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a937(st))))) else None))))) is not None) and (_c924[_t918] == (_t928 if _t928 is not _NOT_YET else (_t928 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a939(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a941(st))))) else None)))))))): _t917.append(_t918)
            _t929 = _i8l0
            _t930 = len(_t917) + 1
            if _t930 == 1:
                _i8[3] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t931 = st.chooser(_t930, _t929)
                else:
                    _t931 = _st_bits(_t930.bit_length())
                    while _t931 >= _t930: _t931 = _st_bits(_t930.bit_length())
                _i8[3] = _t917[_t931 - 1] if _t931 else None; st.decisions += 1
            elif _st_log is None: _pend944(st, _i8, [None] + _t917, _t929); raise _PlayoutCut942()
            elif _decide945(st, _i8, _t917, _t929): raise _PlayoutCut942()
            if (_i8[3] is None):
                break
            _t932 = _i8[3]
            _t933 = (11 + _i8l0)
            if type(_t932) is int and _st_log is None:
                _t934 = _st_zones[(_t935 := _st_loc[_t932])]
                if _t934[-1] == _t932: _t934.pop()
                else: _t934.remove(_t932)
                _st_zones[_t933].append(_t932); _st_loc[_t932] = _t933
                _t936 = _leaving946[_t935]
                if _memo0 and _t936 & 1: _memo0.clear()
                if _memo2 and _t936 & 4: _memo2.clear()
                if _memo4 and _t936 & 16: _memo4.clear()
                if _memo7 and _t936 & 128: _memo7.clear()
                if _memo9 and _t936 & 512: _memo9.clear()
                if _memo10 and _t936 & 1024: _memo10.clear()
            elif _t932 is not None:
                _move_cards872(st, _t932, _t933, False)
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
            _i8[2] = (_t937 if -1000000000000000000 <= (_t937 := _i8[2] + 1) <= 1000000000000000000 else _beyond947(_t937))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text871(_audience868(st), [_PlayerRef869(_i8l0), ' joins the flight with ', _plain870(_i8[2]), ' ', _plain870(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text871(_audience868(st), [_PlayerRef869(_i8l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text871(_audience868(st), ['The flight to the ', _plain870(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text871(_audience868(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo948(1)
    if _p949(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #300 playout 99005920>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit951(_k952)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent953(st)
        _t940 = _st_zones[0]
        _t939 = (2 if False else 1)
        if st.log is None and _t940:
            _t938 = _t940.pop(); _st_zones[_t939].append(_t938); st.loc[_t938] = _t939
        elif _t940:
            _move_cards954(st, _t940[-1], _t939, False)
        if _memo2: _memo2.clear()
        if _p955(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #301 playout e4fd5d3a>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit674(_k675)
    st.budget -= 1
    if st.budget < 0: _spent676(st)
    _st_vars[10] = (_t630 if -1000000000000000000 <= (_t630 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond677(_t630))
    if _st_log is not None: _st_log.append(_Text681(_audience678(st), ['Turn ', _plain679(_st_vars[10]), ': ', _PlayerRef680(_l0)]))
    L[1] = (2 if ('rush_hour' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a683(st))))) else 1)
    _t634 = (_range684(1, L[1]) or [])
    st.budget -= len(_t634)
    if st.budget < 0: _spent676(st)
    for _t633 in _t634:
        L[4] = _t633
        _t635 = _st_zones[(2 if False else 1)]
        _t636 = _l0
        _t637 = len(_t635)
        if not _t637: _no_option687(_t636, 'alien to take')
        if _t637 <= 1 and _st_log is None:
            L[5] = _t635[0] if _t637 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t638 = st.chooser(_t637, _t636)
            else:
                _t638 = _st_bits(_t637.bit_length())
                while _t638 >= _t637: _t638 = _st_bits(_t637.bit_length())
            L[5] = _t635[_t638]; st.decisions += 1
        elif _st_log is None: _pend688(st, L, _t635[:], _t636); raise _PlayoutCut685()
        elif _decide689(st, L, _t635[:], _t636): raise _PlayoutCut685()
        _t639 = L[5]
        _t640 = (3 + _l0)
        if type(_t639) is int and _st_log is None:
            _t641 = _st_zones[(_t642 := _st_loc[_t639])]
            if _t641[-1] == _t639: _t641.pop()
            else: _t641.remove(_t639)
            _st_zones[_t640].append(_t639); _st_loc[_t639] = _t640
            _t643 = _leaving691[_t642]
            if _memo0 and _t643 & 1: _memo0.clear()
            if _memo1 and _t643 & 2: _memo1.clear()
            if _memo2 and _t643 & 4: _memo2.clear()
            if _memo3 and _t643 & 8: _memo3.clear()
            if _memo5 and _t643 & 32: _memo5.clear()
            if _memo6 and _t643 & 64: _memo6.clear()
            if _memo8 and _t643 & 256: _memo8.clear()
            if _memo9 and _t643 & 512: _memo9.clear()
            if _memo10 and _t643 & 1024: _memo10.clear()
        elif _t639 is not None:
            _move_cards690(st, _t639, _t640, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
    if ('queueing' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a693(st))))):
        _t646 = _st_zones[(3 + _l0)]
        _t647 = _l0
        _t648 = len(_t646) + 1
        if _t648 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t649 = st.chooser(_t648, _t647)
            else:
                _t649 = _st_bits(_t648.bit_length())
                while _t649 >= _t648: _t649 = _st_bits(_t648.bit_length())
            L[6] = _t646[_t649 - 1] if _t649 else None; st.decisions += 1
        elif _st_log is None: _pend695(st, L, [None] + _t646, _t647); raise _PlayoutCut685()
        elif _decide696(st, L, _t646[:], _t647): raise _PlayoutCut685()
        if (L[6] is not None):
            _t650 = L[6]
            _t651 = (7 + _l0)
            if type(_t650) is int and _st_log is None:
                _t652 = _st_zones[(_t653 := _st_loc[_t650])]
                if _t652[-1] == _t650: _t652.pop()
                else: _t652.remove(_t650)
                _st_zones[_t651].append(_t650); _st_loc[_t650] = _t651
                _t654 = _leaving697[_t653]
                if _memo0 and _t654 & 1: _memo0.clear()
                if _memo1 and _t654 & 2: _memo1.clear()
                if _memo2 and _t654 & 4: _memo2.clear()
                if _memo3 and _t654 & 8: _memo3.clear()
                if _memo4 and _t654 & 16: _memo4.clear()
                if _memo5 and _t654 & 32: _memo5.clear()
                if _memo6 and _t654 & 64: _memo6.clear()
                if _memo7 and _t654 & 128: _memo7.clear()
                if _memo8 and _t654 & 256: _memo8.clear()
                if _memo9 and _t654 & 512: _memo9.clear()
                if _memo10 and _t654 & 1024: _memo10.clear()
            elif _t650 is not None:
                _move_cards690(st, _t650, _t651, False)
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
                if _memo10: _memo10.clear()
    _t655 = (((['no flight'] + (['private flight'] if _a718(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d719(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d720(st, [_c721[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d722(st, [_l0, _c721[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a724(st))))) else 2))) else [])) or [])
    _t683 = _l0
    _t684 = len(_t655)
    if not _t684: _no_option687(_t683, 'flight this turn')
    if _t684 <= 1 and _st_log is None:
        L[7] = _t655[0] if _t684 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t685 = st.chooser(_t684, _t683)
        else:
            _t685 = _st_bits(_t684.bit_length())
            while _t685 >= _t684: _t685 = _st_bits(_t684.bit_length())
        L[7] = _t655[_t685]; st.decisions += 1
    elif _st_log is None: _pend726(st, L, _t655, _t683); raise _PlayoutCut685()
    elif _decide727(st, L, _t655, _t683): raise _PlayoutCut685()
    if (L[7] == 'private flight'):
        if _p863(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p950(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text681(_audience678(st), [_PlayerRef680(_l0), ' does not fly']))
    if _p956(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #302 06df3d73>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k672)
            _r = _run673(st, L)
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
                if _p957(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit958(_k959)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs960[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run961(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit671(_k, st, _d0): raise _Runaway670()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k962)

# <rulerun alienz.rules: turn #303 0fcf0ead>
def _loop(st):
    _t945 = []
    for _t944 in st.zones[20]:
        _t945.append(_c973[_t944])
    return _t945

# <rulerun alienz.rules: turn #304 2aa0d5ce>
def _loop(st):
    for _t952 in st.zones[22]:
        return _c981[_t952]
    return None

# <rulerun alienz.rules: turn #305 7899e22e>
def _loop(st):
    _t955 = []
    for _t954 in st.zones[20]:
        _t955.append(_c983[_t954])
    return _t955

# <rulerun alienz.rules: turn #306 25d828f9>
def _loop(st):
    for _t960 in st.zones[22]:
        return _c988[_t960]
    return None

# <rulerun alienz.rules: turn #307 96f20153>
def _loop(st):
    _t963 = []
    for _t962 in st.zones[20]:
        _t963.append(_c990[_t962])
    return _t963

# <rulerun alienz.rules: turn #308 578d7740>
def _loop(st):
    for _t965 in st.zones[22]:
        return _c992[_t965]
    return None

# <rulerun alienz.rules: turn #309 0e2839b8>
def _loop(st):
    _t968 = []
    for _t967 in st.zones[20]:
        _t968.append(_c994[_t967])
    return _t968

# <rulerun alienz.rules: turn #310 b6d45f84>
def _loop(st, L, _t950):
    _t957 = st.zones[(3 + L[0])]
    st.budget -= len(_t957)
    if st.budget < 0: _spent985(st)
    _t964 = _NOT_YET
    _t969 = _NOT_YET
    _t959 = 0
    for _t958 in _t957:
        if ((_t958 != _t950) and ((_c986[_t958] == _c987[_t950]) or (((_t964 if _t964 is not _NOT_YET else (_t964 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a989(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a991(st))))) else None))))) is not None) and (_c986[_t958] == (_t969 if _t969 is not _NOT_YET else (_t969 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a993(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a995(st))))) else None))))))))):
            _t959 += 1
    return _t959

# <rulerun alienz.rules: turn #311 00fbdebe>
def _loop(st):
    _t971 = []
    for _t970 in st.zones[20]:
        _t971.append(_c997[_t970])
    return _t971

# <rulerun alienz.rules: turn #312 bb8f08d1>
def _loop(st, L):
    _memo7 = st.memos[7]
    _t949 = st.zones[(3 + L[0])]
    st.budget -= len(_t949)
    if st.budget < 0: _spent979(st)
    _t956 = _NOT_YET
    _t972 = _NOT_YET
    for _t950 in _t949:
        if (_t973 if (_t973 := _memo7.get((L[0], _t950,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t950,), ((_c980[_t950] != (_t956 if _t956 is not _NOT_YET else (_t956 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a982(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a984(st))))) else None)))))) and (_a996(st, L, _t950) >= (_t972 if _t972 is not _NOT_YET else (_t972 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a998(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #313 cf1f1791>
def _loop(st):
    _t975 = []
    for _t974 in st.zones[20]:
        _t975.append(_c1004[_t974])
    return _t975

# <rulerun alienz.rules: turn #314 e8097dbc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo10 = st.memos[10]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run965(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range966(1, L[1]) or []); L[3] = 0
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
            _t941 = L[0]
            _t942 = len(_o)
            if not _t942: _no_option968(_t941, 'alien to take')
            if _t942 <= 1 and _st_log is None:
                L[5] = _o[0] if _t942 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t943 = st.chooser(_t942, _t941)
                else:
                    _t943 = _st_bits(_t942.bit_length())
                    while _t943 >= _t942: _t943 = _st_bits(_t942.bit_length())
                L[5] = _o[_t943]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t943)
            elif _st_log is None: _pend970(st, L, _o[:], _t941); return True
            elif _decide971(st, L, _o[:], _t941): return True
            pc = 4
        if pc == 4:
            _r = _run972(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit964(_k, st, _d0): raise _Runaway963()
            continue
        if pc == 6:
            if ('queueing' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a974(st))))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t946 = L[0]
            _t947 = len(_o) + 1
            if _t947 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t948 = st.chooser(_t947, _t946)
                else:
                    _t948 = _st_bits(_t947.bit_length())
                    while _t948 >= _t947: _t948 = _st_bits(_t947.bit_length())
                L[6] = _o[_t948 - 1] if _t948 else None; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t948)
            elif _st_log is None: _pend976(st, L, [None] + _o, _t946); return True
            elif _decide977(st, L, _o[:], _t946): return True
            pc = 8
        if pc == 8:
            _r = _run978(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a999(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d1000(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d1001(st, [_c1002[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d1003(st, [L[0], _c1002[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1005(st))))) else 2))) else [])) or [])
            fr[1] = 11
            _t976 = L[0]
            _t977 = len(_o)
            if not _t977: _no_option968(_t976, 'flight this turn')
            if _t977 <= 1 and _st_log is None:
                L[7] = _o[0] if _t977 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t978 = st.chooser(_t977, _t976)
                else:
                    _t978 = _st_bits(_t977.bit_length())
                    while _t978 >= _t977: _t978 = _st_bits(_t977.bit_length())
                L[7] = _o[_t978]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t978)
            elif _st_log is None: _pend1007(st, L, _o, _t976); return True
            elif _decide1008(st, L, _o, _t976): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1009(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1010(_k1011)
                fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1012[3](st, _f): return True
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
                if _p1013(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1010(_k1014)
                fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1012[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run1015(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run1016(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1017)

# <rulerun alienz.rules: private_flight #315 20a03c61>
def _loop(st):
    for _t980 in st.zones[22]:
        return _c1021[_t980]
    return None

# <rulerun alienz.rules: private_flight #316 192c35a5>
def _loop(st):
    _t983 = []
    for _t982 in st.zones[20]:
        _t983.append(_c1023[_t982])
    return _t983

# <rulerun alienz.rules: private_flight #317 2a2add63>
def _loop(st):
    for _t988 in st.zones[22]:
        return _c1028[_t988]
    return None

# <rulerun alienz.rules: private_flight #318 903ee003>
def _loop(st):
    _t991 = []
    for _t990 in st.zones[20]:
        _t991.append(_c1030[_t990])
    return _t991

# <rulerun alienz.rules: private_flight #319 92838c1f>
def _loop(st):
    for _t993 in st.zones[22]:
        return _c1032[_t993]
    return None

# <rulerun alienz.rules: private_flight #320 cec73b70>
def _loop(st):
    _t996 = []
    for _t995 in st.zones[20]:
        _t996.append(_c1034[_t995])
    return _t996

# <rulerun alienz.rules: private_flight #321 0e3f38f7>
def _loop(st, L, _t979):
    _t985 = st.zones[(3 + L[0])]
    st.budget -= len(_t985)
    if st.budget < 0: _spent1025(st)
    _t992 = _NOT_YET
    _t997 = _NOT_YET
    _t987 = 0
    for _t986 in _t985:
        if ((_t986 != _t979) and ((_c1026[_t986] == _c1027[_t979]) or (((_t992 if _t992 is not _NOT_YET else (_t992 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1029(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1031(st))))) else None))))) is not None) and (_c1026[_t986] == (_t997 if _t997 is not _NOT_YET else (_t997 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1033(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1035(st))))) else None))))))))):
            _t987 += 1
    return _t987

# <rulerun alienz.rules: private_flight #322 b467c072>
def _loop(st):
    _t999 = []
    for _t998 in st.zones[20]:
        _t999.append(_c1037[_t998])
    return _t999

# <rulerun alienz.rules: private_flight #323 7c2c940a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t984 = _NOT_YET
            _t1000 = _NOT_YET
            _o = []
            for _t979 in st.zones[(3 + L[0])]:
                if (_t1001 if (_t1001 := _memo7.get((L[0], _t979,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t979,), ((_c1020[_t979] != (_t984 if _t984 is not _NOT_YET else (_t984 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1022(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1024(st))))) else None)))))) and (_a1036(st, L, _t979) >= (_t1000 if _t1000 is not _NOT_YET else (_t1000 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1038(st))))) else 2))))))): _o.append(_t979)
            fr[1] = 1
            _t1002 = L[0]
            _t1003 = len(_o)
            if not _t1003: _no_option1040(_t1002, 'planet for a private flight')
            if _t1003 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1003 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1004 = st.chooser(_t1003, _t1002)
                else:
                    _t1004 = _st_bits(_t1003.bit_length())
                    while _t1004 >= _t1003: _t1004 = _st_bits(_t1003.bit_length())
                L[1] = _o[_t1004]; st.decisions += 1
                if st.thread_player is not None: _answered1041(st, _t1004)
            elif _st_log is None: _pend1042(st, L, _o, _t1002); return True
            elif _decide1043(st, L, _o, _t1002): return True
            pc = 1
        if pc == 1:
            _r = _run1044(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1045(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1046(_k1047)
                fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1048[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1049(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1050)

# <rulerun alienz.rules: join #324 ab6a22c9>
def _loop(st):
    for _t1007 in st.zones[22]:
        return _c1062[_t1007]
    return None

# <rulerun alienz.rules: join #325 b6be2c8b>
def _loop(st):
    _t1010 = []
    for _t1009 in st.zones[20]:
        _t1010.append(_c1064[_t1009])
    return _t1010

# <rulerun alienz.rules: join #326 0b2ff050>
def _loop(st):
    for _t1012 in st.zones[22]:
        return _c1066[_t1012]
    return None

# <rulerun alienz.rules: join #327 d808c738>
def _loop(st):
    _t1015 = []
    for _t1014 in st.zones[20]:
        _t1015.append(_c1068[_t1014])
    return _t1015

# <rulerun alienz.rules: join #328 playout e7373232>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1060(st)
        _t1011 = _NOT_YET
        _t1016 = _NOT_YET
        _t1005 = []
        for _t1006 in _st_zones[(3 + _l0)]:
            if ((_c1061[_t1006] == L[1]) or (((_t1011 if _t1011 is not _NOT_YET else (_t1011 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a1063(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1065(st))))) else None))))) is not None) and (_c1061[_t1006] == (_t1016 if _t1016 is not _NOT_YET else (_t1016 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a1067(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1069(st))))) else None)))))))): _t1005.append(_t1006)
        _t1017 = _l0
        _t1018 = len(_t1005) + 1
        if _t1018 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1019 = st.chooser(_t1018, _t1017)
            else:
                _t1019 = _st_bits(_t1018.bit_length())
                while _t1019 >= _t1018: _t1019 = _st_bits(_t1018.bit_length())
            L[3] = _t1005[_t1019 - 1] if _t1019 else None; st.decisions += 1
        elif _st_log is None: _pend1072(st, L, [None] + _t1005, _t1017); raise _PlayoutCut1070()
        elif _decide1073(st, L, _t1005, _t1017): raise _PlayoutCut1070()
        if (L[3] is None):
            break
        _t1020 = L[3]
        _t1021 = (11 + _l0)
        if type(_t1020) is int and _st_log is None:
            _t1022 = _st_zones[(_t1023 := _st_loc[_t1020])]
            if _t1022[-1] == _t1020: _t1022.pop()
            else: _t1022.remove(_t1020)
            _st_zones[_t1021].append(_t1020); _st_loc[_t1020] = _t1021
            _t1024 = _leaving1075[_t1023]
            if _memo0 and _t1024 & 1: _memo0.clear()
            if _memo2 and _t1024 & 4: _memo2.clear()
            if _memo4 and _t1024 & 16: _memo4.clear()
            if _memo7 and _t1024 & 128: _memo7.clear()
            if _memo9 and _t1024 & 512: _memo9.clear()
            if _memo10 and _t1024 & 1024: _memo10.clear()
        elif _t1020 is not None:
            _move_cards1074(st, _t1020, _t1021, False)
            if _memo0: _memo0.clear()
            if _memo2: _memo2.clear()
            if _memo4: _memo4.clear()
            if _memo7: _memo7.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo8: _memo8.clear()
        L[2] = (_t1025 if -1000000000000000000 <= (_t1025 := L[2] + 1) <= 1000000000000000000 else _beyond1076(_t1025))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text1080(_audience1077(st), [_PlayerRef1078(_l0), ' joins the flight with ', _plain1079(L[2]), ' ', _plain1079(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text1080(_audience1077(st), [_PlayerRef1078(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #329 ffa49af9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1053(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1054(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1055(_k1056)
                fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1057[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run1058(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o1059[L[0]] or []); L[4] = 0
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
                if _p1081(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1055(_k1082)
                fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1057[7](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1052(_k, st, _d0): raise _Runaway1051()
            continue
        if pc == 7:
            _r = _run1083(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1084)

# <rulerun alienz.rules: board_own #330 70bebc4a>
def _loop(st):
    _t1027 = []
    for _t1026 in st.zones[20]:
        _t1027.append(_c1090[_t1026])
    return _t1027

# <rulerun alienz.rules: board_own #331 8d89fe4a>
def _loop(st):
    for _t1029 in st.zones[22]:
        return _c1093[_t1029]
    return None

# <rulerun alienz.rules: board_own #332 fdad70e2>
def _loop(st):
    _t1032 = []
    for _t1031 in st.zones[20]:
        _t1032.append(_c1095[_t1031])
    return _t1032

# <rulerun alienz.rules: board_own #333 1f407215>
def _loop(st):
    for _t1034 in st.zones[22]:
        return _c1097[_t1034]
    return None

# <rulerun alienz.rules: board_own #334 e16b234e>
def _loop(st):
    _t1037 = []
    for _t1036 in st.zones[20]:
        _t1037.append(_c1099[_t1036])
    return _t1037

# <rulerun alienz.rules: board_own #335 b0939437>
def _loop(st):
    for _t1043 in st.zones[22]:
        return _c1107[_t1043]
    return None

# <rulerun alienz.rules: board_own #336 3a242158>
def _loop(st):
    _t1046 = []
    for _t1045 in st.zones[20]:
        _t1046.append(_c1109[_t1045])
    return _t1046

# <rulerun alienz.rules: board_own #337 dfbf1ee1>
def _loop(st):
    for _t1048 in st.zones[22]:
        return _c1111[_t1048]
    return None

# <rulerun alienz.rules: board_own #338 578027db>
def _loop(st):
    _t1051 = []
    for _t1050 in st.zones[20]:
        _t1051.append(_c1113[_t1050])
    return _t1051

# <rulerun alienz.rules: board_own #339 f31e0e75>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo10 = st.memos[10]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1087(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1088(st, L)
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
            _r = _run1089(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1091(st))))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t1033 = _NOT_YET
            _t1038 = _NOT_YET
            _o = []
            for _t1028 in _st_zones[(3 + L[0])]:
                if ((_c1092[_t1028] == L[1]) or (((_t1033 if _t1033 is not _NOT_YET else (_t1033 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1094(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1096(st))))) else None))))) is not None) and (_c1092[_t1028] == (_t1038 if _t1038 is not _NOT_YET else (_t1038 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1098(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1100(st))))) else None)))))))): _o.append(_t1028)
            fr[1] = 5
            _t1039 = L[0]
            _t1040 = len(_o)
            if not _t1040: _no_option1102(_t1039, 'alien to fly')
            if _t1040 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1040 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1041 = st.chooser(_t1040, _t1039)
                else:
                    _t1041 = _st_bits(_t1040.bit_length())
                    while _t1041 >= _t1040: _t1041 = _st_bits(_t1040.bit_length())
                L[4] = _o[_t1041]; st.decisions += 1
                if st.thread_player is not None: _answered1103(st, _t1041)
            elif _st_log is None: _pend1104(st, L, _o, _t1039); return True
            elif _decide1105(st, L, _o, _t1039): return True
            pc = 5
        if pc == 5:
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1047 = _NOT_YET
            _t1052 = _NOT_YET
            _o = []
            for _t1042 in _st_zones[(3 + L[0])]:
                if ((_c1092[_t1042] == L[1]) or (((_t1047 if _t1047 is not _NOT_YET else (_t1047 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1108(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1110(st))))) else None))))) is not None) and (_c1092[_t1042] == (_t1052 if _t1052 is not _NOT_YET else (_t1052 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1112(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1114(st))))) else None)))))))): _o.append(_t1042)
            fr[1] = 8
            _t1053 = L[0]
            _t1054 = len(_o) + 1
            if _t1054 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1055 = st.chooser(_t1054, _t1053)
                else:
                    _t1055 = _st_bits(_t1054.bit_length())
                    while _t1055 >= _t1054: _t1055 = _st_bits(_t1054.bit_length())
                L[5] = _o[_t1055 - 1] if _t1055 else None; st.decisions += 1
                if st.thread_player is not None: _answered1103(st, _t1055)
            elif _st_log is None: _pend1116(st, L, [None] + _o, _t1053); return True
            elif _decide1117(st, L, _o, _t1053): return True
            pc = 8
        if pc == 8:
            _r = _run1118(st, L)
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
            _r = _run1119(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1086(_k, st, _d0): raise _Runaway1085()
            continue
        if pc == 14:
            _r = _run1120(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1121)

# <rulerun alienz.rules: join #340 a6da484d>
def _loop(st):
    for _t1057 in st.zones[22]:
        return _c1127[_t1057]
    return None

# <rulerun alienz.rules: join #341 2c854a78>
def _loop(st):
    _t1060 = []
    for _t1059 in st.zones[20]:
        _t1060.append(_c1129[_t1059])
    return _t1060

# <rulerun alienz.rules: join #342 a2d609ed>
def _loop(st):
    for _t1062 in st.zones[22]:
        return _c1131[_t1062]
    return None

# <rulerun alienz.rules: join #343 8746eba6>
def _loop(st):
    _t1065 = []
    for _t1064 in st.zones[20]:
        _t1065.append(_c1133[_t1064])
    return _t1065

# <rulerun alienz.rules: join #344 e7d84b81>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1124(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1125(st, L)
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
            _t1061 = _NOT_YET
            _t1066 = _NOT_YET
            _o = []
            for _t1056 in st.zones[(3 + L[0])]:
                if ((_c1126[_t1056] == L[1]) or (((_t1061 if _t1061 is not _NOT_YET else (_t1061 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1128(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1130(st))))) else None))))) is not None) and (_c1126[_t1056] == (_t1066 if _t1066 is not _NOT_YET else (_t1066 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1132(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1134(st))))) else None)))))))): _o.append(_t1056)
            fr[1] = 3
            _t1067 = L[0]
            _t1068 = len(_o) + 1
            if _t1068 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1069 = st.chooser(_t1068, _t1067)
                else:
                    _t1069 = _st_bits(_t1068.bit_length())
                    while _t1069 >= _t1068: _t1069 = _st_bits(_t1068.bit_length())
                L[3] = _o[_t1069 - 1] if _t1069 else None; st.decisions += 1
                if st.thread_player is not None: _answered1136(st, _t1069)
            elif _st_log is None: _pend1137(st, L, [None] + _o, _t1067); return True
            elif _decide1138(st, L, _o, _t1067): return True
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
            _r = _run1139(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1123(_k, st, _d0): raise _Runaway1122()
            continue
        if pc == 8:
            _r = _run1140(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1141)

# <rulerun alienz.rules: round #345 playout 3f21e0e5>
def _native(st, L, _d=0):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1145(_k1146)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k1147)
        st.budget -= 1
        if st.budget < 0: _spent1148(st)
        _st_vars[9] = (_t1070 if -1000000000000000000 <= (_t1070 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1149(_t1070))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1153(_audience1150(st), ['Round ', _plain1151(_st_vars[9]), ': ', _PlayerRef1152(_st_vars[8]), ' deals and ', _PlayerRef1152(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1071 = _joined1155(_joined1155(_joined1155(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1072 = 0
        if _t1071 is not None:
            _move_cards1154(st, _t1071, _t1072, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo2: _memo2.clear()
        _t1073 = _st_zones[(2 if False else 1)][:]
        _t1074 = 0
        if _t1073 is not None:
            _move_cards1154(st, _t1073, _t1074, True)
        if _memo2: _memo2.clear()
        _t1075 = list(_chain1156(map(_st_zones.__getitem__, _k1157)))
        _t1076 = 0
        if _t1075 is not None:
            _move_cards1154(st, _t1075, _t1076, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo2: _memo2.clear()
        _t1077 = _joined1155(list(_chain1158(map(_st_zones.__getitem__, _k1159))), list(_chain1160(map(_st_zones.__getitem__, _k1161))))
        _t1078 = 0
        if _t1077 is not None:
            _move_cards1154(st, _t1077, _t1078, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo2: _memo2.clear()
        _t1079 = list(_chain1162(map(_st_zones.__getitem__, _k1163)))
        _t1080 = 0
        if _t1079 is not None:
            _move_cards1154(st, _t1079, _t1080, True)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
        if _memo2: _memo2.clear()
        _shuffle_zone1164(st, 0)
        if _memo2: _memo2.clear()
        if _p1165(st, [], _d + 1) == 3: return 3
        if _p1166(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1148(st)
            if _p1167(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo1168 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #346 afd44583>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1144(st, L)
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
                if _p1169(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1170(_k1171)
                fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1172[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1173(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1143(_k, st, _d0): raise _Runaway1142()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1174(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1175)

# <rulerun alienz.rules: rank #347 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

