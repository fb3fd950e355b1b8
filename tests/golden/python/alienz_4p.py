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

# <rulerun alienz.rules: storm_flip #5 319be982>
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

# <rulerun alienz.rules: take_effect #6 5a03c2b1>
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

# <rulerun alienz.rules: reveal_event #8 6cebf6dc>
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

# <rulerun alienz.rules: round #11 a615a9ff>
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

# <rulerun alienz.rules: turn #17 c9f36eab>
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

# <rulerun alienz.rules: turn #18 ee256c15>
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

# <rulerun alienz.rules: turn #29 3dbbc3fa>
def _loop(st):
    for _t79 in st.zones[22]:
        return _c108[_t79]
    return None

# <rulerun alienz.rules: turn #30 49a8b9d9>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c111[_t86]
    return None

# <rulerun alienz.rules: turn #31 b38f41e5>
def _loop(st, L, _t67):
    _st_zones = st.zones
    _t76 = _st_zones[(3 + L[0])]
    st.budget -= len(_t76)
    if st.budget < 0: _spent105(st)
    _t81 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t85 = _NOT_YET
    _t88 = _NOT_YET
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t92 = _NOT_YET
    _t78 = 0
    for _t77 in _t76:
        if ((_t77 != _t67) and ((_c106[_t77] == _c107[_t67]) or (((_t85 if _t85 is not _NOT_YET else (_t85 := ((_t81 if _t81 is not _NOT_YET else (_t81 := _a109(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := ([_c110[_x] for _x in _t82] if (_t82 := _st_zones[20]) is not _NOT_YET else None)))))) else None))) is not None) and (_c106[_t77] == (_t92 if _t92 is not _NOT_YET else (_t92 := ((_t88 if _t88 is not _NOT_YET else (_t88 := _a112(st))) if (_t91 if _t91 is not _NOT_YET else (_t91 := ('asteroid_storm' in (_t90 if _t90 is not _NOT_YET else (_t90 := ([_c110[_x] for _x in _t89] if (_t89 := _st_zones[20]) is not _NOT_YET else None)))))) else None))))))):
            _t78 += 1
    return _t78

# <rulerun alienz.rules: turn #32 87010287>
def _loop(st, L):
    _st_zones = st.zones
    _t66 = _st_zones[(3 + L[0])]
    st.budget -= len(_t66)
    if st.budget < 0: _spent100(st)
    _t71 = _NOT_YET
    _t73 = _NOT_YET
    _t74 = _NOT_YET
    _t75 = _NOT_YET
    _t94 = _NOT_YET
    _t95 = _NOT_YET
    _t96 = _NOT_YET
    for _t67 in _t66:
        if ((_c101[_t67] != (_t75 if _t75 is not _NOT_YET else (_t75 := ((_t71 if _t71 is not _NOT_YET else (_t71 := _a103(st))) if (_t74 if _t74 is not _NOT_YET else (_t74 := ('asteroid_storm' in (_t73 if _t73 is not _NOT_YET else (_t73 := ([_c104[_x] for _x in _t72] if (_t72 := _st_zones[20]) is not _NOT_YET else None)))))) else None)))) and (_a113(st, L, _t67) >= (_t96 if _t96 is not _NOT_YET else (_t96 := (3 if (_t95 if _t95 is not _NOT_YET else (_t95 := ('group' in (_t94 if _t94 is not _NOT_YET else (_t94 := ([_c104[_x] for _x in _t93] if (_t93 := _st_zones[20]) is not _NOT_YET else None)))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 c4b8912a>
def _loop(st):
    for _t97 in st.zones[22]:
        return _c116[_t97]
    return None

# <rulerun alienz.rules: turn #34 332752ba>
def _loop(st):
    for _t99 in st.zones[20]:
        if (_c118[_t99] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 bde4708c>
def _native(st, L):
    return (L[0] != (_a117(st) if _a119(st) else None))

# <rulerun alienz.rules: turn #36 a9120d51>
def _loop(st):
    for _t104 in st.zones[22]:
        return _c124[_t104]
    return None

# <rulerun alienz.rules: turn #37 7ab24abb>
def _loop(st):
    for _t111 in st.zones[22]:
        return _c127[_t111]
    return None

# <rulerun alienz.rules: matching #38 e7cb6d9e>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent122(st)
    _t102 = _st_zones[(3 + L[0])]
    st.budget -= len(_t102)
    if st.budget < 0: _spent122(st)
    _t106 = _NOT_YET
    _t108 = _NOT_YET
    _t109 = _NOT_YET
    _t110 = _NOT_YET
    _t113 = _NOT_YET
    _t115 = _NOT_YET
    _t116 = _NOT_YET
    _t117 = _NOT_YET
    _t101 = 0
    for _t103 in _t102:
        if ((_c123[_t103] == _l1) or (((_t110 if _t110 is not _NOT_YET else (_t110 := ((_t106 if _t106 is not _NOT_YET else (_t106 := _a125(st))) if (_t109 if _t109 is not _NOT_YET else (_t109 := ('asteroid_storm' in (_t108 if _t108 is not _NOT_YET else (_t108 := ([_c126[_x] for _x in _t107] if (_t107 := _st_zones[20]) is not _NOT_YET else None)))))) else None))) is not None) and (_c123[_t103] == (_t117 if _t117 is not _NOT_YET else (_t117 := ((_t113 if _t113 is not _NOT_YET else (_t113 := _a128(st))) if (_t116 if _t116 is not _NOT_YET else (_t116 := ('asteroid_storm' in (_t115 if _t115 is not _NOT_YET else (_t115 := ([_c126[_x] for _x in _t114] if (_t114 := _st_zones[20]) is not _NOT_YET else None)))))) else None)))))):
            _t101 += 1
    return _t101

# <rulerun alienz.rules: turn #39 452c8361>
def _loop(st):
    for _t118 in st.zones[20]:
        if (_c130[_t118] == 'group'):
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

# <rulerun alienz.rules: private_flight #46 a9910118>
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
    L[2] = _c132[_l1]
    _t120 = _l1
    _t121 = (15 + _l0)
    if type(_t120) is int and _st_log is None:
        _t122 = _st_zones[(_t123 := _st_loc[_t120])]
        if _t122[-1] == _t120: _t122.pop()
        else: _t122.remove(_t120)
        _st_zones[_t121].append(_t120); _st_loc[_t120] = _t121
        _t124 = _leaving134[_t123]
        if _memo0 and _t124 & 1: _memo0.clear()
        if _memo2 and _t124 & 4: _memo2.clear()
        if _memo4 and _t124 & 16: _memo4.clear()
        if _memo7 and _t124 & 128: _memo7.clear()
        if _memo9 and _t124 & 512: _memo9.clear()
    elif _t120 is not None:
        _move_cards133(st, _t120, _t121, False)
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

# <rulerun alienz.rules: private_flight #47 0386297b>
def _loop(st):
    for _t130 in st.zones[22]:
        return _c142[_t130]
    return None

# <rulerun alienz.rules: private_flight #48 88f693e9>
def _loop(st):
    for _t137 in st.zones[22]:
        return _c145[_t137]
    return None

# <rulerun alienz.rules: private_flight #49 a037eded>
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
    _t126 = (_k139 or [])
    st.budget -= len(_t126)
    if st.budget < 0: _spent140(st)
    for _t125 in _t126:
        _i0[3] = _t125
        _t128 = _st_zones[(7 + _t125)]
        st.budget -= len(_t128)
        if st.budget < 0: _spent140(st)
        _t132 = _NOT_YET
        _t134 = _NOT_YET
        _t135 = _NOT_YET
        _t136 = _NOT_YET
        _t139 = _NOT_YET
        _t141 = _NOT_YET
        _t142 = _NOT_YET
        _t143 = _NOT_YET
        _t127 = []
        for _t129 in _t128:
            if ((_c141[_t129] == _i0l0) or (((_t136 if _t136 is not _NOT_YET else (_t136 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t132 if _t132 is not _NOT_YET else (_t132 := _a143(st))) if (_t135 if _t135 is not _NOT_YET else (_t135 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t134 if _t134 is not _NOT_YET else (_t134 := ([_c144[_x] for _x in _t133] if (_t133 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c141[_t129] == (_t143 if _t143 is not _NOT_YET else (_t143 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t139 if _t139 is not _NOT_YET else (_t139 := _a146(st))) if (_t142 if _t142 is not _NOT_YET else (_t142 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t141 if _t141 is not _NOT_YET else (_t141 := ([_c144[_x] for _x in _t140] if (_t140 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t127.append(_t129)
        _i0[4] = _t127
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_PlayerRef148(_t125), "'s queued aliens board the flight"]))
            _t144 = _i0[4]
            _t145 = (11 + _t125)
            if type(_t144) is list and _st_log is None:
                for _t146 in _t144:
                    _t147 = _st_zones[_st_loc[_t146]]
                    if _t147[-1] == _t146: _t147.pop()
                    else: _t147.remove(_t146)
                    _st_zones[_t145].append(_t146); _st_loc[_t146] = _t145
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t144 is not None:
                _move_cards150(st, _t144, _t145, False)
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

# <rulerun alienz.rules: private_flight #51 e26b4c67>
def _loop(st):
    for _t148 in st.zones[22]:
        return _c153[_t148]
    return None

# <rulerun alienz.rules: private_flight #52 8f4fcf6f>
def _loop(st):
    for _t150 in st.zones[20]:
        if (_c155[_t150] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 3a2ca4b0>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c160[_t155]
    return None

# <rulerun alienz.rules: private_flight #54 0a258078>
def _loop(st):
    for _t162 in st.zones[22]:
        return _c163[_t162]
    return None

# <rulerun alienz.rules: private_flight #55 168e1e4a>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t152 = _st_zones[(3 + L[0])]
    st.budget -= len(_t152)
    if st.budget < 0: _spent157(st)
    _t157 = _NOT_YET
    _t159 = _NOT_YET
    _t160 = _NOT_YET
    _t161 = _NOT_YET
    _t164 = _NOT_YET
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    _t168 = _NOT_YET
    _t154 = 0
    for _t153 in _t152:
        if ((_t153 != _l1) and ((_c158[_t153] == _c159[_l1]) or (((_t161 if _t161 is not _NOT_YET else (_t161 := ((_t157 if _t157 is not _NOT_YET else (_t157 := _a161(st))) if (_t160 if _t160 is not _NOT_YET else (_t160 := ('asteroid_storm' in (_t159 if _t159 is not _NOT_YET else (_t159 := ([_c162[_x] for _x in _t158] if (_t158 := _st_zones[20]) is not _NOT_YET else None)))))) else None))) is not None) and (_c158[_t153] == (_t168 if _t168 is not _NOT_YET else (_t168 := ((_t164 if _t164 is not _NOT_YET else (_t164 := _a164(st))) if (_t167 if _t167 is not _NOT_YET else (_t167 := ('asteroid_storm' in (_t166 if _t166 is not _NOT_YET else (_t166 := ([_c162[_x] for _x in _t165] if (_t165 := _st_zones[20]) is not _NOT_YET else None)))))) else None))))))):
            _t154 += 1
    return _t154

# <rulerun alienz.rules: private_flight #56 7094a157>
def _loop(st):
    for _t169 in st.zones[20]:
        if (_c166[_t169] == 'group'):
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

# <rulerun alienz.rules: commercial_flight #61 b45b353b>
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
    L[2] = _c168[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text172(_audience169(st), [_PlayerRef170(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain171(L[2]), ' planet']))
    _t171 = L[1]
    _t172 = (15 + _l0)
    if type(_t171) is int and _st_log is None:
        _t173 = _st_zones[(_t174 := _st_loc[_t171])]
        if _t173[-1] == _t171: _t173.pop()
        else: _t173.remove(_t171)
        _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
        _t175 = _leaving174[_t174]
        if _memo0 and _t175 & 1: _memo0.clear()
        if _memo2 and _t175 & 4: _memo2.clear()
        if _memo4 and _t175 & 16: _memo4.clear()
        if _memo7 and _t175 & 128: _memo7.clear()
        if _memo9 and _t175 & 512: _memo9.clear()
    elif _t171 is not None:
        _move_cards173(st, _t171, _t172, False)
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

# <rulerun alienz.rules: commercial_flight #62 42a31f96>
def _loop(st):
    for _t181 in st.zones[22]:
        return _c179[_t181]
    return None

# <rulerun alienz.rules: commercial_flight #63 58b6124a>
def _loop(st):
    for _t188 in st.zones[22]:
        return _c182[_t188]
    return None

# <rulerun alienz.rules: commercial_flight #64 14e81532>
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
    _t177 = (_k176 or [])
    st.budget -= len(_t177)
    if st.budget < 0: _spent177(st)
    for _t176 in _t177:
        _i1[3] = _t176
        _t179 = _st_zones[(7 + _t176)]
        st.budget -= len(_t179)
        if st.budget < 0: _spent177(st)
        _t183 = _NOT_YET
        _t185 = _NOT_YET
        _t186 = _NOT_YET
        _t187 = _NOT_YET
        _t190 = _NOT_YET
        _t192 = _NOT_YET
        _t193 = _NOT_YET
        _t194 = _NOT_YET
        _t178 = []
        for _t180 in _t179:
            if ((_c178[_t180] == _i1l0) or (((_t187 if _t187 is not _NOT_YET else (_t187 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t183 if _t183 is not _NOT_YET else (_t183 := _a180(st))) if (_t186 if _t186 is not _NOT_YET else (_t186 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t185 if _t185 is not _NOT_YET else (_t185 := ([_c181[_x] for _x in _t184] if (_t184 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c178[_t180] == (_t194 if _t194 is not _NOT_YET else (_t194 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t190 if _t190 is not _NOT_YET else (_t190 := _a183(st))) if (_t193 if _t193 is not _NOT_YET else (_t193 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t192 if _t192 is not _NOT_YET else (_t192 := ([_c181[_x] for _x in _t191] if (_t191 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t178.append(_t180)
        _i1[4] = _t178
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(_t176), "'s queued aliens board the flight"]))
            _t195 = _i1[4]
            _t196 = (11 + _t176)
            if type(_t195) is list and _st_log is None:
                for _t197 in _t195:
                    _t198 = _st_zones[_st_loc[_t197]]
                    if _t198[-1] == _t197: _t198.pop()
                    else: _t198.remove(_t197)
                    _st_zones[_t196].append(_t197); _st_loc[_t197] = _t196
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t195 is not None:
                _move_cards187(st, _t195, _t196, False)
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

# <rulerun alienz.rules: board_own #76 fe401d3c>
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
    _t199 = L[3]
    _t200 = (11 + L[0])
    if type(_t199) is int and st.log is None:
        _t201 = _st_zones[(_t202 := _st_loc[_t199])]
        if _t201[-1] == _t199: _t201.pop()
        else: _t201.remove(_t199)
        _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
        _t203 = _leaving195[_t202]
        if _memo0 and _t203 & 1: _memo0.clear()
        if _memo2 and _t203 & 4: _memo2.clear()
        if _memo4 and _t203 & 16: _memo4.clear()
        if _memo7 and _t203 & 128: _memo7.clear()
        if _memo9 and _t203 & 512: _memo9.clear()
    elif _t199 is not None:
        _move_cards194(st, _t199, _t200, False)
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
    L[2] = (_t204 if -1000000000000000000 <= (_t204 := L[2] + 1) <= 1000000000000000000 else _beyond196(_t204))

# <rulerun alienz.rules: board_own #77 806e4687>
def _loop(st):
    for _t205 in st.zones[20]:
        if (_c198[_t205] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 5ddaaf24>
def _loop(st):
    for _t209 in st.zones[22]:
        return _c201[_t209]
    return None

# <rulerun alienz.rules: board_own #79 0ee293e5>
def _loop(st):
    for _t216 in st.zones[22]:
        return _c204[_t216]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 05faac76>
def _loop(st):
    for _t228 in st.zones[22]:
        return _c210[_t228]
    return None

# <rulerun alienz.rules: board_own #82 64b1dd2c>
def _loop(st):
    for _t235 in st.zones[22]:
        return _c212[_t235]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 e4cff854>
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
        if st.budget < 0: _spent197(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a199(st))) else 2)):
            _t211 = _NOT_YET
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t215 = _NOT_YET
            _t218 = _NOT_YET
            _t220 = _NOT_YET
            _t221 = _NOT_YET
            _t222 = _NOT_YET
            _t207 = []
            for _t208 in _st_zones[(3 + _l0)]:
                if ((_c200[_t208] == _l1) or (((_t215 if _t215 is not _NOT_YET else (_t215 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t211 if _t211 is not _NOT_YET else (_t211 := _a202(st))) if (_t214 if _t214 is not _NOT_YET else (_t214 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t213 if _t213 is not _NOT_YET else (_t213 := ([_c203[_x] for _x in _t212] if (_t212 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c200[_t208] == (_t222 if _t222 is not _NOT_YET else (_t222 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t218 if _t218 is not _NOT_YET else (_t218 := _a205(st))) if (_t221 if _t221 is not _NOT_YET else (_t221 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t220 if _t220 is not _NOT_YET else (_t220 := ([_c203[_x] for _x in _t219] if (_t219 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t207.append(_t208)
            _t223 = _l0
            _t224 = len(_t207)
            if not _t224: _no_option208(_t223, 'alien to fly')
            if _t224 <= 1 and _st_log is None:
                L[4] = _t207[0] if _t224 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t225 = st.chooser(_t224, _t223)
                else:
                    _t225 = _st_bits(_t224.bit_length())
                    while _t225 >= _t224: _t225 = _st_bits(_t224.bit_length())
                L[4] = _t207[_t225]; st.decisions += 1
            elif _decide209(st, L, _t207, _t223): raise _PlayoutCut206()
            L[3] = L[4]
        else:
            _t230 = _NOT_YET
            _t232 = _NOT_YET
            _t233 = _NOT_YET
            _t234 = _NOT_YET
            _t237 = _NOT_YET
            _t239 = _NOT_YET
            _t240 = _NOT_YET
            _t241 = _NOT_YET
            _t226 = []
            for _t227 in _st_zones[(3 + _l0)]:
                if ((_c200[_t227] == _l1) or (((_t234 if _t234 is not _NOT_YET else (_t234 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t230 if _t230 is not _NOT_YET else (_t230 := _a211(st))) if (_t233 if _t233 is not _NOT_YET else (_t233 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t232 if _t232 is not _NOT_YET else (_t232 := ([_c203[_x] for _x in _t231] if (_t231 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c200[_t227] == (_t241 if _t241 is not _NOT_YET else (_t241 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t237 if _t237 is not _NOT_YET else (_t237 := _a213(st))) if (_t240 if _t240 is not _NOT_YET else (_t240 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t239 if _t239 is not _NOT_YET else (_t239 := ([_c203[_x] for _x in _t238] if (_t238 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t226.append(_t227)
            _t242 = _l0
            _t243 = len(_t226) + 1
            if _t243 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t244 = st.chooser(_t243, _t242)
                else:
                    _t244 = _st_bits(_t243.bit_length())
                    while _t244 >= _t243: _t244 = _st_bits(_t243.bit_length())
                L[5] = _t226[_t244 - 1] if _t244 else None; st.decisions += 1
            elif _decide215(st, L, _t226, _t242): raise _PlayoutCut206()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t245 = L[3]
        _t246 = (11 + _l0)
        if type(_t245) is int and _st_log is None:
            _t247 = _st_zones[(_t248 := _st_loc[_t245])]
            if _t247[-1] == _t245: _t247.pop()
            else: _t247.remove(_t245)
            _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
            _t249 = _leaving217[_t248]
            if _memo0 and _t249 & 1: _memo0.clear()
            if _memo2 and _t249 & 4: _memo2.clear()
            if _memo4 and _t249 & 16: _memo4.clear()
            if _memo7 and _t249 & 128: _memo7.clear()
            if _memo9 and _t249 & 512: _memo9.clear()
        elif _t245 is not None:
            _move_cards216(st, _t245, _t246, False)
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
        L[2] = (_t250 if -1000000000000000000 <= (_t250 := L[2] + 1) <= 1000000000000000000 else _beyond218(_t250))

# <rulerun alienz.rules: board_own #85 932bb7d9>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text222(_audience219(st), [_PlayerRef220(L[0]), ' flies ', _plain221(_l2), ' ', _plain221(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain221(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 f34fa3a9>
def _loop(st):
    for _t251 in st.zones[20]:
        if (_c223[_t251] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 967f50da>
def _native(st, L):
    return (L[2] < (3 if _a224(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 4aab8a40>
def _loop(st):
    for _t253 in st.zones[22]:
        return _c226[_t253]
    return None

# <rulerun alienz.rules: board_own #91 ff960f9e>
def _loop(st):
    for _t255 in st.zones[20]:
        if (_c228[_t255] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 37fb488e>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c230[_t257]
    return None

# <rulerun alienz.rules: board_own #93 c51b9239>
def _loop(st):
    for _t259 in st.zones[20]:
        if (_c232[_t259] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 a7b4a0cf>
def _native(st, L):
    _l4 = L[4]
    return ((_c225[_l4] == L[1]) or (((_a227(st) if _a229(st) else None) is not None) and (_c225[_l4] == (_a231(st) if _a233(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 435d7866>
def _loop(st):
    for _t261 in st.zones[22]:
        return _c235[_t261]
    return None

# <rulerun alienz.rules: board_own #97 f57aba52>
def _loop(st):
    for _t263 in st.zones[20]:
        if (_c237[_t263] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 ccb561de>
def _loop(st):
    for _t265 in st.zones[22]:
        return _c239[_t265]
    return None

# <rulerun alienz.rules: board_own #99 4b221c2d>
def _loop(st):
    for _t267 in st.zones[20]:
        if (_c241[_t267] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 f43d41f3>
def _native(st, L):
    _l5 = L[5]
    return ((_c234[_l5] == L[1]) or (((_a236(st) if _a238(st) else None) is not None) and (_c234[_l5] == (_a240(st) if _a242(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 3f5c5ea6>
def _loop(st):
    for _t274 in st.zones[22]:
        return _c246[_t274]
    return None

# <rulerun alienz.rules: board_queue #103 37c986a6>
def _loop(st):
    for _t281 in st.zones[22]:
        return _c249[_t281]
    return None

# <rulerun alienz.rules: board_queue #104 0acad426>
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
    _t270 = (_k243 or [])
    st.budget -= len(_t270)
    if st.budget < 0: _spent244(st)
    for _t269 in _t270:
        L[3] = _t269
        _t272 = _st_zones[(7 + _t269)]
        st.budget -= len(_t272)
        if st.budget < 0: _spent244(st)
        _t276 = _NOT_YET
        _t278 = _NOT_YET
        _t279 = _NOT_YET
        _t280 = _NOT_YET
        _t283 = _NOT_YET
        _t285 = _NOT_YET
        _t286 = _NOT_YET
        _t287 = _NOT_YET
        _t271 = []
        for _t273 in _t272:
            if ((_c245[_t273] == _l0) or (((_t280 if _t280 is not _NOT_YET else (_t280 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t276 if _t276 is not _NOT_YET else (_t276 := _a247(st))) if (_t279 if _t279 is not _NOT_YET else (_t279 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t278 if _t278 is not _NOT_YET else (_t278 := ([_c248[_x] for _x in _t277] if (_t277 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c245[_t273] == (_t287 if _t287 is not _NOT_YET else (_t287 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t283 if _t283 is not _NOT_YET else (_t283 := _a250(st))) if (_t286 if _t286 is not _NOT_YET else (_t286 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t285 if _t285 is not _NOT_YET else (_t285 := ([_c248[_x] for _x in _t284] if (_t284 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t271.append(_t273)
        L[4] = _t271
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text253(_audience251(st), [_PlayerRef252(_t269), "'s queued aliens board the flight"]))
            _t288 = L[4]
            _t289 = (11 + _t269)
            if type(_t288) is list and _st_log is None:
                for _t290 in _t288:
                    _t291 = _st_zones[_st_loc[_t290]]
                    if _t291[-1] == _t290: _t291.pop()
                    else: _t291.remove(_t290)
                    _st_zones[_t289].append(_t290); _st_loc[_t290] = _t289
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t288 is not None:
                _move_cards254(st, _t288, _t289, False)
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

# <rulerun alienz.rules: join #106 bb34f57c>
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
    _t292 = L[3]
    _t293 = (11 + L[0])
    if type(_t292) is int and st.log is None:
        _t294 = _st_zones[(_t295 := _st_loc[_t292])]
        if _t294[-1] == _t292: _t294.pop()
        else: _t294.remove(_t292)
        _st_zones[_t293].append(_t292); _st_loc[_t292] = _t293
        _t296 = _leaving256[_t295]
        if _memo0 and _t296 & 1: _memo0.clear()
        if _memo2 and _t296 & 4: _memo2.clear()
        if _memo4 and _t296 & 16: _memo4.clear()
        if _memo7 and _t296 & 128: _memo7.clear()
        if _memo9 and _t296 & 512: _memo9.clear()
    elif _t292 is not None:
        _move_cards255(st, _t292, _t293, False)
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
    L[2] = (_t297 if -1000000000000000000 <= (_t297 := L[2] + 1) <= 1000000000000000000 else _beyond257(_t297))

# <rulerun alienz.rules: join #107 a47c1763>
def _loop(st):
    for _t300 in st.zones[22]:
        return _c260[_t300]
    return None

# <rulerun alienz.rules: join #108 cb4b36ae>
def _loop(st):
    for _t307 in st.zones[22]:
        return _c263[_t307]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 210eb18a>
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
        if st.budget < 0: _spent258(st)
        _t302 = _NOT_YET
        _t304 = _NOT_YET
        _t305 = _NOT_YET
        _t306 = _NOT_YET
        _t309 = _NOT_YET
        _t311 = _NOT_YET
        _t312 = _NOT_YET
        _t313 = _NOT_YET
        _t298 = []
        for _t299 in _st_zones[(3 + _l0)]:
            if ((_c259[_t299] == L[1]) or (((_t306 if _t306 is not _NOT_YET else (_t306 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t302 if _t302 is not _NOT_YET else (_t302 := _a261(st))) if (_t305 if _t305 is not _NOT_YET else (_t305 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t304 if _t304 is not _NOT_YET else (_t304 := ([_c262[_x] for _x in _t303] if (_t303 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c259[_t299] == (_t313 if _t313 is not _NOT_YET else (_t313 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t309 if _t309 is not _NOT_YET else (_t309 := _a264(st))) if (_t312 if _t312 is not _NOT_YET else (_t312 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t311 if _t311 is not _NOT_YET else (_t311 := ([_c262[_x] for _x in _t310] if (_t310 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t298.append(_t299)
        _t314 = _l0
        _t315 = len(_t298) + 1
        if _t315 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t316 = st.chooser(_t315, _t314)
            else:
                _t316 = _st_bits(_t315.bit_length())
                while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
            L[3] = _t298[_t316 - 1] if _t316 else None; st.decisions += 1
        elif _decide267(st, L, _t298, _t314): raise _PlayoutCut265()
        if (L[3] is None):
            break
        _t317 = L[3]
        _t318 = (11 + _l0)
        if type(_t317) is int and _st_log is None:
            _t319 = _st_zones[(_t320 := _st_loc[_t317])]
            if _t319[-1] == _t317: _t319.pop()
            else: _t319.remove(_t317)
            _st_zones[_t318].append(_t317); _st_loc[_t317] = _t318
            _t321 = _leaving269[_t320]
            if _memo0 and _t321 & 1: _memo0.clear()
            if _memo2 and _t321 & 4: _memo2.clear()
            if _memo4 and _t321 & 16: _memo4.clear()
            if _memo7 and _t321 & 128: _memo7.clear()
            if _memo9 and _t321 & 512: _memo9.clear()
        elif _t317 is not None:
            _move_cards268(st, _t317, _t318, False)
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
        L[2] = (_t322 if -1000000000000000000 <= (_t322 := L[2] + 1) <= 1000000000000000000 else _beyond270(_t322))

# <rulerun alienz.rules: join #111 5272550d>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text274(_audience271(st), [_PlayerRef272(_l0), ' joins the flight with ', _plain273(_l2), ' ', _plain273(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text274(_audience271(st), [_PlayerRef272(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 c3fcb84c>
def _loop(st):
    for _t323 in st.zones[22]:
        return _c276[_t323]
    return None

# <rulerun alienz.rules: join #115 2d14a9eb>
def _loop(st):
    for _t325 in st.zones[20]:
        if (_c278[_t325] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 bdd4f4d1>
def _loop(st):
    for _t327 in st.zones[22]:
        return _c280[_t327]
    return None

# <rulerun alienz.rules: join #117 1da0708d>
def _loop(st):
    for _t329 in st.zones[20]:
        if (_c282[_t329] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 dc15833f>
def _native(st, L):
    _l3 = L[3]
    return ((_c275[_l3] == L[1]) or (((_a277(st) if _a279(st) else None) is not None) and (_c275[_l3] == (_a281(st) if _a283(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 5f00043a>
def _loop(st, _t331):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t333 = (_k287 or ())
    st.budget -= len(_t333)
    if st.budget < 0: _spent288(st)
    _t337 = _NOT_YET
    _t339 = _NOT_YET
    _t335 = 0
    for _t334 in _t333:
        if ((_t340 if (_t340 := _memo6.get((_t331, _t334,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t334,), ((_t337 if _t337 is not _NOT_YET else (_t337 := ([_c289[_x] for _x in _t336] if (_t336 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t334) + (_t339 if _t339 is not _NOT_YET else (_t339 := ([_c290[_x] for _x in _t338] if (_t338 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t334)))) > 0):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #121 34a87947>
def _loop(st, _t342, _t355):
    _t358 = 0
    for _t357 in st.zones[(11 + _t355)]:
        if (_c298[_t357] == _t342):
            _t358 += 1
    return _t358

# <rulerun alienz.rules: scoring #122 617f81dd>
def _loop(st, _t342, _t355):
    _t360 = 0
    for _t359 in st.zones[(15 + _t355)]:
        if (_c300[_t359] == _t342):
            _t360 += 1
    return _t360

# <rulerun alienz.rules: scoring #123 baaa977b>
def _loop(st, _t342):
    _memo6 = st.memos[6]
    _t354 = (_k296 or ())
    st.budget -= len(_t354)
    if st.budget < 0: _spent297(st)
    _t356 = None
    for _t355 in _t354:
        _t362 = (_t361 if (_t361 := _memo6.get((_t355, _t342,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t355, _t342,), (_a299(st, _t342, _t355) + _a301(st, _t342, _t355))))
        if _t356 is None or _t362 > _t356:
            _t356 = _t362
    return _t356

# <rulerun alienz.rules: scoring #124 943f5f86>
def _loop(st, _t331):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t341 = (_k292 or ())
    st.budget -= len(_t341)
    if st.budget < 0: _spent293(st)
    _t345 = _NOT_YET
    _t347 = _NOT_YET
    _t350 = _NOT_YET
    _t352 = _NOT_YET
    _t364 = _NOT_YET
    _t366 = _NOT_YET
    _t343 = 0
    for _t342 in _t341:
        if (((_t348 if (_t348 := _memo6.get((_t331, _t342,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t342,), ((_t345 if _t345 is not _NOT_YET else (_t345 := ([_c294[_x] for _x in _t344] if (_t344 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t342) + (_t347 if _t347 is not _NOT_YET else (_t347 := ([_c295[_x] for _x in _t346] if (_t346 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t342)))) > 0) and ((_t353 if (_t353 := _memo6.get((_t331, _t342,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t342,), ((_t350 if _t350 is not _NOT_YET else (_t350 := ([_c294[_x] for _x in _t349] if (_t349 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t342) + (_t352 if _t352 is not _NOT_YET else (_t352 := ([_c295[_x] for _x in _t351] if (_t351 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t342)))) == (_memo5[_t342] if _t342 in _memo5 else _memo5.setdefault(_t342, _a302(st, _t342))))):
            _t343 += (_t367 if (_t367 := _memo6.get((_t331, _t342,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t342,), ((_t364 if _t364 is not _NOT_YET else (_t364 := ([_c294[_x] for _x in _t363] if (_t363 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t342) + (_t366 if _t366 is not _NOT_YET else (_t366 := ([_c295[_x] for _x in _t365] if (_t365 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t342))))
    return _t343

# <rulerun alienz.rules: scoring #125 30689560>
def _loop(st, _t369, _t377):
    _t380 = 0
    for _t379 in st.zones[(11 + _t377)]:
        if (_c310[_t379] == _t369):
            _t380 += 1
    return _t380

# <rulerun alienz.rules: scoring #126 63b9dbc9>
def _loop(st, _t369, _t377):
    _t382 = 0
    for _t381 in st.zones[(15 + _t377)]:
        if (_c312[_t381] == _t369):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: scoring #127 6a9b167e>
def _loop(st, _t331, _t369):
    _memo6 = st.memos[6]
    _t376 = (_k308 or ())
    st.budget -= len(_t376)
    if st.budget < 0: _spent309(st)
    for _t377 in _t376:
        if not (((_t377 == _t331) or ((_t383 if (_t383 := _memo6.get((_t377, _t369,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t377, _t369,), (_a311(st, _t369, _t377) + _a313(st, _t369, _t377)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 bc26fd0a>
def _loop(st, _t331):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t368 = (_k304 or ())
    st.budget -= len(_t368)
    if st.budget < 0: _spent305(st)
    _t372 = _NOT_YET
    _t374 = _NOT_YET
    _t370 = 0
    for _t369 in _t368:
        if (((_t375 if (_t375 := _memo6.get((_t331, _t369,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t331, _t369,), ((_t372 if _t372 is not _NOT_YET else (_t372 := ([_c306[_x] for _x in _t371] if (_t371 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t369) + (_t374 if _t374 is not _NOT_YET else (_t374 := ([_c307[_x] for _x in _t373] if (_t373 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t369)))) > 0) and _a314(st, _t331, _t369)):
            _t370 += 1
    return _t370

# <rulerun alienz.rules: scoring #129 59714f3f>
def _loop(st, _t384, _t387):
    _t390 = 0
    for _t389 in st.zones[(11 + _t384)]:
        if (_c319[_t389] == _t387):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: scoring #130 3b4f131d>
def _loop(st, _t384, _t387):
    _t392 = 0
    for _t391 in st.zones[(15 + _t384)]:
        if (_c321[_t391] == _t387):
            _t392 += 1
    return _t392

# <rulerun alienz.rules: scoring #131 07235dcc>
def _loop(st, _t384, _t387):
    _t395 = 0
    for _t394 in st.zones[(11 + _t384)]:
        if (_c325[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #132 d1ec0f3d>
def _loop(st, _t384, _t387):
    _t397 = 0
    for _t396 in st.zones[(15 + _t384)]:
        if (_c327[_t396] == _t387):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #133 7d0d0039>
def _loop(st, _t384):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t399 = (_k332 or ())
    st.budget -= len(_t399)
    if st.budget < 0: _spent333(st)
    _t403 = _NOT_YET
    _t405 = _NOT_YET
    _t401 = 0
    for _t400 in _t399:
        if ((_t406 if (_t406 := _memo6.get((_t384, _t400,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t400,), ((_t403 if _t403 is not _NOT_YET else (_t403 := ([_c334[_x] for _x in _t402] if (_t402 := _st_zones[(11 + _t384)]) is not _NOT_YET else None))).count(_t400) + (_t405 if _t405 is not _NOT_YET else (_t405 := ([_c335[_x] for _x in _t404] if (_t404 := _st_zones[(15 + _t384)]) is not _NOT_YET else None))).count(_t400)))) > 0):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: scoring #134 616d5cb8>
def _loop(st, _t408, _t421):
    _t424 = 0
    for _t423 in st.zones[(11 + _t421)]:
        if (_c343[_t423] == _t408):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: scoring #135 f1cb85c2>
def _loop(st, _t408, _t421):
    _t426 = 0
    for _t425 in st.zones[(15 + _t421)]:
        if (_c345[_t425] == _t408):
            _t426 += 1
    return _t426

# <rulerun alienz.rules: scoring #136 e872e690>
def _loop(st, _t408):
    _memo6 = st.memos[6]
    _t420 = (_k341 or ())
    st.budget -= len(_t420)
    if st.budget < 0: _spent342(st)
    _t422 = None
    for _t421 in _t420:
        _t428 = (_t427 if (_t427 := _memo6.get((_t421, _t408,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t421, _t408,), (_a344(st, _t408, _t421) + _a346(st, _t408, _t421))))
        if _t422 is None or _t428 > _t422:
            _t422 = _t428
    return _t422

# <rulerun alienz.rules: scoring #137 40c4b352>
def _loop(st, _t384):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t407 = (_k337 or ())
    st.budget -= len(_t407)
    if st.budget < 0: _spent338(st)
    _t411 = _NOT_YET
    _t413 = _NOT_YET
    _t416 = _NOT_YET
    _t418 = _NOT_YET
    _t430 = _NOT_YET
    _t432 = _NOT_YET
    _t409 = 0
    for _t408 in _t407:
        if (((_t414 if (_t414 := _memo6.get((_t384, _t408,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t408,), ((_t411 if _t411 is not _NOT_YET else (_t411 := ([_c339[_x] for _x in _t410] if (_t410 := _st_zones[(11 + _t384)]) is not _NOT_YET else None))).count(_t408) + (_t413 if _t413 is not _NOT_YET else (_t413 := ([_c340[_x] for _x in _t412] if (_t412 := _st_zones[(15 + _t384)]) is not _NOT_YET else None))).count(_t408)))) > 0) and ((_t419 if (_t419 := _memo6.get((_t384, _t408,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t408,), ((_t416 if _t416 is not _NOT_YET else (_t416 := ([_c339[_x] for _x in _t415] if (_t415 := _st_zones[(11 + _t384)]) is not _NOT_YET else None))).count(_t408) + (_t418 if _t418 is not _NOT_YET else (_t418 := ([_c340[_x] for _x in _t417] if (_t417 := _st_zones[(15 + _t384)]) is not _NOT_YET else None))).count(_t408)))) == (_memo5[_t408] if _t408 in _memo5 else _memo5.setdefault(_t408, _a347(st, _t408))))):
            _t409 += (_t433 if (_t433 := _memo6.get((_t384, _t408,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t408,), ((_t430 if _t430 is not _NOT_YET else (_t430 := ([_c339[_x] for _x in _t429] if (_t429 := _st_zones[(11 + _t384)]) is not _NOT_YET else None))).count(_t408) + (_t432 if _t432 is not _NOT_YET else (_t432 := ([_c340[_x] for _x in _t431] if (_t431 := _st_zones[(15 + _t384)]) is not _NOT_YET else None))).count(_t408))))
    return _t409

# <rulerun alienz.rules: scoring #138 e2bd27d5>
def _loop(st, _t435, _t443):
    _t446 = 0
    for _t445 in st.zones[(11 + _t443)]:
        if (_c355[_t445] == _t435):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: scoring #139 1ff2fd71>
def _loop(st, _t435, _t443):
    _t448 = 0
    for _t447 in st.zones[(15 + _t443)]:
        if (_c357[_t447] == _t435):
            _t448 += 1
    return _t448

# <rulerun alienz.rules: scoring #140 c2dcd402>
def _loop(st, _t384, _t435):
    _memo6 = st.memos[6]
    _t442 = (_k353 or ())
    st.budget -= len(_t442)
    if st.budget < 0: _spent354(st)
    for _t443 in _t442:
        if not (((_t443 == _t384) or ((_t449 if (_t449 := _memo6.get((_t443, _t435,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t443, _t435,), (_a356(st, _t435, _t443) + _a358(st, _t435, _t443)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 91ec67e1>
def _loop(st, _t384):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t434 = (_k349 or ())
    st.budget -= len(_t434)
    if st.budget < 0: _spent350(st)
    _t438 = _NOT_YET
    _t440 = _NOT_YET
    _t436 = 0
    for _t435 in _t434:
        if (((_t441 if (_t441 := _memo6.get((_t384, _t435,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t435,), ((_t438 if _t438 is not _NOT_YET else (_t438 := ([_c351[_x] for _x in _t437] if (_t437 := _st_zones[(11 + _t384)]) is not _NOT_YET else None))).count(_t435) + (_t440 if _t440 is not _NOT_YET else (_t440 := ([_c352[_x] for _x in _t439] if (_t439 := _st_zones[(15 + _t384)]) is not _NOT_YET else None))).count(_t435)))) > 0) and _a359(st, _t384, _t435)):
            _t436 += 1
    return _t436

# <rulerun alienz.rules: scoring #142 4e936276>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k284)
    _t332 = (_k285 or [])
    st.budget -= len(_t332)
    if st.budget < 0: _spent286(st)
    for _t331 in _t332:
        L[2] = _t331
        _st_vars[4 + _t331] = (((((2 * (len(_st_zones[(11 + _t331)]) + len(_st_zones[(15 + _t331)]))) - (2 * len(_st_zones[(3 + _t331)]))) + (_memo1[_t331] if _t331 in _memo1 else _memo1.setdefault(_t331, _a291(st, _t331)))) + (_memo3[_t331] if _t331 in _memo3 else _memo3.setdefault(_t331, _a303(st, _t331)))) + (_memo8[_t331] if _t331 in _memo8 else _memo8.setdefault(_t331, (5 * _a315(st, _t331)))))
    _t385 = (_k316 or [])
    st.budget -= len(_t385)
    if st.budget < 0: _spent286(st)
    for _t384 in _t385:
        L[5] = _t384
        _st_vars[0 + _t384] = (_t386 if -1000000000000000000 <= (_t386 := _st_vars[0 + _t384] + _st_vars[4 + _t384]) <= 1000000000000000000 else _beyond317(_t386))
        L[6] = ''
        _t388 = (_k318 or [])
        st.budget -= len(_t388)
        if st.budget < 0: _spent286(st)
        for _t387 in _t388:
            L[9] = _t387
            if not (((_t393 if (_t393 := _memo6.get((_t384, _t387,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t387,), (_a320(st, _t384, _t387) + _a322(st, _t384, _t387)))) > 0)): continue
            L[6] = _text323(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain324(_t387) + ' ' + _plain324((_t398 if (_t398 := _memo6.get((_t384, _t387,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t384, _t387,), (_a326(st, _t384, _t387) + _a328(st, _t384, _t387))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t384), "'s score pile:", _plain324(L[6]), '; queued aliens set aside: ', _plain324(len(_st_zones[(7 + _t384)]))]))
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t384), ' scores ', _plain324(_st_vars[4 + _t384]), ': +', _plain324((2 * (len(_st_zones[(11 + _t384)]) + len(_st_zones[(15 + _t384)])))), ' for ', _plain324((len(_st_zones[(11 + _t384)]) + len(_st_zones[(15 + _t384)]))), ' cards flown, -', _plain324((2 * len(_st_zones[(3 + _t384)]))), ' for ', _plain324(len(_st_zones[(3 + _t384)])), ' behind the screen, +', _plain324((_memo1[_t384] if _t384 in _memo1 else _memo1.setdefault(_t384, _a336(st, _t384)))), ' for colours, +', _plain324((_memo3[_t384] if _t384 in _memo3 else _memo3.setdefault(_t384, _a348(st, _t384)))), ' majorities, +', _plain324((_memo8[_t384] if _t384 in _memo8 else _memo8.setdefault(_t384, (5 * _a360(st, _t384))))), ' sole owner; total ', _plain324(_st_vars[0 + _t384])]))

# <rulerun alienz.rules: play #143 6e6b119c>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text362(_audience361(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game363(st, [], True); return 3
    st.vars[8] = _random_item364(st, _k365)

# <rulerun alienz.rules: play #144 6f8bb5f9>
def _loop(st, _t450):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t452 = (_k369 or ())
    st.budget -= len(_t452)
    if st.budget < 0: _spent370(st)
    _t456 = _NOT_YET
    _t458 = _NOT_YET
    _t454 = 0
    for _t453 in _t452:
        if ((_t459 if (_t459 := _memo6.get((_t450, _t453,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t453,), ((_t456 if _t456 is not _NOT_YET else (_t456 := ([_c371[_x] for _x in _t455] if (_t455 := _st_zones[(11 + _t450)]) is not _NOT_YET else None))).count(_t453) + (_t458 if _t458 is not _NOT_YET else (_t458 := ([_c372[_x] for _x in _t457] if (_t457 := _st_zones[(15 + _t450)]) is not _NOT_YET else None))).count(_t453)))) > 0):
            _t454 += 1
    return _t454

# <rulerun alienz.rules: play #145 f4460a08>
def _loop(st, _t461, _t474):
    _t477 = 0
    for _t476 in st.zones[(11 + _t474)]:
        if (_c380[_t476] == _t461):
            _t477 += 1
    return _t477

# <rulerun alienz.rules: play #146 cc56122f>
def _loop(st, _t461, _t474):
    _t479 = 0
    for _t478 in st.zones[(15 + _t474)]:
        if (_c382[_t478] == _t461):
            _t479 += 1
    return _t479

# <rulerun alienz.rules: play #147 5514009a>
def _loop(st, _t461):
    _memo6 = st.memos[6]
    _t473 = (_k378 or ())
    st.budget -= len(_t473)
    if st.budget < 0: _spent379(st)
    _t475 = None
    for _t474 in _t473:
        _t481 = (_t480 if (_t480 := _memo6.get((_t474, _t461,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t474, _t461,), (_a381(st, _t461, _t474) + _a383(st, _t461, _t474))))
        if _t475 is None or _t481 > _t475:
            _t475 = _t481
    return _t475

# <rulerun alienz.rules: play #148 9747393f>
def _loop(st, _t450):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t460 = (_k374 or ())
    st.budget -= len(_t460)
    if st.budget < 0: _spent375(st)
    _t464 = _NOT_YET
    _t466 = _NOT_YET
    _t469 = _NOT_YET
    _t471 = _NOT_YET
    _t483 = _NOT_YET
    _t485 = _NOT_YET
    _t462 = 0
    for _t461 in _t460:
        if (((_t467 if (_t467 := _memo6.get((_t450, _t461,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t461,), ((_t464 if _t464 is not _NOT_YET else (_t464 := ([_c376[_x] for _x in _t463] if (_t463 := _st_zones[(11 + _t450)]) is not _NOT_YET else None))).count(_t461) + (_t466 if _t466 is not _NOT_YET else (_t466 := ([_c377[_x] for _x in _t465] if (_t465 := _st_zones[(15 + _t450)]) is not _NOT_YET else None))).count(_t461)))) > 0) and ((_t472 if (_t472 := _memo6.get((_t450, _t461,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t461,), ((_t469 if _t469 is not _NOT_YET else (_t469 := ([_c376[_x] for _x in _t468] if (_t468 := _st_zones[(11 + _t450)]) is not _NOT_YET else None))).count(_t461) + (_t471 if _t471 is not _NOT_YET else (_t471 := ([_c377[_x] for _x in _t470] if (_t470 := _st_zones[(15 + _t450)]) is not _NOT_YET else None))).count(_t461)))) == (_memo5[_t461] if _t461 in _memo5 else _memo5.setdefault(_t461, _a384(st, _t461))))):
            _t462 += (_t486 if (_t486 := _memo6.get((_t450, _t461,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t461,), ((_t483 if _t483 is not _NOT_YET else (_t483 := ([_c376[_x] for _x in _t482] if (_t482 := _st_zones[(11 + _t450)]) is not _NOT_YET else None))).count(_t461) + (_t485 if _t485 is not _NOT_YET else (_t485 := ([_c377[_x] for _x in _t484] if (_t484 := _st_zones[(15 + _t450)]) is not _NOT_YET else None))).count(_t461))))
    return _t462

# <rulerun alienz.rules: play #149 a705f10d>
def _loop(st, _t488, _t496):
    _t499 = 0
    for _t498 in st.zones[(11 + _t496)]:
        if (_c392[_t498] == _t488):
            _t499 += 1
    return _t499

# <rulerun alienz.rules: play #150 5bb1f6ca>
def _loop(st, _t488, _t496):
    _t501 = 0
    for _t500 in st.zones[(15 + _t496)]:
        if (_c394[_t500] == _t488):
            _t501 += 1
    return _t501

# <rulerun alienz.rules: play #151 8aa48df1>
def _loop(st, _t450, _t488):
    _memo6 = st.memos[6]
    _t495 = (_k390 or ())
    st.budget -= len(_t495)
    if st.budget < 0: _spent391(st)
    for _t496 in _t495:
        if not (((_t496 == _t450) or ((_t502 if (_t502 := _memo6.get((_t496, _t488,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t496, _t488,), (_a393(st, _t488, _t496) + _a395(st, _t488, _t496)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 ca51f740>
def _loop(st, _t450):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t487 = (_k386 or ())
    st.budget -= len(_t487)
    if st.budget < 0: _spent387(st)
    _t491 = _NOT_YET
    _t493 = _NOT_YET
    _t489 = 0
    for _t488 in _t487:
        if (((_t494 if (_t494 := _memo6.get((_t450, _t488,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t450, _t488,), ((_t491 if _t491 is not _NOT_YET else (_t491 := ([_c388[_x] for _x in _t490] if (_t490 := _st_zones[(11 + _t450)]) is not _NOT_YET else None))).count(_t488) + (_t493 if _t493 is not _NOT_YET else (_t493 := ([_c389[_x] for _x in _t492] if (_t492 := _st_zones[(15 + _t450)]) is not _NOT_YET else None))).count(_t488)))) > 0) and _a396(st, _t450, _t488)):
            _t489 += 1
    return _t489

# <rulerun alienz.rules: play #153 62fd3f7e>
def _loop(st, _t503, _t506):
    _t509 = 0
    for _t508 in st.zones[(11 + _t503)]:
        if (_c401[_t508] == _t506):
            _t509 += 1
    return _t509

# <rulerun alienz.rules: play #154 26bfc443>
def _loop(st, _t503, _t506):
    _t511 = 0
    for _t510 in st.zones[(15 + _t503)]:
        if (_c403[_t510] == _t506):
            _t511 += 1
    return _t511

# <rulerun alienz.rules: play #155 018e0af0>
def _loop(st, _t503, _t506):
    _t514 = 0
    for _t513 in st.zones[(11 + _t503)]:
        if (_c407[_t513] == _t506):
            _t514 += 1
    return _t514

# <rulerun alienz.rules: play #156 1f2547b0>
def _loop(st, _t503, _t506):
    _t516 = 0
    for _t515 in st.zones[(15 + _t503)]:
        if (_c409[_t515] == _t506):
            _t516 += 1
    return _t516

# <rulerun alienz.rules: play #157 e987cef3>
def _loop(st, _t503):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t518 = (_k414 or ())
    st.budget -= len(_t518)
    if st.budget < 0: _spent415(st)
    _t522 = _NOT_YET
    _t524 = _NOT_YET
    _t520 = 0
    for _t519 in _t518:
        if ((_t525 if (_t525 := _memo6.get((_t503, _t519,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t519,), ((_t522 if _t522 is not _NOT_YET else (_t522 := ([_c416[_x] for _x in _t521] if (_t521 := _st_zones[(11 + _t503)]) is not _NOT_YET else None))).count(_t519) + (_t524 if _t524 is not _NOT_YET else (_t524 := ([_c417[_x] for _x in _t523] if (_t523 := _st_zones[(15 + _t503)]) is not _NOT_YET else None))).count(_t519)))) > 0):
            _t520 += 1
    return _t520

# <rulerun alienz.rules: play #158 e393a3fa>
def _loop(st, _t527, _t540):
    _t543 = 0
    for _t542 in st.zones[(11 + _t540)]:
        if (_c425[_t542] == _t527):
            _t543 += 1
    return _t543

# <rulerun alienz.rules: play #159 f1e8368f>
def _loop(st, _t527, _t540):
    _t545 = 0
    for _t544 in st.zones[(15 + _t540)]:
        if (_c427[_t544] == _t527):
            _t545 += 1
    return _t545

# <rulerun alienz.rules: play #160 e7cf7477>
def _loop(st, _t527):
    _memo6 = st.memos[6]
    _t539 = (_k423 or ())
    st.budget -= len(_t539)
    if st.budget < 0: _spent424(st)
    _t541 = None
    for _t540 in _t539:
        _t547 = (_t546 if (_t546 := _memo6.get((_t540, _t527,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t540, _t527,), (_a426(st, _t527, _t540) + _a428(st, _t527, _t540))))
        if _t541 is None or _t547 > _t541:
            _t541 = _t547
    return _t541

# <rulerun alienz.rules: play #161 a8dc19c4>
def _loop(st, _t503):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t526 = (_k419 or ())
    st.budget -= len(_t526)
    if st.budget < 0: _spent420(st)
    _t530 = _NOT_YET
    _t532 = _NOT_YET
    _t535 = _NOT_YET
    _t537 = _NOT_YET
    _t549 = _NOT_YET
    _t551 = _NOT_YET
    _t528 = 0
    for _t527 in _t526:
        if (((_t533 if (_t533 := _memo6.get((_t503, _t527,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t527,), ((_t530 if _t530 is not _NOT_YET else (_t530 := ([_c421[_x] for _x in _t529] if (_t529 := _st_zones[(11 + _t503)]) is not _NOT_YET else None))).count(_t527) + (_t532 if _t532 is not _NOT_YET else (_t532 := ([_c422[_x] for _x in _t531] if (_t531 := _st_zones[(15 + _t503)]) is not _NOT_YET else None))).count(_t527)))) > 0) and ((_t538 if (_t538 := _memo6.get((_t503, _t527,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t527,), ((_t535 if _t535 is not _NOT_YET else (_t535 := ([_c421[_x] for _x in _t534] if (_t534 := _st_zones[(11 + _t503)]) is not _NOT_YET else None))).count(_t527) + (_t537 if _t537 is not _NOT_YET else (_t537 := ([_c422[_x] for _x in _t536] if (_t536 := _st_zones[(15 + _t503)]) is not _NOT_YET else None))).count(_t527)))) == (_memo5[_t527] if _t527 in _memo5 else _memo5.setdefault(_t527, _a429(st, _t527))))):
            _t528 += (_t552 if (_t552 := _memo6.get((_t503, _t527,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t527,), ((_t549 if _t549 is not _NOT_YET else (_t549 := ([_c421[_x] for _x in _t548] if (_t548 := _st_zones[(11 + _t503)]) is not _NOT_YET else None))).count(_t527) + (_t551 if _t551 is not _NOT_YET else (_t551 := ([_c422[_x] for _x in _t550] if (_t550 := _st_zones[(15 + _t503)]) is not _NOT_YET else None))).count(_t527))))
    return _t528

# <rulerun alienz.rules: play #162 1171823d>
def _loop(st, _t554, _t562):
    _t565 = 0
    for _t564 in st.zones[(11 + _t562)]:
        if (_c437[_t564] == _t554):
            _t565 += 1
    return _t565

# <rulerun alienz.rules: play #163 4f1ca707>
def _loop(st, _t554, _t562):
    _t567 = 0
    for _t566 in st.zones[(15 + _t562)]:
        if (_c439[_t566] == _t554):
            _t567 += 1
    return _t567

# <rulerun alienz.rules: play #164 e3821bfe>
def _loop(st, _t503, _t554):
    _memo6 = st.memos[6]
    _t561 = (_k435 or ())
    st.budget -= len(_t561)
    if st.budget < 0: _spent436(st)
    for _t562 in _t561:
        if not (((_t562 == _t503) or ((_t568 if (_t568 := _memo6.get((_t562, _t554,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t562, _t554,), (_a438(st, _t554, _t562) + _a440(st, _t554, _t562)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 8bb03a6e>
def _loop(st, _t503):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t553 = (_k431 or ())
    st.budget -= len(_t553)
    if st.budget < 0: _spent432(st)
    _t557 = _NOT_YET
    _t559 = _NOT_YET
    _t555 = 0
    for _t554 in _t553:
        if (((_t560 if (_t560 := _memo6.get((_t503, _t554,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t554,), ((_t557 if _t557 is not _NOT_YET else (_t557 := ([_c433[_x] for _x in _t556] if (_t556 := _st_zones[(11 + _t503)]) is not _NOT_YET else None))).count(_t554) + (_t559 if _t559 is not _NOT_YET else (_t559 := ([_c434[_x] for _x in _t558] if (_t558 := _st_zones[(15 + _t503)]) is not _NOT_YET else None))).count(_t554)))) > 0) and _a441(st, _t503, _t554)):
            _t555 += 1
    return _t555

# <rulerun alienz.rules: play #166 12a1f884>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k366)
    _t451 = (_k367 or [])
    st.budget -= len(_t451)
    if st.budget < 0: _spent368(st)
    for _t450 in _t451:
        _i2[2] = _t450
        _st_vars[4 + _t450] = (((((2 * (len(_st_zones[(11 + _t450)]) + len(_st_zones[(15 + _t450)]))) - (2 * len(_st_zones[(3 + _t450)]))) + (_memo1[_t450] if _t450 in _memo1 else _memo1.setdefault(_t450, _a373(st, _t450)))) + (_memo3[_t450] if _t450 in _memo3 else _memo3.setdefault(_t450, _a385(st, _t450)))) + (_memo8[_t450] if _t450 in _memo8 else _memo8.setdefault(_t450, (5 * _a397(st, _t450)))))
    _t504 = (_k398 or [])
    st.budget -= len(_t504)
    if st.budget < 0: _spent368(st)
    for _t503 in _t504:
        _i2[5] = _t503
        _st_vars[0 + _t503] = (_t505 if -1000000000000000000 <= (_t505 := _st_vars[0 + _t503] + _st_vars[4 + _t503]) <= 1000000000000000000 else _beyond399(_t505))
        _i2[6] = ''
        _t507 = (_k400 or [])
        st.budget -= len(_t507)
        if st.budget < 0: _spent368(st)
        for _t506 in _t507:
            _i2[9] = _t506
            if not (((_t512 if (_t512 := _memo6.get((_t503, _t506,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t506,), (_a402(st, _t503, _t506) + _a404(st, _t503, _t506)))) > 0)): continue
            _i2[6] = _text405(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain406(_t506) + ' ' + _plain406((_t517 if (_t517 := _memo6.get((_t503, _t506,), _NOT_YET)) is not _NOT_YET else _memo6.setdefault((_t503, _t506,), (_a408(st, _t503, _t506) + _a410(st, _t503, _t506))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t503), "'s score pile:", _plain406(_i2[6]), '; queued aliens set aside: ', _plain406(len(_st_zones[(7 + _t503)]))]))
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t503), ' scores ', _plain406(_st_vars[4 + _t503]), ': +', _plain406((2 * (len(_st_zones[(11 + _t503)]) + len(_st_zones[(15 + _t503)])))), ' for ', _plain406((len(_st_zones[(11 + _t503)]) + len(_st_zones[(15 + _t503)]))), ' cards flown, -', _plain406((2 * len(_st_zones[(3 + _t503)]))), ' for ', _plain406(len(_st_zones[(3 + _t503)])), ' behind the screen, +', _plain406((_memo1[_t503] if _t503 in _memo1 else _memo1.setdefault(_t503, _a418(st, _t503)))), ' for colours, +', _plain406((_memo3[_t503] if _t503 in _memo3 else _memo3.setdefault(_t503, _a430(st, _t503)))), ' majorities, +', _plain406((_memo8[_t503] if _t503 in _memo8 else _memo8.setdefault(_t503, (5 * _a442(st, _t503))))), ' sole owner; total ', _plain406(_st_vars[0 + _t503])]))
    if _p443(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 a287e7fb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run446(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k447)

# <rulerun alienz.rules: round #169 42b692ae>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k450)
            _r = _run451(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit452(_k453)
            fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs454[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit449(_k, st, _d0): raise _Runaway448()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k456)

# <rulerun alienz.rules: turn #170 83d8b438>
def _loop(st):
    for _t572 in st.zones[20]:
        if (_c466[_t572] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 19ae03d8>
def _loop(st):
    for _t580 in st.zones[22]:
        return _c474[_t580]
    return None

# <rulerun alienz.rules: turn #172 d1a989ff>
def _loop(st):
    for _t590 in st.zones[22]:
        return _c480[_t590]
    return None

# <rulerun alienz.rules: turn #173 69f2bebb>
def _loop(st):
    for _t597 in st.zones[22]:
        return _c483[_t597]
    return None

# <rulerun alienz.rules: turn #174 efa5ce5c>
def _loop(st, L, _t578):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t587 = _st_zones[(3 + L[0])]
    st.budget -= len(_t587)
    if st.budget < 0: _spent477(st)
    _t592 = _NOT_YET
    _t594 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t599 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t589 = 0
    for _t588 in _t587:
        if ((_t588 != _t578) and ((_c478[_t588] == _c479[_t578]) or (((_t596 if _t596 is not _NOT_YET else (_t596 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t592 if _t592 is not _NOT_YET else (_t592 := _a481(st))) if (_t595 if _t595 is not _NOT_YET else (_t595 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t594 if _t594 is not _NOT_YET else (_t594 := ([_c482[_x] for _x in _t593] if (_t593 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c478[_t588] == (_t603 if _t603 is not _NOT_YET else (_t603 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t599 if _t599 is not _NOT_YET else (_t599 := _a484(st))) if (_t602 if _t602 is not _NOT_YET else (_t602 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t601 if _t601 is not _NOT_YET else (_t601 := ([_c482[_x] for _x in _t600] if (_t600 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t589 += 1
    return _t589

# <rulerun alienz.rules: turn #175 3ab8ad90>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t577 = _st_zones[(3 + L[0])]
    st.budget -= len(_t577)
    if st.budget < 0: _spent472(st)
    _t582 = _NOT_YET
    _t584 = _NOT_YET
    _t585 = _NOT_YET
    _t586 = _NOT_YET
    _t605 = _NOT_YET
    _t606 = _NOT_YET
    _t607 = _NOT_YET
    for _t578 in _t577:
        if (_t608 if (_t608 := _memo7.get((L[0], _t578,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t578,), ((_c473[_t578] != (_t586 if _t586 is not _NOT_YET else (_t586 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t582 if _t582 is not _NOT_YET else (_t582 := _a475(st))) if (_t585 if _t585 is not _NOT_YET else (_t585 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t584 if _t584 is not _NOT_YET else (_t584 := ([_c476[_x] for _x in _t583] if (_t583 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a485(st, L, _t578) >= (_t607 if _t607 is not _NOT_YET else (_t607 := (3 if (_t606 if _t606 is not _NOT_YET else (_t606 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t605 if _t605 is not _NOT_YET else (_t605 := ([_c476[_x] for _x in _t604] if (_t604 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 9960b78d>
def _loop(st):
    for _t609 in st.zones[20]:
        if (_c491[_t609] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 6ec8ae2c>
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
            _r = _run459(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range460(1, L[1]) or []); L[3] = 0
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
            _t569 = L[0]
            _t570 = len(_o)
            if not _t570: _no_option462(_t569, 'alien to take')
            if _t570 <= 1 and _st_log is None:
                L[5] = _o[0] if _t570 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t571 = st.chooser(_t570, _t569)
                else:
                    _t571 = _st_bits(_t570.bit_length())
                    while _t571 >= _t570: _t571 = _st_bits(_t570.bit_length())
                L[5] = _o[_t571]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t571)
            elif _decide464(st, L, _o[:], _t569): return True
            pc = 4
        if pc == 4:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit458(_k, st, _d0): raise _Runaway457()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a467(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t574 = L[0]
            _t575 = len(_o) + 1
            if _t575 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t576 = st.chooser(_t575, _t574)
                else:
                    _t576 = _st_bits(_t575.bit_length())
                    while _t576 >= _t575: _t576 = _st_bits(_t575.bit_length())
                L[6] = _o[_t576 - 1] if _t576 else None; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t576)
            elif _decide469(st, L, _o[:], _t574): return True
            pc = 8
        if pc == 8:
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined471(_joined471(['no flight'], (['private flight'] if _a486(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d487(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d488(st, [_c489[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d490(st, [L[0], _c489[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a492(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t611 = L[0]
            _t612 = len(_o)
            if not _t612: _no_option462(_t611, 'flight this turn')
            if _t612 <= 1 and _st_log is None:
                L[7] = _o[0] if _t612 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t613 = st.chooser(_t612, _t611)
                else:
                    _t613 = _st_bits(_t612.bit_length())
                    while _t613 >= _t612: _t613 = _st_bits(_t612.bit_length())
                L[7] = _o[_t613]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t613)
            elif _decide494(st, L, _o, _t611): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit495(_k496)
            fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs497[3](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit495(_k498)
            fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs497[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run500(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k501)

# <rulerun alienz.rules: private_flight #178 5942a483>
def _loop(st):
    for _t615 in st.zones[22]:
        return _c505[_t615]
    return None

# <rulerun alienz.rules: private_flight #179 f3be01e1>
def _loop(st):
    for _t625 in st.zones[22]:
        return _c511[_t625]
    return None

# <rulerun alienz.rules: private_flight #180 91f97261>
def _loop(st):
    for _t632 in st.zones[22]:
        return _c514[_t632]
    return None

# <rulerun alienz.rules: private_flight #181 95b33bdb>
def _loop(st, L, _t614):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t622 = _st_zones[(3 + L[0])]
    st.budget -= len(_t622)
    if st.budget < 0: _spent508(st)
    _t627 = _NOT_YET
    _t629 = _NOT_YET
    _t630 = _NOT_YET
    _t631 = _NOT_YET
    _t634 = _NOT_YET
    _t636 = _NOT_YET
    _t637 = _NOT_YET
    _t638 = _NOT_YET
    _t624 = 0
    for _t623 in _t622:
        if ((_t623 != _t614) and ((_c509[_t623] == _c510[_t614]) or (((_t631 if _t631 is not _NOT_YET else (_t631 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t627 if _t627 is not _NOT_YET else (_t627 := _a512(st))) if (_t630 if _t630 is not _NOT_YET else (_t630 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t629 if _t629 is not _NOT_YET else (_t629 := ([_c513[_x] for _x in _t628] if (_t628 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c509[_t623] == (_t638 if _t638 is not _NOT_YET else (_t638 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t634 if _t634 is not _NOT_YET else (_t634 := _a515(st))) if (_t637 if _t637 is not _NOT_YET else (_t637 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t636 if _t636 is not _NOT_YET else (_t636 := ([_c513[_x] for _x in _t635] if (_t635 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t624 += 1
    return _t624

# <rulerun alienz.rules: private_flight #182 f34d27f1>
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
            _t617 = _NOT_YET
            _t619 = _NOT_YET
            _t620 = _NOT_YET
            _t621 = _NOT_YET
            _t640 = _NOT_YET
            _t641 = _NOT_YET
            _t642 = _NOT_YET
            _o = []
            for _t614 in _st_zones[(3 + L[0])]:
                if (_t643 if (_t643 := _memo7.get((L[0], _t614,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t614,), ((_c504[_t614] != (_t621 if _t621 is not _NOT_YET else (_t621 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t617 if _t617 is not _NOT_YET else (_t617 := _a506(st))) if (_t620 if _t620 is not _NOT_YET else (_t620 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t619 if _t619 is not _NOT_YET else (_t619 := ([_c507[_x] for _x in _t618] if (_t618 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a516(st, L, _t614) >= (_t642 if _t642 is not _NOT_YET else (_t642 := (3 if (_t641 if _t641 is not _NOT_YET else (_t641 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t640 if _t640 is not _NOT_YET else (_t640 := ([_c507[_x] for _x in _t639] if (_t639 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _o.append(_t614)
            fr[1] = 1
            _t644 = L[0]
            _t645 = len(_o)
            if not _t645: _no_option518(_t644, 'planet for a private flight')
            if _t645 <= 1 and _st_log is None:
                L[1] = _o[0] if _t645 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t646 = st.chooser(_t645, _t644)
                else:
                    _t646 = _st_bits(_t645.bit_length())
                    while _t646 >= _t645: _t646 = _st_bits(_t645.bit_length())
                L[1] = _o[_t646]; st.decisions += 1
                if st.thread_player is not None: _answered519(st, _t646)
            elif _decide520(st, L, _o, _t644): return True
            pc = 1
        if pc == 1:
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit522(_k523)
            fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs524[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run525(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k526)

# <rulerun alienz.rules: commercial_flight #183 39bbb2f5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run529(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit530(_k531)
            fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs532[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run533(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o534[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit530(_k535)
            fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs532[7](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit528(_k, st, _d0): raise _Runaway527()
            continue
        if pc == 7:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k537)

# <rulerun alienz.rules: board_own #184 e1f8d8c4>
def _loop(st):
    for _t647 in st.zones[20]:
        if (_c542[_t647] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 32d90b96>
def _loop(st):
    for _t650 in st.zones[22]:
        return _c545[_t650]
    return None

# <rulerun alienz.rules: board_own #186 2513564f>
def _loop(st):
    for _t657 in st.zones[22]:
        return _c548[_t657]
    return None

# <rulerun alienz.rules: board_own #187 9e37fbb1>
def _loop(st):
    for _t668 in st.zones[22]:
        return _c555[_t668]
    return None

# <rulerun alienz.rules: board_own #188 4046a91f>
def _loop(st):
    for _t675 in st.zones[22]:
        return _c557[_t675]
    return None

# <rulerun alienz.rules: board_own #189 5d45579b>
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
            _r = _run540(st, L)
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
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a543(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t652 = _NOT_YET
            _t654 = _NOT_YET
            _t655 = _NOT_YET
            _t656 = _NOT_YET
            _t659 = _NOT_YET
            _t661 = _NOT_YET
            _t662 = _NOT_YET
            _t663 = _NOT_YET
            _o = []
            for _t649 in _st_zones[(3 + L[0])]:
                if ((_c544[_t649] == L[1]) or (((_t656 if _t656 is not _NOT_YET else (_t656 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t652 if _t652 is not _NOT_YET else (_t652 := _a546(st))) if (_t655 if _t655 is not _NOT_YET else (_t655 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t654 if _t654 is not _NOT_YET else (_t654 := ([_c547[_x] for _x in _t653] if (_t653 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c544[_t649] == (_t663 if _t663 is not _NOT_YET else (_t663 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t659 if _t659 is not _NOT_YET else (_t659 := _a549(st))) if (_t662 if _t662 is not _NOT_YET else (_t662 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t661 if _t661 is not _NOT_YET else (_t661 := ([_c547[_x] for _x in _t660] if (_t660 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t649)
            fr[1] = 5
            _t664 = L[0]
            _t665 = len(_o)
            if not _t665: _no_option551(_t664, 'alien to fly')
            if _t665 <= 1 and _st_log is None:
                L[4] = _o[0] if _t665 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t666 = st.chooser(_t665, _t664)
                else:
                    _t666 = _st_bits(_t665.bit_length())
                    while _t666 >= _t665: _t666 = _st_bits(_t665.bit_length())
                L[4] = _o[_t666]; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t666)
            elif _decide553(st, L, _o, _t664): return True
            pc = 5
        if pc == 5:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t670 = _NOT_YET
            _t672 = _NOT_YET
            _t673 = _NOT_YET
            _t674 = _NOT_YET
            _t677 = _NOT_YET
            _t679 = _NOT_YET
            _t680 = _NOT_YET
            _t681 = _NOT_YET
            _o = []
            for _t667 in _st_zones[(3 + L[0])]:
                if ((_c544[_t667] == L[1]) or (((_t674 if _t674 is not _NOT_YET else (_t674 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t670 if _t670 is not _NOT_YET else (_t670 := _a556(st))) if (_t673 if _t673 is not _NOT_YET else (_t673 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t672 if _t672 is not _NOT_YET else (_t672 := ([_c547[_x] for _x in _t671] if (_t671 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c544[_t667] == (_t681 if _t681 is not _NOT_YET else (_t681 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t677 if _t677 is not _NOT_YET else (_t677 := _a558(st))) if (_t680 if _t680 is not _NOT_YET else (_t680 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t679 if _t679 is not _NOT_YET else (_t679 := ([_c547[_x] for _x in _t678] if (_t678 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t667)
            fr[1] = 8
            _t682 = L[0]
            _t683 = len(_o) + 1
            if _t683 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t684 = st.chooser(_t683, _t682)
                else:
                    _t684 = _st_bits(_t683.bit_length())
                    while _t684 >= _t683: _t684 = _st_bits(_t683.bit_length())
                L[5] = _o[_t684 - 1] if _t684 else None; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t684)
            elif _decide560(st, L, _o, _t682): return True
            pc = 8
        if pc == 8:
            _r = _run561(st, L)
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
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit539(_k, st, _d0): raise _Runaway538()
            continue
        if pc == 14:
            _r = _run563(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k564)

# <rulerun alienz.rules: board_queue #190 88b7e215>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run567(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k568)

# <rulerun alienz.rules: join #191 2299d870>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c573[_t686]
    return None

# <rulerun alienz.rules: join #192 e78e88a1>
def _loop(st):
    for _t693 in st.zones[22]:
        return _c576[_t693]
    return None

# <rulerun alienz.rules: join #193 b9b5a703>
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
            _r = _run571(st, L)
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
            _t688 = _NOT_YET
            _t690 = _NOT_YET
            _t691 = _NOT_YET
            _t692 = _NOT_YET
            _t695 = _NOT_YET
            _t697 = _NOT_YET
            _t698 = _NOT_YET
            _t699 = _NOT_YET
            _o = []
            for _t685 in _st_zones[(3 + L[0])]:
                if ((_c572[_t685] == L[1]) or (((_t692 if _t692 is not _NOT_YET else (_t692 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t688 if _t688 is not _NOT_YET else (_t688 := _a574(st))) if (_t691 if _t691 is not _NOT_YET else (_t691 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t690 if _t690 is not _NOT_YET else (_t690 := ([_c575[_x] for _x in _t689] if (_t689 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c572[_t685] == (_t699 if _t699 is not _NOT_YET else (_t699 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t695 if _t695 is not _NOT_YET else (_t695 := _a577(st))) if (_t698 if _t698 is not _NOT_YET else (_t698 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t697 if _t697 is not _NOT_YET else (_t697 := ([_c575[_x] for _x in _t696] if (_t696 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t685)
            fr[1] = 3
            _t700 = L[0]
            _t701 = len(_o) + 1
            if _t701 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t702 = st.chooser(_t701, _t700)
                else:
                    _t702 = _st_bits(_t701.bit_length())
                    while _t702 >= _t701: _t702 = _st_bits(_t701.bit_length())
                L[3] = _o[_t702 - 1] if _t702 else None; st.decisions += 1
                if st.thread_player is not None: _answered579(st, _t702)
            elif _decide580(st, L, _o, _t700): return True
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
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit570(_k, st, _d0): raise _Runaway569()
            continue
        if pc == 8:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun alienz.rules: refill #194 d16b6310>
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

# <rulerun alienz.rules: surface #195 fa0148fd>
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

# <rulerun alienz.rules: reveal_event #196 03879e8f>
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

# <rulerun alienz.rules: resolve_events #197 264cca7b>
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

# <rulerun alienz.rules: take_effect #198 2a1a555c>
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

# <rulerun alienz.rules: storm_flip #199 69be1c80>
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

# <rulerun alienz.rules: scoring #200 6ead7974>
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

# <rulerun alienz.rules: play #201 e9827ed8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run614(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit615(_k616)
            fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs617[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit613(_k, st, _d0): raise _Runaway612()
            continue
        if pc == 5:
            fr[1] = 6
            if _step619(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k620)

# <rulerun alienz.rules: turn #202 a790d27f>
def _loop(st):
    for _t704 in st.zones[20]:
        if (_c633[_t704] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 2eec8c94>
def _loop(st):
    for _t717 in st.zones[20]:
        if (_c642[_t717] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 099f1e1d>
def _loop(st):
    for _t732 in st.zones[22]:
        return _c650[_t732]
    return None

# <rulerun alienz.rules: turn #205 f0bc1b04>
def _loop(st):
    for _t742 in st.zones[22]:
        return _c656[_t742]
    return None

# <rulerun alienz.rules: turn #206 9c24948e>
def _loop(st):
    for _t749 in st.zones[22]:
        return _c659[_t749]
    return None

# <rulerun alienz.rules: turn #207 f8547610>
def _loop(st, L, _t730):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t739 = _st_zones[(3 + L[0])]
    st.budget -= len(_t739)
    if st.budget < 0: _spent653(st)
    _t744 = _NOT_YET
    _t746 = _NOT_YET
    _t747 = _NOT_YET
    _t748 = _NOT_YET
    _t751 = _NOT_YET
    _t753 = _NOT_YET
    _t754 = _NOT_YET
    _t755 = _NOT_YET
    _t741 = 0
    for _t740 in _t739:
        if ((_t740 != _t730) and ((_c654[_t740] == _c655[_t730]) or (((_t748 if _t748 is not _NOT_YET else (_t748 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t744 if _t744 is not _NOT_YET else (_t744 := _a657(st))) if (_t747 if _t747 is not _NOT_YET else (_t747 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t746 if _t746 is not _NOT_YET else (_t746 := ([_c658[_x] for _x in _t745] if (_t745 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c654[_t740] == (_t755 if _t755 is not _NOT_YET else (_t755 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t751 if _t751 is not _NOT_YET else (_t751 := _a660(st))) if (_t754 if _t754 is not _NOT_YET else (_t754 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t753 if _t753 is not _NOT_YET else (_t753 := ([_c658[_x] for _x in _t752] if (_t752 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t741 += 1
    return _t741

# <rulerun alienz.rules: turn #208 166c35c2>
def _loop(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t729 = _st_zones[(3 + _l0)]
    st.budget -= len(_t729)
    if st.budget < 0: _spent648(st)
    _t734 = _NOT_YET
    _t736 = _NOT_YET
    _t737 = _NOT_YET
    _t738 = _NOT_YET
    _t757 = _NOT_YET
    _t758 = _NOT_YET
    _t759 = _NOT_YET
    for _t730 in _t729:
        if (_t760 if (_t760 := _memo7.get((_l0, _t730,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t730,), ((_c649[_t730] != (_t738 if _t738 is not _NOT_YET else (_t738 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t734 if _t734 is not _NOT_YET else (_t734 := _a651(st))) if (_t737 if _t737 is not _NOT_YET else (_t737 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t736 if _t736 is not _NOT_YET else (_t736 := ([_c652[_x] for _x in _t735] if (_t735 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a661(st, L, _t730) >= (_t759 if _t759 is not _NOT_YET else (_t759 := (3 if (_t758 if _t758 is not _NOT_YET else (_t758 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t757 if _t757 is not _NOT_YET else (_t757 := ([_c652[_x] for _x in _t756] if (_t756 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 82e09aea>
def _loop(st):
    for _t761 in st.zones[20]:
        if (_c667[_t761] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 9950318b>
def _loop(st):
    for _t768 in st.zones[22]:
        return _c671[_t768]
    return None

# <rulerun alienz.rules: turn #211 6a008c61>
def _loop(st):
    for _t778 in st.zones[22]:
        return _c677[_t778]
    return None

# <rulerun alienz.rules: turn #212 c4c71481>
def _loop(st):
    for _t785 in st.zones[22]:
        return _c680[_t785]
    return None

# <rulerun alienz.rules: turn #213 1dcdcae7>
def _loop(st, _i3l0, _t767):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t775 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t775)
    if st.budget < 0: _spent674(st)
    _t780 = _NOT_YET
    _t782 = _NOT_YET
    _t783 = _NOT_YET
    _t784 = _NOT_YET
    _t787 = _NOT_YET
    _t789 = _NOT_YET
    _t790 = _NOT_YET
    _t791 = _NOT_YET
    _t777 = 0
    for _t776 in _t775:
        if ((_t776 != _t767) and ((_c675[_t776] == _c676[_t767]) or (((_t784 if _t784 is not _NOT_YET else (_t784 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t780 if _t780 is not _NOT_YET else (_t780 := _a678(st))) if (_t783 if _t783 is not _NOT_YET else (_t783 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t782 if _t782 is not _NOT_YET else (_t782 := ([_c679[_x] for _x in _t781] if (_t781 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c675[_t776] == (_t791 if _t791 is not _NOT_YET else (_t791 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t787 if _t787 is not _NOT_YET else (_t787 := _a681(st))) if (_t790 if _t790 is not _NOT_YET else (_t790 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t789 if _t789 is not _NOT_YET else (_t789 := ([_c679[_x] for _x in _t788] if (_t788 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t777 += 1
    return _t777

# <rulerun alienz.rules: turn #214 d19917b0>
def _loop(st):
    for _t805 in st.zones[20]:
        if (_c686[_t805] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 b2257749>
def _loop(st):
    for _t809 in st.zones[22]:
        return _c689[_t809]
    return None

# <rulerun alienz.rules: turn #216 203f7004>
def _loop(st):
    for _t816 in st.zones[22]:
        return _c691[_t816]
    return None

# <rulerun alienz.rules: turn #217 e6adc699>
def _loop(st):
    for _t828 in st.zones[22]:
        return _c695[_t828]
    return None

# <rulerun alienz.rules: turn #218 04cd4a68>
def _loop(st):
    for _t835 in st.zones[22]:
        return _c697[_t835]
    return None

# <rulerun alienz.rules: board_own #219 a7facce4>
def _loop(st):
    for _t851 in st.zones[20]:
        if (_c703[_t851] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 32bfa6c1>
def _loop(st):
    for _t855 in st.zones[22]:
        return _c706[_t855]
    return None

# <rulerun alienz.rules: board_own #221 62ec2d87>
def _loop(st):
    for _t862 in st.zones[22]:
        return _c709[_t862]
    return None

# <rulerun alienz.rules: board_own #222 3c255a75>
def _loop(st):
    for _t874 in st.zones[22]:
        return _c715[_t874]
    return None

# <rulerun alienz.rules: board_own #223 c35b3db1>
def _loop(st):
    for _t881 in st.zones[22]:
        return _c717[_t881]
    return None

# <rulerun alienz.rules: board_own #224 playout e761cd10>
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
        if st.budget < 0: _spent702(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a704(st))) else 2)):
            _t857 = _NOT_YET
            _t859 = _NOT_YET
            _t860 = _NOT_YET
            _t861 = _NOT_YET
            _t864 = _NOT_YET
            _t866 = _NOT_YET
            _t867 = _NOT_YET
            _t868 = _NOT_YET
            _t853 = []
            for _t854 in _st_zones[(3 + _l0)]:
                if ((_c705[_t854] == _l1) or (((_t861 if _t861 is not _NOT_YET else (_t861 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t857 if _t857 is not _NOT_YET else (_t857 := _a707(st))) if (_t860 if _t860 is not _NOT_YET else (_t860 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t859 if _t859 is not _NOT_YET else (_t859 := ([_c708[_x] for _x in _t858] if (_t858 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c705[_t854] == (_t868 if _t868 is not _NOT_YET else (_t868 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t864 if _t864 is not _NOT_YET else (_t864 := _a710(st))) if (_t867 if _t867 is not _NOT_YET else (_t867 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t866 if _t866 is not _NOT_YET else (_t866 := ([_c708[_x] for _x in _t865] if (_t865 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t853.append(_t854)
            _t869 = _l0
            _t870 = len(_t853)
            if not _t870: _no_option713(_t869, 'alien to fly')
            if _t870 <= 1 and _st_log is None:
                L[4] = _t853[0] if _t870 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t871 = st.chooser(_t870, _t869)
                else:
                    _t871 = _st_bits(_t870.bit_length())
                    while _t871 >= _t870: _t871 = _st_bits(_t870.bit_length())
                L[4] = _t853[_t871]; st.decisions += 1
            elif _decide714(st, L, _t853, _t869): raise _PlayoutCut711()
            L[3] = L[4]
        else:
            _t876 = _NOT_YET
            _t878 = _NOT_YET
            _t879 = _NOT_YET
            _t880 = _NOT_YET
            _t883 = _NOT_YET
            _t885 = _NOT_YET
            _t886 = _NOT_YET
            _t887 = _NOT_YET
            _t872 = []
            for _t873 in _st_zones[(3 + _l0)]:
                if ((_c705[_t873] == _l1) or (((_t880 if _t880 is not _NOT_YET else (_t880 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t876 if _t876 is not _NOT_YET else (_t876 := _a716(st))) if (_t879 if _t879 is not _NOT_YET else (_t879 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t878 if _t878 is not _NOT_YET else (_t878 := ([_c708[_x] for _x in _t877] if (_t877 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c705[_t873] == (_t887 if _t887 is not _NOT_YET else (_t887 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t883 if _t883 is not _NOT_YET else (_t883 := _a718(st))) if (_t886 if _t886 is not _NOT_YET else (_t886 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t885 if _t885 is not _NOT_YET else (_t885 := ([_c708[_x] for _x in _t884] if (_t884 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t872.append(_t873)
            _t888 = _l0
            _t889 = len(_t872) + 1
            if _t889 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t890 = st.chooser(_t889, _t888)
                else:
                    _t890 = _st_bits(_t889.bit_length())
                    while _t890 >= _t889: _t890 = _st_bits(_t889.bit_length())
                L[5] = _t872[_t890 - 1] if _t890 else None; st.decisions += 1
            elif _decide720(st, L, _t872, _t888): raise _PlayoutCut711()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t891 = L[3]
        _t892 = (11 + _l0)
        if type(_t891) is int and _st_log is None:
            _t893 = _st_zones[(_t894 := _st_loc[_t891])]
            if _t893[-1] == _t891: _t893.pop()
            else: _t893.remove(_t891)
            _st_zones[_t892].append(_t891); _st_loc[_t891] = _t892
            _t895 = _leaving722[_t894]
            if _memo0 and _t895 & 1: _memo0.clear()
            if _memo2 and _t895 & 4: _memo2.clear()
            if _memo4 and _t895 & 16: _memo4.clear()
            if _memo7 and _t895 & 128: _memo7.clear()
            if _memo9 and _t895 & 512: _memo9.clear()
        elif _t891 is not None:
            _move_cards721(st, _t891, _t892, False)
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
        L[2] = (_t896 if -1000000000000000000 <= (_t896 := L[2] + 1) <= 1000000000000000000 else _beyond723(_t896))
    if _st_log is not None: _st_log.append(_Text727(_audience724(st), [_PlayerRef725(_l0), ' flies ', _plain726(L[2]), ' ', _plain726(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain726(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 39fcce1f>
def _loop(st):
    for _t902 in st.zones[22]:
        return _c730[_t902]
    return None

# <rulerun alienz.rules: turn #226 ac81e6fc>
def _loop(st):
    for _t909 in st.zones[22]:
        return _c732[_t909]
    return None

# <rulerun alienz.rules: private_flight #227 76156a40>
def _loop(st):
    for _t922 in st.zones[22]:
        return _c736[_t922]
    return None

# <rulerun alienz.rules: private_flight #228 f5f743b4>
def _loop(st):
    for _t932 in st.zones[22]:
        return _c742[_t932]
    return None

# <rulerun alienz.rules: private_flight #229 0094f51a>
def _loop(st):
    for _t939 in st.zones[22]:
        return _c745[_t939]
    return None

# <rulerun alienz.rules: private_flight #230 96563c58>
def _loop(st, L, _t921):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t929 = _st_zones[(3 + L[0])]
    st.budget -= len(_t929)
    if st.budget < 0: _spent739(st)
    _t934 = _NOT_YET
    _t936 = _NOT_YET
    _t937 = _NOT_YET
    _t938 = _NOT_YET
    _t941 = _NOT_YET
    _t943 = _NOT_YET
    _t944 = _NOT_YET
    _t945 = _NOT_YET
    _t931 = 0
    for _t930 in _t929:
        if ((_t930 != _t921) and ((_c740[_t930] == _c741[_t921]) or (((_t938 if _t938 is not _NOT_YET else (_t938 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t934 if _t934 is not _NOT_YET else (_t934 := _a743(st))) if (_t937 if _t937 is not _NOT_YET else (_t937 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t936 if _t936 is not _NOT_YET else (_t936 := ([_c744[_x] for _x in _t935] if (_t935 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c740[_t930] == (_t945 if _t945 is not _NOT_YET else (_t945 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t941 if _t941 is not _NOT_YET else (_t941 := _a746(st))) if (_t944 if _t944 is not _NOT_YET else (_t944 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t943 if _t943 is not _NOT_YET else (_t943 := ([_c744[_x] for _x in _t942] if (_t942 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t931 += 1
    return _t931

# <rulerun alienz.rules: private_flight #231 a49da2ba>
def _loop(st):
    for _t964 in st.zones[22]:
        return _c761[_t964]
    return None

# <rulerun alienz.rules: private_flight #232 8b0eb04d>
def _loop(st):
    for _t971 in st.zones[22]:
        return _c763[_t971]
    return None

# <rulerun alienz.rules: private_flight #233 playout da737527>
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
    if st.budget < 0: _spent734(st)
    _t924 = _NOT_YET
    _t926 = _NOT_YET
    _t927 = _NOT_YET
    _t928 = _NOT_YET
    _t947 = _NOT_YET
    _t948 = _NOT_YET
    _t949 = _NOT_YET
    _t920 = []
    for _t921 in _st_zones[(3 + _l0)]:
        if (_t950 if (_t950 := _memo7.get((_l0, _t921,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, _t921,), ((_c735[_t921] != (_t928 if _t928 is not _NOT_YET else (_t928 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t924 if _t924 is not _NOT_YET else (_t924 := _a737(st))) if (_t927 if _t927 is not _NOT_YET else (_t927 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t926 if _t926 is not _NOT_YET else (_t926 := ([_c738[_x] for _x in _t925] if (_t925 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a747(st, L, _t921) >= (_t949 if _t949 is not _NOT_YET else (_t949 := (3 if (_t948 if _t948 is not _NOT_YET else (_t948 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t947 if _t947 is not _NOT_YET else (_t947 := ([_c738[_x] for _x in _t946] if (_t946 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _t920.append(_t921)
    _t951 = _l0
    _t952 = len(_t920)
    if not _t952: _no_option750(_t951, 'planet for a private flight')
    if _t952 <= 1 and _st_log is None:
        L[1] = _t920[0] if _t952 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t953 = st.chooser(_t952, _t951)
        else:
            _t953 = _st_bits(_t952.bit_length())
            while _t953 >= _t952: _t953 = _st_bits(_t952.bit_length())
        L[1] = _t920[_t953]; st.decisions += 1
    elif _decide751(st, L, _t920, _t951): raise _PlayoutCut748()
    L[2] = _c735[L[1]]
    _t954 = L[1]
    _t955 = (15 + _l0)
    if type(_t954) is int and _st_log is None:
        _t956 = _st_zones[(_t957 := _st_loc[_t954])]
        if _t956[-1] == _t954: _t956.pop()
        else: _t956.remove(_t954)
        _st_zones[_t955].append(_t954); _st_loc[_t954] = _t955
        _t958 = _leaving753[_t957]
        if _memo0 and _t958 & 1: _memo0.clear()
        if _memo2 and _t958 & 4: _memo2.clear()
        if _memo4 and _t958 & 16: _memo4.clear()
        if _memo7 and _t958 & 128: _memo7.clear()
        if _memo9 and _t958 & 512: _memo9.clear()
    elif _t954 is not None:
        _move_cards752(st, _t954, _t955, False)
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
    if _st_log is not None: _st_log.append(_Text757(_audience754(st), [_PlayerRef755(_l0), ' opens a private flight to the ', _plain756(L[2]), ' planet']))
    if _p758(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t960 = (_k759 or [])
    st.budget -= len(_t960)
    if st.budget < 0: _spent734(st)
    for _t959 in _t960:
        _i6[3] = _t959
        _t962 = _st_zones[(7 + _t959)]
        st.budget -= len(_t962)
        if st.budget < 0: _spent734(st)
        _t966 = _NOT_YET
        _t968 = _NOT_YET
        _t969 = _NOT_YET
        _t970 = _NOT_YET
        _t973 = _NOT_YET
        _t975 = _NOT_YET
        _t976 = _NOT_YET
        _t977 = _NOT_YET
        _t961 = []
        for _t963 in _t962:
            if ((_c760[_t963] == _i6l0) or (((_t970 if _t970 is not _NOT_YET else (_t970 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t966 if _t966 is not _NOT_YET else (_t966 := _a762(st))) if (_t969 if _t969 is not _NOT_YET else (_t969 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t968 if _t968 is not _NOT_YET else (_t968 := ([_c738[_x] for _x in _t967] if (_t967 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c760[_t963] == (_t977 if _t977 is not _NOT_YET else (_t977 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t973 if _t973 is not _NOT_YET else (_t973 := _a764(st))) if (_t976 if _t976 is not _NOT_YET else (_t976 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t975 if _t975 is not _NOT_YET else (_t975 := ([_c738[_x] for _x in _t974] if (_t974 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t961.append(_t963)
        _i6[4] = _t961
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text757(_audience754(st), [_PlayerRef755(_t959), "'s queued aliens board the flight"]))
            _t978 = _i6[4]
            _t979 = (11 + _t959)
            if type(_t978) is list and _st_log is None:
                for _t980 in _t978:
                    _t981 = _st_zones[_st_loc[_t980]]
                    if _t981[-1] == _t980: _t981.pop()
                    else: _t981.remove(_t980)
                    _st_zones[_t979].append(_t980); _st_loc[_t980] = _t979
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t978 is not None:
                _move_cards752(st, _t978, _t979, False)
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
    if _st_log is not None: _st_log.append(_Text757(_audience754(st), ['The flight to the ', _plain756(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 d01e15c2>
def _loop(st):
    _t993 = 0
    for _t992 in st.zones[0]:
        if (_c786[_t992] is not None):
            _t993 += 1
    return _t993

# <rulerun alienz.rules: reveal_event #235 5d05e76b>
def _loop(st):
    _t995 = 0
    for _t994 in st.zones[0]:
        if (_c790[_t994] is not None):
            _t995 += 1
    return _t995

# <rulerun alienz.rules: storm_flip #236 playout e4d38c3d>
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
    if len(st.cur) + _d > 500: raise _RuleLimit805(_k806)
    st.budget -= 1
    if st.budget < 0: _spent807(st)
    if _p808[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t1010 = L[0]
    _t1011 = 22
    if type(_t1010) is int and _st_log is None:
        _t1012 = _st_zones[(_t1013 := _st_loc[_t1010])]
        if _t1012[-1] == _t1010: _t1012.pop()
        else: _t1012.remove(_t1010)
        _st_zones[_t1011].append(_t1010); _st_loc[_t1010] = _t1011
        _t1014 = _leaving810[_t1013]
        if _memo0 and _t1014 & 1: _memo0.clear()
        if _memo1 and _t1014 & 2: _memo1.clear()
        if _memo2 and _t1014 & 4: _memo2.clear()
        if _memo3 and _t1014 & 8: _memo3.clear()
        if _memo5 and _t1014 & 32: _memo5.clear()
        if _memo6 and _t1014 & 64: _memo6.clear()
        if _memo8 and _t1014 & 256: _memo8.clear()
    elif _t1010 is not None:
        _move_cards809(st, _t1010, _t1011, False)
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
    if _st_log is not None: _st_log.append(_Text814(_audience811(st), ['Asteroid Storm: flights to the ', _plain813(_c812[L[0]]), ' planet are forbidden and ', _plain813(_c812[L[0]]), ' aliens are wild']))
    if _p808[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout ae6e5114>
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
    if len(st.cur) + _d > 500: raise _RuleLimit796(_k797)
    if (_c798[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text800(_audience799(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text800(_audience799(st), ['Clear Sky cancels ', _cards_ref801(st, _st_zones[20][:])]))
        _t996 = 20
        _t997 = 21
        if _st_log is None and _t996 != _t997:
            _t998 = _st_zones[_t996]; _st_zones[_t997] += _t998
            for _t999 in _t998: _st_loc[_t999] = _t997
            _t998.clear()
        else:
            _move_cards802(st, _st_zones[_t996][:], _t997, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        _t1000 = _l0
        _t1001 = 21
        if type(_t1000) is int and _st_log is None:
            _t1002 = _st_zones[(_t1003 := _st_loc[_t1000])]
            if _t1002[-1] == _t1000: _t1002.pop()
            else: _t1002.remove(_t1000)
            _st_zones[_t1001].append(_t1000); _st_loc[_t1000] = _t1001
            _t1004 = _leaving803[_t1003]
            if _memo0 and _t1004 & 1: _memo0.clear()
            if _memo1 and _t1004 & 2: _memo1.clear()
            if _memo2 and _t1004 & 4: _memo2.clear()
            if _memo3 and _t1004 & 8: _memo3.clear()
            if _memo4 and _t1004 & 16: _memo4.clear()
            if _memo5 and _t1004 & 32: _memo5.clear()
            if _memo6 and _t1004 & 64: _memo6.clear()
            if _memo7 and _t1004 & 128: _memo7.clear()
            if _memo8 and _t1004 & 256: _memo8.clear()
            if _memo9 and _t1004 & 512: _memo9.clear()
        elif _t1000 is not None:
            _move_cards802(st, _t1000, _t1001, False)
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
    _t1005 = _l0
    _t1006 = 20
    if type(_t1005) is int and _st_log is None:
        _t1007 = _st_zones[(_t1008 := _st_loc[_t1005])]
        if _t1007[-1] == _t1005: _t1007.pop()
        else: _t1007.remove(_t1005)
        _st_zones[_t1006].append(_t1005); _st_loc[_t1005] = _t1006
        _t1009 = _leaving804[_t1008]
        if _memo1 and _t1009 & 2: _memo1.clear()
        if _memo2 and _t1009 & 4: _memo2.clear()
        if _memo3 and _t1009 & 8: _memo3.clear()
        if _memo5 and _t1009 & 32: _memo5.clear()
        if _memo6 and _t1009 & 64: _memo6.clear()
        if _memo8 and _t1009 & 256: _memo8.clear()
    elif _t1005 is not None:
        _move_cards802(st, _t1005, _t1006, False)
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
    if (_c798[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text800(_audience799(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c798[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text800(_audience799(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c798[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text800(_audience799(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p815(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout 89efa068>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit793(_k794)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent795(st)
        if _p816(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout 2d7a30f8>
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
    if len(st.cur) + _d > 500: raise _RuleLimit780(_k781)
    _t987 = _l0
    _t988 = 19
    if type(_t987) is int and _st_log is None:
        _t989 = _st_zones[(_t990 := _st_loc[_t987])]
        if _t989[-1] == _t987: _t989.pop()
        else: _t989.remove(_t987)
        _st_zones[_t988].append(_t987); _st_loc[_t987] = _t988
        _t991 = _leaving783[_t990]
        if _memo0 and _t991 & 1: _memo0.clear()
        if _memo1 and _t991 & 2: _memo1.clear()
        if _memo2 and _t991 & 4: _memo2.clear()
        if _memo3 and _t991 & 8: _memo3.clear()
        if _memo4 and _t991 & 16: _memo4.clear()
        if _memo5 and _t991 & 32: _memo5.clear()
        if _memo6 and _t991 & 64: _memo6.clear()
        if _memo7 and _t991 & 128: _memo7.clear()
        if _memo8 and _t991 & 256: _memo8.clear()
        if _memo9 and _t991 & 512: _memo9.clear()
    elif _t987 is not None:
        _move_cards782(st, _t987, _t988, False)
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
    if _st_log is not None: _st_log.append(_Text789(_audience784(st), ['Event revealed: ', _card_ref785(st, _l0), ' (', _plain788((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a787(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a791(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text789(_audience784(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text789(_audience784(st), ['The 5th event: the round ends']))
        raise _ExitTo792(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text789(_audience784(st), [_card_ref785(st, _l0), ' takes effect after the flight']))
        return 2
    if _p817(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout 5242a91d>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit776(_k777)
    while ((not not _st_zones[0]) and _d778(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent779(st)
        if _p818(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text822(_audience819(st), ['The deck shows the ', _plain821(_c820[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 19ecbe19>
def _loop(st):
    for _t1020 in st.zones[22]:
        return _c827[_t1020]
    return None

# <rulerun alienz.rules: commercial_flight #242 6cb07aa5>
def _loop(st):
    for _t1027 in st.zones[22]:
        return _c830[_t1027]
    return None

# <rulerun alienz.rules: commercial_flight #243 2da00a7f>
def _loop(st):
    for _t1041 in st.zones[22]:
        return _c833[_t1041]
    return None

# <rulerun alienz.rules: commercial_flight #244 a58c38d8>
def _loop(st):
    for _t1048 in st.zones[22]:
        return _c835[_t1048]
    return None

# <rulerun alienz.rules: join #245 b7ab5328>
def _loop(st):
    for _t1066 in st.zones[22]:
        return _c844[_t1066]
    return None

# <rulerun alienz.rules: join #246 263f077a>
def _loop(st):
    for _t1073 in st.zones[22]:
        return _c847[_t1073]
    return None

# <rulerun alienz.rules: join #247 playout e576a133>
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
        if st.budget < 0: _spent842(st)
        _t1068 = _NOT_YET
        _t1070 = _NOT_YET
        _t1071 = _NOT_YET
        _t1072 = _NOT_YET
        _t1075 = _NOT_YET
        _t1077 = _NOT_YET
        _t1078 = _NOT_YET
        _t1079 = _NOT_YET
        _t1064 = []
        for _t1065 in _st_zones[(3 + _l0)]:
            if ((_c843[_t1065] == L[1]) or (((_t1072 if _t1072 is not _NOT_YET else (_t1072 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1068 if _t1068 is not _NOT_YET else (_t1068 := _a845(st))) if (_t1071 if _t1071 is not _NOT_YET else (_t1071 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1070 if _t1070 is not _NOT_YET else (_t1070 := ([_c846[_x] for _x in _t1069] if (_t1069 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c843[_t1065] == (_t1079 if _t1079 is not _NOT_YET else (_t1079 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1075 if _t1075 is not _NOT_YET else (_t1075 := _a848(st))) if (_t1078 if _t1078 is not _NOT_YET else (_t1078 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1077 if _t1077 is not _NOT_YET else (_t1077 := ([_c846[_x] for _x in _t1076] if (_t1076 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t1064.append(_t1065)
        _t1080 = _l0
        _t1081 = len(_t1064) + 1
        if _t1081 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1082 = st.chooser(_t1081, _t1080)
            else:
                _t1082 = _st_bits(_t1081.bit_length())
                while _t1082 >= _t1081: _t1082 = _st_bits(_t1081.bit_length())
            L[3] = _t1064[_t1082 - 1] if _t1082 else None; st.decisions += 1
        elif _decide851(st, L, _t1064, _t1080): raise _PlayoutCut849()
        if (L[3] is None):
            break
        _t1083 = L[3]
        _t1084 = (11 + _l0)
        if type(_t1083) is int and _st_log is None:
            _t1085 = _st_zones[(_t1086 := _st_loc[_t1083])]
            if _t1085[-1] == _t1083: _t1085.pop()
            else: _t1085.remove(_t1083)
            _st_zones[_t1084].append(_t1083); _st_loc[_t1083] = _t1084
            _t1087 = _leaving853[_t1086]
            if _memo0 and _t1087 & 1: _memo0.clear()
            if _memo2 and _t1087 & 4: _memo2.clear()
            if _memo4 and _t1087 & 16: _memo4.clear()
            if _memo7 and _t1087 & 128: _memo7.clear()
            if _memo9 and _t1087 & 512: _memo9.clear()
        elif _t1083 is not None:
            _move_cards852(st, _t1083, _t1084, False)
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
        L[2] = (_t1088 if -1000000000000000000 <= (_t1088 := L[2] + 1) <= 1000000000000000000 else _beyond854(_t1088))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' joins the flight with ', _plain857(L[2]), ' ', _plain857(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #248 playout 7d18c8c2>
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
    if len(st.cur) + _d > 500: raise _RuleLimit766(_k767)
    st.budget -= 1
    if st.budget < 0: _spent768(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c769[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain772(L[2]), ' planet']))
    _t982 = L[1]
    _t983 = (15 + _l0)
    if type(_t982) is int and _st_log is None:
        _t984 = _st_zones[(_t985 := _st_loc[_t982])]
        if _t984[-1] == _t982: _t984.pop()
        else: _t984.remove(_t982)
        _st_zones[_t983].append(_t982); _st_loc[_t982] = _t983
        _t986 = _leaving775[_t985]
        if _memo0 and _t986 & 1: _memo0.clear()
        if _memo2 and _t986 & 4: _memo2.clear()
        if _memo4 and _t986 & 16: _memo4.clear()
        if _memo7 and _t986 & 128: _memo7.clear()
        if _memo9 and _t986 & 512: _memo9.clear()
    elif _t982 is not None:
        _move_cards774(st, _t982, _t983, False)
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
    if _p823(st, [], _d + 1) == 3: return 3
    if _p824(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t1016 = (_k825 or [])
    st.budget -= len(_t1016)
    if st.budget < 0: _spent768(st)
    for _t1015 in _t1016:
        _i7[3] = _t1015
        _t1018 = _st_zones[(7 + _t1015)]
        st.budget -= len(_t1018)
        if st.budget < 0: _spent768(st)
        _t1022 = _NOT_YET
        _t1024 = _NOT_YET
        _t1025 = _NOT_YET
        _t1026 = _NOT_YET
        _t1029 = _NOT_YET
        _t1031 = _NOT_YET
        _t1032 = _NOT_YET
        _t1033 = _NOT_YET
        _t1017 = []
        for _t1019 in _t1018:
            if ((_c826[_t1019] == _i7l0) or (((_t1026 if _t1026 is not _NOT_YET else (_t1026 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1022 if _t1022 is not _NOT_YET else (_t1022 := _a828(st))) if (_t1025 if _t1025 is not _NOT_YET else (_t1025 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1024 if _t1024 is not _NOT_YET else (_t1024 := ([_c829[_x] for _x in _t1023] if (_t1023 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c826[_t1019] == (_t1033 if _t1033 is not _NOT_YET else (_t1033 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1029 if _t1029 is not _NOT_YET else (_t1029 := _a831(st))) if (_t1032 if _t1032 is not _NOT_YET else (_t1032 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1031 if _t1031 is not _NOT_YET else (_t1031 := ([_c829[_x] for _x in _t1030] if (_t1030 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t1017.append(_t1019)
        _i7[4] = _t1017
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_t1015), "'s queued aliens board the flight"]))
            _t1034 = _i7[4]
            _t1035 = (11 + _t1015)
            if type(_t1034) is list and _st_log is None:
                for _t1036 in _t1034:
                    _t1037 = _st_zones[_st_loc[_t1036]]
                    if _t1037[-1] == _t1036: _t1037.pop()
                    else: _t1037.remove(_t1036)
                    _st_zones[_t1035].append(_t1036); _st_loc[_t1036] = _t1035
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t1034 is not None:
                _move_cards774(st, _t1034, _t1035, False)
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
    for _t1038 in (_o832[_l0] or []):
        L[5] = _t1038
        if not ((_t1038 != _l0)): continue
        if _p859(st, [_t1038, L[2], None, None]) == 3: return 3
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The flight to the ', _plain772(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo860(1)
    if _p861(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #249 playout b738aa3a>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit863(_k864)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent865(st)
        _t1091 = _st_zones[0]
        _t1090 = (2 if False else 1)
        if st.log is None and _t1091:
            _t1089 = _t1091.pop(); _st_zones[_t1090].append(_t1089); st.loc[_t1089] = _t1090
        elif _t1091:
            _move_cards866(st, _t1091[-1], _t1090, False)
        if _memo2: _memo2.clear()
        if _p867(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #250 playout dcd447e5>
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
    if len(st.cur) + _d > 500: raise _RuleLimit625(_k626)
    st.budget -= 1
    if st.budget < 0: _spent627(st)
    _st_vars[10] = (_t703 if -1000000000000000000 <= (_t703 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond628(_t703))
    if _st_log is not None: _st_log.append(_Text632(_audience629(st), ['Turn ', _plain630(_st_vars[10]), ': ', _PlayerRef631(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a634(st))) else 1)
    _t707 = (_range635(1, L[1]) or [])
    st.budget -= len(_t707)
    if st.budget < 0: _spent627(st)
    for _t706 in _t707:
        L[4] = _t706
        _t708 = _st_zones[(2 if False else 1)]
        _t709 = _l0
        _t710 = len(_t708)
        if not _t710: _no_option638(_t709, 'alien to take')
        if _t710 <= 1 and _st_log is None:
            L[5] = _t708[0] if _t710 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t711 = st.chooser(_t710, _t709)
            else:
                _t711 = _st_bits(_t710.bit_length())
                while _t711 >= _t710: _t711 = _st_bits(_t710.bit_length())
            L[5] = _t708[_t711]; st.decisions += 1
        elif _decide639(st, L, _t708[:], _t709): raise _PlayoutCut636()
        _t712 = L[5]
        _t713 = (3 + _l0)
        if type(_t712) is int and _st_log is None:
            _t714 = _st_zones[(_t715 := _st_loc[_t712])]
            if _t714[-1] == _t712: _t714.pop()
            else: _t714.remove(_t712)
            _st_zones[_t713].append(_t712); _st_loc[_t712] = _t713
            _t716 = _leaving641[_t715]
            if _memo0 and _t716 & 1: _memo0.clear()
            if _memo1 and _t716 & 2: _memo1.clear()
            if _memo2 and _t716 & 4: _memo2.clear()
            if _memo3 and _t716 & 8: _memo3.clear()
            if _memo5 and _t716 & 32: _memo5.clear()
            if _memo6 and _t716 & 64: _memo6.clear()
            if _memo8 and _t716 & 256: _memo8.clear()
            if _memo9 and _t716 & 512: _memo9.clear()
        elif _t712 is not None:
            _move_cards640(st, _t712, _t713, False)
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
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a643(st))):
        _t719 = _st_zones[(3 + _l0)]
        _t720 = _l0
        _t721 = len(_t719) + 1
        if _t721 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t722 = st.chooser(_t721, _t720)
            else:
                _t722 = _st_bits(_t721.bit_length())
                while _t722 >= _t721: _t722 = _st_bits(_t721.bit_length())
            L[6] = _t719[_t722 - 1] if _t722 else None; st.decisions += 1
        elif _decide645(st, L, _t719[:], _t720): raise _PlayoutCut636()
        if (L[6] is not None):
            _t723 = L[6]
            _t724 = (7 + _l0)
            if type(_t723) is int and _st_log is None:
                _t725 = _st_zones[(_t726 := _st_loc[_t723])]
                if _t725[-1] == _t723: _t725.pop()
                else: _t725.remove(_t723)
                _st_zones[_t724].append(_t723); _st_loc[_t723] = _t724
                _t727 = _leaving646[_t726]
                if _memo0 and _t727 & 1: _memo0.clear()
                if _memo1 and _t727 & 2: _memo1.clear()
                if _memo2 and _t727 & 4: _memo2.clear()
                if _memo3 and _t727 & 8: _memo3.clear()
                if _memo4 and _t727 & 16: _memo4.clear()
                if _memo5 and _t727 & 32: _memo5.clear()
                if _memo6 and _t727 & 64: _memo6.clear()
                if _memo7 and _t727 & 128: _memo7.clear()
                if _memo8 and _t727 & 256: _memo8.clear()
                if _memo9 and _t727 & 512: _memo9.clear()
            elif _t723 is not None:
                _move_cards640(st, _t723, _t724, False)
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
    _t728 = (_joined647(_joined647(['no flight'], (['private flight'] if _a662(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d663(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d664(st, [_c665[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d666(st, [_l0, _c665[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a668(st))) else 2))) else [])) or [])
    _t763 = _l0
    _t764 = len(_t728)
    if not _t764: _no_option638(_t763, 'flight this turn')
    if _t764 <= 1 and _st_log is None:
        L[7] = _t728[0] if _t764 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t765 = st.chooser(_t764, _t763)
        else:
            _t765 = _st_bits(_t764.bit_length())
            while _t765 >= _t764: _t765 = _st_bits(_t764.bit_length())
        L[7] = _t728[_t765]; st.decisions += 1
    elif _decide670(st, L, _t728, _t763): raise _PlayoutCut636()
    if (L[7] == 'private flight'):
        if _p765(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p862(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text632(_audience629(st), [_PlayerRef631(_l0), ' does not fly']))
    if _p868(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #251 3e4c5bb1>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k623)
            _r = _run624(st, L)
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
                if _p869(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit870(_k871)
                fr[1] = 4; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs872[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run873(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit622(_k, st, _d0): raise _Runaway621()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k874)

# <rulerun alienz.rules: turn #252 0b39b7a8>
def _loop(st):
    for _t1095 in st.zones[20]:
        if (_c884[_t1095] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #253 2d01456d>
def _loop(st):
    for _t1103 in st.zones[22]:
        return _c892[_t1103]
    return None

# <rulerun alienz.rules: turn #254 fcd8d587>
def _loop(st):
    for _t1113 in st.zones[22]:
        return _c898[_t1113]
    return None

# <rulerun alienz.rules: turn #255 d3066bfa>
def _loop(st):
    for _t1120 in st.zones[22]:
        return _c901[_t1120]
    return None

# <rulerun alienz.rules: turn #256 fb50d27a>
def _loop(st, L, _t1101):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1110 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1110)
    if st.budget < 0: _spent895(st)
    _t1115 = _NOT_YET
    _t1117 = _NOT_YET
    _t1118 = _NOT_YET
    _t1119 = _NOT_YET
    _t1122 = _NOT_YET
    _t1124 = _NOT_YET
    _t1125 = _NOT_YET
    _t1126 = _NOT_YET
    _t1112 = 0
    for _t1111 in _t1110:
        if ((_t1111 != _t1101) and ((_c896[_t1111] == _c897[_t1101]) or (((_t1119 if _t1119 is not _NOT_YET else (_t1119 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1115 if _t1115 is not _NOT_YET else (_t1115 := _a899(st))) if (_t1118 if _t1118 is not _NOT_YET else (_t1118 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1117 if _t1117 is not _NOT_YET else (_t1117 := ([_c900[_x] for _x in _t1116] if (_t1116 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c896[_t1111] == (_t1126 if _t1126 is not _NOT_YET else (_t1126 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1122 if _t1122 is not _NOT_YET else (_t1122 := _a902(st))) if (_t1125 if _t1125 is not _NOT_YET else (_t1125 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1124 if _t1124 is not _NOT_YET else (_t1124 := ([_c900[_x] for _x in _t1123] if (_t1123 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t1112 += 1
    return _t1112

# <rulerun alienz.rules: turn #257 183f5fab>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1100 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1100)
    if st.budget < 0: _spent890(st)
    _t1105 = _NOT_YET
    _t1107 = _NOT_YET
    _t1108 = _NOT_YET
    _t1109 = _NOT_YET
    _t1128 = _NOT_YET
    _t1129 = _NOT_YET
    _t1130 = _NOT_YET
    for _t1101 in _t1100:
        if (_t1131 if (_t1131 := _memo7.get((L[0], _t1101,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t1101,), ((_c891[_t1101] != (_t1109 if _t1109 is not _NOT_YET else (_t1109 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1105 if _t1105 is not _NOT_YET else (_t1105 := _a893(st))) if (_t1108 if _t1108 is not _NOT_YET else (_t1108 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1107 if _t1107 is not _NOT_YET else (_t1107 := ([_c894[_x] for _x in _t1106] if (_t1106 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a903(st, L, _t1101) >= (_t1130 if _t1130 is not _NOT_YET else (_t1130 := (3 if (_t1129 if _t1129 is not _NOT_YET else (_t1129 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t1128 if _t1128 is not _NOT_YET else (_t1128 := ([_c894[_x] for _x in _t1127] if (_t1127 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #258 13cfdec1>
def _loop(st):
    for _t1132 in st.zones[20]:
        if (_c909[_t1132] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 e53ad2e4>
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
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range878(1, L[1]) or []); L[3] = 0
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
            _t1092 = L[0]
            _t1093 = len(_o)
            if not _t1093: _no_option880(_t1092, 'alien to take')
            if _t1093 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1093 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1094 = st.chooser(_t1093, _t1092)
                else:
                    _t1094 = _st_bits(_t1093.bit_length())
                    while _t1094 >= _t1093: _t1094 = _st_bits(_t1093.bit_length())
                L[5] = _o[_t1094]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1094)
            elif _decide882(st, L, _o[:], _t1092): return True
            pc = 4
        if pc == 4:
            _r = _run883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit876(_k, st, _d0): raise _Runaway875()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a885(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t1097 = L[0]
            _t1098 = len(_o) + 1
            if _t1098 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1099 = st.chooser(_t1098, _t1097)
                else:
                    _t1099 = _st_bits(_t1098.bit_length())
                    while _t1099 >= _t1098: _t1099 = _st_bits(_t1098.bit_length())
                L[6] = _o[_t1099 - 1] if _t1099 else None; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1099)
            elif _decide887(st, L, _o[:], _t1097): return True
            pc = 8
        if pc == 8:
            _r = _run888(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined889(_joined889(['no flight'], (['private flight'] if _a904(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d905(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d906(st, [_c907[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d908(st, [L[0], _c907[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a910(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t1134 = L[0]
            _t1135 = len(_o)
            if not _t1135: _no_option880(_t1134, 'flight this turn')
            if _t1135 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1135 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1136 = st.chooser(_t1135, _t1134)
                else:
                    _t1136 = _st_bits(_t1135.bit_length())
                    while _t1136 >= _t1135: _t1136 = _st_bits(_t1135.bit_length())
                L[7] = _o[_t1136]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1136)
            elif _decide912(st, L, _o, _t1134): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p913(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit914(_k915)
                fr[1] = 13; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs916[3](st, _f): return True
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
                if _p917(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit914(_k918)
                fr[1] = 16; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs916[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 16
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run919(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run920(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k921)

# <rulerun alienz.rules: private_flight #260 76e88684>
def _loop(st):
    for _t1138 in st.zones[22]:
        return _c925[_t1138]
    return None

# <rulerun alienz.rules: private_flight #261 0437fb13>
def _loop(st):
    for _t1148 in st.zones[22]:
        return _c931[_t1148]
    return None

# <rulerun alienz.rules: private_flight #262 ecec3fdf>
def _loop(st):
    for _t1155 in st.zones[22]:
        return _c934[_t1155]
    return None

# <rulerun alienz.rules: private_flight #263 39c66c90>
def _loop(st, L, _t1137):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1145 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1145)
    if st.budget < 0: _spent928(st)
    _t1150 = _NOT_YET
    _t1152 = _NOT_YET
    _t1153 = _NOT_YET
    _t1154 = _NOT_YET
    _t1157 = _NOT_YET
    _t1159 = _NOT_YET
    _t1160 = _NOT_YET
    _t1161 = _NOT_YET
    _t1147 = 0
    for _t1146 in _t1145:
        if ((_t1146 != _t1137) and ((_c929[_t1146] == _c930[_t1137]) or (((_t1154 if _t1154 is not _NOT_YET else (_t1154 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1150 if _t1150 is not _NOT_YET else (_t1150 := _a932(st))) if (_t1153 if _t1153 is not _NOT_YET else (_t1153 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1152 if _t1152 is not _NOT_YET else (_t1152 := ([_c933[_x] for _x in _t1151] if (_t1151 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c929[_t1146] == (_t1161 if _t1161 is not _NOT_YET else (_t1161 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1157 if _t1157 is not _NOT_YET else (_t1157 := _a935(st))) if (_t1160 if _t1160 is not _NOT_YET else (_t1160 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1159 if _t1159 is not _NOT_YET else (_t1159 := ([_c933[_x] for _x in _t1158] if (_t1158 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t1147 += 1
    return _t1147

# <rulerun alienz.rules: private_flight #264 8a773dba>
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
            _t1140 = _NOT_YET
            _t1142 = _NOT_YET
            _t1143 = _NOT_YET
            _t1144 = _NOT_YET
            _t1163 = _NOT_YET
            _t1164 = _NOT_YET
            _t1165 = _NOT_YET
            _o = []
            for _t1137 in _st_zones[(3 + L[0])]:
                if (_t1166 if (_t1166 := _memo7.get((L[0], _t1137,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[0], _t1137,), ((_c924[_t1137] != (_t1144 if _t1144 is not _NOT_YET else (_t1144 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1140 if _t1140 is not _NOT_YET else (_t1140 := _a926(st))) if (_t1143 if _t1143 is not _NOT_YET else (_t1143 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1142 if _t1142 is not _NOT_YET else (_t1142 := ([_c927[_x] for _x in _t1141] if (_t1141 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a936(st, L, _t1137) >= (_t1165 if _t1165 is not _NOT_YET else (_t1165 := (3 if (_t1164 if _t1164 is not _NOT_YET else (_t1164 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t1163 if _t1163 is not _NOT_YET else (_t1163 := ([_c927[_x] for _x in _t1162] if (_t1162 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _o.append(_t1137)
            fr[1] = 1
            _t1167 = L[0]
            _t1168 = len(_o)
            if not _t1168: _no_option938(_t1167, 'planet for a private flight')
            if _t1168 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1168 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1169 = st.chooser(_t1168, _t1167)
                else:
                    _t1169 = _st_bits(_t1168.bit_length())
                    while _t1169 >= _t1168: _t1169 = _st_bits(_t1168.bit_length())
                L[1] = _o[_t1169]; st.decisions += 1
                if st.thread_player is not None: _answered939(st, _t1169)
            elif _decide940(st, L, _o, _t1167): return True
            pc = 1
        if pc == 1:
            _r = _run941(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p942(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit943(_k944)
                fr[1] = 3; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs945[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run946(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k947)

# <rulerun alienz.rules: commercial_flight #265 bd5795a0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run950(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p951(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit952(_k953)
                fr[1] = 2; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs954[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run955(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o956[L[0]] or []); L[4] = 0
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
                if _p957(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit952(_k958)
                fr[1] = 6; _f = [7, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs954[7](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit949(_k, st, _d0): raise _Runaway948()
            continue
        if pc == 7:
            _r = _run959(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k960)

# <rulerun alienz.rules: board_own #266 1af3513c>
def _loop(st):
    for _t1170 in st.zones[20]:
        if (_c966[_t1170] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 ef1ee12f>
def _loop(st):
    for _t1173 in st.zones[22]:
        return _c969[_t1173]
    return None

# <rulerun alienz.rules: board_own #268 cd9b0e45>
def _loop(st):
    for _t1180 in st.zones[22]:
        return _c972[_t1180]
    return None

# <rulerun alienz.rules: board_own #269 b90df179>
def _loop(st):
    for _t1191 in st.zones[22]:
        return _c979[_t1191]
    return None

# <rulerun alienz.rules: board_own #270 33ec1acb>
def _loop(st):
    for _t1198 in st.zones[22]:
        return _c981[_t1198]
    return None

# <rulerun alienz.rules: board_own #271 8ba94a39>
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
            _r = _run963(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region964(st, L)
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
            _r = _run965(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a967(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t1175 = _NOT_YET
            _t1177 = _NOT_YET
            _t1178 = _NOT_YET
            _t1179 = _NOT_YET
            _t1182 = _NOT_YET
            _t1184 = _NOT_YET
            _t1185 = _NOT_YET
            _t1186 = _NOT_YET
            _o = []
            for _t1172 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1172] == L[1]) or (((_t1179 if _t1179 is not _NOT_YET else (_t1179 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1175 if _t1175 is not _NOT_YET else (_t1175 := _a970(st))) if (_t1178 if _t1178 is not _NOT_YET else (_t1178 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1177 if _t1177 is not _NOT_YET else (_t1177 := ([_c971[_x] for _x in _t1176] if (_t1176 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c968[_t1172] == (_t1186 if _t1186 is not _NOT_YET else (_t1186 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1182 if _t1182 is not _NOT_YET else (_t1182 := _a973(st))) if (_t1185 if _t1185 is not _NOT_YET else (_t1185 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1184 if _t1184 is not _NOT_YET else (_t1184 := ([_c971[_x] for _x in _t1183] if (_t1183 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1172)
            fr[1] = 5
            _t1187 = L[0]
            _t1188 = len(_o)
            if not _t1188: _no_option975(_t1187, 'alien to fly')
            if _t1188 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1189 = st.chooser(_t1188, _t1187)
                else:
                    _t1189 = _st_bits(_t1188.bit_length())
                    while _t1189 >= _t1188: _t1189 = _st_bits(_t1188.bit_length())
                L[4] = _o[_t1189]; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1189)
            elif _decide977(st, L, _o, _t1187): return True
            pc = 5
        if pc == 5:
            _r = _run978(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1193 = _NOT_YET
            _t1195 = _NOT_YET
            _t1196 = _NOT_YET
            _t1197 = _NOT_YET
            _t1200 = _NOT_YET
            _t1202 = _NOT_YET
            _t1203 = _NOT_YET
            _t1204 = _NOT_YET
            _o = []
            for _t1190 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1190] == L[1]) or (((_t1197 if _t1197 is not _NOT_YET else (_t1197 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1193 if _t1193 is not _NOT_YET else (_t1193 := _a980(st))) if (_t1196 if _t1196 is not _NOT_YET else (_t1196 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1195 if _t1195 is not _NOT_YET else (_t1195 := ([_c971[_x] for _x in _t1194] if (_t1194 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c968[_t1190] == (_t1204 if _t1204 is not _NOT_YET else (_t1204 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1200 if _t1200 is not _NOT_YET else (_t1200 := _a982(st))) if (_t1203 if _t1203 is not _NOT_YET else (_t1203 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1202 if _t1202 is not _NOT_YET else (_t1202 := ([_c971[_x] for _x in _t1201] if (_t1201 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1190)
            fr[1] = 8
            _t1205 = L[0]
            _t1206 = len(_o) + 1
            if _t1206 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1207 = st.chooser(_t1206, _t1205)
                else:
                    _t1207 = _st_bits(_t1206.bit_length())
                    while _t1207 >= _t1206: _t1207 = _st_bits(_t1206.bit_length())
                L[5] = _o[_t1207 - 1] if _t1207 else None; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1207)
            elif _decide984(st, L, _o, _t1205): return True
            pc = 8
        if pc == 8:
            _r = _run985(st, L)
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
            _r = _run986(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit962(_k, st, _d0): raise _Runaway961()
            continue
        if pc == 14:
            _r = _run987(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k988)

# <rulerun alienz.rules: join #272 1cd655c1>
def _loop(st):
    for _t1209 in st.zones[22]:
        return _c994[_t1209]
    return None

# <rulerun alienz.rules: join #273 c89bdaf3>
def _loop(st):
    for _t1216 in st.zones[22]:
        return _c997[_t1216]
    return None

# <rulerun alienz.rules: join #274 ffb487dc>
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
            _r = _run991(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region992(st, L)
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
            _t1211 = _NOT_YET
            _t1213 = _NOT_YET
            _t1214 = _NOT_YET
            _t1215 = _NOT_YET
            _t1218 = _NOT_YET
            _t1220 = _NOT_YET
            _t1221 = _NOT_YET
            _t1222 = _NOT_YET
            _o = []
            for _t1208 in _st_zones[(3 + L[0])]:
                if ((_c993[_t1208] == L[1]) or (((_t1215 if _t1215 is not _NOT_YET else (_t1215 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1211 if _t1211 is not _NOT_YET else (_t1211 := _a995(st))) if (_t1214 if _t1214 is not _NOT_YET else (_t1214 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1213 if _t1213 is not _NOT_YET else (_t1213 := ([_c996[_x] for _x in _t1212] if (_t1212 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c993[_t1208] == (_t1222 if _t1222 is not _NOT_YET else (_t1222 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1218 if _t1218 is not _NOT_YET else (_t1218 := _a998(st))) if (_t1221 if _t1221 is not _NOT_YET else (_t1221 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1220 if _t1220 is not _NOT_YET else (_t1220 := ([_c996[_x] for _x in _t1219] if (_t1219 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1208)
            fr[1] = 3
            _t1223 = L[0]
            _t1224 = len(_o) + 1
            if _t1224 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1225 = st.chooser(_t1224, _t1223)
                else:
                    _t1225 = _st_bits(_t1224.bit_length())
                    while _t1225 >= _t1224: _t1225 = _st_bits(_t1224.bit_length())
                L[3] = _o[_t1225 - 1] if _t1225 else None; st.decisions += 1
                if st.thread_player is not None: _answered1000(st, _t1225)
            elif _decide1001(st, L, _o, _t1223): return True
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
            _r = _run1002(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit990(_k, st, _d0): raise _Runaway989()
            continue
        if pc == 8:
            _r = _run1003(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1004)

# <rulerun alienz.rules: round #275 playout 08105815>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1008(_k1009)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k1010)
        st.budget -= 1
        if st.budget < 0: _spent1011(st)
        _st_vars[9] = (_t1226 if -1000000000000000000 <= (_t1226 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1012(_t1226))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1016(_audience1013(st), ['Round ', _plain1014(_st_vars[9]), ': ', _PlayerRef1015(_st_vars[8]), ' deals and ', _PlayerRef1015(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1227 = _joined1018(_joined1018(_joined1018(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1228 = 0
        if _t1227 is not None:
            _move_cards1017(st, _t1227, _t1228, True)
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
        _t1229 = _st_zones[(2 if False else 1)][:]
        _t1230 = 0
        if _t1229 is not None:
            _move_cards1017(st, _t1229, _t1230, True)
        if _memo2: _memo2.clear()
        _t1231 = list(_chain1019(map(_st_zones.__getitem__, _k1020)))
        _t1232 = 0
        if _t1231 is not None:
            _move_cards1017(st, _t1231, _t1232, True)
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
        _t1233 = _joined1018(list(_chain1021(map(_st_zones.__getitem__, _k1022))), list(_chain1023(map(_st_zones.__getitem__, _k1024))))
        _t1234 = 0
        if _t1233 is not None:
            _move_cards1017(st, _t1233, _t1234, True)
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
        _t1235 = list(_chain1025(map(_st_zones.__getitem__, _k1026)))
        _t1236 = 0
        if _t1235 is not None:
            _move_cards1017(st, _t1235, _t1236, True)
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
        _shuffle_zone1027(st, 0)
        if _memo2: _memo2.clear()
        if _p1028(st, [], _d + 1) == 3: return 3
        if _p1029(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1011(st)
            if _p1030(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo1031 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 ec008f90>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1007(st, L)
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
                if _p1032(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit1033(_k1034)
                fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1035[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1036(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1006(_k, st, _d0): raise _Runaway1005()
            continue
        if pc == 5:
            fr[1] = 6
            if _step1037(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1038)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

