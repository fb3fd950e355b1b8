# <rulerun hoarders.rules: play_turn #0 5b3ccb45>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: play_turn #1 7eac7871>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[1]
    _t1 = (10 + L[0])
    if type(_t0) is list and st.log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun hoarders.rules: play_turn #2 243f53e0>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _p0 in (_k3 or []):
        st.thread_player = st.inline_thread = _p0
        _i0 = L[:]; _i0[0] = _p0
        _i0t0 = _st_zones[(6 + _p0)]
        _i0t1 = _p0
        _i0t4 = len(_i0t0); _i0t2 = _i0g1(_i0t4, 2)
        if _i0t2 <= 1:
            _i0[1] = _i0g2(_i0t0, 2, False, 0) if _i0t2 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _i0t3 = st.chooser(_i0t2)
            else:
                _i0t3 = _st_bits(_i0t2.bit_length())
                while _i0t3 >= _i0t2: _i0t3 = _st_bits(_i0t2.bit_length())
            _i0t5 = _i0g3.get((_i0t4, 2)) or _i0g4(_i0t4, 2)
            _i0[1] = list(_i0t5[_i0t3](_i0t0)) if _i0t5 else _i0g5(_i0t0, 2, False, _i0t3)
            st.decisions += 1
        elif _i0g6(st, _i0, _i0t0[:]): raise _i0g0()
        _i0t6 = _i0[1]
        _i0t7 = (10 + _p0)
        if type(_i0t6) is list:
            for _i0t8 in _i0t6:
                _i0t9 = _st_zones[_st_loc[_i0t8]]
                if _i0t9[-1] == _i0t8: _i0t9.pop()
                else: _i0t9.remove(_i0t8)
                _st_zones[_i0t7].append(_i0t8); _st_loc[_i0t8] = _i0t7
        elif _i0t6 is not None:
            _i0g7(st, _i0t6, _i0t7, False)
    st.thread_player = st.inline_thread = None

# <rulerun hoarders.rules: play_turn #3 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: play_turn #4 d76ac0e4>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[8]
    _t1 = (14 + L[7])
    if type(_t0) is int and st.log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)

# <rulerun hoarders.rules: check_win #5 aea3a106>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1 = L[1]
    try:
        _t2 = _c10[_t1]
    except Exception:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c9[_t5] == _c10[_t1]):
                _t0 += 1
    else:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c9[_t5] == _t2):
                _t0 += 1
    if (_t0 >= 5):
        if st.log is not None: _g0(st, (0, 0, L))
        _g1(st, (0, 0, L)); return 3

# <rulerun hoarders.rules: draw_nut #6 3cd19a39>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _g0(st, (0, 0, L))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t0 = L[1]
    _t1 = (2 + _l0)
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)
    _i1l0 = _l0
    _i1l1 = L[1]
    _i1 = [_i1l0, _i1l1, None]
    _t4 = _i1l1
    try:
        _t5 = _c10[_t4]
    except Exception:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i1l0)]:
            if (_c9[_t8] == _c10[_t4]):
                _t3 += 1
    else:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i1l0)]:
            if (_c9[_t8] == _t5):
                _t3 += 1
    if (_t3 >= 5):
        if _st_log is not None: _i1g0(st, (0, 0, _i1))
        _i1g1(st, (0, 0, _i1)); return 3

# <rulerun hoarders.rules: on before steal #7 632c87f7>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t7 = False
    for _t9 in _st_zones[(10 + _l1)]:
        if (_c14[_t9] == 'hamster'):
            _t7 = True
            break
    if not (_t7):
        return
    _t0 = ['reveal the hamster', 'let it happen']
    _t1 = _l1
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
    if (L[3] == 'reveal the hamster'):
        _t12 = None
        for _t14 in _st_zones[(10 + _l1)]:
            if (_c16[_t14] == 'hamster'):
                _t12 = _t14
                break
        _t4 = _t12
        _t5 = (14 + _l1)
        if type(_t4) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _g2(st, _t4, _t5, False)
        if _st_log is not None: _g3(st, (0, 0, L))
        _g4(st, (0, 0, L))

# <rulerun hoarders.rules: raccoon #8 6560ae8d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = []
    for _t1 in (_k13 or []):
        if ((_t1 != _l0) and (not not _st_zones[(2 + _t1)])): _t0.append(_t1)
    _t2 = _l0
    _t3 = len(_t0)
    if _t3 <= 1 and _st_log is None:
        L[1] = _t0[0] if _t3 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t4 = st.chooser(_t3)
        else:
            _t4 = _st_bits(_t3.bit_length())
            while _t4 >= _t3: _t4 = _st_bits(_t3.bit_length())
        L[1] = _t0[_t4]; st.decisions += 1
    elif _g1(st, L, _t0, _t2): raise _g0()
    if (L[1] is None):
        if _st_log is not None: _g2(st, (0, 0, L))
        return 2
    if len(st.events) >= 100: _g3(st)
    _t5 = [_l0, L[1]]
    _t6 = [0, _t5, False, len(st.cur), st.thread_player]
    st.events.append(_t6)
    _t7 = _t5 + _g5
    if _g4(st, _t7) == 3: return 3
    if not _t6[2]:
        _t8 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e18(st, L)))]
        _t9 = _l0
        _t10 = len(_t8)
        if _t10 <= 1 and _st_log is None:
            L[2] = _t8[0] if _t10 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t11 = st.chooser(_t10)
            else:
                _t11 = _st_bits(_t10.bit_length())
                while _t11 >= _t10: _t11 = _st_bits(_t10.bit_length())
            L[2] = _t8[_t11]; st.decisions += 1
        elif _g7(st, L, _t8[:], _t9): raise _g6()
        _t12 = L[2]
        _t13 = (2 + _l0)
        if type(_t12) is int and _st_log is None:
            _t14 = _st_zones[_st_loc[_t12]]
            if _t14[-1] == _t12: _t14.pop()
            else: _t14.remove(_t12)
            _st_zones[_t13].append(_t12); _st_loc[_t12] = _t13
        elif _t12 is not None:
            _g8(st, _t12, _t13, False)
        _i2l0 = _l0
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None]
        _t16 = _i2l1
        try:
            _t17 = _c10[_t16]
        except Exception:
            _t15 = 0
            for _t20 in _st_zones[(2 + _i2l0)]:
                if (_c9[_t20] == _c10[_t16]):
                    _t15 += 1
        else:
            _t15 = 0
            for _t20 in _st_zones[(2 + _i2l0)]:
                if (_c9[_t20] == _t17):
                    _t15 += 1
        if (_t15 >= 5):
            if _st_log is not None: _i2g0(st, (0, 0, _i2))
            _i2g1(st, (0, 0, _i2)); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #9 19c27920>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t0 in (_o20[_st_vars[0]] or []):
        L[2] = _t0
        _t11 = []
        for _t13 in _st_zones[(10 + L[2])]:
            if (_c21[_t13] == 'beaver'):
                _t11.append(_t13)
        _t1 = _t11
        _t2 = (14 + _t0)
        if type(_t1) is list and _st_log is None:
            for _t3 in _t1:
                _t4 = _st_zones[_st_loc[_t3]]
                if _t4[-1] == _t3: _t4.pop()
                else: _t4.remove(_t3)
                _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)
    _t17 = []
    for _t19 in (_o23[_st_vars[0]] or ()):
        L[4] = _t19
        _t23 = False
        for _t25 in _st_zones[(14 + L[4])]:
            if (_c24[_t25] == 'beaver'):
                _t23 = True
                break
        if _t23:
            _t17.append(_t19)
    L[6] = _t17
    if (len((L[6] or ())) == 1):
        _t28 = None
        for _t30 in (L[6] or ()):
            if True:
                _t28 = _t30
                break
        L[8] = _t28
        _t5 = ['draw 3 nuts', 'draw nothing']
        _t6 = L[8]
        _t7 = len(_t5)
        if _t7 <= 1 and _st_log is None:
            L[9] = _t5[0] if _t7 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            L[9] = _t5[_t8]; st.decisions += 1
        elif _g2(st, L, _t5, _t6): raise _g1()
        if (L[9] == 'draw 3 nuts'):
            for _t9 in (_k28 or []):
                L[12] = _t9
                if _g3(st, [L[8], None]) == 3: return 3
    else:
        if _st_log is not None: _g4(st, (0, 0, L))
        for _t10 in (_o29[_st_vars[0]] or []):
            L[15] = _t10
            if not ((not (_t10 in (L[6] or ())))): continue
            if _g5(st, [_t10, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #10 6d604c1c>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t0 = None
    for _t2 in st.zones[(14 + _l0)]:
        if (_c31[_t2] != 'marmot'):
            _t0 = _t2
            break
    L[2] = _t0
    if (L[2] is None):
        if _st_log is not None: _g0(st, (0, 0, L))
    elif (_c33[L[2]] == 'squirrel'):
        if _st_log is not None: _g1(st, (0, 0, L))
        if _g2(st, [_l0, None]) == 3: return 3
    elif (_c34[L[2]] == 'raccoon'):
        if _st_log is not None: _g3(st, (0, 0, L))
        if _g4(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _g5(st, (0, 0, L))

# <rulerun hoarders.rules: resolve #11 00346921>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c8[_l1] == 'squirrel'):
        if _g0(st, [_l0, None]) == 3: return 3
    elif (_c12[_l1] == 'raccoon'):
        if _g1(st, [_l0, None, None]) == 3: return 3
    elif (_c19[_l1] == 'beaver'):
        if _g3(st, _g2[:]) == 3: return 3
    elif (_c30[_l1] == 'marmot'):
        _i3l0 = _l0
        _i3 = [_i3l0, None, None]
        _t0 = None
        for _t2 in st.zones[(14 + _i3l0)]:
            if (_c31[_t2] != 'marmot'):
                _t0 = _t2
                break
        _i3[2] = _t0
        if (_i3[2] is None):
            if _st_log is not None: _i3g0(st, (0, 0, _i3))
        elif (_c33[_i3[2]] == 'squirrel'):
            if _st_log is not None: _i3g1(st, (0, 0, _i3))
            if _i3g2(st, [_i3l0, None]) == 3: return 3
        elif (_c34[_i3[2]] == 'raccoon'):
            if _st_log is not None: _i3g3(st, (0, 0, _i3))
            if _i3g4(st, [_i3l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _i3g5(st, (0, 0, _i3))
    else:
        if _st_log is not None: _g4(st, (0, 0, L))

# <rulerun hoarders.rules: play_turn #12 f0f66781>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t0 in (_k6 or []):
        L[4] = _t0
        for _t1 in (_o7[st.vars[0]] or []):
            L[7] = _t1
            if (not _st_zones[(10 + _t1)]):
                if _st_log is not None: _g0(st, (0, 0, L))
            else:
                _t2 = _st_zones[(10 + _t1)]
                _t3 = _t1
                _t4 = len(_t2)
                if _t4 <= 1 and _st_log is None:
                    L[8] = _t2[0] if _t4 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t5 = st.chooser(_t4)
                    else:
                        _t5 = _st_bits(_t4.bit_length())
                        while _t5 >= _t4: _t5 = _st_bits(_t4.bit_length())
                    L[8] = _t2[_t5]; st.decisions += 1
                elif _g2(st, L, _t2[:], _t3): raise _g1()
                _t6 = L[8]
                _t7 = (14 + _t1)
                if type(_t6) is int and _st_log is None:
                    _t8 = _st_zones[_st_loc[_t6]]
                    if _t8[-1] == _t6: _t8.pop()
                    else: _t8.remove(_t6)
                    _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
                elif _t6 is not None:
                    _g3(st, _t6, _t7, False)
                _i4l0 = _t1
                _i4l1 = L[8]
                _i4 = [_i4l0, _i4l1]
                if (_c8[_i4l1] == 'squirrel'):
                    if _i4g0(st, [_i4l0, None]) == 3: return 3
                elif (_c12[_i4l1] == 'raccoon'):
                    if _i4g1(st, [_i4l0, None, None]) == 3: return 3
                elif (_c19[_i4l1] == 'beaver'):
                    if _i4g3(st, _i4g2[:]) == 3: return 3
                elif (_c30[_i4l1] == 'marmot'):
                    _i3l0 = _i4l0
                    _i3 = [_i3l0, None, None]
                    _t9 = None
                    for _t11 in _st_zones[(14 + _i3l0)]:
                        if (_c31[_t11] != 'marmot'):
                            _t9 = _t11
                            break
                    _i3[2] = _t9
                    if (_i3[2] is None):
                        if _st_log is not None: _i3g0(st, (0, 0, _i3))
                    elif (_c33[_i3[2]] == 'squirrel'):
                        if _st_log is not None: _i3g1(st, (0, 0, _i3))
                        if _i3g2(st, [_i3l0, None]) == 3: return 3
                    elif (_c34[_i3[2]] == 'raccoon'):
                        if _st_log is not None: _i3g3(st, (0, 0, _i3))
                        if _i3g4(st, [_i3l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _i3g5(st, (0, 0, _i3))
                else:
                    if _st_log is not None: _i4g4(st, (0, 0, _i4))

# <rulerun hoarders.rules: play_turn #13 97fa1298>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _g0(st, (0, 0, L))
        _g1(st, (0, 0, L)); return 3
    for _t0 in (_k36 or []):
        L[15] = _t0
        _t1 = (14 + _t0)
        _t2 = (6 + _t0)
        if _st_log is None and _t1 != _t2:
            _t3 = _st_zones[_t1]; _st_zones[_t2] += _t3
            for _t4 in _t3: _st_loc[_t4] = _t2
            _t3.clear()
        else:
            _g2(st, _st_zones[_t1][:], _t2, False)
        _t5 = (10 + _t0)
        _t6 = (6 + _t0)
        if _st_log is None and _t5 != _t6:
            _t7 = _st_zones[_t5]; _st_zones[_t6] += _t7
            for _t8 in _t7: _st_loc[_t8] = _t6
            _t7.clear()
        else:
            _g3(st, _st_zones[_t5][:], _t6, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: check_win #14 c26a4aa7>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1 = L[1]
    try:
        _t2 = _c39[_t1]
    except Exception:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c38[_t5] == _c39[_t1]):
                _t0 += 1
    else:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c38[_t5] == _t2):
                _t0 += 1
    if (_t0 >= 5):
        if st.log is not None: _g0(st, (0, 0, L))
        _g1(st, (0, 0, L)); return 3

# <rulerun hoarders.rules: draw_nut #15 63def819>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _g0(st, (0, 0, L))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t0 = L[1]
    _t1 = (2 + _l0)
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    _i5 = [_i5l0, _i5l1, None]
    _t4 = _i5l1
    try:
        _t5 = _c39[_t4]
    except Exception:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i5l0)]:
            if (_c38[_t8] == _c39[_t4]):
                _t3 += 1
    else:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i5l0)]:
            if (_c38[_t8] == _t5):
                _t3 += 1
    if (_t3 >= 5):
        if _st_log is not None: _i5g0(st, (0, 0, _i5))
        _i5g1(st, (0, 0, _i5)); return 3

# <rulerun hoarders.rules: resolve #16 73fed57d>
def _native(st, L):
    if _g0(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #17 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: resolve #18 94b3275d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c44[_l1] == 'squirrel'):
        if _g0(st, [_l0, None]) == 3: return 3
    elif (_c45[_l1] == 'raccoon'):
        if _g1(st, [_l0, None, None]) == 3: return 3
    elif (_c46[_l1] == 'beaver'):
        if _g3(st, _g2[:]) == 3: return 3
    elif (_c47[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None, None]
        _t0 = None
        for _t2 in st.zones[(14 + _i6l0)]:
            if (_c31[_t2] != 'marmot'):
                _t0 = _t2
                break
        _i6[2] = _t0
        if (_i6[2] is None):
            if _st_log is not None: _i6g0(st, (0, 0, _i6))
        elif (_c33[_i6[2]] == 'squirrel'):
            if _st_log is not None: _i6g1(st, (0, 0, _i6))
            if _i6g2(st, [_i6l0, None]) == 3: return 3
        elif (_c34[_i6[2]] == 'raccoon'):
            if _st_log is not None: _i6g3(st, (0, 0, _i6))
            if _i6g4(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _i6g5(st, (0, 0, _i6))
    else:
        if _st_log is not None: _g4(st, (0, 0, L))

# <rulerun hoarders.rules: raccoon #19 04193da7>
def _native(st, L):
    if (L[1] is None):
        if st.log is not None: _g0(st, (0, 0, L))
        return 2

# <rulerun hoarders.rules: raccoon #20 f1e0ce2c>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = _l2
    _t1 = (2 + _l0)
    if type(_t0) is int and _st_log is None:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g0(st, _t0, _t1, False)
    _i7l0 = _l0
    _i7l1 = _l2
    _i7 = [_i7l0, _i7l1, None]
    _t4 = _i7l1
    try:
        _t5 = _c39[_t4]
    except Exception:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i7l0)]:
            if (_c38[_t8] == _c39[_t4]):
                _t3 += 1
    else:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i7l0)]:
            if (_c38[_t8] == _t5):
                _t3 += 1
    if (_t3 >= 5):
        if _st_log is not None: _i7g0(st, (0, 0, _i7))
        _i7g1(st, (0, 0, _i7)); return 3

# <rulerun hoarders.rules: raccoon #21 1ec63316>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _g0(st)
    _t0 = [_l0, L[1]]
    _t1 = [0, _t0, False, len(st.cur), st.thread_player]
    st.events.append(_t1)
    _t2 = _t0 + _g2
    if _g1(st, _t2) == 3: return 3
    if not _t1[2]:
        _t3 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e50(st, L)))]
        _t4 = _l0
        _t5 = len(_t3)
        if _t5 <= 1 and _st_log is None:
            L[2] = _t3[0] if _t5 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t6 = st.chooser(_t5)
            else:
                _t6 = _st_bits(_t5.bit_length())
                while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
            L[2] = _t3[_t6]; st.decisions += 1
        elif _g4(st, L, _t3[:], _t4): raise _g3()
        _t7 = L[2]
        _t8 = (2 + _l0)
        if type(_t7) is int and _st_log is None:
            _t9 = _st_zones[_st_loc[_t7]]
            if _t9[-1] == _t7: _t9.pop()
            else: _t9.remove(_t7)
            _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        elif _t7 is not None:
            _g5(st, _t7, _t8, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None]
        _t11 = _i8l1
        try:
            _t12 = _c10[_t11]
        except Exception:
            _t10 = 0
            for _t15 in _st_zones[(2 + _i8l0)]:
                if (_c9[_t15] == _c10[_t11]):
                    _t10 += 1
        else:
            _t10 = 0
            for _t15 in _st_zones[(2 + _i8l0)]:
                if (_c9[_t15] == _t12):
                    _t10 += 1
        if (_t10 >= 5):
            if _st_log is not None: _i8g0(st, (0, 0, _i8))
            _i8g1(st, (0, 0, _i8)); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #22 ff4384b8>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t0 in (_o51[_st_vars[0]] or []):
        L[2] = _t0
        _t5 = []
        for _t7 in _st_zones[(10 + L[2])]:
            if (_c52[_t7] == 'beaver'):
                _t5.append(_t7)
        _t1 = _t5
        _t2 = (14 + _t0)
        if type(_t1) is list and st.log is None:
            for _t3 in _t1:
                _t4 = _st_zones[_st_loc[_t3]]
                if _t4[-1] == _t3: _t4.pop()
                else: _t4.remove(_t3)
                _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)
    _t11 = []
    for _t13 in (_o54[_st_vars[0]] or ()):
        L[4] = _t13
        _t17 = False
        for _t19 in _st_zones[(14 + L[4])]:
            if (_c55[_t19] == 'beaver'):
                _t17 = True
                break
        if _t17:
            _t11.append(_t13)
    L[6] = _t11

# <rulerun hoarders.rules: beaver #23 6df04a84>
def _native(st, L):
    _t0 = None
    for _t2 in (L[6] or ()):
        if True:
            _t0 = _t2
            break
    L[8] = _t0

# <rulerun hoarders.rules: beaver #24 b2a553c2>
def _native(st, L):
    if (L[9] == 'draw 3 nuts'):
        for _t0 in (_k59 or []):
            L[12] = _t0
            if _g0(st, [L[8], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #25 e91274c2>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))
    for _t0 in (_o60[st.vars[0]] or []):
        L[15] = _t0
        if not ((not (_t0 in (L[6] or ())))): continue
        if _g1(st, [_t0, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #26 a67e8ff4>
def _native(st, L):
    _l6 = L[6]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l6 or ())) == 1):
        _t6 = None
        for _t8 in (_l6 or ()):
            if True:
                _t6 = _t8
                break
        L[8] = _t6
        _t0 = ['draw 3 nuts', 'draw nothing']
        _t1 = L[8]
        _t2 = len(_t0)
        if _t2 <= 1 and _st_log is None:
            L[9] = _t0[0] if _t2 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t3 = st.chooser(_t2)
            else:
                _t3 = _st_bits(_t2.bit_length())
                while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
            L[9] = _t0[_t3]; st.decisions += 1
        elif _g1(st, L, _t0, _t1): raise _g0()
        if (L[9] == 'draw 3 nuts'):
            for _t4 in (_k62 or []):
                L[12] = _t4
                if _g2(st, [L[8], None]) == 3: return 3
    else:
        if _st_log is not None: _g3(st, (0, 0, L))
        for _t5 in (_o63[st.vars[0]] or []):
            L[15] = _t5
            if not ((not (_t5 in (_l6 or ())))): continue
            if _g4(st, [_t5, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #27 d6bd0d53>
def _native(st, L):
    _t0 = None
    for _t2 in st.zones[(14 + L[0])]:
        if (_c64[_t2] != 'marmot'):
            _t0 = _t2
            break
    L[2] = _t0

# <rulerun hoarders.rules: marmot #28 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: marmot #29 5ac7522e>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))
    if _g1(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: marmot #30 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: marmot #31 43906e83>
def _native(st, L):
    if st.log is not None: _g0(st, (0, 0, L))

# <rulerun hoarders.rules: marmot #32 e519bfa8>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 is None):
        if _st_log is not None: _g0(st, (0, 0, L))
    elif (_c69[_l2] == 'squirrel'):
        if _st_log is not None: _g1(st, (0, 0, L))
        if _g2(st, [_l0, None]) == 3: return 3
    elif (_c70[_l2] == 'raccoon'):
        if _st_log is not None: _g3(st, (0, 0, L))
        if _g4(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _g5(st, (0, 0, L))

# <rulerun hoarders.rules: on before steal #33 d6329537>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[3] == 'reveal the hamster'):
        _t3 = None
        for _t5 in _st_zones[(10 + _l1)]:
            if (_c73[_t5] == 'hamster'):
                _t3 = _t5
                break
        _t0 = _t3
        _t1 = (14 + _l1)
        if type(_t0) is int and _st_log is None:
            _t2 = _st_zones[_st_loc[_t0]]
            if _t2[-1] == _t0: _t2.pop()
            else: _t2.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _g0(st, _t0, _t1, False)
        if _st_log is not None: _g1(st, (0, 0, L))
        _g2(st, (0, 0, L))

# <rulerun hoarders.rules: play #34 c66b1a55>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _g0(st, (0, 0, L))
    for _t0 in (_k81 or []):
        L[2] = _t0
        for _t1 in (_k82 or []):
            L[5] = _t1
            _t4 = _st_zones[1]
            _t3 = (6 + _t0)
            if _st_log is None and _t4:
                _t2 = _t4.pop(); _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
            elif _t4:
                _g1(st, _t4[-1], _t3, False)
        _t5 = _st_zones[0][:-(3) - 1:-1]
        _t6 = (2 + _t0)
        if type(_t5) is list and _st_log is None:
            for _t7 in _t5:
                _t8 = _st_zones[_st_loc[_t7]]
                if _t8[-1] == _t7: _t8.pop()
                else: _t8.remove(_t7)
                _st_zones[_t6].append(_t7); _st_loc[_t7] = _t6
        elif _t5 is not None:
            _g2(st, _t5, _t6, False)
    st.vars[0] = _e84(st, L)

# <rulerun hoarders.rules: check_win #35 855998f8>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t1 = L[1]
    try:
        _t2 = _c90[_t1]
    except Exception:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c89[_t5] == _c90[_t1]):
                _t0 += 1
    else:
        _t0 = 0
        for _t5 in _st_zones[(2 + _l0)]:
            if (_c89[_t5] == _t2):
                _t0 += 1
    if (_t0 >= 5):
        pass
        _g1(st, (0, 0, L)); return 3

# <rulerun hoarders.rules: draw_nut #36 70396d74>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        pass
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t0 = L[1]
    _t1 = (2 + _l0)
    if type(_t0) is int:
        _t2 = _st_zones[_st_loc[_t0]]
        if _t2[-1] == _t0: _t2.pop()
        else: _t2.remove(_t0)
        _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
    elif _t0 is not None:
        _g1(st, _t0, _t1, False)
    _i11l0 = _l0
    _i11l1 = L[1]
    _i11 = [_i11l0, _i11l1, None]
    _t4 = _i11l1
    try:
        _t5 = _c90[_t4]
    except Exception:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i11l0)]:
            if (_c89[_t8] == _c90[_t4]):
                _t3 += 1
    else:
        _t3 = 0
        for _t8 in _st_zones[(2 + _i11l0)]:
            if (_c89[_t8] == _t5):
                _t3 += 1
    if (_t3 >= 5):
        pass
        _i11g1(st, (0, 0, _i11)); return 3

# <rulerun hoarders.rules: on before steal #37 1567b580>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t7 = False
    for _t9 in _st_zones[(10 + _l1)]:
        if (_c93[_t9] == 'hamster'):
            _t7 = True
            break
    if not (_t7):
        return
    _t0 = ['reveal the hamster', 'let it happen']
    _t1 = _l1
    _t2 = len(_t0)
    if _t2 <= 1:
        L[3] = _t0[0] if _t2 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t3 = st.chooser(_t2)
        else:
            _t3 = _st_bits(_t2.bit_length())
            while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
        L[3] = _t0[_t3]; st.decisions += 1
    elif _g1(st, L, _t0, _t1): raise _g0()
    if (L[3] == 'reveal the hamster'):
        _t12 = None
        for _t14 in _st_zones[(10 + _l1)]:
            if (_c95[_t14] == 'hamster'):
                _t12 = _t14
                break
        _t4 = _t12
        _t5 = (14 + _l1)
        if type(_t4) is int:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _g2(st, _t4, _t5, False)
        pass
        _g4(st, (0, 0, L))

# <rulerun hoarders.rules: raccoon #38 0d0268a3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = []
    for _t1 in (_k92 or []):
        if ((_t1 != _l0) and (not not _st_zones[(2 + _t1)])): _t0.append(_t1)
    _t2 = _l0
    _t3 = len(_t0)
    if _t3 <= 1:
        L[1] = _t0[0] if _t3 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t4 = st.chooser(_t3)
        else:
            _t4 = _st_bits(_t3.bit_length())
            while _t4 >= _t3: _t4 = _st_bits(_t3.bit_length())
        L[1] = _t0[_t4]; st.decisions += 1
    elif _g1(st, L, _t0, _t2): raise _g0()
    if (L[1] is None):
        pass
        return 2
    if len(st.events) >= 100: _g3(st)
    _t5 = [_l0, L[1]]
    _t6 = [0, _t5, False, len(st.cur), st.thread_player]
    st.events.append(_t6)
    _t7 = _t5 + _g5
    if _g4(st, _t7) == 3: return 3
    if not _t6[2]:
        _t8 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e97(st, L)))]
        _t9 = _l0
        _t10 = len(_t8)
        if _t10 <= 1:
            L[2] = _t8[0] if _t10 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t11 = st.chooser(_t10)
            else:
                _t11 = _st_bits(_t10.bit_length())
                while _t11 >= _t10: _t11 = _st_bits(_t10.bit_length())
            L[2] = _t8[_t11]; st.decisions += 1
        elif _g7(st, L, _t8[:], _t9): raise _g6()
        _t12 = L[2]
        _t13 = (2 + _l0)
        if type(_t12) is int:
            _t14 = _st_zones[_st_loc[_t12]]
            if _t14[-1] == _t12: _t14.pop()
            else: _t14.remove(_t12)
            _st_zones[_t13].append(_t12); _st_loc[_t12] = _t13
        elif _t12 is not None:
            _g8(st, _t12, _t13, False)
        _i12l0 = _l0
        _i12l1 = L[2]
        _i12 = [_i12l0, _i12l1, None]
        _t16 = _i12l1
        try:
            _t17 = _c90[_t16]
        except Exception:
            _t15 = 0
            for _t20 in _st_zones[(2 + _i12l0)]:
                if (_c89[_t20] == _c90[_t16]):
                    _t15 += 1
        else:
            _t15 = 0
            for _t20 in _st_zones[(2 + _i12l0)]:
                if (_c89[_t20] == _t17):
                    _t15 += 1
        if (_t15 >= 5):
            pass
            _i12g1(st, (0, 0, _i12)); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #39 ced0693b>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t0 in (_o98[_st_vars[0]] or []):
        L[2] = _t0
        _t11 = []
        for _t13 in _st_zones[(10 + L[2])]:
            if (_c99[_t13] == 'beaver'):
                _t11.append(_t13)
        _t1 = _t11
        _t2 = (14 + _t0)
        if type(_t1) is list:
            for _t3 in _t1:
                _t4 = _st_zones[_st_loc[_t3]]
                if _t4[-1] == _t3: _t4.pop()
                else: _t4.remove(_t3)
                _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
        elif _t1 is not None:
            _g0(st, _t1, _t2, False)
    _t17 = []
    for _t19 in (_o101[_st_vars[0]] or ()):
        L[4] = _t19
        _t23 = False
        for _t25 in _st_zones[(14 + L[4])]:
            if (_c102[_t25] == 'beaver'):
                _t23 = True
                break
        if _t23:
            _t17.append(_t19)
    L[6] = _t17
    if (len((L[6] or ())) == 1):
        _t28 = None
        for _t30 in (L[6] or ()):
            if True:
                _t28 = _t30
                break
        L[8] = _t28
        _t5 = ['draw 3 nuts', 'draw nothing']
        _t6 = L[8]
        _t7 = len(_t5)
        if _t7 <= 1:
            L[9] = _t5[0] if _t7 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            L[9] = _t5[_t8]; st.decisions += 1
        elif _g2(st, L, _t5, _t6): raise _g1()
        if (L[9] == 'draw 3 nuts'):
            for _t9 in (_k106 or []):
                L[12] = _t9
                if _g3(st, [L[8], None]) == 3: return 3
    else:
        pass
        for _t10 in (_o107[_st_vars[0]] or []):
            L[15] = _t10
            if not ((not (_t10 in (L[6] or ())))): continue
            if _g5(st, [_t10, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #40 afa747c3>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    pass
    for _p0 in (_k85 or []):
        st.thread_player = st.inline_thread = _p0
        _i9 = L[:]; _i9[0] = _p0
        _i9t0 = _st_zones[(6 + _p0)]
        _i9t1 = _p0
        _i9t4 = len(_i9t0); _i9t2 = _i9g1(_i9t4, 2)
        if _i9t2 <= 1:
            _i9[1] = _i9g2(_i9t0, 2, False, 0) if _i9t2 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _i9t3 = st.chooser(_i9t2)
            else:
                _i9t3 = _st_bits(_i9t2.bit_length())
                while _i9t3 >= _i9t2: _i9t3 = _st_bits(_i9t2.bit_length())
            _i9t5 = _i9g3.get((_i9t4, 2)) or _i9g4(_i9t4, 2)
            _i9[1] = list(_i9t5[_i9t3](_i9t0)) if _i9t5 else _i9g5(_i9t0, 2, False, _i9t3)
            st.decisions += 1
        elif _i9g6(st, _i9, _i9t0[:]): raise _i9g0()
        _i9t6 = _i9[1]
        _i9t7 = (10 + _p0)
        if type(_i9t6) is list:
            for _i9t8 in _i9t6:
                _i9t9 = _st_zones[_st_loc[_i9t8]]
                if _i9t9[-1] == _i9t8: _i9t9.pop()
                else: _i9t9.remove(_i9t8)
                _st_zones[_i9t7].append(_i9t8); _st_loc[_i9t8] = _i9t7
        elif _i9t6 is not None:
            _i9g7(st, _i9t6, _i9t7, False)
    st.thread_player = st.inline_thread = None
    for _t1 in (_k86 or []):
        L[4] = _t1
        for _t2 in (_o87[_st_vars[0]] or []):
            L[7] = _t2
            if (not _st_zones[(10 + _t2)]):
                pass
            else:
                _t3 = _st_zones[(10 + _t2)]
                _t4 = _t2
                _t5 = len(_t3)
                if _t5 <= 1:
                    L[8] = _t3[0] if _t5 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t6 = st.chooser(_t5)
                    else:
                        _t6 = _st_bits(_t5.bit_length())
                        while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                    L[8] = _t3[_t6]; st.decisions += 1
                elif _g3(st, L, _t3[:], _t4): raise _g2()
                _t7 = L[8]
                _t8 = (14 + _t2)
                if type(_t7) is int:
                    _t9 = _st_zones[_st_loc[_t7]]
                    if _t9[-1] == _t7: _t9.pop()
                    else: _t9.remove(_t7)
                    _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
                elif _t7 is not None:
                    _g4(st, _t7, _t8, False)
                _i10l0 = _t2
                _i10l1 = L[8]
                pass
                if (_c8[_i10l1] == 'squirrel'):
                    if _i10g0(st, [_i10l0, None]) == 3: return 3
                elif (_c12[_i10l1] == 'raccoon'):
                    if _i10g1(st, [_i10l0, None, None]) == 3: return 3
                elif (_c19[_i10l1] == 'beaver'):
                    if _i10g3(st, _i10g2[:]) == 3: return 3
                elif (_c30[_i10l1] == 'marmot'):
                    _i3l0 = _i10l0
                    _i3 = [_i3l0, None, None]
                    _t19 = None
                    for _t21 in _st_zones[(14 + _i3l0)]:
                        if (_c31[_t21] != 'marmot'):
                            _t19 = _t21
                            break
                    _i3[2] = _t19
                    if (_i3[2] is None):
                        pass
                    elif (_c33[_i3[2]] == 'squirrel'):
                        pass
                        if _i3g2(st, [_i3l0, None]) == 3: return 3
                    elif (_c34[_i3[2]] == 'raccoon'):
                        pass
                        if _i3g4(st, [_i3l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        pass
        _g6(st, (0, 0, L)); return 3
    for _t10 in (_k88 or []):
        L[11] = _t10
        _t11 = (14 + _t10)
        _t12 = (6 + _t10)
        if _t11 != _t12:
            _t13 = _st_zones[_t11]; _st_zones[_t12] += _t13
            for _t14 in _t13: _st_loc[_t14] = _t12
            _t13.clear()
        else:
            _g7(st, _st_zones[_t11][:], _t12, False)
        _t15 = (10 + _t10)
        _t16 = (6 + _t10)
        if _t15 != _t16:
            _t17 = _st_zones[_t15]; _st_zones[_t16] += _t17
            for _t18 in _t17: _st_loc[_t18] = _t16
            _t17.clear()
        else:
            _g8(st, _st_zones[_t15][:], _t16, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #41 f7b24b95>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t0 = 0; _t1 = st.decisions
    while True:
        _t0 += 1
        if _t0 > _g0[0] and _g1(_t0, st, _t1): raise _g2()
        if _g4(st, _g3[:]) == 3: return 3

# <rulerun hoarders.rules: play_turn #42 56d59229>
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
            fr[1] = 2
            if _g4(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t0 = L[0]
            _t3 = len(_o); _t1 = _g5(_t3, 2)
            if _t1 <= 1 and _st_log is None:
                L[1] = _g6(_o, 2, False, 0) if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                _t4 = _g7.get((_t3, 2)) or _g8(_t3, 2)
                L[1] = list(_t4[_t2](_o)) if _t4 else _g9(_o, 2, False, _t2)
                st.decisions += 1
            elif _g10(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _g11(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k4 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o5[st.vars[0]] or []); L[6] = 0
            pc = 8
        if pc == 8:
            _s = L[5]; _i = L[6]; _n = len(_s); pc = 16
            while _i < _n:
                L[7] = _s[_i]; _i += 1
                pc = 9; break
            L[6] = _i
        if pc == 9:
            if (not _st_zones[(10 + L[7])]):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t5 = L[7]
            _t6 = len(_o)
            if _t6 <= 1 and _st_log is None:
                L[8] = _o[0] if _t6 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t7 = st.chooser(_t6)
                else:
                    _t7 = _st_bits(_t6.bit_length())
                    while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
                L[8] = _o[_t7]; st.decisions += 1
            elif _g13(st, L, _o[:], _t5): return True
            pc = 13
        if pc == 13:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _g15(_g16)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 17:
            _r = _g17(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g18)

# <rulerun hoarders.rules: resolve #43 3eef7e31>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c37[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c41[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g3(_g4)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c42[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g5(_g6)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c43[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g7(_g8)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _g9(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g10)

# <rulerun hoarders.rules: draw_nut #44 2a9de82d>
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

# <rulerun hoarders.rules: check_win #45 2a9de82d>
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

# <rulerun hoarders.rules: raccoon #46 4ec9d44f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t0 in (_k48 or []):
                if ((_t0 != L[0]) and (not not _st_zones[(2 + _t0)])): _o.append(_t0)
            fr[1] = 1
            _t1 = L[0]
            _t2 = len(_o)
            if _t2 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t3 = st.chooser(_t2)
                else:
                    _t3 = _st_bits(_t2.bit_length())
                    while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
                L[1] = _o[_t3]; st.decisions += 1
            elif _g2(st, L, _o, _t1): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _g4(st, fr): return True
            return None
        if pc == 3:
            if _e112(st, L):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e49(st, L)))]
            fr[1] = 5
            _t4 = L[0]
            _t5 = len(_o)
            if _t5 <= 1 and _st_log is None:
                L[2] = _o[0] if _t5 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t6 = st.chooser(_t5)
                else:
                    _t6 = _st_bits(_t5.bit_length())
                    while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                L[2] = _o[_t6]; st.decisions += 1
            elif _g5(st, L, _o[:], _t4): return True
            pc = 5
        if pc == 5:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _g7(st, fr): return True
            return None
        if pc == 7:
            _g8(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

# <rulerun hoarders.rules: beaver #47 d07fe26d>
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
            if (len((L[6] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t0 = L[8]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[9] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[9] = _o[_t2]; st.decisions += 1
            elif _g4(st, L, _o, _t0): return True
            pc = 4
        if pc == 4:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun hoarders.rules: marmot #48 c37b532a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c66[L[2]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c67[L[2]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _g6(_g7)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _g8(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

# <rulerun hoarders.rules: on before steal #49 abdf094e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t3 = False
            for _t5 in st.zones[(10 + L[1])]:
                if (_c72[_t5] == 'hamster'):
                    _t3 = True
                    break
            if not (_t3):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t0 = L[1]
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
            pc = 2
        if pc == 2:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g4)

# <rulerun hoarders.rules: play #50 14fd6d14>
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
                pc = 4
        if pc == 2:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _g4(_g5)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 4:
            fr[1] = 5
            if _g6(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g7)

# <rulerun hoarders.rules: play_turn #51 5d0420f9>
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
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _g5(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t0 = L[0]
            _t3 = len(_o); _t1 = _g6(_t3, 2)
            if _t1 <= 1 and _st_log is None:
                L[1] = _g7(_o, 2, False, 0) if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                _t4 = _g8.get((_t3, 2)) or _g9(_t3, 2)
                L[1] = list(_t4[_t2](_o)) if _t4 else _g10(_o, 2, False, _t2)
                st.decisions += 1
            elif _g11(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _g12(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _g13(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k4 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o5[st.vars[0]] or []); L[6] = 0
            pc = 8
        if pc == 8:
            _s = L[5]; _i = L[6]; _n = len(_s); pc = 16
            while _i < _n:
                L[7] = _s[_i]; _i += 1
                pc = 9; break
            L[6] = _i
        if pc == 9:
            if (not _st_zones[(10 + L[7])]):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _g14(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t5 = L[7]
            _t6 = len(_o)
            if _t6 <= 1 and _st_log is None:
                L[8] = _o[0] if _t6 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t7 = st.chooser(_t6)
                else:
                    _t7 = _st_bits(_t6.bit_length())
                    while _t7 >= _t6: _t7 = _st_bits(_t6.bit_length())
                L[8] = _o[_t7]; st.decisions += 1
            elif _g15(st, L, _o[:], _t5): return True
            pc = 13
        if pc == 13:
            _r = _g16(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g17(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _g18(_g19)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 17:
            _r = _g20(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g21)

# <rulerun hoarders.rules: resolve #52 9ca6139a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _g2(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c37[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c41[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _g4(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g5(_g6)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c42[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _g7(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g8(_g9)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c43[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _g10(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g11(_g12)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _g13(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g14)

# <rulerun hoarders.rules: raccoon #53 8a3e2ba5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t0 in (_k48 or []):
                if ((_t0 != L[0]) and (not not _st_zones[(2 + _t0)])): _o.append(_t0)
            fr[1] = 1
            _t1 = L[0]
            _t2 = len(_o)
            if _t2 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t3 = st.chooser(_t2)
                else:
                    _t3 = _st_bits(_t2.bit_length())
                    while _t3 >= _t2: _t3 = _st_bits(_t2.bit_length())
                L[1] = _o[_t3]; st.decisions += 1
            elif _g2(st, L, _o, _t1): return True
            pc = 1
        if pc == 1:
            _r = _g3(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _g4(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _g5(st, fr): return True
            return None
        if pc == 3:
            if _e114(st, L):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _e49(st, L)))]
            fr[1] = 5
            _t4 = L[0]
            _t5 = len(_o)
            if _t5 <= 1 and _st_log is None:
                L[2] = _o[0] if _t5 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t6 = st.chooser(_t5)
                else:
                    _t6 = _st_bits(_t5.bit_length())
                    while _t6 >= _t5: _t6 = _st_bits(_t5.bit_length())
                L[2] = _o[_t6]; st.decisions += 1
            elif _g6(st, L, _o[:], _t4): return True
            pc = 5
        if pc == 5:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _g8(st, fr): return True
            return None
        if pc == 7:
            _g9(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g10)

# <rulerun hoarders.rules: beaver #54 2914ec63>
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
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g3(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (len((L[6] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t0 = L[8]
            _t1 = len(_o)
            if _t1 <= 1 and _st_log is None:
                L[9] = _o[0] if _t1 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2 = st.chooser(_t1)
                else:
                    _t2 = _st_bits(_t1.bit_length())
                    while _t2 >= _t1: _t2 = _st_bits(_t1.bit_length())
                L[9] = _o[_t2]; st.decisions += 1
            elif _g5(st, L, _o, _t0): return True
            pc = 4
        if pc == 4:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _g7(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g8)

# <rulerun hoarders.rules: marmot #55 4a9694e0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _g2(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _g3(st, L)
            if _r is None:
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[2] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _g4(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c66[L[2]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _g5(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c67[L[2]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _g6(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _g7(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _g8(_g9)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _g10(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g11)

# <rulerun hoarders.rules: play #56 0a979f3a>
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
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 4
        if pc == 2:
            if st.thread_player is None and st.log is None:
                if _g5(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _g6(_g7)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _g2(_k, st, _d0): raise _g1()
            continue
        if pc == 4:
            fr[1] = 5
            if _g8(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _g9)

