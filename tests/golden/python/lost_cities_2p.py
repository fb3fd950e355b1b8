# <rulerun lost_cities.rules: take_turn #0 ec6de6b1>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[3] = False
    if (L[2] == 'expedition'):
        _t0 = _l1
        _t1 = (3 + L[0])
        if type(_t0) is int and _st_log is None:
            _t2 = _st_zones[_st_loc[_t0]]
            if _t2[-1] == _t0: _t2.pop()
            else: _t2.remove(_t0)
            _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t0 is not None:
            _move_cards0(st, _t0, _t1, False)
    else:
        _st_vars[0] = _st_vars[0] + 1
        st.cvars[_l1] = _st_vars[0]
        _t3 = _l1
        _t4 = 5
        if type(_t3) is int and _st_log is None:
            _t5 = _st_zones[_st_loc[_t3]]
            if _t5[-1] == _t3: _t5.pop()
            else: _t5.remove(_t3)
            _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
        elif _t3 is not None:
            _move_cards0(st, _t3, _t4, False)
        L[3] = True

# <rulerun lost_cities.rules: take_turn #1 80c02d48>
def _native(st, L):
    _st_zones = st.zones
    _t8 = _st_zones[0]
    _t7 = (1 + L[0])
    if st.log is None and _t8:
        _t6 = _t8.pop(); _st_zones[_t7].append(_t6); st.loc[_t6] = _t7
    elif _t8:
        _move_cards1(st, _t8[-1], _t7, False)

# <rulerun lost_cities.rules: take_turn #2 a1fa9c04>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t14 = None
    for _t13 in st.zones[5]:
        if (_c4[_t13] == _l5):
            _t15 = _st_cvars[_t13]
            if _t14 is None or _t15 > _t14:
                _t14 = _t15
    return _t14

# <rulerun lost_cities.rules: take_turn #3 6385c884>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t16 = _NOT_YET
    for _t11 in st.zones[5]:
        if ((_c3[_t11] == _l5) and (_st_cvars[_t11] == (_t16 if _t16 is not _NOT_YET else (_t16 := _a5(st, L))))):
            return _t11
    return None

# <rulerun lost_cities.rules: take_turn #4 046c1547>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t9 = _a6(st, L)
    _t10 = (1 + L[0])
    if type(_t9) is int and st.log is None:
        _t17 = _st_zones[_st_loc[_t9]]
        if _t17[-1] == _t9: _t17.pop()
        else: _t17.remove(_t9)
        _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
    elif _t9 is not None:
        _move_cards2(st, _t9, _t10, False)

# <rulerun lost_cities.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #6 e91cd350>
def _loop(st, L):
    _st_cvars = st.cvars
    _t32 = None
    for _t31 in st.zones[5]:
        if (_c15[_t31] == L[5]):
            _t33 = _st_cvars[_t31]
            if _t32 is None or _t33 > _t32:
                _t32 = _t33
    return _t32

# <rulerun lost_cities.rules: take_turn #7 3eb7ec4a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t34 = _NOT_YET
    for _t29 in st.zones[5]:
        if ((_c14[_t29] == L[5]) and (_st_cvars[_t29] == (_t34 if _t34 is not _NOT_YET else (_t34 := _a16(st, L))))):
            return _t29
    return None

# <rulerun lost_cities.rules: take_turn #8 feeaea45>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t20 = _st_zones[0]
        _t19 = (1 + _l0)
        if _st_log is None and _t20:
            _t18 = _t20.pop(); _st_zones[_t19].append(_t18); _st_loc[_t18] = _t19
        elif _t20:
            _move_cards7(st, _t20[-1], _t19, False)
    else:
        _t23 = _NOT_YET
        _t21 = []
        for _t22 in (_k8 or []):
            if ((_t22 in (_t23 if _t23 is not _NOT_YET else (_t23 := list(map(_c9.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t22 != _c9[L[1]]))): _t21.append(_t22)
        _t24 = _l0
        _t25 = len(_t21)
        if not _t25: _no_option12(_t24, 'discard pile to draw from')
        if _t25 <= 1 and _st_log is None:
            L[5] = _t21[0] if _t25 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t26 = st.chooser(_t25, _t24)
            else:
                _t26 = _st_bits(_t25.bit_length())
                while _t26 >= _t25: _t26 = _st_bits(_t25.bit_length())
            L[5] = _t21[_t26]; st.decisions += 1
        elif _decide13(st, L, _t21, _t24): raise _PlayoutCut10()
        _t27 = _a17(st, L)
        _t28 = (1 + _l0)
        if type(_t27) is int and _st_log is None:
            _t35 = _st_zones[_st_loc[_t27]]
            if _t35[-1] == _t27: _t35.pop()
            else: _t35.remove(_t27)
            _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
        elif _t27 is not None:
            _move_cards7(st, _t27, _t28, False)

# <rulerun lost_cities.rules: take_turn #9 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #11 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #12 1f575437>
def _loop(st, L):
    _l1 = L[1]
    _t37 = []
    for _t36 in st.zones[(3 + L[0])]:
        if (_c19[_t36] == _c19[_l1]):
            _t37.append(_t36)
    return _t37

# <rulerun lost_cities.rules: take_turn #13 6ca9c130>
def _loop(st, L):
    _l1 = L[1]
    _t39 = []
    for _t38 in st.zones[(3 + L[0])]:
        if (_c21[_t38] == _c21[_l1]):
            _t39.append(_t38)
    return _t39

# <rulerun lost_cities.rules: take_turn #14 de8bed1f>
def _loop(st, L):
    _t41 = None
    for _t40 in (_a22(st, L) or ()):
        _t42 = _c23[_t40]
        if _t41 is None or _t42 > _t41:
            _t41 = _t42
    return _t41

# <rulerun lost_cities.rules: take_turn #15 e3bacdc7>
def _loop(st, L):
    _l1 = L[1]
    _t44 = []
    for _t43 in st.zones[(3 + L[0])]:
        if (_c25[_t43] == _c25[_l1]):
            _t44.append(_t43)
    return _t44

# <rulerun lost_cities.rules: take_turn #16 c49eaa61>
def _loop(st, L):
    _l1 = L[1]
    _t46 = []
    for _t45 in st.zones[(3 + L[0])]:
        if (_c27[_t45] == _c27[_l1]):
            _t46.append(_t45)
    return _t46

# <rulerun lost_cities.rules: take_turn #17 7737d50a>
def _loop(st, L):
    _t48 = None
    for _t47 in (_a28(st, L) or ()):
        _t49 = _c29[_t47]
        if _t48 is None or _t49 > _t48:
            _t48 = _t49
    return _t48

# <rulerun lost_cities.rules: take_turn #18 e00828da>
def _native(st, L):
    _l1 = L[1]
    return ((L[2] == 'discard') or ((_c18[_l1] > (0 if (not (_a20(st, L) or ())) else _a24(st, L))) or ((_c18[_l1] == 0) and ((0 if (not (_a26(st, L) or ())) else _a30(st, L)) == 0))))

# <rulerun lost_cities.rules: take_turn #19 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #20 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #21 edda4060>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t52 = _c31[_l1]
    except Exception:
        for _t50 in _st_zones[5]:
            if ((not _l3) or (_c31[_t50] != _c31[_l1])):
                return True
        return False
    else:
        for _t50 in _st_zones[5]:
            if ((not _l3) or (_c31[_t50] != _t52)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #22 2fc04efd>
def _native(st, L):
    return ((L[4] == 'deck') or _a32(st, L))

# <rulerun lost_cities.rules: take_turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #24 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #25 06bd1893>
def _native(st, L):
    return _k33

# <rulerun lost_cities.rules: take_turn #26 b6cc02e9>
def _native(st, L):
    _l5 = L[5]
    _t54 = False
    for _t55 in st.zones[5]:
        if (_c34[_t55] == _l5):
            _t54 = True
            break
    return (_t54 and ((not L[3]) or (_l5 != _c34[L[1]])))

# <rulerun lost_cities.rules: play #27 d5f645f6>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _shuffle_zone35(st, 0)
    for _t56 in (_k36 or []):
        L[2] = _t56
        _t57 = _st_zones[0][:-(8) - 1:-1]
        _t58 = (1 + _t56)
        if type(_t57) is list and st.log is None:
            for _t59 in _t57:
                _t60 = _st_zones[_st_loc[_t59]]
                if _t60[-1] == _t59: _t60.pop()
                else: _t60.remove(_t59)
                _st_zones[_t58].append(_t59); _st_loc[_t59] = _t58
        elif _t57 is not None:
            _move_cards37(st, _t57, _t58, False)

# <rulerun lost_cities.rules: play #28 bdaf5051>
def _loop(st, _i0, _i0l0):
    _t71 = []
    for _t70 in st.zones[(3 + _i0l0)]:
        if (_c47[_t70] == _c47[_i0[1]]):
            _t71.append(_t70)
    return _t71

# <rulerun lost_cities.rules: play #29 2912a2fe>
def _loop(st, _i0, _i0l0):
    _t75 = []
    for _t74 in st.zones[(3 + _i0l0)]:
        if (_c49[_t74] == _c49[_i0[1]]):
            _t75.append(_t74)
    return _t75

# <rulerun lost_cities.rules: play #30 4a070daa>
def _loop(st, _i0, _i0l0):
    _t77 = None
    for _t76 in (_a50(st, _i0, _i0l0) or ()):
        _t78 = _c51[_t76]
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun lost_cities.rules: play #31 3e3c6503>
def _loop(st, _i0, _i0l0):
    _t82 = []
    for _t81 in st.zones[(3 + _i0l0)]:
        if (_c53[_t81] == _c53[_i0[1]]):
            _t82.append(_t81)
    return _t82

# <rulerun lost_cities.rules: play #32 d6bbcdfc>
def _loop(st, _i0, _i0l0):
    _t86 = []
    for _t85 in st.zones[(3 + _i0l0)]:
        if (_c55[_t85] == _c55[_i0[1]]):
            _t86.append(_t85)
    return _t86

# <rulerun lost_cities.rules: play #33 eaf1da11>
def _loop(st, _i0, _i0l0):
    _t88 = None
    for _t87 in (_a56(st, _i0, _i0l0) or ()):
        _t89 = _c57[_t87]
        if _t88 is None or _t89 > _t88:
            _t88 = _t89
    return _t88

# <rulerun lost_cities.rules: play #34 e7cda445>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t106 = _c62[_i0_1]
    except Exception:
        for _t104 in _st_zones[5]:
            if ((not _i0_3) or (_c62[_t104] != _c62[_i0_1])):
                return True
        return False
    else:
        for _t104 in _st_zones[5]:
            if ((not _i0_3) or (_c62[_t104] != _t106)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 2bfa53f1>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t126 = None
    for _t125 in st.zones[5]:
        if (_c71[_t125] == _i0[5]):
            _t127 = _st_cvars[_t125]
            if _t126 is None or _t127 > _t126:
                _t126 = _t127
    return _t126

# <rulerun lost_cities.rules: play #36 d68595fd>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t128 = _NOT_YET
    for _t123 in st.zones[5]:
        if ((_c70[_t123] == _i0[5]) and (_st_cvars[_t123] == (_t128 if _t128 is not _NOT_YET else (_t128 := _a72(st, _i0))))):
            return _t123
    return None

# <rulerun lost_cities.rules: take_turn #37 b2ecc771>
def _loop(st, L):
    _t137 = []
    for _t136 in st.zones[(3 + L[0])]:
        if (_c79[_t136] == _c79[L[1]]):
            _t137.append(_t136)
    return _t137

# <rulerun lost_cities.rules: take_turn #38 8d8d4ae6>
def _loop(st, L):
    _t141 = []
    for _t140 in st.zones[(3 + L[0])]:
        if (_c81[_t140] == _c81[L[1]]):
            _t141.append(_t140)
    return _t141

# <rulerun lost_cities.rules: take_turn #39 a85d2e38>
def _loop(st, L):
    _t143 = None
    for _t142 in (_a82(st, L) or ()):
        _t144 = _c83[_t142]
        if _t143 is None or _t144 > _t143:
            _t143 = _t144
    return _t143

# <rulerun lost_cities.rules: take_turn #40 7101a506>
def _loop(st, L):
    _t148 = []
    for _t147 in st.zones[(3 + L[0])]:
        if (_c85[_t147] == _c85[L[1]]):
            _t148.append(_t147)
    return _t148

# <rulerun lost_cities.rules: take_turn #41 92ae9604>
def _loop(st, L):
    _t152 = []
    for _t151 in st.zones[(3 + L[0])]:
        if (_c87[_t151] == _c87[L[1]]):
            _t152.append(_t151)
    return _t152

# <rulerun lost_cities.rules: take_turn #42 e0410c46>
def _loop(st, L):
    _t154 = None
    for _t153 in (_a88(st, L) or ()):
        _t155 = _c89[_t153]
        if _t154 is None or _t155 > _t154:
            _t154 = _t155
    return _t154

# <rulerun lost_cities.rules: take_turn #43 61811f4a>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t172 = _c94[_l1]
    except Exception:
        for _t170 in _st_zones[5]:
            if ((not _l3) or (_c94[_t170] != _c94[_l1])):
                return True
        return False
    else:
        for _t170 in _st_zones[5]:
            if ((not _l3) or (_c94[_t170] != _t172)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 05831c62>
def _loop(st, L):
    _st_cvars = st.cvars
    _t192 = None
    for _t191 in st.zones[5]:
        if (_c103[_t191] == L[5]):
            _t193 = _st_cvars[_t191]
            if _t192 is None or _t193 > _t192:
                _t192 = _t193
    return _t192

# <rulerun lost_cities.rules: take_turn #45 73d6a4eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t194 = _NOT_YET
    for _t189 in st.zones[5]:
        if ((_c102[_t189] == L[5]) and (_st_cvars[_t189] == (_t194 if _t194 is not _NOT_YET else (_t194 := _a104(st, L))))):
            return _t189
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 0c750fde>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t130 = _st_zones[(1 + _l0)]
    _t131 = _l0
    _t132 = len(_t130)
    if not _t132: _no_option76(_t131, 'card to play')
    if _t132 <= 1 and _st_log is None:
        L[1] = _t130[0] if _t132 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t133 = st.chooser(_t132, _t131)
        else:
            _t133 = _st_bits(_t132.bit_length())
            while _t133 >= _t132: _t133 = _st_bits(_t132.bit_length())
        L[1] = _t130[_t133]; st.decisions += 1
    elif _decide77(st, L, _t130[:], _t131): raise _PlayoutCut74()
    _t138 = _NOT_YET
    _t139 = _NOT_YET
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t149 = _NOT_YET
    _t150 = _NOT_YET
    _t156 = _NOT_YET
    _t157 = _NOT_YET
    _t158 = _NOT_YET
    _t134 = []
    for _t135 in (['expedition', 'discard'] or []):
        if ((_t135 == 'discard') or (_t158 if _t158 is not _NOT_YET else (_t158 := ((_c78[L[1]] > (_t146 if _t146 is not _NOT_YET else (_t146 := (0 if (not ((_t139 if _t139 is not _NOT_YET else (_t139 := (_t138 if _t138 is not _NOT_YET else (_t138 := _a80(st, L))))) or ())) else (_t145 if _t145 is not _NOT_YET else (_t145 := _a84(st, L))))))) or ((_c78[L[1]] == 0) and ((_t157 if _t157 is not _NOT_YET else (_t157 := (0 if (not ((_t150 if _t150 is not _NOT_YET else (_t150 := (_t149 if _t149 is not _NOT_YET else (_t149 := _a86(st, L))))) or ())) else (_t156 if _t156 is not _NOT_YET else (_t156 := _a90(st, L)))))) == 0)))))): _t134.append(_t135)
    _t159 = _l0
    _t160 = len(_t134)
    if not _t160: _no_option76(_t159, 'onto')
    if _t160 <= 1 and _st_log is None:
        L[2] = _t134[0] if _t160 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t161 = st.chooser(_t160, _t159)
        else:
            _t161 = _st_bits(_t160.bit_length())
            while _t161 >= _t160: _t161 = _st_bits(_t160.bit_length())
        L[2] = _t134[_t161]; st.decisions += 1
    elif _decide92(st, L, _t134, _t159): raise _PlayoutCut74()
    L[3] = False
    if (L[2] == 'expedition'):
        _t162 = L[1]
        _t163 = (3 + _l0)
        if type(_t162) is int and _st_log is None:
            _t164 = _st_zones[_st_loc[_t162]]
            if _t164[-1] == _t162: _t164.pop()
            else: _t164.remove(_t162)
            _st_zones[_t163].append(_t162); _st_loc[_t162] = _t163
        elif _t162 is not None:
            _move_cards93(st, _t162, _t163, False)
    else:
        _st_vars[0] = _st_vars[0] + 1
        st.cvars[L[1]] = _st_vars[0]
        _t165 = L[1]
        _t166 = 5
        if type(_t165) is int and _st_log is None:
            _t167 = _st_zones[_st_loc[_t165]]
            if _t167[-1] == _t165: _t167.pop()
            else: _t167.remove(_t165)
            _st_zones[_t166].append(_t165); _st_loc[_t165] = _t166
        elif _t165 is not None:
            _move_cards93(st, _t165, _t166, False)
        L[3] = True
    _t174 = _NOT_YET
    _t168 = []
    for _t169 in (['deck', 'discard pile'] or []):
        if ((_t169 == 'deck') or (_t174 if _t174 is not _NOT_YET else (_t174 := _a95(st, L)))): _t168.append(_t169)
    _t175 = _l0
    _t176 = len(_t168)
    if not _t176: _no_option76(_t175, 'draw from')
    if _t176 <= 1 and _st_log is None:
        L[4] = _t168[0] if _t176 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t177 = st.chooser(_t176, _t175)
        else:
            _t177 = _st_bits(_t176.bit_length())
            while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
        L[4] = _t168[_t177]; st.decisions += 1
    elif _decide97(st, L, _t168, _t175): raise _PlayoutCut74()
    if (L[4] == 'deck'):
        _t180 = _st_zones[0]
        _t179 = (1 + _l0)
        if _st_log is None and _t180:
            _t178 = _t180.pop(); _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
        elif _t180:
            _move_cards93(st, _t180[-1], _t179, False)
    else:
        _t183 = _NOT_YET
        _t181 = []
        for _t182 in (_k98 or []):
            if ((_t182 in (_t183 if _t183 is not _NOT_YET else (_t183 := list(map(_c99.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t182 != _c99[L[1]]))): _t181.append(_t182)
        _t184 = _l0
        _t185 = len(_t181)
        if not _t185: _no_option76(_t184, 'discard pile to draw from')
        if _t185 <= 1 and _st_log is None:
            L[5] = _t181[0] if _t185 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t186 = st.chooser(_t185, _t184)
            else:
                _t186 = _st_bits(_t185.bit_length())
                while _t186 >= _t185: _t186 = _st_bits(_t185.bit_length())
            L[5] = _t181[_t186]; st.decisions += 1
        elif _decide101(st, L, _t181, _t184): raise _PlayoutCut74()
        _t187 = _a105(st, L)
        _t188 = (1 + _l0)
        if type(_t187) is int and _st_log is None:
            _t195 = _st_zones[_st_loc[_t187]]
            if _t195[-1] == _t187: _t195.pop()
            else: _t195.remove(_t187)
            _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
        elif _t187 is not None:
            _move_cards93(st, _t187, _t188, False)

# <rulerun lost_cities.rules: play #47 e779be94>
def _native(st, L):
    _st_zones = st.zones
    _t61 = 0; _t62 = st.decisions
    while (not not _st_zones[0]):
        _t61 += 1
        if _t61 > _LIMIT38[0] and _over_limit39(_t61, st, _t62): raise _Runaway40()
        for _t63 in (_k41 or []):
            L[5] = _t63
            if not ((not not _st_zones[0])): continue
            if _p106(st, [_t63, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 442150c1>
def _loop(st, _t196, _t197):
    _t200 = []
    for _t199 in st.zones[(3 + _t196)]:
        if (_c109[_t199] == _t197):
            _t200.append(_t199)
    return _t200

# <rulerun lost_cities.rules: play #49 5dc5488e>
def _loop(st, _t196, _t197):
    _t202 = []
    for _t201 in st.zones[(3 + _t196)]:
        if (_c111[_t201] == _t197):
            _t202.append(_t201)
    return _t202

# <rulerun lost_cities.rules: play #50 6fb5cda5>
def _loop(st, _t196, _t197):
    _t204 = 0
    for _t203 in (_a112(st, _t196, _t197) or ()):
        _t204 += _c113[_t203]
    return _t204

# <rulerun lost_cities.rules: play #51 a78b8438>
def _loop(st, _t196, _t197):
    _t206 = 0
    for _t205 in st.zones[(3 + _t196)]:
        if ((_c115[_t205] == _t197) and (_c116[_t205] == 0)):
            _t206 += 1
    return _t206

# <rulerun lost_cities.rules: play #52 b08bb077>
def _loop(st, _t196, _t197):
    _t208 = []
    for _t207 in st.zones[(3 + _t196)]:
        if (_c118[_t207] == _t197):
            _t208.append(_t207)
    return _t208

# <rulerun lost_cities.rules: play #53 f5d7012f>
def _loop(st, _t196):
    _t198 = 0
    for _t197 in (_k108 or ()):
        _t198 += (0 if (not (_a110(st, _t196, _t197) or ())) else (((_a114(st, _t196, _t197) - 20) * (1 + _a117(st, _t196, _t197))) + (20 if (len((_a119(st, _t196, _t197) or ())) >= 8) else 0)))
    return _t198

# <rulerun lost_cities.rules: play #54 85295125>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t196 in (_k107 or []):
        L[8] = _t196
        _st_vars[1 + _t196] = _a120(st, _t196)
        if _st_log is not None: _st_log.append(_Text124(_audience121(st), [_PlayerRef122(_t196), ' scores ', _plain123(_st_vars[1 + _t196])]))

# <rulerun lost_cities.rules: play #55 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #56 7f056ca6>
def _native(st, L):
    return _k125

# <rulerun lost_cities.rules: play #57 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #59 8e09f8dd>
def _loop(st, L):
    _t214 = []
    for _t213 in st.zones[(3 + L[0])]:
        if (_c132[_t213] == _c132[L[1]]):
            _t214.append(_t213)
    return _t214

# <rulerun lost_cities.rules: take_turn #60 70691697>
def _loop(st, L):
    _t218 = []
    for _t217 in st.zones[(3 + L[0])]:
        if (_c134[_t217] == _c134[L[1]]):
            _t218.append(_t217)
    return _t218

# <rulerun lost_cities.rules: take_turn #61 5956f6f6>
def _loop(st, L):
    _t220 = None
    for _t219 in (_a135(st, L) or ()):
        _t221 = _c136[_t219]
        if _t220 is None or _t221 > _t220:
            _t220 = _t221
    return _t220

# <rulerun lost_cities.rules: take_turn #62 d8ad825e>
def _loop(st, L):
    _t225 = []
    for _t224 in st.zones[(3 + L[0])]:
        if (_c138[_t224] == _c138[L[1]]):
            _t225.append(_t224)
    return _t225

# <rulerun lost_cities.rules: take_turn #63 e2045ab7>
def _loop(st, L):
    _t229 = []
    for _t228 in st.zones[(3 + L[0])]:
        if (_c140[_t228] == _c140[L[1]]):
            _t229.append(_t228)
    return _t229

# <rulerun lost_cities.rules: take_turn #64 177db40d>
def _loop(st, L):
    _t231 = None
    for _t230 in (_a141(st, L) or ()):
        _t232 = _c142[_t230]
        if _t231 is None or _t232 > _t231:
            _t231 = _t232
    return _t231

# <rulerun lost_cities.rules: take_turn #65 b25d12bb>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t242 = _c147[_l1]
    except Exception:
        for _t240 in _st_zones[5]:
            if ((not _l3) or (_c147[_t240] != _c147[_l1])):
                return True
        return False
    else:
        for _t240 in _st_zones[5]:
            if ((not _l3) or (_c147[_t240] != _t242)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 8d943ccf>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 1
            _t209 = L[0]
            _t210 = len(_o)
            if not _t210: _no_option129(_t209, 'card to play')
            if _t210 <= 1 and _st_log is None:
                L[1] = _o[0] if _t210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t211 = st.chooser(_t210, _t209)
                else:
                    _t211 = _st_bits(_t210.bit_length())
                    while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
                L[1] = _o[_t211]; st.decisions += 1
            elif _decide130(st, L, _o[:], _t209): return True
            pc = 1
        if pc == 1:
            _t215 = _NOT_YET
            _t216 = _NOT_YET
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t226 = _NOT_YET
            _t227 = _NOT_YET
            _t233 = _NOT_YET
            _t234 = _NOT_YET
            _t235 = _NOT_YET
            _o = []
            for _t212 in (['expedition', 'discard'] or []):
                if ((_t212 == 'discard') or (_t235 if _t235 is not _NOT_YET else (_t235 := ((_c131[L[1]] > (_t223 if _t223 is not _NOT_YET else (_t223 := (0 if (not ((_t216 if _t216 is not _NOT_YET else (_t216 := (_t215 if _t215 is not _NOT_YET else (_t215 := _a133(st, L))))) or ())) else (_t222 if _t222 is not _NOT_YET else (_t222 := _a137(st, L))))))) or ((_c131[L[1]] == 0) and ((_t234 if _t234 is not _NOT_YET else (_t234 := (0 if (not ((_t227 if _t227 is not _NOT_YET else (_t227 := (_t226 if _t226 is not _NOT_YET else (_t226 := _a139(st, L))))) or ())) else (_t233 if _t233 is not _NOT_YET else (_t233 := _a143(st, L)))))) == 0)))))): _o.append(_t212)
            fr[1] = 2
            _t236 = L[0]
            _t237 = len(_o)
            if not _t237: _no_option129(_t236, 'onto')
            if _t237 <= 1 and _st_log is None:
                L[2] = _o[0] if _t237 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t238 = st.chooser(_t237, _t236)
                else:
                    _t238 = _st_bits(_t237.bit_length())
                    while _t238 >= _t237: _t238 = _st_bits(_t237.bit_length())
                L[2] = _o[_t238]; st.decisions += 1
            elif _decide145(st, L, _o, _t236): return True
            pc = 2
        if pc == 2:
            _r = _run146(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t244 = _NOT_YET
            _o = []
            for _t239 in (['deck', 'discard pile'] or []):
                if ((_t239 == 'deck') or (_t244 if _t244 is not _NOT_YET else (_t244 := _a148(st, L)))): _o.append(_t239)
            fr[1] = 4
            _t245 = L[0]
            _t246 = len(_o)
            if not _t246: _no_option129(_t245, 'draw from')
            if _t246 <= 1 and _st_log is None:
                L[4] = _o[0] if _t246 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t247 = st.chooser(_t246, _t245)
                else:
                    _t247 = _st_bits(_t246.bit_length())
                    while _t247 >= _t246: _t247 = _st_bits(_t246.bit_length())
                L[4] = _o[_t247]; st.decisions += 1
            elif _decide150(st, L, _o, _t245): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run151(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t249 = _NOT_YET
            _o = []
            for _t248 in (_k152 or []):
                if ((_t248 in (_t249 if _t249 is not _NOT_YET else (_t249 := list(map(_c153.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t248 != _c153[L[1]]))): _o.append(_t248)
            fr[1] = 8
            _t250 = L[0]
            _t251 = len(_o)
            if not _t251: _no_option129(_t250, 'discard pile to draw from')
            if _t251 <= 1 and _st_log is None:
                L[5] = _o[0] if _t251 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t252 = st.chooser(_t251, _t250)
                else:
                    _t252 = _st_bits(_t251.bit_length())
                    while _t252 >= _t251: _t252 = _st_bits(_t251.bit_length())
                L[5] = _o[_t252]; st.decisions += 1
            elif _decide155(st, L, _o, _t250): return True
            pc = 8
        if pc == 8:
            _r = _run156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k157)

# <rulerun lost_cities.rules: play #67 8abce857>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT158[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run161(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not not _st_zones[0]):
                pc = 2
            else:
                pc = 7
        if pc == 2:
            L[3] = (_k162 or []); L[4] = 0
            pc = 3
        if pc == 3:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (not not _st_zones[0]):
                    pc = 4; break
            L[4] = _i
        if pc == 4:
            _a = [L[5], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit163(_k164)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit160(_k, st, _d0): raise _Runaway159()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit160(_k, st, _d0): raise _Runaway159()
            continue
        if pc == 7:
            _r = _run165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step166(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k167)

# <rulerun lost_cities.rules: take_turn #68 aa416d34>
def _loop(st, L):
    _t258 = []
    for _t257 in st.zones[(3 + L[0])]:
        if (_c174[_t257] == _c174[L[1]]):
            _t258.append(_t257)
    return _t258

# <rulerun lost_cities.rules: take_turn #69 845dd935>
def _loop(st, L):
    _t262 = []
    for _t261 in st.zones[(3 + L[0])]:
        if (_c176[_t261] == _c176[L[1]]):
            _t262.append(_t261)
    return _t262

# <rulerun lost_cities.rules: take_turn #70 829c2ddf>
def _loop(st, L):
    _t264 = None
    for _t263 in (_a177(st, L) or ()):
        _t265 = _c178[_t263]
        if _t264 is None or _t265 > _t264:
            _t264 = _t265
    return _t264

# <rulerun lost_cities.rules: take_turn #71 1540528d>
def _loop(st, L):
    _t269 = []
    for _t268 in st.zones[(3 + L[0])]:
        if (_c180[_t268] == _c180[L[1]]):
            _t269.append(_t268)
    return _t269

# <rulerun lost_cities.rules: take_turn #72 6170396d>
def _loop(st, L):
    _t273 = []
    for _t272 in st.zones[(3 + L[0])]:
        if (_c182[_t272] == _c182[L[1]]):
            _t273.append(_t272)
    return _t273

# <rulerun lost_cities.rules: take_turn #73 18318c53>
def _loop(st, L):
    _t275 = None
    for _t274 in (_a183(st, L) or ()):
        _t276 = _c184[_t274]
        if _t275 is None or _t276 > _t275:
            _t275 = _t276
    return _t275

# <rulerun lost_cities.rules: take_turn #74 416cb46a>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t286 = _c189[_l1]
    except Exception:
        for _t284 in _st_zones[5]:
            if ((not _l3) or (_c189[_t284] != _c189[_l1])):
                return True
        return False
    else:
        for _t284 in _st_zones[5]:
            if ((not _l3) or (_c189[_t284] != _t286)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 d154de39>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 1
            _t253 = L[0]
            _t254 = len(_o)
            if not _t254: _no_option171(_t253, 'card to play')
            if _t254 <= 1 and _st_log is None:
                L[1] = _o[0] if _t254 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t255 = st.chooser(_t254, _t253)
                else:
                    _t255 = _st_bits(_t254.bit_length())
                    while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
                L[1] = _o[_t255]; st.decisions += 1
            elif _decide172(st, L, _o[:], _t253): return True
            pc = 1
        if pc == 1:
            _t259 = _NOT_YET
            _t260 = _NOT_YET
            _t266 = _NOT_YET
            _t267 = _NOT_YET
            _t270 = _NOT_YET
            _t271 = _NOT_YET
            _t277 = _NOT_YET
            _t278 = _NOT_YET
            _t279 = _NOT_YET
            _o = []
            for _t256 in (['expedition', 'discard'] or []):
                if ((_t256 == 'discard') or (_t279 if _t279 is not _NOT_YET else (_t279 := ((_c173[L[1]] > (_t267 if _t267 is not _NOT_YET else (_t267 := (0 if (not ((_t260 if _t260 is not _NOT_YET else (_t260 := (_t259 if _t259 is not _NOT_YET else (_t259 := _a175(st, L))))) or ())) else (_t266 if _t266 is not _NOT_YET else (_t266 := _a179(st, L))))))) or ((_c173[L[1]] == 0) and ((_t278 if _t278 is not _NOT_YET else (_t278 := (0 if (not ((_t271 if _t271 is not _NOT_YET else (_t271 := (_t270 if _t270 is not _NOT_YET else (_t270 := _a181(st, L))))) or ())) else (_t277 if _t277 is not _NOT_YET else (_t277 := _a185(st, L)))))) == 0)))))): _o.append(_t256)
            fr[1] = 2
            _t280 = L[0]
            _t281 = len(_o)
            if not _t281: _no_option171(_t280, 'onto')
            if _t281 <= 1 and _st_log is None:
                L[2] = _o[0] if _t281 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t282 = st.chooser(_t281, _t280)
                else:
                    _t282 = _st_bits(_t281.bit_length())
                    while _t282 >= _t281: _t282 = _st_bits(_t281.bit_length())
                L[2] = _o[_t282]; st.decisions += 1
            elif _decide187(st, L, _o, _t280): return True
            pc = 2
        if pc == 2:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t288 = _NOT_YET
            _o = []
            for _t283 in (['deck', 'discard pile'] or []):
                if ((_t283 == 'deck') or (_t288 if _t288 is not _NOT_YET else (_t288 := _a190(st, L)))): _o.append(_t283)
            fr[1] = 4
            _t289 = L[0]
            _t290 = len(_o)
            if not _t290: _no_option171(_t289, 'draw from')
            if _t290 <= 1 and _st_log is None:
                L[4] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[4] = _o[_t291]; st.decisions += 1
            elif _decide192(st, L, _o, _t289): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region193(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run194(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t293 = _NOT_YET
            _o = []
            for _t292 in (_k195 or []):
                if ((_t292 in (_t293 if _t293 is not _NOT_YET else (_t293 := list(map(_c196.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t292 != _c196[L[1]]))): _o.append(_t292)
            fr[1] = 8
            _t294 = L[0]
            _t295 = len(_o)
            if not _t295: _no_option171(_t294, 'discard pile to draw from')
            if _t295 <= 1 and _st_log is None:
                L[5] = _o[0] if _t295 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t296 = st.chooser(_t295, _t294)
                else:
                    _t296 = _st_bits(_t295.bit_length())
                    while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
                L[5] = _o[_t296]; st.decisions += 1
            elif _decide198(st, L, _o, _t294): return True
            pc = 8
        if pc == 8:
            _r = _run199(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k200)

# <rulerun lost_cities.rules: play #76 db1c275e>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT201[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region205(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not _st_zones[0]):
                pc = 2
            else:
                pc = 7
        if pc == 2:
            L[3] = (_k206 or []); L[4] = 0
            pc = 3
        if pc == 3:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 6
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (not not _st_zones[0]):
                    pc = 4; break
            L[4] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p207(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit208(_k209)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit203(_k, st, _d0): raise _Runaway202()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit203(_k, st, _d0): raise _Runaway202()
            continue
        if pc == 7:
            _r = _run210(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step211(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k212)

# <rulerun lost_cities.rules: play #77 19c06e35>
def _loop(st, _t297, p):
    _t300 = []
    for _t299 in st.zones[(3 + p)]:
        if (_c214[_t299] == _t297):
            _t300.append(_t299)
    return _t300

# <rulerun lost_cities.rules: play #78 5b0145e0>
def _loop(st, _t297, p):
    _t302 = []
    for _t301 in st.zones[(3 + p)]:
        if (_c216[_t301] == _t297):
            _t302.append(_t301)
    return _t302

# <rulerun lost_cities.rules: play #79 f2be1d7c>
def _loop(st, _t297, p):
    _t304 = 0
    for _t303 in (_a217(st, _t297, p) or ()):
        _t304 += _c218[_t303]
    return _t304

# <rulerun lost_cities.rules: play #80 1f05ab1c>
def _loop(st, _t297, p):
    _t306 = 0
    for _t305 in st.zones[(3 + p)]:
        if ((_c220[_t305] == _t297) and (_c221[_t305] == 0)):
            _t306 += 1
    return _t306

# <rulerun lost_cities.rules: play #81 6fbe2d02>
def _loop(st, _t297, p):
    _t308 = []
    for _t307 in st.zones[(3 + p)]:
        if (_c223[_t307] == _t297):
            _t308.append(_t307)
    return _t308

# <rulerun lost_cities.rules: play #82 6ce736f0>
def _loop(st, p):
    _t298 = 0
    for _t297 in (_k213 or ()):
        _t298 += (0 if (not (_a215(st, _t297, p) or ())) else (((_a219(st, _t297, p) - 20) * (1 + _a222(st, _t297, p))) + (20 if (len((_a224(st, _t297, p) or ())) >= 8) else 0)))
    return _t298

# <rulerun lost_cities.rules: rank #83 61c4f40b>
def _native(st, p):
    return (_a225(st, p), )

