# <rulerun evolution.rules: play_turn #0 afd9fa06>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[0] = _st_vars[0] + 1
    _st_vars[2] = (not st.zones[0])
    if _st_vars[2]:
        if _st_log is not None: _g0(st, (0, 0, L))
    else:
        if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: determining_the_food_base #1 b86e737a>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_g0)
    st.vars[3] = ((_e8(st, L) + 2) if (4 == 2) else _e15(st, L))
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: play_turn #2 d8380719>
def _native(st, L):
    _st_log = st.log
    _i0 = []
    if _st_log is not None: _st_log.append(_i0g0)
    st.vars[3] = ((_e8(st, _i0) + 2) if (4 == 2) else _e15(st, _i0))
    if _st_log is not None: _i0g1(st, (0, 0, _i0))

# <rulerun evolution.rules: drop_trait #3 f645429f>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _st_cvars[252 + _l0] = False
    _st_cvars[84 + _l0] = None
    _st_cvars[168 + _l0] = None
    _st_cvars[_l0] = 'no_trait'
    _t0 = _l0
    _t1 = (13 + L[1])
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun evolution.rules: remove_animal #4 86462380>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t5 = _st_cvars
    _t6 = _l0
    _t4 = []
    for _t8 in _st_zones[(9 + st.model.zone_instances[_st_loc[_l0]][1])]:
        if ((_t5[84 + _t8] == _t6) or (_t5[168 + _t8] == _t6)):
            _t4.append(_t8)
    for _t0 in (_t4 or []):
        L[5] = _t0
        _i1l0 = _t0
        _i1 = [_i1l0, None]
        _i1[1] = st.model.zone_instances[_st_loc[_i1l0]][1]
        _st_cvars[252 + _i1l0] = False
        _st_cvars[84 + _i1l0] = None
        _st_cvars[168 + _i1l0] = None
        _st_cvars[_i1l0] = 'no_trait'
        _i1t0 = _i1l0
        _i1t1 = (13 + _i1[1])
        if type(_i1t0) is int and _st_log is None:
            _i1t2 = _st_zones[_st_loc[_i1t0]]
            if _i1t2[-1] == _i1t0: _i1t2.pop()
            else: _i1t2.remove(_i1t0)
            _st_zones[_i1t1].append(_i1t0); _st_loc[_i1t0] = _i1t1
        elif _i1t0 is not None:
            _i1g0(st, _i1t0, _i1t1, False)
    _st_cvars[504 + _l0] = 0
    _st_cvars[588 + _l0] = False
    _t1 = _l0
    _t2 = (13 + L[1])
    if type(_t1) is int and _st_log is None:
        _t3 = _st_zones[_st_loc[_t1]]
        if _t3[-1] == _t1: _t3.pop()
        else: _t3.remove(_t1)
        _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
    elif _t1 is not None:
        _g0(st, _t1, _t2, False)

# <rulerun evolution.rules: deal #5 7b94c7e1>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t0 in (_k23 or []):
        L[2] = _t0
        _st_vars[7 + _t0] = (6 if ((not _st_zones[(5 + _t0)]) and (not _st_zones[(1 + _t0)])) else (1 + len(_st_zones[(5 + _t0)])))
    for _t1 in (_o24[_st_vars[1]] or []):
        L[5] = _t1
        if _st_log is not None: _g0(st, (0, 0, L))
    _t2 = 0; _t3 = st.decisions
    while ((not not _st_zones[0]) and _e26(st, L)):
        _t2 += 1
        if _t2 > _g1[0] and _g2(_t2, st, _t3): raise _g3()
        for _t4 in (_o27[_st_vars[1]] or []):
            L[9] = _t4
            if not (((_st_vars[7 + _t4] > 0) and (not not _st_zones[0]))): continue
            _t7 = _st_zones[0]
            _t6 = (1 + _t4)
            if _st_log is None and _t7:
                _t5 = _t7.pop(); _st_zones[_t6].append(_t5); st.loc[_t5] = _t6
            elif _t7:
                _g4(st, _t7[-1], _t6, False)
            _st_vars[7 + _t4] = _st_vars[7 + _t4] - 1
    if (not _st_zones[0]):
        if _st_log is not None: _g5(st, (0, 0, L))

# <rulerun evolution.rules: extinction_and_new_cards #6 83b4be88>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    _t4 = _st_cvars
    _t5 = _st_vars
    _t3 = []
    for _t7 in ([_c for _i in [5 + _p for _p in _k17] for _c in _st_zones[_i]] or ()):
        L[0] = _t7
        if ((not ((_t4[924 + _t7] == _t5[0]) or (_t4[504 + _t7] >= (1 + _e20(st, L))))) or _t4[588 + _t7]):
            _t3.append(_t7)
    L[2] = _t3
    for _t0 in (L[2] or []):
        L[5] = _t0
        if _st_cvars[588 + _t0]:
            if _st_log is not None: _g1(st, (0, 0, L))
        else:
            if _st_log is not None: _g2(st, (0, 0, L))
    for _t1 in (L[2] or []):
        L[8] = _t1
        _i2l0 = _t1
        _i2 = [_i2l0, None, None, None, None, None]
        _i2[1] = st.model.zone_instances[_st_loc[_i2l0]][1]
        _t19 = _st_cvars
        _t20 = _i2l0
        _t18 = []
        for _t22 in _st_zones[(9 + st.model.zone_instances[_st_loc[_i2l0]][1])]:
            if ((_t19[84 + _t22] == _t20) or (_t19[168 + _t22] == _t20)):
                _t18.append(_t22)
        for _i2t0 in (_t18 or []):
            _i2[5] = _i2t0
            _i1l0 = _i2t0
            _i1 = [_i1l0, None]
            _i1[1] = st.model.zone_instances[_st_loc[_i1l0]][1]
            _st_cvars[252 + _i1l0] = False
            _st_cvars[84 + _i1l0] = None
            _st_cvars[168 + _i1l0] = None
            _st_cvars[_i1l0] = 'no_trait'
            _i1t0 = _i1l0
            _i1t1 = (13 + _i1[1])
            if type(_i1t0) is int and _st_log is None:
                _i1t2 = _st_zones[_st_loc[_i1t0]]
                if _i1t2[-1] == _i1t0: _i1t2.pop()
                else: _i1t2.remove(_i1t0)
                _st_zones[_i1t1].append(_i1t0); _st_loc[_i1t0] = _i1t1
            elif _i1t0 is not None:
                _i1g0(st, _i1t0, _i1t1, False)
        _st_cvars[504 + _i2l0] = 0
        _st_cvars[588 + _i2l0] = False
        _i2t1 = _i2l0
        _i2t2 = (13 + _i2[1])
        if type(_i2t1) is int and _st_log is None:
            _i2t3 = _st_zones[_st_loc[_i2t1]]
            if _i2t3[-1] == _i2t1: _i2t3.pop()
            else: _i2t3.remove(_i2t1)
            _st_zones[_i2t2].append(_i2t1); _st_loc[_i2t1] = _i2t2
        elif _i2t1 is not None:
            _i2g0(st, _i2t1, _i2t2, False)
    if (not _st_vars[2]):
        _i3 = [None, None, None, None, None, None, None, None, None, None]
        for _i3t0 in (_k23 or []):
            _i3[2] = _i3t0
            _st_vars[7 + _i3t0] = (6 if ((not _st_zones[(5 + _i3t0)]) and (not _st_zones[(1 + _i3t0)])) else (1 + len(_st_zones[(5 + _i3t0)])))
        for _i3t1 in (_o24[_st_vars[1]] or []):
            _i3[5] = _i3t1
            if _st_log is not None: _i3g0(st, (0, 0, _i3))
        _i3t2 = 0; _i3t3 = st.decisions
        while ((not not _st_zones[0]) and _e26(st, _i3)):
            _i3t2 += 1
            if _i3t2 > _i3g1[0] and _i3g2(_i3t2, st, _i3t3): raise _i3g3()
            for _i3t4 in (_o27[_st_vars[1]] or []):
                _i3[9] = _i3t4
                if not (((_st_vars[7 + _i3t4] > 0) and (not not _st_zones[0]))): continue
                _i3t7 = _st_zones[0]
                _i3t6 = (1 + _i3t4)
                if _st_log is None and _i3t7:
                    _i3t5 = _i3t7.pop(); _st_zones[_i3t6].append(_i3t5); _st_loc[_i3t5] = _i3t6
                elif _i3t7:
                    _i3g4(st, _i3t7[-1], _i3t6, False)
                _st_vars[7 + _i3t4] = _st_vars[7 + _i3t4] - 1
        if (not _st_zones[0]):
            if _st_log is not None: _i3g5(st, (0, 0, _i3))
    for _t2 in ([_c for _i in [5 + _p for _p in _k28] for _c in _st_zones[_i]] or []):
        L[11] = _t2
        _st_cvars[504 + _t2] = 0

# <rulerun evolution.rules: play_turn #7 3c9e4805>
def _native(st, L):
    _st_vars = st.vars
    if _g1(st, _g0[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #8 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #9 de4e2935>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))
    L[0] = (L[0] + [L[3]])

# <rulerun evolution.rules: development #10 001e9af4>
def _native(st, L):
    L[0] = (L[0] + [L[3]])

# <rulerun evolution.rules: play_card #11 1aa2ede1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[12] = (['animal'] + _e58(st, L))
    _t0 = (L[12] or [])
    _t1 = _l0
    _t2 = len(_t0)
    if _t2 <= 1 and _st_log is None:
        L[13] = _t0[0] if _t2 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[13] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    if (L[13] == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t4 = _l1
        _t5 = (5 + _l0)
        if type(_t4) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _g2(st, _t4, _t5, False)
        if _st_log is not None: _g3(st, (0, 0, L))
        return 2
    _st_cvars[_l1] = L[13]
    if (L[13] == 'parasite'):
        _t7 = (_e82(st, L) or [])
        _t8 = _l0
        _t9 = len(_t7)
        if _t9 <= 1 and _st_log is None:
            L[16] = _t7[0] if _t9 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t10 = st.chooser(_t9)
            else:
                _t10 = _st_bits(_t9.bit_length())
                while _t10 >= _t9: _t10 = _st_bits(_t9.bit_length())
            L[16] = _t7[_t10]; st.decisions += 1
        elif _g5(st, L, _t7, _t8): raise _g4()
        _st_cvars[84 + _l1] = L[16]
        _t11 = _l1
        _t12 = (9 + st.model.zone_instances[_st_loc[L[16]]][1])
        if type(_t11) is int and _st_log is None:
            _t13 = _st_zones[_st_loc[_t11]]
            if _t13[-1] == _t11: _t13.pop()
            else: _t13.remove(_t11)
            _st_zones[_t12].append(_t11); _st_loc[_t11] = _t12
        elif _t11 is not None:
            _g6(st, _t11, _t12, False)
        if _st_log is not None: _g7(st, (0, 0, L))
    elif (((L[13] == 'symbiosis') or (L[13] == 'communication')) or (L[13] == 'cooperation')):
        _t14 = (_e93(st, L) or [])
        _t15 = _l0
        _t16 = len(_t14)
        if _t16 <= 1 and _st_log is None:
            L[26] = _t14[0] if _t16 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t17 = st.chooser(_t16)
            else:
                _t17 = _st_bits(_t16.bit_length())
                while _t17 >= _t16: _t17 = _st_bits(_t16.bit_length())
            L[26] = _t14[_t17]; st.decisions += 1
        elif _g9(st, L, _t14, _t15): raise _g8()
        _t18 = (_e103(st, L) or [])
        _t19 = _l0
        _t20 = len(_t18)
        if _t20 <= 1 and _st_log is None:
            L[35] = _t18[0] if _t20 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t21 = st.chooser(_t20)
            else:
                _t21 = _st_bits(_t20.bit_length())
                while _t21 >= _t20: _t21 = _st_bits(_t20.bit_length())
            L[35] = _t18[_t21]; st.decisions += 1
        elif _g11(st, L, _t18, _t19): raise _g10()
        _st_cvars[84 + _l1] = L[26]
        _st_cvars[168 + _l1] = L[35]
        if (L[13] == 'symbiosis'):
            _t22 = [L[26], L[35]]
            _t23 = _l0
            _t24 = len(_t22)
            if _t24 <= 1 and _st_log is None:
                L[42] = _t22[0] if _t24 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t25 = st.chooser(_t24)
                else:
                    _t25 = _st_bits(_t24.bit_length())
                    while _t25 >= _t24: _t25 = _st_bits(_t24.bit_length())
                L[42] = _t22[_t25]; st.decisions += 1
            elif _g13(st, L, _t22, _t23): raise _g12()
            _st_cvars[84 + _l1] = L[42]
            _st_cvars[168 + _l1] = (L[35] if (L[42] == L[26]) else L[26])
            _t26 = _l1
            _t27 = (9 + _l0)
            if type(_t26) is int and _st_log is None:
                _t28 = _st_zones[_st_loc[_t26]]
                if _t28[-1] == _t26: _t28.pop()
                else: _t28.remove(_t26)
                _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
            elif _t26 is not None:
                _g14(st, _t26, _t27, False)
            if _st_log is not None: _g15(st, (0, 0, L))
        else:
            _t29 = _l1
            _t30 = (9 + _l0)
            if type(_t29) is int and _st_log is None:
                _t31 = _st_zones[_st_loc[_t29]]
                if _t31[-1] == _t29: _t31.pop()
                else: _t31.remove(_t29)
                _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
            elif _t29 is not None:
                _g16(st, _t29, _t30, False)
            if _st_log is not None: _g17(st, (0, 0, L))
    else:
        _t32 = (_e123(st, L) or [])
        _t33 = _l0
        _t34 = len(_t32)
        if _t34 <= 1 and _st_log is None:
            L[53] = _t32[0] if _t34 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t35 = st.chooser(_t34)
            else:
                _t35 = _st_bits(_t34.bit_length())
                while _t35 >= _t34: _t35 = _st_bits(_t34.bit_length())
            L[53] = _t32[_t35]; st.decisions += 1
        elif _g19(st, L, _t32, _t33): raise _g18()
        _st_cvars[84 + _l1] = L[53]
        _t36 = _l1
        _t37 = (9 + _l0)
        if type(_t36) is int and _st_log is None:
            _t38 = _st_zones[_st_loc[_t36]]
            if _t38[-1] == _t36: _t38.pop()
            else: _t38.remove(_t36)
            _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
        elif _t36 is not None:
            _g20(st, _t36, _t37, False)
        if _st_log is not None: _g21(st, (0, 0, L))

# <rulerun evolution.rules: development #12 073a5e0a>
def _native(st, L):
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while (len((L[0] or ())) < 4):
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        for _t2 in (_o30[st.vars[1]] or []):
            L[3] = _t2
            if not ((not (_t2 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t2)]):
                if st.log is not None: _g3(st, (0, 0, L))
                L[0] = (L[0] + [_t2])
            else:
                _t3 = _st_zones[(1 + _t2)]
                if _g5(st, L, _t3): raise _g4()
                if (L[4] is None):
                    L[0] = (L[0] + [_t2])
                else:
                    if _g6(st, [_t2, L[4], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_card #13 8ed204e5>
def _native(st, L):
    L[12] = (['animal'] + _e136(st, L))

# <rulerun evolution.rules: play_card #14 78ad1f42>
def _native(st, L):
    _l13 = L[13]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l13 == 'animal'):
        _st_vars[11] = _st_vars[11] + 1
        _st_cvars[420 + _l1] = _st_vars[11]
        _t0 = _l1
        _t1 = (5 + L[0])
        if type(_t0) is int and _st_log is None:
            _t2 = _st_zones[_st_loc[_t0]]
            if _t2[-1] == _t0: _t2.pop()
            else: _t2.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _g0(st, _t0, _t1, False)
        if _st_log is not None: _g1(st, (0, 0, L))
        return 2
    _st_cvars[_l1] = _l13

# <rulerun evolution.rules: play_card #15 9e182c23>
def _native(st, L):
    _l16 = L[16]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    st.cvars[84 + _l1] = _l16
    _t0 = _l1
    _t1 = (9 + st.model.zone_instances[_st_loc[_l16]][1])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: play_card #16 26ff5cbc>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_cvars[84 + _l1] = L[26]
    _st_cvars[168 + _l1] = L[35]

# <rulerun evolution.rules: play_card #17 691189f7>
def _native(st, L):
    _l1 = L[1]
    _l26 = L[26]
    _l42 = L[42]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l42
    _st_cvars[168 + _l1] = (L[35] if (_l42 == _l26) else _l26)
    _t0 = _l1
    _t1 = (9 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: play_card #18 6ade2536>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = L[1]
    _t1 = (9 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: play_card #19 270260c7>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    st.cvars[84 + _l1] = L[53]
    _t0 = _l1
    _t1 = (9 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: play_card #20 aeb884e5>
def _native(st, L):
    _l0 = L[0]
    _l13 = L[13]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_l13 == 'parasite'):
        _t0 = (_e195(st, L) or [])
        _t1 = _l0
        _t2 = len(_t0)
        if _t2 <= 1 and _st_log is None:
            L[16] = _t0[0] if _t2 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t3 = st.chooser(_t2)
            else:
                _t3 = _st_bits(_t2.bit_length())
                while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
            L[16] = _t0[_t3]; st.decisions += 1
        elif _g1(st, L, _t0, _t1): raise _g0()
        _st_cvars[84 + _l1] = L[16]
        _t4 = _l1
        _t5 = (9 + st.model.zone_instances[_st_loc[L[16]]][1])
        if type(_t4) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _g2(st, _t4, _t5, False)
        if _st_log is not None: _g3(st, (0, 0, L))
    elif (((_l13 == 'symbiosis') or (_l13 == 'communication')) or (_l13 == 'cooperation')):
        _t7 = (_e206(st, L) or [])
        _t8 = _l0
        _t9 = len(_t7)
        if _t9 <= 1 and _st_log is None:
            L[26] = _t7[0] if _t9 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t10 = st.chooser(_t9)
            else:
                _t10 = _st_bits(_t9.bit_length())
                while _t10 >= _t9: _t10 = _st_bits(_t9.bit_length())
            L[26] = _t7[_t10]; st.decisions += 1
        elif _g5(st, L, _t7, _t8): raise _g4()
        _t11 = (_e216(st, L) or [])
        _t12 = _l0
        _t13 = len(_t11)
        if _t13 <= 1 and _st_log is None:
            L[35] = _t11[0] if _t13 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t14 = st.chooser(_t13)
            else:
                _t14 = _st_bits(_t13.bit_length())
                while _t14 >= _t13: _t14 = _st_bits(_t13.bit_length())
            L[35] = _t11[_t14]; st.decisions += 1
        elif _g7(st, L, _t11, _t12): raise _g6()
        _st_cvars[84 + _l1] = L[26]
        _st_cvars[168 + _l1] = L[35]
        if (_l13 == 'symbiosis'):
            _t15 = [L[26], L[35]]
            _t16 = _l0
            _t17 = len(_t15)
            if _t17 <= 1 and _st_log is None:
                L[42] = _t15[0] if _t17 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t18 = st.chooser(_t17)
                else:
                    _t18 = _st_bits(_t17.bit_length())
                    while _t18 >= _t17: _t18 = _st_bits(_t17.bit_length())
                L[42] = _t15[_t18]; st.decisions += 1
            elif _g9(st, L, _t15, _t16): raise _g8()
            _st_cvars[84 + _l1] = L[42]
            _st_cvars[168 + _l1] = (L[35] if (L[42] == L[26]) else L[26])
            _t19 = _l1
            _t20 = (9 + _l0)
            if type(_t19) is int and _st_log is None:
                _t21 = _st_zones[_st_loc[_t19]]
                if _t21[-1] == _t19: _t21.pop()
                else: _t21.remove(_t19)
                _st_zones[_t20].append(_t19); _st_loc[_t19] = _t20
            elif _t19 is not None:
                _g10(st, _t19, _t20, False)
            if _st_log is not None: _g11(st, (0, 0, L))
        else:
            _t22 = _l1
            _t23 = (9 + _l0)
            if type(_t22) is int and _st_log is None:
                _t24 = _st_zones[_st_loc[_t22]]
                if _t24[-1] == _t22: _t24.pop()
                else: _t24.remove(_t22)
                _st_zones[_t23].append(_t22); _st_loc[_t22] = _t23
            elif _t22 is not None:
                _g12(st, _t22, _t23, False)
            if _st_log is not None: _g13(st, (0, 0, L))
    else:
        _t25 = (_e236(st, L) or [])
        _t26 = _l0
        _t27 = len(_t25)
        if _t27 <= 1 and _st_log is None:
            L[53] = _t25[0] if _t27 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t28 = st.chooser(_t27)
            else:
                _t28 = _st_bits(_t27.bit_length())
                while _t28 >= _t27: _t28 = _st_bits(_t27.bit_length())
            L[53] = _t25[_t28]; st.decisions += 1
        elif _g15(st, L, _t25, _t26): raise _g14()
        _st_cvars[84 + _l1] = L[53]
        _t29 = _l1
        _t30 = (9 + _l0)
        if type(_t29) is int and _st_log is None:
            _t31 = _st_zones[_st_loc[_t29]]
            if _t31[-1] == _t29: _t31.pop()
            else: _t31.remove(_t29)
            _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
        elif _t29 is not None:
            _g16(st, _t29, _t30, False)
        if _st_log is not None: _g17(st, (0, 0, L))

# <rulerun evolution.rules: show_animals #21 af66ed15>
def _native(st, L):
    for _t0 in ([_c for _i in [5 + _p for _p in _k237] for _c in st.zones[_i]] or []):
        L[2] = _t0
        if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: feeding #22 539c82a1>
def _native(st, L):
    _i4 = [None, None, None, None, None, None, None, None, None]
    for _i4t0 in ([_c for _i in [5 + _p for _p in _k237] for _c in st.zones[_i]] or []):
        _i4[2] = _i4t0
        if st.log is not None: _i4g0(st, (0, 0, _i4))

# <rulerun evolution.rules: feeding #23 6a8cc225>
def _native(st, L):
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if st.log is not None: _g0(st, (0, 0, L))
        _st_vars[3] = 0

# <rulerun evolution.rules: feeding_laps #24 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #25 2dbc1bab>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = _st_vars[4] + 1
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #26 8798b80d>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = _st_vars[6] + 1
    if (_st_vars[6] >= 4):
        if st.log is not None: _g0(st, (0, 0, L))
        return 2

# <rulerun evolution.rules: feeding_end_check #27 315e2c75>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t1 = st.cvars
    _t2 = _st_vars
    _t0 = True
    for _t4 in ([_c for _i in [5 + _p for _p in _k247] for _c in st.zones[_i]] or ()):
        L[0] = _t4
        if not (((_t1[924 + _t4] == _t2[0]) or ((_t1[504 + _t4] >= (1 + _e251(st, L))) and (_e252(st, L) >= _e253(st, L))))):
            _t0 = False
            break
    if _t0:
        if _st_log is not None: _g0(st, (0, 0, L))
        raise _g1(6)
    _t12 = False
    for _t14 in (_k255 or ()):
        L[4] = _t14
        if (((((_st_vars[3] > 0) and _e378(st, L)) or _e396(st, L)) or _e399(st, L)) or _e415(st, L)):
            _t12 = True
            break
    if (not _t12):
        if _st_log is not None: _g2(st, (0, 0, L))
        raise _g3(6)

# <rulerun evolution.rules: feeding_turn_of #28 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #29 a42967e2>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i5 = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
    _t1 = _st_cvars
    _t2 = _st_vars
    _t0 = True
    for _t4 in ([_c for _i in [5 + _p for _p in _k247] for _c in _st_zones[_i]] or ()):
        _i5[0] = _t4
        if not (((_t1[924 + _t4] == _t2[0]) or ((_t1[504 + _t4] >= (1 + _e251(st, _i5))) and (_e252(st, _i5) >= _e253(st, _i5))))):
            _t0 = False
            break
    if _t0:
        if _st_log is not None: _i5g0(st, (0, 0, _i5))
        raise _i5g1(6)
    _t12 = False
    for _t14 in (_k255 or ()):
        _i5[4] = _t14
        if (((((_st_vars[3] > 0) and _e378(st, _i5)) or _e396(st, _i5)) or _e399(st, _i5)) or _e415(st, _i5)):
            _t12 = True
            break
    if (not _t12):
        if _st_log is not None: _i5g2(st, (0, 0, _i5))
        raise _i5g3(6)
    L[2] = []
    if ((not _l1) and ((_st_vars[3] > 0) and _e422(st, L))):
        L[2] = (L[2] + ['take food'])
    if ((not _l1) and _e440(st, L)):
        L[2] = (L[2] + ['attack'])
    if ((not _l1) and _e443(st, L)):
        L[2] = (L[2] + ['convert fat'])
    _t17 = False
    for _t19 in _st_zones[(5 + _l0)]:
        L[29] = _t19
        if (_e453(st, L) and _e454(st, L)):
            _t17 = True
            break
    if _t17:
        L[2] = (L[2] + ['piracy'])
    _t23 = _st_cvars
    _t24 = _st_vars
    _t22 = False
    for _t26 in _st_zones[(5 + _l0)]:
        L[39] = _t26
        _t34 = _st_cvars
        _t35 = L[39]
        _t33 = False
        for _t37 in _st_zones[(9 + st.model.zone_instances[_st_loc[L[39]]][1])]:
            if ((_t34[84 + _t37] == _t35) and (_t34[_t37] == 'grazing')):
                _t33 = True
                break
        if ((_t33 and (_t23[840 + _t26] != _t24[4])) and (_t24[3] > 0)):
            _t22 = True
            break
    if _t22:
        L[2] = (L[2] + ['grazing'])
    _t45 = _st_cvars
    _t46 = _st_vars
    _t44 = False
    for _t48 in _st_zones[(5 + _l0)]:
        L[41] = _t48
        _t64 = _st_cvars
        _t65 = L[41]
        _t63 = False
        for _t67 in _st_zones[(9 + st.model.zone_instances[_st_loc[L[41]]][1])]:
            if ((_t64[84 + _t67] == _t65) and (_t64[_t67] == 'hibernation')):
                _t63 = True
                break
        if ((((_t63 and (_t45[924 + _t48] != _t46[0])) and (_t45[924 + _t48] != (_t46[0] - 1))) and (not _t46[2])) and (not ((_t45[924 + _t48] == _t46[0]) or (_t45[504 + _t48] >= (1 + _e460(st, L)))))):
            _t44 = True
            break
    if _t44:
        L[2] = (L[2] + ['hibernation'])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not ((_st_vars[3] > 0) and _e467(st, L)))):
        L[2] = (L[2] + ['end turn'])

# <rulerun evolution.rules: feeding_turn_of #30 3e65ef45>
def _native(st, L):
    if (L[50] == 'end turn'):
        return 2
    st.vars[5] = True

# <rulerun evolution.rules: feeding_turn_of #31 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #32 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: feeding_turn_of #33 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun evolution.rules: take_food #34 26de8443>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: convert_fat #35 8a1664dd>
def _native(st, L):
    _l13 = L[13]
    _l4 = L[4]
    _st_cvars = st.cvars
    L[14] = _l13
    for _t0 in st.zones[(9 + L[0])][:]:
        L[17] = _t0
        if not ((((_st_cvars[84 + _t0] == _l4) and _st_cvars[252 + _t0]) and (L[14] > 0))): continue
        _st_cvars[252 + _t0] = False
        L[14] = L[14] - 1
    _st_cvars[504 + _l4] = _st_cvars[504 + _l4] + _l13
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: receive #36 6031ae46>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _e494(st, L))) and (_e495(st, L) >= _e496(st, L))))) and (not _e498(st, L)))):
        if (L[1] == 'red'):
            _st_vars[3] = _st_vars[3] + 1
        if st.log is not None: _g0(st, (0, 0, L))
        return 2

# <rulerun evolution.rules: receive #37 df11f8e6>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    L[7] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e499(st, L))
    if ((_st_cvars[924 + L[7]] == st.vars[0]) or (_st_cvars[504 + L[7]] >= (1 + _e500(st, L)))):
        _t1 = _st_cvars
        _t2 = L[7]
        _t0 = None
        for _t4 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
            if (((_t1[84 + _t4] == _t2) and (_t1[_t4] == 'fat_tissue')) and (not _t1[252 + _t4])):
                _t0 = _t4
                break
        L[10] = _t0
        _st_cvars[252 + L[10]] = True
        if _st_log is not None: _g0(st, (0, 0, L))
    else:
        _st_cvars[504 + L[7]] = _st_cvars[504 + L[7]] + 1
        if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun evolution.rules: paired_triggers #38 3e723aa5>
def _native(st, L):
    _l0 = L[0]
    _t1 = st.cvars
    _t2 = st.vars
    _t3 = _l0
    _t4 = L[1]
    _t0 = []
    for _t6 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        L[2] = _t6
        if (((_t1[336 + _t6] != _t2[4]) and ((_t1[84 + _t6] == _t3) or (_t1[168 + _t6] == _t3))) and (((((_t1[_t6] == 'communication') and (_t4 == 'red')) and (_t2[3] > 0)) and _e505(st, L)) or ((_t1[_t6] == 'cooperation') and _e506(st, L)))):
            _t0.append(_t6)
    L[3] = _t0
    if (not (L[3] or ())):
        return 2

# <rulerun evolution.rules: paired_triggers #39 347e4b05>
def _native(st, L):
    _l4 = L[4]
    _st_cvars = st.cvars
    if (_l4 is None):
        return 2
    _st_cvars[336 + _l4] = st.vars[4]
    L[5] = (_st_cvars[168 + _l4] if (_st_cvars[84 + _l4] == L[0]) else _st_cvars[84 + _l4])

# <rulerun evolution.rules: paired_triggers #40 26de8443>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[3] = _st_vars[3] - 1
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: paired_triggers #41 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: piracy #42 d7eb9f8f>
def _native(st, L):
    _l20 = L[20]
    _st_cvars = st.cvars
    _st_cvars[756 + L[11]] = st.vars[0]
    _st_cvars[504 + _l20] = _st_cvars[504 + _l20] - 1
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: grazing #43 812b856c>
def _native(st, L):
    _st_vars = st.vars
    st.cvars[840 + L[3]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: hibernation #44 0ff63f62>
def _native(st, L):
    st.cvars[924 + L[4]] = st.vars[0]
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: hunt #45 43760898>
def _native(st, L):
    st.cvars[672 + L[0]] = st.vars[0]
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: hunt #46 7d9ec8dc>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _e599(st, L))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _e600(st, L))
    _t1 = _st_cvars
    _t2 = L[2]
    _t0 = False
    for _t4 in _st_zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
        if ((_t1[84 + _t4] == _t2) and (_t1[_t4] == 'poisonous')):
            _t0 = True
            break
    L[5] = _t0
    if _st_log is not None: _g0(st, (0, 0, L))
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None, None]
    _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
    _t12 = _st_cvars
    _t13 = _i6l0
    _t11 = []
    for _t15 in _st_zones[(9 + st.model.zone_instances[_st_loc[_i6l0]][1])]:
        if ((_t12[84 + _t15] == _t13) or (_t12[168 + _t15] == _t13)):
            _t11.append(_t15)
    for _i6t0 in (_t11 or []):
        _i6[5] = _i6t0
        _i1l0 = _i6t0
        _i1 = [_i1l0, None]
        _i1[1] = st.model.zone_instances[_st_loc[_i1l0]][1]
        _st_cvars[252 + _i1l0] = False
        _st_cvars[84 + _i1l0] = None
        _st_cvars[168 + _i1l0] = None
        _st_cvars[_i1l0] = 'no_trait'
        _i1t0 = _i1l0
        _i1t1 = (13 + _i1[1])
        if type(_i1t0) is int and _st_log is None:
            _i1t2 = _st_zones[_st_loc[_i1t0]]
            if _i1t2[-1] == _i1t0: _i1t2.pop()
            else: _i1t2.remove(_i1t0)
            _st_zones[_i1t1].append(_i1t0); _st_loc[_i1t0] = _i1t1
        elif _i1t0 is not None:
            _i1g0(st, _i1t0, _i1t1, False)
    _st_cvars[504 + _i6l0] = 0
    _st_cvars[588 + _i6l0] = False
    _i6t1 = _i6l0
    _i6t2 = (13 + _i6[1])
    if type(_i6t1) is int and _st_log is None:
        _i6t3 = _st_zones[_st_loc[_i6t1]]
        if _i6t3[-1] == _i6t1: _i6t3.pop()
        else: _i6t3.remove(_i6t1)
        _st_zones[_i6t2].append(_i6t1); _st_loc[_i6t1] = _i6t2
    elif _i6t1 is not None:
        _i6g0(st, _i6t1, _i6t2, False)

# <rulerun evolution.rules: hunt #47 bc7c48d2>
def _native(st, L):
    if L[5]:
        st.cvars[588 + L[3]] = True
        if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: scavenge #48 3e7d043e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_zones = st.zones
    _t1 = _st_cvars
    _t2 = st.vars
    _t0 = []
    for _t4 in _st_zones[(5 + L[3])]:
        L[4] = _t4
        _t14 = _st_cvars
        _t15 = L[4]
        _t13 = False
        for _t17 in _st_zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
            if ((_t14[84 + _t17] == _t15) and (_t14[_t17] == 'scavenger')):
                _t13 = True
                break
        if (_t13 and ((not ((_t1[924 + _t4] == _t2[0]) or ((_t1[504 + _t4] >= (1 + _e603(st, L))) and (_e604(st, L) >= _e605(st, L))))) and (not _e607(st, L)))):
            _t0.append(_t4)
    L[11] = _t0

# <rulerun evolution.rules: scavenge #49 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun evolution.rules: scavenge #50 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: final_scoring #51 bb6a2e0c>
def _native(st, L):
    for _t0 in (_k619 or []):
        L[2] = _t0
        if st.log is not None: _g0(st, (0, 0, L))
    if False:
        L[4] = _e622(st, L)
        for _t1 in (_k623 or []):
            L[7] = _t1
            L[8] = _e624(st, L)
            st.vars[12 + _t1] = L[8]
            L[4] = _e625(st, L)

# <rulerun evolution.rules: game_end #52 c1ed3bc3>
def _native(st, L):
    _i7 = [None, None, None, None, None, None, None, None, None]
    for _i7t0 in (_k619 or []):
        _i7[2] = _i7t0
        if st.log is not None: _i7g0(st, (0, 0, _i7))
    if False:
        _i7[4] = _e622(st, _i7)
        for _i7t1 in (_k623 or []):
            _i7[7] = _i7t1
            _i7[8] = _e624(st, _i7)
            st.vars[12 + _i7t1] = _i7[8]
            _i7[4] = _e625(st, _i7)
    _g0(st, (0, 0, L)); return 3

# <rulerun evolution.rules: on before attack #53 6b8c15eb>
def _native(st, L):
    L[2] = False
    L[3] = False

# <rulerun evolution.rules: on before attack #54 98ce62c3>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    L[4] = st.model.zone_instances[_st_loc[_l1]][1]
    _t1 = L[3]
    _t2 = L[2]
    _t3 = _NOT_YET
    _t0 = []
    for _t5 in (['running', 'mimicry', 'tail_loss'] or ()):
        L[5] = _t5
        _t17 = st.cvars
        _t18 = _l1
        _t19 = L[5]
        _t16 = False
        for _t21 in st.zones[(9 + st.model.zone_instances[_st_loc[_l1]][1])]:
            if ((_t17[84 + _t21] == _t18) and (_t17[_t21] == _t19)):
                _t16 = True
                break
        if ((_t16 and ((_t5 != 'running') or (not _t1))) and ((_t5 != 'mimicry') or ((not _t2) and (_t3 if _t3 is not _NOT_YET else (_t3 := _e637(st, L)))))):
            _t0.append(_t5)
    L[17] = _t0
    if (not (L[17] or ())):
        return 2

# <rulerun evolution.rules: on before attack #55 73ec7bbb>
def _native(st, L):
    if (L[18] is None):
        return 2

# <rulerun evolution.rules: on before attack #56 fd868842>
def _native(st, L):
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _g0(st, (0, 0, L))
    if (_e639(st, L) >= 4):
        if _st_log is not None: _g1(st, (0, 0, L))
        _g2(st, (0, 0, L))
        return 2
    if _st_log is not None: _g3(st, (0, 0, L))

# <rulerun evolution.rules: on before attack #57 66722ce6>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))
    _g2(st, L, L[29])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #58 4761a46c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _g0(st, (0, 0, L))
    _i8l0 = L[37]
    _i8 = [_i8l0, None]
    _i8[1] = st.model.zone_instances[_st_loc[_i8l0]][1]
    _st_cvars[252 + _i8l0] = False
    _st_cvars[84 + _i8l0] = None
    _st_cvars[168 + _i8l0] = None
    _st_cvars[_i8l0] = 'no_trait'
    _i8t0 = _i8l0
    _i8t1 = (13 + _i8[1])
    if type(_i8t0) is int and _st_log is None:
        _i8t2 = _st_zones[_st_loc[_i8t0]]
        if _i8t2[-1] == _i8t0: _i8t2.pop()
        else: _i8t2.remove(_i8t0)
        _st_zones[_i8t1].append(_i8t0); _st_loc[_i8t0] = _i8t1
    elif _i8t0 is not None:
        _i8g0(st, _i8t0, _i8t1, False)

# <rulerun evolution.rules: on before attack #59 611e5bde>
def _native(st, L):
    _g0(st, (0, 0, L))
    return 2

# <rulerun evolution.rules: play #60 c542296c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _g0(st, (0, 0, L))
    _g1(st, (0, 0, L))
    for _t0 in (_k672 or []):
        L[2] = _t0
        _t1 = _st_zones[0][:-(6) - 1:-1]
        _t2 = (1 + _t0)
        if type(_t1) is list and _st_log is None:
            for _t3 in _t1:
                _t4 = _st_zones[_st_loc[_t3]]
                if _t4[-1] == _t3: _t4.pop()
                else: _t4.remove(_t3)
                _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
        elif _t1 is not None:
            _g2(st, _t1, _t2, False)
    st.vars[1] = _e674(st, L)
    if _st_log is not None: _g3(st, (0, 0, L))

# <rulerun evolution.rules: play #61 b04b5927>
def _native(st, L):
    _i9 = []
    _i7 = [None, None, None, None, None, None, None, None, None]
    for _i7t0 in (_k619 or []):
        _i7[2] = _i7t0
        if st.log is not None: _i7g0(st, (0, 0, _i7))
    if False:
        _i7[4] = _e622(st, _i7)
        for _i7t1 in (_k623 or []):
            _i7[7] = _i7t1
            _i7[8] = _e624(st, _i7)
            st.vars[12 + _i7t1] = _i7[8]
            _i7[4] = _e625(st, _i7)
    _i9g0(st, (0, 0, _i9)); return 3

# <rulerun evolution.rules: play_turn #62 f6cf2ffa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g3(_g4)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

# <rulerun evolution.rules: development #63 516c5313>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if (len((L[0] or ())) < 4):
                pc = 3
            else:
                pc = 15
        if pc == 3:
            L[1] = (_o29[st.vars[1]] or []); L[2] = 0
            pc = 4
        if pc == 4:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 14
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if (not (L[3] in (L[0] or ()))):
                    pc = 5; break
            L[2] = _i
        if pc == 5:
            if (not _st_zones[(1 + L[3])]):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _g6(st, L, _o): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g8(_g9)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g10)

# <rulerun evolution.rules: play_card #64 c56100c2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[12] or [])
            fr[1] = 2
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[13] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[13] = _o[_t2]; st.decisions += 1
            elif _g3(st, L, _o, _t0): return True
            pc = 2
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[13] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_e680(st, L) or [])
            fr[1] = 5
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[16] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[16] = _o[_t5]; st.decisions += 1
            elif _g5(st, L, _o, _t3): return True
            pc = 5
        if pc == 5:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 7:
            if (((L[13] == 'symbiosis') or (L[13] == 'communication')) or (L[13] == 'cooperation')):
                pc = 8
            else:
                pc = 17
        if pc == 8:
            _o = (_e681(st, L) or [])
            fr[1] = 9
            _t6 = L[0]
            _t7 = len(_o)
            if _t7 <= 1 and _st_log is None:
                L[26] = _o[0] if _t7 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t8 = st.chooser(_t7)
                else:
                    _t8 = _st_bits(_t7.bit_length())
                    while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
                L[26] = _o[_t8]; st.decisions += 1
            elif _g7(st, L, _o, _t6): return True
            pc = 9
        if pc == 9:
            _o = (_e682(st, L) or [])
            fr[1] = 10
            _t9 = L[0]
            _t10 = len(_o)
            if _t10 <= 1 and _st_log is None:
                L[35] = _o[0] if _t10 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t11 = st.chooser(_t10)
                else:
                    _t11 = _st_bits(_t10.bit_length())
                    while _t11 >= _t10: _t11 = _st_bits(_t10.bit_length())
                L[35] = _o[_t11]; st.decisions += 1
            elif _g8(st, L, _o, _t9): return True
            pc = 10
        if pc == 10:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[13] == 'symbiosis'):
                pc = 12
            else:
                pc = 15
        if pc == 12:
            _o = [L[26], L[35]]
            fr[1] = 13
            _t12 = L[0]
            _t13 = len(_o)
            if _t13 <= 1 and _st_log is None:
                L[42] = _o[0] if _t13 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t14 = st.chooser(_t13)
                else:
                    _t14 = _st_bits(_t13.bit_length())
                    while _t14 >= _t13: _t14 = _st_bits(_t13.bit_length())
                L[42] = _o[_t14]; st.decisions += 1
            elif _g10(st, L, _o, _t12): return True
            pc = 13
        if pc == 13:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_e683(st, L) or [])
            fr[1] = 18
            _t15 = L[0]
            _t16 = len(_o)
            if _t16 <= 1 and _st_log is None:
                L[53] = _o[0] if _t16 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t17 = st.chooser(_t16)
                else:
                    _t17 = _st_bits(_t16.bit_length())
                    while _t17 >= _t16: _t17 = _st_bits(_t16.bit_length())
                L[53] = _o[_t17]; st.decisions += 1
            elif _g13(st, L, _o, _t15): return True
            pc = 18
        if pc == 18:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g15)

# <rulerun evolution.rules: determining_the_food_base #65 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: feeding #66 74492942>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g2)
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun evolution.rules: show_animals #67 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: feeding_laps #68 a229acfa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 9
        if pc == 2:
            L[0] = (_o246[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun evolution.rules: feeding_end_check #69 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: feeding_turn_of #70 27742d1d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 25
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[50] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[50] = _o[_t2]; st.decisions += 1
            elif _g5(st, L, _o, _t0): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[50] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g8(_g9)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[50] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g11(_g12)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[50] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g14(_g15)
            fr[1] = 16; st.cur.append([10, 0, _a]); return None
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[50] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g16(_g17)
            fr[1] = 19; st.cur.append([13, 0, _a]); return None
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[50] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            _a = [L[0], None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g18(_g19)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g20(_g21)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g22)

# <rulerun evolution.rules: take_food #71 18091fc4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e684(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[7] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], 'red', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g6)

# <rulerun evolution.rules: convert_fat #72 f8738077>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e685(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[4] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _o = (_e686(st, L) or [])
            fr[1] = 2
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[13] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[13] = _o[_t5]; st.decisions += 1
            elif _g3(st, L, _o, _t3): return True
            pc = 2
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g5)

# <rulerun evolution.rules: receive #73 ca6e037c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _g3(st, fr): return True
            return None
        if pc == 2:
            if _e687(st, L):
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _g5(st, fr): return True
            return None
        if pc == 5:
            _g6(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun evolution.rules: paired_triggers #74 9eb6d373>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[3] or [])
            fr[1] = 3
            if _g4(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[4]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'red', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g10(_g11)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun evolution.rules: piracy #75 604bcf2c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e688(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[11] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[11] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _o = (_e689(st, L) or [])
            fr[1] = 2
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[20] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[20] = _o[_t5]; st.decisions += 1
            elif _g3(st, L, _o, _t3): return True
            pc = 2
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[11], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun evolution.rules: grazing #76 a34d330b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e690(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[3] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g4)

# <rulerun evolution.rules: hibernation #77 8b371bf9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e691(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[4] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g4)

# <rulerun evolution.rules: attack_action #78 cd9f47a7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_e692(st, L) or [])
            fr[1] = 1
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[18] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[18] = _o[_t2]; st.decisions += 1
            elif _g2(st, L, _o, _t0): return True
            pc = 1
        if pc == 1:
            _o = (_e693(st, L) or [])
            fr[1] = 2
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[35] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[35] = _o[_t5]; st.decisions += 1
            elif _g3(st, L, _o, _t3): return True
            pc = 2
        if pc == 2:
            _a = [L[18], L[35], None, None, None, None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g6)

# <rulerun evolution.rules: hunt #79 f020616d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _g3(st, fr): return True
            return None
        if pc == 2:
            if _e694(st, L):
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _g10(st, fr): return True
            return None
        if pc == 8:
            _g11(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun evolution.rules: scavenge #80 22049c7e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o602[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[11] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_e695(st, L) or [])
            fr[1] = 5
            _t0 = L[3]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[14] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[14] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 5
        if pc == 5:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[14], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

# <rulerun evolution.rules: drop_trait #81 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: remove_animal #82 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: extinction_and_new_cards #83 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: deal #84 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: game_end #85 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: final_scoring #86 2a9de82d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g3)

# <rulerun evolution.rules: on after feed #87 7fcd4dd3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _g2(_g3)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g4)

# <rulerun evolution.rules: on before attack #88 fad21529>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[17] or [])
            fr[1] = 4
            if _g5(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[18] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 8:
            if (L[18] == 'mimicry'):
                pc = 9
            else:
                pc = 12
        if pc == 9:
            _o = (_e696(st, L) or [])
            fr[1] = 10
            _t0 = L[4]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[29] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[29] = _o[_t2]; st.decisions += 1
            elif _g8(st, L, _o, _t0): return True
            pc = 10
        if pc == 10:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_e697(st, L) or [])
            fr[1] = 13
            _t3 = L[4]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[37] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[37] = _o[_t5]; st.decisions += 1
            elif _g10(st, L, _o, _t3): return True
            pc = 13
        if pc == 13:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g12(_g13)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g15)

# <rulerun evolution.rules: on after attack #89 0a96adfe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g2(_g3)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g4)

# <rulerun evolution.rules: play #90 90dac608>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _g2(_k, st, _d0): raise _g1()
                continue
        if pc == 3:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _g7(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun evolution.rules: development #91 b27bf811>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    L[0] = []
    _t0 = 0; _t1 = st.decisions
    while (len((L[0] or ())) < 4):
        _t0 += 1
        if _t0 > _g1[0] and _g2(_t0, st, _t1): raise _g3()
        for _t2 in (_o698[st.vars[1]] or []):
            L[3] = _t2
            if not ((not (_t2 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t2)]):
                if _st_log is not None: _g4(st, (0, 0, L))
                L[0] = (L[0] + [_t2])
            else:
                _t3 = _st_zones[(1 + _t2)]
                if _g6(st, L, _t3): raise _g5()
                if (L[4] is None):
                    L[0] = (L[0] + [_t2])
                else:
                    if _g7(st, [_t2, L[4], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: play_turn #92 0a471855>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g3(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g4(_g5)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g10)

# <rulerun evolution.rules: development #93 28977b33>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _g5(st, L)
            if _r is None:
                pc = 15
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            if (len((L[0] or ())) < 4):
                pc = 3
            else:
                pc = 15
        if pc == 3:
            L[1] = (_o29[st.vars[1]] or []); L[2] = 0
            pc = 4
        if pc == 4:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 14
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if (not (L[3] in (L[0] or ()))):
                    pc = 5; break
            L[2] = _i
        if pc == 5:
            if (not _st_zones[(1 + L[3])]):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _g7(st, L, _o): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _g9(st, [L[3], L[4], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g10(_g11)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun evolution.rules: play_card #94 58a04a30>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[12] or [])
            fr[1] = 2
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[13] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[13] = _o[_t2]; st.decisions += 1
            elif _g3(st, L, _o, _t0): return True
            pc = 2
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _g5(st, L)
            if _r is None:
                pc = 19
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            if (L[13] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_e699(st, L) or [])
            fr[1] = 5
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[16] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[16] = _o[_t5]; st.decisions += 1
            elif _g6(st, L, _o, _t3): return True
            pc = 5
        if pc == 5:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 7:
            if (((L[13] == 'symbiosis') or (L[13] == 'communication')) or (L[13] == 'cooperation')):
                pc = 8
            else:
                pc = 17
        if pc == 8:
            _o = (_e700(st, L) or [])
            fr[1] = 9
            _t6 = L[0]
            _t7 = len(_o)
            if _t7 <= 1 and _st_log is None:
                L[26] = _o[0] if _t7 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t8 = st.chooser(_t7)
                else:
                    _t8 = _st_bits(_t7.bit_length())
                    while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
                L[26] = _o[_t8]; st.decisions += 1
            elif _g8(st, L, _o, _t6): return True
            pc = 9
        if pc == 9:
            _o = (_e701(st, L) or [])
            fr[1] = 10
            _t9 = L[0]
            _t10 = len(_o)
            if _t10 <= 1 and _st_log is None:
                L[35] = _o[0] if _t10 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t11 = st.chooser(_t10)
                else:
                    _t11 = _st_bits(_t10.bit_length())
                    while _t11 >= _t10: _t11 = _st_bits(_t10.bit_length())
                L[35] = _o[_t11]; st.decisions += 1
            elif _g9(st, L, _o, _t9): return True
            pc = 10
        if pc == 10:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[13] == 'symbiosis'):
                pc = 12
            else:
                pc = 15
        if pc == 12:
            _o = [L[26], L[35]]
            fr[1] = 13
            _t12 = L[0]
            _t13 = len(_o)
            if _t13 <= 1 and _st_log is None:
                L[42] = _o[0] if _t13 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t14 = st.chooser(_t13)
                else:
                    _t14 = _st_bits(_t13.bit_length())
                    while _t14 >= _t13: _t14 = _st_bits(_t13.bit_length())
                L[42] = _o[_t14]; st.decisions += 1
            elif _g11(st, L, _o, _t12): return True
            pc = 13
        if pc == 13:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_e702(st, L) or [])
            fr[1] = 18
            _t15 = L[0]
            _t16 = len(_o)
            if _t16 <= 1 and _st_log is None:
                L[53] = _o[0] if _t16 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t17 = st.chooser(_t16)
                else:
                    _t17 = _st_bits(_t16.bit_length())
                    while _t17 >= _t16: _t17 = _st_bits(_t16.bit_length())
                L[53] = _o[_t17]; st.decisions += 1
            elif _g14(st, L, _o, _t15): return True
            pc = 18
        if pc == 18:
            _r = _g15(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g16)

# <rulerun evolution.rules: convert_fat #95 554d42f4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _t0 = (_e713(st, L) or [])
    _t1 = _l0
    _t2 = len(_t0)
    if _t2 <= 1 and _st_log is None:
        L[4] = _t0[0] if _t2 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[4] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    _t4 = (_e715(st, L) or [])
    _t5 = _l0
    _t6 = len(_t4)
    if _t6 <= 1 and _st_log is None:
        L[13] = _t4[0] if _t6 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t7 = st.chooser(_t6)
        else:
            _t7 = _st_bits(_t6.bit_length())
            while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
        L[13] = _t4[_t7]; st.decisions += 1
    elif _g3(st, L, _t4, _t5): raise _g2()
    L[14] = L[13]
    for _t8 in st.zones[(9 + _l0)][:]:
        L[17] = _t8
        if not ((((_st_cvars[84 + _t8] == L[4]) and _st_cvars[252 + _t8]) and (L[14] > 0))): continue
        _st_cvars[252 + _t8] = False
        L[14] = L[14] - 1
    _st_cvars[504 + L[4]] = _st_cvars[504 + L[4]] + L[13]
    if _st_log is not None: _g4(st, (0, 0, L))

# <rulerun evolution.rules: grazing #96 2cd5768e>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _t0 = (_e726(st, L) or [])
    _t1 = L[0]
    _t2 = len(_t0)
    if _t2 <= 1 and _st_log is None:
        L[3] = _t0[0] if _t2 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[3] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    st.cvars[840 + L[3]] = _st_vars[4]
    _st_vars[3] = _st_vars[3] - 1
    if _st_log is not None: _g2(st, (0, 0, L))

# <rulerun evolution.rules: hibernation #97 cf0a87ee>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t0 = (_e737(st, L) or [])
    _t1 = L[0]
    _t2 = len(_t0)
    if _t2 <= 1 and _st_log is None:
        L[4] = _t0[0] if _t2 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[4] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    st.cvars[924 + L[4]] = st.vars[0]
    if _st_log is not None: _g2(st, (0, 0, L))

# <rulerun evolution.rules: feeding_turn_of #98 e95e3720>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 25
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[50] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[50] = _o[_t2]; st.decisions += 1
            elif _g5(st, L, _o, _t0): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[50] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g8(_g9)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[50] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g11(_g12)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[50] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g14(st, [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g15(_g16)
                fr[1] = 16; st.cur.append([10, 0, _a]); return None
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[50] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g17(_g18)
            fr[1] = 19; st.cur.append([13, 0, _a]); return None
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[50] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _g19(st, [L[0], None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g20(_g21)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _g22(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g23(_g24)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g25)

