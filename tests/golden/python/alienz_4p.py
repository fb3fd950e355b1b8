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

# <rulerun alienz.rules: turn #29 52cb7c83>
def _loop(st):
    for _t78 in st.zones[22]:
        return _c108[_t78]
    return None

# <rulerun alienz.rules: turn #30 c26c50e0>
def _loop(st):
    for _t84 in st.zones[22]:
        return _c111[_t84]
    return None

# <rulerun alienz.rules: turn #31 c7157426>
def _loop(st, L, _t67):
    _st_zones = st.zones
    _t75 = _st_zones[(3 + L[0])]
    st.budget -= len(_t75)
    if st.budget < 0: _spent105(st)
    _t80 = _NOT_YET
    _t81 = _NOT_YET
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t86 = _NOT_YET
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    _t89 = _NOT_YET
    _t77 = 0
    for _t76 in _t75:
        if ((_t76 != _t67) and ((_c106[_t76] == _c107[_t67]) or (((_t83 if _t83 is not _NOT_YET else (_t83 := ((_t80 if _t80 is not _NOT_YET else (_t80 := _a109(st))) if (_t82 if _t82 is not _NOT_YET else (_t82 := ('asteroid_storm' in (_t81 if _t81 is not _NOT_YET else (_t81 := list(map(_c110.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c106[_t76] == (_t89 if _t89 is not _NOT_YET else (_t89 := ((_t86 if _t86 is not _NOT_YET else (_t86 := _a112(st))) if (_t88 if _t88 is not _NOT_YET else (_t88 := ('asteroid_storm' in (_t87 if _t87 is not _NOT_YET else (_t87 := list(map(_c110.__getitem__, _st_zones[20]))))))) else None))))))):
            _t77 += 1
    return _t77

# <rulerun alienz.rules: turn #32 6acd513b>
def _loop(st, L):
    _st_zones = st.zones
    _t66 = _st_zones[(3 + L[0])]
    st.budget -= len(_t66)
    if st.budget < 0: _spent100(st)
    _t71 = _NOT_YET
    _t72 = _NOT_YET
    _t73 = _NOT_YET
    _t74 = _NOT_YET
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t92 = _NOT_YET
    for _t67 in _t66:
        if ((_c101[_t67] != (_t74 if _t74 is not _NOT_YET else (_t74 := ((_t71 if _t71 is not _NOT_YET else (_t71 := _a103(st))) if (_t73 if _t73 is not _NOT_YET else (_t73 := ('asteroid_storm' in (_t72 if _t72 is not _NOT_YET else (_t72 := list(map(_c104.__getitem__, _st_zones[20]))))))) else None)))) and (_a113(st, L, _t67) >= (_t92 if _t92 is not _NOT_YET else (_t92 := (3 if (_t91 if _t91 is not _NOT_YET else (_t91 := ('group' in (_t90 if _t90 is not _NOT_YET else (_t90 := list(map(_c104.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 88e6f0b4>
def _loop(st):
    for _t93 in st.zones[22]:
        return _c116[_t93]
    return None

# <rulerun alienz.rules: turn #34 3dc8524f>
def _loop(st):
    for _t95 in st.zones[20]:
        if (_c118[_t95] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 bde4708c>
def _native(st, L):
    return (L[0] != (_a117(st) if _a119(st) else None))

# <rulerun alienz.rules: turn #36 d2763383>
def _loop(st):
    for _t100 in st.zones[22]:
        return _c124[_t100]
    return None

# <rulerun alienz.rules: turn #37 98da0ef7>
def _loop(st):
    for _t106 in st.zones[22]:
        return _c127[_t106]
    return None

# <rulerun alienz.rules: matching #38 e2f29d89>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent122(st)
    _t98 = _st_zones[(3 + L[0])]
    st.budget -= len(_t98)
    if st.budget < 0: _spent122(st)
    _t102 = _NOT_YET
    _t103 = _NOT_YET
    _t104 = _NOT_YET
    _t105 = _NOT_YET
    _t108 = _NOT_YET
    _t109 = _NOT_YET
    _t110 = _NOT_YET
    _t111 = _NOT_YET
    _t97 = 0
    for _t99 in _t98:
        if ((_c123[_t99] == _l1) or (((_t105 if _t105 is not _NOT_YET else (_t105 := ((_t102 if _t102 is not _NOT_YET else (_t102 := _a125(st))) if (_t104 if _t104 is not _NOT_YET else (_t104 := ('asteroid_storm' in (_t103 if _t103 is not _NOT_YET else (_t103 := list(map(_c126.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c123[_t99] == (_t111 if _t111 is not _NOT_YET else (_t111 := ((_t108 if _t108 is not _NOT_YET else (_t108 := _a128(st))) if (_t110 if _t110 is not _NOT_YET else (_t110 := ('asteroid_storm' in (_t109 if _t109 is not _NOT_YET else (_t109 := list(map(_c126.__getitem__, _st_zones[20]))))))) else None)))))):
            _t97 += 1
    return _t97

# <rulerun alienz.rules: turn #39 3f0a4eaa>
def _loop(st):
    for _t112 in st.zones[20]:
        if (_c130[_t112] == 'group'):
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

# <rulerun alienz.rules: private_flight #46 86a26b5d>
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
    _t114 = _l1
    _t115 = (15 + _l0)
    if type(_t114) is int and _st_log is None:
        _t116 = _st_zones[(_t117 := _st_loc[_t114])]
        if _t116[-1] == _t114: _t116.pop()
        else: _t116.remove(_t114)
        _st_zones[_t115].append(_t114); _st_loc[_t114] = _t115
        _t118 = _leaving134[_t117]
        if _memo0 and _t118 & 1: _memo0.clear()
        if _memo2 and _t118 & 4: _memo2.clear()
        if _memo4 and _t118 & 16: _memo4.clear()
        if _memo7 and _t118 & 128: _memo7.clear()
        if _memo9 and _t118 & 512: _memo9.clear()
    elif _t114 is not None:
        _move_cards133(st, _t114, _t115, False)
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

# <rulerun alienz.rules: private_flight #47 b8e16a3d>
def _loop(st):
    for _t124 in st.zones[22]:
        return _c142[_t124]
    return None

# <rulerun alienz.rules: private_flight #48 9fc81f5a>
def _loop(st):
    for _t130 in st.zones[22]:
        return _c145[_t130]
    return None

# <rulerun alienz.rules: private_flight #49 5b381bb4>
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
    _t120 = (_k139 or [])
    st.budget -= len(_t120)
    if st.budget < 0: _spent140(st)
    for _t119 in _t120:
        _i0[3] = _t119
        _t122 = _st_zones[(7 + _t119)]
        st.budget -= len(_t122)
        if st.budget < 0: _spent140(st)
        _t126 = _NOT_YET
        _t127 = _NOT_YET
        _t128 = _NOT_YET
        _t129 = _NOT_YET
        _t132 = _NOT_YET
        _t133 = _NOT_YET
        _t134 = _NOT_YET
        _t135 = _NOT_YET
        _t121 = []
        for _t123 in _t122:
            if ((_c141[_t123] == _i0l0) or (((_t129 if _t129 is not _NOT_YET else (_t129 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t126 if _t126 is not _NOT_YET else (_t126 := _a143(st))) if (_t128 if _t128 is not _NOT_YET else (_t128 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t127 if _t127 is not _NOT_YET else (_t127 := list(map(_c144.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c141[_t123] == (_t135 if _t135 is not _NOT_YET else (_t135 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t132 if _t132 is not _NOT_YET else (_t132 := _a146(st))) if (_t134 if _t134 is not _NOT_YET else (_t134 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t133 if _t133 is not _NOT_YET else (_t133 := list(map(_c144.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t121.append(_t123)
        _i0[4] = _t121
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_PlayerRef148(_t119), "'s queued aliens board the flight"]))
            _t136 = _i0[4]
            _t137 = (11 + _t119)
            if type(_t136) is list and _st_log is None:
                for _t138 in _t136:
                    _t139 = _st_zones[_st_loc[_t138]]
                    if _t139[-1] == _t138: _t139.pop()
                    else: _t139.remove(_t138)
                    _st_zones[_t137].append(_t138); _st_loc[_t138] = _t137
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t136 is not None:
                _move_cards150(st, _t136, _t137, False)
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

# <rulerun alienz.rules: private_flight #51 54d2a50f>
def _loop(st):
    for _t140 in st.zones[22]:
        return _c153[_t140]
    return None

# <rulerun alienz.rules: private_flight #52 41065b67>
def _loop(st):
    for _t142 in st.zones[20]:
        if (_c155[_t142] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 7d88c8b7>
def _loop(st):
    for _t147 in st.zones[22]:
        return _c160[_t147]
    return None

# <rulerun alienz.rules: private_flight #54 35291c5d>
def _loop(st):
    for _t153 in st.zones[22]:
        return _c163[_t153]
    return None

# <rulerun alienz.rules: private_flight #55 d3d82594>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t144 = _st_zones[(3 + L[0])]
    st.budget -= len(_t144)
    if st.budget < 0: _spent157(st)
    _t149 = _NOT_YET
    _t150 = _NOT_YET
    _t151 = _NOT_YET
    _t152 = _NOT_YET
    _t155 = _NOT_YET
    _t156 = _NOT_YET
    _t157 = _NOT_YET
    _t158 = _NOT_YET
    _t146 = 0
    for _t145 in _t144:
        if ((_t145 != _l1) and ((_c158[_t145] == _c159[_l1]) or (((_t152 if _t152 is not _NOT_YET else (_t152 := ((_t149 if _t149 is not _NOT_YET else (_t149 := _a161(st))) if (_t151 if _t151 is not _NOT_YET else (_t151 := ('asteroid_storm' in (_t150 if _t150 is not _NOT_YET else (_t150 := list(map(_c162.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c158[_t145] == (_t158 if _t158 is not _NOT_YET else (_t158 := ((_t155 if _t155 is not _NOT_YET else (_t155 := _a164(st))) if (_t157 if _t157 is not _NOT_YET else (_t157 := ('asteroid_storm' in (_t156 if _t156 is not _NOT_YET else (_t156 := list(map(_c162.__getitem__, _st_zones[20]))))))) else None))))))):
            _t146 += 1
    return _t146

# <rulerun alienz.rules: private_flight #56 39e45cfb>
def _loop(st):
    for _t159 in st.zones[20]:
        if (_c166[_t159] == 'group'):
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

# <rulerun alienz.rules: commercial_flight #61 2803c558>
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
    _t161 = L[1]
    _t162 = (15 + _l0)
    if type(_t161) is int and _st_log is None:
        _t163 = _st_zones[(_t164 := _st_loc[_t161])]
        if _t163[-1] == _t161: _t163.pop()
        else: _t163.remove(_t161)
        _st_zones[_t162].append(_t161); _st_loc[_t161] = _t162
        _t165 = _leaving174[_t164]
        if _memo0 and _t165 & 1: _memo0.clear()
        if _memo2 and _t165 & 4: _memo2.clear()
        if _memo4 and _t165 & 16: _memo4.clear()
        if _memo7 and _t165 & 128: _memo7.clear()
        if _memo9 and _t165 & 512: _memo9.clear()
    elif _t161 is not None:
        _move_cards173(st, _t161, _t162, False)
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

# <rulerun alienz.rules: commercial_flight #62 e5391a5d>
def _loop(st):
    for _t171 in st.zones[22]:
        return _c179[_t171]
    return None

# <rulerun alienz.rules: commercial_flight #63 b68d799c>
def _loop(st):
    for _t177 in st.zones[22]:
        return _c182[_t177]
    return None

# <rulerun alienz.rules: commercial_flight #64 c0a287a7>
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
    _t167 = (_k176 or [])
    st.budget -= len(_t167)
    if st.budget < 0: _spent177(st)
    for _t166 in _t167:
        _i1[3] = _t166
        _t169 = _st_zones[(7 + _t166)]
        st.budget -= len(_t169)
        if st.budget < 0: _spent177(st)
        _t173 = _NOT_YET
        _t174 = _NOT_YET
        _t175 = _NOT_YET
        _t176 = _NOT_YET
        _t179 = _NOT_YET
        _t180 = _NOT_YET
        _t181 = _NOT_YET
        _t182 = _NOT_YET
        _t168 = []
        for _t170 in _t169:
            if ((_c178[_t170] == _i1l0) or (((_t176 if _t176 is not _NOT_YET else (_t176 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t173 if _t173 is not _NOT_YET else (_t173 := _a180(st))) if (_t175 if _t175 is not _NOT_YET else (_t175 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t174 if _t174 is not _NOT_YET else (_t174 := list(map(_c181.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c178[_t170] == (_t182 if _t182 is not _NOT_YET else (_t182 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t179 if _t179 is not _NOT_YET else (_t179 := _a183(st))) if (_t181 if _t181 is not _NOT_YET else (_t181 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t180 if _t180 is not _NOT_YET else (_t180 := list(map(_c181.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t168.append(_t170)
        _i1[4] = _t168
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(_t166), "'s queued aliens board the flight"]))
            _t183 = _i1[4]
            _t184 = (11 + _t166)
            if type(_t183) is list and _st_log is None:
                for _t185 in _t183:
                    _t186 = _st_zones[_st_loc[_t185]]
                    if _t186[-1] == _t185: _t186.pop()
                    else: _t186.remove(_t185)
                    _st_zones[_t184].append(_t185); _st_loc[_t185] = _t184
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t183 is not None:
                _move_cards187(st, _t183, _t184, False)
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

# <rulerun alienz.rules: board_own #76 7a8da801>
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
    _t187 = L[3]
    _t188 = (11 + L[0])
    if type(_t187) is int and st.log is None:
        _t189 = _st_zones[(_t190 := _st_loc[_t187])]
        if _t189[-1] == _t187: _t189.pop()
        else: _t189.remove(_t187)
        _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
        _t191 = _leaving195[_t190]
        if _memo0 and _t191 & 1: _memo0.clear()
        if _memo2 and _t191 & 4: _memo2.clear()
        if _memo4 and _t191 & 16: _memo4.clear()
        if _memo7 and _t191 & 128: _memo7.clear()
        if _memo9 and _t191 & 512: _memo9.clear()
    elif _t187 is not None:
        _move_cards194(st, _t187, _t188, False)
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
    L[2] = (_t192 if -1000000000000000000 <= (_t192 := L[2] + 1) <= 1000000000000000000 else _beyond196(_t192))

# <rulerun alienz.rules: board_own #77 93d234ef>
def _loop(st):
    for _t193 in st.zones[20]:
        if (_c198[_t193] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 49243536>
def _loop(st):
    for _t197 in st.zones[22]:
        return _c201[_t197]
    return None

# <rulerun alienz.rules: board_own #79 9046781b>
def _loop(st):
    for _t203 in st.zones[22]:
        return _c204[_t203]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 cb8d7b5a>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c210[_t214]
    return None

# <rulerun alienz.rules: board_own #82 ea5a56b5>
def _loop(st):
    for _t220 in st.zones[22]:
        return _c212[_t220]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 3e29e2d0>
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
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t202 = _NOT_YET
            _t205 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t208 = _NOT_YET
            _t195 = []
            for _t196 in _st_zones[(3 + _l0)]:
                if ((_c200[_t196] == _l1) or (((_t202 if _t202 is not _NOT_YET else (_t202 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t199 if _t199 is not _NOT_YET else (_t199 := _a202(st))) if (_t201 if _t201 is not _NOT_YET else (_t201 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t200 if _t200 is not _NOT_YET else (_t200 := list(map(_c203.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c200[_t196] == (_t208 if _t208 is not _NOT_YET else (_t208 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t205 if _t205 is not _NOT_YET else (_t205 := _a205(st))) if (_t207 if _t207 is not _NOT_YET else (_t207 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t206 if _t206 is not _NOT_YET else (_t206 := list(map(_c203.__getitem__, _st_zones[20]))))))))) else None)))))))): _t195.append(_t196)
            _t209 = _l0
            _t210 = len(_t195)
            if not _t210: _no_option208(_t209, 'alien to fly')
            if _t210 <= 1 and _st_log is None:
                L[4] = _t195[0] if _t210 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t211 = st.chooser(_t210, _t209)
                else:
                    _t211 = _st_bits(_t210.bit_length())
                    while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
                L[4] = _t195[_t211]; st.decisions += 1
            elif _decide209(st, L, _t195, _t209): raise _PlayoutCut206()
            L[3] = L[4]
        else:
            _t216 = _NOT_YET
            _t217 = _NOT_YET
            _t218 = _NOT_YET
            _t219 = _NOT_YET
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t224 = _NOT_YET
            _t225 = _NOT_YET
            _t212 = []
            for _t213 in _st_zones[(3 + _l0)]:
                if ((_c200[_t213] == _l1) or (((_t219 if _t219 is not _NOT_YET else (_t219 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t216 if _t216 is not _NOT_YET else (_t216 := _a211(st))) if (_t218 if _t218 is not _NOT_YET else (_t218 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t217 if _t217 is not _NOT_YET else (_t217 := list(map(_c203.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c200[_t213] == (_t225 if _t225 is not _NOT_YET else (_t225 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t222 if _t222 is not _NOT_YET else (_t222 := _a213(st))) if (_t224 if _t224 is not _NOT_YET else (_t224 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t223 if _t223 is not _NOT_YET else (_t223 := list(map(_c203.__getitem__, _st_zones[20]))))))))) else None)))))))): _t212.append(_t213)
            _t226 = _l0
            _t227 = len(_t212) + 1
            if _t227 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t228 = st.chooser(_t227, _t226)
                else:
                    _t228 = _st_bits(_t227.bit_length())
                    while _t228 >= _t227: _t228 = _st_bits(_t227.bit_length())
                L[5] = _t212[_t228 - 1] if _t228 else None; st.decisions += 1
            elif _decide215(st, L, _t212, _t226): raise _PlayoutCut206()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t229 = L[3]
        _t230 = (11 + _l0)
        if type(_t229) is int and _st_log is None:
            _t231 = _st_zones[(_t232 := _st_loc[_t229])]
            if _t231[-1] == _t229: _t231.pop()
            else: _t231.remove(_t229)
            _st_zones[_t230].append(_t229); _st_loc[_t229] = _t230
            _t233 = _leaving217[_t232]
            if _memo0 and _t233 & 1: _memo0.clear()
            if _memo2 and _t233 & 4: _memo2.clear()
            if _memo4 and _t233 & 16: _memo4.clear()
            if _memo7 and _t233 & 128: _memo7.clear()
            if _memo9 and _t233 & 512: _memo9.clear()
        elif _t229 is not None:
            _move_cards216(st, _t229, _t230, False)
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
        L[2] = (_t234 if -1000000000000000000 <= (_t234 := L[2] + 1) <= 1000000000000000000 else _beyond218(_t234))

# <rulerun alienz.rules: board_own #85 932bb7d9>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text222(_audience219(st), [_PlayerRef220(L[0]), ' flies ', _plain221(_l2), ' ', _plain221(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain221(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 8c20195e>
def _loop(st):
    for _t235 in st.zones[20]:
        if (_c223[_t235] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 967f50da>
def _native(st, L):
    return (L[2] < (3 if _a224(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 f2d781c9>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c226[_t237]
    return None

# <rulerun alienz.rules: board_own #91 501171d0>
def _loop(st):
    for _t239 in st.zones[20]:
        if (_c228[_t239] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 393f2e14>
def _loop(st):
    for _t241 in st.zones[22]:
        return _c230[_t241]
    return None

# <rulerun alienz.rules: board_own #93 feb18bfd>
def _loop(st):
    for _t243 in st.zones[20]:
        if (_c232[_t243] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 a7b4a0cf>
def _native(st, L):
    _l4 = L[4]
    return ((_c225[_l4] == L[1]) or (((_a227(st) if _a229(st) else None) is not None) and (_c225[_l4] == (_a231(st) if _a233(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 d1388577>
def _loop(st):
    for _t245 in st.zones[22]:
        return _c235[_t245]
    return None

# <rulerun alienz.rules: board_own #97 f93eafff>
def _loop(st):
    for _t247 in st.zones[20]:
        if (_c237[_t247] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 3c5e8e2b>
def _loop(st):
    for _t249 in st.zones[22]:
        return _c239[_t249]
    return None

# <rulerun alienz.rules: board_own #99 bda4e283>
def _loop(st):
    for _t251 in st.zones[20]:
        if (_c241[_t251] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 f43d41f3>
def _native(st, L):
    _l5 = L[5]
    return ((_c234[_l5] == L[1]) or (((_a236(st) if _a238(st) else None) is not None) and (_c234[_l5] == (_a240(st) if _a242(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 231b1659>
def _loop(st):
    for _t258 in st.zones[22]:
        return _c246[_t258]
    return None

# <rulerun alienz.rules: board_queue #103 b86484af>
def _loop(st):
    for _t264 in st.zones[22]:
        return _c249[_t264]
    return None

# <rulerun alienz.rules: board_queue #104 26671179>
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
    _t254 = (_k243 or [])
    st.budget -= len(_t254)
    if st.budget < 0: _spent244(st)
    for _t253 in _t254:
        L[3] = _t253
        _t256 = _st_zones[(7 + _t253)]
        st.budget -= len(_t256)
        if st.budget < 0: _spent244(st)
        _t260 = _NOT_YET
        _t261 = _NOT_YET
        _t262 = _NOT_YET
        _t263 = _NOT_YET
        _t266 = _NOT_YET
        _t267 = _NOT_YET
        _t268 = _NOT_YET
        _t269 = _NOT_YET
        _t255 = []
        for _t257 in _t256:
            if ((_c245[_t257] == _l0) or (((_t263 if _t263 is not _NOT_YET else (_t263 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t260 if _t260 is not _NOT_YET else (_t260 := _a247(st))) if (_t262 if _t262 is not _NOT_YET else (_t262 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t261 if _t261 is not _NOT_YET else (_t261 := list(map(_c248.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c245[_t257] == (_t269 if _t269 is not _NOT_YET else (_t269 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t266 if _t266 is not _NOT_YET else (_t266 := _a250(st))) if (_t268 if _t268 is not _NOT_YET else (_t268 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t267 if _t267 is not _NOT_YET else (_t267 := list(map(_c248.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t255.append(_t257)
        L[4] = _t255
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text253(_audience251(st), [_PlayerRef252(_t253), "'s queued aliens board the flight"]))
            _t270 = L[4]
            _t271 = (11 + _t253)
            if type(_t270) is list and _st_log is None:
                for _t272 in _t270:
                    _t273 = _st_zones[_st_loc[_t272]]
                    if _t273[-1] == _t272: _t273.pop()
                    else: _t273.remove(_t272)
                    _st_zones[_t271].append(_t272); _st_loc[_t272] = _t271
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t270 is not None:
                _move_cards254(st, _t270, _t271, False)
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

# <rulerun alienz.rules: join #106 14de4c27>
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
    _t274 = L[3]
    _t275 = (11 + L[0])
    if type(_t274) is int and st.log is None:
        _t276 = _st_zones[(_t277 := _st_loc[_t274])]
        if _t276[-1] == _t274: _t276.pop()
        else: _t276.remove(_t274)
        _st_zones[_t275].append(_t274); _st_loc[_t274] = _t275
        _t278 = _leaving256[_t277]
        if _memo0 and _t278 & 1: _memo0.clear()
        if _memo2 and _t278 & 4: _memo2.clear()
        if _memo4 and _t278 & 16: _memo4.clear()
        if _memo7 and _t278 & 128: _memo7.clear()
        if _memo9 and _t278 & 512: _memo9.clear()
    elif _t274 is not None:
        _move_cards255(st, _t274, _t275, False)
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
    L[2] = (_t279 if -1000000000000000000 <= (_t279 := L[2] + 1) <= 1000000000000000000 else _beyond257(_t279))

# <rulerun alienz.rules: join #107 51d22bd2>
def _loop(st):
    for _t282 in st.zones[22]:
        return _c260[_t282]
    return None

# <rulerun alienz.rules: join #108 4f71cb1c>
def _loop(st):
    for _t288 in st.zones[22]:
        return _c263[_t288]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 f1a1b8ed>
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
        _t284 = _NOT_YET
        _t285 = _NOT_YET
        _t286 = _NOT_YET
        _t287 = _NOT_YET
        _t290 = _NOT_YET
        _t291 = _NOT_YET
        _t292 = _NOT_YET
        _t293 = _NOT_YET
        _t280 = []
        for _t281 in _st_zones[(3 + _l0)]:
            if ((_c259[_t281] == L[1]) or (((_t287 if _t287 is not _NOT_YET else (_t287 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t284 if _t284 is not _NOT_YET else (_t284 := _a261(st))) if (_t286 if _t286 is not _NOT_YET else (_t286 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t285 if _t285 is not _NOT_YET else (_t285 := list(map(_c262.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c259[_t281] == (_t293 if _t293 is not _NOT_YET else (_t293 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t290 if _t290 is not _NOT_YET else (_t290 := _a264(st))) if (_t292 if _t292 is not _NOT_YET else (_t292 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t291 if _t291 is not _NOT_YET else (_t291 := list(map(_c262.__getitem__, _st_zones[20]))))))))) else None)))))))): _t280.append(_t281)
        _t294 = _l0
        _t295 = len(_t280) + 1
        if _t295 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t296 = st.chooser(_t295, _t294)
            else:
                _t296 = _st_bits(_t295.bit_length())
                while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
            L[3] = _t280[_t296 - 1] if _t296 else None; st.decisions += 1
        elif _decide267(st, L, _t280, _t294): raise _PlayoutCut265()
        if (L[3] is None):
            break
        _t297 = L[3]
        _t298 = (11 + _l0)
        if type(_t297) is int and _st_log is None:
            _t299 = _st_zones[(_t300 := _st_loc[_t297])]
            if _t299[-1] == _t297: _t299.pop()
            else: _t299.remove(_t297)
            _st_zones[_t298].append(_t297); _st_loc[_t297] = _t298
            _t301 = _leaving269[_t300]
            if _memo0 and _t301 & 1: _memo0.clear()
            if _memo2 and _t301 & 4: _memo2.clear()
            if _memo4 and _t301 & 16: _memo4.clear()
            if _memo7 and _t301 & 128: _memo7.clear()
            if _memo9 and _t301 & 512: _memo9.clear()
        elif _t297 is not None:
            _move_cards268(st, _t297, _t298, False)
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
        L[2] = (_t302 if -1000000000000000000 <= (_t302 := L[2] + 1) <= 1000000000000000000 else _beyond270(_t302))

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

# <rulerun alienz.rules: join #114 9e82c3e9>
def _loop(st):
    for _t303 in st.zones[22]:
        return _c276[_t303]
    return None

# <rulerun alienz.rules: join #115 0c66b573>
def _loop(st):
    for _t305 in st.zones[20]:
        if (_c278[_t305] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 3ec749d2>
def _loop(st):
    for _t307 in st.zones[22]:
        return _c280[_t307]
    return None

# <rulerun alienz.rules: join #117 63e5dfb7>
def _loop(st):
    for _t309 in st.zones[20]:
        if (_c282[_t309] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 dc15833f>
def _native(st, L):
    _l3 = L[3]
    return ((_c275[_l3] == L[1]) or (((_a277(st) if _a279(st) else None) is not None) and (_c275[_l3] == (_a281(st) if _a283(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 584dff6a>
def _loop(st, _t311):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t313 = (_k287 or ())
    st.budget -= len(_t313)
    if st.budget < 0: _spent288(st)
    _t316 = _NOT_YET
    _t317 = _NOT_YET
    _t315 = 0
    for _t314 in _t313:
        if ((_memo6[(_t311, _t314,)] if (_t311, _t314,) in _memo6 else _memo6.setdefault((_t311, _t314,), ((_t316 if _t316 is not _NOT_YET else (_t316 := list(map(_c289.__getitem__, _st_zones[(11 + _t311)])))).count(_t314) + (_t317 if _t317 is not _NOT_YET else (_t317 := list(map(_c290.__getitem__, _st_zones[(15 + _t311)])))).count(_t314)))) > 0):
            _t315 += 1
    return _t315

# <rulerun alienz.rules: scoring #121 af18ae0d>
def _loop(st, _t319, _t326):
    _t329 = 0
    for _t328 in st.zones[(11 + _t326)]:
        if (_c298[_t328] == _t319):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #122 100dbe36>
def _loop(st, _t319, _t326):
    _t331 = 0
    for _t330 in st.zones[(15 + _t326)]:
        if (_c300[_t330] == _t319):
            _t331 += 1
    return _t331

# <rulerun alienz.rules: scoring #123 c2f7e4c5>
def _loop(st, _t319):
    _memo6 = st.memos[6]
    _t325 = (_k296 or ())
    st.budget -= len(_t325)
    if st.budget < 0: _spent297(st)
    _t327 = None
    for _t326 in _t325:
        _t332 = (_memo6[(_t326, _t319,)] if (_t326, _t319,) in _memo6 else _memo6.setdefault((_t326, _t319,), (_a299(st, _t319, _t326) + _a301(st, _t319, _t326))))
        if _t327 is None or _t332 > _t327:
            _t327 = _t332
    return _t327

# <rulerun alienz.rules: scoring #124 a169e3ec>
def _loop(st, _t311):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t318 = (_k292 or ())
    st.budget -= len(_t318)
    if st.budget < 0: _spent293(st)
    _t321 = _NOT_YET
    _t322 = _NOT_YET
    _t323 = _NOT_YET
    _t324 = _NOT_YET
    _t333 = _NOT_YET
    _t334 = _NOT_YET
    _t320 = 0
    for _t319 in _t318:
        if (((_memo6[(_t311, _t319,)] if (_t311, _t319,) in _memo6 else _memo6.setdefault((_t311, _t319,), ((_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c294.__getitem__, _st_zones[(11 + _t311)])))).count(_t319) + (_t322 if _t322 is not _NOT_YET else (_t322 := list(map(_c295.__getitem__, _st_zones[(15 + _t311)])))).count(_t319)))) > 0) and ((_memo6[(_t311, _t319,)] if (_t311, _t319,) in _memo6 else _memo6.setdefault((_t311, _t319,), ((_t323 if _t323 is not _NOT_YET else (_t323 := list(map(_c294.__getitem__, _st_zones[(11 + _t311)])))).count(_t319) + (_t324 if _t324 is not _NOT_YET else (_t324 := list(map(_c295.__getitem__, _st_zones[(15 + _t311)])))).count(_t319)))) == (_memo5[_t319] if _t319 in _memo5 else _memo5.setdefault(_t319, _a302(st, _t319))))):
            _t320 += (_memo6[(_t311, _t319,)] if (_t311, _t319,) in _memo6 else _memo6.setdefault((_t311, _t319,), ((_t333 if _t333 is not _NOT_YET else (_t333 := list(map(_c294.__getitem__, _st_zones[(11 + _t311)])))).count(_t319) + (_t334 if _t334 is not _NOT_YET else (_t334 := list(map(_c295.__getitem__, _st_zones[(15 + _t311)])))).count(_t319))))
    return _t320

# <rulerun alienz.rules: scoring #125 ef353e82>
def _loop(st, _t336, _t341):
    _t344 = 0
    for _t343 in st.zones[(11 + _t341)]:
        if (_c310[_t343] == _t336):
            _t344 += 1
    return _t344

# <rulerun alienz.rules: scoring #126 f8a1b09b>
def _loop(st, _t336, _t341):
    _t346 = 0
    for _t345 in st.zones[(15 + _t341)]:
        if (_c312[_t345] == _t336):
            _t346 += 1
    return _t346

# <rulerun alienz.rules: scoring #127 2f250b4e>
def _loop(st, _t311, _t336):
    _memo6 = st.memos[6]
    _t340 = (_k308 or ())
    st.budget -= len(_t340)
    if st.budget < 0: _spent309(st)
    for _t341 in _t340:
        if not (((_t341 == _t311) or ((_memo6[(_t341, _t336,)] if (_t341, _t336,) in _memo6 else _memo6.setdefault((_t341, _t336,), (_a311(st, _t336, _t341) + _a313(st, _t336, _t341)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 dd018e1d>
def _loop(st, _t311):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t335 = (_k304 or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent305(st)
    _t338 = _NOT_YET
    _t339 = _NOT_YET
    _t337 = 0
    for _t336 in _t335:
        if (((_memo6[(_t311, _t336,)] if (_t311, _t336,) in _memo6 else _memo6.setdefault((_t311, _t336,), ((_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c306.__getitem__, _st_zones[(11 + _t311)])))).count(_t336) + (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c307.__getitem__, _st_zones[(15 + _t311)])))).count(_t336)))) > 0) and _a314(st, _t311, _t336)):
            _t337 += 1
    return _t337

# <rulerun alienz.rules: scoring #129 6efa71e5>
def _loop(st, _t347, _t350):
    _t353 = 0
    for _t352 in st.zones[(11 + _t347)]:
        if (_c319[_t352] == _t350):
            _t353 += 1
    return _t353

# <rulerun alienz.rules: scoring #130 c54c5d1c>
def _loop(st, _t347, _t350):
    _t355 = 0
    for _t354 in st.zones[(15 + _t347)]:
        if (_c321[_t354] == _t350):
            _t355 += 1
    return _t355

# <rulerun alienz.rules: scoring #131 d4cf4c65>
def _loop(st, _t347, _t350):
    _t357 = 0
    for _t356 in st.zones[(11 + _t347)]:
        if (_c325[_t356] == _t350):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #132 17607833>
def _loop(st, _t347, _t350):
    _t359 = 0
    for _t358 in st.zones[(15 + _t347)]:
        if (_c327[_t358] == _t350):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #133 80375012>
def _loop(st, _t347):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t360 = (_k332 or ())
    st.budget -= len(_t360)
    if st.budget < 0: _spent333(st)
    _t363 = _NOT_YET
    _t364 = _NOT_YET
    _t362 = 0
    for _t361 in _t360:
        if ((_memo6[(_t347, _t361,)] if (_t347, _t361,) in _memo6 else _memo6.setdefault((_t347, _t361,), ((_t363 if _t363 is not _NOT_YET else (_t363 := list(map(_c334.__getitem__, _st_zones[(11 + _t347)])))).count(_t361) + (_t364 if _t364 is not _NOT_YET else (_t364 := list(map(_c335.__getitem__, _st_zones[(15 + _t347)])))).count(_t361)))) > 0):
            _t362 += 1
    return _t362

# <rulerun alienz.rules: scoring #134 2f80e781>
def _loop(st, _t366, _t373):
    _t376 = 0
    for _t375 in st.zones[(11 + _t373)]:
        if (_c343[_t375] == _t366):
            _t376 += 1
    return _t376

# <rulerun alienz.rules: scoring #135 33bb48f9>
def _loop(st, _t366, _t373):
    _t378 = 0
    for _t377 in st.zones[(15 + _t373)]:
        if (_c345[_t377] == _t366):
            _t378 += 1
    return _t378

# <rulerun alienz.rules: scoring #136 8ec7ddd2>
def _loop(st, _t366):
    _memo6 = st.memos[6]
    _t372 = (_k341 or ())
    st.budget -= len(_t372)
    if st.budget < 0: _spent342(st)
    _t374 = None
    for _t373 in _t372:
        _t379 = (_memo6[(_t373, _t366,)] if (_t373, _t366,) in _memo6 else _memo6.setdefault((_t373, _t366,), (_a344(st, _t366, _t373) + _a346(st, _t366, _t373))))
        if _t374 is None or _t379 > _t374:
            _t374 = _t379
    return _t374

# <rulerun alienz.rules: scoring #137 9afd7e55>
def _loop(st, _t347):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t365 = (_k337 or ())
    st.budget -= len(_t365)
    if st.budget < 0: _spent338(st)
    _t368 = _NOT_YET
    _t369 = _NOT_YET
    _t370 = _NOT_YET
    _t371 = _NOT_YET
    _t380 = _NOT_YET
    _t381 = _NOT_YET
    _t367 = 0
    for _t366 in _t365:
        if (((_memo6[(_t347, _t366,)] if (_t347, _t366,) in _memo6 else _memo6.setdefault((_t347, _t366,), ((_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c339.__getitem__, _st_zones[(11 + _t347)])))).count(_t366) + (_t369 if _t369 is not _NOT_YET else (_t369 := list(map(_c340.__getitem__, _st_zones[(15 + _t347)])))).count(_t366)))) > 0) and ((_memo6[(_t347, _t366,)] if (_t347, _t366,) in _memo6 else _memo6.setdefault((_t347, _t366,), ((_t370 if _t370 is not _NOT_YET else (_t370 := list(map(_c339.__getitem__, _st_zones[(11 + _t347)])))).count(_t366) + (_t371 if _t371 is not _NOT_YET else (_t371 := list(map(_c340.__getitem__, _st_zones[(15 + _t347)])))).count(_t366)))) == (_memo5[_t366] if _t366 in _memo5 else _memo5.setdefault(_t366, _a347(st, _t366))))):
            _t367 += (_memo6[(_t347, _t366,)] if (_t347, _t366,) in _memo6 else _memo6.setdefault((_t347, _t366,), ((_t380 if _t380 is not _NOT_YET else (_t380 := list(map(_c339.__getitem__, _st_zones[(11 + _t347)])))).count(_t366) + (_t381 if _t381 is not _NOT_YET else (_t381 := list(map(_c340.__getitem__, _st_zones[(15 + _t347)])))).count(_t366))))
    return _t367

# <rulerun alienz.rules: scoring #138 091bd9d5>
def _loop(st, _t383, _t388):
    _t391 = 0
    for _t390 in st.zones[(11 + _t388)]:
        if (_c355[_t390] == _t383):
            _t391 += 1
    return _t391

# <rulerun alienz.rules: scoring #139 1d3f91a8>
def _loop(st, _t383, _t388):
    _t393 = 0
    for _t392 in st.zones[(15 + _t388)]:
        if (_c357[_t392] == _t383):
            _t393 += 1
    return _t393

# <rulerun alienz.rules: scoring #140 27707df7>
def _loop(st, _t347, _t383):
    _memo6 = st.memos[6]
    _t387 = (_k353 or ())
    st.budget -= len(_t387)
    if st.budget < 0: _spent354(st)
    for _t388 in _t387:
        if not (((_t388 == _t347) or ((_memo6[(_t388, _t383,)] if (_t388, _t383,) in _memo6 else _memo6.setdefault((_t388, _t383,), (_a356(st, _t383, _t388) + _a358(st, _t383, _t388)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 d18eb346>
def _loop(st, _t347):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t382 = (_k349 or ())
    st.budget -= len(_t382)
    if st.budget < 0: _spent350(st)
    _t385 = _NOT_YET
    _t386 = _NOT_YET
    _t384 = 0
    for _t383 in _t382:
        if (((_memo6[(_t347, _t383,)] if (_t347, _t383,) in _memo6 else _memo6.setdefault((_t347, _t383,), ((_t385 if _t385 is not _NOT_YET else (_t385 := list(map(_c351.__getitem__, _st_zones[(11 + _t347)])))).count(_t383) + (_t386 if _t386 is not _NOT_YET else (_t386 := list(map(_c352.__getitem__, _st_zones[(15 + _t347)])))).count(_t383)))) > 0) and _a359(st, _t347, _t383)):
            _t384 += 1
    return _t384

# <rulerun alienz.rules: scoring #142 c4493bd7>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k284)
    _t312 = (_k285 or [])
    st.budget -= len(_t312)
    if st.budget < 0: _spent286(st)
    for _t311 in _t312:
        L[2] = _t311
        _st_vars[4 + _t311] = (((((2 * (len(_st_zones[(11 + _t311)]) + len(_st_zones[(15 + _t311)]))) - (2 * len(_st_zones[(3 + _t311)]))) + (_memo1[_t311] if _t311 in _memo1 else _memo1.setdefault(_t311, _a291(st, _t311)))) + (_memo3[_t311] if _t311 in _memo3 else _memo3.setdefault(_t311, _a303(st, _t311)))) + (_memo8[_t311] if _t311 in _memo8 else _memo8.setdefault(_t311, (5 * _a315(st, _t311)))))
    _t348 = (_k316 or [])
    st.budget -= len(_t348)
    if st.budget < 0: _spent286(st)
    for _t347 in _t348:
        L[5] = _t347
        _st_vars[0 + _t347] = (_t349 if -1000000000000000000 <= (_t349 := _st_vars[0 + _t347] + _st_vars[4 + _t347]) <= 1000000000000000000 else _beyond317(_t349))
        L[6] = ''
        _t351 = (_k318 or [])
        st.budget -= len(_t351)
        if st.budget < 0: _spent286(st)
        for _t350 in _t351:
            L[9] = _t350
            if not (((_memo6[(_t347, _t350,)] if (_t347, _t350,) in _memo6 else _memo6.setdefault((_t347, _t350,), (_a320(st, _t347, _t350) + _a322(st, _t347, _t350)))) > 0)): continue
            L[6] = _text323(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain324(_t350) + ' ' + _plain324((_memo6[(_t347, _t350,)] if (_t347, _t350,) in _memo6 else _memo6.setdefault((_t347, _t350,), (_a326(st, _t347, _t350) + _a328(st, _t347, _t350))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t347), "'s score pile:", _plain324(L[6]), '; queued aliens set aside: ', _plain324(len(_st_zones[(7 + _t347)]))]))
        if _st_log is not None: _st_log.append(_Text331(_audience329(st), [_PlayerRef330(_t347), ' scores ', _plain324(_st_vars[4 + _t347]), ': +', _plain324((2 * (len(_st_zones[(11 + _t347)]) + len(_st_zones[(15 + _t347)])))), ' for ', _plain324((len(_st_zones[(11 + _t347)]) + len(_st_zones[(15 + _t347)]))), ' cards flown, -', _plain324((2 * len(_st_zones[(3 + _t347)]))), ' for ', _plain324(len(_st_zones[(3 + _t347)])), ' behind the screen, +', _plain324((_memo1[_t347] if _t347 in _memo1 else _memo1.setdefault(_t347, _a336(st, _t347)))), ' for colours, +', _plain324((_memo3[_t347] if _t347 in _memo3 else _memo3.setdefault(_t347, _a348(st, _t347)))), ' majorities, +', _plain324((_memo8[_t347] if _t347 in _memo8 else _memo8.setdefault(_t347, (5 * _a360(st, _t347))))), ' sole owner; total ', _plain324(_st_vars[0 + _t347])]))

# <rulerun alienz.rules: play #143 6e6b119c>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text362(_audience361(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game363(st, [], True); return 3
    st.vars[8] = _random_item364(st, _k365)

# <rulerun alienz.rules: play #144 e3158e34>
def _loop(st, _t394):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t396 = (_k369 or ())
    st.budget -= len(_t396)
    if st.budget < 0: _spent370(st)
    _t399 = _NOT_YET
    _t400 = _NOT_YET
    _t398 = 0
    for _t397 in _t396:
        if ((_memo6[(_t394, _t397,)] if (_t394, _t397,) in _memo6 else _memo6.setdefault((_t394, _t397,), ((_t399 if _t399 is not _NOT_YET else (_t399 := list(map(_c371.__getitem__, _st_zones[(11 + _t394)])))).count(_t397) + (_t400 if _t400 is not _NOT_YET else (_t400 := list(map(_c372.__getitem__, _st_zones[(15 + _t394)])))).count(_t397)))) > 0):
            _t398 += 1
    return _t398

# <rulerun alienz.rules: play #145 4b46f3f0>
def _loop(st, _t402, _t409):
    _t412 = 0
    for _t411 in st.zones[(11 + _t409)]:
        if (_c380[_t411] == _t402):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: play #146 d32e873c>
def _loop(st, _t402, _t409):
    _t414 = 0
    for _t413 in st.zones[(15 + _t409)]:
        if (_c382[_t413] == _t402):
            _t414 += 1
    return _t414

# <rulerun alienz.rules: play #147 3387c2d4>
def _loop(st, _t402):
    _memo6 = st.memos[6]
    _t408 = (_k378 or ())
    st.budget -= len(_t408)
    if st.budget < 0: _spent379(st)
    _t410 = None
    for _t409 in _t408:
        _t415 = (_memo6[(_t409, _t402,)] if (_t409, _t402,) in _memo6 else _memo6.setdefault((_t409, _t402,), (_a381(st, _t402, _t409) + _a383(st, _t402, _t409))))
        if _t410 is None or _t415 > _t410:
            _t410 = _t415
    return _t410

# <rulerun alienz.rules: play #148 0a678b86>
def _loop(st, _t394):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t401 = (_k374 or ())
    st.budget -= len(_t401)
    if st.budget < 0: _spent375(st)
    _t404 = _NOT_YET
    _t405 = _NOT_YET
    _t406 = _NOT_YET
    _t407 = _NOT_YET
    _t416 = _NOT_YET
    _t417 = _NOT_YET
    _t403 = 0
    for _t402 in _t401:
        if (((_memo6[(_t394, _t402,)] if (_t394, _t402,) in _memo6 else _memo6.setdefault((_t394, _t402,), ((_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c376.__getitem__, _st_zones[(11 + _t394)])))).count(_t402) + (_t405 if _t405 is not _NOT_YET else (_t405 := list(map(_c377.__getitem__, _st_zones[(15 + _t394)])))).count(_t402)))) > 0) and ((_memo6[(_t394, _t402,)] if (_t394, _t402,) in _memo6 else _memo6.setdefault((_t394, _t402,), ((_t406 if _t406 is not _NOT_YET else (_t406 := list(map(_c376.__getitem__, _st_zones[(11 + _t394)])))).count(_t402) + (_t407 if _t407 is not _NOT_YET else (_t407 := list(map(_c377.__getitem__, _st_zones[(15 + _t394)])))).count(_t402)))) == (_memo5[_t402] if _t402 in _memo5 else _memo5.setdefault(_t402, _a384(st, _t402))))):
            _t403 += (_memo6[(_t394, _t402,)] if (_t394, _t402,) in _memo6 else _memo6.setdefault((_t394, _t402,), ((_t416 if _t416 is not _NOT_YET else (_t416 := list(map(_c376.__getitem__, _st_zones[(11 + _t394)])))).count(_t402) + (_t417 if _t417 is not _NOT_YET else (_t417 := list(map(_c377.__getitem__, _st_zones[(15 + _t394)])))).count(_t402))))
    return _t403

# <rulerun alienz.rules: play #149 20bdef02>
def _loop(st, _t419, _t424):
    _t427 = 0
    for _t426 in st.zones[(11 + _t424)]:
        if (_c392[_t426] == _t419):
            _t427 += 1
    return _t427

# <rulerun alienz.rules: play #150 ead1877f>
def _loop(st, _t419, _t424):
    _t429 = 0
    for _t428 in st.zones[(15 + _t424)]:
        if (_c394[_t428] == _t419):
            _t429 += 1
    return _t429

# <rulerun alienz.rules: play #151 d83095ce>
def _loop(st, _t394, _t419):
    _memo6 = st.memos[6]
    _t423 = (_k390 or ())
    st.budget -= len(_t423)
    if st.budget < 0: _spent391(st)
    for _t424 in _t423:
        if not (((_t424 == _t394) or ((_memo6[(_t424, _t419,)] if (_t424, _t419,) in _memo6 else _memo6.setdefault((_t424, _t419,), (_a393(st, _t419, _t424) + _a395(st, _t419, _t424)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 62ae45c8>
def _loop(st, _t394):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t418 = (_k386 or ())
    st.budget -= len(_t418)
    if st.budget < 0: _spent387(st)
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t420 = 0
    for _t419 in _t418:
        if (((_memo6[(_t394, _t419,)] if (_t394, _t419,) in _memo6 else _memo6.setdefault((_t394, _t419,), ((_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c388.__getitem__, _st_zones[(11 + _t394)])))).count(_t419) + (_t422 if _t422 is not _NOT_YET else (_t422 := list(map(_c389.__getitem__, _st_zones[(15 + _t394)])))).count(_t419)))) > 0) and _a396(st, _t394, _t419)):
            _t420 += 1
    return _t420

# <rulerun alienz.rules: play #153 dfc99d04>
def _loop(st, _t430, _t433):
    _t436 = 0
    for _t435 in st.zones[(11 + _t430)]:
        if (_c401[_t435] == _t433):
            _t436 += 1
    return _t436

# <rulerun alienz.rules: play #154 a4581214>
def _loop(st, _t430, _t433):
    _t438 = 0
    for _t437 in st.zones[(15 + _t430)]:
        if (_c403[_t437] == _t433):
            _t438 += 1
    return _t438

# <rulerun alienz.rules: play #155 4e06611d>
def _loop(st, _t430, _t433):
    _t440 = 0
    for _t439 in st.zones[(11 + _t430)]:
        if (_c407[_t439] == _t433):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #156 bbba39bc>
def _loop(st, _t430, _t433):
    _t442 = 0
    for _t441 in st.zones[(15 + _t430)]:
        if (_c409[_t441] == _t433):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #157 8b9b9647>
def _loop(st, _t430):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t443 = (_k414 or ())
    st.budget -= len(_t443)
    if st.budget < 0: _spent415(st)
    _t446 = _NOT_YET
    _t447 = _NOT_YET
    _t445 = 0
    for _t444 in _t443:
        if ((_memo6[(_t430, _t444,)] if (_t430, _t444,) in _memo6 else _memo6.setdefault((_t430, _t444,), ((_t446 if _t446 is not _NOT_YET else (_t446 := list(map(_c416.__getitem__, _st_zones[(11 + _t430)])))).count(_t444) + (_t447 if _t447 is not _NOT_YET else (_t447 := list(map(_c417.__getitem__, _st_zones[(15 + _t430)])))).count(_t444)))) > 0):
            _t445 += 1
    return _t445

# <rulerun alienz.rules: play #158 ea7377e3>
def _loop(st, _t449, _t456):
    _t459 = 0
    for _t458 in st.zones[(11 + _t456)]:
        if (_c425[_t458] == _t449):
            _t459 += 1
    return _t459

# <rulerun alienz.rules: play #159 e648752b>
def _loop(st, _t449, _t456):
    _t461 = 0
    for _t460 in st.zones[(15 + _t456)]:
        if (_c427[_t460] == _t449):
            _t461 += 1
    return _t461

# <rulerun alienz.rules: play #160 be9a661f>
def _loop(st, _t449):
    _memo6 = st.memos[6]
    _t455 = (_k423 or ())
    st.budget -= len(_t455)
    if st.budget < 0: _spent424(st)
    _t457 = None
    for _t456 in _t455:
        _t462 = (_memo6[(_t456, _t449,)] if (_t456, _t449,) in _memo6 else _memo6.setdefault((_t456, _t449,), (_a426(st, _t449, _t456) + _a428(st, _t449, _t456))))
        if _t457 is None or _t462 > _t457:
            _t457 = _t462
    return _t457

# <rulerun alienz.rules: play #161 fec182b3>
def _loop(st, _t430):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t448 = (_k419 or ())
    st.budget -= len(_t448)
    if st.budget < 0: _spent420(st)
    _t451 = _NOT_YET
    _t452 = _NOT_YET
    _t453 = _NOT_YET
    _t454 = _NOT_YET
    _t463 = _NOT_YET
    _t464 = _NOT_YET
    _t450 = 0
    for _t449 in _t448:
        if (((_memo6[(_t430, _t449,)] if (_t430, _t449,) in _memo6 else _memo6.setdefault((_t430, _t449,), ((_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c421.__getitem__, _st_zones[(11 + _t430)])))).count(_t449) + (_t452 if _t452 is not _NOT_YET else (_t452 := list(map(_c422.__getitem__, _st_zones[(15 + _t430)])))).count(_t449)))) > 0) and ((_memo6[(_t430, _t449,)] if (_t430, _t449,) in _memo6 else _memo6.setdefault((_t430, _t449,), ((_t453 if _t453 is not _NOT_YET else (_t453 := list(map(_c421.__getitem__, _st_zones[(11 + _t430)])))).count(_t449) + (_t454 if _t454 is not _NOT_YET else (_t454 := list(map(_c422.__getitem__, _st_zones[(15 + _t430)])))).count(_t449)))) == (_memo5[_t449] if _t449 in _memo5 else _memo5.setdefault(_t449, _a429(st, _t449))))):
            _t450 += (_memo6[(_t430, _t449,)] if (_t430, _t449,) in _memo6 else _memo6.setdefault((_t430, _t449,), ((_t463 if _t463 is not _NOT_YET else (_t463 := list(map(_c421.__getitem__, _st_zones[(11 + _t430)])))).count(_t449) + (_t464 if _t464 is not _NOT_YET else (_t464 := list(map(_c422.__getitem__, _st_zones[(15 + _t430)])))).count(_t449))))
    return _t450

# <rulerun alienz.rules: play #162 c59e8cb7>
def _loop(st, _t466, _t471):
    _t474 = 0
    for _t473 in st.zones[(11 + _t471)]:
        if (_c437[_t473] == _t466):
            _t474 += 1
    return _t474

# <rulerun alienz.rules: play #163 9278c4cf>
def _loop(st, _t466, _t471):
    _t476 = 0
    for _t475 in st.zones[(15 + _t471)]:
        if (_c439[_t475] == _t466):
            _t476 += 1
    return _t476

# <rulerun alienz.rules: play #164 9109c02a>
def _loop(st, _t430, _t466):
    _memo6 = st.memos[6]
    _t470 = (_k435 or ())
    st.budget -= len(_t470)
    if st.budget < 0: _spent436(st)
    for _t471 in _t470:
        if not (((_t471 == _t430) or ((_memo6[(_t471, _t466,)] if (_t471, _t466,) in _memo6 else _memo6.setdefault((_t471, _t466,), (_a438(st, _t466, _t471) + _a440(st, _t466, _t471)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 3cb0e0fe>
def _loop(st, _t430):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t465 = (_k431 or ())
    st.budget -= len(_t465)
    if st.budget < 0: _spent432(st)
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t467 = 0
    for _t466 in _t465:
        if (((_memo6[(_t430, _t466,)] if (_t430, _t466,) in _memo6 else _memo6.setdefault((_t430, _t466,), ((_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c433.__getitem__, _st_zones[(11 + _t430)])))).count(_t466) + (_t469 if _t469 is not _NOT_YET else (_t469 := list(map(_c434.__getitem__, _st_zones[(15 + _t430)])))).count(_t466)))) > 0) and _a441(st, _t430, _t466)):
            _t467 += 1
    return _t467

# <rulerun alienz.rules: play #166 8d433b9e>
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
    _t395 = (_k367 or [])
    st.budget -= len(_t395)
    if st.budget < 0: _spent368(st)
    for _t394 in _t395:
        _i2[2] = _t394
        _st_vars[4 + _t394] = (((((2 * (len(_st_zones[(11 + _t394)]) + len(_st_zones[(15 + _t394)]))) - (2 * len(_st_zones[(3 + _t394)]))) + (_memo1[_t394] if _t394 in _memo1 else _memo1.setdefault(_t394, _a373(st, _t394)))) + (_memo3[_t394] if _t394 in _memo3 else _memo3.setdefault(_t394, _a385(st, _t394)))) + (_memo8[_t394] if _t394 in _memo8 else _memo8.setdefault(_t394, (5 * _a397(st, _t394)))))
    _t431 = (_k398 or [])
    st.budget -= len(_t431)
    if st.budget < 0: _spent368(st)
    for _t430 in _t431:
        _i2[5] = _t430
        _st_vars[0 + _t430] = (_t432 if -1000000000000000000 <= (_t432 := _st_vars[0 + _t430] + _st_vars[4 + _t430]) <= 1000000000000000000 else _beyond399(_t432))
        _i2[6] = ''
        _t434 = (_k400 or [])
        st.budget -= len(_t434)
        if st.budget < 0: _spent368(st)
        for _t433 in _t434:
            _i2[9] = _t433
            if not (((_memo6[(_t430, _t433,)] if (_t430, _t433,) in _memo6 else _memo6.setdefault((_t430, _t433,), (_a402(st, _t430, _t433) + _a404(st, _t430, _t433)))) > 0)): continue
            _i2[6] = _text405(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain406(_t433) + ' ' + _plain406((_memo6[(_t430, _t433,)] if (_t430, _t433,) in _memo6 else _memo6.setdefault((_t430, _t433,), (_a408(st, _t430, _t433) + _a410(st, _t430, _t433))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t430), "'s score pile:", _plain406(_i2[6]), '; queued aliens set aside: ', _plain406(len(_st_zones[(7 + _t430)]))]))
        if _st_log is not None: _st_log.append(_Text413(_audience411(st), [_PlayerRef412(_t430), ' scores ', _plain406(_st_vars[4 + _t430]), ': +', _plain406((2 * (len(_st_zones[(11 + _t430)]) + len(_st_zones[(15 + _t430)])))), ' for ', _plain406((len(_st_zones[(11 + _t430)]) + len(_st_zones[(15 + _t430)]))), ' cards flown, -', _plain406((2 * len(_st_zones[(3 + _t430)]))), ' for ', _plain406(len(_st_zones[(3 + _t430)])), ' behind the screen, +', _plain406((_memo1[_t430] if _t430 in _memo1 else _memo1.setdefault(_t430, _a418(st, _t430)))), ' for colours, +', _plain406((_memo3[_t430] if _t430 in _memo3 else _memo3.setdefault(_t430, _a430(st, _t430)))), ' majorities, +', _plain406((_memo8[_t430] if _t430 in _memo8 else _memo8.setdefault(_t430, (5 * _a442(st, _t430))))), ' sole owner; total ', _plain406(_st_vars[0 + _t430])]))
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

# <rulerun alienz.rules: turn #170 8be98df9>
def _loop(st):
    for _t480 in st.zones[20]:
        if (_c466[_t480] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 6d4c3611>
def _loop(st):
    for _t488 in st.zones[22]:
        return _c474[_t488]
    return None

# <rulerun alienz.rules: turn #172 b32094e5>
def _loop(st):
    for _t497 in st.zones[22]:
        return _c480[_t497]
    return None

# <rulerun alienz.rules: turn #173 fbc47b67>
def _loop(st):
    for _t503 in st.zones[22]:
        return _c483[_t503]
    return None

# <rulerun alienz.rules: turn #174 098ff228>
def _loop(st, L, _t486):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t494 = _st_zones[(3 + L[0])]
    st.budget -= len(_t494)
    if st.budget < 0: _spent477(st)
    _t499 = _NOT_YET
    _t500 = _NOT_YET
    _t501 = _NOT_YET
    _t502 = _NOT_YET
    _t505 = _NOT_YET
    _t506 = _NOT_YET
    _t507 = _NOT_YET
    _t508 = _NOT_YET
    _t496 = 0
    for _t495 in _t494:
        if ((_t495 != _t486) and ((_c478[_t495] == _c479[_t486]) or (((_t502 if _t502 is not _NOT_YET else (_t502 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t499 if _t499 is not _NOT_YET else (_t499 := _a481(st))) if (_t501 if _t501 is not _NOT_YET else (_t501 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t500 if _t500 is not _NOT_YET else (_t500 := list(map(_c482.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c478[_t495] == (_t508 if _t508 is not _NOT_YET else (_t508 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t505 if _t505 is not _NOT_YET else (_t505 := _a484(st))) if (_t507 if _t507 is not _NOT_YET else (_t507 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t506 if _t506 is not _NOT_YET else (_t506 := list(map(_c482.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: turn #175 1d8d021d>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t485 = _st_zones[(3 + L[0])]
    st.budget -= len(_t485)
    if st.budget < 0: _spent472(st)
    _t490 = _NOT_YET
    _t491 = _NOT_YET
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t509 = _NOT_YET
    _t510 = _NOT_YET
    _t511 = _NOT_YET
    for _t486 in _t485:
        if (_memo7[(L[0], _t486,)] if (L[0], _t486,) in _memo7 else _memo7.setdefault((L[0], _t486,), ((_c473[_t486] != (_t493 if _t493 is not _NOT_YET else (_t493 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t490 if _t490 is not _NOT_YET else (_t490 := _a475(st))) if (_t492 if _t492 is not _NOT_YET else (_t492 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t491 if _t491 is not _NOT_YET else (_t491 := list(map(_c476.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a485(st, L, _t486) >= (_t511 if _t511 is not _NOT_YET else (_t511 := (3 if (_t510 if _t510 is not _NOT_YET else (_t510 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t509 if _t509 is not _NOT_YET else (_t509 := list(map(_c476.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 e81fd2e5>
def _loop(st):
    for _t512 in st.zones[20]:
        if (_c491[_t512] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 d22d8b28>
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
            _t477 = L[0]
            _t478 = len(_o)
            if not _t478: _no_option462(_t477, 'alien to take')
            if _t478 <= 1 and _st_log is None:
                L[5] = _o[0] if _t478 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t479 = st.chooser(_t478, _t477)
                else:
                    _t479 = _st_bits(_t478.bit_length())
                    while _t479 >= _t478: _t479 = _st_bits(_t478.bit_length())
                L[5] = _o[_t479]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t479)
            elif _decide464(st, L, _o[:], _t477): return True
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
            _t482 = L[0]
            _t483 = len(_o) + 1
            if _t483 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t484 = st.chooser(_t483, _t482)
                else:
                    _t484 = _st_bits(_t483.bit_length())
                    while _t484 >= _t483: _t484 = _st_bits(_t483.bit_length())
                L[6] = _o[_t484 - 1] if _t484 else None; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t484)
            elif _decide469(st, L, _o[:], _t482): return True
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
            _t514 = L[0]
            _t515 = len(_o)
            if not _t515: _no_option462(_t514, 'flight this turn')
            if _t515 <= 1 and _st_log is None:
                L[7] = _o[0] if _t515 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t516 = st.chooser(_t515, _t514)
                else:
                    _t516 = _st_bits(_t515.bit_length())
                    while _t516 >= _t515: _t516 = _st_bits(_t515.bit_length())
                L[7] = _o[_t516]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t516)
            elif _decide494(st, L, _o, _t514): return True
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

# <rulerun alienz.rules: private_flight #178 40d9e46c>
def _loop(st):
    for _t518 in st.zones[22]:
        return _c505[_t518]
    return None

# <rulerun alienz.rules: private_flight #179 92d655dc>
def _loop(st):
    for _t527 in st.zones[22]:
        return _c511[_t527]
    return None

# <rulerun alienz.rules: private_flight #180 ba5c9bac>
def _loop(st):
    for _t533 in st.zones[22]:
        return _c514[_t533]
    return None

# <rulerun alienz.rules: private_flight #181 35a099bb>
def _loop(st, L, _t517):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t524 = _st_zones[(3 + L[0])]
    st.budget -= len(_t524)
    if st.budget < 0: _spent508(st)
    _t529 = _NOT_YET
    _t530 = _NOT_YET
    _t531 = _NOT_YET
    _t532 = _NOT_YET
    _t535 = _NOT_YET
    _t536 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t526 = 0
    for _t525 in _t524:
        if ((_t525 != _t517) and ((_c509[_t525] == _c510[_t517]) or (((_t532 if _t532 is not _NOT_YET else (_t532 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t529 if _t529 is not _NOT_YET else (_t529 := _a512(st))) if (_t531 if _t531 is not _NOT_YET else (_t531 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t530 if _t530 is not _NOT_YET else (_t530 := list(map(_c513.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c509[_t525] == (_t538 if _t538 is not _NOT_YET else (_t538 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t535 if _t535 is not _NOT_YET else (_t535 := _a515(st))) if (_t537 if _t537 is not _NOT_YET else (_t537 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t536 if _t536 is not _NOT_YET else (_t536 := list(map(_c513.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t526 += 1
    return _t526

# <rulerun alienz.rules: private_flight #182 3c8be961>
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
            _t520 = _NOT_YET
            _t521 = _NOT_YET
            _t522 = _NOT_YET
            _t523 = _NOT_YET
            _t539 = _NOT_YET
            _t540 = _NOT_YET
            _t541 = _NOT_YET
            _o = []
            for _t517 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t517,)] if (L[0], _t517,) in _memo7 else _memo7.setdefault((L[0], _t517,), ((_c504[_t517] != (_t523 if _t523 is not _NOT_YET else (_t523 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t520 if _t520 is not _NOT_YET else (_t520 := _a506(st))) if (_t522 if _t522 is not _NOT_YET else (_t522 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t521 if _t521 is not _NOT_YET else (_t521 := list(map(_c507.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a516(st, L, _t517) >= (_t541 if _t541 is not _NOT_YET else (_t541 := (3 if (_t540 if _t540 is not _NOT_YET else (_t540 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t539 if _t539 is not _NOT_YET else (_t539 := list(map(_c507.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t517)
            fr[1] = 1
            _t542 = L[0]
            _t543 = len(_o)
            if not _t543: _no_option518(_t542, 'planet for a private flight')
            if _t543 <= 1 and _st_log is None:
                L[1] = _o[0] if _t543 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t544 = st.chooser(_t543, _t542)
                else:
                    _t544 = _st_bits(_t543.bit_length())
                    while _t544 >= _t543: _t544 = _st_bits(_t543.bit_length())
                L[1] = _o[_t544]; st.decisions += 1
                if st.thread_player is not None: _answered519(st, _t544)
            elif _decide520(st, L, _o, _t542): return True
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

# <rulerun alienz.rules: board_own #184 b14aa0d4>
def _loop(st):
    for _t545 in st.zones[20]:
        if (_c542[_t545] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 979790f0>
def _loop(st):
    for _t548 in st.zones[22]:
        return _c545[_t548]
    return None

# <rulerun alienz.rules: board_own #186 9ddccca2>
def _loop(st):
    for _t554 in st.zones[22]:
        return _c548[_t554]
    return None

# <rulerun alienz.rules: board_own #187 1ad017cf>
def _loop(st):
    for _t564 in st.zones[22]:
        return _c555[_t564]
    return None

# <rulerun alienz.rules: board_own #188 3dfebc15>
def _loop(st):
    for _t570 in st.zones[22]:
        return _c557[_t570]
    return None

# <rulerun alienz.rules: board_own #189 ecafc406>
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
            _t550 = _NOT_YET
            _t551 = _NOT_YET
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t556 = _NOT_YET
            _t557 = _NOT_YET
            _t558 = _NOT_YET
            _t559 = _NOT_YET
            _o = []
            for _t547 in _st_zones[(3 + L[0])]:
                if ((_c544[_t547] == L[1]) or (((_t553 if _t553 is not _NOT_YET else (_t553 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t550 if _t550 is not _NOT_YET else (_t550 := _a546(st))) if (_t552 if _t552 is not _NOT_YET else (_t552 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t551 if _t551 is not _NOT_YET else (_t551 := list(map(_c547.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c544[_t547] == (_t559 if _t559 is not _NOT_YET else (_t559 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t556 if _t556 is not _NOT_YET else (_t556 := _a549(st))) if (_t558 if _t558 is not _NOT_YET else (_t558 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t557 if _t557 is not _NOT_YET else (_t557 := list(map(_c547.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t547)
            fr[1] = 5
            _t560 = L[0]
            _t561 = len(_o)
            if not _t561: _no_option551(_t560, 'alien to fly')
            if _t561 <= 1 and _st_log is None:
                L[4] = _o[0] if _t561 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t562 = st.chooser(_t561, _t560)
                else:
                    _t562 = _st_bits(_t561.bit_length())
                    while _t562 >= _t561: _t562 = _st_bits(_t561.bit_length())
                L[4] = _o[_t562]; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t562)
            elif _decide553(st, L, _o, _t560): return True
            pc = 5
        if pc == 5:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t566 = _NOT_YET
            _t567 = _NOT_YET
            _t568 = _NOT_YET
            _t569 = _NOT_YET
            _t572 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _o = []
            for _t563 in _st_zones[(3 + L[0])]:
                if ((_c544[_t563] == L[1]) or (((_t569 if _t569 is not _NOT_YET else (_t569 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t566 if _t566 is not _NOT_YET else (_t566 := _a556(st))) if (_t568 if _t568 is not _NOT_YET else (_t568 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t567 if _t567 is not _NOT_YET else (_t567 := list(map(_c547.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c544[_t563] == (_t575 if _t575 is not _NOT_YET else (_t575 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t572 if _t572 is not _NOT_YET else (_t572 := _a558(st))) if (_t574 if _t574 is not _NOT_YET else (_t574 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t573 if _t573 is not _NOT_YET else (_t573 := list(map(_c547.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t563)
            fr[1] = 8
            _t576 = L[0]
            _t577 = len(_o) + 1
            if _t577 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t578 = st.chooser(_t577, _t576)
                else:
                    _t578 = _st_bits(_t577.bit_length())
                    while _t578 >= _t577: _t578 = _st_bits(_t577.bit_length())
                L[5] = _o[_t578 - 1] if _t578 else None; st.decisions += 1
                if st.thread_player is not None: _answered552(st, _t578)
            elif _decide560(st, L, _o, _t576): return True
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

# <rulerun alienz.rules: join #191 11413b68>
def _loop(st):
    for _t580 in st.zones[22]:
        return _c573[_t580]
    return None

# <rulerun alienz.rules: join #192 8e36c63f>
def _loop(st):
    for _t586 in st.zones[22]:
        return _c576[_t586]
    return None

# <rulerun alienz.rules: join #193 f77287fc>
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
            _t582 = _NOT_YET
            _t583 = _NOT_YET
            _t584 = _NOT_YET
            _t585 = _NOT_YET
            _t588 = _NOT_YET
            _t589 = _NOT_YET
            _t590 = _NOT_YET
            _t591 = _NOT_YET
            _o = []
            for _t579 in _st_zones[(3 + L[0])]:
                if ((_c572[_t579] == L[1]) or (((_t585 if _t585 is not _NOT_YET else (_t585 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t582 if _t582 is not _NOT_YET else (_t582 := _a574(st))) if (_t584 if _t584 is not _NOT_YET else (_t584 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t583 if _t583 is not _NOT_YET else (_t583 := list(map(_c575.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c572[_t579] == (_t591 if _t591 is not _NOT_YET else (_t591 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t588 if _t588 is not _NOT_YET else (_t588 := _a577(st))) if (_t590 if _t590 is not _NOT_YET else (_t590 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t589 if _t589 is not _NOT_YET else (_t589 := list(map(_c575.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t579)
            fr[1] = 3
            _t592 = L[0]
            _t593 = len(_o) + 1
            if _t593 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t594 = st.chooser(_t593, _t592)
                else:
                    _t594 = _st_bits(_t593.bit_length())
                    while _t594 >= _t593: _t594 = _st_bits(_t593.bit_length())
                L[3] = _o[_t594 - 1] if _t594 else None; st.decisions += 1
                if st.thread_player is not None: _answered579(st, _t594)
            elif _decide580(st, L, _o, _t592): return True
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

# <rulerun alienz.rules: turn #202 8cb83498>
def _loop(st):
    for _t596 in st.zones[20]:
        if (_c633[_t596] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 37fbba83>
def _loop(st):
    for _t609 in st.zones[20]:
        if (_c642[_t609] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 b6c607fa>
def _loop(st):
    for _t624 in st.zones[22]:
        return _c650[_t624]
    return None

# <rulerun alienz.rules: turn #205 70716569>
def _loop(st):
    for _t633 in st.zones[22]:
        return _c656[_t633]
    return None

# <rulerun alienz.rules: turn #206 03f120a1>
def _loop(st):
    for _t639 in st.zones[22]:
        return _c659[_t639]
    return None

# <rulerun alienz.rules: turn #207 05370a9c>
def _loop(st, L, _t622):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t630 = _st_zones[(3 + L[0])]
    st.budget -= len(_t630)
    if st.budget < 0: _spent653(st)
    _t635 = _NOT_YET
    _t636 = _NOT_YET
    _t637 = _NOT_YET
    _t638 = _NOT_YET
    _t641 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    _t644 = _NOT_YET
    _t632 = 0
    for _t631 in _t630:
        if ((_t631 != _t622) and ((_c654[_t631] == _c655[_t622]) or (((_t638 if _t638 is not _NOT_YET else (_t638 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t635 if _t635 is not _NOT_YET else (_t635 := _a657(st))) if (_t637 if _t637 is not _NOT_YET else (_t637 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t636 if _t636 is not _NOT_YET else (_t636 := list(map(_c658.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c654[_t631] == (_t644 if _t644 is not _NOT_YET else (_t644 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t641 if _t641 is not _NOT_YET else (_t641 := _a660(st))) if (_t643 if _t643 is not _NOT_YET else (_t643 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t642 if _t642 is not _NOT_YET else (_t642 := list(map(_c658.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t632 += 1
    return _t632

# <rulerun alienz.rules: turn #208 8f65082d>
def _loop(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t621 = _st_zones[(3 + _l0)]
    st.budget -= len(_t621)
    if st.budget < 0: _spent648(st)
    _t626 = _NOT_YET
    _t627 = _NOT_YET
    _t628 = _NOT_YET
    _t629 = _NOT_YET
    _t645 = _NOT_YET
    _t646 = _NOT_YET
    _t647 = _NOT_YET
    for _t622 in _t621:
        if (_memo7[(_l0, _t622,)] if (_l0, _t622,) in _memo7 else _memo7.setdefault((_l0, _t622,), ((_c649[_t622] != (_t629 if _t629 is not _NOT_YET else (_t629 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t626 if _t626 is not _NOT_YET else (_t626 := _a651(st))) if (_t628 if _t628 is not _NOT_YET else (_t628 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t627 if _t627 is not _NOT_YET else (_t627 := list(map(_c652.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a661(st, L, _t622) >= (_t647 if _t647 is not _NOT_YET else (_t647 := (3 if (_t646 if _t646 is not _NOT_YET else (_t646 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t645 if _t645 is not _NOT_YET else (_t645 := list(map(_c652.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 e4cec3e7>
def _loop(st):
    for _t648 in st.zones[20]:
        if (_c667[_t648] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 ab437a98>
def _loop(st):
    for _t655 in st.zones[22]:
        return _c671[_t655]
    return None

# <rulerun alienz.rules: turn #211 78a75572>
def _loop(st):
    for _t664 in st.zones[22]:
        return _c677[_t664]
    return None

# <rulerun alienz.rules: turn #212 d24f159d>
def _loop(st):
    for _t670 in st.zones[22]:
        return _c680[_t670]
    return None

# <rulerun alienz.rules: turn #213 33488ddd>
def _loop(st, _i3l0, _t654):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t661 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t661)
    if st.budget < 0: _spent674(st)
    _t666 = _NOT_YET
    _t667 = _NOT_YET
    _t668 = _NOT_YET
    _t669 = _NOT_YET
    _t672 = _NOT_YET
    _t673 = _NOT_YET
    _t674 = _NOT_YET
    _t675 = _NOT_YET
    _t663 = 0
    for _t662 in _t661:
        if ((_t662 != _t654) and ((_c675[_t662] == _c676[_t654]) or (((_t669 if _t669 is not _NOT_YET else (_t669 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t666 if _t666 is not _NOT_YET else (_t666 := _a678(st))) if (_t668 if _t668 is not _NOT_YET else (_t668 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t667 if _t667 is not _NOT_YET else (_t667 := list(map(_c679.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c675[_t662] == (_t675 if _t675 is not _NOT_YET else (_t675 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t672 if _t672 is not _NOT_YET else (_t672 := _a681(st))) if (_t674 if _t674 is not _NOT_YET else (_t674 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t673 if _t673 is not _NOT_YET else (_t673 := list(map(_c679.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t663 += 1
    return _t663

# <rulerun alienz.rules: turn #214 4aa574a6>
def _loop(st):
    for _t687 in st.zones[20]:
        if (_c686[_t687] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 6734a71c>
def _loop(st):
    for _t691 in st.zones[22]:
        return _c689[_t691]
    return None

# <rulerun alienz.rules: turn #216 df9dd137>
def _loop(st):
    for _t697 in st.zones[22]:
        return _c691[_t697]
    return None

# <rulerun alienz.rules: turn #217 71146005>
def _loop(st):
    for _t708 in st.zones[22]:
        return _c695[_t708]
    return None

# <rulerun alienz.rules: turn #218 2e0fd5de>
def _loop(st):
    for _t714 in st.zones[22]:
        return _c697[_t714]
    return None

# <rulerun alienz.rules: board_own #219 fb9e0e51>
def _loop(st):
    for _t729 in st.zones[20]:
        if (_c703[_t729] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 ef3bb7bf>
def _loop(st):
    for _t733 in st.zones[22]:
        return _c706[_t733]
    return None

# <rulerun alienz.rules: board_own #221 0930d043>
def _loop(st):
    for _t739 in st.zones[22]:
        return _c709[_t739]
    return None

# <rulerun alienz.rules: board_own #222 b787f243>
def _loop(st):
    for _t750 in st.zones[22]:
        return _c715[_t750]
    return None

# <rulerun alienz.rules: board_own #223 72d20e31>
def _loop(st):
    for _t756 in st.zones[22]:
        return _c717[_t756]
    return None

# <rulerun alienz.rules: board_own #224 playout 5da12a03>
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
            _t735 = _NOT_YET
            _t736 = _NOT_YET
            _t737 = _NOT_YET
            _t738 = _NOT_YET
            _t741 = _NOT_YET
            _t742 = _NOT_YET
            _t743 = _NOT_YET
            _t744 = _NOT_YET
            _t731 = []
            for _t732 in _st_zones[(3 + _l0)]:
                if ((_c705[_t732] == _l1) or (((_t738 if _t738 is not _NOT_YET else (_t738 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t735 if _t735 is not _NOT_YET else (_t735 := _a707(st))) if (_t737 if _t737 is not _NOT_YET else (_t737 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t736 if _t736 is not _NOT_YET else (_t736 := list(map(_c708.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c705[_t732] == (_t744 if _t744 is not _NOT_YET else (_t744 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t741 if _t741 is not _NOT_YET else (_t741 := _a710(st))) if (_t743 if _t743 is not _NOT_YET else (_t743 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t742 if _t742 is not _NOT_YET else (_t742 := list(map(_c708.__getitem__, _st_zones[20]))))))))) else None)))))))): _t731.append(_t732)
            _t745 = _l0
            _t746 = len(_t731)
            if not _t746: _no_option713(_t745, 'alien to fly')
            if _t746 <= 1 and _st_log is None:
                L[4] = _t731[0] if _t746 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t747 = st.chooser(_t746, _t745)
                else:
                    _t747 = _st_bits(_t746.bit_length())
                    while _t747 >= _t746: _t747 = _st_bits(_t746.bit_length())
                L[4] = _t731[_t747]; st.decisions += 1
            elif _decide714(st, L, _t731, _t745): raise _PlayoutCut711()
            L[3] = L[4]
        else:
            _t752 = _NOT_YET
            _t753 = _NOT_YET
            _t754 = _NOT_YET
            _t755 = _NOT_YET
            _t758 = _NOT_YET
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t761 = _NOT_YET
            _t748 = []
            for _t749 in _st_zones[(3 + _l0)]:
                if ((_c705[_t749] == _l1) or (((_t755 if _t755 is not _NOT_YET else (_t755 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t752 if _t752 is not _NOT_YET else (_t752 := _a716(st))) if (_t754 if _t754 is not _NOT_YET else (_t754 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t753 if _t753 is not _NOT_YET else (_t753 := list(map(_c708.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c705[_t749] == (_t761 if _t761 is not _NOT_YET else (_t761 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t758 if _t758 is not _NOT_YET else (_t758 := _a718(st))) if (_t760 if _t760 is not _NOT_YET else (_t760 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t759 if _t759 is not _NOT_YET else (_t759 := list(map(_c708.__getitem__, _st_zones[20]))))))))) else None)))))))): _t748.append(_t749)
            _t762 = _l0
            _t763 = len(_t748) + 1
            if _t763 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t764 = st.chooser(_t763, _t762)
                else:
                    _t764 = _st_bits(_t763.bit_length())
                    while _t764 >= _t763: _t764 = _st_bits(_t763.bit_length())
                L[5] = _t748[_t764 - 1] if _t764 else None; st.decisions += 1
            elif _decide720(st, L, _t748, _t762): raise _PlayoutCut711()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t765 = L[3]
        _t766 = (11 + _l0)
        if type(_t765) is int and _st_log is None:
            _t767 = _st_zones[(_t768 := _st_loc[_t765])]
            if _t767[-1] == _t765: _t767.pop()
            else: _t767.remove(_t765)
            _st_zones[_t766].append(_t765); _st_loc[_t765] = _t766
            _t769 = _leaving722[_t768]
            if _memo0 and _t769 & 1: _memo0.clear()
            if _memo2 and _t769 & 4: _memo2.clear()
            if _memo4 and _t769 & 16: _memo4.clear()
            if _memo7 and _t769 & 128: _memo7.clear()
            if _memo9 and _t769 & 512: _memo9.clear()
        elif _t765 is not None:
            _move_cards721(st, _t765, _t766, False)
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
        L[2] = (_t770 if -1000000000000000000 <= (_t770 := L[2] + 1) <= 1000000000000000000 else _beyond723(_t770))
    if _st_log is not None: _st_log.append(_Text727(_audience724(st), [_PlayerRef725(_l0), ' flies ', _plain726(L[2]), ' ', _plain726(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain726(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 a85ec2fb>
def _loop(st):
    for _t776 in st.zones[22]:
        return _c730[_t776]
    return None

# <rulerun alienz.rules: turn #226 6b2d0698>
def _loop(st):
    for _t782 in st.zones[22]:
        return _c732[_t782]
    return None

# <rulerun alienz.rules: private_flight #227 6b2ba95b>
def _loop(st):
    for _t794 in st.zones[22]:
        return _c736[_t794]
    return None

# <rulerun alienz.rules: private_flight #228 ebb097cc>
def _loop(st):
    for _t803 in st.zones[22]:
        return _c742[_t803]
    return None

# <rulerun alienz.rules: private_flight #229 f69d5541>
def _loop(st):
    for _t809 in st.zones[22]:
        return _c745[_t809]
    return None

# <rulerun alienz.rules: private_flight #230 99b81bb6>
def _loop(st, L, _t793):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t800 = _st_zones[(3 + L[0])]
    st.budget -= len(_t800)
    if st.budget < 0: _spent739(st)
    _t805 = _NOT_YET
    _t806 = _NOT_YET
    _t807 = _NOT_YET
    _t808 = _NOT_YET
    _t811 = _NOT_YET
    _t812 = _NOT_YET
    _t813 = _NOT_YET
    _t814 = _NOT_YET
    _t802 = 0
    for _t801 in _t800:
        if ((_t801 != _t793) and ((_c740[_t801] == _c741[_t793]) or (((_t808 if _t808 is not _NOT_YET else (_t808 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t805 if _t805 is not _NOT_YET else (_t805 := _a743(st))) if (_t807 if _t807 is not _NOT_YET else (_t807 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t806 if _t806 is not _NOT_YET else (_t806 := list(map(_c744.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c740[_t801] == (_t814 if _t814 is not _NOT_YET else (_t814 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t811 if _t811 is not _NOT_YET else (_t811 := _a746(st))) if (_t813 if _t813 is not _NOT_YET else (_t813 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t812 if _t812 is not _NOT_YET else (_t812 := list(map(_c744.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t802 += 1
    return _t802

# <rulerun alienz.rules: private_flight #231 006b1a6d>
def _loop(st):
    for _t831 in st.zones[22]:
        return _c761[_t831]
    return None

# <rulerun alienz.rules: private_flight #232 eb88967e>
def _loop(st):
    for _t837 in st.zones[22]:
        return _c763[_t837]
    return None

# <rulerun alienz.rules: private_flight #233 playout 5dcdb1fb>
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
    _t796 = _NOT_YET
    _t797 = _NOT_YET
    _t798 = _NOT_YET
    _t799 = _NOT_YET
    _t815 = _NOT_YET
    _t816 = _NOT_YET
    _t817 = _NOT_YET
    _t792 = []
    for _t793 in _st_zones[(3 + _l0)]:
        if (_memo7[(_l0, _t793,)] if (_l0, _t793,) in _memo7 else _memo7.setdefault((_l0, _t793,), ((_c735[_t793] != (_t799 if _t799 is not _NOT_YET else (_t799 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t796 if _t796 is not _NOT_YET else (_t796 := _a737(st))) if (_t798 if _t798 is not _NOT_YET else (_t798 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t797 if _t797 is not _NOT_YET else (_t797 := list(map(_c738.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a747(st, L, _t793) >= (_t817 if _t817 is not _NOT_YET else (_t817 := (3 if (_t816 if _t816 is not _NOT_YET else (_t816 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t815 if _t815 is not _NOT_YET else (_t815 := list(map(_c738.__getitem__, _st_zones[20]))))))))) else 2))))))): _t792.append(_t793)
    _t818 = _l0
    _t819 = len(_t792)
    if not _t819: _no_option750(_t818, 'planet for a private flight')
    if _t819 <= 1 and _st_log is None:
        L[1] = _t792[0] if _t819 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t820 = st.chooser(_t819, _t818)
        else:
            _t820 = _st_bits(_t819.bit_length())
            while _t820 >= _t819: _t820 = _st_bits(_t819.bit_length())
        L[1] = _t792[_t820]; st.decisions += 1
    elif _decide751(st, L, _t792, _t818): raise _PlayoutCut748()
    L[2] = _c735[L[1]]
    _t821 = L[1]
    _t822 = (15 + _l0)
    if type(_t821) is int and _st_log is None:
        _t823 = _st_zones[(_t824 := _st_loc[_t821])]
        if _t823[-1] == _t821: _t823.pop()
        else: _t823.remove(_t821)
        _st_zones[_t822].append(_t821); _st_loc[_t821] = _t822
        _t825 = _leaving753[_t824]
        if _memo0 and _t825 & 1: _memo0.clear()
        if _memo2 and _t825 & 4: _memo2.clear()
        if _memo4 and _t825 & 16: _memo4.clear()
        if _memo7 and _t825 & 128: _memo7.clear()
        if _memo9 and _t825 & 512: _memo9.clear()
    elif _t821 is not None:
        _move_cards752(st, _t821, _t822, False)
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
    _t827 = (_k759 or [])
    st.budget -= len(_t827)
    if st.budget < 0: _spent734(st)
    for _t826 in _t827:
        _i6[3] = _t826
        _t829 = _st_zones[(7 + _t826)]
        st.budget -= len(_t829)
        if st.budget < 0: _spent734(st)
        _t833 = _NOT_YET
        _t834 = _NOT_YET
        _t835 = _NOT_YET
        _t836 = _NOT_YET
        _t839 = _NOT_YET
        _t840 = _NOT_YET
        _t841 = _NOT_YET
        _t842 = _NOT_YET
        _t828 = []
        for _t830 in _t829:
            if ((_c760[_t830] == _i6l0) or (((_t836 if _t836 is not _NOT_YET else (_t836 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t833 if _t833 is not _NOT_YET else (_t833 := _a762(st))) if (_t835 if _t835 is not _NOT_YET else (_t835 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t834 if _t834 is not _NOT_YET else (_t834 := list(map(_c738.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c760[_t830] == (_t842 if _t842 is not _NOT_YET else (_t842 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t839 if _t839 is not _NOT_YET else (_t839 := _a764(st))) if (_t841 if _t841 is not _NOT_YET else (_t841 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t840 if _t840 is not _NOT_YET else (_t840 := list(map(_c738.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t828.append(_t830)
        _i6[4] = _t828
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text757(_audience754(st), [_PlayerRef755(_t826), "'s queued aliens board the flight"]))
            _t843 = _i6[4]
            _t844 = (11 + _t826)
            if type(_t843) is list and _st_log is None:
                for _t845 in _t843:
                    _t846 = _st_zones[_st_loc[_t845]]
                    if _t846[-1] == _t845: _t846.pop()
                    else: _t846.remove(_t845)
                    _st_zones[_t844].append(_t845); _st_loc[_t845] = _t844
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t843 is not None:
                _move_cards752(st, _t843, _t844, False)
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

# <rulerun alienz.rules: reveal_event #234 2b61530f>
def _loop(st):
    _t858 = 0
    for _t857 in st.zones[0]:
        if (_c786[_t857] is not None):
            _t858 += 1
    return _t858

# <rulerun alienz.rules: reveal_event #235 9425edeb>
def _loop(st):
    _t860 = 0
    for _t859 in st.zones[0]:
        if (_c790[_t859] is not None):
            _t860 += 1
    return _t860

# <rulerun alienz.rules: storm_flip #236 playout 10dd5bcd>
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
    _t875 = L[0]
    _t876 = 22
    if type(_t875) is int and _st_log is None:
        _t877 = _st_zones[(_t878 := _st_loc[_t875])]
        if _t877[-1] == _t875: _t877.pop()
        else: _t877.remove(_t875)
        _st_zones[_t876].append(_t875); _st_loc[_t875] = _t876
        _t879 = _leaving810[_t878]
        if _memo0 and _t879 & 1: _memo0.clear()
        if _memo1 and _t879 & 2: _memo1.clear()
        if _memo2 and _t879 & 4: _memo2.clear()
        if _memo3 and _t879 & 8: _memo3.clear()
        if _memo5 and _t879 & 32: _memo5.clear()
        if _memo6 and _t879 & 64: _memo6.clear()
        if _memo8 and _t879 & 256: _memo8.clear()
    elif _t875 is not None:
        _move_cards809(st, _t875, _t876, False)
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

# <rulerun alienz.rules: take_effect #237 playout 3bca2b6e>
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
        _t861 = 20
        _t862 = 21
        if _st_log is None and _t861 != _t862:
            _t863 = _st_zones[_t861]; _st_zones[_t862] += _t863
            for _t864 in _t863: _st_loc[_t864] = _t862
            _t863.clear()
        else:
            _move_cards802(st, _st_zones[_t861][:], _t862, False)
        if _memo0: _memo0.clear()
        if _memo4: _memo4.clear()
        if _memo7: _memo7.clear()
        if _memo9: _memo9.clear()
        _t865 = _l0
        _t866 = 21
        if type(_t865) is int and _st_log is None:
            _t867 = _st_zones[(_t868 := _st_loc[_t865])]
            if _t867[-1] == _t865: _t867.pop()
            else: _t867.remove(_t865)
            _st_zones[_t866].append(_t865); _st_loc[_t865] = _t866
            _t869 = _leaving803[_t868]
            if _memo0 and _t869 & 1: _memo0.clear()
            if _memo1 and _t869 & 2: _memo1.clear()
            if _memo2 and _t869 & 4: _memo2.clear()
            if _memo3 and _t869 & 8: _memo3.clear()
            if _memo4 and _t869 & 16: _memo4.clear()
            if _memo5 and _t869 & 32: _memo5.clear()
            if _memo6 and _t869 & 64: _memo6.clear()
            if _memo7 and _t869 & 128: _memo7.clear()
            if _memo8 and _t869 & 256: _memo8.clear()
            if _memo9 and _t869 & 512: _memo9.clear()
        elif _t865 is not None:
            _move_cards802(st, _t865, _t866, False)
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
    _t870 = _l0
    _t871 = 20
    if type(_t870) is int and _st_log is None:
        _t872 = _st_zones[(_t873 := _st_loc[_t870])]
        if _t872[-1] == _t870: _t872.pop()
        else: _t872.remove(_t870)
        _st_zones[_t871].append(_t870); _st_loc[_t870] = _t871
        _t874 = _leaving804[_t873]
        if _memo1 and _t874 & 2: _memo1.clear()
        if _memo2 and _t874 & 4: _memo2.clear()
        if _memo3 and _t874 & 8: _memo3.clear()
        if _memo5 and _t874 & 32: _memo5.clear()
        if _memo6 and _t874 & 64: _memo6.clear()
        if _memo8 and _t874 & 256: _memo8.clear()
    elif _t870 is not None:
        _move_cards802(st, _t870, _t871, False)
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

# <rulerun alienz.rules: reveal_event #239 playout b27417da>
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
    _t852 = _l0
    _t853 = 19
    if type(_t852) is int and _st_log is None:
        _t854 = _st_zones[(_t855 := _st_loc[_t852])]
        if _t854[-1] == _t852: _t854.pop()
        else: _t854.remove(_t852)
        _st_zones[_t853].append(_t852); _st_loc[_t852] = _t853
        _t856 = _leaving783[_t855]
        if _memo0 and _t856 & 1: _memo0.clear()
        if _memo1 and _t856 & 2: _memo1.clear()
        if _memo2 and _t856 & 4: _memo2.clear()
        if _memo3 and _t856 & 8: _memo3.clear()
        if _memo4 and _t856 & 16: _memo4.clear()
        if _memo5 and _t856 & 32: _memo5.clear()
        if _memo6 and _t856 & 64: _memo6.clear()
        if _memo7 and _t856 & 128: _memo7.clear()
        if _memo8 and _t856 & 256: _memo8.clear()
        if _memo9 and _t856 & 512: _memo9.clear()
    elif _t852 is not None:
        _move_cards782(st, _t852, _t853, False)
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

# <rulerun alienz.rules: commercial_flight #241 8de82ec7>
def _loop(st):
    for _t885 in st.zones[22]:
        return _c827[_t885]
    return None

# <rulerun alienz.rules: commercial_flight #242 1926a095>
def _loop(st):
    for _t891 in st.zones[22]:
        return _c830[_t891]
    return None

# <rulerun alienz.rules: commercial_flight #243 d46c5cab>
def _loop(st):
    for _t904 in st.zones[22]:
        return _c833[_t904]
    return None

# <rulerun alienz.rules: commercial_flight #244 400592a5>
def _loop(st):
    for _t910 in st.zones[22]:
        return _c835[_t910]
    return None

# <rulerun alienz.rules: join #245 0b78cdf2>
def _loop(st):
    for _t927 in st.zones[22]:
        return _c844[_t927]
    return None

# <rulerun alienz.rules: join #246 50e31565>
def _loop(st):
    for _t933 in st.zones[22]:
        return _c847[_t933]
    return None

# <rulerun alienz.rules: join #247 playout 69603fc2>
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
        _t929 = _NOT_YET
        _t930 = _NOT_YET
        _t931 = _NOT_YET
        _t932 = _NOT_YET
        _t935 = _NOT_YET
        _t936 = _NOT_YET
        _t937 = _NOT_YET
        _t938 = _NOT_YET
        _t925 = []
        for _t926 in _st_zones[(3 + _l0)]:
            if ((_c843[_t926] == L[1]) or (((_t932 if _t932 is not _NOT_YET else (_t932 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t929 if _t929 is not _NOT_YET else (_t929 := _a845(st))) if (_t931 if _t931 is not _NOT_YET else (_t931 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t930 if _t930 is not _NOT_YET else (_t930 := list(map(_c846.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c843[_t926] == (_t938 if _t938 is not _NOT_YET else (_t938 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t935 if _t935 is not _NOT_YET else (_t935 := _a848(st))) if (_t937 if _t937 is not _NOT_YET else (_t937 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t936 if _t936 is not _NOT_YET else (_t936 := list(map(_c846.__getitem__, _st_zones[20]))))))))) else None)))))))): _t925.append(_t926)
        _t939 = _l0
        _t940 = len(_t925) + 1
        if _t940 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t941 = st.chooser(_t940, _t939)
            else:
                _t941 = _st_bits(_t940.bit_length())
                while _t941 >= _t940: _t941 = _st_bits(_t940.bit_length())
            L[3] = _t925[_t941 - 1] if _t941 else None; st.decisions += 1
        elif _decide851(st, L, _t925, _t939): raise _PlayoutCut849()
        if (L[3] is None):
            break
        _t942 = L[3]
        _t943 = (11 + _l0)
        if type(_t942) is int and _st_log is None:
            _t944 = _st_zones[(_t945 := _st_loc[_t942])]
            if _t944[-1] == _t942: _t944.pop()
            else: _t944.remove(_t942)
            _st_zones[_t943].append(_t942); _st_loc[_t942] = _t943
            _t946 = _leaving853[_t945]
            if _memo0 and _t946 & 1: _memo0.clear()
            if _memo2 and _t946 & 4: _memo2.clear()
            if _memo4 and _t946 & 16: _memo4.clear()
            if _memo7 and _t946 & 128: _memo7.clear()
            if _memo9 and _t946 & 512: _memo9.clear()
        elif _t942 is not None:
            _move_cards852(st, _t942, _t943, False)
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
        L[2] = (_t947 if -1000000000000000000 <= (_t947 := L[2] + 1) <= 1000000000000000000 else _beyond854(_t947))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' joins the flight with ', _plain857(L[2]), ' ', _plain857(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text858(_audience855(st), [_PlayerRef856(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #248 playout c0083cfd>
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
    _t847 = L[1]
    _t848 = (15 + _l0)
    if type(_t847) is int and _st_log is None:
        _t849 = _st_zones[(_t850 := _st_loc[_t847])]
        if _t849[-1] == _t847: _t849.pop()
        else: _t849.remove(_t847)
        _st_zones[_t848].append(_t847); _st_loc[_t847] = _t848
        _t851 = _leaving775[_t850]
        if _memo0 and _t851 & 1: _memo0.clear()
        if _memo2 and _t851 & 4: _memo2.clear()
        if _memo4 and _t851 & 16: _memo4.clear()
        if _memo7 and _t851 & 128: _memo7.clear()
        if _memo9 and _t851 & 512: _memo9.clear()
    elif _t847 is not None:
        _move_cards774(st, _t847, _t848, False)
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
    _t881 = (_k825 or [])
    st.budget -= len(_t881)
    if st.budget < 0: _spent768(st)
    for _t880 in _t881:
        _i7[3] = _t880
        _t883 = _st_zones[(7 + _t880)]
        st.budget -= len(_t883)
        if st.budget < 0: _spent768(st)
        _t887 = _NOT_YET
        _t888 = _NOT_YET
        _t889 = _NOT_YET
        _t890 = _NOT_YET
        _t893 = _NOT_YET
        _t894 = _NOT_YET
        _t895 = _NOT_YET
        _t896 = _NOT_YET
        _t882 = []
        for _t884 in _t883:
            if ((_c826[_t884] == _i7l0) or (((_t890 if _t890 is not _NOT_YET else (_t890 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t887 if _t887 is not _NOT_YET else (_t887 := _a828(st))) if (_t889 if _t889 is not _NOT_YET else (_t889 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t888 if _t888 is not _NOT_YET else (_t888 := list(map(_c829.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c826[_t884] == (_t896 if _t896 is not _NOT_YET else (_t896 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t893 if _t893 is not _NOT_YET else (_t893 := _a831(st))) if (_t895 if _t895 is not _NOT_YET else (_t895 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t894 if _t894 is not _NOT_YET else (_t894 := list(map(_c829.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t882.append(_t884)
        _i7[4] = _t882
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text773(_audience770(st), [_PlayerRef771(_t880), "'s queued aliens board the flight"]))
            _t897 = _i7[4]
            _t898 = (11 + _t880)
            if type(_t897) is list and _st_log is None:
                for _t899 in _t897:
                    _t900 = _st_zones[_st_loc[_t899]]
                    if _t900[-1] == _t899: _t900.pop()
                    else: _t900.remove(_t899)
                    _st_zones[_t898].append(_t899); _st_loc[_t899] = _t898
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
                if _memo4: _memo4.clear()
                if _memo7: _memo7.clear()
                if _memo9: _memo9.clear()
            elif _t897 is not None:
                _move_cards774(st, _t897, _t898, False)
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
    for _t901 in (_o832[_l0] or []):
        L[5] = _t901
        if not ((_t901 != _l0)): continue
        if _p859(st, [_t901, L[2], None, None]) == 3: return 3
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The flight to the ', _plain772(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo860(1)
    if _p861(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #249 playout c90a9ecf>
def _native(st, L, _d=0):
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit863(_k864)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent865(st)
        _t950 = _st_zones[0]
        _t949 = (2 if False else 1)
        if st.log is None and _t950:
            _t948 = _t950.pop(); _st_zones[_t949].append(_t948); st.loc[_t948] = _t949
        elif _t950:
            _move_cards866(st, _t950[-1], _t949, False)
        if _memo2: _memo2.clear()
        if _p867(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #250 playout 01fea20d>
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
    _st_vars[10] = (_t595 if -1000000000000000000 <= (_t595 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond628(_t595))
    if _st_log is not None: _st_log.append(_Text632(_audience629(st), ['Turn ', _plain630(_st_vars[10]), ': ', _PlayerRef631(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a634(st))) else 1)
    _t599 = (_range635(1, L[1]) or [])
    st.budget -= len(_t599)
    if st.budget < 0: _spent627(st)
    for _t598 in _t599:
        L[4] = _t598
        _t600 = _st_zones[(2 if False else 1)]
        _t601 = _l0
        _t602 = len(_t600)
        if not _t602: _no_option638(_t601, 'alien to take')
        if _t602 <= 1 and _st_log is None:
            L[5] = _t600[0] if _t602 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t603 = st.chooser(_t602, _t601)
            else:
                _t603 = _st_bits(_t602.bit_length())
                while _t603 >= _t602: _t603 = _st_bits(_t602.bit_length())
            L[5] = _t600[_t603]; st.decisions += 1
        elif _decide639(st, L, _t600[:], _t601): raise _PlayoutCut636()
        _t604 = L[5]
        _t605 = (3 + _l0)
        if type(_t604) is int and _st_log is None:
            _t606 = _st_zones[(_t607 := _st_loc[_t604])]
            if _t606[-1] == _t604: _t606.pop()
            else: _t606.remove(_t604)
            _st_zones[_t605].append(_t604); _st_loc[_t604] = _t605
            _t608 = _leaving641[_t607]
            if _memo0 and _t608 & 1: _memo0.clear()
            if _memo1 and _t608 & 2: _memo1.clear()
            if _memo2 and _t608 & 4: _memo2.clear()
            if _memo3 and _t608 & 8: _memo3.clear()
            if _memo5 and _t608 & 32: _memo5.clear()
            if _memo6 and _t608 & 64: _memo6.clear()
            if _memo8 and _t608 & 256: _memo8.clear()
            if _memo9 and _t608 & 512: _memo9.clear()
        elif _t604 is not None:
            _move_cards640(st, _t604, _t605, False)
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
        _t611 = _st_zones[(3 + _l0)]
        _t612 = _l0
        _t613 = len(_t611) + 1
        if _t613 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t614 = st.chooser(_t613, _t612)
            else:
                _t614 = _st_bits(_t613.bit_length())
                while _t614 >= _t613: _t614 = _st_bits(_t613.bit_length())
            L[6] = _t611[_t614 - 1] if _t614 else None; st.decisions += 1
        elif _decide645(st, L, _t611[:], _t612): raise _PlayoutCut636()
        if (L[6] is not None):
            _t615 = L[6]
            _t616 = (7 + _l0)
            if type(_t615) is int and _st_log is None:
                _t617 = _st_zones[(_t618 := _st_loc[_t615])]
                if _t617[-1] == _t615: _t617.pop()
                else: _t617.remove(_t615)
                _st_zones[_t616].append(_t615); _st_loc[_t615] = _t616
                _t619 = _leaving646[_t618]
                if _memo0 and _t619 & 1: _memo0.clear()
                if _memo1 and _t619 & 2: _memo1.clear()
                if _memo2 and _t619 & 4: _memo2.clear()
                if _memo3 and _t619 & 8: _memo3.clear()
                if _memo4 and _t619 & 16: _memo4.clear()
                if _memo5 and _t619 & 32: _memo5.clear()
                if _memo6 and _t619 & 64: _memo6.clear()
                if _memo7 and _t619 & 128: _memo7.clear()
                if _memo8 and _t619 & 256: _memo8.clear()
                if _memo9 and _t619 & 512: _memo9.clear()
            elif _t615 is not None:
                _move_cards640(st, _t615, _t616, False)
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
    _t620 = (_joined647(_joined647(['no flight'], (['private flight'] if _a662(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d663(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d664(st, [_c665[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d666(st, [_l0, _c665[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a668(st))) else 2))) else [])) or [])
    _t650 = _l0
    _t651 = len(_t620)
    if not _t651: _no_option638(_t650, 'flight this turn')
    if _t651 <= 1 and _st_log is None:
        L[7] = _t620[0] if _t651 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t652 = st.chooser(_t651, _t650)
        else:
            _t652 = _st_bits(_t651.bit_length())
            while _t652 >= _t651: _t652 = _st_bits(_t651.bit_length())
        L[7] = _t620[_t652]; st.decisions += 1
    elif _decide670(st, L, _t620, _t650): raise _PlayoutCut636()
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

# <rulerun alienz.rules: turn #252 4160ab95>
def _loop(st):
    for _t954 in st.zones[20]:
        if (_c884[_t954] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #253 8ef464b7>
def _loop(st):
    for _t962 in st.zones[22]:
        return _c892[_t962]
    return None

# <rulerun alienz.rules: turn #254 b26527a8>
def _loop(st):
    for _t971 in st.zones[22]:
        return _c898[_t971]
    return None

# <rulerun alienz.rules: turn #255 4775eb54>
def _loop(st):
    for _t977 in st.zones[22]:
        return _c901[_t977]
    return None

# <rulerun alienz.rules: turn #256 c91e0c77>
def _loop(st, L, _t960):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t968 = _st_zones[(3 + L[0])]
    st.budget -= len(_t968)
    if st.budget < 0: _spent895(st)
    _t973 = _NOT_YET
    _t974 = _NOT_YET
    _t975 = _NOT_YET
    _t976 = _NOT_YET
    _t979 = _NOT_YET
    _t980 = _NOT_YET
    _t981 = _NOT_YET
    _t982 = _NOT_YET
    _t970 = 0
    for _t969 in _t968:
        if ((_t969 != _t960) and ((_c896[_t969] == _c897[_t960]) or (((_t976 if _t976 is not _NOT_YET else (_t976 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t973 if _t973 is not _NOT_YET else (_t973 := _a899(st))) if (_t975 if _t975 is not _NOT_YET else (_t975 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t974 if _t974 is not _NOT_YET else (_t974 := list(map(_c900.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c896[_t969] == (_t982 if _t982 is not _NOT_YET else (_t982 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t979 if _t979 is not _NOT_YET else (_t979 := _a902(st))) if (_t981 if _t981 is not _NOT_YET else (_t981 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t980 if _t980 is not _NOT_YET else (_t980 := list(map(_c900.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t970 += 1
    return _t970

# <rulerun alienz.rules: turn #257 014082ff>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t959 = _st_zones[(3 + L[0])]
    st.budget -= len(_t959)
    if st.budget < 0: _spent890(st)
    _t964 = _NOT_YET
    _t965 = _NOT_YET
    _t966 = _NOT_YET
    _t967 = _NOT_YET
    _t983 = _NOT_YET
    _t984 = _NOT_YET
    _t985 = _NOT_YET
    for _t960 in _t959:
        if (_memo7[(L[0], _t960,)] if (L[0], _t960,) in _memo7 else _memo7.setdefault((L[0], _t960,), ((_c891[_t960] != (_t967 if _t967 is not _NOT_YET else (_t967 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t964 if _t964 is not _NOT_YET else (_t964 := _a893(st))) if (_t966 if _t966 is not _NOT_YET else (_t966 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t965 if _t965 is not _NOT_YET else (_t965 := list(map(_c894.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a903(st, L, _t960) >= (_t985 if _t985 is not _NOT_YET else (_t985 := (3 if (_t984 if _t984 is not _NOT_YET else (_t984 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t983 if _t983 is not _NOT_YET else (_t983 := list(map(_c894.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #258 a9bcd436>
def _loop(st):
    for _t986 in st.zones[20]:
        if (_c909[_t986] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 50ac4882>
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
            _t951 = L[0]
            _t952 = len(_o)
            if not _t952: _no_option880(_t951, 'alien to take')
            if _t952 <= 1 and _st_log is None:
                L[5] = _o[0] if _t952 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t953 = st.chooser(_t952, _t951)
                else:
                    _t953 = _st_bits(_t952.bit_length())
                    while _t953 >= _t952: _t953 = _st_bits(_t952.bit_length())
                L[5] = _o[_t953]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t953)
            elif _decide882(st, L, _o[:], _t951): return True
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
            _t956 = L[0]
            _t957 = len(_o) + 1
            if _t957 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t958 = st.chooser(_t957, _t956)
                else:
                    _t958 = _st_bits(_t957.bit_length())
                    while _t958 >= _t957: _t958 = _st_bits(_t957.bit_length())
                L[6] = _o[_t958 - 1] if _t958 else None; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t958)
            elif _decide887(st, L, _o[:], _t956): return True
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
            _t988 = L[0]
            _t989 = len(_o)
            if not _t989: _no_option880(_t988, 'flight this turn')
            if _t989 <= 1 and _st_log is None:
                L[7] = _o[0] if _t989 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t990 = st.chooser(_t989, _t988)
                else:
                    _t990 = _st_bits(_t989.bit_length())
                    while _t990 >= _t989: _t990 = _st_bits(_t989.bit_length())
                L[7] = _o[_t990]; st.decisions += 1
                if st.thread_player is not None: _answered881(st, _t990)
            elif _decide912(st, L, _o, _t988): return True
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

# <rulerun alienz.rules: private_flight #260 4d853487>
def _loop(st):
    for _t992 in st.zones[22]:
        return _c925[_t992]
    return None

# <rulerun alienz.rules: private_flight #261 d94e1bc3>
def _loop(st):
    for _t1001 in st.zones[22]:
        return _c931[_t1001]
    return None

# <rulerun alienz.rules: private_flight #262 69f4ba12>
def _loop(st):
    for _t1007 in st.zones[22]:
        return _c934[_t1007]
    return None

# <rulerun alienz.rules: private_flight #263 cb73ab6f>
def _loop(st, L, _t991):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t998 = _st_zones[(3 + L[0])]
    st.budget -= len(_t998)
    if st.budget < 0: _spent928(st)
    _t1003 = _NOT_YET
    _t1004 = _NOT_YET
    _t1005 = _NOT_YET
    _t1006 = _NOT_YET
    _t1009 = _NOT_YET
    _t1010 = _NOT_YET
    _t1011 = _NOT_YET
    _t1012 = _NOT_YET
    _t1000 = 0
    for _t999 in _t998:
        if ((_t999 != _t991) and ((_c929[_t999] == _c930[_t991]) or (((_t1006 if _t1006 is not _NOT_YET else (_t1006 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1003 if _t1003 is not _NOT_YET else (_t1003 := _a932(st))) if (_t1005 if _t1005 is not _NOT_YET else (_t1005 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1004 if _t1004 is not _NOT_YET else (_t1004 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c929[_t999] == (_t1012 if _t1012 is not _NOT_YET else (_t1012 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1009 if _t1009 is not _NOT_YET else (_t1009 := _a935(st))) if (_t1011 if _t1011 is not _NOT_YET else (_t1011 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1010 if _t1010 is not _NOT_YET else (_t1010 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t1000 += 1
    return _t1000

# <rulerun alienz.rules: private_flight #264 06471c86>
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
            _t994 = _NOT_YET
            _t995 = _NOT_YET
            _t996 = _NOT_YET
            _t997 = _NOT_YET
            _t1013 = _NOT_YET
            _t1014 = _NOT_YET
            _t1015 = _NOT_YET
            _o = []
            for _t991 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t991,)] if (L[0], _t991,) in _memo7 else _memo7.setdefault((L[0], _t991,), ((_c924[_t991] != (_t997 if _t997 is not _NOT_YET else (_t997 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t994 if _t994 is not _NOT_YET else (_t994 := _a926(st))) if (_t996 if _t996 is not _NOT_YET else (_t996 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t995 if _t995 is not _NOT_YET else (_t995 := list(map(_c927.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a936(st, L, _t991) >= (_t1015 if _t1015 is not _NOT_YET else (_t1015 := (3 if (_t1014 if _t1014 is not _NOT_YET else (_t1014 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t1013 if _t1013 is not _NOT_YET else (_t1013 := list(map(_c927.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t991)
            fr[1] = 1
            _t1016 = L[0]
            _t1017 = len(_o)
            if not _t1017: _no_option938(_t1016, 'planet for a private flight')
            if _t1017 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1017 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1018 = st.chooser(_t1017, _t1016)
                else:
                    _t1018 = _st_bits(_t1017.bit_length())
                    while _t1018 >= _t1017: _t1018 = _st_bits(_t1017.bit_length())
                L[1] = _o[_t1018]; st.decisions += 1
                if st.thread_player is not None: _answered939(st, _t1018)
            elif _decide940(st, L, _o, _t1016): return True
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

# <rulerun alienz.rules: board_own #266 fe3185e3>
def _loop(st):
    for _t1019 in st.zones[20]:
        if (_c966[_t1019] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 a87727b8>
def _loop(st):
    for _t1022 in st.zones[22]:
        return _c969[_t1022]
    return None

# <rulerun alienz.rules: board_own #268 074cbff3>
def _loop(st):
    for _t1028 in st.zones[22]:
        return _c972[_t1028]
    return None

# <rulerun alienz.rules: board_own #269 b44961db>
def _loop(st):
    for _t1038 in st.zones[22]:
        return _c979[_t1038]
    return None

# <rulerun alienz.rules: board_own #270 131f420a>
def _loop(st):
    for _t1044 in st.zones[22]:
        return _c981[_t1044]
    return None

# <rulerun alienz.rules: board_own #271 5d860133>
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
            _t1024 = _NOT_YET
            _t1025 = _NOT_YET
            _t1026 = _NOT_YET
            _t1027 = _NOT_YET
            _t1030 = _NOT_YET
            _t1031 = _NOT_YET
            _t1032 = _NOT_YET
            _t1033 = _NOT_YET
            _o = []
            for _t1021 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1021] == L[1]) or (((_t1027 if _t1027 is not _NOT_YET else (_t1027 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1024 if _t1024 is not _NOT_YET else (_t1024 := _a970(st))) if (_t1026 if _t1026 is not _NOT_YET else (_t1026 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1025 if _t1025 is not _NOT_YET else (_t1025 := list(map(_c971.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c968[_t1021] == (_t1033 if _t1033 is not _NOT_YET else (_t1033 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1030 if _t1030 is not _NOT_YET else (_t1030 := _a973(st))) if (_t1032 if _t1032 is not _NOT_YET else (_t1032 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1031 if _t1031 is not _NOT_YET else (_t1031 := list(map(_c971.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t1021)
            fr[1] = 5
            _t1034 = L[0]
            _t1035 = len(_o)
            if not _t1035: _no_option975(_t1034, 'alien to fly')
            if _t1035 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1035 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1036 = st.chooser(_t1035, _t1034)
                else:
                    _t1036 = _st_bits(_t1035.bit_length())
                    while _t1036 >= _t1035: _t1036 = _st_bits(_t1035.bit_length())
                L[4] = _o[_t1036]; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1036)
            elif _decide977(st, L, _o, _t1034): return True
            pc = 5
        if pc == 5:
            _r = _run978(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t1040 = _NOT_YET
            _t1041 = _NOT_YET
            _t1042 = _NOT_YET
            _t1043 = _NOT_YET
            _t1046 = _NOT_YET
            _t1047 = _NOT_YET
            _t1048 = _NOT_YET
            _t1049 = _NOT_YET
            _o = []
            for _t1037 in _st_zones[(3 + L[0])]:
                if ((_c968[_t1037] == L[1]) or (((_t1043 if _t1043 is not _NOT_YET else (_t1043 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1040 if _t1040 is not _NOT_YET else (_t1040 := _a980(st))) if (_t1042 if _t1042 is not _NOT_YET else (_t1042 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1041 if _t1041 is not _NOT_YET else (_t1041 := list(map(_c971.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c968[_t1037] == (_t1049 if _t1049 is not _NOT_YET else (_t1049 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1046 if _t1046 is not _NOT_YET else (_t1046 := _a982(st))) if (_t1048 if _t1048 is not _NOT_YET else (_t1048 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1047 if _t1047 is not _NOT_YET else (_t1047 := list(map(_c971.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t1037)
            fr[1] = 8
            _t1050 = L[0]
            _t1051 = len(_o) + 1
            if _t1051 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1052 = st.chooser(_t1051, _t1050)
                else:
                    _t1052 = _st_bits(_t1051.bit_length())
                    while _t1052 >= _t1051: _t1052 = _st_bits(_t1051.bit_length())
                L[5] = _o[_t1052 - 1] if _t1052 else None; st.decisions += 1
                if st.thread_player is not None: _answered976(st, _t1052)
            elif _decide984(st, L, _o, _t1050): return True
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

# <rulerun alienz.rules: join #272 5e1b3913>
def _loop(st):
    for _t1054 in st.zones[22]:
        return _c994[_t1054]
    return None

# <rulerun alienz.rules: join #273 89513ac6>
def _loop(st):
    for _t1060 in st.zones[22]:
        return _c997[_t1060]
    return None

# <rulerun alienz.rules: join #274 fdaccd14>
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
            _t1056 = _NOT_YET
            _t1057 = _NOT_YET
            _t1058 = _NOT_YET
            _t1059 = _NOT_YET
            _t1062 = _NOT_YET
            _t1063 = _NOT_YET
            _t1064 = _NOT_YET
            _t1065 = _NOT_YET
            _o = []
            for _t1053 in _st_zones[(3 + L[0])]:
                if ((_c993[_t1053] == L[1]) or (((_t1059 if _t1059 is not _NOT_YET else (_t1059 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1056 if _t1056 is not _NOT_YET else (_t1056 := _a995(st))) if (_t1058 if _t1058 is not _NOT_YET else (_t1058 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1057 if _t1057 is not _NOT_YET else (_t1057 := list(map(_c996.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c993[_t1053] == (_t1065 if _t1065 is not _NOT_YET else (_t1065 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1062 if _t1062 is not _NOT_YET else (_t1062 := _a998(st))) if (_t1064 if _t1064 is not _NOT_YET else (_t1064 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1063 if _t1063 is not _NOT_YET else (_t1063 := list(map(_c996.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t1053)
            fr[1] = 3
            _t1066 = L[0]
            _t1067 = len(_o) + 1
            if _t1067 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1068 = st.chooser(_t1067, _t1066)
                else:
                    _t1068 = _st_bits(_t1067.bit_length())
                    while _t1068 >= _t1067: _t1068 = _st_bits(_t1067.bit_length())
                L[3] = _o[_t1068 - 1] if _t1068 else None; st.decisions += 1
                if st.thread_player is not None: _answered1000(st, _t1068)
            elif _decide1001(st, L, _o, _t1066): return True
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

# <rulerun alienz.rules: round #275 playout d92066fa>
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
        _st_vars[9] = (_t1069 if -1000000000000000000 <= (_t1069 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond1012(_t1069))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text1016(_audience1013(st), ['Round ', _plain1014(_st_vars[9]), ': ', _PlayerRef1015(_st_vars[8]), ' deals and ', _PlayerRef1015(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1070 = _joined1018(_joined1018(_joined1018(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1071 = 0
        if _t1070 is not None:
            _move_cards1017(st, _t1070, _t1071, True)
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
        _t1072 = _st_zones[(2 if False else 1)][:]
        _t1073 = 0
        if _t1072 is not None:
            _move_cards1017(st, _t1072, _t1073, True)
        if _memo2: _memo2.clear()
        _t1074 = list(_chain1019(map(_st_zones.__getitem__, _k1020)))
        _t1075 = 0
        if _t1074 is not None:
            _move_cards1017(st, _t1074, _t1075, True)
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
        _t1076 = _joined1018(list(_chain1021(map(_st_zones.__getitem__, _k1022))), list(_chain1023(map(_st_zones.__getitem__, _k1024))))
        _t1077 = 0
        if _t1076 is not None:
            _move_cards1017(st, _t1076, _t1077, True)
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
        _t1078 = list(_chain1025(map(_st_zones.__getitem__, _k1026)))
        _t1079 = 0
        if _t1078 is not None:
            _move_cards1017(st, _t1078, _t1079, True)
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

