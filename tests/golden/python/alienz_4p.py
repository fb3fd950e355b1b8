# <rulerun alienz.rules: check_end #0 3f047aa6>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t0 = None
    for _t2 in (_k7 or ()):
        if True:
            _t3 = _st_vars[0 + _t2]
            if _t0 is None or _t3 > _t0:
                _t0 = _t3
    L[1] = _t0
    if (L[1] < 100):
        return 2
    _t10 = []
    for _t12 in (_k9 or ()):
        if (_st_vars[0 + _t12] == L[1]):
            _t10.append(_t12)
    L[3] = _t10
    if (len((L[3] or ())) == 1):
        if _st_log is not None: _g0(st, (0, 0, L))
        _g1(st, (0, 0, L)); return 3
    if _st_log is not None: _g2(st, (0, 0, L))

# <rulerun alienz.rules: round #1 ddf74b93>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if st.log is not None: _g0(st, (0, 0, L))
    _t0 = (((_st_zones[19][:] + _st_zones[20][:]) + _st_zones[21][:]) + _st_zones[22][:])
    _t1 = 0
    if _t0 is not None:
        _g1(st, _t0, _t1, True)
    _t2 = _st_zones[(2 if False else 1)][:]
    _t3 = 0
    if _t2 is not None:
        _g2(st, _t2, _t3, True)
    _t4 = [_c for _i in [7 + _p for _p in _k11] for _c in _st_zones[_i]]
    _t5 = 0
    if _t4 is not None:
        _g3(st, _t4, _t5, True)
    _t6 = ([_c for _i in [11 + _p for _p in _k12] for _c in _st_zones[_i]] + [_c for _i in [15 + _p for _p in _k13] for _c in _st_zones[_i]])
    _t7 = 0
    if _t6 is not None:
        _g4(st, _t6, _t7, True)
    _t8 = [_c for _i in [3 + _p for _p in _k14] for _c in _st_zones[_i]]
    _t9 = 0
    if _t8 is not None:
        _g5(st, _t8, _t9, True)
    _g6(st, (0, 0, L))

# <rulerun alienz.rules: round #2 da55f5da>
def _native(st, L):
    L[0] = ((st.vars[8] + 1) % 4)

# <rulerun alienz.rules: round #3 2cd2af4e>
def _native(st, L):
    L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: turn #4 02000557>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if st.log is not None: _g0(st, (0, 0, L))
    L[2] = (2 if _e19(st, L) else 1)

# <rulerun alienz.rules: turn #5 78598d0a>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[6]
    _t1 = (3 + L[0])
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun alienz.rules: turn #6 5c99ce9a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_e20(st, L) or []):
        L[5] = _t0
        _t1 = _st_zones[(2 if False else 1)]
        _t2 = _l0
        _t3 = len(_t1)
        if _t3 <= 1 and _st_log is None:
            L[6] = _t1[0] if _t3 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t4 = st.chooser(_t3)
            else:
                _t4 = _st_bits(_t3.bit_length())
                while _t4 >= _t3: _t4 = _st_bits(_t3.bit_length())
            L[6] = _t1[_t4]; st.decisions += 1
        elif _g1(st, L, _t1[:], _t2): raise _g0()
        _t5 = L[6]
        _t6 = (3 + _l0)
        if type(_t5) is int and _st_log is None:
            _t7 = _st_zones[_st_loc[_t5]]
            if _t7[-1] == _t5: _t7.pop()
            else: _t7.remove(_t5)
            _st_zones[_t6].append(_t5); _st_loc[_t5] = _t6
        elif _t5 is not None:
            _g2(st, _t5, _t6, False)

# <rulerun alienz.rules: turn #7 8a2af358>
def _native(st, L):
    _l10 = L[10]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l10 is not None):
        _t0 = _l10
        _t1 = (7 + L[0])
        if type(_t0) is int and st.log is None:
            _t2 = _st_zones[_st_loc[_t0]]
            if _t2[-1] == _t0: _t2.pop()
            else: _t2.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _g0(st, _t0, _t1, False)

# <rulerun alienz.rules: turn #8 85e88346>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t4 = False
    for _t6 in _st_zones[20]:
        if (_c22[_t6] == 'queueing'):
            _t4 = True
            break
    if _t4:
        _t0 = _st_zones[(3 + _l0)]
        if _g1(st, L, _t0): raise _g0()
        if (L[10] is not None):
            _t1 = L[10]
            _t2 = (7 + _l0)
            if type(_t1) is int and st.log is None:
                _t3 = _st_zones[_st_loc[_t1]]
                if _t3[-1] == _t1: _t3.pop()
                else: _t3.remove(_t1)
                _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
            elif _t1 is not None:
                _g2(st, _t1, _t2, False)

# <rulerun alienz.rules: turn #9 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: private_flight #10 1ed5fac0>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[10] = _c163[_l1]
    _t0 = _l1
    _t1 = (15 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun alienz.rules: board_queue #11 fb2292c2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k164 or []):
        L[3] = _t0
        _t6 = L[0]
        _t7 = _NOT_YET
        _t8 = _NOT_YET
        _t9 = _NOT_YET
        _t10 = _NOT_YET
        _t5 = []
        for _t12 in _st_zones[(7 + L[3])]:
            if ((_c165[_t12] == _t6) or ((((_t7 if _t7 is not _NOT_YET else (_t7 := _e169(st, L))) if (_t8 if _t8 is not _NOT_YET else (_t8 := _e168(st, L))) else None) is not None) and (_c170[_t12] == ((_t9 if _t9 is not _NOT_YET else (_t9 := _e174(st, L))) if (_t10 if _t10 is not _NOT_YET else (_t10 := _e173(st, L))) else None)))):
                _t5.append(_t12)
        L[9] = _t5
        if (not not (L[9] or ())):
            if _st_log is not None: _g0(st, (0, 0, L))
            _t1 = L[9]
            _t2 = (11 + _t0)
            if type(_t1) is list and _st_log is None:
                for _t3 in _t1:
                    _t4 = _st_zones[_st_loc[_t3]]
                    if _t4[-1] == _t3: _t4.pop()
                    else: _t4.remove(_t3)
                    _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
            elif _t1 is not None:
                _g1(st, _t1, _t2, False)

# <rulerun alienz.rules: private_flight #12 8f652629>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = L[10]
    _i0 = [_i0l0, None, None, None, None, None, None, None, None, None]
    for _i0t0 in (_k164 or []):
        _i0[3] = _i0t0
        _t1 = _i0l0
        _t2 = _NOT_YET
        _t3 = _NOT_YET
        _t4 = _NOT_YET
        _t5 = _NOT_YET
        _t0 = []
        for _t7 in _st_zones[(7 + _i0[3])]:
            if ((_c165[_t7] == _t1) or ((((_t2 if _t2 is not _NOT_YET else (_t2 := _e169(st, _i0))) if (_t3 if _t3 is not _NOT_YET else (_t3 := _e168(st, _i0))) else None) is not None) and (_c170[_t7] == ((_t4 if _t4 is not _NOT_YET else (_t4 := _e174(st, _i0))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e173(st, _i0))) else None)))):
                _t0.append(_t7)
        _i0[9] = _t0
        if (not not (_i0[9] or ())):
            if _st_log is not None: _i0g0(st, (0, 0, _i0))
            _i0t1 = _i0[9]
            _i0t2 = (11 + _i0t0)
            if type(_i0t1) is list and _st_log is None:
                for _i0t3 in _i0t1:
                    _i0t4 = _st_zones[_st_loc[_i0t3]]
                    if _i0t4[-1] == _i0t3: _i0t4.pop()
                    else: _i0t4.remove(_i0t3)
                    _st_zones[_i0t2].append(_i0t3); _st_loc[_i0t3] = _i0t2
            elif _i0t1 is not None:
                _i0g1(st, _i0t1, _i0t2, False)
    if _st_log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: commercial_flight #13 25504eba>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c176[L[1]]
    st.vars[11] = True
    if _st_log is not None: _g0(st, (0, 0, L))
    _t0 = L[1]
    _t1 = (15 + L[0])
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)

# <rulerun alienz.rules: commercial_flight #14 746b1b00>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None, None, None, None, None, None]
    for _i1t0 in (_k164 or []):
        _i1[3] = _i1t0
        _t1 = _i1l0
        _t2 = _NOT_YET
        _t3 = _NOT_YET
        _t4 = _NOT_YET
        _t5 = _NOT_YET
        _t0 = []
        for _t7 in _st_zones[(7 + _i1[3])]:
            if ((_c165[_t7] == _t1) or ((((_t2 if _t2 is not _NOT_YET else (_t2 := _e169(st, _i1))) if (_t3 if _t3 is not _NOT_YET else (_t3 := _e168(st, _i1))) else None) is not None) and (_c170[_t7] == ((_t4 if _t4 is not _NOT_YET else (_t4 := _e174(st, _i1))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e173(st, _i1))) else None)))):
                _t0.append(_t7)
        _i1[9] = _t0
        if (not not (_i1[9] or ())):
            if _st_log is not None: _i1g0(st, (0, 0, _i1))
            _i1t1 = _i1[9]
            _i1t2 = (11 + _i1t0)
            if type(_i1t1) is list and _st_log is None:
                for _i1t3 in _i1t1:
                    _i1t4 = _st_zones[_st_loc[_i1t3]]
                    if _i1t4[-1] == _i1t3: _i1t4.pop()
                    else: _i1t4.remove(_i1t3)
                    _st_zones[_i1t2].append(_i1t3); _st_loc[_i1t3] = _i1t2
            elif _i1t1 is not None:
                _i1g1(st, _i1t1, _i1t2, False)

# <rulerun alienz.rules: join #15 8e34e601>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        _t4 = _NOT_YET
        _t5 = _NOT_YET
        _t6 = _NOT_YET
        _t7 = _NOT_YET
        _t2 = []
        for _t3 in _st_zones[(3 + _l0)]:
            if ((_c179[_t3] == L[1]) or ((((_t4 if _t4 is not _NOT_YET else (_t4 := _e183(st, L))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e182(st, L))) else None) is not None) and (_c184[_t3] == ((_t6 if _t6 is not _NOT_YET else (_t6 := _e188(st, L))) if (_t7 if _t7 is not _NOT_YET else (_t7 := _e187(st, L))) else None)))): _t2.append(_t3)
        if _g4(st, L, _t2): raise _g3()
        if (L[3] is None):
            break
        _t8 = L[3]
        _t9 = (11 + _l0)
        if type(_t8) is int and _st_log is None:
            _t10 = _st_zones[_st_loc[_t8]]
            if _t10[-1] == _t8: _t10.pop()
            else: _t10.remove(_t8)
            _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
        elif _t8 is not None:
            _g5(st, _t8, _t9, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _g6(st, (0, 0, L))
    else:
        if _st_log is not None: _g7(st, (0, 0, L))

# <rulerun alienz.rules: commercial_flight #16 29f5cc82>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_o178[_l0] or []):
        L[5] = _t0
        if not ((_t0 != _l0)): continue
        _i2l0 = _t0
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None, None, None, None, None]
        _i2[2] = 0
        _i2t0 = 0; _i2t1 = st.decisions
        while True:
            _i2t0 += 1
            if _i2t0 > _i2g0[0] and _i2g1(_i2t0, st, _i2t1): raise _i2g2()
            _i2t4 = _NOT_YET
            _i2t5 = _NOT_YET
            _i2t6 = _NOT_YET
            _i2t7 = _NOT_YET
            _i2t2 = []
            for _i2t3 in _st_zones[(3 + _i2l0)]:
                if ((_c179[_i2t3] == _i2l1) or ((((_i2t4 if _i2t4 is not _NOT_YET else (_i2t4 := _e183(st, _i2))) if (_i2t5 if _i2t5 is not _NOT_YET else (_i2t5 := _e182(st, _i2))) else None) is not None) and (_c184[_i2t3] == ((_i2t6 if _i2t6 is not _NOT_YET else (_i2t6 := _e188(st, _i2))) if (_i2t7 if _i2t7 is not _NOT_YET else (_i2t7 := _e187(st, _i2))) else None)))): _i2t2.append(_i2t3)
            if _i2g4(st, _i2, _i2t2): raise _i2g3()
            if (_i2[3] is None):
                break
            _i2t8 = _i2[3]
            _i2t9 = (11 + _i2l0)
            if type(_i2t8) is int and _st_log is None:
                _i2t10 = _st_zones[_st_loc[_i2t8]]
                if _i2t10[-1] == _i2t8: _i2t10.pop()
                else: _i2t10.remove(_i2t8)
                _st_zones[_i2t9].append(_i2t8); _st_loc[_i2t8] = _i2t9
            elif _i2t8 is not None:
                _i2g5(st, _i2t8, _i2t9, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _i2g6(st, (0, 0, _i2))
        else:
            if _st_log is not None: _i2g7(st, (0, 0, _i2))

# <rulerun alienz.rules: commercial_flight #17 3989856a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _g0(st, (0, 0, L))
    if _st_vars[13]:
        if _st_log is not None: _g1(st, (0, 0, L))
        raise _g2(1)

# <rulerun alienz.rules: board_own #18 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #19 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #20 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #21 1903612b>
def _native(st, L):
    L[3] = L[10]

# <rulerun alienz.rules: board_own #22 fb709844>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[3]
    _t1 = (11 + L[0])
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #23 630798d3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        L[3] = None
        _t20 = False
        for _t22 in _st_zones[20]:
            if (_c211[_t22] == 'group'):
                _t20 = True
                break
        if (L[2] < (3 if _t20 else 2)):
            _t4 = _NOT_YET
            _t5 = _NOT_YET
            _t6 = _NOT_YET
            _t7 = _NOT_YET
            _t2 = []
            for _t3 in _st_zones[(3 + _l0)]:
                if ((_c213[_t3] == _l1) or ((((_t4 if _t4 is not _NOT_YET else (_t4 := _e217(st, L))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e216(st, L))) else None) is not None) and (_c218[_t3] == ((_t6 if _t6 is not _NOT_YET else (_t6 := _e222(st, L))) if (_t7 if _t7 is not _NOT_YET else (_t7 := _e221(st, L))) else None)))): _t2.append(_t3)
            _t8 = _l0
            _t9 = len(_t2)
            if _t9 <= 1 and _st_log is None:
                L[5] = _t2[0] if _t9 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t10 = st.chooser(_t9)
                else:
                    _t10 = _st_bits(_t9.bit_length())
                    while _t10 >= _t9: _t10 = _st_bits(_t9.bit_length())
                L[5] = _t2[_t10]; st.decisions += 1
            elif _g4(st, L, _t2, _t8): raise _g3()
            L[3] = L[5]
        else:
            _t13 = _NOT_YET
            _t14 = _NOT_YET
            _t15 = _NOT_YET
            _t16 = _NOT_YET
            _t11 = []
            for _t12 in _st_zones[(3 + _l0)]:
                if ((_c223[_t12] == _l1) or ((((_t13 if _t13 is not _NOT_YET else (_t13 := _e227(st, L))) if (_t14 if _t14 is not _NOT_YET else (_t14 := _e226(st, L))) else None) is not None) and (_c228[_t12] == ((_t15 if _t15 is not _NOT_YET else (_t15 := _e232(st, L))) if (_t16 if _t16 is not _NOT_YET else (_t16 := _e231(st, L))) else None)))): _t11.append(_t12)
            if _g6(st, L, _t11): raise _g5()
            L[3] = L[10]
        if (L[3] is None):
            break
        _t17 = L[3]
        _t18 = (11 + _l0)
        if type(_t17) is int and _st_log is None:
            _t19 = _st_zones[_st_loc[_t17]]
            if _t19[-1] == _t17: _t19.pop()
            else: _t19.remove(_t17)
            _st_zones[_t18].append(_t17); _st_loc[_t17] = _t18
        elif _t17 is not None:
            _g7(st, _t17, _t18, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #24 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: join #25 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #26 fb709844>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[3]
    _t1 = (11 + L[0])
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #27 5bea2eb0>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        _t4 = _NOT_YET
        _t5 = _NOT_YET
        _t6 = _NOT_YET
        _t7 = _NOT_YET
        _t2 = []
        for _t3 in _st_zones[(3 + _l0)]:
            if ((_c243[_t3] == L[1]) or ((((_t4 if _t4 is not _NOT_YET else (_t4 := _e247(st, L))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e246(st, L))) else None) is not None) and (_c248[_t3] == ((_t6 if _t6 is not _NOT_YET else (_t6 := _e252(st, L))) if (_t7 if _t7 is not _NOT_YET else (_t7 := _e251(st, L))) else None)))): _t2.append(_t3)
        if _g4(st, L, _t2): raise _g3()
        if (L[3] is None):
            break
        _t8 = L[3]
        _t9 = (11 + _l0)
        if type(_t8) is int and st.log is None:
            _t10 = _st_zones[_st_loc[_t8]]
            if _t10[-1] == _t8: _t10.pop()
            else: _t10.remove(_t8)
            _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
        elif _t8 is not None:
            _g5(st, _t8, _t9, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #28 1c453e7e>
def _native(st, L):
    _st_log = st.log
    if (L[2] > 0):
        if _st_log is not None: _g0(st, (0, 0, L))
    else:
        if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun alienz.rules: refill #29 9ab64a7d>
def _native(st, L):
    _st_zones = st.zones
    _t2 = _st_zones[0]
    _t1 = (2 if False else 1)
    if st.log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); st.loc[_t0] = _t1
    elif _t2:
        _g0(st, _t2[-1], _t1, False)

# <rulerun alienz.rules: surface #30 5d18477f>
def _native(st, L):
    if (not not st.zones[0]):
        if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: reveal_event #31 78f60c24>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t0 = L[0]
    _t1 = 19
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))
    _t3 = 0
    for _t5 in _st_zones[0]:
        if (_c258[_t5] is not None):
            _t3 += 1
    if (_t3 == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _g2(st, (0, 0, L))
            return 2
        if _st_log is not None: _g3(st, (0, 0, L))
        raise _g4(1)
    if _st_vars[11]:
        if _st_log is not None: _g5(st, (0, 0, L))
        return 2

# <rulerun alienz.rules: resolve_events #32 f80ce77e>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[12]:
        return 2
    _st_vars[12] = True

# <rulerun alienz.rules: resolve_events #33 7be6cd3a>
def _native(st, L):
    st.vars[12] = False

# <rulerun alienz.rules: take_effect #34 d7c19e21>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c260[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _g0(st, (0, 0, L))
        else:
            if _st_log is not None: _g1(st, (0, 0, L))
        _t0 = 20
        _t1 = 21
        if _st_log is None and _t0 != _t1:
            _t2 = _st_zones[_t0]; _st_zones[_t1] += _t2
            for _t3 in _t2: _st_loc[_t3] = _t1
            _t2.clear()
        else:
            _g2(st, _st_zones[_t0][:], _t1, False)
        _t4 = _l0
        _t5 = 21
        if type(_t4) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _g3(st, _t4, _t5, False)
        return 2
    _t7 = _l0
    _t8 = 20
    if type(_t7) is int and _st_log is None:
        _t9 = _st_zones[_st_loc[_t7]]
        if _t9[-1] == _t7: _t9.pop()
        else: _t9.remove(_t7)
        _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
    elif _t7 is not None:
        _g4(st, _t7, _t8, False)

# <rulerun alienz.rules: take_effect #35 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: take_effect #36 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: take_effect #37 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun alienz.rules: storm_flip #38 19cf56e7>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t0 = L[0]
    _t1 = 22
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    if _st_log is not None: _g1(st, (0, 0, L))

# <rulerun alienz.rules: scoring #39 ff6eca3a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_g0)
    for _t0 in (_k266 or []):
        L[2] = _t0
        _st_vars[4 + _t0] = (((((2 * (len(_st_zones[(11 + _t0)]) + len(_st_zones[(15 + _t0)]))) - (2 * len(_st_zones[(3 + _t0)]))) + _e355(st, L)) + _e375(st, L)) + (5 * _e387(st, L)))
    for _t1 in (_k388 or []):
        L[24] = _t1
        _st_vars[0 + _t1] = _st_vars[0 + _t1] + _st_vars[4 + _t1]
        L[25] = ''
        for _t2 in (_k389 or []):
            L[28] = _t2
            if not (((_e392(st, L) + _e393(st, L)) > 0)): continue
            L[25] = ((L[25] + ('' if (L[25] == '') else ',')) + _e398(st, L))
        if (L[25] == ''):
            L[25] = ' nothing'
        if _st_log is not None: _g1(st, (0, 0, L))
        if _st_log is not None: _g2(st, (0, 0, L))

# <rulerun alienz.rules: play #40 7b241ce9>
def _native(st, L):
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if st.log is not None: _g0(st, (0, 0, L))
        _g1(st, (0, 0, L)); return 3
    st.vars[8] = _e436(st, L)

# <rulerun alienz.rules: play #41 0ab8aa14>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_i3g0)
    for _i3t0 in (_k266 or []):
        _i3[2] = _i3t0
        _st_vars[4 + _i3t0] = (((((2 * (len(_st_zones[(11 + _i3t0)]) + len(_st_zones[(15 + _i3t0)]))) - (2 * len(_st_zones[(3 + _i3t0)]))) + _e355(st, _i3)) + _e375(st, _i3)) + (5 * _e387(st, _i3)))
    for _i3t1 in (_k388 or []):
        _i3[24] = _i3t1
        _st_vars[0 + _i3t1] = _st_vars[0 + _i3t1] + _st_vars[4 + _i3t1]
        _i3[25] = ''
        for _i3t2 in (_k389 or []):
            _i3[28] = _i3t2
            if not (((_e392(st, _i3) + _e393(st, _i3)) > 0)): continue
            _i3[25] = ((_i3[25] + ('' if (_i3[25] == '') else ',')) + _e398(st, _i3))
        if (_i3[25] == ''):
            _i3[25] = ' nothing'
        if _st_log is not None: _i3g1(st, (0, 0, _i3))
        if _st_log is not None: _i3g2(st, (0, 0, _i3))
    if _g1(st, _g0[:]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: check_end #42 2a9de82d>
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

# <rulerun alienz.rules: round #43 4b538118>
def _native(st, fr):
    _st_log = st.log
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
            _a = []
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
        if pc == 5:
            if True:
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[0], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g10(_g11)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g13)

# <rulerun alienz.rules: turn #44 9925ac9e>
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
            L[3] = (_e437(st, L) or []); L[4] = 0
            pc = 2
        if pc == 2:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                pc = 3; break
            L[4] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
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
            elif _g4(st, L, _o[:], _t0): return True
            pc = 4
        if pc == 4:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 6:
            _t6 = False
            for _t8 in _st_zones[20]:
                if (_c21[_t8] == 'queueing'):
                    _t6 = True
                    break
            if _t6:
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _g6(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _e136(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _e137(st, L))) and _e139(st, L)) and (_e143(st, L) >= (3 if _e142(st, L) else 2))) else [])) or [])
            fr[1] = 11
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[22] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[22] = _o[_t5]; st.decisions += 1
            elif _g8(st, L, _o, _t3): return True
            pc = 11
        if pc == 11:
            if (L[22] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g9(_g10)
            fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[22] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g11(_g12)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _g14(_g15)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g16)

# <rulerun alienz.rules: private_flight #45 e721212a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _o = []
            for _t0 in st.zones[(3 + L[0])]:
                L[1] = _t0
                if ((_c144[_t0] != ((_t1 if _t1 is not _NOT_YET else (_t1 := _e148(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e147(st, L))) else None)) and (_e162(st, L) >= (3 if (_t3 if _t3 is not _NOT_YET else (_t3 := _e161(st, L))) else 2))): _o.append(_t0)
            fr[1] = 1
            _t4 = L[0]
            _t5 = len(_o)
            if _t5 <= 1 and _st_log is None:
                L[1] = _o[0] if _t5 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t6 = st.chooser(_t5)
                else:
                    _t6 = _st_bits(_t5.bit_length())
                    while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                L[1] = _o[_t6]; st.decisions += 1
            elif _g2(st, L, _o, _t4): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[10], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun alienz.rules: commercial_flight #46 70ad1207>
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
            _a = []
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o177[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            _a = [L[5], L[2], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g9(_g10)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 8:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g12(_g13)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g14)

# <rulerun alienz.rules: board_own #47 1fc8436b>
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
                pc = 14
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t13 = False
            for _t15 in _st_zones[20]:
                if (_c189[_t15] == 'group'):
                    _t13 = True
                    break
            if (L[2] < (3 if _t13 else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _t4 = _NOT_YET
            _o = []
            for _t0 in _st_zones[(3 + L[0])]:
                if ((_c191[_t0] == L[1]) or ((((_t1 if _t1 is not _NOT_YET else (_t1 := _e195(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e194(st, L))) else None) is not None) and (_c196[_t0] == ((_t3 if _t3 is not _NOT_YET else (_t3 := _e200(st, L))) if (_t4 if _t4 is not _NOT_YET else (_t4 := _e199(st, L))) else None)))): _o.append(_t0)
            fr[1] = 5
            _t5 = L[0]
            _t6 = len(_o)
            if _t6 <= 1 and _st_log is None:
                L[5] = _o[0] if _t6 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t7 = st.chooser(_t6)
                else:
                    _t7 = _st_bits(_t6.bit_length())
                    while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
                L[5] = _o[_t7]; st.decisions += 1
            elif _g5(st, L, _o, _t5): return True
            pc = 5
        if pc == 5:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t9 = _NOT_YET
            _t10 = _NOT_YET
            _t11 = _NOT_YET
            _t12 = _NOT_YET
            _o = []
            for _t8 in _st_zones[(3 + L[0])]:
                if ((_c201[_t8] == L[1]) or ((((_t9 if _t9 is not _NOT_YET else (_t9 := _e205(st, L))) if (_t10 if _t10 is not _NOT_YET else (_t10 := _e204(st, L))) else None) is not None) and (_c206[_t8] == ((_t11 if _t11 is not _NOT_YET else (_t11 := _e210(st, L))) if (_t12 if _t12 is not _NOT_YET else (_t12 := _e209(st, L))) else None)))): _o.append(_t8)
            fr[1] = 8
            if _g7(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _g8(st, L)
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
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g11)

# <rulerun alienz.rules: board_queue #48 2a9de82d>
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

# <rulerun alienz.rules: join #49 07c32fde>
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
                pc = 8
        if pc == 2:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _t4 = _NOT_YET
            _o = []
            for _t0 in st.zones[(3 + L[0])]:
                if ((_c233[_t0] == L[1]) or ((((_t1 if _t1 is not _NOT_YET else (_t1 := _e237(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e236(st, L))) else None) is not None) and (_c238[_t0] == ((_t3 if _t3 is not _NOT_YET else (_t3 := _e242(st, L))) if (_t4 if _t4 is not _NOT_YET else (_t4 := _e241(st, L))) else None)))): _o.append(_t0)
            fr[1] = 3
            if _g4(st, L, _o): return True
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
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 8:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun alienz.rules: refill #50 55caa960>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g6)

# <rulerun alienz.rules: surface #51 c089d095>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _g0[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _e253(st, L)):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None), None, None]
            if len(st.cur) >= 500: raise _g3(_g4)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 3:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g6)

# <rulerun alienz.rules: reveal_event #52 cbe3e4fb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g3(_g4)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g5)

# <rulerun alienz.rules: resolve_events #53 192880aa>
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
            if (not not st.zones[19]):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [_e439(st, L)]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun alienz.rules: take_effect #54 798e8991>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c261[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c262[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c263[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun alienz.rules: storm_flip #55 6e49a402>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _g2(_g3)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun alienz.rules: scoring #56 2a9de82d>
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

# <rulerun alienz.rules: play #57 7d28f511>
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
                pc = 5
        if pc == 2:
            _a = [None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 5:
            fr[1] = 6
            if _g7(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun alienz.rules: board_own #58 0fa3fc57>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        L[3] = None
        _t20 = False
        for _t22 in _st_zones[20]:
            if (_c460[_t22] == 'group'):
                _t20 = True
                break
        if (L[2] < (3 if _t20 else 2)):
            _t4 = _NOT_YET
            _t5 = _NOT_YET
            _t6 = _NOT_YET
            _t7 = _NOT_YET
            _t2 = []
            for _t3 in _st_zones[(3 + _l0)]:
                if ((_c462[_t3] == _l1) or ((((_t4 if _t4 is not _NOT_YET else (_t4 := _e466(st, L))) if (_t5 if _t5 is not _NOT_YET else (_t5 := _e465(st, L))) else None) is not None) and (_c467[_t3] == ((_t6 if _t6 is not _NOT_YET else (_t6 := _e471(st, L))) if (_t7 if _t7 is not _NOT_YET else (_t7 := _e470(st, L))) else None)))): _t2.append(_t3)
            _t8 = _l0
            _t9 = len(_t2)
            if _t9 <= 1 and _st_log is None:
                L[5] = _t2[0] if _t9 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t10 = st.chooser(_t9)
                else:
                    _t10 = _st_bits(_t9.bit_length())
                    while _t10 >= _t9: _t10 = _st_bits(_t9.bit_length())
                L[5] = _t2[_t10]; st.decisions += 1
            elif _g4(st, L, _t2, _t8): raise _g3()
            L[3] = L[5]
        else:
            _t13 = _NOT_YET
            _t14 = _NOT_YET
            _t15 = _NOT_YET
            _t16 = _NOT_YET
            _t11 = []
            for _t12 in _st_zones[(3 + _l0)]:
                if ((_c472[_t12] == _l1) or ((((_t13 if _t13 is not _NOT_YET else (_t13 := _e476(st, L))) if (_t14 if _t14 is not _NOT_YET else (_t14 := _e475(st, L))) else None) is not None) and (_c477[_t12] == ((_t15 if _t15 is not _NOT_YET else (_t15 := _e481(st, L))) if (_t16 if _t16 is not _NOT_YET else (_t16 := _e480(st, L))) else None)))): _t11.append(_t12)
            if _g6(st, L, _t11): raise _g5()
            L[3] = L[10]
        if (L[3] is None):
            break
        _t17 = L[3]
        _t18 = (11 + _l0)
        if type(_t17) is int and _st_log is None:
            _t19 = _st_zones[_st_loc[_t17]]
            if _t19[-1] == _t17: _t19.pop()
            else: _t19.remove(_t17)
            _st_zones[_t18].append(_t17); _st_loc[_t17] = _t18
        elif _t17 is not None:
            _g7(st, _t17, _t18, False)
        L[2] = L[2] + 1
    if _st_log is not None: _g8(st, (0, 0, L))

# <rulerun alienz.rules: board_queue #59 197f0625>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k482 or []):
        L[3] = _t0
        _t6 = L[0]
        _t7 = _NOT_YET
        _t8 = _NOT_YET
        _t9 = _NOT_YET
        _t10 = _NOT_YET
        _t5 = []
        for _t12 in _st_zones[(7 + L[3])]:
            if ((_c483[_t12] == _t6) or ((((_t7 if _t7 is not _NOT_YET else (_t7 := _e487(st, L))) if (_t8 if _t8 is not _NOT_YET else (_t8 := _e486(st, L))) else None) is not None) and (_c488[_t12] == ((_t9 if _t9 is not _NOT_YET else (_t9 := _e492(st, L))) if (_t10 if _t10 is not _NOT_YET else (_t10 := _e491(st, L))) else None)))):
                _t5.append(_t12)
        L[9] = _t5
        if (not not (L[9] or ())):
            if _st_log is not None: _g0(st, (0, 0, L))
            _t1 = L[9]
            _t2 = (11 + _t0)
            if type(_t1) is list and _st_log is None:
                for _t3 in _t1:
                    _t4 = _st_zones[_st_loc[_t3]]
                    if _t4[-1] == _t3: _t4.pop()
                    else: _t4.remove(_t3)
                    _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
            elif _t1 is not None:
                _g1(st, _t1, _t2, False)

# <rulerun alienz.rules: private_flight #60 3218b671>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t2 = _NOT_YET
    _t3 = _NOT_YET
    _t4 = _NOT_YET
    _t0 = []
    for _t1 in _st_zones[(3 + _l0)]:
        L[1] = _t1
        if ((_c440[_t1] != ((_t2 if _t2 is not _NOT_YET else (_t2 := _e444(st, L))) if (_t3 if _t3 is not _NOT_YET else (_t3 := _e443(st, L))) else None)) and (_e458(st, L) >= (3 if (_t4 if _t4 is not _NOT_YET else (_t4 := _e457(st, L))) else 2))): _t0.append(_t1)
    _t5 = _l0
    _t6 = len(_t0)
    if _t6 <= 1 and _st_log is None:
        L[1] = _t0[0] if _t6 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t7 = st.chooser(_t6)
        else:
            _t7 = _st_bits(_t6.bit_length())
            while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
        L[1] = _t0[_t7]; st.decisions += 1
    elif _g1(st, L, _t0, _t5): raise _g0()
    L[10] = _c459[L[1]]
    _t8 = L[1]
    _t9 = (15 + _l0)
    if type(_t8) is int and _st_log is None:
        _t10 = _st_zones[_st_loc[_t8]]
        if _t10[-1] == _t8: _t10.pop()
        else: _t10.remove(_t8)
        _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
    elif _t8 is not None:
        _g2(st, _t8, _t9, False)
    if _st_log is not None: _g3(st, (0, 0, L))
    if _g4(st, [_l0, L[10], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
    _i4l0 = L[10]
    _i4 = [_i4l0, None, None, None, None, None, None, None, None, None]
    for _i4t0 in (_k482 or []):
        _i4[3] = _i4t0
        _t12 = _i4l0
        _t13 = _NOT_YET
        _t14 = _NOT_YET
        _t15 = _NOT_YET
        _t16 = _NOT_YET
        _t11 = []
        for _t18 in _st_zones[(7 + _i4[3])]:
            if ((_c483[_t18] == _t12) or ((((_t13 if _t13 is not _NOT_YET else (_t13 := _e487(st, _i4))) if (_t14 if _t14 is not _NOT_YET else (_t14 := _e486(st, _i4))) else None) is not None) and (_c488[_t18] == ((_t15 if _t15 is not _NOT_YET else (_t15 := _e492(st, _i4))) if (_t16 if _t16 is not _NOT_YET else (_t16 := _e491(st, _i4))) else None)))):
                _t11.append(_t18)
        _i4[9] = _t11
        if (not not (_i4[9] or ())):
            if _st_log is not None: _i4g0(st, (0, 0, _i4))
            _i4t1 = _i4[9]
            _i4t2 = (11 + _i4t0)
            if type(_i4t1) is list and _st_log is None:
                for _i4t3 in _i4t1:
                    _i4t4 = _st_zones[_st_loc[_i4t3]]
                    if _i4t4[-1] == _i4t3: _i4t4.pop()
                    else: _i4t4.remove(_i4t3)
                    _st_zones[_i4t2].append(_i4t3); _st_loc[_i4t3] = _i4t2
            elif _i4t1 is not None:
                _i4g1(st, _i4t1, _i4t2, False)
    if _st_log is not None: _g5(st, (0, 0, L))

# <rulerun alienz.rules: turn #61 f51d8572>
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
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[3] = (_e494(st, L) or []); L[4] = 0
            pc = 2
        if pc == 2:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                pc = 3; break
            L[4] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
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
            elif _g5(st, L, _o[:], _t0): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _g7(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            _t6 = False
            for _t8 in _st_zones[20]:
                if (_c21[_t8] == 'queueing'):
                    _t6 = True
                    break
            if _t6:
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _g8(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _e136(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _e137(st, L))) and _e139(st, L)) and (_e143(st, L) >= (3 if _e142(st, L) else 2))) else [])) or [])
            fr[1] = 11
            _t3 = L[0]
            _t4 = len(_o)
            if _t4 <= 1 and _st_log is None:
                L[22] = _o[0] if _t4 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t5 = st.chooser(_t4)
                else:
                    _t5 = _st_bits(_t4.bit_length())
                    while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                L[22] = _o[_t5]; st.decisions += 1
            elif _g10(st, L, _o, _t3): return True
            pc = 11
        if pc == 11:
            if (L[22] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _g11(st, [L[0], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g12(_g13)
                fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[22] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g14(_g15)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _g16(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _g17(_g18)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g19)

# <rulerun alienz.rules: private_flight #62 f0580f9b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _o = []
            for _t0 in st.zones[(3 + L[0])]:
                L[1] = _t0
                if ((_c144[_t0] != ((_t1 if _t1 is not _NOT_YET else (_t1 := _e148(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e147(st, L))) else None)) and (_e162(st, L) >= (3 if (_t3 if _t3 is not _NOT_YET else (_t3 := _e161(st, L))) else 2))): _o.append(_t0)
            fr[1] = 1
            _t4 = L[0]
            _t5 = len(_o)
            if _t5 <= 1 and _st_log is None:
                L[1] = _o[0] if _t5 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t6 = st.chooser(_t5)
                else:
                    _t6 = _st_bits(_t5.bit_length())
                    while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                L[1] = _o[_t6]; st.decisions += 1
            elif _g2(st, L, _o, _t4): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g4(st, [L[0], L[10], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[10], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g5(_g6)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun alienz.rules: commercial_flight #63 14865e10>
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
            _a = []
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _g6(st, [L[0], L[2], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g7(_g8)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _g10(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o177[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _g11(st, [L[5], L[2], None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g12(_g13)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 8:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _g15(_g16)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g17)

# <rulerun alienz.rules: board_own #64 1cf1a6f8>
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
                pc = 14
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t13 = False
            for _t15 in _st_zones[20]:
                if (_c189[_t15] == 'group'):
                    _t13 = True
                    break
            if (L[2] < (3 if _t13 else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _t4 = _NOT_YET
            _o = []
            for _t0 in _st_zones[(3 + L[0])]:
                if ((_c191[_t0] == L[1]) or ((((_t1 if _t1 is not _NOT_YET else (_t1 := _e195(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e194(st, L))) else None) is not None) and (_c196[_t0] == ((_t3 if _t3 is not _NOT_YET else (_t3 := _e200(st, L))) if (_t4 if _t4 is not _NOT_YET else (_t4 := _e199(st, L))) else None)))): _o.append(_t0)
            fr[1] = 5
            _t5 = L[0]
            _t6 = len(_o)
            if _t6 <= 1 and _st_log is None:
                L[5] = _o[0] if _t6 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t7 = st.chooser(_t6)
                else:
                    _t7 = _st_bits(_t6.bit_length())
                    while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
                L[5] = _o[_t7]; st.decisions += 1
            elif _g6(st, L, _o, _t5): return True
            pc = 5
        if pc == 5:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t9 = _NOT_YET
            _t10 = _NOT_YET
            _t11 = _NOT_YET
            _t12 = _NOT_YET
            _o = []
            for _t8 in _st_zones[(3 + L[0])]:
                if ((_c201[_t8] == L[1]) or ((((_t9 if _t9 is not _NOT_YET else (_t9 := _e205(st, L))) if (_t10 if _t10 is not _NOT_YET else (_t10 := _e204(st, L))) else None) is not None) and (_c206[_t8] == ((_t11 if _t11 is not _NOT_YET else (_t11 := _e210(st, L))) if (_t12 if _t12 is not _NOT_YET else (_t12 := _e209(st, L))) else None)))): _o.append(_t8)
            fr[1] = 8
            if _g8(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _g9(st, L)
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
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 14:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g12)

# <rulerun alienz.rules: join #65 ce801d9d>
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
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 8
        if pc == 2:
            _t1 = _NOT_YET
            _t2 = _NOT_YET
            _t3 = _NOT_YET
            _t4 = _NOT_YET
            _o = []
            for _t0 in st.zones[(3 + L[0])]:
                if ((_c233[_t0] == L[1]) or ((((_t1 if _t1 is not _NOT_YET else (_t1 := _e237(st, L))) if (_t2 if _t2 is not _NOT_YET else (_t2 := _e236(st, L))) else None) is not None) and (_c238[_t0] == ((_t3 if _t3 is not _NOT_YET else (_t3 := _e242(st, L))) if (_t4 if _t4 is not _NOT_YET else (_t4 := _e241(st, L))) else None)))): _o.append(_t0)
            fr[1] = 3
            if _g5(st, L, _o): return True
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
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 8:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

