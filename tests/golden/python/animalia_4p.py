# <rulerun animalia.rules: collecting #0 e5fa974a>
def _native(st, L):
    _t0 = []
    for _t2 in (_o1[st.vars[4]] or ()):
        if (len(st.zones[(2 + _t2)]) < 5):
            _t0.append(_t2)
    L[1] = _t0

# <rulerun animalia.rules: collecting #1 3a5a1f41>
def _native(st, L):
    _t0 = None
    for _t2 in (L[1] or ()):
        if True:
            _t0 = _t2
            break
    L[3] = _t0
    st.vars[5] = L[3]

# <rulerun animalia.rules: collecting #2 8b07b75d>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _g0(st, (0, 0, L))
    _t2 = _st_zones[0]
    _t1 = 1
    if _st_log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); st.loc[_t0] = _t1
    elif _t2:
        _g1(st, _t2[-1], _t1, False)

# <rulerun animalia.rules: collecting #3 8409b0b8>
def _native(st, L):
    st.vars[4] = ((L[3] + 1) % 4)

# <rulerun animalia.rules: use_thief #4 0138ba10>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _g0(st, (0, 0, L))
        return 2
    _t0 = []
    for _t1 in (_k13 or []):
        if ((_t1 != _l0) and (not not _st_zones[(2 + _t1)])): _t0.append(_t1)
    if _g2(st, L, _t0): raise _g1()
    if (L[1] is None):
        return 2
    _t2 = _st_zones[(2 + L[1])]
    _t3 = _l0
    _t4 = len(_t2)
    if _t4 <= 1 and _st_log is None:
        L[2] = _t2[0] if _t4 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t5 = st.chooser(_t4)
        else:
            _t5 = _st_bits(_t4.bit_length())
            while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
        L[2] = _t2[_t5]; st.decisions += 1
    elif _g4(st, L, _t2[:], _t3): raise _g3()
    if _st_log is not None: _g5(st, (0, 0, L))
    _t6 = L[2]
    _t7 = (2 + _l0)
    if type(_t6) is int and _st_log is None:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _g6(st, _t6, _t7, False)

# <rulerun animalia.rules: use_spy #5 58b8f52a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t0 = ['look', 'skip']
    _t1 = _l0
    _t2 = len(_t0)
    if _t2 <= 1 and _st_log is None:
        L[1] = _t0[0] if _t2 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[1] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    if (L[1] == 'skip'):
        return 2
    _t4 = _st_zones[0][:-(5) - 1:-1]
    _t5 = (10 + _l0)
    if type(_t4) is list and _st_log is None:
        for _t6 in _t4:
            _t7 = _st_zones[_st_loc[_t6]]
            if _t7[-1] == _t6: _t7.pop()
            else: _t7.remove(_t6)
            _st_zones[_t5].append(_t6); _st_loc[_t6] = _t5
    elif _t4 is not None:
        _g2(st, _t4, _t5, False)
    _t8 = 0; _t9 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t8 += 1
        if _t8 > _g3[0] and _g4(_t8, st, _t9): raise _g5()
        _t10 = _st_zones[(10 + _l0)]
        _t11 = _l0
        _t12 = len(_t10)
        if _t12 <= 1 and _st_log is None:
            L[2] = _t10[0] if _t12 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t13 = st.chooser(_t12)
            else:
                _t13 = _st_bits(_t12.bit_length())
                while _t13 >= _t12: _t13 = _st_bits(_t12.bit_length())
            L[2] = _t10[_t13]; st.decisions += 1
        elif _g7(st, L, _t10[:], _t11): raise _g6()
        _t14 = L[2]
        _t15 = 0
        if type(_t14) is int and _st_log is None:
            _t16 = _st_zones[_st_loc[_t14]]
            if _t16[-1] == _t14: _t16.pop()
            else: _t16.remove(_t14)
            _st_zones[_t15].append(_t14); _st_loc[_t14] = _t15
        elif _t14 is not None:
            _g8(st, _t14, _t15, False)

# <rulerun animalia.rules: use_gift #6 f6306e62>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = []
    for _t1 in (_k15 or []):
        if ((_t1 != _l0) and (len(_st_zones[(2 + _t1)]) < 5)): _t0.append(_t1)
    if _g1(st, L, _t0): raise _g0()
    if (L[1] is None):
        return 2
    _t2 = _st_zones[(2 + _l0)]
    _t3 = _l0
    _t4 = len(_t2)
    if _t4 <= 1 and _st_log is None:
        L[2] = _t2[0] if _t4 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t5 = st.chooser(_t4)
        else:
            _t5 = _st_bits(_t4.bit_length())
            while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
        L[2] = _t2[_t5]; st.decisions += 1
    elif _g3(st, L, _t2[:], _t3): raise _g2()
    if _st_log is not None: _g4(st, (0, 0, L))
    _t6 = L[2]
    _t7 = (2 + L[1])
    if type(_t6) is int and _st_log is None:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _g5(st, _t6, _t7, False)

# <rulerun animalia.rules: take_lot #7 2149d3a0>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    for _t0 in (_st_zones[1][:] or []):
        L[4] = _t0
        if ((_c7[_t0] != 'plain') and _e10(st, L)):
            L[1] = (L[1] + [_t0])
        _t1 = _t0
        _t2 = (2 + _l0)
        if type(_t1) is int and _st_log is None:
            _t3 = _st_zones[_st_loc[_t1]]
            if _t3[-1] == _t1: _t3.pop()
            else: _t3.remove(_t1)
            _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)
    _t4 = 0; _t5 = st.decisions
    while (not not (L[1] or ())):
        _t4 += 1
        if _t4 > _g1[0] and _g2(_t4, st, _t5): raise _g3()
        _t6 = (L[1] or [])
        _t7 = _l0
        _t8 = len(_t6)
        if _t8 <= 1 and _st_log is None:
            L[6] = _t6[0] if _t8 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t9 = st.chooser(_t8)
            else:
                _t9 = _st_bits(_t8.bit_length())
                while _t9 >= _t8: _t9 = _st_bits(_t8.bit_length())
            L[6] = _t6[_t9]; st.decisions += 1
        elif _g5(st, L, _t6, _t7): raise _g4()
        L[1] = _e11(st, L)
        if (_c12[L[6]] == 'thief'):
            if _g6(st, [_l0, None, None]) == 3: return 3
        elif (_c14[L[6]] == 'spy'):
            if _g7(st, [_l0, None, None]) == 3: return 3
        else:
            if _g8(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #8 3d2f81de>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t2 = _st_zones[0]
    _t1 = 1
    if _st_log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t2:
        _g0(st, _t2[-1], _t1, False)
    _t3 = 0; _t4 = st.decisions
    while True:
        _t3 += 1
        if _t3 > _g1[0] and _g2(_t3, st, _t4): raise _g3()
        for _t5 in (_o16[_l0] or []):
            L[3] = _t5
            if not (((len(_st_zones[(2 + _t5)]) < 5) and ((5 - len(_st_zones[(2 + _t5)])) >= len(_st_zones[1])))): continue
            _t6 = ['take', 'pass']
            _t7 = _t5
            _t8 = len(_t6)
            if _t8 <= 1 and _st_log is None:
                L[4] = _t6[0] if _t8 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t9 = st.chooser(_t8)
                else:
                    _t9 = _st_bits(_t8.bit_length())
                    while _t9 >= _t8: _t9 = _st_bits(_t8.bit_length())
                L[4] = _t6[_t9]; st.decisions += 1
            elif _g5(st, L, _t6, _t7): raise _g4()
            if (L[4] == 'take'):
                _i1l0 = _t5
                _i1 = [_i1l0, None, None, None, None, None, None]
                _i1[1] = []
                for _i1t0 in (_st_zones[1][:] or []):
                    _i1[4] = _i1t0
                    if ((_c7[_i1t0] != 'plain') and _e10(st, _i1)):
                        _i1[1] = (_i1[1] + [_i1t0])
                    _i1t1 = _i1t0
                    _i1t2 = (2 + _i1l0)
                    if type(_i1t1) is int and _st_log is None:
                        _i1t3 = _st_zones[_st_loc[_i1t1]]
                        if _i1t3[-1] == _i1t1: _i1t3.pop()
                        else: _i1t3.remove(_i1t1)
                        _st_zones[_i1t2].append(_i1t1); _st_loc[_i1t1] = _i1t2
                    elif _i1t1 is not None:
                        _i1g0(st, _i1t1, _i1t2, False)
                _i1t4 = 0; _i1t5 = st.decisions
                while (not not (_i1[1] or ())):
                    _i1t4 += 1
                    if _i1t4 > _i1g1[0] and _i1g2(_i1t4, st, _i1t5): raise _i1g3()
                    _i1t6 = (_i1[1] or [])
                    _i1t7 = _i1l0
                    _i1t8 = len(_i1t6)
                    if _i1t8 <= 1 and _st_log is None:
                        _i1[6] = _i1t6[0] if _i1t8 else None
                    elif _st_log is None and st.decisions < st.inline_until:
                        if _st_bits is None: _i1t9 = st.chooser(_i1t8)
                        else:
                            _i1t9 = _st_bits(_i1t8.bit_length())
                            while _i1t9 >= _i1t8: _i1t9 = _st_bits(_i1t8.bit_length())
                        _i1[6] = _i1t6[_i1t9]; st.decisions += 1
                    elif _i1g5(st, _i1, _i1t6, _i1t7): raise _i1g4()
                    _i1[1] = _e11(st, _i1)
                    if (_c12[_i1[6]] == 'thief'):
                        if _i1g6(st, [_i1l0, None, None]) == 3: return 3
                    elif (_c14[_i1[6]] == 'spy'):
                        if _i1g7(st, [_i1l0, None, None]) == 3: return 3
                    else:
                        if _i1g8(st, [_i1l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _g6(st, (0, 0, L))
            _i2l0 = _l0
            _i2 = [_i2l0, None, None, None, None, None, None]
            _i2[1] = []
            for _i2t0 in (_st_zones[1][:] or []):
                _i2[4] = _i2t0
                if ((_c7[_i2t0] != 'plain') and _e10(st, _i2)):
                    _i2[1] = (_i2[1] + [_i2t0])
                _i2t1 = _i2t0
                _i2t2 = (2 + _i2l0)
                if type(_i2t1) is int and _st_log is None:
                    _i2t3 = _st_zones[_st_loc[_i2t1]]
                    if _i2t3[-1] == _i2t1: _i2t3.pop()
                    else: _i2t3.remove(_i2t1)
                    _st_zones[_i2t2].append(_i2t1); _st_loc[_i2t1] = _i2t2
                elif _i2t1 is not None:
                    _i2g0(st, _i2t1, _i2t2, False)
            _i2t4 = 0; _i2t5 = st.decisions
            while (not not (_i2[1] or ())):
                _i2t4 += 1
                if _i2t4 > _i2g1[0] and _i2g2(_i2t4, st, _i2t5): raise _i2g3()
                _i2t6 = (_i2[1] or [])
                _i2t7 = _i2l0
                _i2t8 = len(_i2t6)
                if _i2t8 <= 1 and _st_log is None:
                    _i2[6] = _i2t6[0] if _i2t8 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _i2t9 = st.chooser(_i2t8)
                    else:
                        _i2t9 = _st_bits(_i2t8.bit_length())
                        while _i2t9 >= _i2t8: _i2t9 = _st_bits(_i2t8.bit_length())
                    _i2[6] = _i2t6[_i2t9]; st.decisions += 1
                elif _i2g5(st, _i2, _i2t6, _i2t7): raise _i2g4()
                _i2[1] = _e11(st, _i2)
                if (_c12[_i2[6]] == 'thief'):
                    if _i2g6(st, [_i2l0, None, None]) == 3: return 3
                elif (_c14[_i2[6]] == 'spy'):
                    if _i2g7(st, [_i2l0, None, None]) == 3: return 3
                else:
                    if _i2g8(st, [_i2l0, None, None]) == 3: return 3
            return 2
        _t12 = _st_zones[0]
        _t11 = 1
        if _st_log is None and _t12:
            _t10 = _t12.pop(); _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t12:
            _g7(st, _t12[-1], _t11, False)

# <rulerun animalia.rules: collecting #9 1ece4349>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while (not not _st_zones[0]):
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        _t5 = []
        for _t7 in (_o4[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t7)]) < 5):
                _t5.append(_t7)
        L[1] = _t5
        if (not (L[1] or ())):
            break
        _t11 = None
        for _t13 in (L[1] or ()):
            if True:
                _t11 = _t13
                break
        L[3] = _t11
        _st_vars[5] = L[3]
        if (len((L[1] or ())) == 1):
            if _st_log is not None: _g3(st, (0, 0, L))
            _t4 = _st_zones[0]
            _t3 = 1
            if _st_log is None and _t4:
                _t2 = _t4.pop(); _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            elif _t4:
                _g4(st, _t4[-1], _t3, False)
            _i0l0 = L[3]
            _i0 = [_i0l0, None, None, None, None, None, None]
            _i0[1] = []
            for _i0t0 in (_st_zones[1][:] or []):
                _i0[4] = _i0t0
                if ((_c7[_i0t0] != 'plain') and _e10(st, _i0)):
                    _i0[1] = (_i0[1] + [_i0t0])
                _i0t1 = _i0t0
                _i0t2 = (2 + _i0l0)
                if type(_i0t1) is int and _st_log is None:
                    _i0t3 = _st_zones[_st_loc[_i0t1]]
                    if _i0t3[-1] == _i0t1: _i0t3.pop()
                    else: _i0t3.remove(_i0t1)
                    _st_zones[_i0t2].append(_i0t1); _st_loc[_i0t1] = _i0t2
                elif _i0t1 is not None:
                    _i0g0(st, _i0t1, _i0t2, False)
            _i0t4 = 0; _i0t5 = st.decisions
            while (not not (_i0[1] or ())):
                _i0t4 += 1
                if _i0t4 > _i0g1[0] and _i0g2(_i0t4, st, _i0t5): raise _i0g3()
                _i0t6 = (_i0[1] or [])
                _i0t7 = _i0l0
                _i0t8 = len(_i0t6)
                if _i0t8 <= 1 and _st_log is None:
                    _i0[6] = _i0t6[0] if _i0t8 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _i0t9 = st.chooser(_i0t8)
                    else:
                        _i0t9 = _st_bits(_i0t8.bit_length())
                        while _i0t9 >= _i0t8: _i0t9 = _st_bits(_i0t8.bit_length())
                    _i0[6] = _i0t6[_i0t9]; st.decisions += 1
                elif _i0g5(st, _i0, _i0t6, _i0t7): raise _i0g4()
                _i0[1] = _e11(st, _i0)
                if (_c12[_i0[6]] == 'thief'):
                    if _i0g6(st, [_i0l0, None, None]) == 3: return 3
                elif (_c14[_i0[6]] == 'spy'):
                    if _i0g7(st, [_i0l0, None, None]) == 3: return 3
                else:
                    if _i0g8(st, [_i0l0, None, None]) == 3: return 3
        else:
            if _g5(st, [L[3], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[3] + 1) % 4)

# <rulerun animalia.rules: offer #10 f41cbdce>
def _native(st, L):
    _st_zones = st.zones
    _t2 = _st_zones[0]
    _t1 = 1
    if st.log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); st.loc[_t0] = _t1
    elif _t2:
        _g0(st, _t2[-1], _t1, False)

# <rulerun animalia.rules: offer #11 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #12 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun animalia.rules: offer #13 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #14 f41cbdce>
def _native(st, L):
    _st_zones = st.zones
    _t2 = _st_zones[0]
    _t1 = 1
    if st.log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); st.loc[_t0] = _t1
    elif _t2:
        _g0(st, _t2[-1], _t1, False)

# <rulerun animalia.rules: offer #15 2ffa2a2f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        for _t2 in (_o18[_l0] or []):
            L[3] = _t2
            if not (((len(_st_zones[(2 + _t2)]) < 5) and ((5 - len(_st_zones[(2 + _t2)])) >= len(_st_zones[1])))): continue
            _t3 = ['take', 'pass']
            _t4 = _t2
            _t5 = len(_t3)
            if _t5 <= 1 and _st_log is None:
                L[4] = _t3[0] if _t5 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t6 = st.chooser(_t5)
                else:
                    _t6 = _st_bits(_t5.bit_length())
                    while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                L[4] = _t3[_t6]; st.decisions += 1
            elif _g4(st, L, _t3, _t4): raise _g3()
            if (L[4] == 'take'):
                _i3l0 = _t2
                _i3 = [_i3l0, None, None, None, None, None, None]
                _i3[1] = []
                for _i3t0 in (_st_zones[1][:] or []):
                    _i3[4] = _i3t0
                    if ((_c7[_i3t0] != 'plain') and _e10(st, _i3)):
                        _i3[1] = (_i3[1] + [_i3t0])
                    _i3t1 = _i3t0
                    _i3t2 = (2 + _i3l0)
                    if type(_i3t1) is int and _st_log is None:
                        _i3t3 = _st_zones[_st_loc[_i3t1]]
                        if _i3t3[-1] == _i3t1: _i3t3.pop()
                        else: _i3t3.remove(_i3t1)
                        _st_zones[_i3t2].append(_i3t1); _st_loc[_i3t1] = _i3t2
                    elif _i3t1 is not None:
                        _i3g0(st, _i3t1, _i3t2, False)
                _i3t4 = 0; _i3t5 = st.decisions
                while (not not (_i3[1] or ())):
                    _i3t4 += 1
                    if _i3t4 > _i3g1[0] and _i3g2(_i3t4, st, _i3t5): raise _i3g3()
                    _i3t6 = (_i3[1] or [])
                    _i3t7 = _i3l0
                    _i3t8 = len(_i3t6)
                    if _i3t8 <= 1 and _st_log is None:
                        _i3[6] = _i3t6[0] if _i3t8 else None
                    elif _st_log is None and st.decisions < st.inline_until:
                        if _st_bits is None: _i3t9 = st.chooser(_i3t8)
                        else:
                            _i3t9 = _st_bits(_i3t8.bit_length())
                            while _i3t9 >= _i3t8: _i3t9 = _st_bits(_i3t8.bit_length())
                        _i3[6] = _i3t6[_i3t9]; st.decisions += 1
                    elif _i3g5(st, _i3, _i3t6, _i3t7): raise _i3g4()
                    _i3[1] = _e11(st, _i3)
                    if (_c12[_i3[6]] == 'thief'):
                        if _i3g6(st, [_i3l0, None, None]) == 3: return 3
                    elif (_c14[_i3[6]] == 'spy'):
                        if _i3g7(st, [_i3l0, None, None]) == 3: return 3
                    else:
                        if _i3g8(st, [_i3l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _g5(st, (0, 0, L))
            _i4l0 = _l0
            _i4 = [_i4l0, None, None, None, None, None, None]
            _i4[1] = []
            for _i4t0 in (_st_zones[1][:] or []):
                _i4[4] = _i4t0
                if ((_c7[_i4t0] != 'plain') and _e10(st, _i4)):
                    _i4[1] = (_i4[1] + [_i4t0])
                _i4t1 = _i4t0
                _i4t2 = (2 + _i4l0)
                if type(_i4t1) is int and _st_log is None:
                    _i4t3 = _st_zones[_st_loc[_i4t1]]
                    if _i4t3[-1] == _i4t1: _i4t3.pop()
                    else: _i4t3.remove(_i4t1)
                    _st_zones[_i4t2].append(_i4t1); _st_loc[_i4t1] = _i4t2
                elif _i4t1 is not None:
                    _i4g0(st, _i4t1, _i4t2, False)
            _i4t4 = 0; _i4t5 = st.decisions
            while (not not (_i4[1] or ())):
                _i4t4 += 1
                if _i4t4 > _i4g1[0] and _i4g2(_i4t4, st, _i4t5): raise _i4g3()
                _i4t6 = (_i4[1] or [])
                _i4t7 = _i4l0
                _i4t8 = len(_i4t6)
                if _i4t8 <= 1 and _st_log is None:
                    _i4[6] = _i4t6[0] if _i4t8 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _i4t9 = st.chooser(_i4t8)
                    else:
                        _i4t9 = _st_bits(_i4t8.bit_length())
                        while _i4t9 >= _i4t8: _i4t9 = _st_bits(_i4t8.bit_length())
                    _i4[6] = _i4t6[_i4t9]; st.decisions += 1
                elif _i4g5(st, _i4, _i4t6, _i4t7): raise _i4g4()
                _i4[1] = _e11(st, _i4)
                if (_c12[_i4[6]] == 'thief'):
                    if _i4g6(st, [_i4l0, None, None]) == 3: return 3
                elif (_c14[_i4[6]] == 'spy'):
                    if _i4g7(st, [_i4l0, None, None]) == 3: return 3
                else:
                    if _i4g8(st, [_i4l0, None, None]) == 3: return 3
            return 2
        _t9 = _st_zones[0]
        _t8 = 1
        if _st_log is None and _t9:
            _t7 = _t9.pop(); _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        elif _t9:
            _g6(st, _t9[-1], _t8, False)

# <rulerun animalia.rules: take_lot #16 92297bbb>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t0 in (_st_zones[1][:] or []):
        L[4] = _t0
        if ((_c19[_t0] != 'plain') and _e22(st, L)):
            L[1] = (L[1] + [_t0])
        _t1 = _t0
        _t2 = (2 + L[0])
        if type(_t1) is int and st.log is None:
            _t3 = _st_zones[_st_loc[_t1]]
            if _t3[-1] == _t1: _t3.pop()
            else: _t3.remove(_t1)
            _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)

# <rulerun animalia.rules: take_lot #17 c3600847>
def _native(st, L):
    L[1] = _e23(st, L)

# <rulerun animalia.rules: take_lot #18 d6f6db04>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _t0 = 0; _t1 = st.decisions
    while (not not (L[1] or ())):
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        _t2 = (L[1] or [])
        _t3 = _l0
        _t4 = len(_t2)
        if _t4 <= 1 and _st_log is None:
            L[6] = _t2[0] if _t4 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t5 = st.chooser(_t4)
            else:
                _t5 = _st_bits(_t4.bit_length())
                while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
            L[6] = _t2[_t5]; st.decisions += 1
        elif _g4(st, L, _t2, _t3): raise _g3()
        L[1] = _e26(st, L)
        if (_c27[L[6]] == 'thief'):
            if _g5(st, [_l0, None, None]) == 3: return 3
        elif (_c28[L[6]] == 'spy'):
            if _g6(st, [_l0, None, None]) == 3: return 3
        else:
            if _g7(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: use_thief #19 22e74217>
def _native(st, L):
    if (not (len(st.zones[(2 + L[0])]) < 5)):
        if st.log is not None: _g0(st, (0, 0, L))
        return 2

# <rulerun animalia.rules: use_thief #20 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #21 0f6a381e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _g0(st, (0, 0, L))
    _t0 = L[2]
    _t1 = (2 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun animalia.rules: use_spy #22 1e0fdbee>
def _native(st, L):
    if (not st.zones[0]):
        return 2

# <rulerun animalia.rules: use_spy #23 b5f0ef1f>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t0 = _st_zones[0][:-(5) - 1:-1]
    _t1 = (10 + L[0])
    if type(_t0) is list and st.log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun animalia.rules: use_spy #24 1369e0e3>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[2]
    _t1 = 0
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun animalia.rules: use_spy #25 02500450>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        _t2 = _st_zones[(10 + _l0)]
        _t3 = _l0
        _t4 = len(_t2)
        if _t4 <= 1 and _st_log is None:
            L[2] = _t2[0] if _t4 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t5 = st.chooser(_t4)
            else:
                _t5 = _st_bits(_t4.bit_length())
                while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
            L[2] = _t2[_t5]; st.decisions += 1
        elif _g4(st, L, _t2[:], _t3): raise _g3()
        _t6 = L[2]
        _t7 = 0
        if type(_t6) is int and _st_log is None:
            _t8 = _st_zones[_st_loc[_t6]]
            if _t8[-1] == _t6: _t8.pop()
            else: _t8.remove(_t6)
            _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
        elif _t6 is not None:
            _g5(st, _t6, _t7, False)

# <rulerun animalia.rules: use_gift #26 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_gift #27 ff84c87b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _g0(st, (0, 0, L))
    _t0 = L[2]
    _t1 = (2 + L[1])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun animalia.rules: give_bonus #28 927b40df>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_e43(st, L) <= 0)):
        if _st_log is not None: _g0(st, (0, 0, L))
        return 2
    _t0 = _st_zones[0][:-(L[1]) - 1:-1]
    _t1 = (6 + L[0])
    if type(_t0) is list and _st_log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun animalia.rules: elegance_bonuses #29 b87d4be0>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    for _t0 in (_k31 or []):
        L[2] = _t0
        if _st_log is not None: _g1(st, (0, 0, L))
    _t3 = None
    for _t5 in (_k34 or ()):
        L[4] = _t5
        if True:
            _t13 = 0
            for _t15 in _st_zones[(2 + L[4])]:
                if True:
                    _t13 += _c35[_t15]
            _t7 = _t13
            if _t3 is None or _t7 > _t3:
                _t3 = _t7
    L[6] = _t3
    _t18 = []
    for _t20 in (_k38 or ()):
        L[7] = _t20
        _t24 = 0
        for _t26 in _st_zones[(2 + L[7])]:
            if True:
                _t24 += _c39[_t26]
        if (_t24 == L[6]):
            _t18.append(_t20)
    L[9] = _t18
    if (len((L[9] or ())) > 1):
        for _t1 in (L[9] or []):
            L[12] = _t1
            if _g2(st, [_t1, 1, None, None]) == 3: return 3
    else:
        if _g3(st, [_e45(st, L), 2, None, None]) == 3: return 3
        _t29 = None
        for _t31 in (_k46 or ()):
            L[14] = _t31
            _t39 = 0
            for _t41 in _st_zones[(2 + L[14])]:
                if True:
                    _t39 += _c47[_t41]
            if (_t39 < L[6]):
                _t44 = 0
                for _t46 in _st_zones[(2 + L[14])]:
                    if True:
                        _t44 += _c49[_t46]
                _t33 = _t44
                if _t29 is None or _t33 > _t29:
                    _t29 = _t33
        L[17] = _t29
        for _t2 in (_k52 or []):
            L[20] = _t2
            if not (((L[17] is not None) and (_e54(st, L) == L[17]))): continue
            if _g4(st, [_t2, 1, None, None]) == 3: return 3

# <rulerun animalia.rules: awards #30 e62e6a83>
def _native(st, L):
    st.cvars[31 + L[1]] = L[3]

# <rulerun animalia.rules: awards #31 0930a385>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _p0 in (_k58 or []):
        st.thread_player = st.inline_thread = _p0
        _i5 = L[:]; _i5[0] = _p0
        _i5t0 = 0; _i5t1 = st.decisions
        while True:
            _i5t0 += 1
            if _i5t0 > _i5g0[0] and _i5g1(_i5t0, st, _i5t1): raise _i5g2()
            _i5t4 = _NOT_YET
            _i5t2 = []
            for _i5t3 in _st_zones[(6 + _p0)]:
                if ((_st_cvars[31 + _i5t3] is None) and (len(_st_zones[(2 + _p0)]) > (_i5t4 if _i5t4 is not _NOT_YET else (_i5t4 := _e59(st, _i5))))): _i5t2.append(_i5t3)
            if _i5g4(st, _i5, _i5t2): raise _i5g3()
            if (_i5[1] is None):
                break
            _i5t5 = []
            for _i5t6 in _st_zones[(2 + _p0)]:
                _i5[3] = _i5t6
                if (not _e60(st, _i5)): _i5t5.append(_i5t6)
            _i5t7 = _p0
            _i5t8 = len(_i5t5)
            if _i5t8 <= 1:
                _i5[3] = _i5t5[0] if _i5t8 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _i5t9 = st.chooser(_i5t8)
                else:
                    _i5t9 = _st_bits(_i5t8.bit_length())
                    while _i5t9 >= _i5t8: _i5t9 = _st_bits(_i5t8.bit_length())
                _i5[3] = _i5t5[_i5t9]; st.decisions += 1
            elif _i5g6(st, _i5, _i5t5, _i5t7): raise _i5g5()
            _st_cvars[31 + _i5[1]] = _i5[3]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #32 2aaa369f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k61 or []):
        L[7] = _t0
        for _t1 in _st_zones[(6 + _t0)][:]:
            L[10] = _t1
            if not ((_st_cvars[31 + _t1] is not None)): continue
            if _st_log is not None: _g0(st, (0, 0, L))
            _t2 = _st_cvars[31 + _t1]
            _t3 = 14
            if type(_t2) is int and _st_log is None:
                _t4 = _st_zones[_st_loc[_t2]]
                if _t4[-1] == _t2: _t4.pop()
                else: _t4.remove(_t2)
                _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            elif _t2 is not None:
                _g1(st, _t2, _t3, False)
            _st_cvars[31 + _t1] = None
            _t5 = _t1
            _t6 = (2 + _t0)
            if type(_t5) is int and _st_log is None:
                _t7 = _st_zones[_st_loc[_t5]]
                if _t7[-1] == _t5: _t7.pop()
                else: _t7.remove(_t5)
                _st_zones[_t6].append(_t5); _st_loc[_t5] = _t6
            elif _t5 is not None:
                _g2(st, _t5, _t6, False)

# <rulerun animalia.rules: awards #33 46d718e7>
def _native(st, L):
    st.cvars[L[16]] = L[17]

# <rulerun animalia.rules: awards #34 1c3cc1b8>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    for _t0 in (_k65 or []):
        L[13] = _t0
        for _t1 in st.zones[(2 + _t0)][:]:
            L[16] = _t1
            if not (((_c66[_t1] is None) and True)): continue
            _t2 = (_k67 or [])
            _t3 = _t0
            _t4 = len(_t2)
            if _t4 <= 1 and _st_log is None:
                L[17] = _t2[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[17] = _t2[_t5]; st.decisions += 1
            elif _g1(st, L, _t2, _t3): raise _g0()
            st.cvars[_t1] = L[17]

# <rulerun animalia.rules: awards #35 13f9c381>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t0 in (_k68 or []):
        L[24] = _t0
        _t14 = _st_cvars
        _t13 = []
        for _t16 in _st_zones[(2 + L[24])]:
            if True:
                _t13.append((_t14[_t16] if (_c71[_t16] is None) else _c72[_t16]))
        L[26] = _t13
        _t23 = L[26]
        _t22 = 0
        for _t25 in (_k74 or ()):
            if (_t25 in (_t23 or ())):
                _t22 += 1
        L[28] = _t22
        if ((len(_st_zones[(2 + _t0)]) == 5) and (L[28] == 5)):
            for _t1 in (_k76 or []):
                L[31] = _t1
                (_st_vars[0 + _t0])[_t1] = (_st_vars[0 + _t0])[_t1] + 1
        else:
            for _t2 in (_k77 or []):
                L[34] = _t2
                L[36] = (L[26] or ()).count(_t2)
                if (L[36] >= 2):
                    (_st_vars[0 + _t0])[_t2] = (_st_vars[0 + _t0])[_t2] + L[36]
        if _st_log is not None: _g0(st, (0, 0, L))
    for _t3 in (_k78 or []):
        L[39] = _t3
        for _t4 in _st_zones[(2 + _t3)][:]:
            L[42] = _t4
            _st_cvars[_t4] = None
        _t5 = (2 + _t3)
        _t6 = 0
        if _st_log is None and _t5 != _t6:
            _t7 = _st_zones[_t5]; _st_zones[_t6] += _t7
            for _t8 in _t7: _st_loc[_t8] = _t6
            _t7.clear()
        else:
            _g1(st, _st_zones[_t5][:], _t6, False)
    _t9 = 14
    _t10 = 0
    if _st_log is None and _t9 != _t10:
        _t11 = _st_zones[_t9]; _st_zones[_t10] += _t11
        for _t12 in _t11: _st_loc[_t12] = _t10
        _t11.clear()
    else:
        _g2(st, _st_zones[_t9][:], _t10, False)

# <rulerun animalia.rules: play #36 9bda5421>
def _native(st, L):
    st.vars[4] = _e90(st, L)

# <rulerun animalia.rules: play #37 7e45bc48>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))
    _g1(st, (0, 0, L))

# <rulerun animalia.rules: play #38 0e85ef16>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    _i6 = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_i6g0)
    for _i6t0 in (_k31 or []):
        _i6[2] = _i6t0
        if _st_log is not None: _i6g1(st, (0, 0, _i6))
    _t0 = None
    for _t2 in (_k34 or ()):
        _i6[4] = _t2
        if True:
            _t10 = 0
            for _t12 in _st_zones[(2 + _i6[4])]:
                if True:
                    _t10 += _c35[_t12]
            _t4 = _t10
            if _t0 is None or _t4 > _t0:
                _t0 = _t4
    _i6[6] = _t0
    _t15 = []
    for _t17 in (_k38 or ()):
        _i6[7] = _t17
        _t21 = 0
        for _t23 in _st_zones[(2 + _i6[7])]:
            if True:
                _t21 += _c39[_t23]
        if (_t21 == _i6[6]):
            _t15.append(_t17)
    _i6[9] = _t15
    if (len((_i6[9] or ())) > 1):
        for _i6t1 in (_i6[9] or []):
            _i6[12] = _i6t1
            if _i6g2(st, [_i6t1, 1, None, None]) == 3: return 3
    else:
        if _i6g3(st, [_e45(st, _i6), 2, None, None]) == 3: return 3
        _t26 = None
        for _t28 in (_k46 or ()):
            _i6[14] = _t28
            _t36 = 0
            for _t38 in _st_zones[(2 + _i6[14])]:
                if True:
                    _t36 += _c47[_t38]
            if (_t36 < _i6[6]):
                _t41 = 0
                for _t43 in _st_zones[(2 + _i6[14])]:
                    if True:
                        _t41 += _c49[_t43]
                _t30 = _t41
                if _t26 is None or _t30 > _t26:
                    _t26 = _t30
        _i6[17] = _t26
        for _i6t2 in (_k52 or []):
            _i6[20] = _i6t2
            if not (((_i6[17] is not None) and (_e54(st, _i6) == _i6[17]))): continue
            if _i6g4(st, [_i6t2, 1, None, None]) == 3: return 3

# <rulerun animalia.rules: play #39 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: collecting #40 387c1367>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    _t0 = 0; _t1 = st.decisions
    while (not not _st_zones[0]):
        _t0 += 1
        if _t0 > _g1[0] and _g2(_t0, st, _t1): raise _g3()
        _t5 = []
        for _t7 in (_o92[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t7)]) < 5):
                _t5.append(_t7)
        L[1] = _t5
        if (not (L[1] or ())):
            break
        _t11 = None
        for _t13 in (L[1] or ()):
            if True:
                _t11 = _t13
                break
        L[3] = _t11
        _st_vars[5] = L[3]
        if (len((L[1] or ())) == 1):
            if _st_log is not None: _g4(st, (0, 0, L))
            _t4 = _st_zones[0]
            _t3 = 1
            if _st_log is None and _t4:
                _t2 = _t4.pop(); _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            elif _t4:
                _g5(st, _t4[-1], _t3, False)
            _i7l0 = L[3]
            _i7 = [_i7l0, None, None, None, None, None, None]
            _i7[1] = []
            for _i7t0 in (_st_zones[1][:] or []):
                _i7[4] = _i7t0
                if ((_c7[_i7t0] != 'plain') and _e10(st, _i7)):
                    _i7[1] = (_i7[1] + [_i7t0])
                _i7t1 = _i7t0
                _i7t2 = (2 + _i7l0)
                if type(_i7t1) is int and _st_log is None:
                    _i7t3 = _st_zones[_st_loc[_i7t1]]
                    if _i7t3[-1] == _i7t1: _i7t3.pop()
                    else: _i7t3.remove(_i7t1)
                    _st_zones[_i7t2].append(_i7t1); _st_loc[_i7t1] = _i7t2
                elif _i7t1 is not None:
                    _i7g0(st, _i7t1, _i7t2, False)
            _i7t4 = 0; _i7t5 = st.decisions
            while (not not (_i7[1] or ())):
                _i7t4 += 1
                if _i7t4 > _i7g1[0] and _i7g2(_i7t4, st, _i7t5): raise _i7g3()
                _i7t6 = (_i7[1] or [])
                _i7t7 = _i7l0
                _i7t8 = len(_i7t6)
                if _i7t8 <= 1 and _st_log is None:
                    _i7[6] = _i7t6[0] if _i7t8 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _i7t9 = st.chooser(_i7t8)
                    else:
                        _i7t9 = _st_bits(_i7t8.bit_length())
                        while _i7t9 >= _i7t8: _i7t9 = _st_bits(_i7t8.bit_length())
                    _i7[6] = _i7t6[_i7t9]; st.decisions += 1
                elif _i7g5(st, _i7, _i7t6, _i7t7): raise _i7g4()
                _i7[1] = _e11(st, _i7)
                if (_c12[_i7[6]] == 'thief'):
                    if _i7g6(st, [_i7l0, None, None]) == 3: return 3
                elif (_c14[_i7[6]] == 'spy'):
                    if _i7g7(st, [_i7l0, None, None]) == 3: return 3
                else:
                    if _i7g8(st, [_i7l0, None, None]) == 3: return 3
        else:
            if _g6(st, [L[3], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[3] + 1) % 4)

# <rulerun animalia.rules: give_bonus #41 eb634d73>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_e106(st, L) <= 0)):
        if _st_log is not None: _g0(st, (0, 0, L))
        return 2
    _t0 = _st_zones[0][:-(L[1]) - 1:-1]
    _t1 = (6 + L[0])
    if type(_t0) is list and _st_log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun animalia.rules: elegance_bonuses #42 aaa3dba0>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    for _t0 in (_k95 or []):
        L[2] = _t0
        if _st_log is not None: _g1(st, (0, 0, L))
    _t3 = None
    for _t5 in (_k97 or ()):
        L[4] = _t5
        if True:
            _t13 = 0
            for _t15 in _st_zones[(2 + L[4])]:
                if True:
                    _t13 += _c98[_t15]
            _t7 = _t13
            if _t3 is None or _t7 > _t3:
                _t3 = _t7
    L[6] = _t3
    _t18 = []
    for _t20 in (_k101 or ()):
        L[7] = _t20
        _t24 = 0
        for _t26 in _st_zones[(2 + L[7])]:
            if True:
                _t24 += _c102[_t26]
        if (_t24 == L[6]):
            _t18.append(_t20)
    L[9] = _t18
    if (len((L[9] or ())) > 1):
        for _t1 in (L[9] or []):
            L[12] = _t1
            if _g2(st, [_t1, 1, None, None]) == 3: return 3
    else:
        if _g3(st, [_e108(st, L), 2, None, None]) == 3: return 3
        _t29 = None
        for _t31 in (_k109 or ()):
            L[14] = _t31
            _t39 = 0
            for _t41 in _st_zones[(2 + L[14])]:
                if True:
                    _t39 += _c110[_t41]
            if (_t39 < L[6]):
                _t44 = 0
                for _t46 in _st_zones[(2 + L[14])]:
                    if True:
                        _t44 += _c112[_t46]
                _t33 = _t44
                if _t29 is None or _t33 > _t29:
                    _t29 = _t33
        L[17] = _t29
        for _t2 in (_k115 or []):
            L[20] = _t2
            if not (((L[17] is not None) and (_e117(st, L) == L[17]))): continue
            if _g4(st, [_t2, 1, None, None]) == 3: return 3

# <rulerun animalia.rules: awards #43 91696f11>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    pass
    for _p0 in (_k118 or []):
        st.thread_player = st.inline_thread = _p0
        _i9 = L[:]; _i9[0] = _p0
        _i9t0 = 0; _i9t1 = st.decisions
        while True:
            _i9t0 += 1
            if _i9t0 > _i9g0[0] and _i9g1(_i9t0, st, _i9t1): raise _i9g2()
            _i9t4 = _NOT_YET
            _i9t2 = []
            for _i9t3 in _st_zones[(6 + _p0)]:
                if ((_st_cvars[31 + _i9t3] is None) and (len(_st_zones[(2 + _p0)]) > (_i9t4 if _i9t4 is not _NOT_YET else (_i9t4 := _e119(st, _i9))))): _i9t2.append(_i9t3)
            if _i9g4(st, _i9, _i9t2): raise _i9g3()
            if (_i9[1] is None):
                break
            _i9t5 = []
            for _i9t6 in _st_zones[(2 + _p0)]:
                _i9[3] = _i9t6
                if (not _e120(st, _i9)): _i9t5.append(_i9t6)
            _i9t7 = _p0
            _i9t8 = len(_i9t5)
            if _i9t8 <= 1:
                _i9[3] = _i9t5[0] if _i9t8 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _i9t9 = st.chooser(_i9t8)
                else:
                    _i9t9 = _st_bits(_i9t8.bit_length())
                    while _i9t9 >= _i9t8: _i9t9 = _st_bits(_i9t8.bit_length())
                _i9[3] = _i9t5[_i9t9]; st.decisions += 1
            elif _i9g6(st, _i9, _i9t5, _i9t7): raise _i9g5()
            _st_cvars[31 + _i9[1]] = _i9[3]
    st.thread_player = st.inline_thread = None
    for _t1 in (_k121 or []):
        L[7] = _t1
        for _t2 in _st_zones[(6 + _t1)][:]:
            L[10] = _t2
            if not ((_st_cvars[31 + _t2] is not None)): continue
            pass
            _t3 = _st_cvars[31 + _t2]
            _t4 = 14
            if type(_t3) is int:
                _t5 = _st_zones[_st_loc[_t3]]
                if _t5[-1] == _t3: _t5.pop()
                else: _t5.remove(_t3)
                _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
            elif _t3 is not None:
                _g2(st, _t3, _t4, False)
            _st_cvars[31 + _t2] = None
            _t6 = _t2
            _t7 = (2 + _t1)
            if type(_t6) is int:
                _t8 = _st_zones[_st_loc[_t6]]
                if _t8[-1] == _t6: _t8.pop()
                else: _t8.remove(_t6)
                _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
            elif _t6 is not None:
                _g3(st, _t6, _t7, False)
    for _t9 in (_k122 or []):
        L[13] = _t9
        for _t10 in _st_zones[(2 + _t9)][:]:
            L[16] = _t10
            if not (((_c123[_t10] is None) and True)): continue
            _t11 = (_k124 or [])
            _t12 = _t9
            _t13 = len(_t11)
            if _t13 <= 1:
                L[17] = _t11[0] if _t13 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t14 = st.chooser(_t13)
                else:
                    _t14 = _st_bits(_t13.bit_length())
                    while _t14 >= _t13: _t14 = _st_bits(_t13.bit_length())
                L[17] = _t11[_t14]; st.decisions += 1
            elif _g5(st, L, _t11, _t12): raise _g4()
            _st_cvars[_t10] = L[17]
    for _t15 in (_k125 or []):
        L[20] = _t15
        _t29 = _st_cvars
        _t28 = []
        for _t31 in _st_zones[(2 + L[20])]:
            if True:
                _t28.append((_t29[_t31] if (_c126[_t31] is None) else _c127[_t31]))
        L[22] = _t28
        _t38 = L[22]
        _t37 = 0
        for _t40 in (_k129 or ()):
            if (_t40 in (_t38 or ())):
                _t37 += 1
        L[24] = _t37
        if ((len(_st_zones[(2 + _t15)]) == 5) and (L[24] == 5)):
            for _t16 in (_k131 or []):
                L[27] = _t16
                (_st_vars[0 + _t15])[_t16] = (_st_vars[0 + _t15])[_t16] + 1
        else:
            for _t17 in (_k132 or []):
                L[30] = _t17
                L[32] = (L[22] or ()).count(_t17)
                if (L[32] >= 2):
                    (_st_vars[0 + _t15])[_t17] = (_st_vars[0 + _t15])[_t17] + L[32]
        pass
    for _t18 in (_k133 or []):
        L[35] = _t18
        for _t19 in _st_zones[(2 + _t18)][:]:
            L[38] = _t19
            _st_cvars[_t19] = None
        _t20 = (2 + _t18)
        _t21 = 0
        if _t20 != _t21:
            _t22 = _st_zones[_t20]; _st_zones[_t21] += _t22
            for _t23 in _t22: _st_loc[_t23] = _t21
            _t22.clear()
        else:
            _g7(st, _st_zones[_t20][:], _t21, False)
    _t24 = 14
    _t25 = 0
    if _t24 != _t25:
        _t26 = _st_zones[_t24]; _st_zones[_t25] += _t26
        for _t27 in _t26: _st_loc[_t27] = _t25
        _t26.clear()
    else:
        _g8(st, _st_zones[_t24][:], _t25, False)

# <rulerun animalia.rules: use_thief #44 c4ff9529>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        pass
        return 2
    _t0 = []
    for _t1 in (_k143 or []):
        if ((_t1 != _l0) and (not not _st_zones[(2 + _t1)])): _t0.append(_t1)
    if _g2(st, L, _t0): raise _g1()
    if (L[1] is None):
        return 2
    _t2 = _st_zones[(2 + L[1])]
    _t3 = _l0
    _t4 = len(_t2)
    if _t4 <= 1:
        L[2] = _t2[0] if _t4 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t5 = st.chooser(_t4)
        else:
            _t5 = _st_bits(_t4.bit_length())
            while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
        L[2] = _t2[_t5]; st.decisions += 1
    elif _g4(st, L, _t2[:], _t3): raise _g3()
    pass
    _t6 = L[2]
    _t7 = (2 + _l0)
    if type(_t6) is int:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _g6(st, _t6, _t7, False)

# <rulerun animalia.rules: use_spy #45 658b8724>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t0 = ['look', 'skip']
    _t1 = _l0
    _t2 = len(_t0)
    if _t2 <= 1:
        L[1] = _t0[0] if _t2 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[1] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    if (L[1] == 'skip'):
        return 2
    _t4 = _st_zones[0][:-(5) - 1:-1]
    _t5 = (10 + _l0)
    if type(_t4) is list:
        for _t6 in _t4:
            _t7 = _st_zones[_st_loc[_t6]]
            if _t7[-1] == _t6: _t7.pop()
            else: _t7.remove(_t6)
            _st_zones[_t5].append(_t6); _st_loc[_t6] = _t5
    elif _t4 is not None:
        _g2(st, _t4, _t5, False)
    _t8 = 0; _t9 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t8 += 1
        if _t8 > _g3[0] and _g4(_t8, st, _t9): raise _g5()
        _t10 = _st_zones[(10 + _l0)]
        _t11 = _l0
        _t12 = len(_t10)
        if _t12 <= 1:
            L[2] = _t10[0] if _t12 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t13 = st.chooser(_t12)
            else:
                _t13 = _st_bits(_t12.bit_length())
                while _t13 >= _t12: _t13 = _st_bits(_t12.bit_length())
            L[2] = _t10[_t13]; st.decisions += 1
        elif _g7(st, L, _t10[:], _t11): raise _g6()
        _t14 = L[2]
        _t15 = 0
        if type(_t14) is int:
            _t16 = _st_zones[_st_loc[_t14]]
            if _t16[-1] == _t14: _t16.pop()
            else: _t16.remove(_t14)
            _st_zones[_t15].append(_t14); _st_loc[_t14] = _t15
        elif _t14 is not None:
            _g8(st, _t14, _t15, False)

# <rulerun animalia.rules: use_gift #46 d3ebe2a6>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = []
    for _t1 in (_k145 or []):
        if ((_t1 != _l0) and (len(_st_zones[(2 + _t1)]) < 5)): _t0.append(_t1)
    if _g1(st, L, _t0): raise _g0()
    if (L[1] is None):
        return 2
    _t2 = _st_zones[(2 + _l0)]
    _t3 = _l0
    _t4 = len(_t2)
    if _t4 <= 1:
        L[2] = _t2[0] if _t4 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t5 = st.chooser(_t4)
        else:
            _t5 = _st_bits(_t4.bit_length())
            while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
        L[2] = _t2[_t5]; st.decisions += 1
    elif _g3(st, L, _t2[:], _t3): raise _g2()
    pass
    _t6 = L[2]
    _t7 = (2 + L[1])
    if type(_t6) is int:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _g5(st, _t6, _t7, False)

# <rulerun animalia.rules: take_lot #47 e225c4e3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t0 in (_st_zones[1][:] or []):
        L[4] = _t0
        if ((_c137[_t0] != 'plain') and _e140(st, L)):
            L[1] = (L[1] + [_t0])
        _t1 = _t0
        _t2 = (2 + _l0)
        if type(_t1) is int:
            _t3 = _st_zones[_st_loc[_t1]]
            if _t3[-1] == _t1: _t3.pop()
            else: _t3.remove(_t1)
            _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)
    _t4 = 0; _t5 = st.decisions
    while (not not (L[1] or ())):
        _t4 += 1
        if _t4 > _g1[0] and _g2(_t4, st, _t5): raise _g3()
        _t6 = (L[1] or [])
        _t7 = _l0
        _t8 = len(_t6)
        if _t8 <= 1:
            L[6] = _t6[0] if _t8 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t9 = st.chooser(_t8)
            else:
                _t9 = _st_bits(_t8.bit_length())
                while _t9 >= _t8: _t9 = _st_bits(_t8.bit_length())
            L[6] = _t6[_t9]; st.decisions += 1
        elif _g5(st, L, _t6, _t7): raise _g4()
        L[1] = _e141(st, L)
        if (_c142[L[6]] == 'thief'):
            if _g6(st, [_l0, None, None]) == 3: return 3
        elif (_c144[L[6]] == 'spy'):
            if _g7(st, [_l0, None, None]) == 3: return 3
        else:
            if _g8(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #48 88da3005>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t2 = _st_zones[0]
    _t1 = 1
    if _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t2:
        _g0(st, _t2[-1], _t1, False)
    _t3 = 0; _t4 = st.decisions
    while True:
        _t3 += 1
        if _t3 > _g1[0] and _g2(_t3, st, _t4): raise _g3()
        for _t5 in (_o146[_l0] or []):
            L[3] = _t5
            if not (((len(_st_zones[(2 + _t5)]) < 5) and ((5 - len(_st_zones[(2 + _t5)])) >= len(_st_zones[1])))): continue
            _t6 = ['take', 'pass']
            _t7 = _t5
            _t8 = len(_t6)
            if _t8 <= 1:
                L[4] = _t6[0] if _t8 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t9 = st.chooser(_t8)
                else:
                    _t9 = _st_bits(_t8.bit_length())
                    while _t9 >= _t8: _t9 = _st_bits(_t8.bit_length())
                L[4] = _t6[_t9]; st.decisions += 1
            elif _g5(st, L, _t6, _t7): raise _g4()
            if (L[4] == 'take'):
                _i11l0 = _t5
                _i11 = [_i11l0, None, None, None, None, None, None]
                _i11[1] = []
                for _i11t0 in (_st_zones[1][:] or []):
                    _i11[4] = _i11t0
                    if ((_c137[_i11t0] != 'plain') and _e140(st, _i11)):
                        _i11[1] = (_i11[1] + [_i11t0])
                    _i11t1 = _i11t0
                    _i11t2 = (2 + _i11l0)
                    if type(_i11t1) is int:
                        _i11t3 = _st_zones[_st_loc[_i11t1]]
                        if _i11t3[-1] == _i11t1: _i11t3.pop()
                        else: _i11t3.remove(_i11t1)
                        _st_zones[_i11t2].append(_i11t1); _st_loc[_i11t1] = _i11t2
                    elif _i11t1 is not None:
                        _i11g0(st, _i11t1, _i11t2, False)
                _i11t4 = 0; _i11t5 = st.decisions
                while (not not (_i11[1] or ())):
                    _i11t4 += 1
                    if _i11t4 > _i11g1[0] and _i11g2(_i11t4, st, _i11t5): raise _i11g3()
                    _i11t6 = (_i11[1] or [])
                    _i11t7 = _i11l0
                    _i11t8 = len(_i11t6)
                    if _i11t8 <= 1:
                        _i11[6] = _i11t6[0] if _i11t8 else None
                    elif st.decisions < st.inline_until:
                        if _st_bits is None: _i11t9 = st.chooser(_i11t8)
                        else:
                            _i11t9 = _st_bits(_i11t8.bit_length())
                            while _i11t9 >= _i11t8: _i11t9 = _st_bits(_i11t8.bit_length())
                        _i11[6] = _i11t6[_i11t9]; st.decisions += 1
                    elif _i11g5(st, _i11, _i11t6, _i11t7): raise _i11g4()
                    _i11[1] = _e141(st, _i11)
                    if (_c142[_i11[6]] == 'thief'):
                        if _i11g6(st, [_i11l0, None, None]) == 3: return 3
                    elif (_c144[_i11[6]] == 'spy'):
                        if _i11g7(st, [_i11l0, None, None]) == 3: return 3
                    else:
                        if _i11g8(st, [_i11l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            pass
            _i12l0 = _l0
            _i12 = [_i12l0, None, None, None, None, None, None]
            _i12[1] = []
            for _i12t0 in (_st_zones[1][:] or []):
                _i12[4] = _i12t0
                if ((_c137[_i12t0] != 'plain') and _e140(st, _i12)):
                    _i12[1] = (_i12[1] + [_i12t0])
                _i12t1 = _i12t0
                _i12t2 = (2 + _i12l0)
                if type(_i12t1) is int:
                    _i12t3 = _st_zones[_st_loc[_i12t1]]
                    if _i12t3[-1] == _i12t1: _i12t3.pop()
                    else: _i12t3.remove(_i12t1)
                    _st_zones[_i12t2].append(_i12t1); _st_loc[_i12t1] = _i12t2
                elif _i12t1 is not None:
                    _i12g0(st, _i12t1, _i12t2, False)
            _i12t4 = 0; _i12t5 = st.decisions
            while (not not (_i12[1] or ())):
                _i12t4 += 1
                if _i12t4 > _i12g1[0] and _i12g2(_i12t4, st, _i12t5): raise _i12g3()
                _i12t6 = (_i12[1] or [])
                _i12t7 = _i12l0
                _i12t8 = len(_i12t6)
                if _i12t8 <= 1:
                    _i12[6] = _i12t6[0] if _i12t8 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _i12t9 = st.chooser(_i12t8)
                    else:
                        _i12t9 = _st_bits(_i12t8.bit_length())
                        while _i12t9 >= _i12t8: _i12t9 = _st_bits(_i12t8.bit_length())
                    _i12[6] = _i12t6[_i12t9]; st.decisions += 1
                elif _i12g5(st, _i12, _i12t6, _i12t7): raise _i12g4()
                _i12[1] = _e141(st, _i12)
                if (_c142[_i12[6]] == 'thief'):
                    if _i12g6(st, [_i12l0, None, None]) == 3: return 3
                elif (_c144[_i12[6]] == 'spy'):
                    if _i12g7(st, [_i12l0, None, None]) == 3: return 3
                else:
                    if _i12g8(st, [_i12l0, None, None]) == 3: return 3
            return 2
        _t12 = _st_zones[0]
        _t11 = 1
        if _t12:
            _t10 = _t12.pop(); _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t12:
            _g7(st, _t12[-1], _t11, False)

# <rulerun animalia.rules: collecting #49 5f830f7c>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    pass
    _t0 = 0; _t1 = st.decisions
    while (not not _st_zones[0]):
        _t0 += 1
        if _t0 > _g1[0] and _g2(_t0, st, _t1): raise _g3()
        _t5 = []
        for _t7 in (_o134[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t7)]) < 5):
                _t5.append(_t7)
        L[1] = _t5
        if (not (L[1] or ())):
            break
        _t11 = None
        for _t13 in (L[1] or ()):
            if True:
                _t11 = _t13
                break
        L[3] = _t11
        _st_vars[5] = L[3]
        if (len((L[1] or ())) == 1):
            pass
            _t4 = _st_zones[0]
            _t3 = 1
            if _t4:
                _t2 = _t4.pop(); _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            elif _t4:
                _g5(st, _t4[-1], _t3, False)
            _i10l0 = L[3]
            _i10 = [_i10l0, None, None, None, None, None, None]
            _i10[1] = []
            for _i10t0 in (_st_zones[1][:] or []):
                _i10[4] = _i10t0
                if ((_c137[_i10t0] != 'plain') and _e140(st, _i10)):
                    _i10[1] = (_i10[1] + [_i10t0])
                _i10t1 = _i10t0
                _i10t2 = (2 + _i10l0)
                if type(_i10t1) is int:
                    _i10t3 = _st_zones[_st_loc[_i10t1]]
                    if _i10t3[-1] == _i10t1: _i10t3.pop()
                    else: _i10t3.remove(_i10t1)
                    _st_zones[_i10t2].append(_i10t1); _st_loc[_i10t1] = _i10t2
                elif _i10t1 is not None:
                    _i10g0(st, _i10t1, _i10t2, False)
            _i10t4 = 0; _i10t5 = st.decisions
            while (not not (_i10[1] or ())):
                _i10t4 += 1
                if _i10t4 > _i10g1[0] and _i10g2(_i10t4, st, _i10t5): raise _i10g3()
                _i10t6 = (_i10[1] or [])
                _i10t7 = _i10l0
                _i10t8 = len(_i10t6)
                if _i10t8 <= 1:
                    _i10[6] = _i10t6[0] if _i10t8 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _i10t9 = st.chooser(_i10t8)
                    else:
                        _i10t9 = _st_bits(_i10t8.bit_length())
                        while _i10t9 >= _i10t8: _i10t9 = _st_bits(_i10t8.bit_length())
                    _i10[6] = _i10t6[_i10t9]; st.decisions += 1
                elif _i10g5(st, _i10, _i10t6, _i10t7): raise _i10g4()
                _i10[1] = _e141(st, _i10)
                if (_c142[_i10[6]] == 'thief'):
                    if _i10g6(st, [_i10l0, None, None]) == 3: return 3
                elif (_c144[_i10[6]] == 'spy'):
                    if _i10g7(st, [_i10l0, None, None]) == 3: return 3
                else:
                    if _i10g8(st, [_i10l0, None, None]) == 3: return 3
        else:
            if _g6(st, [L[3], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[3] + 1) % 4)

# <rulerun animalia.rules: give_bonus #50 d65427aa>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_e148(st, L) <= 0)):
        pass
        return 2
    _t0 = _st_zones[0][:-(L[1]) - 1:-1]
    _t1 = (6 + L[0])
    if type(_t0) is list:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun animalia.rules: play #51 6d565174>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t0 in (_e91(st, L) or []):
        L[2] = _t0
        pass
        _g1(st, (0, 0, L))
        if _g2(st, [None, None, None, None]) == 3: return 3
        _i8 = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
        pass
        for _i8t0 in (_k95 or []):
            _i8[2] = _i8t0
            pass
        _t1 = None
        for _t3 in (_k97 or ()):
            _i8[4] = _t3
            if True:
                _t11 = 0
                for _t13 in _st_zones[(2 + _i8[4])]:
                    if True:
                        _t11 += _c98[_t13]
                _t5 = _t11
                if _t1 is None or _t5 > _t1:
                    _t1 = _t5
        _i8[6] = _t1
        _t16 = []
        for _t18 in (_k101 or ()):
            _i8[7] = _t18
            _t22 = 0
            for _t24 in _st_zones[(2 + _i8[7])]:
                if True:
                    _t22 += _c102[_t24]
            if (_t22 == _i8[6]):
                _t16.append(_t18)
        _i8[9] = _t16
        if (len((_i8[9] or ())) > 1):
            for _i8t1 in (_i8[9] or []):
                _i8[12] = _i8t1
                if _i8g2(st, [_i8t1, 1, None, None]) == 3: return 3
        else:
            if _i8g3(st, [_e108(st, _i8), 2, None, None]) == 3: return 3
            _t27 = None
            for _t29 in (_k109 or ()):
                _i8[14] = _t29
                _t37 = 0
                for _t39 in _st_zones[(2 + _i8[14])]:
                    if True:
                        _t37 += _c110[_t39]
                if (_t37 < _i8[6]):
                    _t42 = 0
                    for _t44 in _st_zones[(2 + _i8[14])]:
                        if True:
                            _t42 += _c112[_t44]
                    _t31 = _t42
                    if _t27 is None or _t31 > _t27:
                        _t27 = _t31
            _i8[17] = _t27
            for _i8t2 in (_k115 or []):
                _i8[20] = _i8t2
                if not (((_i8[17] is not None) and (_e117(st, _i8) == _i8[17]))): continue
                if _i8g4(st, [_i8t2, 1, None, None]) == 3: return 3
        if _g4(st, _g3[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #52 314f2d6a>
def _native(st, L):
    for _t0 in (_k150 or []):
        L[7] = _t0
        if st.log is not None: _g0(st, (0, 0, L))
    _g1(st, (0, 0, L)); return 3

# <rulerun animalia.rules: collecting #53 85c2e1a8>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[1] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 14
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[1] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[3], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g9(_g10)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun animalia.rules: offer #54 b63340bf>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
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
            L[1] = (_o17[L[0]] or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if ((len(_st_zones[(2 + L[3])]) < 5) and ((5 - len(_st_zones[(2 + L[3])])) >= len(_st_zones[1]))):
                    pc = 4; break
            L[2] = _i
        if pc == 4:
            _o = ['take', 'pass']
            fr[1] = 5
            _t0 = L[3]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[4] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g9(_g10)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g13)

# <rulerun animalia.rules: take_lot #55 63e11224>
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
            if (not not (L[1] or ())):
                pc = 2
            else:
                pc = 12
        if pc == 2:
            _o = (L[1] or [])
            fr[1] = 3
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[6] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 3
        if pc == 3:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c24[L[6]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c25[L[6]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g8(_g9)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g10(_g11)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun animalia.rules: use_thief #56 ca7b6b10>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t0 in (_k29 or []):
                if ((_t0 != L[0]) and (not not _st_zones[(2 + _t0)])): _o.append(_t0)
            fr[1] = 2
            if _g3(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t1 = L[0]
            _t2 = len(_o)
            if _t2 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t3 = st.chooser(_t2)
                else:
                    _t3 = _st_bits(_t2.bit_length())
                    while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
                L[2] = _o[_t3]; st.decisions += 1
            elif _g5(st, L, _o[:], _t1): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun animalia.rules: use_spy #57 d326be7e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[1] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 2
        if pc == 2:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3:
            if (not not _st_zones[(10 + L[0])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(10 + L[0])]
            fr[1] = 5
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[2] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[2] = _o[_t5]; st.decisions += 1
            elif _g6(st, L, _o[:], _t3): return True
            pc = 5
        if pc == 5:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun animalia.rules: use_gift #58 036e85a3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t0 in (_k30 or []):
                if ((_t0 != L[0]) and (len(_st_zones[(2 + _t0)]) < 5)): _o.append(_t0)
            fr[1] = 1
            if _g2(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t1 = L[0]
            _t2 = len(_o)
            if _t2 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t3 = st.chooser(_t2)
                else:
                    _t3 = _st_bits(_t2.bit_length())
                    while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
                L[2] = _o[_t3]; st.decisions += 1
            elif _g4(st, L, _o[:], _t1): return True
            pc = 3
        if pc == 3:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g6)

# <rulerun animalia.rules: elegance_bonuses #59 2a9de82d>
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

# <rulerun animalia.rules: give_bonus #60 2a9de82d>
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

# <rulerun animalia.rules: awards #61 e505d346>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            fr[1] = 2
            if _g4(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t1 = _NOT_YET
            _o = []
            for _t0 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t0] is None) and (len(_st_zones[(2 + L[0])]) > (_t1 if _t1 is not _NOT_YET else (_t1 := _e56(st, L))))): _o.append(_t0)
            fr[1] = 4
            if _g5(st, L, _o): return True
            pc = 4
        if pc == 4:
            if (L[1] is None):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            pc = 10
        if pc == 6:
            pc = 7
        if pc == 7:
            _o = []
            for _t2 in _st_zones[(2 + L[0])]:
                L[3] = _t2
                if (not _e57(st, L)): _o.append(_t2)
            fr[1] = 8
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[3] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[3] = _o[_t5]; st.decisions += 1
            elif _g6(st, L, _o, _t3): return True
            pc = 8
        if pc == 8:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[11] = (_k62 or []); L[12] = 0
            pc = 13
        if pc == 13:
            _s = L[11]; _i = L[12]; _n = len(_s); pc = 20
            while _i < _n:
                L[13] = _s[_i]; _i += 1
                pc = 14; break
            L[12] = _i
        if pc == 14:
            L[14] = _st_zones[(2 + L[13])][:]; L[15] = 0
            pc = 15
        if pc == 15:
            _s = L[14]; _i = L[15]; _n = len(_s); pc = 19
            while _i < _n:
                L[16] = _s[_i]; _i += 1
                if ((_c63[L[16]] is None) and True):
                    pc = 16; break
            L[15] = _i
        if pc == 16:
            _o = (_k64 or [])
            fr[1] = 17
            _t6 = L[13]
            _t7 = len(_o)
            if _t7 <= 1 and _st_log is None:
                L[17] = _o[0] if _t7 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t8 = st.chooser(_t7)
                else:
                    _t8 = _st_bits(_t7.bit_length())
                    while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
                L[17] = _o[_t8]; st.decisions += 1
            elif _g9(st, L, _o, _t6): return True
            pc = 17
        if pc == 17:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 20:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun animalia.rules: play #62 de13b197>
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
            L[0] = (_e160(st, L) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g8(_g9)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 9:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _g12(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g13)

# <rulerun animalia.rules: collecting #63 e2e55313>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 14
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[1] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 14
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[1] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g8(st, [L[3], None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[3], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g9(_g10)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _g11(st, [L[3], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[3], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g12(_g13)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g15)

# <rulerun animalia.rules: offer #64 0bde23d7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
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
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            L[1] = (_o17[L[0]] or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if ((len(_st_zones[(2 + L[3])]) < 5) and ((5 - len(_st_zones[(2 + L[3])])) >= len(_st_zones[1]))):
                    pc = 4; break
            L[2] = _i
        if pc == 4:
            _o = ['take', 'pass']
            fr[1] = 5
            _t0 = L[3]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[4] = _o[_t2]; st.decisions += 1
            elif _g5(st, L, _o, _t0): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _g6(st, [L[3], None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g7(_g8)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g11(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g12(_g13)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _g15(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g16)

# <rulerun animalia.rules: take_lot #65 c3178f63>
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
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not (L[1] or ())):
                pc = 2
            else:
                pc = 12
        if pc == 2:
            _o = (L[1] or [])
            fr[1] = 3
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[6] = _o[_t2]; st.decisions += 1
            elif _g5(st, L, _o, _t0): return True
            pc = 3
        if pc == 3:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c24[L[6]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _g7(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g8(_g9)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c25[L[6]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _g10(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g11(_g12)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _g13(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g14(_g15)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g16)

# <rulerun animalia.rules: use_spy #66 f7de74a2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t0 = L[0]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[1] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 2
        if pc == 2:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _g6(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            if (not not _st_zones[(10 + L[0])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(10 + L[0])]
            fr[1] = 5
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[2] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[2] = _o[_t5]; st.decisions += 1
            elif _g7(st, L, _o[:], _t3): return True
            pc = 5
        if pc == 5:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

# <rulerun animalia.rules: awards #67 3410200f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_g3)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _g5(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t1 = _NOT_YET
            _o = []
            for _t0 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t0] is None) and (len(_st_zones[(2 + L[0])]) > (_t1 if _t1 is not _NOT_YET else (_t1 := _e56(st, L))))): _o.append(_t0)
            fr[1] = 4
            if _g6(st, L, _o): return True
            pc = 4
        if pc == 4:
            if (L[1] is None):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            pc = 10
        if pc == 6:
            pc = 7
        if pc == 7:
            _o = []
            for _t2 in _st_zones[(2 + L[0])]:
                L[3] = _t2
                if (not _e57(st, L)): _o.append(_t2)
            fr[1] = 8
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[3] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[3] = _o[_t5]; st.decisions += 1
            elif _g7(st, L, _o, _t3): return True
            pc = 8
        if pc == 8:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _g10(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[11] = (_k62 or []); L[12] = 0
            pc = 13
        if pc == 13:
            _s = L[11]; _i = L[12]; _n = len(_s); pc = 20
            while _i < _n:
                L[13] = _s[_i]; _i += 1
                pc = 14; break
            L[12] = _i
        if pc == 14:
            L[14] = _st_zones[(2 + L[13])][:]; L[15] = 0
            pc = 15
        if pc == 15:
            _s = L[14]; _i = L[15]; _n = len(_s); pc = 19
            while _i < _n:
                L[16] = _s[_i]; _i += 1
                if ((_c63[L[16]] is None) and True):
                    pc = 16; break
            L[15] = _i
        if pc == 16:
            _o = (_k64 or [])
            fr[1] = 17
            _t6 = L[13]
            _t7 = len(_o)
            if _t7 <= 1 and _st_log is None:
                L[17] = _o[0] if _t7 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t8 = st.chooser(_t7)
                else:
                    _t8 = _st_bits(_t7.bit_length())
                    while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
                L[17] = _o[_t8]; st.decisions += 1
            elif _g11(st, L, _o, _t6): return True
            pc = 17
        if pc == 17:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 20:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g14)

# <rulerun animalia.rules: play #68 f85bc23b>
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
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_e161(st, L) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g6(st, [None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None, None, None]
                if len(st.cur) >= 500: raise _g7(_g8)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _g10(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g11(_g12)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 9:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _g15(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g16)

