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

# <rulerun lost_cities.rules: take_turn #6 1985de57>
def _loop(st, L):
    _st_cvars = st.cvars
    _t32 = None
    for _t31 in st.zones[5]:
        if (_c14[_t31] == L[5]):
            _t33 = _st_cvars[_t31]
            if _t32 is None or _t33 > _t32:
                _t32 = _t33
    return _t32

# <rulerun lost_cities.rules: take_turn #7 e517c322>
def _loop(st, L):
    _st_cvars = st.cvars
    _t34 = _NOT_YET
    for _t29 in st.zones[5]:
        if ((_c13[_t29] == L[5]) and (_st_cvars[_t29] == (_t34 if _t34 is not _NOT_YET else (_t34 := _a15(st, L))))):
            return _t29
    return None

# <rulerun lost_cities.rules: take_turn #8 edb81c9b>
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
        if _t25 <= 1 and _st_log is None:
            L[5] = _t21[0] if _t25 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t26 = st.chooser(_t25, _t24)
            else:
                _t26 = _st_bits(_t25.bit_length())
                while _t26 >= _t25: _t26 = _st_bits(_t25.bit_length())
            L[5] = _t21[_t26]; st.decisions += 1
        elif _decide12(st, L, _t21, _t24): raise _PlayoutCut10()
        _t27 = _a16(st, L)
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

# <rulerun lost_cities.rules: take_turn #12 325fa443>
def _loop(st, L):
    _l1 = L[1]
    _t37 = []
    for _t36 in st.zones[(3 + L[0])]:
        if (_c18[_t36] == _c18[_l1]):
            _t37.append(_t36)
    return _t37

# <rulerun lost_cities.rules: take_turn #13 08521a3a>
def _loop(st, L):
    _l1 = L[1]
    _t39 = []
    for _t38 in st.zones[(3 + L[0])]:
        if (_c20[_t38] == _c20[_l1]):
            _t39.append(_t38)
    return _t39

# <rulerun lost_cities.rules: take_turn #14 ba9ba045>
def _loop(st, L):
    _t41 = None
    for _t40 in (_a21(st, L) or ()):
        _t42 = _c22[_t40]
        if _t41 is None or _t42 > _t41:
            _t41 = _t42
    return _t41

# <rulerun lost_cities.rules: take_turn #15 ddda24e1>
def _loop(st, L):
    _l1 = L[1]
    _t44 = []
    for _t43 in st.zones[(3 + L[0])]:
        if (_c24[_t43] == _c24[_l1]):
            _t44.append(_t43)
    return _t44

# <rulerun lost_cities.rules: take_turn #16 28de8442>
def _loop(st, L):
    _l1 = L[1]
    _t46 = []
    for _t45 in st.zones[(3 + L[0])]:
        if (_c26[_t45] == _c26[_l1]):
            _t46.append(_t45)
    return _t46

# <rulerun lost_cities.rules: take_turn #17 2f1adcb0>
def _loop(st, L):
    _t48 = None
    for _t47 in (_a27(st, L) or ()):
        _t49 = _c28[_t47]
        if _t48 is None or _t49 > _t48:
            _t48 = _t49
    return _t48

# <rulerun lost_cities.rules: take_turn #18 6526ded4>
def _native(st, L):
    _l1 = L[1]
    return ((L[2] == 'discard') or ((_c17[_l1] > (0 if (not (_a19(st, L) or ())) else _a23(st, L))) or ((_c17[_l1] == 0) and ((0 if (not (_a25(st, L) or ())) else _a29(st, L)) == 0))))

# <rulerun lost_cities.rules: take_turn #19 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #20 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #21 224e451d>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t52 = _c30[_l1]
    except Exception:
        for _t50 in _st_zones[5]:
            if ((not _l3) or (_c30[_t50] != _c30[_l1])):
                return True
        return False
    else:
        for _t50 in _st_zones[5]:
            if ((not _l3) or (_c30[_t50] != _t52)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #22 53bf06e0>
def _native(st, L):
    return ((L[4] == 'deck') or _a31(st, L))

# <rulerun lost_cities.rules: take_turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #24 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #25 757ea3e5>
def _native(st, L):
    return _k32

# <rulerun lost_cities.rules: take_turn #26 e40b6c5a>
def _native(st, L):
    _l5 = L[5]
    _t54 = False
    for _t55 in st.zones[5]:
        if (_c33[_t55] == _l5):
            _t54 = True
            break
    return (_t54 and ((not L[3]) or (_l5 != _c33[L[1]])))

# <rulerun lost_cities.rules: play #27 1da701ae>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _shuffle_zone34(st, 0)
    for _t56 in (_k35 or []):
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
            _move_cards36(st, _t57, _t58, False)

# <rulerun lost_cities.rules: play #28 b2b8bac0>
def _loop(st, _i0, _i0l0):
    _t71 = []
    for _t70 in st.zones[(3 + _i0l0)]:
        if (_c45[_t70] == _c45[_i0[1]]):
            _t71.append(_t70)
    return _t71

# <rulerun lost_cities.rules: play #29 02c3a90b>
def _loop(st, _i0, _i0l0):
    _t75 = []
    for _t74 in st.zones[(3 + _i0l0)]:
        if (_c47[_t74] == _c47[_i0[1]]):
            _t75.append(_t74)
    return _t75

# <rulerun lost_cities.rules: play #30 65906487>
def _loop(st, _i0, _i0l0):
    _t77 = None
    for _t76 in (_a48(st, _i0, _i0l0) or ()):
        _t78 = _c49[_t76]
        if _t77 is None or _t78 > _t77:
            _t77 = _t78
    return _t77

# <rulerun lost_cities.rules: play #31 43fadc68>
def _loop(st, _i0, _i0l0):
    _t82 = []
    for _t81 in st.zones[(3 + _i0l0)]:
        if (_c51[_t81] == _c51[_i0[1]]):
            _t82.append(_t81)
    return _t82

# <rulerun lost_cities.rules: play #32 7f33bf2f>
def _loop(st, _i0, _i0l0):
    _t86 = []
    for _t85 in st.zones[(3 + _i0l0)]:
        if (_c53[_t85] == _c53[_i0[1]]):
            _t86.append(_t85)
    return _t86

# <rulerun lost_cities.rules: play #33 d5bbdfbd>
def _loop(st, _i0, _i0l0):
    _t88 = None
    for _t87 in (_a54(st, _i0, _i0l0) or ()):
        _t89 = _c55[_t87]
        if _t88 is None or _t89 > _t88:
            _t88 = _t89
    return _t88

# <rulerun lost_cities.rules: play #34 18fc56d4>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t106 = _c60[_i0_1]
    except Exception:
        for _t104 in _st_zones[5]:
            if ((not _i0_3) or (_c60[_t104] != _c60[_i0_1])):
                return True
        return False
    else:
        for _t104 in _st_zones[5]:
            if ((not _i0_3) or (_c60[_t104] != _t106)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 2c87c48a>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t126 = None
    for _t125 in st.zones[5]:
        if (_c69[_t125] == _i0[5]):
            _t127 = _st_cvars[_t125]
            if _t126 is None or _t127 > _t126:
                _t126 = _t127
    return _t126

# <rulerun lost_cities.rules: play #36 6919c5ed>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t128 = _NOT_YET
    for _t123 in st.zones[5]:
        if ((_c68[_t123] == _i0[5]) and (_st_cvars[_t123] == (_t128 if _t128 is not _NOT_YET else (_t128 := _a70(st, _i0))))):
            return _t123
    return None

# <rulerun lost_cities.rules: take_turn #37 da81c874>
def _loop(st, L):
    _t137 = []
    for _t136 in st.zones[(3 + L[0])]:
        if (_c76[_t136] == _c76[L[1]]):
            _t137.append(_t136)
    return _t137

# <rulerun lost_cities.rules: take_turn #38 6f21df67>
def _loop(st, L):
    _t141 = []
    for _t140 in st.zones[(3 + L[0])]:
        if (_c78[_t140] == _c78[L[1]]):
            _t141.append(_t140)
    return _t141

# <rulerun lost_cities.rules: take_turn #39 234f1191>
def _loop(st, L):
    _t143 = None
    for _t142 in (_a79(st, L) or ()):
        _t144 = _c80[_t142]
        if _t143 is None or _t144 > _t143:
            _t143 = _t144
    return _t143

# <rulerun lost_cities.rules: take_turn #40 bf523278>
def _loop(st, L):
    _t148 = []
    for _t147 in st.zones[(3 + L[0])]:
        if (_c82[_t147] == _c82[L[1]]):
            _t148.append(_t147)
    return _t148

# <rulerun lost_cities.rules: take_turn #41 59bf6311>
def _loop(st, L):
    _t152 = []
    for _t151 in st.zones[(3 + L[0])]:
        if (_c84[_t151] == _c84[L[1]]):
            _t152.append(_t151)
    return _t152

# <rulerun lost_cities.rules: take_turn #42 c535dd5e>
def _loop(st, L):
    _t154 = None
    for _t153 in (_a85(st, L) or ()):
        _t155 = _c86[_t153]
        if _t154 is None or _t155 > _t154:
            _t154 = _t155
    return _t154

# <rulerun lost_cities.rules: take_turn #43 1a959c5c>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t172 = _c91[_l1]
    except Exception:
        for _t170 in _st_zones[5]:
            if ((not _l3) or (_c91[_t170] != _c91[_l1])):
                return True
        return False
    else:
        for _t170 in _st_zones[5]:
            if ((not _l3) or (_c91[_t170] != _t172)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 086c1a27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t192 = None
    for _t191 in st.zones[5]:
        if (_c100[_t191] == L[5]):
            _t193 = _st_cvars[_t191]
            if _t192 is None or _t193 > _t192:
                _t192 = _t193
    return _t192

# <rulerun lost_cities.rules: take_turn #45 91c8c79c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t194 = _NOT_YET
    for _t189 in st.zones[5]:
        if ((_c99[_t189] == L[5]) and (_st_cvars[_t189] == (_t194 if _t194 is not _NOT_YET else (_t194 := _a101(st, L))))):
            return _t189
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 9785db6d>
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
    if _t132 <= 1 and _st_log is None:
        L[1] = _t130[0] if _t132 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t133 = st.chooser(_t132, _t131)
        else:
            _t133 = _st_bits(_t132.bit_length())
            while _t133 >= _t132: _t133 = _st_bits(_t132.bit_length())
        L[1] = _t130[_t133]; st.decisions += 1
    elif _decide74(st, L, _t130[:], _t131): raise _PlayoutCut72()
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
        if ((_t135 == 'discard') or (_t158 if _t158 is not _NOT_YET else (_t158 := ((_c75[L[1]] > (_t146 if _t146 is not _NOT_YET else (_t146 := (0 if (not ((_t139 if _t139 is not _NOT_YET else (_t139 := (_t138 if _t138 is not _NOT_YET else (_t138 := _a77(st, L))))) or ())) else (_t145 if _t145 is not _NOT_YET else (_t145 := _a81(st, L))))))) or ((_c75[L[1]] == 0) and ((_t157 if _t157 is not _NOT_YET else (_t157 := (0 if (not ((_t150 if _t150 is not _NOT_YET else (_t150 := (_t149 if _t149 is not _NOT_YET else (_t149 := _a83(st, L))))) or ())) else (_t156 if _t156 is not _NOT_YET else (_t156 := _a87(st, L)))))) == 0)))))): _t134.append(_t135)
    _t159 = _l0
    _t160 = len(_t134)
    if _t160 <= 1 and _st_log is None:
        L[2] = _t134[0] if _t160 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t161 = st.chooser(_t160, _t159)
        else:
            _t161 = _st_bits(_t160.bit_length())
            while _t161 >= _t160: _t161 = _st_bits(_t160.bit_length())
        L[2] = _t134[_t161]; st.decisions += 1
    elif _decide89(st, L, _t134, _t159): raise _PlayoutCut72()
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
            _move_cards90(st, _t162, _t163, False)
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
            _move_cards90(st, _t165, _t166, False)
        L[3] = True
    _t174 = _NOT_YET
    _t168 = []
    for _t169 in (['deck', 'discard pile'] or []):
        if ((_t169 == 'deck') or (_t174 if _t174 is not _NOT_YET else (_t174 := _a92(st, L)))): _t168.append(_t169)
    _t175 = _l0
    _t176 = len(_t168)
    if _t176 <= 1 and _st_log is None:
        L[4] = _t168[0] if _t176 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t177 = st.chooser(_t176, _t175)
        else:
            _t177 = _st_bits(_t176.bit_length())
            while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
        L[4] = _t168[_t177]; st.decisions += 1
    elif _decide94(st, L, _t168, _t175): raise _PlayoutCut72()
    if (L[4] == 'deck'):
        _t180 = _st_zones[0]
        _t179 = (1 + _l0)
        if _st_log is None and _t180:
            _t178 = _t180.pop(); _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
        elif _t180:
            _move_cards90(st, _t180[-1], _t179, False)
    else:
        _t183 = _NOT_YET
        _t181 = []
        for _t182 in (_k95 or []):
            if ((_t182 in (_t183 if _t183 is not _NOT_YET else (_t183 := list(map(_c96.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t182 != _c96[L[1]]))): _t181.append(_t182)
        _t184 = _l0
        _t185 = len(_t181)
        if _t185 <= 1 and _st_log is None:
            L[5] = _t181[0] if _t185 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t186 = st.chooser(_t185, _t184)
            else:
                _t186 = _st_bits(_t185.bit_length())
                while _t186 >= _t185: _t186 = _st_bits(_t185.bit_length())
            L[5] = _t181[_t186]; st.decisions += 1
        elif _decide98(st, L, _t181, _t184): raise _PlayoutCut72()
        _t187 = _a102(st, L)
        _t188 = (1 + _l0)
        if type(_t187) is int and _st_log is None:
            _t195 = _st_zones[_st_loc[_t187]]
            if _t195[-1] == _t187: _t195.pop()
            else: _t195.remove(_t187)
            _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
        elif _t187 is not None:
            _move_cards90(st, _t187, _t188, False)

# <rulerun lost_cities.rules: play #47 076ffc19>
def _native(st, L):
    _st_zones = st.zones
    _t61 = 0; _t62 = st.decisions
    while (not not _st_zones[0]):
        _t61 += 1
        if _t61 > _LIMIT37[0] and _over_limit38(_t61, st, _t62): raise _Runaway39()
        for _t63 in (_k40 or []):
            L[5] = _t63
            if not ((not not _st_zones[0])): continue
            if _p103(st, [_t63, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 1e489892>
def _loop(st, _t196, _t197):
    _t200 = []
    for _t199 in st.zones[(3 + _t196)]:
        if (_c106[_t199] == _t197):
            _t200.append(_t199)
    return _t200

# <rulerun lost_cities.rules: play #49 eacf3e54>
def _loop(st, _t196, _t197):
    _t202 = []
    for _t201 in st.zones[(3 + _t196)]:
        if (_c108[_t201] == _t197):
            _t202.append(_t201)
    return _t202

# <rulerun lost_cities.rules: play #50 c3be6cfa>
def _loop(st, _t196, _t197):
    _t204 = 0
    for _t203 in (_a109(st, _t196, _t197) or ()):
        _t204 += _c110[_t203]
    return _t204

# <rulerun lost_cities.rules: play #51 9a05a088>
def _loop(st, _t196, _t197):
    _t206 = 0
    for _t205 in st.zones[(3 + _t196)]:
        if ((_c112[_t205] == _t197) and (_c113[_t205] == 0)):
            _t206 += 1
    return _t206

# <rulerun lost_cities.rules: play #52 6d736b10>
def _loop(st, _t196, _t197):
    _t208 = []
    for _t207 in st.zones[(3 + _t196)]:
        if (_c115[_t207] == _t197):
            _t208.append(_t207)
    return _t208

# <rulerun lost_cities.rules: play #53 9bda8791>
def _loop(st, _t196):
    _t198 = 0
    for _t197 in (_k105 or ()):
        _t198 += (0 if (not (_a107(st, _t196, _t197) or ())) else (((_a111(st, _t196, _t197) - 20) * (1 + _a114(st, _t196, _t197))) + (20 if (len((_a116(st, _t196, _t197) or ())) >= 8) else 0)))
    return _t198

# <rulerun lost_cities.rules: play #54 6c4ea181>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t196 in (_k104 or []):
        L[8] = _t196
        _st_vars[1 + _t196] = _a117(st, _t196)
        if _st_log is not None: _st_log.append(_Text121(_audience118(st), [_PlayerRef119(_t196), ' scores ', _plain120(_st_vars[1 + _t196])]))

# <rulerun lost_cities.rules: play #55 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #56 3ed8ecf7>
def _native(st, L):
    return _k122

# <rulerun lost_cities.rules: play #57 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #59 4d0e7abf>
def _loop(st, L):
    _t214 = []
    for _t213 in st.zones[(3 + L[0])]:
        if (_c128[_t213] == _c128[L[1]]):
            _t214.append(_t213)
    return _t214

# <rulerun lost_cities.rules: take_turn #60 84e44597>
def _loop(st, L):
    _t218 = []
    for _t217 in st.zones[(3 + L[0])]:
        if (_c130[_t217] == _c130[L[1]]):
            _t218.append(_t217)
    return _t218

# <rulerun lost_cities.rules: take_turn #61 de11223e>
def _loop(st, L):
    _t220 = None
    for _t219 in (_a131(st, L) or ()):
        _t221 = _c132[_t219]
        if _t220 is None or _t221 > _t220:
            _t220 = _t221
    return _t220

# <rulerun lost_cities.rules: take_turn #62 196d4b9e>
def _loop(st, L):
    _t225 = []
    for _t224 in st.zones[(3 + L[0])]:
        if (_c134[_t224] == _c134[L[1]]):
            _t225.append(_t224)
    return _t225

# <rulerun lost_cities.rules: take_turn #63 7907b067>
def _loop(st, L):
    _t229 = []
    for _t228 in st.zones[(3 + L[0])]:
        if (_c136[_t228] == _c136[L[1]]):
            _t229.append(_t228)
    return _t229

# <rulerun lost_cities.rules: take_turn #64 e7a80b6e>
def _loop(st, L):
    _t231 = None
    for _t230 in (_a137(st, L) or ()):
        _t232 = _c138[_t230]
        if _t231 is None or _t232 > _t231:
            _t231 = _t232
    return _t231

# <rulerun lost_cities.rules: take_turn #65 e20c04be>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t242 = _c143[_l1]
    except Exception:
        for _t240 in _st_zones[5]:
            if ((not _l3) or (_c143[_t240] != _c143[_l1])):
                return True
        return False
    else:
        for _t240 in _st_zones[5]:
            if ((not _l3) or (_c143[_t240] != _t242)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 131bed49>
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
            if _t210 <= 1 and _st_log is None:
                L[1] = _o[0] if _t210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t211 = st.chooser(_t210, _t209)
                else:
                    _t211 = _st_bits(_t210.bit_length())
                    while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
                L[1] = _o[_t211]; st.decisions += 1
            elif _decide126(st, L, _o[:], _t209): return True
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
                if ((_t212 == 'discard') or (_t235 if _t235 is not _NOT_YET else (_t235 := ((_c127[L[1]] > (_t223 if _t223 is not _NOT_YET else (_t223 := (0 if (not ((_t216 if _t216 is not _NOT_YET else (_t216 := (_t215 if _t215 is not _NOT_YET else (_t215 := _a129(st, L))))) or ())) else (_t222 if _t222 is not _NOT_YET else (_t222 := _a133(st, L))))))) or ((_c127[L[1]] == 0) and ((_t234 if _t234 is not _NOT_YET else (_t234 := (0 if (not ((_t227 if _t227 is not _NOT_YET else (_t227 := (_t226 if _t226 is not _NOT_YET else (_t226 := _a135(st, L))))) or ())) else (_t233 if _t233 is not _NOT_YET else (_t233 := _a139(st, L)))))) == 0)))))): _o.append(_t212)
            fr[1] = 2
            _t236 = L[0]
            _t237 = len(_o)
            if _t237 <= 1 and _st_log is None:
                L[2] = _o[0] if _t237 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t238 = st.chooser(_t237, _t236)
                else:
                    _t238 = _st_bits(_t237.bit_length())
                    while _t238 >= _t237: _t238 = _st_bits(_t237.bit_length())
                L[2] = _o[_t238]; st.decisions += 1
            elif _decide141(st, L, _o, _t236): return True
            pc = 2
        if pc == 2:
            _r = _run142(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t244 = _NOT_YET
            _o = []
            for _t239 in (['deck', 'discard pile'] or []):
                if ((_t239 == 'deck') or (_t244 if _t244 is not _NOT_YET else (_t244 := _a144(st, L)))): _o.append(_t239)
            fr[1] = 4
            _t245 = L[0]
            _t246 = len(_o)
            if _t246 <= 1 and _st_log is None:
                L[4] = _o[0] if _t246 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t247 = st.chooser(_t246, _t245)
                else:
                    _t247 = _st_bits(_t246.bit_length())
                    while _t247 >= _t246: _t247 = _st_bits(_t246.bit_length())
                L[4] = _o[_t247]; st.decisions += 1
            elif _decide146(st, L, _o, _t245): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t249 = _NOT_YET
            _o = []
            for _t248 in (_k148 or []):
                if ((_t248 in (_t249 if _t249 is not _NOT_YET else (_t249 := list(map(_c149.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t248 != _c149[L[1]]))): _o.append(_t248)
            fr[1] = 8
            _t250 = L[0]
            _t251 = len(_o)
            if _t251 <= 1 and _st_log is None:
                L[5] = _o[0] if _t251 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t252 = st.chooser(_t251, _t250)
                else:
                    _t252 = _st_bits(_t251.bit_length())
                    while _t252 >= _t251: _t252 = _st_bits(_t251.bit_length())
                L[5] = _o[_t252]; st.decisions += 1
            elif _decide151(st, L, _o, _t250): return True
            pc = 8
        if pc == 8:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k153)

# <rulerun lost_cities.rules: play #67 e75901e5>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT154[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run157(st, L)
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
            L[3] = (_k158 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit159(_k160)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit156(_k, st, _d0): raise _Runaway155()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit156(_k, st, _d0): raise _Runaway155()
            continue
        if pc == 7:
            _r = _run161(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step162(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k163)

# <rulerun lost_cities.rules: take_turn #68 9eb7bc1a>
def _loop(st, L):
    _t258 = []
    for _t257 in st.zones[(3 + L[0])]:
        if (_c169[_t257] == _c169[L[1]]):
            _t258.append(_t257)
    return _t258

# <rulerun lost_cities.rules: take_turn #69 2453ca3e>
def _loop(st, L):
    _t262 = []
    for _t261 in st.zones[(3 + L[0])]:
        if (_c171[_t261] == _c171[L[1]]):
            _t262.append(_t261)
    return _t262

# <rulerun lost_cities.rules: take_turn #70 8c534c11>
def _loop(st, L):
    _t264 = None
    for _t263 in (_a172(st, L) or ()):
        _t265 = _c173[_t263]
        if _t264 is None or _t265 > _t264:
            _t264 = _t265
    return _t264

# <rulerun lost_cities.rules: take_turn #71 79b413fc>
def _loop(st, L):
    _t269 = []
    for _t268 in st.zones[(3 + L[0])]:
        if (_c175[_t268] == _c175[L[1]]):
            _t269.append(_t268)
    return _t269

# <rulerun lost_cities.rules: take_turn #72 576f9295>
def _loop(st, L):
    _t273 = []
    for _t272 in st.zones[(3 + L[0])]:
        if (_c177[_t272] == _c177[L[1]]):
            _t273.append(_t272)
    return _t273

# <rulerun lost_cities.rules: take_turn #73 b7d9ecb1>
def _loop(st, L):
    _t275 = None
    for _t274 in (_a178(st, L) or ()):
        _t276 = _c179[_t274]
        if _t275 is None or _t276 > _t275:
            _t275 = _t276
    return _t275

# <rulerun lost_cities.rules: take_turn #74 cf856036>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t286 = _c184[_l1]
    except Exception:
        for _t284 in _st_zones[5]:
            if ((not _l3) or (_c184[_t284] != _c184[_l1])):
                return True
        return False
    else:
        for _t284 in _st_zones[5]:
            if ((not _l3) or (_c184[_t284] != _t286)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 a56cd61d>
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
            if _t254 <= 1 and _st_log is None:
                L[1] = _o[0] if _t254 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t255 = st.chooser(_t254, _t253)
                else:
                    _t255 = _st_bits(_t254.bit_length())
                    while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
                L[1] = _o[_t255]; st.decisions += 1
            elif _decide167(st, L, _o[:], _t253): return True
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
                if ((_t256 == 'discard') or (_t279 if _t279 is not _NOT_YET else (_t279 := ((_c168[L[1]] > (_t267 if _t267 is not _NOT_YET else (_t267 := (0 if (not ((_t260 if _t260 is not _NOT_YET else (_t260 := (_t259 if _t259 is not _NOT_YET else (_t259 := _a170(st, L))))) or ())) else (_t266 if _t266 is not _NOT_YET else (_t266 := _a174(st, L))))))) or ((_c168[L[1]] == 0) and ((_t278 if _t278 is not _NOT_YET else (_t278 := (0 if (not ((_t271 if _t271 is not _NOT_YET else (_t271 := (_t270 if _t270 is not _NOT_YET else (_t270 := _a176(st, L))))) or ())) else (_t277 if _t277 is not _NOT_YET else (_t277 := _a180(st, L)))))) == 0)))))): _o.append(_t256)
            fr[1] = 2
            _t280 = L[0]
            _t281 = len(_o)
            if _t281 <= 1 and _st_log is None:
                L[2] = _o[0] if _t281 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t282 = st.chooser(_t281, _t280)
                else:
                    _t282 = _st_bits(_t281.bit_length())
                    while _t282 >= _t281: _t282 = _st_bits(_t281.bit_length())
                L[2] = _o[_t282]; st.decisions += 1
            elif _decide182(st, L, _o, _t280): return True
            pc = 2
        if pc == 2:
            _r = _run183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t288 = _NOT_YET
            _o = []
            for _t283 in (['deck', 'discard pile'] or []):
                if ((_t283 == 'deck') or (_t288 if _t288 is not _NOT_YET else (_t288 := _a185(st, L)))): _o.append(_t283)
            fr[1] = 4
            _t289 = L[0]
            _t290 = len(_o)
            if _t290 <= 1 and _st_log is None:
                L[4] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[4] = _o[_t291]; st.decisions += 1
            elif _decide187(st, L, _o, _t289): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region188(st, L)
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
            _r = _run189(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t293 = _NOT_YET
            _o = []
            for _t292 in (_k190 or []):
                if ((_t292 in (_t293 if _t293 is not _NOT_YET else (_t293 := list(map(_c191.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t292 != _c191[L[1]]))): _o.append(_t292)
            fr[1] = 8
            _t294 = L[0]
            _t295 = len(_o)
            if _t295 <= 1 and _st_log is None:
                L[5] = _o[0] if _t295 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t296 = st.chooser(_t295, _t294)
                else:
                    _t296 = _st_bits(_t295.bit_length())
                    while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
                L[5] = _o[_t296]; st.decisions += 1
            elif _decide193(st, L, _o, _t294): return True
            pc = 8
        if pc == 8:
            _r = _run194(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k195)

# <rulerun lost_cities.rules: play #76 5557bdfb>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT196[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run199(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region200(st, L)
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
            L[3] = (_k201 or []); L[4] = 0
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
                if _p202(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit203(_k204)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit198(_k, st, _d0): raise _Runaway197()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit198(_k, st, _d0): raise _Runaway197()
            continue
        if pc == 7:
            _r = _run205(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step206(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k207)

# <rulerun lost_cities.rules: play #77 4ddb7ba8>
def _loop(st, _t297, p):
    _t300 = []
    for _t299 in st.zones[(3 + p)]:
        if (_c209[_t299] == _t297):
            _t300.append(_t299)
    return _t300

# <rulerun lost_cities.rules: play #78 c8b6c709>
def _loop(st, _t297, p):
    _t302 = []
    for _t301 in st.zones[(3 + p)]:
        if (_c211[_t301] == _t297):
            _t302.append(_t301)
    return _t302

# <rulerun lost_cities.rules: play #79 3d991508>
def _loop(st, _t297, p):
    _t304 = 0
    for _t303 in (_a212(st, _t297, p) or ()):
        _t304 += _c213[_t303]
    return _t304

# <rulerun lost_cities.rules: play #80 dbcfd425>
def _loop(st, _t297, p):
    _t306 = 0
    for _t305 in st.zones[(3 + p)]:
        if ((_c215[_t305] == _t297) and (_c216[_t305] == 0)):
            _t306 += 1
    return _t306

# <rulerun lost_cities.rules: play #81 b3e4d6b5>
def _loop(st, _t297, p):
    _t308 = []
    for _t307 in st.zones[(3 + p)]:
        if (_c218[_t307] == _t297):
            _t308.append(_t307)
    return _t308

# <rulerun lost_cities.rules: play #82 5fec042f>
def _loop(st, p):
    _t298 = 0
    for _t297 in (_k208 or ()):
        _t298 += (0 if (not (_a210(st, _t297, p) or ())) else (((_a214(st, _t297, p) - 20) * (1 + _a217(st, _t297, p))) + (20 if (len((_a219(st, _t297, p) or ())) >= 8) else 0)))
    return _t298

# <rulerun lost_cities.rules: rank #83 a01edfc5>
def _native(st, p):
    return (_a220(st, p), )

