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

# <rulerun alienz.rules: scoring #120 b02ae845>
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
        if ((_memo6[(_t331, _t334,)] if (_t331, _t334,) in _memo6 else _memo6.setdefault((_t331, _t334,), ((_t337 if _t337 is not _NOT_YET else (_t337 := ([_c289[_x] for _x in _t336] if (_t336 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t334) + (_t339 if _t339 is not _NOT_YET else (_t339 := ([_c290[_x] for _x in _t338] if (_t338 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t334)))) > 0):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #121 002f3980>
def _loop(st, _t341, _t352):
    _t355 = 0
    for _t354 in st.zones[(11 + _t352)]:
        if (_c298[_t354] == _t341):
            _t355 += 1
    return _t355

# <rulerun alienz.rules: scoring #122 7e92e67e>
def _loop(st, _t341, _t352):
    _t357 = 0
    for _t356 in st.zones[(15 + _t352)]:
        if (_c300[_t356] == _t341):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #123 0ca75545>
def _loop(st, _t341):
    _memo6 = st.memos[6]
    _t351 = (_k296 or ())
    st.budget -= len(_t351)
    if st.budget < 0: _spent297(st)
    _t353 = None
    for _t352 in _t351:
        _t358 = (_memo6[(_t352, _t341,)] if (_t352, _t341,) in _memo6 else _memo6.setdefault((_t352, _t341,), (_a299(st, _t341, _t352) + _a301(st, _t341, _t352))))
        if _t353 is None or _t358 > _t353:
            _t353 = _t358
    return _t353

# <rulerun alienz.rules: scoring #124 2052db67>
def _loop(st, _t331):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t340 = (_k292 or ())
    st.budget -= len(_t340)
    if st.budget < 0: _spent293(st)
    _t344 = _NOT_YET
    _t346 = _NOT_YET
    _t348 = _NOT_YET
    _t350 = _NOT_YET
    _t360 = _NOT_YET
    _t362 = _NOT_YET
    _t342 = 0
    for _t341 in _t340:
        if (((_memo6[(_t331, _t341,)] if (_t331, _t341,) in _memo6 else _memo6.setdefault((_t331, _t341,), ((_t344 if _t344 is not _NOT_YET else (_t344 := ([_c294[_x] for _x in _t343] if (_t343 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t341) + (_t346 if _t346 is not _NOT_YET else (_t346 := ([_c295[_x] for _x in _t345] if (_t345 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t341)))) > 0) and ((_memo6[(_t331, _t341,)] if (_t331, _t341,) in _memo6 else _memo6.setdefault((_t331, _t341,), ((_t348 if _t348 is not _NOT_YET else (_t348 := ([_c294[_x] for _x in _t347] if (_t347 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t341) + (_t350 if _t350 is not _NOT_YET else (_t350 := ([_c295[_x] for _x in _t349] if (_t349 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t341)))) == (_memo5[_t341] if _t341 in _memo5 else _memo5.setdefault(_t341, _a302(st, _t341))))):
            _t342 += (_memo6[(_t331, _t341,)] if (_t331, _t341,) in _memo6 else _memo6.setdefault((_t331, _t341,), ((_t360 if _t360 is not _NOT_YET else (_t360 := ([_c294[_x] for _x in _t359] if (_t359 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t341) + (_t362 if _t362 is not _NOT_YET else (_t362 := ([_c295[_x] for _x in _t361] if (_t361 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t341))))
    return _t342

# <rulerun alienz.rules: scoring #125 69b58c7b>
def _loop(st, _t364, _t371):
    _t374 = 0
    for _t373 in st.zones[(11 + _t371)]:
        if (_c310[_t373] == _t364):
            _t374 += 1
    return _t374

# <rulerun alienz.rules: scoring #126 3a092f82>
def _loop(st, _t364, _t371):
    _t376 = 0
    for _t375 in st.zones[(15 + _t371)]:
        if (_c312[_t375] == _t364):
            _t376 += 1
    return _t376

# <rulerun alienz.rules: scoring #127 5b85988f>
def _loop(st, _t331, _t364):
    _memo6 = st.memos[6]
    _t370 = (_k308 or ())
    st.budget -= len(_t370)
    if st.budget < 0: _spent309(st)
    for _t371 in _t370:
        if not (((_t371 == _t331) or ((_memo6[(_t371, _t364,)] if (_t371, _t364,) in _memo6 else _memo6.setdefault((_t371, _t364,), (_a311(st, _t364, _t371) + _a313(st, _t364, _t371)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 69b90d21>
def _loop(st, _t331):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t363 = (_k304 or ())
    st.budget -= len(_t363)
    if st.budget < 0: _spent305(st)
    _t367 = _NOT_YET
    _t369 = _NOT_YET
    _t365 = 0
    for _t364 in _t363:
        if (((_memo6[(_t331, _t364,)] if (_t331, _t364,) in _memo6 else _memo6.setdefault((_t331, _t364,), ((_t367 if _t367 is not _NOT_YET else (_t367 := ([_c306[_x] for _x in _t366] if (_t366 := _st_zones[(11 + _t331)]) is not _NOT_YET else None))).count(_t364) + (_t369 if _t369 is not _NOT_YET else (_t369 := ([_c307[_x] for _x in _t368] if (_t368 := _st_zones[(15 + _t331)]) is not _NOT_YET else None))).count(_t364)))) > 0) and _a314(st, _t331, _t364)):
            _t365 += 1
    return _t365

# <rulerun alienz.rules: scoring #129 94c18ba5>
def _loop(st, _t377, _t380):
    _t383 = 0
    for _t382 in st.zones[(11 + _t377)]:
        if (_c319[_t382] == _t380):
            _t383 += 1
    return _t383

# <rulerun alienz.rules: scoring #130 7c5186e7>
def _loop(st, _t377, _t380):
    _t385 = 0
    for _t384 in st.zones[(15 + _t377)]:
        if (_c321[_t384] == _t380):
            _t385 += 1
    return _t385

# <rulerun alienz.rules: scoring #131 737b3fe5>
def _loop(st, _t377, _t380):
    _t387 = 0
    for _t386 in st.zones[(11 + _t377)]:
        if (_c325[_t386] == _t380):
            _t387 += 1
    return _t387

# <rulerun alienz.rules: scoring #132 e97cf4dd>
def _loop(st, _t377, _t380):
    _t389 = 0
    for _t388 in st.zones[(15 + _t377)]:
        if (_c327[_t388] == _t380):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #133 e1a57671>
def _loop(st, _t377):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t390 = (_k332 or ())
    st.budget -= len(_t390)
    if st.budget < 0: _spent333(st)
    _t394 = _NOT_YET
    _t396 = _NOT_YET
    _t392 = 0
    for _t391 in _t390:
        if ((_memo6[(_t377, _t391,)] if (_t377, _t391,) in _memo6 else _memo6.setdefault((_t377, _t391,), ((_t394 if _t394 is not _NOT_YET else (_t394 := ([_c334[_x] for _x in _t393] if (_t393 := _st_zones[(11 + _t377)]) is not _NOT_YET else None))).count(_t391) + (_t396 if _t396 is not _NOT_YET else (_t396 := ([_c335[_x] for _x in _t395] if (_t395 := _st_zones[(15 + _t377)]) is not _NOT_YET else None))).count(_t391)))) > 0):
            _t392 += 1
    return _t392

# <rulerun alienz.rules: scoring #134 74492280>
def _loop(st, _t398, _t409):
    _t412 = 0
    for _t411 in st.zones[(11 + _t409)]:
        if (_c343[_t411] == _t398):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: scoring #135 ef7c89cc>
def _loop(st, _t398, _t409):
    _t414 = 0
    for _t413 in st.zones[(15 + _t409)]:
        if (_c345[_t413] == _t398):
            _t414 += 1
    return _t414

# <rulerun alienz.rules: scoring #136 6ce0a2ca>
def _loop(st, _t398):
    _memo6 = st.memos[6]
    _t408 = (_k341 or ())
    st.budget -= len(_t408)
    if st.budget < 0: _spent342(st)
    _t410 = None
    for _t409 in _t408:
        _t415 = (_memo6[(_t409, _t398,)] if (_t409, _t398,) in _memo6 else _memo6.setdefault((_t409, _t398,), (_a344(st, _t398, _t409) + _a346(st, _t398, _t409))))
        if _t410 is None or _t415 > _t410:
            _t410 = _t415
    return _t410

# <rulerun alienz.rules: scoring #137 60a062b1>
def _loop(st, _t377):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t397 = (_k337 or ())
    st.budget -= len(_t397)
    if st.budget < 0: _spent338(st)
    _t401 = _NOT_YET
    _t403 = _NOT_YET
    _t405 = _NOT_YET
    _t407 = _NOT_YET
    _t417 = _NOT_YET
    _t419 = _NOT_YET
    _t399 = 0
    for _t398 in _t397:
        if (((_memo6[(_t377, _t398,)] if (_t377, _t398,) in _memo6 else _memo6.setdefault((_t377, _t398,), ((_t401 if _t401 is not _NOT_YET else (_t401 := ([_c339[_x] for _x in _t400] if (_t400 := _st_zones[(11 + _t377)]) is not _NOT_YET else None))).count(_t398) + (_t403 if _t403 is not _NOT_YET else (_t403 := ([_c340[_x] for _x in _t402] if (_t402 := _st_zones[(15 + _t377)]) is not _NOT_YET else None))).count(_t398)))) > 0) and ((_memo6[(_t377, _t398,)] if (_t377, _t398,) in _memo6 else _memo6.setdefault((_t377, _t398,), ((_t405 if _t405 is not _NOT_YET else (_t405 := ([_c339[_x] for _x in _t404] if (_t404 := _st_zones[(11 + _t377)]) is not _NOT_YET else None))).count(_t398) + (_t407 if _t407 is not _NOT_YET else (_t407 := ([_c340[_x] for _x in _t406] if (_t406 := _st_zones[(15 + _t377)]) is not _NOT_YET else None))).count(_t398)))) == (_memo5[_t398] if _t398 in _memo5 else _memo5.setdefault(_t398, _a347(st, _t398))))):
            _t399 += (_memo6[(_t377, _t398,)] if (_t377, _t398,) in _memo6 else _memo6.setdefault((_t377, _t398,), ((_t417 if _t417 is not _NOT_YET else (_t417 := ([_c339[_x] for _x in _t416] if (_t416 := _st_zones[(11 + _t377)]) is not _NOT_YET else None))).count(_t398) + (_t419 if _t419 is not _NOT_YET else (_t419 := ([_c340[_x] for _x in _t418] if (_t418 := _st_zones[(15 + _t377)]) is not _NOT_YET else None))).count(_t398))))
    return _t399

# <rulerun alienz.rules: scoring #138 17c7a502>
def _loop(st, _t421, _t428):
    _t431 = 0
    for _t430 in st.zones[(11 + _t428)]:
        if (_c355[_t430] == _t421):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: scoring #139 635a4b14>
def _loop(st, _t421, _t428):
    _t433 = 0
    for _t432 in st.zones[(15 + _t428)]:
        if (_c357[_t432] == _t421):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: scoring #140 0a8f4c46>
def _loop(st, _t377, _t421):
    _memo6 = st.memos[6]
    _t427 = (_k353 or ())
    st.budget -= len(_t427)
    if st.budget < 0: _spent354(st)
    for _t428 in _t427:
        if not (((_t428 == _t377) or ((_memo6[(_t428, _t421,)] if (_t428, _t421,) in _memo6 else _memo6.setdefault((_t428, _t421,), (_a356(st, _t421, _t428) + _a358(st, _t421, _t428)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 e899f815>
def _loop(st, _t377):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t420 = (_k349 or ())
    st.budget -= len(_t420)
    if st.budget < 0: _spent350(st)
    _t424 = _NOT_YET
    _t426 = _NOT_YET
    _t422 = 0
    for _t421 in _t420:
        if (((_memo6[(_t377, _t421,)] if (_t377, _t421,) in _memo6 else _memo6.setdefault((_t377, _t421,), ((_t424 if _t424 is not _NOT_YET else (_t424 := ([_c351[_x] for _x in _t423] if (_t423 := _st_zones[(11 + _t377)]) is not _NOT_YET else None))).count(_t421) + (_t426 if _t426 is not _NOT_YET else (_t426 := ([_c352[_x] for _x in _t425] if (_t425 := _st_zones[(15 + _t377)]) is not _NOT_YET else None))).count(_t421)))) > 0) and _a359(st, _t377, _t421)):
            _t422 += 1
    return _t422

# <rulerun alienz.rules: scoring #142 58f9c5ce>
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
    _t378 = (_k316 or [])
    st.budget -= len(_t378)
    if st.budget < 0: _spent286(st)
    for _t377 in _t378:
        L[5] = _t377
        _st_vars[0 + _t377] = (_t379 if -1000000000000000000 <= (_t379 := _st_vars[0 + _t377] + _st_vars[4 + _t377]) <= 1000000000000000000 else _beyond317(_t379))
        L[6] = ''
        _t381 = (_k318 or [])
        st.budget -= len(_t381)
        if st.budget < 0: _spent286(st)
        for _t380 in _t381:
            L[9] = _t380
            if not (((_memo6[(_t377, _t380,)] if (_t377, _t380,) in _memo6 else _memo6.setdefault((_t377, _t380,), (_a320(st, _t377, _t380) + _a322(st, _t377, _t380)))) > 0)): continue
            L[6] = _text323(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain324(_t380) + ' ' + _plain324((_memo6[(_t377, _t380,)] if (_t377, _t380,) in _memo6 else _memo6.setdefault((_t377, _t380,), (_a326(st, _t377, _t380) + _a328(st, _t377, _t380))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t377), "'s score pile:", _plain324(L[6]), '; queued aliens set aside: ', _plain324(len(_st_zones[(7 + _t377)]))]))
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t377), ' scores ', _plain324(_st_vars[4 + _t377]), ': +', _plain324((2 * (len(_st_zones[(11 + _t377)]) + len(_st_zones[(15 + _t377)])))), ' for ', _plain324((len(_st_zones[(11 + _t377)]) + len(_st_zones[(15 + _t377)]))), ' cards flown, -', _plain324((2 * len(_st_zones[(3 + _t377)]))), ' for ', _plain324(len(_st_zones[(3 + _t377)])), ' behind the screen, +', _plain324((_memo1[_t377] if _t377 in _memo1 else _memo1.setdefault(_t377, _a336(st, _t377)))), ' for colours, +', _plain324((_memo3[_t377] if _t377 in _memo3 else _memo3.setdefault(_t377, _a348(st, _t377)))), ' majorities, +', _plain324((_memo8[_t377] if _t377 in _memo8 else _memo8.setdefault(_t377, (5 * _a360(st, _t377))))), ' sole owner; total ', _plain324(_st_vars[0 + _t377])]))

# <rulerun alienz.rules: play #143 6e6b119c>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text362(_audience361(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game363(st, [], True); return 3
    st.vars[8] = _random_item364(st, _k365)

# <rulerun alienz.rules: play #144 9ae63e19>
def _loop(st, _t434):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t436 = (_k369 or ())
    st.budget -= len(_t436)
    if st.budget < 0: _spent370(st)
    _t440 = _NOT_YET
    _t442 = _NOT_YET
    _t438 = 0
    for _t437 in _t436:
        if ((_memo6[(_t434, _t437,)] if (_t434, _t437,) in _memo6 else _memo6.setdefault((_t434, _t437,), ((_t440 if _t440 is not _NOT_YET else (_t440 := ([_c371[_x] for _x in _t439] if (_t439 := _st_zones[(11 + _t434)]) is not _NOT_YET else None))).count(_t437) + (_t442 if _t442 is not _NOT_YET else (_t442 := ([_c372[_x] for _x in _t441] if (_t441 := _st_zones[(15 + _t434)]) is not _NOT_YET else None))).count(_t437)))) > 0):
            _t438 += 1
    return _t438

# <rulerun alienz.rules: play #145 4641067d>
def _loop(st, _t444, _t455):
    _t458 = 0
    for _t457 in st.zones[(11 + _t455)]:
        if (_c380[_t457] == _t444):
            _t458 += 1
    return _t458

# <rulerun alienz.rules: play #146 cb092b7a>
def _loop(st, _t444, _t455):
    _t460 = 0
    for _t459 in st.zones[(15 + _t455)]:
        if (_c382[_t459] == _t444):
            _t460 += 1
    return _t460

# <rulerun alienz.rules: play #147 352614a9>
def _loop(st, _t444):
    _memo6 = st.memos[6]
    _t454 = (_k378 or ())
    st.budget -= len(_t454)
    if st.budget < 0: _spent379(st)
    _t456 = None
    for _t455 in _t454:
        _t461 = (_memo6[(_t455, _t444,)] if (_t455, _t444,) in _memo6 else _memo6.setdefault((_t455, _t444,), (_a381(st, _t444, _t455) + _a383(st, _t444, _t455))))
        if _t456 is None or _t461 > _t456:
            _t456 = _t461
    return _t456

# <rulerun alienz.rules: play #148 020d0cdd>
def _loop(st, _t434):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t443 = (_k374 or ())
    st.budget -= len(_t443)
    if st.budget < 0: _spent375(st)
    _t447 = _NOT_YET
    _t449 = _NOT_YET
    _t451 = _NOT_YET
    _t453 = _NOT_YET
    _t463 = _NOT_YET
    _t465 = _NOT_YET
    _t445 = 0
    for _t444 in _t443:
        if (((_memo6[(_t434, _t444,)] if (_t434, _t444,) in _memo6 else _memo6.setdefault((_t434, _t444,), ((_t447 if _t447 is not _NOT_YET else (_t447 := ([_c376[_x] for _x in _t446] if (_t446 := _st_zones[(11 + _t434)]) is not _NOT_YET else None))).count(_t444) + (_t449 if _t449 is not _NOT_YET else (_t449 := ([_c377[_x] for _x in _t448] if (_t448 := _st_zones[(15 + _t434)]) is not _NOT_YET else None))).count(_t444)))) > 0) and ((_memo6[(_t434, _t444,)] if (_t434, _t444,) in _memo6 else _memo6.setdefault((_t434, _t444,), ((_t451 if _t451 is not _NOT_YET else (_t451 := ([_c376[_x] for _x in _t450] if (_t450 := _st_zones[(11 + _t434)]) is not _NOT_YET else None))).count(_t444) + (_t453 if _t453 is not _NOT_YET else (_t453 := ([_c377[_x] for _x in _t452] if (_t452 := _st_zones[(15 + _t434)]) is not _NOT_YET else None))).count(_t444)))) == (_memo5[_t444] if _t444 in _memo5 else _memo5.setdefault(_t444, _a384(st, _t444))))):
            _t445 += (_memo6[(_t434, _t444,)] if (_t434, _t444,) in _memo6 else _memo6.setdefault((_t434, _t444,), ((_t463 if _t463 is not _NOT_YET else (_t463 := ([_c376[_x] for _x in _t462] if (_t462 := _st_zones[(11 + _t434)]) is not _NOT_YET else None))).count(_t444) + (_t465 if _t465 is not _NOT_YET else (_t465 := ([_c377[_x] for _x in _t464] if (_t464 := _st_zones[(15 + _t434)]) is not _NOT_YET else None))).count(_t444))))
    return _t445

# <rulerun alienz.rules: play #149 4546be9d>
def _loop(st, _t467, _t474):
    _t477 = 0
    for _t476 in st.zones[(11 + _t474)]:
        if (_c392[_t476] == _t467):
            _t477 += 1
    return _t477

# <rulerun alienz.rules: play #150 bdbc1ac8>
def _loop(st, _t467, _t474):
    _t479 = 0
    for _t478 in st.zones[(15 + _t474)]:
        if (_c394[_t478] == _t467):
            _t479 += 1
    return _t479

# <rulerun alienz.rules: play #151 16fcb809>
def _loop(st, _t434, _t467):
    _memo6 = st.memos[6]
    _t473 = (_k390 or ())
    st.budget -= len(_t473)
    if st.budget < 0: _spent391(st)
    for _t474 in _t473:
        if not (((_t474 == _t434) or ((_memo6[(_t474, _t467,)] if (_t474, _t467,) in _memo6 else _memo6.setdefault((_t474, _t467,), (_a393(st, _t467, _t474) + _a395(st, _t467, _t474)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 9290096d>
def _loop(st, _t434):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t466 = (_k386 or ())
    st.budget -= len(_t466)
    if st.budget < 0: _spent387(st)
    _t470 = _NOT_YET
    _t472 = _NOT_YET
    _t468 = 0
    for _t467 in _t466:
        if (((_memo6[(_t434, _t467,)] if (_t434, _t467,) in _memo6 else _memo6.setdefault((_t434, _t467,), ((_t470 if _t470 is not _NOT_YET else (_t470 := ([_c388[_x] for _x in _t469] if (_t469 := _st_zones[(11 + _t434)]) is not _NOT_YET else None))).count(_t467) + (_t472 if _t472 is not _NOT_YET else (_t472 := ([_c389[_x] for _x in _t471] if (_t471 := _st_zones[(15 + _t434)]) is not _NOT_YET else None))).count(_t467)))) > 0) and _a396(st, _t434, _t467)):
            _t468 += 1
    return _t468

# <rulerun alienz.rules: play #153 3910380a>
def _loop(st, _t480, _t483):
    _t486 = 0
    for _t485 in st.zones[(11 + _t480)]:
        if (_c401[_t485] == _t483):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #154 11cbe183>
def _loop(st, _t480, _t483):
    _t488 = 0
    for _t487 in st.zones[(15 + _t480)]:
        if (_c403[_t487] == _t483):
            _t488 += 1
    return _t488

# <rulerun alienz.rules: play #155 1509668c>
def _loop(st, _t480, _t483):
    _t490 = 0
    for _t489 in st.zones[(11 + _t480)]:
        if (_c407[_t489] == _t483):
            _t490 += 1
    return _t490

# <rulerun alienz.rules: play #156 61af0d48>
def _loop(st, _t480, _t483):
    _t492 = 0
    for _t491 in st.zones[(15 + _t480)]:
        if (_c409[_t491] == _t483):
            _t492 += 1
    return _t492

# <rulerun alienz.rules: play #157 0a68b6ec>
def _loop(st, _t480):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t493 = (_k414 or ())
    st.budget -= len(_t493)
    if st.budget < 0: _spent415(st)
    _t497 = _NOT_YET
    _t499 = _NOT_YET
    _t495 = 0
    for _t494 in _t493:
        if ((_memo6[(_t480, _t494,)] if (_t480, _t494,) in _memo6 else _memo6.setdefault((_t480, _t494,), ((_t497 if _t497 is not _NOT_YET else (_t497 := ([_c416[_x] for _x in _t496] if (_t496 := _st_zones[(11 + _t480)]) is not _NOT_YET else None))).count(_t494) + (_t499 if _t499 is not _NOT_YET else (_t499 := ([_c417[_x] for _x in _t498] if (_t498 := _st_zones[(15 + _t480)]) is not _NOT_YET else None))).count(_t494)))) > 0):
            _t495 += 1
    return _t495

# <rulerun alienz.rules: play #158 565863ff>
def _loop(st, _t501, _t512):
    _t515 = 0
    for _t514 in st.zones[(11 + _t512)]:
        if (_c425[_t514] == _t501):
            _t515 += 1
    return _t515

# <rulerun alienz.rules: play #159 c2845d04>
def _loop(st, _t501, _t512):
    _t517 = 0
    for _t516 in st.zones[(15 + _t512)]:
        if (_c427[_t516] == _t501):
            _t517 += 1
    return _t517

# <rulerun alienz.rules: play #160 5ac935ba>
def _loop(st, _t501):
    _memo6 = st.memos[6]
    _t511 = (_k423 or ())
    st.budget -= len(_t511)
    if st.budget < 0: _spent424(st)
    _t513 = None
    for _t512 in _t511:
        _t518 = (_memo6[(_t512, _t501,)] if (_t512, _t501,) in _memo6 else _memo6.setdefault((_t512, _t501,), (_a426(st, _t501, _t512) + _a428(st, _t501, _t512))))
        if _t513 is None or _t518 > _t513:
            _t513 = _t518
    return _t513

# <rulerun alienz.rules: play #161 9eb8f387>
def _loop(st, _t480):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t500 = (_k419 or ())
    st.budget -= len(_t500)
    if st.budget < 0: _spent420(st)
    _t504 = _NOT_YET
    _t506 = _NOT_YET
    _t508 = _NOT_YET
    _t510 = _NOT_YET
    _t520 = _NOT_YET
    _t522 = _NOT_YET
    _t502 = 0
    for _t501 in _t500:
        if (((_memo6[(_t480, _t501,)] if (_t480, _t501,) in _memo6 else _memo6.setdefault((_t480, _t501,), ((_t504 if _t504 is not _NOT_YET else (_t504 := ([_c421[_x] for _x in _t503] if (_t503 := _st_zones[(11 + _t480)]) is not _NOT_YET else None))).count(_t501) + (_t506 if _t506 is not _NOT_YET else (_t506 := ([_c422[_x] for _x in _t505] if (_t505 := _st_zones[(15 + _t480)]) is not _NOT_YET else None))).count(_t501)))) > 0) and ((_memo6[(_t480, _t501,)] if (_t480, _t501,) in _memo6 else _memo6.setdefault((_t480, _t501,), ((_t508 if _t508 is not _NOT_YET else (_t508 := ([_c421[_x] for _x in _t507] if (_t507 := _st_zones[(11 + _t480)]) is not _NOT_YET else None))).count(_t501) + (_t510 if _t510 is not _NOT_YET else (_t510 := ([_c422[_x] for _x in _t509] if (_t509 := _st_zones[(15 + _t480)]) is not _NOT_YET else None))).count(_t501)))) == (_memo5[_t501] if _t501 in _memo5 else _memo5.setdefault(_t501, _a429(st, _t501))))):
            _t502 += (_memo6[(_t480, _t501,)] if (_t480, _t501,) in _memo6 else _memo6.setdefault((_t480, _t501,), ((_t520 if _t520 is not _NOT_YET else (_t520 := ([_c421[_x] for _x in _t519] if (_t519 := _st_zones[(11 + _t480)]) is not _NOT_YET else None))).count(_t501) + (_t522 if _t522 is not _NOT_YET else (_t522 := ([_c422[_x] for _x in _t521] if (_t521 := _st_zones[(15 + _t480)]) is not _NOT_YET else None))).count(_t501))))
    return _t502

# <rulerun alienz.rules: play #162 29224034>
def _loop(st, _t524, _t531):
    _t534 = 0
    for _t533 in st.zones[(11 + _t531)]:
        if (_c437[_t533] == _t524):
            _t534 += 1
    return _t534

# <rulerun alienz.rules: play #163 b53c4921>
def _loop(st, _t524, _t531):
    _t536 = 0
    for _t535 in st.zones[(15 + _t531)]:
        if (_c439[_t535] == _t524):
            _t536 += 1
    return _t536

# <rulerun alienz.rules: play #164 c9c6683f>
def _loop(st, _t480, _t524):
    _memo6 = st.memos[6]
    _t530 = (_k435 or ())
    st.budget -= len(_t530)
    if st.budget < 0: _spent436(st)
    for _t531 in _t530:
        if not (((_t531 == _t480) or ((_memo6[(_t531, _t524,)] if (_t531, _t524,) in _memo6 else _memo6.setdefault((_t531, _t524,), (_a438(st, _t524, _t531) + _a440(st, _t524, _t531)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 69d1dd58>
def _loop(st, _t480):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t523 = (_k431 or ())
    st.budget -= len(_t523)
    if st.budget < 0: _spent432(st)
    _t527 = _NOT_YET
    _t529 = _NOT_YET
    _t525 = 0
    for _t524 in _t523:
        if (((_memo6[(_t480, _t524,)] if (_t480, _t524,) in _memo6 else _memo6.setdefault((_t480, _t524,), ((_t527 if _t527 is not _NOT_YET else (_t527 := ([_c433[_x] for _x in _t526] if (_t526 := _st_zones[(11 + _t480)]) is not _NOT_YET else None))).count(_t524) + (_t529 if _t529 is not _NOT_YET else (_t529 := ([_c434[_x] for _x in _t528] if (_t528 := _st_zones[(15 + _t480)]) is not _NOT_YET else None))).count(_t524)))) > 0) and _a441(st, _t480, _t524)):
            _t525 += 1
    return _t525

# <rulerun alienz.rules: play #166 d00a4222>
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
    _t435 = (_k367 or [])
    st.budget -= len(_t435)
    if st.budget < 0: _spent368(st)
    for _t434 in _t435:
        _i2[2] = _t434
        _st_vars[4 + _t434] = (((((2 * (len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)]))) - (2 * len(_st_zones[(3 + _t434)]))) + (_memo1[_t434] if _t434 in _memo1 else _memo1.setdefault(_t434, _a373(st, _t434)))) + (_memo3[_t434] if _t434 in _memo3 else _memo3.setdefault(_t434, _a385(st, _t434)))) + (_memo8[_t434] if _t434 in _memo8 else _memo8.setdefault(_t434, (5 * _a397(st, _t434)))))
    _t481 = (_k398 or [])
    st.budget -= len(_t481)
    if st.budget < 0: _spent368(st)
    for _t480 in _t481:
        _i2[5] = _t480
        _st_vars[0 + _t480] = (_t482 if -1000000000000000000 <= (_t482 := _st_vars[0 + _t480] + _st_vars[4 + _t480]) <= 1000000000000000000 else _beyond399(_t482))
        _i2[6] = ''
        _t484 = (_k400 or [])
        st.budget -= len(_t484)
        if st.budget < 0: _spent368(st)
        for _t483 in _t484:
            _i2[9] = _t483
            if not (((_memo6[(_t480, _t483,)] if (_t480, _t483,) in _memo6 else _memo6.setdefault((_t480, _t483,), (_a402(st, _t480, _t483) + _a404(st, _t480, _t483)))) > 0)): continue
            _i2[6] = _text405(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain406(_t483) + ' ' + _plain406((_memo6[(_t480, _t483,)] if (_t480, _t483,) in _memo6 else _memo6.setdefault((_t480, _t483,), (_a408(st, _t480, _t483) + _a410(st, _t480, _t483))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t480), "'s score pile:", _plain406(_i2[6]), '; queued aliens set aside: ', _plain406(len(_st_zones[(7 + _t480)]))]))
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t480), ' scores ', _plain406(_st_vars[4 + _t480]), ': +', _plain406((2 * (len(_st_zones[(11 + _t480)]) + len(_st_zones[(15 + _t480)])))), ' for ', _plain406((len(_st_zones[(11 + _t480)]) + len(_st_zones[(15 + _t480)]))), ' cards flown, -', _plain406((2 * len(_st_zones[(3 + _t480)]))), ' for ', _plain406(len(_st_zones[(3 + _t480)])), ' behind the screen, +', _plain406((_memo1[_t480] if _t480 in _memo1 else _memo1.setdefault(_t480, _a418(st, _t480)))), ' for colours, +', _plain406((_memo3[_t480] if _t480 in _memo3 else _memo3.setdefault(_t480, _a430(st, _t480)))), ' majorities, +', _plain406((_memo8[_t480] if _t480 in _memo8 else _memo8.setdefault(_t480, (5 * _a442(st, _t480))))), ' sole owner; total ', _plain406(_st_vars[0 + _t480])]))
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

# <rulerun alienz.rules: turn #170 e6738a52>
def _loop(st):
    for _t540 in st.zones[20]:
        if (_c466[_t540] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 9a8e478a>
def _loop(st):
    for _t548 in st.zones[22]:
        return _c474[_t548]
    return None

# <rulerun alienz.rules: turn #172 5e9081d1>
def _loop(st):
    for _t558 in st.zones[22]:
        return _c480[_t558]
    return None

# <rulerun alienz.rules: turn #173 3d70fa6b>
def _loop(st):
    for _t565 in st.zones[22]:
        return _c483[_t565]
    return None

# <rulerun alienz.rules: turn #174 f7e7890c>
def _loop(st, L, _t546):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t555 = _st_zones[(3 + L[0])]
    st.budget -= len(_t555)
    if st.budget < 0: _spent477(st)
    _t560 = _NOT_YET
    _t562 = _NOT_YET
    _t563 = _NOT_YET
    _t564 = _NOT_YET
    _t567 = _NOT_YET
    _t569 = _NOT_YET
    _t570 = _NOT_YET
    _t571 = _NOT_YET
    _t557 = 0
    for _t556 in _t555:
        if ((_t556 != _t546) and ((_c478[_t556] == _c479[_t546]) or (((_t564 if _t564 is not _NOT_YET else (_t564 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t560 if _t560 is not _NOT_YET else (_t560 := _a481(st))) if (_t563 if _t563 is not _NOT_YET else (_t563 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t562 if _t562 is not _NOT_YET else (_t562 := ([_c482[_x] for _x in _t561] if (_t561 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c478[_t556] == (_t571 if _t571 is not _NOT_YET else (_t571 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t567 if _t567 is not _NOT_YET else (_t567 := _a484(st))) if (_t570 if _t570 is not _NOT_YET else (_t570 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t569 if _t569 is not _NOT_YET else (_t569 := ([_c482[_x] for _x in _t568] if (_t568 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t557 += 1
    return _t557

# <rulerun alienz.rules: turn #175 ea3befa4>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t545 = _st_zones[(3 + L[0])]
    st.budget -= len(_t545)
    if st.budget < 0: _spent472(st)
    _t550 = _NOT_YET
    _t552 = _NOT_YET
    _t553 = _NOT_YET
    _t554 = _NOT_YET
    _t573 = _NOT_YET
    _t574 = _NOT_YET
    _t575 = _NOT_YET
    for _t546 in _t545:
        if (_memo7[(L[0], _t546,)] if (L[0], _t546,) in _memo7 else _memo7.setdefault((L[0], _t546,), ((_c473[_t546] != (_t554 if _t554 is not _NOT_YET else (_t554 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t550 if _t550 is not _NOT_YET else (_t550 := _a475(st))) if (_t553 if _t553 is not _NOT_YET else (_t553 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t552 if _t552 is not _NOT_YET else (_t552 := ([_c476[_x] for _x in _t551] if (_t551 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a485(st, L, _t546) >= (_t575 if _t575 is not _NOT_YET else (_t575 := (3 if (_t574 if _t574 is not _NOT_YET else (_t574 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t573 if _t573 is not _NOT_YET else (_t573 := ([_c476[_x] for _x in _t572] if (_t572 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 78c1ed06>
def _loop(st):
    for _t576 in st.zones[20]:
        if (_c491[_t576] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 b421a55a>
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
            _t537 = L[0]
            _t538 = len(_o)
            if not _t538: _no_option462(_t537, 'alien to take')
            if _t538 <= 1 and _st_log is None:
                L[5] = _o[0] if _t538 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t539 = st.chooser(_t538, _t537)
                else:
                    _t539 = _st_bits(_t538.bit_length())
                    while _t539 >= _t538: _t539 = _st_bits(_t538.bit_length())
                L[5] = _o[_t539]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t539)
            elif _decide464(st, L, _o[:], _t537): return True
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
            _t542 = L[0]
            _t543 = len(_o) + 1
            if _t543 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t544 = st.chooser(_t543, _t542)
                else:
                    _t544 = _st_bits(_t543.bit_length())
                    while _t544 >= _t543: _t544 = _st_bits(_t543.bit_length())
                L[6] = _o[_t544 - 1] if _t544 else None; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t544)
            elif _decide469(st, L, _o[:], _t542): return True
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
            _t578 = L[0]
            _t579 = len(_o)
            if not _t579: _no_option462(_t578, 'flight this turn')
            if _t579 <= 1 and _st_log is None:
                L[7] = _o[0] if _t579 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t580 = st.chooser(_t579, _t578)
                else:
                    _t580 = _st_bits(_t579.bit_length())
                    while _t580 >= _t579: _t580 = _st_bits(_t579.bit_length())
                L[7] = _o[_t580]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t580)
            elif _decide494(st, L, _o, _t578): return True
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

# <rulerun alienz.rules: private_flight #178 cc5310b1>
def _loop(st):
    for _t582 in st.zones[22]:
        return _c505[_t582]
    return None

# <rulerun alienz.rules: private_flight #179 f0ae26c7>
def _loop(st):
    for _t592 in st.zones[22]:
        return _c511[_t592]
    return None

# <rulerun alienz.rules: private_flight #180 4f3653ef>
def _loop(st):
    for _t599 in st.zones[22]:
        return _c514[_t599]
    return None

# <rulerun alienz.rules: private_flight #181 155a3c3d>
def _loop(st, L, _t581):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t589 = _st_zones[(3 + L[0])]
    st.budget -= len(_t589)
    if st.budget < 0: _spent508(st)
    _t594 = _NOT_YET
    _t596 = _NOT_YET
    _t597 = _NOT_YET
    _t598 = _NOT_YET
    _t601 = _NOT_YET
    _t603 = _NOT_YET
    _t604 = _NOT_YET
    _t605 = _NOT_YET
    _t591 = 0
    for _t590 in _t589:
        if ((_t590 != _t581) and ((_c509[_t590] == _c510[_t581]) or (((_t598 if _t598 is not _NOT_YET else (_t598 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t594 if _t594 is not _NOT_YET else (_t594 := _a512(st))) if (_t597 if _t597 is not _NOT_YET else (_t597 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t596 if _t596 is not _NOT_YET else (_t596 := ([_c513[_x] for _x in _t595] if (_t595 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c509[_t590] == (_t605 if _t605 is not _NOT_YET else (_t605 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t601 if _t601 is not _NOT_YET else (_t601 := _a515(st))) if (_t604 if _t604 is not _NOT_YET else (_t604 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t603 if _t603 is not _NOT_YET else (_t603 := ([_c513[_x] for _x in _t602] if (_t602 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t591 += 1
    return _t591

# <rulerun alienz.rules: private_flight #182 31e30dbf>
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
            _t584 = _NOT_YET
            _t586 = _NOT_YET
            _t587 = _NOT_YET
            _t588 = _NOT_YET
            _t607 = _NOT_YET
            _t608 = _NOT_YET
            _t609 = _NOT_YET
            _o = []
            for _t581 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t581,)] if (L[0], _t581,) in _memo7 else _memo7.setdefault((L[0], _t581,), ((_c504[_t581] != (_t588 if _t588 is not _NOT_YET else (_t588 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t584 if _t584 is not _NOT_YET else (_t584 := _a506(st))) if (_t587 if _t587 is not _NOT_YET else (_t587 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t586 if _t586 is not _NOT_YET else (_t586 := ([_c507[_x] for _x in _t585] if (_t585 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a516(st, L, _t581) >= (_t609 if _t609 is not _NOT_YET else (_t609 := (3 if (_t608 if _t608 is not _NOT_YET else (_t608 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t607 if _t607 is not _NOT_YET else (_t607 := ([_c507[_x] for _x in _t606] if (_t606 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _o.append(_t581)
            fr[1] = 1
            _t610 = L[0]
            _t611 = len(_o)
            if not _t611: _no_option518(_t610, 'planet for a private flight')
            if _t611 <= 1 and _st_log is None:
                L[1] = _o[0] if _t611 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t612 = st.chooser(_t611, _t610)
                else:
                    _t612 = _st_bits(_t611.bit_length())
                    while _t612 >= _t611: _t612 = _st_bits(_t611.bit_length())
                L[1] = _o[_t612]; st.decisions += 1
                if st.thread_player is not None: _answered519(st, _t612)
            elif _decide520(st, L, _o, _t610): return True
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

# <rulerun alienz.rules: board_own #184 6dd5c23b>
def _loop(st):
    for _t613 in st.zones[20]:
        if (_c542[_t613] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 29dc686d>
def _loop(st):
    for _t616 in st.zones[22]:
        return _c545[_t616]
    return None

# <rulerun alienz.rules: board_own #186 d720133f>
def _loop(st):
    for _t623 in st.zones[22]:
        return _c548[_t623]
    return None

# <rulerun alienz.rules: board_own #187 21cf85b1>
def _loop(st):
    for _t634 in st.zones[22]:
        return _c555[_t634]
    return None

# <rulerun alienz.rules: board_own #188 74e8fa33>
def _loop(st):
    for _t641 in st.zones[22]:
        return _c557[_t641]
    return None

# <rulerun alienz.rules: board_own #189 c3d20531>
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
            _t618 = _NOT_YET
            _t620 = _NOT_YET
            _t621 = _NOT_YET
            _t622 = _NOT_YET
            _t625 = _NOT_YET
            _t627 = _NOT_YET
            _t628 = _NOT_YET
            _t629 = _NOT_YET
            _o = []
            for _t615 in _st_zones[(3 + L[0])]:
                if ((_c544[_t615] == L[1]) or (((_t622 if _t622 is not _NOT_YET else (_t622 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t618 if _t618 is not _NOT_YET else (_t618 := _a546(st))) if (_t621 if _t621 is not _NOT_YET else (_t621 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t620 if _t620 is not _NOT_YET else (_t620 := ([_c547[_x] for _x in _t619] if (_t619 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c544[_t615] == (_t629 if _t629 is not _NOT_YET else (_t629 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t625 if _t625 is not _NOT_YET else (_t625 := _a549(st))) if (_t628 if _t628 is not _NOT_YET else (_t628 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t627 if _t627 is not _NOT_YET else (_t627 := ([_c547[_x] for _x in _t626] if (_t626 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t615)
            fr[1] = 5
            _t630 = L[0]
            _t631 = len(_o)
            if not _t631: _no_option551(_t630, 'alien to fly')
            if _t631 <= 1 and _st_log is None:
                L[4] = _o[0] if _t631 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t632 = st.chooser(_t631, _t630)
                else:
                    _t632 = _st_bits(_t631.bit_length())
                    while _t632 >= _t631: _t632 = _st_bits(_t631.bit_length())
                L[4] = _o[_t632]; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t632)
            elif _decide553(st, L, _o, _t630): return True
            pc = 5
        if pc == 5:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t636 = _NOT_YET
            _t638 = _NOT_YET
            _t639 = _NOT_YET
            _t640 = _NOT_YET
            _t643 = _NOT_YET
            _t645 = _NOT_YET
            _t646 = _NOT_YET
            _t647 = _NOT_YET
            _o = []
            for _t633 in _st_zones[(3 + L[0])]:
                if ((_c544[_t633] == L[1]) or (((_t640 if _t640 is not _NOT_YET else (_t640 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t636 if _t636 is not _NOT_YET else (_t636 := _a556(st))) if (_t639 if _t639 is not _NOT_YET else (_t639 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t638 if _t638 is not _NOT_YET else (_t638 := ([_c547[_x] for _x in _t637] if (_t637 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c544[_t633] == (_t647 if _t647 is not _NOT_YET else (_t647 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t643 if _t643 is not _NOT_YET else (_t643 := _a558(st))) if (_t646 if _t646 is not _NOT_YET else (_t646 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t645 if _t645 is not _NOT_YET else (_t645 := ([_c547[_x] for _x in _t644] if (_t644 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t633)
            fr[1] = 8
            _t648 = L[0]
            _t649 = len(_o) + 1
            if _t649 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t650 = st.chooser(_t649, _t648)
                else:
                    _t650 = _st_bits(_t649.bit_length())
                    while _t650 >= _t649: _t650 = _st_bits(_t649.bit_length())
                L[5] = _o[_t650 - 1] if _t650 else None; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t650)
            elif _decide560(st, L, _o, _t648): return True
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

# <rulerun alienz.rules: join #191 a18ccd41>
def _loop(st):
    for _t652 in st.zones[22]:
        return _c573[_t652]
    return None

# <rulerun alienz.rules: join #192 b0fa6a0f>
def _loop(st):
    for _t659 in st.zones[22]:
        return _c576[_t659]
    return None

# <rulerun alienz.rules: join #193 bbe41ac1>
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
            _t654 = _NOT_YET
            _t656 = _NOT_YET
            _t657 = _NOT_YET
            _t658 = _NOT_YET
            _t661 = _NOT_YET
            _t663 = _NOT_YET
            _t664 = _NOT_YET
            _t665 = _NOT_YET
            _o = []
            for _t651 in _st_zones[(3 + L[0])]:
                if ((_c572[_t651] == L[1]) or (((_t658 if _t658 is not _NOT_YET else (_t658 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t654 if _t654 is not _NOT_YET else (_t654 := _a574(st))) if (_t657 if _t657 is not _NOT_YET else (_t657 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t656 if _t656 is not _NOT_YET else (_t656 := ([_c575[_x] for _x in _t655] if (_t655 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c572[_t651] == (_t665 if _t665 is not _NOT_YET else (_t665 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t661 if _t661 is not _NOT_YET else (_t661 := _a577(st))) if (_t664 if _t664 is not _NOT_YET else (_t664 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t663 if _t663 is not _NOT_YET else (_t663 := ([_c575[_x] for _x in _t662] if (_t662 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t651)
            fr[1] = 3
            _t666 = L[0]
            _t667 = len(_o) + 1
            if _t667 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t668 = st.chooser(_t667, _t666)
                else:
                    _t668 = _st_bits(_t667.bit_length())
                    while _t668 >= _t667: _t668 = _st_bits(_t667.bit_length())
                L[3] = _o[_t668 - 1] if _t668 else None; st.decisions += 1
                if st.thread_player is not None: _answered579(st, _t668)
            elif _decide580(st, L, _o, _t666): return True
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

# <rulerun alienz.rules: turn #202 d0995364>
def _loop(st):
    for _t670 in st.zones[20]:
        if (_c633[_t670] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 6060959c>
def _loop(st):
    for _t683 in st.zones[20]:
        if (_c642[_t683] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 2279c9c5>
def _loop(st):
    for _t698 in st.zones[22]:
        return _c650[_t698]
    return None

# <rulerun alienz.rules: turn #205 14d14d89>
def _loop(st):
    for _t708 in st.zones[22]:
        return _c656[_t708]
    return None

# <rulerun alienz.rules: turn #206 a44d1a69>
def _loop(st):
    for _t715 in st.zones[22]:
        return _c659[_t715]
    return None

# <rulerun alienz.rules: turn #207 3c85dbb2>
def _loop(st, L, _t696):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t705 = _st_zones[(3 + L[0])]
    st.budget -= len(_t705)
    if st.budget < 0: _spent653(st)
    _t710 = _NOT_YET
    _t712 = _NOT_YET
    _t713 = _NOT_YET
    _t714 = _NOT_YET
    _t717 = _NOT_YET
    _t719 = _NOT_YET
    _t720 = _NOT_YET
    _t721 = _NOT_YET
    _t707 = 0
    for _t706 in _t705:
        if ((_t706 != _t696) and ((_c654[_t706] == _c655[_t696]) or (((_t714 if _t714 is not _NOT_YET else (_t714 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t710 if _t710 is not _NOT_YET else (_t710 := _a657(st))) if (_t713 if _t713 is not _NOT_YET else (_t713 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t712 if _t712 is not _NOT_YET else (_t712 := ([_c658[_x] for _x in _t711] if (_t711 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c654[_t706] == (_t721 if _t721 is not _NOT_YET else (_t721 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t717 if _t717 is not _NOT_YET else (_t717 := _a660(st))) if (_t720 if _t720 is not _NOT_YET else (_t720 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t719 if _t719 is not _NOT_YET else (_t719 := ([_c658[_x] for _x in _t718] if (_t718 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t707 += 1
    return _t707

# <rulerun alienz.rules: turn #208 afc5a7ac>
def _loop(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t695 = _st_zones[(3 + _l0)]
    st.budget -= len(_t695)
    if st.budget < 0: _spent648(st)
    _t700 = _NOT_YET
    _t702 = _NOT_YET
    _t703 = _NOT_YET
    _t704 = _NOT_YET
    _t723 = _NOT_YET
    _t724 = _NOT_YET
    _t725 = _NOT_YET
    for _t696 in _t695:
        if (_memo7[(_l0, _t696,)] if (_l0, _t696,) in _memo7 else _memo7.setdefault((_l0, _t696,), ((_c649[_t696] != (_t704 if _t704 is not _NOT_YET else (_t704 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t700 if _t700 is not _NOT_YET else (_t700 := _a651(st))) if (_t703 if _t703 is not _NOT_YET else (_t703 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t702 if _t702 is not _NOT_YET else (_t702 := ([_c652[_x] for _x in _t701] if (_t701 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a661(st, L, _t696) >= (_t725 if _t725 is not _NOT_YET else (_t725 := (3 if (_t724 if _t724 is not _NOT_YET else (_t724 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t723 if _t723 is not _NOT_YET else (_t723 := ([_c652[_x] for _x in _t722] if (_t722 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 fca07117>
def _loop(st):
    for _t726 in st.zones[20]:
        if (_c667[_t726] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 67b002bd>
def _loop(st):
    for _t733 in st.zones[22]:
        return _c671[_t733]
    return None

# <rulerun alienz.rules: turn #211 f16c6f7b>
def _loop(st):
    for _t743 in st.zones[22]:
        return _c677[_t743]
    return None

# <rulerun alienz.rules: turn #212 bf44fa56>
def _loop(st):
    for _t750 in st.zones[22]:
        return _c680[_t750]
    return None

# <rulerun alienz.rules: turn #213 4fb72d00>
def _loop(st, _i3l0, _t732):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t740 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t740)
    if st.budget < 0: _spent674(st)
    _t745 = _NOT_YET
    _t747 = _NOT_YET
    _t748 = _NOT_YET
    _t749 = _NOT_YET
    _t752 = _NOT_YET
    _t754 = _NOT_YET
    _t755 = _NOT_YET
    _t756 = _NOT_YET
    _t742 = 0
    for _t741 in _t740:
        if ((_t741 != _t732) and ((_c675[_t741] == _c676[_t732]) or (((_t749 if _t749 is not _NOT_YET else (_t749 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t745 if _t745 is not _NOT_YET else (_t745 := _a678(st))) if (_t748 if _t748 is not _NOT_YET else (_t748 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t747 if _t747 is not _NOT_YET else (_t747 := ([_c679[_x] for _x in _t746] if (_t746 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c675[_t741] == (_t756 if _t756 is not _NOT_YET else (_t756 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t752 if _t752 is not _NOT_YET else (_t752 := _a681(st))) if (_t755 if _t755 is not _NOT_YET else (_t755 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t754 if _t754 is not _NOT_YET else (_t754 := ([_c679[_x] for _x in _t753] if (_t753 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t742 += 1
    return _t742

# <rulerun alienz.rules: turn #214 c89f729b>
def _loop(st):
    for _t769 in st.zones[20]:
        if (_c686[_t769] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 64bf66cc>
def _loop(st):
    for _t773 in st.zones[22]:
        return _c689[_t773]
    return None

# <rulerun alienz.rules: turn #216 e2af2d5d>
def _loop(st):
    for _t780 in st.zones[22]:
        return _c691[_t780]
    return None

# <rulerun alienz.rules: turn #217 4a6e38ea>
def _loop(st):
    for _t792 in st.zones[22]:
        return _c695[_t792]
    return None

# <rulerun alienz.rules: turn #218 1e58202e>
def _loop(st):
    for _t799 in st.zones[22]:
        return _c697[_t799]
    return None

# <rulerun alienz.rules: board_own #219 37a2364d>
def _loop(st):
    for _t815 in st.zones[20]:
        if (_c703[_t815] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 e7ac9768>
def _loop(st):
    for _t819 in st.zones[22]:
        return _c706[_t819]
    return None

# <rulerun alienz.rules: board_own #221 d2e9b353>
def _loop(st):
    for _t826 in st.zones[22]:
        return _c709[_t826]
    return None

# <rulerun alienz.rules: board_own #222 8385d638>
def _loop(st):
    for _t838 in st.zones[22]:
        return _c715[_t838]
    return None

# <rulerun alienz.rules: board_own #223 e8f68edb>
def _loop(st):
    for _t845 in st.zones[22]:
        return _c717[_t845]
    return None

# <rulerun alienz.rules: board_own #224 playout 3e87c96f>
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
            _t821 = _NOT_YET
            _t823 = _NOT_YET
            _t824 = _NOT_YET
            _t825 = _NOT_YET
            _t828 = _NOT_YET
            _t830 = _NOT_YET
            _t831 = _NOT_YET
            _t832 = _NOT_YET
            _t817 = []
            for _t818 in _st_zones[(3 + _l0)]:
                if ((_c705[_t818] == _l1) or (((_t825 if _t825 is not _NOT_YET else (_t825 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t821 if _t821 is not _NOT_YET else (_t821 := _a707(st))) if (_t824 if _t824 is not _NOT_YET else (_t824 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t823 if _t823 is not _NOT_YET else (_t823 := ([_c708[_x] for _x in _t822] if (_t822 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c705[_t818] == (_t832 if _t832 is not _NOT_YET else (_t832 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t828 if _t828 is not _NOT_YET else (_t828 := _a710(st))) if (_t831 if _t831 is not _NOT_YET else (_t831 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t830 if _t830 is not _NOT_YET else (_t830 := ([_c708[_x] for _x in _t829] if (_t829 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t817.append(_t818)
            _t833 = _l0
            _t834 = len(_t817)
            if not _t834: _no_option713(_t833, 'alien to fly')
            if _t834 <= 1 and _st_log is None:
                L[4] = _t817[0] if _t834 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t835 = st.chooser(_t834, _t833)
                else:
                    _t835 = _st_bits(_t834.bit_length())
                    while _t835 >= _t834: _t835 = _st_bits(_t834.bit_length())
                L[4] = _t817[_t835]; st.decisions += 1
            elif _decide714(st, L, _t817, _t833): raise _PlayoutCut711()
            L[3] = L[4]
        else:
            _t840 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _t844 = _NOT_YET
            _t847 = _NOT_YET
            _t849 = _NOT_YET
            _t850 = _NOT_YET
            _t851 = _NOT_YET
            _t836 = []
            for _t837 in _st_zones[(3 + _l0)]:
                if ((_c705[_t837] == _l1) or (((_t844 if _t844 is not _NOT_YET else (_t844 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t840 if _t840 is not _NOT_YET else (_t840 := _a716(st))) if (_t843 if _t843 is not _NOT_YET else (_t843 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t842 if _t842 is not _NOT_YET else (_t842 := ([_c708[_x] for _x in _t841] if (_t841 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c705[_t837] == (_t851 if _t851 is not _NOT_YET else (_t851 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t847 if _t847 is not _NOT_YET else (_t847 := _a718(st))) if (_t850 if _t850 is not _NOT_YET else (_t850 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t849 if _t849 is not _NOT_YET else (_t849 := ([_c708[_x] for _x in _t848] if (_t848 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t836.append(_t837)
            _t852 = _l0
            _t853 = len(_t836) + 1
            if _t853 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t854 = st.chooser(_t853, _t852)
                else:
                    _t854 = _st_bits(_t853.bit_length())
                    while _t854 >= _t853: _t854 = _st_bits(_t853.bit_length())
                L[5] = _t836[_t854 - 1] if _t854 else None; st.decisions += 1
            elif _decide720(st, L, _t836, _t852): raise _PlayoutCut711()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t855 = L[3]
        _t856 = (11 + _l0)
        if type(_t855) is int and _st_log is None:
            _t857 = _st_zones[(_t858 := _st_loc[_t855])]
            if _t857[-1] == _t855: _t857.pop()
            else: _t857.remove(_t855)
            _st_zones[_t856].append(_t855); _st_loc[_t855] = _t856
            _t859 = _leaving722[_t858]
            if _memo0 and _t859 & 1: _memo0.clear()
            if _memo2 and _t859 & 4: _memo2.clear()
            if _memo4 and _t859 & 16: _memo4.clear()
            if _memo7 and _t859 & 128: _memo7.clear()
            if _memo9 and _t859 & 512: _memo9.clear()
        elif _t855 is not None:
            _move_cards721(st, _t855, _t856, False)
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
        L[2] = (_t860 if -1000000000000000000 <= (_t860 := L[2] + 1) <= 1000000000000000000 else _beyond723(_t860))
    if _st_log is not None: _st_log.append(_Text727(_audience724(st), [_PlayerRef725(_l0), ' flies ', _plain726(L[2]), ' ', _plain726(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain726(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 973fd58e>
def _loop(st):
    for _t866 in st.zones[22]:
        return _c730[_t866]
    return None

# <rulerun alienz.rules: turn #226 d45955ae>
def _loop(st):
    for _t873 in st.zones[22]:
        return _c732[_t873]
    return None

# <rulerun alienz.rules: private_flight #227 20ce05d7>
def _loop(st):
    for _t886 in st.zones[22]:
        return _c736[_t886]
    return None

# <rulerun alienz.rules: private_flight #228 54bb3875>
def _loop(st):
    for _t896 in st.zones[22]:
        return _c742[_t896]
    return None

# <rulerun alienz.rules: private_flight #229 305dea38>
def _loop(st):
    for _t903 in st.zones[22]:
        return _c745[_t903]
    return None

# <rulerun alienz.rules: private_flight #230 e7c95917>
def _loop(st, L, _t885):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t893 = _st_zones[(3 + L[0])]
    st.budget -= len(_t893)
    if st.budget < 0: _spent739(st)
    _t898 = _NOT_YET
    _t900 = _NOT_YET
    _t901 = _NOT_YET
    _t902 = _NOT_YET
    _t905 = _NOT_YET
    _t907 = _NOT_YET
    _t908 = _NOT_YET
    _t909 = _NOT_YET
    _t895 = 0
    for _t894 in _t893:
        if ((_t894 != _t885) and ((_c740[_t894] == _c741[_t885]) or (((_t902 if _t902 is not _NOT_YET else (_t902 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t898 if _t898 is not _NOT_YET else (_t898 := _a743(st))) if (_t901 if _t901 is not _NOT_YET else (_t901 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t900 if _t900 is not _NOT_YET else (_t900 := ([_c744[_x] for _x in _t899] if (_t899 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c740[_t894] == (_t909 if _t909 is not _NOT_YET else (_t909 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t905 if _t905 is not _NOT_YET else (_t905 := _a746(st))) if (_t908 if _t908 is not _NOT_YET else (_t908 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t907 if _t907 is not _NOT_YET else (_t907 := ([_c744[_x] for _x in _t906] if (_t906 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t895 += 1
    return _t895

# <rulerun alienz.rules: private_flight #231 2b66a5d5>
def _loop(st):
    for _t927 in st.zones[22]:
        return _c761[_t927]
    return None

# <rulerun alienz.rules: private_flight #232 4b082d85>
def _loop(st):
    for _t934 in st.zones[22]:
        return _c763[_t934]
    return None

# <rulerun alienz.rules: private_flight #233 playout 50002770>
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
    _t888 = _NOT_YET
    _t890 = _NOT_YET
    _t891 = _NOT_YET
    _t892 = _NOT_YET
    _t911 = _NOT_YET
    _t912 = _NOT_YET
    _t913 = _NOT_YET
    _t884 = []
    for _t885 in _st_zones[(3 + _l0)]:
        if (_memo7[(_l0, _t885,)] if (_l0, _t885,) in _memo7 else _memo7.setdefault((_l0, _t885,), ((_c735[_t885] != (_t892 if _t892 is not _NOT_YET else (_t892 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t888 if _t888 is not _NOT_YET else (_t888 := _a737(st))) if (_t891 if _t891 is not _NOT_YET else (_t891 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t890 if _t890 is not _NOT_YET else (_t890 := ([_c738[_x] for _x in _t889] if (_t889 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a747(st, L, _t885) >= (_t913 if _t913 is not _NOT_YET else (_t913 := (3 if (_t912 if _t912 is not _NOT_YET else (_t912 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t911 if _t911 is not _NOT_YET else (_t911 := ([_c738[_x] for _x in _t910] if (_t910 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _t884.append(_t885)
    _t914 = _l0
    _t915 = len(_t884)
    if not _t915: _no_option750(_t914, 'planet for a private flight')
    if _t915 <= 1 and _st_log is None:
        L[1] = _t884[0] if _t915 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t916 = st.chooser(_t915, _t914)
        else:
            _t916 = _st_bits(_t915.bit_length())
            while _t916 >= _t915: _t916 = _st_bits(_t915.bit_length())
        L[1] = _t884[_t916]; st.decisions += 1
    elif _decide751(st, L, _t884, _t914): raise _PlayoutCut748()
    L[2] = _c735[L[1]]
    _t917 = L[1]
    _t918 = (15 + _l0)
    if type(_t917) is int and _st_log is None:
        _t919 = _st_zones[(_t920 := _st_loc[_t917])]
        if _t919[-1] == _t917: _t919.pop()
        else: _t919.remove(_t917)
        _st_zones[_t918].append(_t917); _st_loc[_t917] = _t918
        _t921 = _leaving753[_t920]
        if _memo0 and _t921 & 1: _memo0.clear()
        if _memo2 and _t921 & 4: _memo2.clear()
        if _memo4 and _t921 & 16: _memo4.clear()
        if _memo7 and _t921 & 128: _memo7.clear()
        if _memo9 and _t921 & 512: _memo9.clear()
    elif _t917 is not None:
        _move_cards752(st, _t917, _t918, False)
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
    _t923 = (_k759 or [])
    st.budget -= len(_t923)
    if st.budget < 0: _spent734(st)
    for _t922 in _t923:
        _i6[3] = _t922
        _t925 = _st_zones[(7 + _t922)]
        st.budget -= len(_t925)
        if st.budget < 0: _spent734(st)
        _t929 = _NOT_YET
        _t931 = _NOT_YET
        _t932 = _NOT_YET
        _t933 = _NOT_YET
        _t936 = _NOT_YET
        _t938 = _NOT_YET
        _t939 = _NOT_YET
        _t940 = _NOT_YET
        _t924 = []
        for _t926 in _t925:
            if ((_c760[_t926] == _i6l0) or (((_t933 if _t933 is not _NOT_YET else (_t933 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t929 if _t929 is not _NOT_YET else (_t929 := _a762(st))) if (_t932 if _t932 is not _NOT_YET else (_t932 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t931 if _t931 is not _NOT_YET else (_t931 := ([_c738[_x] for _x in _t930] if (_t930 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c760[_t926] == (_t940 if _t940 is not _NOT_YET else (_t940 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t936 if _t936 is not _NOT_YET else (_t936 := _a764(st))) if (_t939 if _t939 is not _NOT_YET else (_t939 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t938 if _t938 is not _NOT_YET else (_t938 := ([_c738[_x] for _x in _t937] if (_t937 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t924.append(_t926)
        _i6[4] = _t924
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text757(_audience754(st), [_PlayerRef755(_t922), "'s queued aliens board the flight"]))
            _t941 = _i6[4]
            _t942 = (11 + _t922)
            if type(_t941) is list and _st_log is None:
                for _t943 in _t941:
                    _t944 = _st_zones[_st_loc[_t943]]
                    if _t944[-1] == _t943: _t944.pop()
                    else: _t944.remove(_t943)
                    _st_zones[_t942].append(_t943); _st_loc[_t943] = _t942
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t941 is not None:
                _move_cards752(st, _t941, _t942, False)
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

# <rulerun alienz.rules: reveal_event #234 598e563a>
def _loop(st):
    _t956 = 0
    for _t955 in st.zones[0]:
        if (_c786[_t955] is not None):
            _t956 += 1
    return _t956

# <rulerun alienz.rules: reveal_event #235 1141c64a>
def _loop(st):
    _t958 = 0
    for _t957 in st.zones[0]:
        if (_c790[_t957] is not None):
            _t958 += 1
    return _t958

# <rulerun alienz.rules: storm_flip #236 playout 2469d992>
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
    _t973 = L[0]
    _t974 = 22
    if type(_t973) is int and _st_log is None:
        _t975 = _st_zones[(_t976 := _st_loc[_t973])]
        if _t975[-1] == _t973: _t975.pop()
        else: _t975.remove(_t973)
        _st_zones[_t974].append(_t973); _st_loc[_t973] = _t974
        _t977 = _leaving810[_t976]
        if _memo0 and _t977 & 1: _memo0.clear()
        if _memo1 and _t977 & 2: _memo1.clear()
        if _memo2 and _t977 & 4: _memo2.clear()
        if _memo3 and _t977 & 8: _memo3.clear()
        if _memo5 and _t977 & 32: _memo5.clear()
        if _memo6 and _t977 & 64: _memo6.clear()
        if _memo8 and _t977 & 256: _memo8.clear()
    elif _t973 is not None:
        _move_cards809(st, _t973, _t974, False)
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

# <rulerun alienz.rules: take_effect #237 playout 9b1e91d8>
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
        _t959 = 20
        _t960 = 21
        if _st_log is None and _t959 != _t960:
            _t961 = _st_zones[_t959]; _st_zones[_t960] += _t961
            for _t962 in _t961: _st_loc[_t962] = _t960
            _t961.clear()
        else:
            _move_cards802(st, _st_zones[_t959][:], _t960, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        _t963 = _l0
        _t964 = 21
        if type(_t963) is int and _st_log is None:
            _t965 = _st_zones[(_t966 := _st_loc[_t963])]
            if _t965[-1] == _t963: _t965.pop()
            else: _t965.remove(_t963)
            _st_zones[_t964].append(_t963); _st_loc[_t963] = _t964
            _t967 = _leaving803[_t966]
            if _memo0 and _t967 & 1: _memo0.clear()
            if _memo1 and _t967 & 2: _memo1.clear()
            if _memo2 and _t967 & 4: _memo2.clear()
            if _memo3 and _t967 & 8: _memo3.clear()
            if _memo4 and _t967 & 16: _memo4.clear()
            if _memo5 and _t967 & 32: _memo5.clear()
            if _memo6 and _t967 & 64: _memo6.clear()
            if _memo7 and _t967 & 128: _memo7.clear()
            if _memo8 and _t967 & 256: _memo8.clear()
            if _memo9 and _t967 & 512: _memo9.clear()
        elif _t963 is not None:
            _move_cards802(st, _t963, _t964, False)
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
    _t968 = _l0
    _t969 = 20
    if type(_t968) is int and _st_log is None:
        _t970 = _st_zones[(_t971 := _st_loc[_t968])]
        if _t970[-1] == _t968: _t970.pop()
        else: _t970.remove(_t968)
        _st_zones[_t969].append(_t968); _st_loc[_t968] = _t969
        _t972 = _leaving804[_t971]
        if _memo1 and _t972 & 2: _memo1.clear()
        if _memo2 and _t972 & 4: _memo2.clear()
        if _memo3 and _t972 & 8: _memo3.clear()
        if _memo5 and _t972 & 32: _memo5.clear()
        if _memo6 and _t972 & 64: _memo6.clear()
        if _memo8 and _t972 & 256: _memo8.clear()
    elif _t968 is not None:
        _move_cards802(st, _t968, _t969, False)
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

# <rulerun alienz.rules: reveal_event #239 playout 69f3af85>
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
    _t950 = _l0
    _t951 = 19
    if type(_t950) is int and _st_log is None:
        _t952 = _st_zones[(_t953 := _st_loc[_t950])]
        if _t952[-1] == _t950: _t952.pop()
        else: _t952.remove(_t950)
        _st_zones[_t951].append(_t950); _st_loc[_t950] = _t951
        _t954 = _leaving783[_t953]
        if _memo0 and _t954 & 1: _memo0.clear()
        if _memo1 and _t954 & 2: _memo1.clear()
        if _memo2 and _t954 & 4: _memo2.clear()
        if _memo3 and _t954 & 8: _memo3.clear()
        if _memo4 and _t954 & 16: _memo4.clear()
        if _memo5 and _t954 & 32: _memo5.clear()
        if _memo6 and _t954 & 64: _memo6.clear()
        if _memo7 and _t954 & 128: _memo7.clear()
        if _memo8 and _t954 & 256: _memo8.clear()
        if _memo9 and _t954 & 512: _memo9.clear()
    elif _t950 is not None:
        _move_cards782(st, _t950, _t951, False)
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

# <rulerun alienz.rules: commercial_flight #241 1c535bd7>
def _loop(st):
    for _t983 in st.zones[22]:
        return _c827[_t983]
    return None

# <rulerun alienz.rules: commercial_flight #242 c26fcfab>
def _loop(st):
    for _t990 in st.zones[22]:
        return _c830[_t990]
    return None

# <rulerun alienz.rules: commercial_flight #243 da42c600>
def _loop(st):
    for _t1004 in st.zones[22]:
        return _c833[_t1004]
    return None

# <rulerun alienz.rules: commercial_flight #244 325d80dc>
def _loop(st):
    for _t1011 in st.zones[22]:
        return _c835[_t1011]
    return None

# <rulerun alienz.rules: join #245 f366f674>
def _loop(st):
    for _t1029 in st.zones[22]:
        return _c844[_t1029]
    return None

# <rulerun alienz.rules: join #246 8090c660>
def _loop(st):
    for _t1036 in st.zones[22]:
        return _c847[_t1036]
    return None

# <rulerun alienz.rules: join #247 playout 98f646ed>
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
        _t1031 = _NOT_YET
        _t1033 = _NOT_YET
        _t1034 = _NOT_YET
        _t1035 = _NOT_YET
        _t1038 = _NOT_YET
        _t1040 = _NOT_YET
        _t1041 = _NOT_YET
        _t1042 = _NOT_YET
        _t1027 = []
        for _t1028 in _st_zones[(3 + _l0)]:
            if ((_c843[_t1028] == L[1]) or (((_t1035 if _t1035 is not _NOT_YET else (_t1035 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1031 if _t1031 is not _NOT_YET else (_t1031 := _a845(st))) if (_t1034 if _t1034 is not _NOT_YET else (_t1034 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1033 if _t1033 is not _NOT_YET else (_t1033 := ([_c846[_x] for _x in _t1032] if (_t1032 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c843[_t1028] == (_t1042 if _t1042 is not _NOT_YET else (_t1042 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1038 if _t1038 is not _NOT_YET else (_t1038 := _a848(st))) if (_t1041 if _t1041 is not _NOT_YET else (_t1041 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1040 if _t1040 is not _NOT_YET else (_t1040 := ([_c846[_x] for _x in _t1039] if (_t1039 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _t1027.append(_t1028)
        _t1043 = _l0
        _t1044 = len(_t1027) + 1
        if _t1044 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1045 = st.chooser(_t1044, _t1043)
            else:
                _t1045 = _st_bits(_t1044.bit_length())
                while _t1045 >= _t1044: _t1045 = _st_bits(_t1044.bit_length())
            L[3] = _t1027[_t1045 - 1] if _t1045 else None; st.decisions += 1
        elif _decide851(st, L, _t1027, _t1043): raise _PlayoutCut849()
        if (L[3] is None):
            break
        _t1046 = L[3]
        _t1047 = (11 + _l0)
        if type(_t1046) is int and _st_log is None:
            _t1048 = _st_zones[(_t1049 := _st_loc[_t1046])]
            if _t1048[-1] == _t1046: _t1048.pop()
            else: _t1048.remove(_t1046)
            _st_zones[_t1047].append(_t1046); _st_loc[_t1046] = _t1047
            _t1050 = _leaving853[_t1049]
            if _memo0 and _t1050 & 1: _memo0.clear()
            if _memo2 and _t1050 & 4: _memo2.clear()
            if _memo4 and _t1050 & 16: _memo4.clear()
            if _memo7 and _t1050 & 128: _memo7.clear()
            if _memo9 and _t1050 & 512: _memo9.clear()
        elif _t1046 is not None:
            _move_cards852(st, _t1046, _t1047, False)
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
        L[2] = (_t1051 if -1000000000000000000 <= (_t1051 := L[2] + 1) <= 1000000000000000000 else _beyond854(_t1051))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' joins the flight with ', _plain857(L[2]), ' ', _plain857(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #248 playout 238057a3>
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
    _t945 = L[1]
    _t946 = (15 + _l0)
    if type(_t945) is int and _st_log is None:
        _t947 = _st_zones[(_t948 := _st_loc[_t945])]
        if _t947[-1] == _t945: _t947.pop()
        else: _t947.remove(_t945)
        _st_zones[_t946].append(_t945); _st_loc[_t945] = _t946
        _t949 = _leaving775[_t948]
        if _memo0 and _t949 & 1: _memo0.clear()
        if _memo2 and _t949 & 4: _memo2.clear()
        if _memo4 and _t949 & 16: _memo4.clear()
        if _memo7 and _t949 & 128: _memo7.clear()
        if _memo9 and _t949 & 512: _memo9.clear()
    elif _t945 is not None:
        _move_cards774(st, _t945, _t946, False)
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
    _t979 = (_k825 or [])
    st.budget -= len(_t979)
    if st.budget < 0: _spent768(st)
    for _t978 in _t979:
        _i7[3] = _t978
        _t981 = _st_zones[(7 + _t978)]
        st.budget -= len(_t981)
        if st.budget < 0: _spent768(st)
        _t985 = _NOT_YET
        _t987 = _NOT_YET
        _t988 = _NOT_YET
        _t989 = _NOT_YET
        _t992 = _NOT_YET
        _t994 = _NOT_YET
        _t995 = _NOT_YET
        _t996 = _NOT_YET
        _t980 = []
        for _t982 in _t981:
            if ((_c826[_t982] == _i7l0) or (((_t989 if _t989 is not _NOT_YET else (_t989 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t985 if _t985 is not _NOT_YET else (_t985 := _a828(st))) if (_t988 if _t988 is not _NOT_YET else (_t988 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t987 if _t987 is not _NOT_YET else (_t987 := ([_c829[_x] for _x in _t986] if (_t986 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c826[_t982] == (_t996 if _t996 is not _NOT_YET else (_t996 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t992 if _t992 is not _NOT_YET else (_t992 := _a831(st))) if (_t995 if _t995 is not _NOT_YET else (_t995 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t994 if _t994 is not _NOT_YET else (_t994 := ([_c829[_x] for _x in _t993] if (_t993 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))):
                _t980.append(_t982)
        _i7[4] = _t980
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_t978), "'s queued aliens board the flight"]))
            _t997 = _i7[4]
            _t998 = (11 + _t978)
            if type(_t997) is list and _st_log is None:
                for _t999 in _t997:
                    _t1000 = _st_zones[_st_loc[_t999]]
                    if _t1000[-1] == _t999: _t1000.pop()
                    else: _t1000.remove(_t999)
                    _st_zones[_t998].append(_t999); _st_loc[_t999] = _t998
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t997 is not None:
                _move_cards774(st, _t997, _t998, False)
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
    for _t1001 in (_o832[_l0] or []):
        L[5] = _t1001
        if not ((_t1001 != _l0)): continue
        if _p859(st, [_t1001, L[2], None, None]) == 3: return 3
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The flight to the ', _plain772(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo860(1)
    if _p861(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #249 playout 8f7e7756>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit863(_k864)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent865(st)
        _t1054 = _st_zones[0]
        _t1053 = (2 if False else 1)
        if st.log is None and _t1054:
            _t1052 = _t1054.pop(); _st_zones[_t1053].append(_t1052); st.loc[_t1052] = _t1053
        elif _t1054:
            _move_cards866(st, _t1054[-1], _t1053, False)
        if _memo2: _memo2.clear()
        if _p867(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #250 playout ef6d4f29>
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
    _st_vars[10] = (_t669 if -1000000000000000000 <= (_t669 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond628(_t669))
    if _st_log is not None: _st_log.append(_Text632(_audience629(st), ['Turn ', _plain630(_st_vars[10]), ': ', _PlayerRef631(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a634(st))) else 1)
    _t673 = (_range635(1, L[1]) or [])
    st.budget -= len(_t673)
    if st.budget < 0: _spent627(st)
    for _t672 in _t673:
        L[4] = _t672
        _t674 = _st_zones[(2 if False else 1)]
        _t675 = _l0
        _t676 = len(_t674)
        if not _t676: _no_option638(_t675, 'alien to take')
        if _t676 <= 1 and _st_log is None:
            L[5] = _t674[0] if _t676 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t677 = st.chooser(_t676, _t675)
            else:
                _t677 = _st_bits(_t676.bit_length())
                while _t677 >= _t676: _t677 = _st_bits(_t676.bit_length())
            L[5] = _t674[_t677]; st.decisions += 1
        elif _decide639(st, L, _t674[:], _t675): raise _PlayoutCut636()
        _t678 = L[5]
        _t679 = (3 + _l0)
        if type(_t678) is int and _st_log is None:
            _t680 = _st_zones[(_t681 := _st_loc[_t678])]
            if _t680[-1] == _t678: _t680.pop()
            else: _t680.remove(_t678)
            _st_zones[_t679].append(_t678); _st_loc[_t678] = _t679
            _t682 = _leaving641[_t681]
            if _memo0 and _t682 & 1: _memo0.clear()
            if _memo1 and _t682 & 2: _memo1.clear()
            if _memo2 and _t682 & 4: _memo2.clear()
            if _memo3 and _t682 & 8: _memo3.clear()
            if _memo5 and _t682 & 32: _memo5.clear()
            if _memo6 and _t682 & 64: _memo6.clear()
            if _memo8 and _t682 & 256: _memo8.clear()
            if _memo9 and _t682 & 512: _memo9.clear()
        elif _t678 is not None:
            _move_cards640(st, _t678, _t679, False)
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
        _t685 = _st_zones[(3 + _l0)]
        _t686 = _l0
        _t687 = len(_t685) + 1
        if _t687 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t688 = st.chooser(_t687, _t686)
            else:
                _t688 = _st_bits(_t687.bit_length())
                while _t688 >= _t687: _t688 = _st_bits(_t687.bit_length())
            L[6] = _t685[_t688 - 1] if _t688 else None; st.decisions += 1
        elif _decide645(st, L, _t685[:], _t686): raise _PlayoutCut636()
        if (L[6] is not None):
            _t689 = L[6]
            _t690 = (7 + _l0)
            if type(_t689) is int and _st_log is None:
                _t691 = _st_zones[(_t692 := _st_loc[_t689])]
                if _t691[-1] == _t689: _t691.pop()
                else: _t691.remove(_t689)
                _st_zones[_t690].append(_t689); _st_loc[_t689] = _t690
                _t693 = _leaving646[_t692]
                if _memo0 and _t693 & 1: _memo0.clear()
                if _memo1 and _t693 & 2: _memo1.clear()
                if _memo2 and _t693 & 4: _memo2.clear()
                if _memo3 and _t693 & 8: _memo3.clear()
                if _memo4 and _t693 & 16: _memo4.clear()
                if _memo5 and _t693 & 32: _memo5.clear()
                if _memo6 and _t693 & 64: _memo6.clear()
                if _memo7 and _t693 & 128: _memo7.clear()
                if _memo8 and _t693 & 256: _memo8.clear()
                if _memo9 and _t693 & 512: _memo9.clear()
            elif _t689 is not None:
                _move_cards640(st, _t689, _t690, False)
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
    _t694 = (_joined647(_joined647(['no flight'], (['private flight'] if _a662(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d663(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d664(st, [_c665[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d666(st, [_l0, _c665[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a668(st))) else 2))) else [])) or [])
    _t728 = _l0
    _t729 = len(_t694)
    if not _t729: _no_option638(_t728, 'flight this turn')
    if _t729 <= 1 and _st_log is None:
        L[7] = _t694[0] if _t729 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t730 = st.chooser(_t729, _t728)
        else:
            _t730 = _st_bits(_t729.bit_length())
            while _t730 >= _t729: _t730 = _st_bits(_t729.bit_length())
        L[7] = _t694[_t730]; st.decisions += 1
    elif _decide670(st, L, _t694, _t728): raise _PlayoutCut636()
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

# <rulerun alienz.rules: turn #252 0af2618a>
def _loop(st):
    for _t1058 in st.zones[20]:
        if (_c884[_t1058] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #253 452f5e35>
def _loop(st):
    for _t1066 in st.zones[22]:
        return _c892[_t1066]
    return None

# <rulerun alienz.rules: turn #254 05e0fb3a>
def _loop(st):
    for _t1076 in st.zones[22]:
        return _c898[_t1076]
    return None

# <rulerun alienz.rules: turn #255 dc7fb405>
def _loop(st):
    for _t1083 in st.zones[22]:
        return _c901[_t1083]
    return None

# <rulerun alienz.rules: turn #256 a23a0343>
def _loop(st, L, _t1064):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1073 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1073)
    if st.budget < 0: _spent895(st)
    _t1078 = _NOT_YET
    _t1080 = _NOT_YET
    _t1081 = _NOT_YET
    _t1082 = _NOT_YET
    _t1085 = _NOT_YET
    _t1087 = _NOT_YET
    _t1088 = _NOT_YET
    _t1089 = _NOT_YET
    _t1075 = 0
    for _t1074 in _t1073:
        if ((_t1074 != _t1064) and ((_c896[_t1074] == _c897[_t1064]) or (((_t1082 if _t1082 is not _NOT_YET else (_t1082 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1078 if _t1078 is not _NOT_YET else (_t1078 := _a899(st))) if (_t1081 if _t1081 is not _NOT_YET else (_t1081 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1080 if _t1080 is not _NOT_YET else (_t1080 := ([_c900[_x] for _x in _t1079] if (_t1079 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c896[_t1074] == (_t1089 if _t1089 is not _NOT_YET else (_t1089 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1085 if _t1085 is not _NOT_YET else (_t1085 := _a902(st))) if (_t1088 if _t1088 is not _NOT_YET else (_t1088 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1087 if _t1087 is not _NOT_YET else (_t1087 := ([_c900[_x] for _x in _t1086] if (_t1086 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t1075 += 1
    return _t1075

# <rulerun alienz.rules: turn #257 743b9ade>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1063 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1063)
    if st.budget < 0: _spent890(st)
    _t1068 = _NOT_YET
    _t1070 = _NOT_YET
    _t1071 = _NOT_YET
    _t1072 = _NOT_YET
    _t1091 = _NOT_YET
    _t1092 = _NOT_YET
    _t1093 = _NOT_YET
    for _t1064 in _t1063:
        if (_memo7[(L[0], _t1064,)] if (L[0], _t1064,) in _memo7 else _memo7.setdefault((L[0], _t1064,), ((_c891[_t1064] != (_t1072 if _t1072 is not _NOT_YET else (_t1072 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1068 if _t1068 is not _NOT_YET else (_t1068 := _a893(st))) if (_t1071 if _t1071 is not _NOT_YET else (_t1071 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1070 if _t1070 is not _NOT_YET else (_t1070 := ([_c894[_x] for _x in _t1069] if (_t1069 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a903(st, L, _t1064) >= (_t1093 if _t1093 is not _NOT_YET else (_t1093 := (3 if (_t1092 if _t1092 is not _NOT_YET else (_t1092 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t1091 if _t1091 is not _NOT_YET else (_t1091 := ([_c894[_x] for _x in _t1090] if (_t1090 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #258 f47d47df>
def _loop(st):
    for _t1094 in st.zones[20]:
        if (_c909[_t1094] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 9cc2ccce>
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
            _t1055 = L[0]
            _t1056 = len(_o)
            if not _t1056: _no_option880(_t1055, 'alien to take')
            if _t1056 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1056 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1057 = st.chooser(_t1056, _t1055)
                else:
                    _t1057 = _st_bits(_t1056.bit_length())
                    while _t1057 >= _t1056: _t1057 = _st_bits(_t1056.bit_length())
                L[5] = _o[_t1057]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1057)
            elif _decide882(st, L, _o[:], _t1055): return True
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
            _t1060 = L[0]
            _t1061 = len(_o) + 1
            if _t1061 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1062 = st.chooser(_t1061, _t1060)
                else:
                    _t1062 = _st_bits(_t1061.bit_length())
                    while _t1062 >= _t1061: _t1062 = _st_bits(_t1061.bit_length())
                L[6] = _o[_t1062 - 1] if _t1062 else None; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1062)
            elif _decide887(st, L, _o[:], _t1060): return True
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
            _t1096 = L[0]
            _t1097 = len(_o)
            if not _t1097: _no_option880(_t1096, 'flight this turn')
            if _t1097 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1097 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1098 = st.chooser(_t1097, _t1096)
                else:
                    _t1098 = _st_bits(_t1097.bit_length())
                    while _t1098 >= _t1097: _t1098 = _st_bits(_t1097.bit_length())
                L[7] = _o[_t1098]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t1098)
            elif _decide912(st, L, _o, _t1096): return True
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

# <rulerun alienz.rules: private_flight #260 541f586a>
def _loop(st):
    for _t1100 in st.zones[22]:
        return _c925[_t1100]
    return None

# <rulerun alienz.rules: private_flight #261 1199304b>
def _loop(st):
    for _t1110 in st.zones[22]:
        return _c931[_t1110]
    return None

# <rulerun alienz.rules: private_flight #262 7f026143>
def _loop(st):
    for _t1117 in st.zones[22]:
        return _c934[_t1117]
    return None

# <rulerun alienz.rules: private_flight #263 c22bedf2>
def _loop(st, L, _t1099):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1107 = _st_zones[(3 + L[0])]
    st.budget -= len(_t1107)
    if st.budget < 0: _spent928(st)
    _t1112 = _NOT_YET
    _t1114 = _NOT_YET
    _t1115 = _NOT_YET
    _t1116 = _NOT_YET
    _t1119 = _NOT_YET
    _t1121 = _NOT_YET
    _t1122 = _NOT_YET
    _t1123 = _NOT_YET
    _t1109 = 0
    for _t1108 in _t1107:
        if ((_t1108 != _t1099) and ((_c929[_t1108] == _c930[_t1099]) or (((_t1116 if _t1116 is not _NOT_YET else (_t1116 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1112 if _t1112 is not _NOT_YET else (_t1112 := _a932(st))) if (_t1115 if _t1115 is not _NOT_YET else (_t1115 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1114 if _t1114 is not _NOT_YET else (_t1114 := ([_c933[_x] for _x in _t1113] if (_t1113 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c929[_t1108] == (_t1123 if _t1123 is not _NOT_YET else (_t1123 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1119 if _t1119 is not _NOT_YET else (_t1119 := _a935(st))) if (_t1122 if _t1122 is not _NOT_YET else (_t1122 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1121 if _t1121 is not _NOT_YET else (_t1121 := ([_c933[_x] for _x in _t1120] if (_t1120 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))))))):
            _t1109 += 1
    return _t1109

# <rulerun alienz.rules: private_flight #264 6bab509c>
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
            _t1102 = _NOT_YET
            _t1104 = _NOT_YET
            _t1105 = _NOT_YET
            _t1106 = _NOT_YET
            _t1125 = _NOT_YET
            _t1126 = _NOT_YET
            _t1127 = _NOT_YET
            _o = []
            for _t1099 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t1099,)] if (L[0], _t1099,) in _memo7 else _memo7.setdefault((L[0], _t1099,), ((_c924[_t1099] != (_t1106 if _t1106 is not _NOT_YET else (_t1106 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1102 if _t1102 is not _NOT_YET else (_t1102 := _a926(st))) if (_t1105 if _t1105 is not _NOT_YET else (_t1105 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1104 if _t1104 is not _NOT_YET else (_t1104 := ([_c927[_x] for _x in _t1103] if (_t1103 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))) and (_a936(st, L, _t1099) >= (_t1127 if _t1127 is not _NOT_YET else (_t1127 := (3 if (_t1126 if _t1126 is not _NOT_YET else (_t1126 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t1125 if _t1125 is not _NOT_YET else (_t1125 := ([_c927[_x] for _x in _t1124] if (_t1124 := _st_zones[20]) is not _NOT_YET else None)))))))) else 2))))))): _o.append(_t1099)
            fr[1] = 1
            _t1128 = L[0]
            _t1129 = len(_o)
            if not _t1129: _no_option938(_t1128, 'planet for a private flight')
            if _t1129 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1129 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1130 = st.chooser(_t1129, _t1128)
                else:
                    _t1130 = _st_bits(_t1129.bit_length())
                    while _t1130 >= _t1129: _t1130 = _st_bits(_t1129.bit_length())
                L[1] = _o[_t1130]; st.decisions += 1
                if st.thread_player is not None: _answered939(st, _t1130)
            elif _decide940(st, L, _o, _t1128): return True
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

# <rulerun alienz.rules: board_own #266 cf045b83>
def _loop(st):
    for _t1131 in st.zones[20]:
        if (_c966[_t1131] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 9b0b5f76>
def _loop(st):
    for _t1134 in st.zones[22]:
        return _c969[_t1134]
    return None

# <rulerun alienz.rules: board_own #268 a5d0b5fb>
def _loop(st):
    for _t1141 in st.zones[22]:
        return _c972[_t1141]
    return None

# <rulerun alienz.rules: board_own #269 6f46131c>
def _loop(st):
    for _t1152 in st.zones[22]:
        return _c979[_t1152]
    return None

# <rulerun alienz.rules: board_own #270 44d82ee6>
def _loop(st):
    for _t1159 in st.zones[22]:
        return _c981[_t1159]
    return None

# <rulerun alienz.rules: board_own #271 39851baf>
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
            _t1136 = _NOT_YET
            _t1138 = _NOT_YET
            _t1139 = _NOT_YET
            _t1140 = _NOT_YET
            _t1143 = _NOT_YET
            _t1145 = _NOT_YET
            _t1146 = _NOT_YET
            _t1147 = _NOT_YET
            _o = []
            for _t1133 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1133] == L[1]) or (((_t1140 if _t1140 is not _NOT_YET else (_t1140 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1136 if _t1136 is not _NOT_YET else (_t1136 := _a970(st))) if (_t1139 if _t1139 is not _NOT_YET else (_t1139 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1138 if _t1138 is not _NOT_YET else (_t1138 := ([_c971[_x] for _x in _t1137] if (_t1137 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c968[_t1133] == (_t1147 if _t1147 is not _NOT_YET else (_t1147 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1143 if _t1143 is not _NOT_YET else (_t1143 := _a973(st))) if (_t1146 if _t1146 is not _NOT_YET else (_t1146 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1145 if _t1145 is not _NOT_YET else (_t1145 := ([_c971[_x] for _x in _t1144] if (_t1144 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1133)
            fr[1] = 5
            _t1148 = L[0]
            _t1149 = len(_o)
            if not _t1149: _no_option975(_t1148, 'alien to fly')
            if _t1149 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1149 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1150 = st.chooser(_t1149, _t1148)
                else:
                    _t1150 = _st_bits(_t1149.bit_length())
                    while _t1150 >= _t1149: _t1150 = _st_bits(_t1149.bit_length())
                L[4] = _o[_t1150]; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1150)
            elif _decide977(st, L, _o, _t1148): return True
            pc = 5
        if pc == 5:
            _r = _run978(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1154 = _NOT_YET
            _t1156 = _NOT_YET
            _t1157 = _NOT_YET
            _t1158 = _NOT_YET
            _t1161 = _NOT_YET
            _t1163 = _NOT_YET
            _t1164 = _NOT_YET
            _t1165 = _NOT_YET
            _o = []
            for _t1151 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1151] == L[1]) or (((_t1158 if _t1158 is not _NOT_YET else (_t1158 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1154 if _t1154 is not _NOT_YET else (_t1154 := _a980(st))) if (_t1157 if _t1157 is not _NOT_YET else (_t1157 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1156 if _t1156 is not _NOT_YET else (_t1156 := ([_c971[_x] for _x in _t1155] if (_t1155 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c968[_t1151] == (_t1165 if _t1165 is not _NOT_YET else (_t1165 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1161 if _t1161 is not _NOT_YET else (_t1161 := _a982(st))) if (_t1164 if _t1164 is not _NOT_YET else (_t1164 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1163 if _t1163 is not _NOT_YET else (_t1163 := ([_c971[_x] for _x in _t1162] if (_t1162 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1151)
            fr[1] = 8
            _t1166 = L[0]
            _t1167 = len(_o) + 1
            if _t1167 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1168 = st.chooser(_t1167, _t1166)
                else:
                    _t1168 = _st_bits(_t1167.bit_length())
                    while _t1168 >= _t1167: _t1168 = _st_bits(_t1167.bit_length())
                L[5] = _o[_t1168 - 1] if _t1168 else None; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1168)
            elif _decide984(st, L, _o, _t1166): return True
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

# <rulerun alienz.rules: join #272 b8377b11>
def _loop(st):
    for _t1170 in st.zones[22]:
        return _c994[_t1170]
    return None

# <rulerun alienz.rules: join #273 e391e52d>
def _loop(st):
    for _t1177 in st.zones[22]:
        return _c997[_t1177]
    return None

# <rulerun alienz.rules: join #274 bb45ebd5>
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
            _t1172 = _NOT_YET
            _t1174 = _NOT_YET
            _t1175 = _NOT_YET
            _t1176 = _NOT_YET
            _t1179 = _NOT_YET
            _t1181 = _NOT_YET
            _t1182 = _NOT_YET
            _t1183 = _NOT_YET
            _o = []
            for _t1169 in _st_zones[(3 + L[0])]:
                if ((_c993[_t1169] == L[1]) or (((_t1176 if _t1176 is not _NOT_YET else (_t1176 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1172 if _t1172 is not _NOT_YET else (_t1172 := _a995(st))) if (_t1175 if _t1175 is not _NOT_YET else (_t1175 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1174 if _t1174 is not _NOT_YET else (_t1174 := ([_c996[_x] for _x in _t1173] if (_t1173 := _st_zones[20]) is not _NOT_YET else None)))))))) else None))))) is not None) and (_c993[_t1169] == (_t1183 if _t1183 is not _NOT_YET else (_t1183 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1179 if _t1179 is not _NOT_YET else (_t1179 := _a998(st))) if (_t1182 if _t1182 is not _NOT_YET else (_t1182 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1181 if _t1181 is not _NOT_YET else (_t1181 := ([_c996[_x] for _x in _t1180] if (_t1180 := _st_zones[20]) is not _NOT_YET else None)))))))) else None)))))))): _o.append(_t1169)
            fr[1] = 3
            _t1184 = L[0]
            _t1185 = len(_o) + 1
            if _t1185 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1186 = st.chooser(_t1185, _t1184)
                else:
                    _t1186 = _st_bits(_t1185.bit_length())
                    while _t1186 >= _t1185: _t1186 = _st_bits(_t1185.bit_length())
                L[3] = _o[_t1186 - 1] if _t1186 else None; st.decisions += 1
                if st.thread_player is not None: _answered1000(st, _t1186)
            elif _decide1001(st, L, _o, _t1184): return True
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

# <rulerun alienz.rules: round #275 playout de219768>
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
        _st_vars[9] = (_t1187 if -1000000000000000000 <= (_t1187 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1012(_t1187))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1016(_audience1013(st), ['Round ', _plain1014(_st_vars[9]), ': ', _PlayerRef1015(_st_vars[8]), ' deals and ', _PlayerRef1015(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1188 = _joined1018(_joined1018(_joined1018(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1189 = 0
        if _t1188 is not None:
            _move_cards1017(st, _t1188, _t1189, True)
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
        _t1190 = _st_zones[(2 if False else 1)][:]
        _t1191 = 0
        if _t1190 is not None:
            _move_cards1017(st, _t1190, _t1191, True)
        if _memo2: _memo2.clear()
        _t1192 = list(_chain1019(map(_st_zones.__getitem__, _k1020)))
        _t1193 = 0
        if _t1192 is not None:
            _move_cards1017(st, _t1192, _t1193, True)
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
        _t1194 = _joined1018(list(_chain1021(map(_st_zones.__getitem__, _k1022))), list(_chain1023(map(_st_zones.__getitem__, _k1024))))
        _t1195 = 0
        if _t1194 is not None:
            _move_cards1017(st, _t1194, _t1195, True)
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
        _t1196 = list(_chain1025(map(_st_zones.__getitem__, _k1026)))
        _t1197 = 0
        if _t1196 is not None:
            _move_cards1017(st, _t1196, _t1197, True)
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

