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

# <rulerun alienz.rules: turn #21 8f0501e0>
def _native(st, L):
    return (list(range(1, _t64 + 1)) if (_t64 := L[1]) - 1 < 1000000 else _range96(1, _t64))

# <rulerun alienz.rules: turn #22 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #24 ad604c2d>
def _loop(st):
    for _t65 in st.zones[20]:
        if (_c97[_t65] == 'queueing'):
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

# <rulerun alienz.rules: turn #28 d4dae012>
def _loop(st):
    for _t70 in st.zones[22]:
        return _c101[_t70]
    return None

# <rulerun alienz.rules: turn #29 77f8a9f2>
def _loop(st):
    for _t77 in st.zones[22]:
        return _c107[_t77]
    return None

# <rulerun alienz.rules: turn #30 fe88e640>
def _loop(st):
    for _t81 in st.zones[22]:
        return _c110[_t81]
    return None

# <rulerun alienz.rules: turn #31 c553cd9d>
def _loop(st, L, _t68):
    _st_zones = st.zones
    _t74 = _st_zones[(3 + L[0])]
    st.budget -= len(_t74)
    if st.budget < 0: _spent104(st)
    _t80 = _NOT_YET
    _t84 = _NOT_YET
    _t76 = 0
    for _t75 in _t74:
        if ((_t75 != _t68) and ((_c105[_t75] == _c106[_t68]) or (((_t80 if _t80 is not _NOT_YET else (_t80 := (_a108(st) if ('asteroid_storm' in ([_c109[_x] for _x in _t79] if (_t79 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c105[_t75] == (_t84 if _t84 is not _NOT_YET else (_t84 := (_a111(st) if ('asteroid_storm' in ([_c109[_x] for _x in _t83] if (_t83 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t76 += 1
    return _t76

# <rulerun alienz.rules: turn #32 5a17450f>
def _loop(st, L):
    _st_zones = st.zones
    _t67 = _st_zones[(3 + L[0])]
    st.budget -= len(_t67)
    if st.budget < 0: _spent99(st)
    _t73 = _NOT_YET
    _t86 = _NOT_YET
    for _t68 in _t67:
        if ((_c100[_t68] != (_t73 if _t73 is not _NOT_YET else (_t73 := (_a102(st) if ('asteroid_storm' in ([_c103[_x] for _x in _t72] if (_t72 := _st_zones[20]) is not _NOT_YET else None)) else None)))) and (_a112(st, L, _t68) >= (_t86 if _t86 is not _NOT_YET else (_t86 := (3 if ('group' in ([_c103[_x] for _x in _t85] if (_t85 := _st_zones[20]) is not _NOT_YET else None)) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 04a877bb>
def _loop(st):
    for _t87 in st.zones[22]:
        return _c115[_t87]
    return None

# <rulerun alienz.rules: turn #34 491f5d81>
def _loop(st):
    for _t89 in st.zones[20]:
        if (_c117[_t89] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 f9631afd>
def _native(st, L):
    return (L[0] != (_a116(st) if _a118(st) else None))

# <rulerun alienz.rules: turn #36 19669d0d>
def _loop(st):
    for _t94 in st.zones[22]:
        return _c123[_t94]
    return None

# <rulerun alienz.rules: turn #37 ef5e370b>
def _loop(st):
    for _t98 in st.zones[22]:
        return _c126[_t98]
    return None

# <rulerun alienz.rules: matching #38 754a988e>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent121(st)
    _t92 = _st_zones[(3 + L[0])]
    st.budget -= len(_t92)
    if st.budget < 0: _spent121(st)
    _t97 = _NOT_YET
    _t101 = _NOT_YET
    _t91 = 0
    for _t93 in _t92:
        if ((_c122[_t93] == _l1) or (((_t97 if _t97 is not _NOT_YET else (_t97 := (_a124(st) if ('asteroid_storm' in ([_c125[_x] for _x in _t96] if (_t96 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c122[_t93] == (_t101 if _t101 is not _NOT_YET else (_t101 := (_a127(st) if ('asteroid_storm' in ([_c125[_x] for _x in _t100] if (_t100 := _st_zones[20]) is not _NOT_YET else None)) else None)))))):
            _t91 += 1
    return _t91

# <rulerun alienz.rules: turn #39 d584ba14>
def _loop(st):
    for _t102 in st.zones[20]:
        if (_c129[_t102] == 'group'):
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

# <rulerun alienz.rules: private_flight #46 f3bf7da3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    L[2] = _c131[_l1]
    _t104 = _l1
    _t105 = (15 + _l0)
    if type(_t104) is int and _st_log is None:
        _t106 = _st_zones[(_t107 := _st_loc[_t104])]
        if _t106[-1] == _t104: _t106.pop()
        else: _t106.remove(_t104)
        _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
        _t108 = _leaving133[_t107]
        if _memo0 and _t108 & 1: _memo0.clear()
        if _memo2 and _t108 & 4: _memo2.clear()
        if _memo4 and _t108 & 16: _memo4.clear()
        if _memo7 and _t108 & 128: _memo7.clear()
        if _memo9 and _t108 & 512: _memo9.clear()
        if _memo10 and _t108 & 1024: _memo10.clear()
    elif _t104 is not None:
        _move_cards132(st, _t104, _t105, False)
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

# <rulerun alienz.rules: private_flight #47 2294df3a>
def _loop(st):
    for _t114 in st.zones[22]:
        return _c141[_t114]
    return None

# <rulerun alienz.rules: private_flight #48 44179688>
def _loop(st):
    _t117 = []
    for _t116 in st.zones[20]:
        _t117.append(_c143[_t116])
    return _t117

# <rulerun alienz.rules: private_flight #49 fd87f304>
def _loop(st):
    for _t119 in st.zones[22]:
        return _c145[_t119]
    return None

# <rulerun alienz.rules: private_flight #50 4d43e049>
def _loop(st):
    _t122 = []
    for _t121 in st.zones[20]:
        _t122.append(_c147[_t121])
    return _t122

# <rulerun alienz.rules: private_flight #51 2b90d45f>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t110 = (_k138 or [])
    st.budget -= len(_t110)
    if st.budget < 0: _spent139(st)
    for _t109 in _t110:
        _i0[3] = _t109
        _t112 = _st_zones[(7 + _t109)]
        st.budget -= len(_t112)
        if st.budget < 0: _spent139(st)
        _t118 = _NOT_YET
        _t123 = _NOT_YET
        _t111 = []
        for _t113 in _t112:
            if ((_c140[_t113] == _i0l0) or (((_t118 if _t118 is not _NOT_YET else (_t118 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a142(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a144(st))))) else None))))) is not None) and (_c140[_t113] == (_t123 if _t123 is not _NOT_YET else (_t123 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a146(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a148(st))))) else None)))))))):
                _t111.append(_t113)
        _i0[4] = _t111
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text151(_audience149(st), [_PlayerRef150(_t109), "'s queued aliens board the flight"]))
            _t124 = _i0[4]
            _t125 = (11 + _t109)
            if type(_t124) is list and _st_log is None:
                for _t126 in _t124:
                    _t127 = _st_zones[_st_loc[_t126]]
                    if _t127[-1] == _t126: _t127.pop()
                    else: _t127.remove(_t126)
                    _st_zones[_t125].append(_t126); _st_loc[_t126] = _t125
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t124 is not None:
                _move_cards152(st, _t124, _t125, False)
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

# <rulerun alienz.rules: private_flight #53 41a9a842>
def _loop(st):
    for _t128 in st.zones[22]:
        return _c155[_t128]
    return None

# <rulerun alienz.rules: private_flight #54 792d2231>
def _loop(st):
    for _t130 in st.zones[20]:
        if (_c157[_t130] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #55 1c53d408>
def _loop(st):
    for _t135 in st.zones[22]:
        return _c162[_t135]
    return None

# <rulerun alienz.rules: private_flight #56 40635498>
def _loop(st):
    for _t139 in st.zones[22]:
        return _c165[_t139]
    return None

# <rulerun alienz.rules: private_flight #57 0e87b529>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t132 = _st_zones[(3 + L[0])]
    st.budget -= len(_t132)
    if st.budget < 0: _spent159(st)
    _t138 = _NOT_YET
    _t142 = _NOT_YET
    _t134 = 0
    for _t133 in _t132:
        if ((_t133 != _l1) and ((_c160[_t133] == _c161[_l1]) or (((_t138 if _t138 is not _NOT_YET else (_t138 := (_a163(st) if ('asteroid_storm' in ([_c164[_x] for _x in _t137] if (_t137 := _st_zones[20]) is not _NOT_YET else None)) else None))) is not None) and (_c160[_t133] == (_t142 if _t142 is not _NOT_YET else (_t142 := (_a166(st) if ('asteroid_storm' in ([_c164[_x] for _x in _t141] if (_t141 := _st_zones[20]) is not _NOT_YET else None)) else None))))))):
            _t134 += 1
    return _t134

# <rulerun alienz.rules: private_flight #58 ad7c8732>
def _loop(st):
    for _t143 in st.zones[20]:
        if (_c168[_t143] == 'group'):
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

# <rulerun alienz.rules: commercial_flight #63 6620235d>
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
    _t145 = L[1]
    _t146 = (15 + _l0)
    if type(_t145) is int and _st_log is None:
        _t147 = _st_zones[(_t148 := _st_loc[_t145])]
        if _t147[-1] == _t145: _t147.pop()
        else: _t147.remove(_t145)
        _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
        _t149 = _leaving176[_t148]
        if _memo0 and _t149 & 1: _memo0.clear()
        if _memo2 and _t149 & 4: _memo2.clear()
        if _memo4 and _t149 & 16: _memo4.clear()
        if _memo7 and _t149 & 128: _memo7.clear()
        if _memo9 and _t149 & 512: _memo9.clear()
        if _memo10 and _t149 & 1024: _memo10.clear()
    elif _t145 is not None:
        _move_cards175(st, _t145, _t146, False)
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

# <rulerun alienz.rules: commercial_flight #64 669cb771>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c181[_t155]
    return None

# <rulerun alienz.rules: commercial_flight #65 10318ba3>
def _loop(st):
    _t158 = []
    for _t157 in st.zones[20]:
        _t158.append(_c183[_t157])
    return _t158

# <rulerun alienz.rules: commercial_flight #66 696c1047>
def _loop(st):
    for _t160 in st.zones[22]:
        return _c185[_t160]
    return None

# <rulerun alienz.rules: commercial_flight #67 3afe68f1>
def _loop(st):
    _t163 = []
    for _t162 in st.zones[20]:
        _t163.append(_c187[_t162])
    return _t163

# <rulerun alienz.rules: commercial_flight #68 31070ae8>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t151 = (_k178 or [])
    st.budget -= len(_t151)
    if st.budget < 0: _spent179(st)
    for _t150 in _t151:
        _i1[3] = _t150
        _t153 = _st_zones[(7 + _t150)]
        st.budget -= len(_t153)
        if st.budget < 0: _spent179(st)
        _t159 = _NOT_YET
        _t164 = _NOT_YET
        _t152 = []
        for _t154 in _t153:
            if ((_c180[_t154] == _i1l0) or (((_t159 if _t159 is not _NOT_YET else (_t159 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a182(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a184(st))))) else None))))) is not None) and (_c180[_t154] == (_t164 if _t164 is not _NOT_YET else (_t164 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a186(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a188(st))))) else None)))))))):
                _t152.append(_t154)
        _i1[4] = _t152
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text191(_audience189(st), [_PlayerRef190(_t150), "'s queued aliens board the flight"]))
            _t165 = _i1[4]
            _t166 = (11 + _t150)
            if type(_t165) is list and _st_log is None:
                for _t167 in _t165:
                    _t168 = _st_zones[_st_loc[_t167]]
                    if _t168[-1] == _t167: _t168.pop()
                    else: _t168.remove(_t167)
                    _st_zones[_t166].append(_t167); _st_loc[_t167] = _t166
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t165 is not None:
                _move_cards192(st, _t165, _t166, False)
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

# <rulerun alienz.rules: board_own #80 f98149fe>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t169 = L[3]
    _t170 = (11 + L[0])
    if type(_t169) is int and st.log is None:
        _t171 = _st_zones[(_t172 := _st_loc[_t169])]
        if _t171[-1] == _t169: _t171.pop()
        else: _t171.remove(_t169)
        _st_zones[_t170].append(_t169); _st_loc[_t169] = _t170
        _t173 = _leaving200[_t172]
        if _memo0 and _t173 & 1: _memo0.clear()
        if _memo2 and _t173 & 4: _memo2.clear()
        if _memo4 and _t173 & 16: _memo4.clear()
        if _memo7 and _t173 & 128: _memo7.clear()
        if _memo9 and _t173 & 512: _memo9.clear()
        if _memo10 and _t173 & 1024: _memo10.clear()
    elif _t169 is not None:
        _move_cards199(st, _t169, _t170, False)
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
    L[2] = (_t174 if -1000000000000000000 <= (_t174 := L[2] + 1) <= 1000000000000000000 else _beyond201(_t174))

# <rulerun alienz.rules: board_own #81 57aec1be>
def _loop(st):
    _t176 = []
    for _t175 in st.zones[20]:
        _t176.append(_c203[_t175])
    return _t176

# <rulerun alienz.rules: board_own #82 36c4d7b5>
def _loop(st):
    for _t179 in st.zones[22]:
        return _c206[_t179]
    return None

# <rulerun alienz.rules: board_own #83 718de94f>
def _loop(st):
    _t182 = []
    for _t181 in st.zones[20]:
        _t182.append(_c208[_t181])
    return _t182

# <rulerun alienz.rules: board_own #84 61529fe0>
def _loop(st):
    for _t184 in st.zones[22]:
        return _c210[_t184]
    return None

# <rulerun alienz.rules: board_own #85 efbb5367>
def _loop(st):
    _t187 = []
    for _t186 in st.zones[20]:
        _t187.append(_c212[_t186])
    return _t187

# <rulerun alienz.rules: board_own #86 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #87 e92d2d71>
def _loop(st):
    for _t194 in st.zones[22]:
        return _c219[_t194]
    return None

# <rulerun alienz.rules: board_own #88 6eb801af>
def _loop(st):
    _t197 = []
    for _t196 in st.zones[20]:
        _t197.append(_c221[_t196])
    return _t197

# <rulerun alienz.rules: board_own #89 481bd670>
def _loop(st):
    for _t199 in st.zones[22]:
        return _c223[_t199]
    return None

# <rulerun alienz.rules: board_own #90 9ccc27fc>
def _loop(st):
    _t202 = []
    for _t201 in st.zones[20]:
        _t202.append(_c225[_t201])
    return _t202

# <rulerun alienz.rules: board_own #91 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #92 3daa38ff>
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
            _t183 = _NOT_YET
            _t188 = _NOT_YET
            _t177 = []
            for _t178 in _st_zones[(3 + _l0)]:
                if ((_c205[_t178] == _l1) or (((_t183 if _t183 is not _NOT_YET else (_t183 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a207(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a209(st))))) else None))))) is not None) and (_c205[_t178] == (_t188 if _t188 is not _NOT_YET else (_t188 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a211(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a213(st))))) else None)))))))): _t177.append(_t178)
            _t189 = _l0
            _t190 = len(_t177)
            if not _t190: _no_option216(_t189, 'alien to fly')
            if _t190 <= 1 and _st_log is None:
                L[4] = _t177[0] if _t190 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t191 = st.chooser(_t190, _t189)
                else:
                    _t191 = _st_bits(_t190.bit_length())
                    while _t191 >= _t190: _t191 = _st_bits(_t190.bit_length())
                L[4] = _t177[_t191]; st.decisions += 1
            elif _st_log is None: _pend217(st, L, _t177, _t189); raise _PlayoutCut214()
            elif _decide218(st, L, _t177, _t189): raise _PlayoutCut214()
            L[3] = L[4]
        else:
            _t198 = _NOT_YET
            _t203 = _NOT_YET
            _t192 = []
            for _t193 in _st_zones[(3 + _l0)]:
                if ((_c205[_t193] == _l1) or (((_t198 if _t198 is not _NOT_YET else (_t198 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a220(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a222(st))))) else None))))) is not None) and (_c205[_t193] == (_t203 if _t203 is not _NOT_YET else (_t203 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a224(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a226(st))))) else None)))))))): _t192.append(_t193)
            _t204 = _l0
            _t205 = len(_t192) + 1
            if _t205 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t206 = st.chooser(_t205, _t204)
                else:
                    _t206 = _st_bits(_t205.bit_length())
                    while _t206 >= _t205: _t206 = _st_bits(_t205.bit_length())
                L[5] = _t192[_t206 - 1] if _t206 else None; st.decisions += 1
            elif _st_log is None: _pend228(st, L, [None] + _t192, _t204); raise _PlayoutCut214()
            elif _decide229(st, L, _t192, _t204): raise _PlayoutCut214()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t207 = L[3]
        _t208 = (11 + _l0)
        if type(_t207) is int and _st_log is None:
            _t209 = _st_zones[(_t210 := _st_loc[_t207])]
            if _t209[-1] == _t207: _t209.pop()
            else: _t209.remove(_t207)
            _st_zones[_t208].append(_t207); _st_loc[_t207] = _t208
            _t211 = _leaving231[_t210]
            if _memo0 and _t211 & 1: _memo0.clear()
            if _memo2 and _t211 & 4: _memo2.clear()
            if _memo4 and _t211 & 16: _memo4.clear()
            if _memo7 and _t211 & 128: _memo7.clear()
            if _memo9 and _t211 & 512: _memo9.clear()
            if _memo10 and _t211 & 1024: _memo10.clear()
        elif _t207 is not None:
            _move_cards230(st, _t207, _t208, False)
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
        L[2] = (_t212 if -1000000000000000000 <= (_t212 := L[2] + 1) <= 1000000000000000000 else _beyond232(_t212))

# <rulerun alienz.rules: board_own #93 25f19edb>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text236(_audience233(st), [_PlayerRef234(L[0]), ' flies ', _plain235(_l2), ' ', _plain235(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain235(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #94 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #95 517b396a>
def _loop(st):
    for _t213 in st.zones[20]:
        if (_c237[_t213] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #96 837f7fc3>
def _native(st, L):
    return (L[2] < (3 if _a238(st) else 2))

# <rulerun alienz.rules: board_own #97 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #98 4026dd4e>
def _loop(st):
    for _t215 in st.zones[22]:
        return _c240[_t215]
    return None

# <rulerun alienz.rules: board_own #99 491c4a98>
def _loop(st):
    for _t217 in st.zones[20]:
        if (_c242[_t217] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 f3085a2f>
def _loop(st):
    for _t219 in st.zones[22]:
        return _c244[_t219]
    return None

# <rulerun alienz.rules: board_own #101 0bc1e0a8>
def _loop(st):
    for _t221 in st.zones[20]:
        if (_c246[_t221] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #102 225bb77f>
def _native(st, L):
    _l4 = L[4]
    return ((_c239[_l4] == L[1]) or (((_a241(st) if _a243(st) else None) is not None) and (_c239[_l4] == (_a245(st) if _a247(st) else None))))

# <rulerun alienz.rules: board_own #103 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #104 d8b80ab5>
def _loop(st):
    for _t223 in st.zones[22]:
        return _c249[_t223]
    return None

# <rulerun alienz.rules: board_own #105 9605ca46>
def _loop(st):
    for _t225 in st.zones[20]:
        if (_c251[_t225] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #106 3050bfb3>
def _loop(st):
    for _t227 in st.zones[22]:
        return _c253[_t227]
    return None

# <rulerun alienz.rules: board_own #107 b72b682a>
def _loop(st):
    for _t229 in st.zones[20]:
        if (_c255[_t229] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #108 2d9291a7>
def _native(st, L):
    _l5 = L[5]
    return ((_c248[_l5] == L[1]) or (((_a250(st) if _a252(st) else None) is not None) and (_c248[_l5] == (_a254(st) if _a256(st) else None))))

# <rulerun alienz.rules: board_own #109 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #110 0b77af05>
def _loop(st):
    for _t236 in st.zones[22]:
        return _c260[_t236]
    return None

# <rulerun alienz.rules: board_queue #111 25910223>
def _loop(st):
    _t239 = []
    for _t238 in st.zones[20]:
        _t239.append(_c262[_t238])
    return _t239

# <rulerun alienz.rules: board_queue #112 785623df>
def _loop(st):
    for _t241 in st.zones[22]:
        return _c264[_t241]
    return None

# <rulerun alienz.rules: board_queue #113 64f06f16>
def _loop(st):
    _t244 = []
    for _t243 in st.zones[20]:
        _t244.append(_c266[_t243])
    return _t244

# <rulerun alienz.rules: board_queue #114 4befec3a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t232 = (_k257 or [])
    st.budget -= len(_t232)
    if st.budget < 0: _spent258(st)
    for _t231 in _t232:
        L[3] = _t231
        _t234 = _st_zones[(7 + _t231)]
        st.budget -= len(_t234)
        if st.budget < 0: _spent258(st)
        _t240 = _NOT_YET
        _t245 = _NOT_YET
        _t233 = []
        for _t235 in _t234:
            if ((_c259[_t235] == _l0) or (((_t240 if _t240 is not _NOT_YET else (_t240 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a261(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a263(st))))) else None))))) is not None) and (_c259[_t235] == (_t245 if _t245 is not _NOT_YET else (_t245 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a265(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a267(st))))) else None)))))))):
                _t233.append(_t235)
        L[4] = _t233
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text270(_audience268(st), [_PlayerRef269(_t231), "'s queued aliens board the flight"]))
            _t246 = L[4]
            _t247 = (11 + _t231)
            if type(_t246) is list and _st_log is None:
                for _t248 in _t246:
                    _t249 = _st_zones[_st_loc[_t248]]
                    if _t249[-1] == _t248: _t249.pop()
                    else: _t249.remove(_t248)
                    _st_zones[_t247].append(_t248); _st_loc[_t248] = _t247
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t246 is not None:
                _move_cards271(st, _t246, _t247, False)
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

# <rulerun alienz.rules: join #116 2c28e5b1>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    _t250 = L[3]
    _t251 = (11 + L[0])
    if type(_t250) is int and st.log is None:
        _t252 = _st_zones[(_t253 := _st_loc[_t250])]
        if _t252[-1] == _t250: _t252.pop()
        else: _t252.remove(_t250)
        _st_zones[_t251].append(_t250); _st_loc[_t250] = _t251
        _t254 = _leaving273[_t253]
        if _memo0 and _t254 & 1: _memo0.clear()
        if _memo2 and _t254 & 4: _memo2.clear()
        if _memo4 and _t254 & 16: _memo4.clear()
        if _memo7 and _t254 & 128: _memo7.clear()
        if _memo9 and _t254 & 512: _memo9.clear()
        if _memo10 and _t254 & 1024: _memo10.clear()
    elif _t250 is not None:
        _move_cards272(st, _t250, _t251, False)
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
    L[2] = (_t255 if -1000000000000000000 <= (_t255 := L[2] + 1) <= 1000000000000000000 else _beyond274(_t255))

# <rulerun alienz.rules: join #117 894487c2>
def _loop(st):
    for _t258 in st.zones[22]:
        return _c277[_t258]
    return None

# <rulerun alienz.rules: join #118 3a6f3ccd>
def _loop(st):
    _t261 = []
    for _t260 in st.zones[20]:
        _t261.append(_c279[_t260])
    return _t261

# <rulerun alienz.rules: join #119 cb40b4d5>
def _loop(st):
    for _t263 in st.zones[22]:
        return _c281[_t263]
    return None

# <rulerun alienz.rules: join #120 c1cbcc9a>
def _loop(st):
    _t266 = []
    for _t265 in st.zones[20]:
        _t266.append(_c283[_t265])
    return _t266

# <rulerun alienz.rules: join #121 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #122 3775963c>
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
        _t262 = _NOT_YET
        _t267 = _NOT_YET
        _t256 = []
        for _t257 in _st_zones[(3 + _l0)]:
            if ((_c276[_t257] == L[1]) or (((_t262 if _t262 is not _NOT_YET else (_t262 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a278(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a280(st))))) else None))))) is not None) and (_c276[_t257] == (_t267 if _t267 is not _NOT_YET else (_t267 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a282(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a284(st))))) else None)))))))): _t256.append(_t257)
        _t268 = _l0
        _t269 = len(_t256) + 1
        if _t269 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t270 = st.chooser(_t269, _t268)
            else:
                _t270 = _st_bits(_t269.bit_length())
                while _t270 >= _t269: _t270 = _st_bits(_t269.bit_length())
            L[3] = _t256[_t270 - 1] if _t270 else None; st.decisions += 1
        elif _st_log is None: _pend287(st, L, [None] + _t256, _t268); raise _PlayoutCut285()
        elif _decide288(st, L, _t256, _t268): raise _PlayoutCut285()
        if (L[3] is None):
            break
        _t271 = L[3]
        _t272 = (11 + _l0)
        if type(_t271) is int and _st_log is None:
            _t273 = _st_zones[(_t274 := _st_loc[_t271])]
            if _t273[-1] == _t271: _t273.pop()
            else: _t273.remove(_t271)
            _st_zones[_t272].append(_t271); _st_loc[_t271] = _t272
            _t275 = _leaving290[_t274]
            if _memo0 and _t275 & 1: _memo0.clear()
            if _memo2 and _t275 & 4: _memo2.clear()
            if _memo4 and _t275 & 16: _memo4.clear()
            if _memo7 and _t275 & 128: _memo7.clear()
            if _memo9 and _t275 & 512: _memo9.clear()
            if _memo10 and _t275 & 1024: _memo10.clear()
        elif _t271 is not None:
            _move_cards289(st, _t271, _t272, False)
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
        L[2] = (_t276 if -1000000000000000000 <= (_t276 := L[2] + 1) <= 1000000000000000000 else _beyond291(_t276))

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

# <rulerun alienz.rules: join #126 8b50be08>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c297[_t277]
    return None

# <rulerun alienz.rules: join #127 dd1b8fac>
def _loop(st):
    for _t279 in st.zones[20]:
        if (_c299[_t279] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #128 00b9b9b9>
def _loop(st):
    for _t281 in st.zones[22]:
        return _c301[_t281]
    return None

# <rulerun alienz.rules: join #129 a1e2268e>
def _loop(st):
    for _t283 in st.zones[20]:
        if (_c303[_t283] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #130 db63e96d>
def _native(st, L):
    _l3 = L[3]
    return ((_c296[_l3] == L[1]) or (((_a298(st) if _a300(st) else None) is not None) and (_c296[_l3] == (_a302(st) if _a304(st) else None))))

# <rulerun alienz.rules: join #131 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #132 0a8e1051>
def _loop(st, _t285):
    _memo6 = st.memos[6]
    _t287 = (_k308 or ())
    st.budget -= len(_t287)
    if st.budget < 0: _spent309(st)
    _t291 = _NOT_YET
    _t293 = _NOT_YET
    _t289 = 0
    for _t288 in _t287:
        if ((_t294 if (_t294 := _memo6.get((_t285, _t288,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t285, _t288,), ((_t291 if _t291 is not _NOT_YET else (_t291 := ([_c310[_x] for _x in _t290] if (_t290 := st.zones[(11 + _t285)]) is not _NOT_YET else None))).count(_t288) + (_t293 if _t293 is not _NOT_YET else (_t293 := ([_c311[_x] for _x in _t292] if (_t292 := st.zones[(15 + _t285)]) is not _NOT_YET else None))).count(_t288)))) > 0):
            _t289 += 1
    return _t289

# <rulerun alienz.rules: scoring #133 a90ef69c>
def _loop(st, _t296, _t309):
    _t312 = 0
    for _t311 in st.zones[(11 + _t309)]:
        if (_c319[_t311] == _t296):
            _t312 += 1
    return _t312

# <rulerun alienz.rules: scoring #134 1e7b2756>
def _loop(st, _t296, _t309):
    _t314 = 0
    for _t313 in st.zones[(15 + _t309)]:
        if (_c321[_t313] == _t296):
            _t314 += 1
    return _t314

# <rulerun alienz.rules: scoring #135 ef0c7477>
def _loop(st, _t296):
    _memo6 = st.memos[6]
    _t308 = (_k317 or ())
    st.budget -= len(_t308)
    if st.budget < 0: _spent318(st)
    _t310 = None
    for _t309 in _t308:
        _t316 = (_t315 if (_t315 := _memo6.get((_t309, _t296,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t309, _t296,), (_a320(st, _t296, _t309) + _a322(st, _t296, _t309))))
        if _t310 is None or _t316 > _t310:
            _t310 = _t316
    return _t310

# <rulerun alienz.rules: scoring #136 65193a16>
def _loop(st, _t285):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t295 = (_k313 or ())
    st.budget -= len(_t295)
    if st.budget < 0: _spent314(st)
    _t299 = _NOT_YET
    _t301 = _NOT_YET
    _t304 = _NOT_YET
    _t306 = _NOT_YET
    _t318 = _NOT_YET
    _t320 = _NOT_YET
    _t297 = 0
    for _t296 in _t295:
        if (((_t302 if (_t302 := _memo6.get((_t285, _t296,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t285, _t296,), ((_t299 if _t299 is not _NOT_YET else (_t299 := ([_c315[_x] for _x in _t298] if (_t298 := st.zones[(11 + _t285)]) is not _NOT_YET else None))).count(_t296) + (_t301 if _t301 is not _NOT_YET else (_t301 := ([_c316[_x] for _x in _t300] if (_t300 := st.zones[(15 + _t285)]) is not _NOT_YET else None))).count(_t296)))) > 0) and ((_t307 if (_t307 := _memo6.get((_t285, _t296,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t285, _t296,), ((_t304 if _t304 is not _NOT_YET else (_t304 := ([_c315[_x] for _x in _t303] if (_t303 := st.zones[(11 + _t285)]) is not _NOT_YET else None))).count(_t296) + (_t306 if _t306 is not _NOT_YET else (_t306 := ([_c316[_x] for _x in _t305] if (_t305 := st.zones[(15 + _t285)]) is not _NOT_YET else None))).count(_t296)))) == (_memo5[_t296] if _t296 in _memo5 else _memo5.setdefault(_t296, _a323(st, _t296))))):
            _t297 += (_t321 if (_t321 := _memo6.get((_t285, _t296,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t285, _t296,), ((_t318 if _t318 is not _NOT_YET else (_t318 := ([_c315[_x] for _x in _t317] if (_t317 := st.zones[(11 + _t285)]) is not _NOT_YET else None))).count(_t296) + (_t320 if _t320 is not _NOT_YET else (_t320 := ([_c316[_x] for _x in _t319] if (_t319 := st.zones[(15 + _t285)]) is not _NOT_YET else None))).count(_t296))))
    return _t297

# <rulerun alienz.rules: scoring #137 651e1f22>
def _loop(st, _t323, _t331):
    _t334 = 0
    for _t333 in st.zones[(11 + _t331)]:
        if (_c331[_t333] == _t323):
            _t334 += 1
    return _t334

# <rulerun alienz.rules: scoring #138 b82bf6c7>
def _loop(st, _t323, _t331):
    _t336 = 0
    for _t335 in st.zones[(15 + _t331)]:
        if (_c333[_t335] == _t323):
            _t336 += 1
    return _t336

# <rulerun alienz.rules: scoring #139 3afbed65>
def _loop(st, _t285, _t323):
    _memo6 = st.memos[6]
    _t330 = (_k329 or ())
    st.budget -= len(_t330)
    if st.budget < 0: _spent330(st)
    for _t331 in _t330:
        if not (((_t331 == _t285) or ((_t337 if (_t337 := _memo6.get((_t331, _t323,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t323,), (_a332(st, _t323, _t331) + _a334(st, _t323, _t331)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #140 c36e3e47>
def _loop(st, _t285):
    _memo6 = st.memos[6]
    _t322 = (_k325 or ())
    st.budget -= len(_t322)
    if st.budget < 0: _spent326(st)
    _t326 = _NOT_YET
    _t328 = _NOT_YET
    _t324 = 0
    for _t323 in _t322:
        if (((_t329 if (_t329 := _memo6.get((_t285, _t323,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t285, _t323,), ((_t326 if _t326 is not _NOT_YET else (_t326 := ([_c327[_x] for _x in _t325] if (_t325 := st.zones[(11 + _t285)]) is not _NOT_YET else None))).count(_t323) + (_t328 if _t328 is not _NOT_YET else (_t328 := ([_c328[_x] for _x in _t327] if (_t327 := st.zones[(15 + _t285)]) is not _NOT_YET else None))).count(_t323)))) > 0) and _a335(st, _t285, _t323)):
            _t324 += 1
    return _t324

# <rulerun alienz.rules: scoring #141 7baa330c>
def _loop(st, _t338, _t341):
    _t344 = 0
    for _t343 in st.zones[(11 + _t338)]:
        if (_c340[_t343] == _t341):
            _t344 += 1
    return _t344

# <rulerun alienz.rules: scoring #142 524f7ca7>
def _loop(st, _t338, _t341):
    _t346 = 0
    for _t345 in st.zones[(15 + _t338)]:
        if (_c342[_t345] == _t341):
            _t346 += 1
    return _t346

# <rulerun alienz.rules: scoring #143 cc84ba51>
def _loop(st, _t338, _t341):
    _t349 = 0
    for _t348 in st.zones[(11 + _t338)]:
        if (_c346[_t348] == _t341):
            _t349 += 1
    return _t349

# <rulerun alienz.rules: scoring #144 2d460995>
def _loop(st, _t338, _t341):
    _t351 = 0
    for _t350 in st.zones[(15 + _t338)]:
        if (_c348[_t350] == _t341):
            _t351 += 1
    return _t351

# <rulerun alienz.rules: scoring #145 d486473f>
def _loop(st, _t338):
    _memo6 = st.memos[6]
    _t353 = (_k353 or ())
    st.budget -= len(_t353)
    if st.budget < 0: _spent354(st)
    _t357 = _NOT_YET
    _t359 = _NOT_YET
    _t355 = 0
    for _t354 in _t353:
        if ((_t360 if (_t360 := _memo6.get((_t338, _t354,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t354,), ((_t357 if _t357 is not _NOT_YET else (_t357 := ([_c355[_x] for _x in _t356] if (_t356 := st.zones[(11 + _t338)]) is not _NOT_YET else None))).count(_t354) + (_t359 if _t359 is not _NOT_YET else (_t359 := ([_c356[_x] for _x in _t358] if (_t358 := st.zones[(15 + _t338)]) is not _NOT_YET else None))).count(_t354)))) > 0):
            _t355 += 1
    return _t355

# <rulerun alienz.rules: scoring #146 bf2d7f5c>
def _loop(st, _t362, _t375):
    _t378 = 0
    for _t377 in st.zones[(11 + _t375)]:
        if (_c364[_t377] == _t362):
            _t378 += 1
    return _t378

# <rulerun alienz.rules: scoring #147 53f62845>
def _loop(st, _t362, _t375):
    _t380 = 0
    for _t379 in st.zones[(15 + _t375)]:
        if (_c366[_t379] == _t362):
            _t380 += 1
    return _t380

# <rulerun alienz.rules: scoring #148 d4bda26b>
def _loop(st, _t362):
    _memo6 = st.memos[6]
    _t374 = (_k362 or ())
    st.budget -= len(_t374)
    if st.budget < 0: _spent363(st)
    _t376 = None
    for _t375 in _t374:
        _t382 = (_t381 if (_t381 := _memo6.get((_t375, _t362,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t375, _t362,), (_a365(st, _t362, _t375) + _a367(st, _t362, _t375))))
        if _t376 is None or _t382 > _t376:
            _t376 = _t382
    return _t376

# <rulerun alienz.rules: scoring #149 bf819404>
def _loop(st, _t338):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t361 = (_k358 or ())
    st.budget -= len(_t361)
    if st.budget < 0: _spent359(st)
    _t365 = _NOT_YET
    _t367 = _NOT_YET
    _t370 = _NOT_YET
    _t372 = _NOT_YET
    _t384 = _NOT_YET
    _t386 = _NOT_YET
    _t363 = 0
    for _t362 in _t361:
        if (((_t368 if (_t368 := _memo6.get((_t338, _t362,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t362,), ((_t365 if _t365 is not _NOT_YET else (_t365 := ([_c360[_x] for _x in _t364] if (_t364 := st.zones[(11 + _t338)]) is not _NOT_YET else None))).count(_t362) + (_t367 if _t367 is not _NOT_YET else (_t367 := ([_c361[_x] for _x in _t366] if (_t366 := st.zones[(15 + _t338)]) is not _NOT_YET else None))).count(_t362)))) > 0) and ((_t373 if (_t373 := _memo6.get((_t338, _t362,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t362,), ((_t370 if _t370 is not _NOT_YET else (_t370 := ([_c360[_x] for _x in _t369] if (_t369 := st.zones[(11 + _t338)]) is not _NOT_YET else None))).count(_t362) + (_t372 if _t372 is not _NOT_YET else (_t372 := ([_c361[_x] for _x in _t371] if (_t371 := st.zones[(15 + _t338)]) is not _NOT_YET else None))).count(_t362)))) == (_memo5[_t362] if _t362 in _memo5 else _memo5.setdefault(_t362, _a368(st, _t362))))):
            _t363 += (_t387 if (_t387 := _memo6.get((_t338, _t362,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t362,), ((_t384 if _t384 is not _NOT_YET else (_t384 := ([_c360[_x] for _x in _t383] if (_t383 := st.zones[(11 + _t338)]) is not _NOT_YET else None))).count(_t362) + (_t386 if _t386 is not _NOT_YET else (_t386 := ([_c361[_x] for _x in _t385] if (_t385 := st.zones[(15 + _t338)]) is not _NOT_YET else None))).count(_t362))))
    return _t363

# <rulerun alienz.rules: scoring #150 eaf8231b>
def _loop(st, _t389, _t397):
    _t400 = 0
    for _t399 in st.zones[(11 + _t397)]:
        if (_c376[_t399] == _t389):
            _t400 += 1
    return _t400

# <rulerun alienz.rules: scoring #151 59133271>
def _loop(st, _t389, _t397):
    _t402 = 0
    for _t401 in st.zones[(15 + _t397)]:
        if (_c378[_t401] == _t389):
            _t402 += 1
    return _t402

# <rulerun alienz.rules: scoring #152 485c4e8e>
def _loop(st, _t338, _t389):
    _memo6 = st.memos[6]
    _t396 = (_k374 or ())
    st.budget -= len(_t396)
    if st.budget < 0: _spent375(st)
    for _t397 in _t396:
        if not (((_t397 == _t338) or ((_t403 if (_t403 := _memo6.get((_t397, _t389,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t397, _t389,), (_a377(st, _t389, _t397) + _a379(st, _t389, _t397)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #153 b4ef53d8>
def _loop(st, _t338):
    _memo6 = st.memos[6]
    _t388 = (_k370 or ())
    st.budget -= len(_t388)
    if st.budget < 0: _spent371(st)
    _t392 = _NOT_YET
    _t394 = _NOT_YET
    _t390 = 0
    for _t389 in _t388:
        if (((_t395 if (_t395 := _memo6.get((_t338, _t389,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t389,), ((_t392 if _t392 is not _NOT_YET else (_t392 := ([_c372[_x] for _x in _t391] if (_t391 := st.zones[(11 + _t338)]) is not _NOT_YET else None))).count(_t389) + (_t394 if _t394 is not _NOT_YET else (_t394 := ([_c373[_x] for _x in _t393] if (_t393 := st.zones[(15 + _t338)]) is not _NOT_YET else None))).count(_t389)))) > 0) and _a380(st, _t338, _t389)):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: scoring #154 c2578fb9>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k305)
    _t286 = (_k306 or [])
    st.budget -= len(_t286)
    if st.budget < 0: _spent307(st)
    for _t285 in _t286:
        L[2] = _t285
        _st_vars[4 + _t285] = (((((2 * (len(_st_zones[(11 + _t285)]) + len(_st_zones[(15 + _t285)]))) - (2 * len(_st_zones[(3 + _t285)]))) + (_memo1[_t285] if _t285 in _memo1 else _memo1.setdefault(_t285, _a312(st, _t285)))) + (_memo3[_t285] if _t285 in _memo3 else _memo3.setdefault(_t285, _a324(st, _t285)))) + (_memo8[_t285] if _t285 in _memo8 else _memo8.setdefault(_t285, (5 * _a336(st, _t285)))))
    _t339 = (_k337 or [])
    st.budget -= len(_t339)
    if st.budget < 0: _spent307(st)
    for _t338 in _t339:
        L[5] = _t338
        _st_vars[0 + _t338] = (_t340 if -1000000000000000000 <= (_t340 := _st_vars[0 + _t338] + _st_vars[4 + _t338]) <= 1000000000000000000 else _beyond338(_t340))
        L[6] = ''
        _t342 = (_k339 or [])
        st.budget -= len(_t342)
        if st.budget < 0: _spent307(st)
        for _t341 in _t342:
            L[9] = _t341
            if not (((_t347 if (_t347 := _memo6.get((_t338, _t341,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t341,), (_a341(st, _t338, _t341) + _a343(st, _t338, _t341)))) > 0)): continue
            L[6] = _text344(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain345(_t341) + ' ' + _plain345((_t352 if (_t352 := _memo6.get((_t338, _t341,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t338, _t341,), (_a347(st, _t338, _t341) + _a349(st, _t338, _t341))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text352(_audience350(st), [_PlayerRef351(_t338), "'s score pile:", _plain345(L[6]), '; queued aliens set aside: ', _plain345(len(_st_zones[(7 + _t338)]))]))
        if _st_log is not None: _st_log.append(_Text352(_audience350(st), [_PlayerRef351(_t338), ' scores ', _plain345(_st_vars[4 + _t338]), ': +', _plain345((2 * (len(_st_zones[(11 + _t338)]) + len(_st_zones[(15 + _t338)])))), ' for ', _plain345((len(_st_zones[(11 + _t338)]) + len(_st_zones[(15 + _t338)]))), ' cards flown, -', _plain345((2 * len(_st_zones[(3 + _t338)]))), ' for ', _plain345(len(_st_zones[(3 + _t338)])), ' behind the screen, +', _plain345((_memo1[_t338] if _t338 in _memo1 else _memo1.setdefault(_t338, _a357(st, _t338)))), ' for colours, +', _plain345((_memo3[_t338] if _t338 in _memo3 else _memo3.setdefault(_t338, _a369(st, _t338)))), ' majorities, +', _plain345((_memo8[_t338] if _t338 in _memo8 else _memo8.setdefault(_t338, (5 * _a381(st, _t338))))), ' sole owner; total ', _plain345(_st_vars[0 + _t338])]))

# <rulerun alienz.rules: play #155 d3804153>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text383(_audience382(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game384(st, [], True); return 3
    st.vars[8] = _random_item385(st, _k386)

# <rulerun alienz.rules: play #156 f7382a7e>
def _loop(st, _t404):
    _memo6 = st.memos[6]
    _t406 = (_k390 or ())
    st.budget -= len(_t406)
    if st.budget < 0: _spent391(st)
    _t410 = _NOT_YET
    _t412 = _NOT_YET
    _t408 = 0
    for _t407 in _t406:
        if ((_t413 if (_t413 := _memo6.get((_t404, _t407,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t404, _t407,), ((_t410 if _t410 is not _NOT_YET else (_t410 := ([_c392[_x] for _x in _t409] if (_t409 := st.zones[(11 + _t404)]) is not _NOT_YET else None))).count(_t407) + (_t412 if _t412 is not _NOT_YET else (_t412 := ([_c393[_x] for _x in _t411] if (_t411 := st.zones[(15 + _t404)]) is not _NOT_YET else None))).count(_t407)))) > 0):
            _t408 += 1
    return _t408

# <rulerun alienz.rules: play #157 493ee51c>
def _loop(st, _t415, _t428):
    _t431 = 0
    for _t430 in st.zones[(11 + _t428)]:
        if (_c401[_t430] == _t415):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #158 e3c79559>
def _loop(st, _t415, _t428):
    _t433 = 0
    for _t432 in st.zones[(15 + _t428)]:
        if (_c403[_t432] == _t415):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: play #159 c3ac28c0>
def _loop(st, _t415):
    _memo6 = st.memos[6]
    _t427 = (_k399 or ())
    st.budget -= len(_t427)
    if st.budget < 0: _spent400(st)
    _t429 = None
    for _t428 in _t427:
        _t435 = (_t434 if (_t434 := _memo6.get((_t428, _t415,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t428, _t415,), (_a402(st, _t415, _t428) + _a404(st, _t415, _t428))))
        if _t429 is None or _t435 > _t429:
            _t429 = _t435
    return _t429

# <rulerun alienz.rules: play #160 8aa7d237>
def _loop(st, _t404):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t414 = (_k395 or ())
    st.budget -= len(_t414)
    if st.budget < 0: _spent396(st)
    _t418 = _NOT_YET
    _t420 = _NOT_YET
    _t423 = _NOT_YET
    _t425 = _NOT_YET
    _t437 = _NOT_YET
    _t439 = _NOT_YET
    _t416 = 0
    for _t415 in _t414:
        if (((_t421 if (_t421 := _memo6.get((_t404, _t415,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t404, _t415,), ((_t418 if _t418 is not _NOT_YET else (_t418 := ([_c397[_x] for _x in _t417] if (_t417 := st.zones[(11 + _t404)]) is not _NOT_YET else None))).count(_t415) + (_t420 if _t420 is not _NOT_YET else (_t420 := ([_c398[_x] for _x in _t419] if (_t419 := st.zones[(15 + _t404)]) is not _NOT_YET else None))).count(_t415)))) > 0) and ((_t426 if (_t426 := _memo6.get((_t404, _t415,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t404, _t415,), ((_t423 if _t423 is not _NOT_YET else (_t423 := ([_c397[_x] for _x in _t422] if (_t422 := st.zones[(11 + _t404)]) is not _NOT_YET else None))).count(_t415) + (_t425 if _t425 is not _NOT_YET else (_t425 := ([_c398[_x] for _x in _t424] if (_t424 := st.zones[(15 + _t404)]) is not _NOT_YET else None))).count(_t415)))) == (_memo5[_t415] if _t415 in _memo5 else _memo5.setdefault(_t415, _a405(st, _t415))))):
            _t416 += (_t440 if (_t440 := _memo6.get((_t404, _t415,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t404, _t415,), ((_t437 if _t437 is not _NOT_YET else (_t437 := ([_c397[_x] for _x in _t436] if (_t436 := st.zones[(11 + _t404)]) is not _NOT_YET else None))).count(_t415) + (_t439 if _t439 is not _NOT_YET else (_t439 := ([_c398[_x] for _x in _t438] if (_t438 := st.zones[(15 + _t404)]) is not _NOT_YET else None))).count(_t415))))
    return _t416

# <rulerun alienz.rules: play #161 0ea5ec53>
def _loop(st, _t442, _t450):
    _t453 = 0
    for _t452 in st.zones[(11 + _t450)]:
        if (_c413[_t452] == _t442):
            _t453 += 1
    return _t453

# <rulerun alienz.rules: play #162 0a270ed8>
def _loop(st, _t442, _t450):
    _t455 = 0
    for _t454 in st.zones[(15 + _t450)]:
        if (_c415[_t454] == _t442):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #163 123d5802>
def _loop(st, _t404, _t442):
    _memo6 = st.memos[6]
    _t449 = (_k411 or ())
    st.budget -= len(_t449)
    if st.budget < 0: _spent412(st)
    for _t450 in _t449:
        if not (((_t450 == _t404) or ((_t456 if (_t456 := _memo6.get((_t450, _t442,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t442,), (_a414(st, _t442, _t450) + _a416(st, _t442, _t450)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #164 f4834ffd>
def _loop(st, _t404):
    _memo6 = st.memos[6]
    _t441 = (_k407 or ())
    st.budget -= len(_t441)
    if st.budget < 0: _spent408(st)
    _t445 = _NOT_YET
    _t447 = _NOT_YET
    _t443 = 0
    for _t442 in _t441:
        if (((_t448 if (_t448 := _memo6.get((_t404, _t442,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t404, _t442,), ((_t445 if _t445 is not _NOT_YET else (_t445 := ([_c409[_x] for _x in _t444] if (_t444 := st.zones[(11 + _t404)]) is not _NOT_YET else None))).count(_t442) + (_t447 if _t447 is not _NOT_YET else (_t447 := ([_c410[_x] for _x in _t446] if (_t446 := st.zones[(15 + _t404)]) is not _NOT_YET else None))).count(_t442)))) > 0) and _a417(st, _t404, _t442)):
            _t443 += 1
    return _t443

# <rulerun alienz.rules: play #165 738a7d0d>
def _loop(st, _t457, _t460):
    _t463 = 0
    for _t462 in st.zones[(11 + _t457)]:
        if (_c422[_t462] == _t460):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: play #166 762d3492>
def _loop(st, _t457, _t460):
    _t465 = 0
    for _t464 in st.zones[(15 + _t457)]:
        if (_c424[_t464] == _t460):
            _t465 += 1
    return _t465

# <rulerun alienz.rules: play #167 040103c9>
def _loop(st, _t457, _t460):
    _t468 = 0
    for _t467 in st.zones[(11 + _t457)]:
        if (_c428[_t467] == _t460):
            _t468 += 1
    return _t468

# <rulerun alienz.rules: play #168 dbcf0064>
def _loop(st, _t457, _t460):
    _t470 = 0
    for _t469 in st.zones[(15 + _t457)]:
        if (_c430[_t469] == _t460):
            _t470 += 1
    return _t470

# <rulerun alienz.rules: play #169 1a652be7>
def _loop(st, _t457):
    _memo6 = st.memos[6]
    _t472 = (_k435 or ())
    st.budget -= len(_t472)
    if st.budget < 0: _spent436(st)
    _t476 = _NOT_YET
    _t478 = _NOT_YET
    _t474 = 0
    for _t473 in _t472:
        if ((_t479 if (_t479 := _memo6.get((_t457, _t473,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t473,), ((_t476 if _t476 is not _NOT_YET else (_t476 := ([_c437[_x] for _x in _t475] if (_t475 := st.zones[(11 + _t457)]) is not _NOT_YET else None))).count(_t473) + (_t478 if _t478 is not _NOT_YET else (_t478 := ([_c438[_x] for _x in _t477] if (_t477 := st.zones[(15 + _t457)]) is not _NOT_YET else None))).count(_t473)))) > 0):
            _t474 += 1
    return _t474

# <rulerun alienz.rules: play #170 8b2663a1>
def _loop(st, _t481, _t494):
    _t497 = 0
    for _t496 in st.zones[(11 + _t494)]:
        if (_c446[_t496] == _t481):
            _t497 += 1
    return _t497

# <rulerun alienz.rules: play #171 0ce7f6db>
def _loop(st, _t481, _t494):
    _t499 = 0
    for _t498 in st.zones[(15 + _t494)]:
        if (_c448[_t498] == _t481):
            _t499 += 1
    return _t499

# <rulerun alienz.rules: play #172 da4a2657>
def _loop(st, _t481):
    _memo6 = st.memos[6]
    _t493 = (_k444 or ())
    st.budget -= len(_t493)
    if st.budget < 0: _spent445(st)
    _t495 = None
    for _t494 in _t493:
        _t501 = (_t500 if (_t500 := _memo6.get((_t494, _t481,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t494, _t481,), (_a447(st, _t481, _t494) + _a449(st, _t481, _t494))))
        if _t495 is None or _t501 > _t495:
            _t495 = _t501
    return _t495

# <rulerun alienz.rules: play #173 6e4e8b57>
def _loop(st, _t457):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t480 = (_k440 or ())
    st.budget -= len(_t480)
    if st.budget < 0: _spent441(st)
    _t484 = _NOT_YET
    _t486 = _NOT_YET
    _t489 = _NOT_YET
    _t491 = _NOT_YET
    _t503 = _NOT_YET
    _t505 = _NOT_YET
    _t482 = 0
    for _t481 in _t480:
        if (((_t487 if (_t487 := _memo6.get((_t457, _t481,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t481,), ((_t484 if _t484 is not _NOT_YET else (_t484 := ([_c442[_x] for _x in _t483] if (_t483 := st.zones[(11 + _t457)]) is not _NOT_YET else None))).count(_t481) + (_t486 if _t486 is not _NOT_YET else (_t486 := ([_c443[_x] for _x in _t485] if (_t485 := st.zones[(15 + _t457)]) is not _NOT_YET else None))).count(_t481)))) > 0) and ((_t492 if (_t492 := _memo6.get((_t457, _t481,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t481,), ((_t489 if _t489 is not _NOT_YET else (_t489 := ([_c442[_x] for _x in _t488] if (_t488 := st.zones[(11 + _t457)]) is not _NOT_YET else None))).count(_t481) + (_t491 if _t491 is not _NOT_YET else (_t491 := ([_c443[_x] for _x in _t490] if (_t490 := st.zones[(15 + _t457)]) is not _NOT_YET else None))).count(_t481)))) == (_memo5[_t481] if _t481 in _memo5 else _memo5.setdefault(_t481, _a450(st, _t481))))):
            _t482 += (_t506 if (_t506 := _memo6.get((_t457, _t481,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t481,), ((_t503 if _t503 is not _NOT_YET else (_t503 := ([_c442[_x] for _x in _t502] if (_t502 := st.zones[(11 + _t457)]) is not _NOT_YET else None))).count(_t481) + (_t505 if _t505 is not _NOT_YET else (_t505 := ([_c443[_x] for _x in _t504] if (_t504 := st.zones[(15 + _t457)]) is not _NOT_YET else None))).count(_t481))))
    return _t482

# <rulerun alienz.rules: play #174 e9ead8ee>
def _loop(st, _t508, _t516):
    _t519 = 0
    for _t518 in st.zones[(11 + _t516)]:
        if (_c458[_t518] == _t508):
            _t519 += 1
    return _t519

# <rulerun alienz.rules: play #175 1cc72bb9>
def _loop(st, _t508, _t516):
    _t521 = 0
    for _t520 in st.zones[(15 + _t516)]:
        if (_c460[_t520] == _t508):
            _t521 += 1
    return _t521

# <rulerun alienz.rules: play #176 ae7f5ced>
def _loop(st, _t457, _t508):
    _memo6 = st.memos[6]
    _t515 = (_k456 or ())
    st.budget -= len(_t515)
    if st.budget < 0: _spent457(st)
    for _t516 in _t515:
        if not (((_t516 == _t457) or ((_t522 if (_t522 := _memo6.get((_t516, _t508,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t516, _t508,), (_a459(st, _t508, _t516) + _a461(st, _t508, _t516)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #177 b95a053e>
def _loop(st, _t457):
    _memo6 = st.memos[6]
    _t507 = (_k452 or ())
    st.budget -= len(_t507)
    if st.budget < 0: _spent453(st)
    _t511 = _NOT_YET
    _t513 = _NOT_YET
    _t509 = 0
    for _t508 in _t507:
        if (((_t514 if (_t514 := _memo6.get((_t457, _t508,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t508,), ((_t511 if _t511 is not _NOT_YET else (_t511 := ([_c454[_x] for _x in _t510] if (_t510 := st.zones[(11 + _t457)]) is not _NOT_YET else None))).count(_t508) + (_t513 if _t513 is not _NOT_YET else (_t513 := ([_c455[_x] for _x in _t512] if (_t512 := st.zones[(15 + _t457)]) is not _NOT_YET else None))).count(_t508)))) > 0) and _a462(st, _t457, _t508)):
            _t509 += 1
    return _t509

# <rulerun alienz.rules: play #178 aef6c82a>
def _native(st, L):
    _st_log = st.log
    _, _memo1, _, _memo3, _, _, _memo6, _, _memo8, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k387)
    _t405 = (_k388 or [])
    st.budget -= len(_t405)
    if st.budget < 0: _spent389(st)
    for _t404 in _t405:
        _i2[2] = _t404
        _st_vars[4 + _t404] = (((((2 * (len(_st_zones[(11 + _t404)]) + len(_st_zones[(15 + _t404)]))) - (2 * len(_st_zones[(3 + _t404)]))) + (_memo1[_t404] if _t404 in _memo1 else _memo1.setdefault(_t404, _a394(st, _t404)))) + (_memo3[_t404] if _t404 in _memo3 else _memo3.setdefault(_t404, _a406(st, _t404)))) + (_memo8[_t404] if _t404 in _memo8 else _memo8.setdefault(_t404, (5 * _a418(st, _t404)))))
    _t458 = (_k419 or [])
    st.budget -= len(_t458)
    if st.budget < 0: _spent389(st)
    for _t457 in _t458:
        _i2[5] = _t457
        _st_vars[0 + _t457] = (_t459 if -1000000000000000000 <= (_t459 := _st_vars[0 + _t457] + _st_vars[4 + _t457]) <= 1000000000000000000 else _beyond420(_t459))
        _i2[6] = ''
        _t461 = (_k421 or [])
        st.budget -= len(_t461)
        if st.budget < 0: _spent389(st)
        for _t460 in _t461:
            _i2[9] = _t460
            if not (((_t466 if (_t466 := _memo6.get((_t457, _t460,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t460,), (_a423(st, _t457, _t460) + _a425(st, _t457, _t460)))) > 0)): continue
            _i2[6] = _text426(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain427(_t460) + ' ' + _plain427((_t471 if (_t471 := _memo6.get((_t457, _t460,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t457, _t460,), (_a429(st, _t457, _t460) + _a431(st, _t457, _t460))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t457), "'s score pile:", _plain427(_i2[6]), '; queued aliens set aside: ', _plain427(len(_st_zones[(7 + _t457)]))]))
        if _st_log is not None: _st_log.append(_Text434(_audience432(st), [_PlayerRef433(_t457), ' scores ', _plain427(_st_vars[4 + _t457]), ': +', _plain427((2 * (len(_st_zones[(11 + _t457)]) + len(_st_zones[(15 + _t457)])))), ' for ', _plain427((len(_st_zones[(11 + _t457)]) + len(_st_zones[(15 + _t457)]))), ' cards flown, -', _plain427((2 * len(_st_zones[(3 + _t457)]))), ' for ', _plain427(len(_st_zones[(3 + _t457)])), ' behind the screen, +', _plain427((_memo1[_t457] if _t457 in _memo1 else _memo1.setdefault(_t457, _a439(st, _t457)))), ' for colours, +', _plain427((_memo3[_t457] if _t457 in _memo3 else _memo3.setdefault(_t457, _a451(st, _t457)))), ' majorities, +', _plain427((_memo8[_t457] if _t457 in _memo8 else _memo8.setdefault(_t457, (5 * _a463(st, _t457))))), ' sole owner; total ', _plain427(_st_vars[0 + _t457])]))
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

# <rulerun alienz.rules: turn #182 1ab752da>
def _loop(st):
    _t528 = []
    for _t527 in st.zones[20]:
        _t528.append(_c488[_t527])
    return _t528

# <rulerun alienz.rules: turn #183 6541a727>
def _loop(st):
    for _t535 in st.zones[22]:
        return _c496[_t535]
    return None

# <rulerun alienz.rules: turn #184 75f95329>
def _loop(st):
    _t538 = []
    for _t537 in st.zones[20]:
        _t538.append(_c498[_t537])
    return _t538

# <rulerun alienz.rules: turn #185 b8a975f9>
def _loop(st):
    for _t543 in st.zones[22]:
        return _c503[_t543]
    return None

# <rulerun alienz.rules: turn #186 8f06d375>
def _loop(st):
    _t546 = []
    for _t545 in st.zones[20]:
        _t546.append(_c505[_t545])
    return _t546

# <rulerun alienz.rules: turn #187 ba19d451>
def _loop(st):
    for _t548 in st.zones[22]:
        return _c507[_t548]
    return None

# <rulerun alienz.rules: turn #188 b99bd3a0>
def _loop(st):
    _t551 = []
    for _t550 in st.zones[20]:
        _t551.append(_c509[_t550])
    return _t551

# <rulerun alienz.rules: turn #189 4928a4a0>
def _loop(st, L, _t533):
    _t540 = st.zones[(3 + L[0])]
    st.budget -= len(_t540)
    if st.budget < 0: _spent500(st)
    _t547 = _NOT_YET
    _t552 = _NOT_YET
    _t542 = 0
    for _t541 in _t540:
        if ((_t541 != _t533) and ((_c501[_t541] == _c502[_t533]) or (((_t547 if _t547 is not _NOT_YET else (_t547 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a504(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a506(st))))) else None))))) is not None) and (_c501[_t541] == (_t552 if _t552 is not _NOT_YET else (_t552 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a508(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a510(st))))) else None))))))))):
            _t542 += 1
    return _t542

# <rulerun alienz.rules: turn #190 1186260b>
def _loop(st):
    _t554 = []
    for _t553 in st.zones[20]:
        _t554.append(_c512[_t553])
    return _t554

# <rulerun alienz.rules: turn #191 4d5fba64>
def _loop(st, L):
    _memo7 = st.memos[7]
    _t532 = st.zones[(3 + L[0])]
    st.budget -= len(_t532)
    if st.budget < 0: _spent494(st)
    _t539 = _NOT_YET
    _t555 = _NOT_YET
    for _t533 in _t532:
        if (_t556 if (_t556 := _memo7.get((L[0], _t533,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t533,), ((_c495[_t533] != (_t539 if _t539 is not _NOT_YET else (_t539 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a497(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a499(st))))) else None)))))) and (_a511(st, L, _t533) >= (_t555 if _t555 is not _NOT_YET else (_t555 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a513(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #192 19e7afe0>
def _loop(st):
    _t558 = []
    for _t557 in st.zones[20]:
        _t558.append(_c519[_t557])
    return _t558

# <rulerun alienz.rules: turn #193 da61dbfe>
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
            L[2] = ((list(range(1, _t523 + 1)) if (_t523 := L[1]) - 1 < 1000000 else _range481(1, _t523)) or []); L[3] = 0
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
            if not _t525: _no_option483(_t524, 'alien to take')
            if _t525 <= 1 and _st_log is None:
                L[5] = _o[0] if _t525 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t526 = st.chooser(_t525, _t524)
                else:
                    _t526 = _st_bits(_t525.bit_length())
                    while _t526 >= _t525: _t526 = _st_bits(_t525.bit_length())
                L[5] = _o[_t526]; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t526)
            elif _st_log is None: _pend485(st, L, _o[:], _t524); return True
            elif _decide486(st, L, _o[:], _t524): return True
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
            _t529 = L[0]
            _t530 = len(_o) + 1
            if _t530 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t531 = st.chooser(_t530, _t529)
                else:
                    _t531 = _st_bits(_t530.bit_length())
                    while _t531 >= _t530: _t531 = _st_bits(_t530.bit_length())
                L[6] = _o[_t531 - 1] if _t531 else None; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t531)
            elif _st_log is None: _pend491(st, L, [None] + _o, _t529); return True
            elif _decide492(st, L, _o[:], _t529): return True
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
            _t559 = L[0]
            _t560 = len(_o)
            if not _t560: _no_option483(_t559, 'flight this turn')
            if _t560 <= 1 and _st_log is None:
                L[7] = _o[0] if _t560 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t561 = st.chooser(_t560, _t559)
                else:
                    _t561 = _st_bits(_t560.bit_length())
                    while _t561 >= _t560: _t561 = _st_bits(_t560.bit_length())
                L[7] = _o[_t561]; st.decisions += 1
                if st.thread_player is not None: _answered484(st, _t561)
            elif _st_log is None: _pend522(st, L, _o, _t559); return True
            elif _decide523(st, L, _o, _t559): return True
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

# <rulerun alienz.rules: private_flight #194 80604d01>
def _loop(st):
    for _t563 in st.zones[22]:
        return _c534[_t563]
    return None

# <rulerun alienz.rules: private_flight #195 32672048>
def _loop(st):
    _t566 = []
    for _t565 in st.zones[20]:
        _t566.append(_c536[_t565])
    return _t566

# <rulerun alienz.rules: private_flight #196 880108e1>
def _loop(st):
    for _t571 in st.zones[22]:
        return _c541[_t571]
    return None

# <rulerun alienz.rules: private_flight #197 74d7434d>
def _loop(st):
    _t574 = []
    for _t573 in st.zones[20]:
        _t574.append(_c543[_t573])
    return _t574

# <rulerun alienz.rules: private_flight #198 caac5373>
def _loop(st):
    for _t576 in st.zones[22]:
        return _c545[_t576]
    return None

# <rulerun alienz.rules: private_flight #199 63bb2811>
def _loop(st):
    _t579 = []
    for _t578 in st.zones[20]:
        _t579.append(_c547[_t578])
    return _t579

# <rulerun alienz.rules: private_flight #200 49a0db28>
def _loop(st, L, _t562):
    _t568 = st.zones[(3 + L[0])]
    st.budget -= len(_t568)
    if st.budget < 0: _spent538(st)
    _t575 = _NOT_YET
    _t580 = _NOT_YET
    _t570 = 0
    for _t569 in _t568:
        if ((_t569 != _t562) and ((_c539[_t569] == _c540[_t562]) or (((_t575 if _t575 is not _NOT_YET else (_t575 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a542(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a544(st))))) else None))))) is not None) and (_c539[_t569] == (_t580 if _t580 is not _NOT_YET else (_t580 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a546(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a548(st))))) else None))))))))):
            _t570 += 1
    return _t570

# <rulerun alienz.rules: private_flight #201 b5812ccc>
def _loop(st):
    _t582 = []
    for _t581 in st.zones[20]:
        _t582.append(_c550[_t581])
    return _t582

# <rulerun alienz.rules: private_flight #202 93f83864>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t567 = _NOT_YET
            _t583 = _NOT_YET
            _o = []
            for _t562 in st.zones[(3 + L[0])]:
                if (_t584 if (_t584 := _memo7.get((L[0], _t562,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t562,), ((_c533[_t562] != (_t567 if _t567 is not _NOT_YET else (_t567 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a535(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a537(st))))) else None)))))) and (_a549(st, L, _t562) >= (_t583 if _t583 is not _NOT_YET else (_t583 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a551(st))))) else 2))))))): _o.append(_t562)
            fr[1] = 1
            _t585 = L[0]
            _t586 = len(_o)
            if not _t586: _no_option553(_t585, 'planet for a private flight')
            if _t586 <= 1 and _st_log is None:
                L[1] = _o[0] if _t586 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t587 = st.chooser(_t586, _t585)
                else:
                    _t587 = _st_bits(_t586.bit_length())
                    while _t587 >= _t586: _t587 = _st_bits(_t586.bit_length())
                L[1] = _o[_t587]; st.decisions += 1
                if st.thread_player is not None: _answered554(st, _t587)
            elif _st_log is None: _pend555(st, L, _o, _t585); return True
            elif _decide556(st, L, _o, _t585): return True
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

# <rulerun alienz.rules: board_own #204 e5426013>
def _loop(st):
    _t589 = []
    for _t588 in st.zones[20]:
        _t589.append(_c578[_t588])
    return _t589

# <rulerun alienz.rules: board_own #205 9f4eed8f>
def _loop(st):
    for _t591 in st.zones[22]:
        return _c581[_t591]
    return None

# <rulerun alienz.rules: board_own #206 21e5a964>
def _loop(st):
    _t594 = []
    for _t593 in st.zones[20]:
        _t594.append(_c583[_t593])
    return _t594

# <rulerun alienz.rules: board_own #207 eb24dc79>
def _loop(st):
    for _t596 in st.zones[22]:
        return _c585[_t596]
    return None

# <rulerun alienz.rules: board_own #208 5d57eee1>
def _loop(st):
    _t599 = []
    for _t598 in st.zones[20]:
        _t599.append(_c587[_t598])
    return _t599

# <rulerun alienz.rules: board_own #209 86b0b1cc>
def _loop(st):
    for _t605 in st.zones[22]:
        return _c595[_t605]
    return None

# <rulerun alienz.rules: board_own #210 5fe72880>
def _loop(st):
    _t608 = []
    for _t607 in st.zones[20]:
        _t608.append(_c597[_t607])
    return _t608

# <rulerun alienz.rules: board_own #211 ff54818c>
def _loop(st):
    for _t610 in st.zones[22]:
        return _c599[_t610]
    return None

# <rulerun alienz.rules: board_own #212 fd4484e6>
def _loop(st):
    _t613 = []
    for _t612 in st.zones[20]:
        _t613.append(_c601[_t612])
    return _t613

# <rulerun alienz.rules: board_own #213 95f49d52>
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
            _t595 = _NOT_YET
            _t600 = _NOT_YET
            _o = []
            for _t590 in _st_zones[(3 + L[0])]:
                if ((_c580[_t590] == L[1]) or (((_t595 if _t595 is not _NOT_YET else (_t595 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a582(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a584(st))))) else None))))) is not None) and (_c580[_t590] == (_t600 if _t600 is not _NOT_YET else (_t600 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a586(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a588(st))))) else None)))))))): _o.append(_t590)
            fr[1] = 5
            _t601 = L[0]
            _t602 = len(_o)
            if not _t602: _no_option590(_t601, 'alien to fly')
            if _t602 <= 1 and _st_log is None:
                L[4] = _o[0] if _t602 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t603 = st.chooser(_t602, _t601)
                else:
                    _t603 = _st_bits(_t602.bit_length())
                    while _t603 >= _t602: _t603 = _st_bits(_t602.bit_length())
                L[4] = _o[_t603]; st.decisions += 1
                if st.thread_player is not None: _answered591(st, _t603)
            elif _st_log is None: _pend592(st, L, _o, _t601); return True
            elif _decide593(st, L, _o, _t601): return True
            pc = 5
        if pc == 5:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t609 = _NOT_YET
            _t614 = _NOT_YET
            _o = []
            for _t604 in _st_zones[(3 + L[0])]:
                if ((_c580[_t604] == L[1]) or (((_t609 if _t609 is not _NOT_YET else (_t609 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a596(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a598(st))))) else None))))) is not None) and (_c580[_t604] == (_t614 if _t614 is not _NOT_YET else (_t614 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a600(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a602(st))))) else None)))))))): _o.append(_t604)
            fr[1] = 8
            _t615 = L[0]
            _t616 = len(_o) + 1
            if _t616 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t617 = st.chooser(_t616, _t615)
                else:
                    _t617 = _st_bits(_t616.bit_length())
                    while _t617 >= _t616: _t617 = _st_bits(_t616.bit_length())
                L[5] = _o[_t617 - 1] if _t617 else None; st.decisions += 1
                if st.thread_player is not None: _answered591(st, _t617)
            elif _st_log is None: _pend604(st, L, [None] + _o, _t615); return True
            elif _decide605(st, L, _o, _t615): return True
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

# <rulerun alienz.rules: join #215 e036e3ef>
def _loop(st):
    for _t619 in st.zones[22]:
        return _c618[_t619]
    return None

# <rulerun alienz.rules: join #216 03090862>
def _loop(st):
    _t622 = []
    for _t621 in st.zones[20]:
        _t622.append(_c620[_t621])
    return _t622

# <rulerun alienz.rules: join #217 8282425e>
def _loop(st):
    for _t624 in st.zones[22]:
        return _c622[_t624]
    return None

# <rulerun alienz.rules: join #218 4d4ae9ac>
def _loop(st):
    _t627 = []
    for _t626 in st.zones[20]:
        _t627.append(_c624[_t626])
    return _t627

# <rulerun alienz.rules: join #219 86abcc8e>
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
            _t623 = _NOT_YET
            _t628 = _NOT_YET
            _o = []
            for _t618 in st.zones[(3 + L[0])]:
                if ((_c617[_t618] == L[1]) or (((_t623 if _t623 is not _NOT_YET else (_t623 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a619(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a621(st))))) else None))))) is not None) and (_c617[_t618] == (_t628 if _t628 is not _NOT_YET else (_t628 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a623(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a625(st))))) else None)))))))): _o.append(_t618)
            fr[1] = 3
            _t629 = L[0]
            _t630 = len(_o) + 1
            if _t630 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t631 = st.chooser(_t630, _t629)
                else:
                    _t631 = _st_bits(_t630.bit_length())
                    while _t631 >= _t630: _t631 = _st_bits(_t630.bit_length())
                L[3] = _o[_t631 - 1] if _t631 else None; st.decisions += 1
                if st.thread_player is not None: _answered627(st, _t631)
            elif _st_log is None: _pend628(st, L, [None] + _o, _t629); return True
            elif _decide629(st, L, _o, _t629): return True
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

# <rulerun alienz.rules: turn #228 86555236>
def _loop(st):
    _t634 = []
    for _t633 in st.zones[20]:
        _t634.append(_c682[_t633])
    return _t634

# <rulerun alienz.rules: turn #229 97253ffd>
def _loop(st):
    _t648 = []
    for _t647 in st.zones[20]:
        _t648.append(_c692[_t647])
    return _t648

# <rulerun alienz.rules: turn #230 2dde63e5>
def _loop(st):
    for _t662 in st.zones[22]:
        return _c700[_t662]
    return None

# <rulerun alienz.rules: turn #231 b197e9ca>
def _loop(st):
    _t665 = []
    for _t664 in st.zones[20]:
        _t665.append(_c702[_t664])
    return _t665

# <rulerun alienz.rules: turn #232 e5a1cd72>
def _loop(st):
    for _t670 in st.zones[22]:
        return _c707[_t670]
    return None

# <rulerun alienz.rules: turn #233 4d1b6826>
def _loop(st):
    _t673 = []
    for _t672 in st.zones[20]:
        _t673.append(_c709[_t672])
    return _t673

# <rulerun alienz.rules: turn #234 8035e407>
def _loop(st):
    for _t675 in st.zones[22]:
        return _c711[_t675]
    return None

# <rulerun alienz.rules: turn #235 978a992d>
def _loop(st):
    _t678 = []
    for _t677 in st.zones[20]:
        _t678.append(_c713[_t677])
    return _t678

# <rulerun alienz.rules: turn #236 7fe2db04>
def _loop(st, L, _t660):
    _t667 = st.zones[(3 + L[0])]
    st.budget -= len(_t667)
    if st.budget < 0: _spent704(st)
    _t674 = _NOT_YET
    _t679 = _NOT_YET
    _t669 = 0
    for _t668 in _t667:
        if ((_t668 != _t660) and ((_c705[_t668] == _c706[_t660]) or (((_t674 if _t674 is not _NOT_YET else (_t674 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a708(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a710(st))))) else None))))) is not None) and (_c705[_t668] == (_t679 if _t679 is not _NOT_YET else (_t679 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a712(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a714(st))))) else None))))))))):
            _t669 += 1
    return _t669

# <rulerun alienz.rules: turn #237 b27c8801>
def _loop(st):
    _t681 = []
    for _t680 in st.zones[20]:
        _t681.append(_c716[_t680])
    return _t681

# <rulerun alienz.rules: turn #238 dbdf8bac>
def _loop(st, L):
    _l0 = L[0]
    _memo7 = st.memos[7]
    _t659 = st.zones[(3 + _l0)]
    st.budget -= len(_t659)
    if st.budget < 0: _spent698(st)
    _t666 = _NOT_YET
    _t682 = _NOT_YET
    for _t660 in _t659:
        if (_t683 if (_t683 := _memo7.get((_l0, _t660,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t660,), ((_c699[_t660] != (_t666 if _t666 is not _NOT_YET else (_t666 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a701(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a703(st))))) else None)))))) and (_a715(st, L, _t660) >= (_t682 if _t682 is not _NOT_YET else (_t682 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a717(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #239 03ba29bf>
def _loop(st):
    _t685 = []
    for _t684 in st.zones[20]:
        _t685.append(_c723[_t684])
    return _t685

# <rulerun alienz.rules: turn #240 8e90e00b>
def _loop(st):
    for _t691 in st.zones[22]:
        return _c728[_t691]
    return None

# <rulerun alienz.rules: turn #241 a48da955>
def _loop(st):
    _t694 = []
    for _t693 in st.zones[20]:
        _t694.append(_c730[_t693])
    return _t694

# <rulerun alienz.rules: turn #242 8e46cd91>
def _loop(st):
    for _t699 in st.zones[22]:
        return _c735[_t699]
    return None

# <rulerun alienz.rules: turn #243 fc6fba6e>
def _loop(st):
    _t702 = []
    for _t701 in st.zones[20]:
        _t702.append(_c737[_t701])
    return _t702

# <rulerun alienz.rules: turn #244 b0eae675>
def _loop(st):
    for _t704 in st.zones[22]:
        return _c739[_t704]
    return None

# <rulerun alienz.rules: turn #245 fb7e460a>
def _loop(st):
    _t707 = []
    for _t706 in st.zones[20]:
        _t707.append(_c741[_t706])
    return _t707

# <rulerun alienz.rules: turn #246 ddc363e0>
def _loop(st, _i3l0, _t690):
    _t696 = st.zones[(3 + _i3l0)]
    st.budget -= len(_t696)
    if st.budget < 0: _spent732(st)
    _t703 = _NOT_YET
    _t708 = _NOT_YET
    _t698 = 0
    for _t697 in _t696:
        if ((_t697 != _t690) and ((_c733[_t697] == _c734[_t690]) or (((_t703 if _t703 is not _NOT_YET else (_t703 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a736(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a738(st))))) else None))))) is not None) and (_c733[_t697] == (_t708 if _t708 is not _NOT_YET else (_t708 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a740(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a742(st))))) else None))))))))):
            _t698 += 1
    return _t698

# <rulerun alienz.rules: turn #247 7f6f4f5d>
def _loop(st):
    _t710 = []
    for _t709 in st.zones[20]:
        _t710.append(_c744[_t709])
    return _t710

# <rulerun alienz.rules: turn #248 30acafae>
def _loop(st):
    _t722 = []
    for _t721 in st.zones[20]:
        _t722.append(_c750[_t721])
    return _t722

# <rulerun alienz.rules: turn #249 a42930a1>
def _loop(st):
    for _t725 in st.zones[22]:
        return _c753[_t725]
    return None

# <rulerun alienz.rules: turn #250 47d9c80f>
def _loop(st):
    _t728 = []
    for _t727 in st.zones[20]:
        _t728.append(_c755[_t727])
    return _t728

# <rulerun alienz.rules: turn #251 cf478990>
def _loop(st):
    for _t730 in st.zones[22]:
        return _c757[_t730]
    return None

# <rulerun alienz.rules: turn #252 16d39d71>
def _loop(st):
    _t733 = []
    for _t732 in st.zones[20]:
        _t733.append(_c759[_t732])
    return _t733

# <rulerun alienz.rules: turn #253 e529392f>
def _loop(st):
    for _t740 in st.zones[22]:
        return _c764[_t740]
    return None

# <rulerun alienz.rules: turn #254 a79885ee>
def _loop(st):
    _t743 = []
    for _t742 in st.zones[20]:
        _t743.append(_c766[_t742])
    return _t743

# <rulerun alienz.rules: turn #255 556bbb3c>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c768[_t745]
    return None

# <rulerun alienz.rules: turn #256 84cade17>
def _loop(st):
    _t748 = []
    for _t747 in st.zones[20]:
        _t748.append(_c770[_t747])
    return _t748

# <rulerun alienz.rules: board_own #257 0c8489c7>
def _loop(st):
    _t760 = []
    for _t759 in st.zones[20]:
        _t760.append(_c777[_t759])
    return _t760

# <rulerun alienz.rules: board_own #258 4345a7d4>
def _loop(st):
    for _t763 in st.zones[22]:
        return _c780[_t763]
    return None

# <rulerun alienz.rules: board_own #259 d527b472>
def _loop(st):
    _t766 = []
    for _t765 in st.zones[20]:
        _t766.append(_c782[_t765])
    return _t766

# <rulerun alienz.rules: board_own #260 a927db8e>
def _loop(st):
    for _t768 in st.zones[22]:
        return _c784[_t768]
    return None

# <rulerun alienz.rules: board_own #261 bcd36366>
def _loop(st):
    _t771 = []
    for _t770 in st.zones[20]:
        _t771.append(_c786[_t770])
    return _t771

# <rulerun alienz.rules: board_own #262 c7094d13>
def _loop(st):
    for _t778 in st.zones[22]:
        return _c793[_t778]
    return None

# <rulerun alienz.rules: board_own #263 89937e50>
def _loop(st):
    _t781 = []
    for _t780 in st.zones[20]:
        _t781.append(_c795[_t780])
    return _t781

# <rulerun alienz.rules: board_own #264 ad5ddc56>
def _loop(st):
    for _t783 in st.zones[22]:
        return _c797[_t783]
    return None

# <rulerun alienz.rules: board_own #265 143f9f09>
def _loop(st):
    _t786 = []
    for _t785 in st.zones[20]:
        _t786.append(_c799[_t785])
    return _t786

# <rulerun alienz.rules: board_own #266 playout 4cffec1c>
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
            _t767 = _NOT_YET
            _t772 = _NOT_YET
            _t761 = []
            for _t762 in _st_zones[(3 + _l0)]:
                if ((_c779[_t762] == _l1) or (((_t767 if _t767 is not _NOT_YET else (_t767 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a781(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a783(st))))) else None))))) is not None) and (_c779[_t762] == (_t772 if _t772 is not _NOT_YET else (_t772 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a785(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a787(st))))) else None)))))))): _t761.append(_t762)
            _t773 = _l0
            _t774 = len(_t761)
            if not _t774: _no_option790(_t773, 'alien to fly')
            if _t774 <= 1 and _st_log is None:
                L[4] = _t761[0] if _t774 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t775 = st.chooser(_t774, _t773)
                else:
                    _t775 = _st_bits(_t774.bit_length())
                    while _t775 >= _t774: _t775 = _st_bits(_t774.bit_length())
                L[4] = _t761[_t775]; st.decisions += 1
            elif _st_log is None: _pend791(st, L, _t761, _t773); raise _PlayoutCut788()
            elif _decide792(st, L, _t761, _t773): raise _PlayoutCut788()
            L[3] = L[4]
        else:
            _t782 = _NOT_YET
            _t787 = _NOT_YET
            _t776 = []
            for _t777 in _st_zones[(3 + _l0)]:
                if ((_c779[_t777] == _l1) or (((_t782 if _t782 is not _NOT_YET else (_t782 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a794(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a796(st))))) else None))))) is not None) and (_c779[_t777] == (_t787 if _t787 is not _NOT_YET else (_t787 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a798(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a800(st))))) else None)))))))): _t776.append(_t777)
            _t788 = _l0
            _t789 = len(_t776) + 1
            if _t789 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t790 = st.chooser(_t789, _t788)
                else:
                    _t790 = _st_bits(_t789.bit_length())
                    while _t790 >= _t789: _t790 = _st_bits(_t789.bit_length())
                L[5] = _t776[_t790 - 1] if _t790 else None; st.decisions += 1
            elif _st_log is None: _pend802(st, L, [None] + _t776, _t788); raise _PlayoutCut788()
            elif _decide803(st, L, _t776, _t788): raise _PlayoutCut788()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t791 = L[3]
        _t792 = (11 + _l0)
        if type(_t791) is int and _st_log is None:
            _t793 = _st_zones[(_t794 := _st_loc[_t791])]
            if _t793[-1] == _t791: _t793.pop()
            else: _t793.remove(_t791)
            _st_zones[_t792].append(_t791); _st_loc[_t791] = _t792
            _t795 = _leaving805[_t794]
            if _memo0 and _t795 & 1: _memo0.clear()
            if _memo2 and _t795 & 4: _memo2.clear()
            if _memo4 and _t795 & 16: _memo4.clear()
            if _memo7 and _t795 & 128: _memo7.clear()
            if _memo9 and _t795 & 512: _memo9.clear()
            if _memo10 and _t795 & 1024: _memo10.clear()
        elif _t791 is not None:
            _move_cards804(st, _t791, _t792, False)
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
        L[2] = (_t796 if -1000000000000000000 <= (_t796 := L[2] + 1) <= 1000000000000000000 else _beyond806(_t796))
    if _st_log is not None: _st_log.append(_Text810(_audience807(st), [_PlayerRef808(_l0), ' flies ', _plain809(L[2]), ' ', _plain809(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain809(_l1), ' planet']))

# <rulerun alienz.rules: turn #267 1c3674a8>
def _loop(st):
    for _t802 in st.zones[22]:
        return _c813[_t802]
    return None

# <rulerun alienz.rules: turn #268 531e1d8b>
def _loop(st):
    _t805 = []
    for _t804 in st.zones[20]:
        _t805.append(_c815[_t804])
    return _t805

# <rulerun alienz.rules: turn #269 09b735c2>
def _loop(st):
    for _t807 in st.zones[22]:
        return _c817[_t807]
    return None

# <rulerun alienz.rules: turn #270 c98e4846>
def _loop(st):
    _t810 = []
    for _t809 in st.zones[20]:
        _t810.append(_c819[_t809])
    return _t810

# <rulerun alienz.rules: private_flight #271 8f629671>
def _loop(st):
    for _t818 in st.zones[22]:
        return _c823[_t818]
    return None

# <rulerun alienz.rules: private_flight #272 b547e4ff>
def _loop(st):
    _t821 = []
    for _t820 in st.zones[20]:
        _t821.append(_c825[_t820])
    return _t821

# <rulerun alienz.rules: private_flight #273 7755789f>
def _loop(st):
    for _t826 in st.zones[22]:
        return _c830[_t826]
    return None

# <rulerun alienz.rules: private_flight #274 c767c17f>
def _loop(st):
    _t829 = []
    for _t828 in st.zones[20]:
        _t829.append(_c832[_t828])
    return _t829

# <rulerun alienz.rules: private_flight #275 1dcc0428>
def _loop(st):
    for _t831 in st.zones[22]:
        return _c834[_t831]
    return None

# <rulerun alienz.rules: private_flight #276 54fe5380>
def _loop(st):
    _t834 = []
    for _t833 in st.zones[20]:
        _t834.append(_c836[_t833])
    return _t834

# <rulerun alienz.rules: private_flight #277 0124563e>
def _loop(st, L, _t817):
    _t823 = st.zones[(3 + L[0])]
    st.budget -= len(_t823)
    if st.budget < 0: _spent827(st)
    _t830 = _NOT_YET
    _t835 = _NOT_YET
    _t825 = 0
    for _t824 in _t823:
        if ((_t824 != _t817) and ((_c828[_t824] == _c829[_t817]) or (((_t830 if _t830 is not _NOT_YET else (_t830 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a831(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a833(st))))) else None))))) is not None) and (_c828[_t824] == (_t835 if _t835 is not _NOT_YET else (_t835 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a835(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a837(st))))) else None))))))))):
            _t825 += 1
    return _t825

# <rulerun alienz.rules: private_flight #278 fd33ed45>
def _loop(st):
    _t837 = []
    for _t836 in st.zones[20]:
        _t837.append(_c839[_t836])
    return _t837

# <rulerun alienz.rules: private_flight #279 f5980a95>
def _loop(st):
    for _t853 in st.zones[22]:
        return _c855[_t853]
    return None

# <rulerun alienz.rules: private_flight #280 c1fc380a>
def _loop(st):
    _t856 = []
    for _t855 in st.zones[20]:
        _t856.append(_c857[_t855])
    return _t856

# <rulerun alienz.rules: private_flight #281 5f7fb4fd>
def _loop(st):
    for _t858 in st.zones[22]:
        return _c859[_t858]
    return None

# <rulerun alienz.rules: private_flight #282 69dd29e2>
def _loop(st):
    _t861 = []
    for _t860 in st.zones[20]:
        _t861.append(_c861[_t860])
    return _t861

# <rulerun alienz.rules: private_flight #283 playout 2306691e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent821(st)
    _t822 = _NOT_YET
    _t838 = _NOT_YET
    _t816 = []
    for _t817 in _st_zones[(3 + _l0)]:
        if (_t839 if (_t839 := _memo7.get((_l0, _t817,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t817,), ((_c822[_t817] != (_t822 if _t822 is not _NOT_YET else (_t822 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a824(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a826(st))))) else None)))))) and (_a838(st, L, _t817) >= (_t838 if _t838 is not _NOT_YET else (_t838 := (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a840(st))))) else 2))))))): _t816.append(_t817)
    _t840 = _l0
    _t841 = len(_t816)
    if not _t841: _no_option843(_t840, 'planet for a private flight')
    if _t841 <= 1 and _st_log is None:
        L[1] = _t816[0] if _t841 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t842 = st.chooser(_t841, _t840)
        else:
            _t842 = _st_bits(_t841.bit_length())
            while _t842 >= _t841: _t842 = _st_bits(_t841.bit_length())
        L[1] = _t816[_t842]; st.decisions += 1
    elif _st_log is None: _pend844(st, L, _t816, _t840); raise _PlayoutCut841()
    elif _decide845(st, L, _t816, _t840): raise _PlayoutCut841()
    L[2] = _c822[L[1]]
    _t843 = L[1]
    _t844 = (15 + _l0)
    if type(_t843) is int and _st_log is None:
        _t845 = _st_zones[(_t846 := _st_loc[_t843])]
        if _t845[-1] == _t843: _t845.pop()
        else: _t845.remove(_t843)
        _st_zones[_t844].append(_t843); _st_loc[_t843] = _t844
        _t847 = _leaving847[_t846]
        if _memo0 and _t847 & 1: _memo0.clear()
        if _memo2 and _t847 & 4: _memo2.clear()
        if _memo4 and _t847 & 16: _memo4.clear()
        if _memo7 and _t847 & 128: _memo7.clear()
        if _memo9 and _t847 & 512: _memo9.clear()
        if _memo10 and _t847 & 1024: _memo10.clear()
    elif _t843 is not None:
        _move_cards846(st, _t843, _t844, False)
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
    _t849 = (_k853 or [])
    st.budget -= len(_t849)
    if st.budget < 0: _spent821(st)
    for _t848 in _t849:
        _i6[3] = _t848
        _t851 = _st_zones[(7 + _t848)]
        st.budget -= len(_t851)
        if st.budget < 0: _spent821(st)
        _t857 = _NOT_YET
        _t862 = _NOT_YET
        _t850 = []
        for _t852 in _t851:
            if ((_c854[_t852] == _i6l0) or (((_t857 if _t857 is not _NOT_YET else (_t857 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a856(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a858(st))))) else None))))) is not None) and (_c854[_t852] == (_t862 if _t862 is not _NOT_YET else (_t862 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a860(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a862(st))))) else None)))))))):
                _t850.append(_t852)
        _i6[4] = _t850
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text851(_audience848(st), [_PlayerRef849(_t848), "'s queued aliens board the flight"]))
            _t863 = _i6[4]
            _t864 = (11 + _t848)
            if type(_t863) is list and _st_log is None:
                for _t865 in _t863:
                    _t866 = _st_zones[_st_loc[_t865]]
                    if _t866[-1] == _t865: _t866.pop()
                    else: _t866.remove(_t865)
                    _st_zones[_t864].append(_t865); _st_loc[_t865] = _t864
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t863 is not None:
                _move_cards846(st, _t863, _t864, False)
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

# <rulerun alienz.rules: reveal_event #284 2010baa0>
def _loop(st):
    _t878 = 0
    for _t877 in st.zones[0]:
        if (_c884[_t877] is not None):
            _t878 += 1
    return _t878

# <rulerun alienz.rules: reveal_event #285 890b69a6>
def _loop(st):
    _t880 = 0
    for _t879 in st.zones[0]:
        if (_c888[_t879] is not None):
            _t880 += 1
    return _t880

# <rulerun alienz.rules: storm_flip #286 playout 1425a889>
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
    _t895 = L[0]
    _t896 = 22
    if type(_t895) is int and _st_log is None:
        _t897 = _st_zones[(_t898 := _st_loc[_t895])]
        if _t897[-1] == _t895: _t897.pop()
        else: _t897.remove(_t895)
        _st_zones[_t896].append(_t895); _st_loc[_t895] = _t896
        _t899 = _leaving908[_t898]
        if _memo0 and _t899 & 1: _memo0.clear()
        if _memo1 and _t899 & 2: _memo1.clear()
        if _memo2 and _t899 & 4: _memo2.clear()
        if _memo3 and _t899 & 8: _memo3.clear()
        if _memo5 and _t899 & 32: _memo5.clear()
        if _memo6 and _t899 & 64: _memo6.clear()
        if _memo8 and _t899 & 256: _memo8.clear()
        if _memo10 and _t899 & 1024: _memo10.clear()
    elif _t895 is not None:
        _move_cards907(st, _t895, _t896, False)
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

# <rulerun alienz.rules: take_effect #287 playout aa026d56>
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
        _t881 = 20
        _t882 = 21
        if _st_log is None and _t881 != _t882:
            _t883 = _st_zones[_t881]; _st_zones[_t882] += _t883
            for _t884 in _t883: _st_loc[_t884] = _t882
            _t883.clear()
        else:
            _move_cards900(st, _st_zones[_t881][:], _t882, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        _t885 = _l0
        _t886 = 21
        if type(_t885) is int and _st_log is None:
            _t887 = _st_zones[(_t888 := _st_loc[_t885])]
            if _t887[-1] == _t885: _t887.pop()
            else: _t887.remove(_t885)
            _st_zones[_t886].append(_t885); _st_loc[_t885] = _t886
            _t889 = _leaving901[_t888]
            if _memo0 and _t889 & 1: _memo0.clear()
            if _memo1 and _t889 & 2: _memo1.clear()
            if _memo2 and _t889 & 4: _memo2.clear()
            if _memo3 and _t889 & 8: _memo3.clear()
            if _memo4 and _t889 & 16: _memo4.clear()
            if _memo5 and _t889 & 32: _memo5.clear()
            if _memo6 and _t889 & 64: _memo6.clear()
            if _memo7 and _t889 & 128: _memo7.clear()
            if _memo8 and _t889 & 256: _memo8.clear()
            if _memo9 and _t889 & 512: _memo9.clear()
            if _memo10 and _t889 & 1024: _memo10.clear()
        elif _t885 is not None:
            _move_cards900(st, _t885, _t886, False)
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
    _t890 = _l0
    _t891 = 20
    if type(_t890) is int and _st_log is None:
        _t892 = _st_zones[(_t893 := _st_loc[_t890])]
        if _t892[-1] == _t890: _t892.pop()
        else: _t892.remove(_t890)
        _st_zones[_t891].append(_t890); _st_loc[_t890] = _t891
        _t894 = _leaving902[_t893]
        if _memo1 and _t894 & 2: _memo1.clear()
        if _memo2 and _t894 & 4: _memo2.clear()
        if _memo3 and _t894 & 8: _memo3.clear()
        if _memo5 and _t894 & 32: _memo5.clear()
        if _memo6 and _t894 & 64: _memo6.clear()
        if _memo8 and _t894 & 256: _memo8.clear()
    elif _t890 is not None:
        _move_cards900(st, _t890, _t891, False)
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

# <rulerun alienz.rules: reveal_event #289 playout e5545bdb>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit878(_k879)
    _t872 = _l0
    _t873 = 19
    if type(_t872) is int and _st_log is None:
        _t874 = _st_zones[(_t875 := _st_loc[_t872])]
        if _t874[-1] == _t872: _t874.pop()
        else: _t874.remove(_t872)
        _st_zones[_t873].append(_t872); _st_loc[_t872] = _t873
        _t876 = _leaving881[_t875]
        if _memo0 and _t876 & 1: _memo0.clear()
        if _memo1 and _t876 & 2: _memo1.clear()
        if _memo2 and _t876 & 4: _memo2.clear()
        if _memo3 and _t876 & 8: _memo3.clear()
        if _memo4 and _t876 & 16: _memo4.clear()
        if _memo5 and _t876 & 32: _memo5.clear()
        if _memo6 and _t876 & 64: _memo6.clear()
        if _memo7 and _t876 & 128: _memo7.clear()
        if _memo8 and _t876 & 256: _memo8.clear()
        if _memo9 and _t876 & 512: _memo9.clear()
        if _memo10 and _t876 & 1024: _memo10.clear()
    elif _t872 is not None:
        _move_cards880(st, _t872, _t873, False)
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

# <rulerun alienz.rules: commercial_flight #291 f158d901>
def _loop(st):
    for _t905 in st.zones[22]:
        return _c925[_t905]
    return None

# <rulerun alienz.rules: commercial_flight #292 d632a38a>
def _loop(st):
    _t908 = []
    for _t907 in st.zones[20]:
        _t908.append(_c927[_t907])
    return _t908

# <rulerun alienz.rules: commercial_flight #293 16d1acf4>
def _loop(st):
    for _t910 in st.zones[22]:
        return _c929[_t910]
    return None

# <rulerun alienz.rules: commercial_flight #294 db7480ac>
def _loop(st):
    _t913 = []
    for _t912 in st.zones[20]:
        _t913.append(_c931[_t912])
    return _t913

# <rulerun alienz.rules: commercial_flight #295 16a58cac>
def _loop(st):
    for _t922 in st.zones[22]:
        return _c934[_t922]
    return None

# <rulerun alienz.rules: commercial_flight #296 fa97e055>
def _loop(st):
    _t925 = []
    for _t924 in st.zones[20]:
        _t925.append(_c936[_t924])
    return _t925

# <rulerun alienz.rules: commercial_flight #297 e750624e>
def _loop(st):
    for _t927 in st.zones[22]:
        return _c938[_t927]
    return None

# <rulerun alienz.rules: commercial_flight #298 a31938e3>
def _loop(st):
    _t930 = []
    for _t929 in st.zones[20]:
        _t930.append(_c940[_t929])
    return _t930

# <rulerun alienz.rules: commercial_flight #299 playout 46a13d94>
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
    _t867 = L[1]
    _t868 = (15 + _l0)
    if type(_t867) is int and _st_log is None:
        _t869 = _st_zones[(_t870 := _st_loc[_t867])]
        if _t869[-1] == _t867: _t869.pop()
        else: _t869.remove(_t867)
        _st_zones[_t868].append(_t867); _st_loc[_t867] = _t868
        _t871 = _leaving873[_t870]
        if _memo0 and _t871 & 1: _memo0.clear()
        if _memo2 and _t871 & 4: _memo2.clear()
        if _memo4 and _t871 & 16: _memo4.clear()
        if _memo7 and _t871 & 128: _memo7.clear()
        if _memo9 and _t871 & 512: _memo9.clear()
        if _memo10 and _t871 & 1024: _memo10.clear()
    elif _t867 is not None:
        _move_cards872(st, _t867, _t868, False)
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
    _t901 = (_k923 or [])
    st.budget -= len(_t901)
    if st.budget < 0: _spent866(st)
    for _t900 in _t901:
        _i7[3] = _t900
        _t903 = _st_zones[(7 + _t900)]
        st.budget -= len(_t903)
        if st.budget < 0: _spent866(st)
        _t909 = _NOT_YET
        _t914 = _NOT_YET
        _t902 = []
        for _t904 in _t903:
            if ((_c924[_t904] == _i7l0) or (((_t909 if _t909 is not _NOT_YET else (_t909 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a926(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a928(st))))) else None))))) is not None) and (_c924[_t904] == (_t914 if _t914 is not _NOT_YET else (_t914 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a930(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a932(st))))) else None)))))))):
                _t902.append(_t904)
        _i7[4] = _t902
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text871(_audience868(st), [_PlayerRef869(_t900), "'s queued aliens board the flight"]))
            _t915 = _i7[4]
            _t916 = (11 + _t900)
            if type(_t915) is list and _st_log is None:
                for _t917 in _t915:
                    _t918 = _st_zones[_st_loc[_t917]]
                    if _t918[-1] == _t917: _t918.pop()
                    else: _t918.remove(_t917)
                    _st_zones[_t916].append(_t917); _st_loc[_t917] = _t916
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
            elif _t915 is not None:
                _move_cards872(st, _t915, _t916, False)
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
    for _t919 in (_o933[_l0] or []):
        L[5] = _t919
        if not ((_t919 != _l0)): continue
        _i8l0 = _t919
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent866(st)
            _t926 = _NOT_YET
            _t931 = _NOT_YET
            _t920 = []
            for _t921 in _st_zones[(3 + _i8l0)]:
                if ((_c924[_t921] == _i8l1) or (((_t926 if _t926 is not _NOT_YET else (_t926 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a935(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a937(st))))) else None))))) is not None) and (_c924[_t921] == (_t931 if _t931 is not _NOT_YET else (_t931 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a939(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a941(st))))) else None)))))))): _t920.append(_t921)
            _t932 = _i8l0
            _t933 = len(_t920) + 1
            if _t933 == 1:
                _i8[3] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t934 = st.chooser(_t933, _t932)
                else:
                    _t934 = _st_bits(_t933.bit_length())
                    while _t934 >= _t933: _t934 = _st_bits(_t933.bit_length())
                _i8[3] = _t920[_t934 - 1] if _t934 else None; st.decisions += 1
            elif _st_log is None: _pend944(st, _i8, [None] + _t920, _t932); raise _PlayoutCut942()
            elif _decide945(st, _i8, _t920, _t932): raise _PlayoutCut942()
            if (_i8[3] is None):
                break
            _t935 = _i8[3]
            _t936 = (11 + _i8l0)
            if type(_t935) is int and _st_log is None:
                _t937 = _st_zones[(_t938 := _st_loc[_t935])]
                if _t937[-1] == _t935: _t937.pop()
                else: _t937.remove(_t935)
                _st_zones[_t936].append(_t935); _st_loc[_t935] = _t936
                _t939 = _leaving946[_t938]
                if _memo0 and _t939 & 1: _memo0.clear()
                if _memo2 and _t939 & 4: _memo2.clear()
                if _memo4 and _t939 & 16: _memo4.clear()
                if _memo7 and _t939 & 128: _memo7.clear()
                if _memo9 and _t939 & 512: _memo9.clear()
                if _memo10 and _t939 & 1024: _memo10.clear()
            elif _t935 is not None:
                _move_cards872(st, _t935, _t936, False)
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
            _i8[2] = (_t940 if -1000000000000000000 <= (_t940 := _i8[2] + 1) <= 1000000000000000000 else _beyond947(_t940))
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

# <rulerun alienz.rules: refill #300 playout 3cc71751>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit951(_k952)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent953(st)
        _t943 = _st_zones[0]
        _t942 = (2 if False else 1)
        if st.log is None and _t943:
            _t941 = _t943.pop(); _st_zones[_t942].append(_t941); st.loc[_t941] = _t942
        elif _t943:
            _move_cards954(st, _t943[-1], _t942, False)
        if _memo2: _memo2.clear()
        if _p955(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #301 playout 517d030a>
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
    _st_vars[10] = (_t632 if -1000000000000000000 <= (_t632 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond677(_t632))
    if _st_log is not None: _st_log.append(_Text681(_audience678(st), ['Turn ', _plain679(_st_vars[10]), ': ', _PlayerRef680(_l0)]))
    L[1] = (2 if ('rush_hour' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a683(st))))) else 1)
    _t637 = ((list(range(1, _t636 + 1)) if (_t636 := L[1]) - 1 < 1000000 else _range684(1, _t636)) or [])
    st.budget -= len(_t637)
    if st.budget < 0: _spent676(st)
    for _t635 in _t637:
        L[4] = _t635
        _t638 = _st_zones[(2 if False else 1)]
        _t639 = _l0
        _t640 = len(_t638)
        if not _t640: _no_option687(_t639, 'alien to take')
        if _t640 <= 1 and _st_log is None:
            L[5] = _t638[0] if _t640 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t641 = st.chooser(_t640, _t639)
            else:
                _t641 = _st_bits(_t640.bit_length())
                while _t641 >= _t640: _t641 = _st_bits(_t640.bit_length())
            L[5] = _t638[_t641]; st.decisions += 1
        elif _st_log is None: _pend688(st, L, _t638[:], _t639); raise _PlayoutCut685()
        elif _decide689(st, L, _t638[:], _t639): raise _PlayoutCut685()
        _t642 = L[5]
        _t643 = (3 + _l0)
        if type(_t642) is int and _st_log is None:
            _t644 = _st_zones[(_t645 := _st_loc[_t642])]
            if _t644[-1] == _t642: _t644.pop()
            else: _t644.remove(_t642)
            _st_zones[_t643].append(_t642); _st_loc[_t642] = _t643
            _t646 = _leaving691[_t645]
            if _memo0 and _t646 & 1: _memo0.clear()
            if _memo1 and _t646 & 2: _memo1.clear()
            if _memo2 and _t646 & 4: _memo2.clear()
            if _memo3 and _t646 & 8: _memo3.clear()
            if _memo5 and _t646 & 32: _memo5.clear()
            if _memo6 and _t646 & 64: _memo6.clear()
            if _memo8 and _t646 & 256: _memo8.clear()
            if _memo9 and _t646 & 512: _memo9.clear()
            if _memo10 and _t646 & 1024: _memo10.clear()
        elif _t642 is not None:
            _move_cards690(st, _t642, _t643, False)
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
        _t649 = _st_zones[(3 + _l0)]
        _t650 = _l0
        _t651 = len(_t649) + 1
        if _t651 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t652 = st.chooser(_t651, _t650)
            else:
                _t652 = _st_bits(_t651.bit_length())
                while _t652 >= _t651: _t652 = _st_bits(_t651.bit_length())
            L[6] = _t649[_t652 - 1] if _t652 else None; st.decisions += 1
        elif _st_log is None: _pend695(st, L, [None] + _t649, _t650); raise _PlayoutCut685()
        elif _decide696(st, L, _t649[:], _t650): raise _PlayoutCut685()
        if (L[6] is not None):
            _t653 = L[6]
            _t654 = (7 + _l0)
            if type(_t653) is int and _st_log is None:
                _t655 = _st_zones[(_t656 := _st_loc[_t653])]
                if _t655[-1] == _t653: _t655.pop()
                else: _t655.remove(_t653)
                _st_zones[_t654].append(_t653); _st_loc[_t653] = _t654
                _t657 = _leaving697[_t656]
                if _memo0 and _t657 & 1: _memo0.clear()
                if _memo1 and _t657 & 2: _memo1.clear()
                if _memo2 and _t657 & 4: _memo2.clear()
                if _memo3 and _t657 & 8: _memo3.clear()
                if _memo4 and _t657 & 16: _memo4.clear()
                if _memo5 and _t657 & 32: _memo5.clear()
                if _memo6 and _t657 & 64: _memo6.clear()
                if _memo7 and _t657 & 128: _memo7.clear()
                if _memo8 and _t657 & 256: _memo8.clear()
                if _memo9 and _t657 & 512: _memo9.clear()
                if _memo10 and _t657 & 1024: _memo10.clear()
            elif _t653 is not None:
                _move_cards690(st, _t653, _t654, False)
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
    _t658 = (((['no flight'] + (['private flight'] if _a718(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d719(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d720(st, [_c721[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d722(st, [_l0, _c721[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if ('group' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a724(st))))) else 2))) else [])) or [])
    _t686 = _l0
    _t687 = len(_t658)
    if not _t687: _no_option687(_t686, 'flight this turn')
    if _t687 <= 1 and _st_log is None:
        L[7] = _t658[0] if _t687 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t688 = st.chooser(_t687, _t686)
        else:
            _t688 = _st_bits(_t687.bit_length())
            while _t688 >= _t687: _t688 = _st_bits(_t687.bit_length())
        L[7] = _t658[_t688]; st.decisions += 1
    elif _st_log is None: _pend726(st, L, _t658, _t686); raise _PlayoutCut685()
    elif _decide727(st, L, _t658, _t686): raise _PlayoutCut685()
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

# <rulerun alienz.rules: turn #303 c11e9f8e>
def _loop(st):
    _t949 = []
    for _t948 in st.zones[20]:
        _t949.append(_c973[_t948])
    return _t949

# <rulerun alienz.rules: turn #304 af344b19>
def _loop(st):
    for _t956 in st.zones[22]:
        return _c981[_t956]
    return None

# <rulerun alienz.rules: turn #305 34df9e8e>
def _loop(st):
    _t959 = []
    for _t958 in st.zones[20]:
        _t959.append(_c983[_t958])
    return _t959

# <rulerun alienz.rules: turn #306 57536d2d>
def _loop(st):
    for _t964 in st.zones[22]:
        return _c988[_t964]
    return None

# <rulerun alienz.rules: turn #307 fdea9fad>
def _loop(st):
    _t967 = []
    for _t966 in st.zones[20]:
        _t967.append(_c990[_t966])
    return _t967

# <rulerun alienz.rules: turn #308 091fe0ca>
def _loop(st):
    for _t969 in st.zones[22]:
        return _c992[_t969]
    return None

# <rulerun alienz.rules: turn #309 ac7cc229>
def _loop(st):
    _t972 = []
    for _t971 in st.zones[20]:
        _t972.append(_c994[_t971])
    return _t972

# <rulerun alienz.rules: turn #310 dea21107>
def _loop(st, L, _t954):
    _t961 = st.zones[(3 + L[0])]
    st.budget -= len(_t961)
    if st.budget < 0: _spent985(st)
    _t968 = _NOT_YET
    _t973 = _NOT_YET
    _t963 = 0
    for _t962 in _t961:
        if ((_t962 != _t954) and ((_c986[_t962] == _c987[_t954]) or (((_t968 if _t968 is not _NOT_YET else (_t968 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a989(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a991(st))))) else None))))) is not None) and (_c986[_t962] == (_t973 if _t973 is not _NOT_YET else (_t973 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a993(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a995(st))))) else None))))))))):
            _t963 += 1
    return _t963

# <rulerun alienz.rules: turn #311 f8ecfaa3>
def _loop(st):
    _t975 = []
    for _t974 in st.zones[20]:
        _t975.append(_c997[_t974])
    return _t975

# <rulerun alienz.rules: turn #312 3d61e579>
def _loop(st, L):
    _memo7 = st.memos[7]
    _t953 = st.zones[(3 + L[0])]
    st.budget -= len(_t953)
    if st.budget < 0: _spent979(st)
    _t960 = _NOT_YET
    _t976 = _NOT_YET
    for _t954 in _t953:
        if (_t977 if (_t977 := _memo7.get((L[0], _t954,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t954,), ((_c980[_t954] != (_t960 if _t960 is not _NOT_YET else (_t960 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a982(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a984(st))))) else None)))))) and (_a996(st, L, _t954) >= (_t976 if _t976 is not _NOT_YET else (_t976 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a998(st))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #313 381c2f08>
def _loop(st):
    _t979 = []
    for _t978 in st.zones[20]:
        _t979.append(_c1004[_t978])
    return _t979

# <rulerun alienz.rules: turn #314 3eb47635>
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
            L[2] = ((list(range(1, _t944 + 1)) if (_t944 := L[1]) - 1 < 1000000 else _range966(1, _t944)) or []); L[3] = 0
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
            _t945 = L[0]
            _t946 = len(_o)
            if not _t946: _no_option968(_t945, 'alien to take')
            if _t946 <= 1 and _st_log is None:
                L[5] = _o[0] if _t946 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t947 = st.chooser(_t946, _t945)
                else:
                    _t947 = _st_bits(_t946.bit_length())
                    while _t947 >= _t946: _t947 = _st_bits(_t946.bit_length())
                L[5] = _o[_t947]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t947)
            elif _st_log is None: _pend970(st, L, _o[:], _t945); return True
            elif _decide971(st, L, _o[:], _t945): return True
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
            _t950 = L[0]
            _t951 = len(_o) + 1
            if _t951 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t952 = st.chooser(_t951, _t950)
                else:
                    _t952 = _st_bits(_t951.bit_length())
                    while _t952 >= _t951: _t952 = _st_bits(_t951.bit_length())
                L[6] = _o[_t952 - 1] if _t952 else None; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t952)
            elif _st_log is None: _pend976(st, L, [None] + _o, _t950); return True
            elif _decide977(st, L, _o[:], _t950): return True
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
            _t980 = L[0]
            _t981 = len(_o)
            if not _t981: _no_option968(_t980, 'flight this turn')
            if _t981 <= 1 and _st_log is None:
                L[7] = _o[0] if _t981 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t982 = st.chooser(_t981, _t980)
                else:
                    _t982 = _st_bits(_t981.bit_length())
                    while _t982 >= _t981: _t982 = _st_bits(_t981.bit_length())
                L[7] = _o[_t982]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t982)
            elif _st_log is None: _pend1007(st, L, _o, _t980); return True
            elif _decide1008(st, L, _o, _t980): return True
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

# <rulerun alienz.rules: private_flight #315 25cd6f15>
def _loop(st):
    for _t984 in st.zones[22]:
        return _c1021[_t984]
    return None

# <rulerun alienz.rules: private_flight #316 82dd0b87>
def _loop(st):
    _t987 = []
    for _t986 in st.zones[20]:
        _t987.append(_c1023[_t986])
    return _t987

# <rulerun alienz.rules: private_flight #317 998726c0>
def _loop(st):
    for _t992 in st.zones[22]:
        return _c1028[_t992]
    return None

# <rulerun alienz.rules: private_flight #318 506ccfa0>
def _loop(st):
    _t995 = []
    for _t994 in st.zones[20]:
        _t995.append(_c1030[_t994])
    return _t995

# <rulerun alienz.rules: private_flight #319 1ebb2e0b>
def _loop(st):
    for _t997 in st.zones[22]:
        return _c1032[_t997]
    return None

# <rulerun alienz.rules: private_flight #320 6bedafc9>
def _loop(st):
    _t1000 = []
    for _t999 in st.zones[20]:
        _t1000.append(_c1034[_t999])
    return _t1000

# <rulerun alienz.rules: private_flight #321 c389be9f>
def _loop(st, L, _t983):
    _t989 = st.zones[(3 + L[0])]
    st.budget -= len(_t989)
    if st.budget < 0: _spent1025(st)
    _t996 = _NOT_YET
    _t1001 = _NOT_YET
    _t991 = 0
    for _t990 in _t989:
        if ((_t990 != _t983) and ((_c1026[_t990] == _c1027[_t983]) or (((_t996 if _t996 is not _NOT_YET else (_t996 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1029(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1031(st))))) else None))))) is not None) and (_c1026[_t990] == (_t1001 if _t1001 is not _NOT_YET else (_t1001 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1033(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1035(st))))) else None))))))))):
            _t991 += 1
    return _t991

# <rulerun alienz.rules: private_flight #322 59840f3a>
def _loop(st):
    _t1003 = []
    for _t1002 in st.zones[20]:
        _t1003.append(_c1037[_t1002])
    return _t1003

# <rulerun alienz.rules: private_flight #323 1fa4cce1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo7 = st.memos[7]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t988 = _NOT_YET
            _t1004 = _NOT_YET
            _o = []
            for _t983 in st.zones[(3 + L[0])]:
                if (_t1005 if (_t1005 := _memo7.get((L[0], _t983,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t983,), ((_c1020[_t983] != (_t988 if _t988 is not _NOT_YET else (_t988 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1022(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1024(st))))) else None)))))) and (_a1036(st, L, _t983) >= (_t1004 if _t1004 is not _NOT_YET else (_t1004 := (3 if ('group' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1038(st))))) else 2))))))): _o.append(_t983)
            fr[1] = 1
            _t1006 = L[0]
            _t1007 = len(_o)
            if not _t1007: _no_option1040(_t1006, 'planet for a private flight')
            if _t1007 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1007 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1008 = st.chooser(_t1007, _t1006)
                else:
                    _t1008 = _st_bits(_t1007.bit_length())
                    while _t1008 >= _t1007: _t1008 = _st_bits(_t1007.bit_length())
                L[1] = _o[_t1008]; st.decisions += 1
                if st.thread_player is not None: _answered1041(st, _t1008)
            elif _st_log is None: _pend1042(st, L, _o, _t1006); return True
            elif _decide1043(st, L, _o, _t1006): return True
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

# <rulerun alienz.rules: join #324 3815de76>
def _loop(st):
    for _t1011 in st.zones[22]:
        return _c1062[_t1011]
    return None

# <rulerun alienz.rules: join #325 f190f626>
def _loop(st):
    _t1014 = []
    for _t1013 in st.zones[20]:
        _t1014.append(_c1064[_t1013])
    return _t1014

# <rulerun alienz.rules: join #326 94232c21>
def _loop(st):
    for _t1016 in st.zones[22]:
        return _c1066[_t1016]
    return None

# <rulerun alienz.rules: join #327 c00a98b9>
def _loop(st):
    _t1019 = []
    for _t1018 in st.zones[20]:
        _t1019.append(_c1068[_t1018])
    return _t1019

# <rulerun alienz.rules: join #328 playout cb64b8e6>
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
        _t1015 = _NOT_YET
        _t1020 = _NOT_YET
        _t1009 = []
        for _t1010 in _st_zones[(3 + _l0)]:
            if ((_c1061[_t1010] == L[1]) or (((_t1015 if _t1015 is not _NOT_YET else (_t1015 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a1063(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1065(st))))) else None))))) is not None) and (_c1061[_t1010] == (_t1020 if _t1020 is not _NOT_YET else (_t1020 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, (_a1067(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1069(st))))) else None)))))))): _t1009.append(_t1010)
        _t1021 = _l0
        _t1022 = len(_t1009) + 1
        if _t1022 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1023 = st.chooser(_t1022, _t1021)
            else:
                _t1023 = _st_bits(_t1022.bit_length())
                while _t1023 >= _t1022: _t1023 = _st_bits(_t1022.bit_length())
            L[3] = _t1009[_t1023 - 1] if _t1023 else None; st.decisions += 1
        elif _st_log is None: _pend1072(st, L, [None] + _t1009, _t1021); raise _PlayoutCut1070()
        elif _decide1073(st, L, _t1009, _t1021): raise _PlayoutCut1070()
        if (L[3] is None):
            break
        _t1024 = L[3]
        _t1025 = (11 + _l0)
        if type(_t1024) is int and _st_log is None:
            _t1026 = _st_zones[(_t1027 := _st_loc[_t1024])]
            if _t1026[-1] == _t1024: _t1026.pop()
            else: _t1026.remove(_t1024)
            _st_zones[_t1025].append(_t1024); _st_loc[_t1024] = _t1025
            _t1028 = _leaving1075[_t1027]
            if _memo0 and _t1028 & 1: _memo0.clear()
            if _memo2 and _t1028 & 4: _memo2.clear()
            if _memo4 and _t1028 & 16: _memo4.clear()
            if _memo7 and _t1028 & 128: _memo7.clear()
            if _memo9 and _t1028 & 512: _memo9.clear()
            if _memo10 and _t1028 & 1024: _memo10.clear()
        elif _t1024 is not None:
            _move_cards1074(st, _t1024, _t1025, False)
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
        L[2] = (_t1029 if -1000000000000000000 <= (_t1029 := L[2] + 1) <= 1000000000000000000 else _beyond1076(_t1029))
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

# <rulerun alienz.rules: board_own #330 2b0c0a4c>
def _loop(st):
    _t1031 = []
    for _t1030 in st.zones[20]:
        _t1031.append(_c1090[_t1030])
    return _t1031

# <rulerun alienz.rules: board_own #331 62acbbfd>
def _loop(st):
    for _t1033 in st.zones[22]:
        return _c1093[_t1033]
    return None

# <rulerun alienz.rules: board_own #332 21c8caf3>
def _loop(st):
    _t1036 = []
    for _t1035 in st.zones[20]:
        _t1036.append(_c1095[_t1035])
    return _t1036

# <rulerun alienz.rules: board_own #333 419ab95a>
def _loop(st):
    for _t1038 in st.zones[22]:
        return _c1097[_t1038]
    return None

# <rulerun alienz.rules: board_own #334 edbc04d1>
def _loop(st):
    _t1041 = []
    for _t1040 in st.zones[20]:
        _t1041.append(_c1099[_t1040])
    return _t1041

# <rulerun alienz.rules: board_own #335 9b886eee>
def _loop(st):
    for _t1047 in st.zones[22]:
        return _c1107[_t1047]
    return None

# <rulerun alienz.rules: board_own #336 960873a1>
def _loop(st):
    _t1050 = []
    for _t1049 in st.zones[20]:
        _t1050.append(_c1109[_t1049])
    return _t1050

# <rulerun alienz.rules: board_own #337 7bc54a99>
def _loop(st):
    for _t1052 in st.zones[22]:
        return _c1111[_t1052]
    return None

# <rulerun alienz.rules: board_own #338 4770514d>
def _loop(st):
    _t1055 = []
    for _t1054 in st.zones[20]:
        _t1055.append(_c1113[_t1054])
    return _t1055

# <rulerun alienz.rules: board_own #339 bf2562d7>
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
            _t1037 = _NOT_YET
            _t1042 = _NOT_YET
            _o = []
            for _t1032 in _st_zones[(3 + L[0])]:
                if ((_c1092[_t1032] == L[1]) or (((_t1037 if _t1037 is not _NOT_YET else (_t1037 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1094(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1096(st))))) else None))))) is not None) and (_c1092[_t1032] == (_t1042 if _t1042 is not _NOT_YET else (_t1042 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1098(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1100(st))))) else None)))))))): _o.append(_t1032)
            fr[1] = 5
            _t1043 = L[0]
            _t1044 = len(_o)
            if not _t1044: _no_option1102(_t1043, 'alien to fly')
            if _t1044 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1044 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1045 = st.chooser(_t1044, _t1043)
                else:
                    _t1045 = _st_bits(_t1044.bit_length())
                    while _t1045 >= _t1044: _t1045 = _st_bits(_t1044.bit_length())
                L[4] = _o[_t1045]; st.decisions += 1
                if st.thread_player is not None: _answered1103(st, _t1045)
            elif _st_log is None: _pend1104(st, L, _o, _t1043); return True
            elif _decide1105(st, L, _o, _t1043): return True
            pc = 5
        if pc == 5:
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1051 = _NOT_YET
            _t1056 = _NOT_YET
            _o = []
            for _t1046 in _st_zones[(3 + L[0])]:
                if ((_c1092[_t1046] == L[1]) or (((_t1051 if _t1051 is not _NOT_YET else (_t1051 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1108(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1110(st))))) else None))))) is not None) and (_c1092[_t1046] == (_t1056 if _t1056 is not _NOT_YET else (_t1056 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1112(st) if ('asteroid_storm' in (_memo10[None] if None in _memo10 else _memo10.setdefault(None, frozenset(_a1114(st))))) else None)))))))): _o.append(_t1046)
            fr[1] = 8
            _t1057 = L[0]
            _t1058 = len(_o) + 1
            if _t1058 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1059 = st.chooser(_t1058, _t1057)
                else:
                    _t1059 = _st_bits(_t1058.bit_length())
                    while _t1059 >= _t1058: _t1059 = _st_bits(_t1058.bit_length())
                L[5] = _o[_t1059 - 1] if _t1059 else None; st.decisions += 1
                if st.thread_player is not None: _answered1103(st, _t1059)
            elif _st_log is None: _pend1116(st, L, [None] + _o, _t1057); return True
            elif _decide1117(st, L, _o, _t1057): return True
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

# <rulerun alienz.rules: join #340 4b4b1e84>
def _loop(st):
    for _t1061 in st.zones[22]:
        return _c1127[_t1061]
    return None

# <rulerun alienz.rules: join #341 11c4cda4>
def _loop(st):
    _t1064 = []
    for _t1063 in st.zones[20]:
        _t1064.append(_c1129[_t1063])
    return _t1064

# <rulerun alienz.rules: join #342 cc458ed4>
def _loop(st):
    for _t1066 in st.zones[22]:
        return _c1131[_t1066]
    return None

# <rulerun alienz.rules: join #343 80791d0b>
def _loop(st):
    _t1069 = []
    for _t1068 in st.zones[20]:
        _t1069.append(_c1133[_t1068])
    return _t1069

# <rulerun alienz.rules: join #344 7eeb4f9e>
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
            _t1065 = _NOT_YET
            _t1070 = _NOT_YET
            _o = []
            for _t1060 in st.zones[(3 + L[0])]:
                if ((_c1126[_t1060] == L[1]) or (((_t1065 if _t1065 is not _NOT_YET else (_t1065 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1128(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1130(st))))) else None))))) is not None) and (_c1126[_t1060] == (_t1070 if _t1070 is not _NOT_YET else (_t1070 := (st.memos[9][None] if None in st.memos[9] else st.memos[9].setdefault(None, (_a1132(st) if ('asteroid_storm' in (st.memos[10][None] if None in st.memos[10] else st.memos[10].setdefault(None, frozenset(_a1134(st))))) else None)))))))): _o.append(_t1060)
            fr[1] = 3
            _t1071 = L[0]
            _t1072 = len(_o) + 1
            if _t1072 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1073 = st.chooser(_t1072, _t1071)
                else:
                    _t1073 = _st_bits(_t1072.bit_length())
                    while _t1073 >= _t1072: _t1073 = _st_bits(_t1072.bit_length())
                L[3] = _o[_t1073 - 1] if _t1073 else None; st.decisions += 1
                if st.thread_player is not None: _answered1136(st, _t1073)
            elif _st_log is None: _pend1137(st, L, [None] + _o, _t1071); return True
            elif _decide1138(st, L, _o, _t1071): return True
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

# <rulerun alienz.rules: round #345 playout 77180547>
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
        _st_vars[9] = (_t1074 if -1000000000000000000 <= (_t1074 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1149(_t1074))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1153(_audience1150(st), ['Round ', _plain1151(_st_vars[9]), ': ', _PlayerRef1152(_st_vars[8]), ' deals and ', _PlayerRef1152(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1075 = _joined1155(_joined1155(_joined1155(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
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
        _t1077 = _st_zones[(2 if False else 1)][:]
        _t1078 = 0
        if _t1077 is not None:
            _move_cards1154(st, _t1077, _t1078, True)
        if _memo2: _memo2.clear()
        _t1079 = list(_chain1156(map(_st_zones.__getitem__, _k1157)))
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
        _t1081 = _joined1155(list(_chain1158(map(_st_zones.__getitem__, _k1159))), list(_chain1160(map(_st_zones.__getitem__, _k1161))))
        _t1082 = 0
        if _t1081 is not None:
            _move_cards1154(st, _t1081, _t1082, True)
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
        _t1083 = list(_chain1162(map(_st_zones.__getitem__, _k1163)))
        _t1084 = 0
        if _t1083 is not None:
            _move_cards1154(st, _t1083, _t1084, True)
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

