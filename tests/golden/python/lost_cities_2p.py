# <rulerun lost_cities.rules: take_turn #0 a433e87a>
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
        _st_vars[0] = (_t3 if -1000000000000000000 <= (_t3 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond1(_t3))
        st.cvars[_l1] = _st_vars[0]
        _t4 = _l1
        _t5 = 5
        if type(_t4) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t4]]
            if _t6[-1] == _t4: _t6.pop()
            else: _t6.remove(_t4)
            _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t4 is not None:
            _move_cards0(st, _t4, _t5, False)
        L[3] = True

# <rulerun lost_cities.rules: take_turn #1 0cc44b35>
def _native(st, L):
    _st_zones = st.zones
    _t9 = _st_zones[0]
    _t8 = (1 + L[0])
    if st.log is None and _t9:
        _t7 = _t9.pop(); _st_zones[_t8].append(_t7); st.loc[_t7] = _t8
    elif _t9:
        _move_cards2(st, _t9[-1], _t8, False)

# <rulerun lost_cities.rules: take_turn #2 0c62f16b>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t16 = None
    for _t15 in st.zones[5]:
        if (_c7[_t15] == _l5):
            _t17 = _st_cvars[_t15]
            if _t16 is None or _t17 > _t16:
                _t16 = _t17
    return _t16

# <rulerun lost_cities.rules: take_turn #3 e351f2cb>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t12 = st.zones[5]
    _budget4[0] -= len(_t12)
    if _budget4[0] < 0: _spent5(st)
    _t18 = _NOT_YET
    for _t13 in _t12:
        if ((_c6[_t13] == _l5) and (_st_cvars[_t13] == (_t18 if _t18 is not _NOT_YET else (_t18 := _a8(st, L))))):
            return _t13
    return None

# <rulerun lost_cities.rules: take_turn #4 b4237123>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t10 = _a9(st, L)
    _t11 = (1 + L[0])
    if type(_t10) is int and st.log is None:
        _t19 = _st_zones[_st_loc[_t10]]
        if _t19[-1] == _t10: _t19.pop()
        else: _t19.remove(_t10)
        _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
    elif _t10 is not None:
        _move_cards3(st, _t10, _t11, False)

# <rulerun lost_cities.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #6 ee701750>
def _loop(st, L):
    _st_cvars = st.cvars
    _t35 = None
    for _t34 in st.zones[5]:
        if (_c20[_t34] == L[5]):
            _t36 = _st_cvars[_t34]
            if _t35 is None or _t36 > _t35:
                _t35 = _t36
    return _t35

# <rulerun lost_cities.rules: take_turn #7 c125d141>
def _loop(st, L):
    _st_cvars = st.cvars
    _t31 = st.zones[5]
    _budget17[0] -= len(_t31)
    if _budget17[0] < 0: _spent18(st)
    _t37 = _NOT_YET
    for _t32 in _t31:
        if ((_c19[_t32] == L[5]) and (_st_cvars[_t32] == (_t37 if _t37 is not _NOT_YET else (_t37 := _a21(st, L))))):
            return _t32
    return None

# <rulerun lost_cities.rules: take_turn #8 6b9580d2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t22 = _st_zones[0]
        _t21 = (1 + _l0)
        if _st_log is None and _t22:
            _t20 = _t22.pop(); _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
        elif _t22:
            _move_cards10(st, _t22[-1], _t21, False)
    else:
        _t25 = _NOT_YET
        _t23 = []
        for _t24 in (_k11 or []):
            if ((_t24 in (_t25 if _t25 is not _NOT_YET else (_t25 := list(map(_c12.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t24 != _c12[L[1]]))): _t23.append(_t24)
        _t26 = _l0
        _t27 = len(_t23)
        if not _t27: _no_option15(_t26, 'discard pile to draw from')
        if _t27 <= 1 and _st_log is None:
            L[5] = _t23[0] if _t27 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t28 = st.chooser(_t27, _t26)
            else:
                _t28 = _st_bits(_t27.bit_length())
                while _t28 >= _t27: _t28 = _st_bits(_t27.bit_length())
            L[5] = _t23[_t28]; st.decisions += 1
        elif _decide16(st, L, _t23, _t26): raise _PlayoutCut13()
        _t29 = _a22(st, L)
        _t30 = (1 + _l0)
        if type(_t29) is int and _st_log is None:
            _t38 = _st_zones[_st_loc[_t29]]
            if _t38[-1] == _t29: _t38.pop()
            else: _t38.remove(_t29)
            _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
        elif _t29 is not None:
            _move_cards10(st, _t29, _t30, False)

# <rulerun lost_cities.rules: take_turn #9 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #11 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #12 f251b021>
def _loop(st, L):
    _l1 = L[1]
    _t40 = []
    for _t39 in st.zones[(3 + L[0])]:
        if (_c24[_t39] == _c24[_l1]):
            _t40.append(_t39)
    return _t40

# <rulerun lost_cities.rules: take_turn #13 b4d2edb0>
def _loop(st, L):
    _l1 = L[1]
    _t42 = []
    for _t41 in st.zones[(3 + L[0])]:
        if (_c26[_t41] == _c26[_l1]):
            _t42.append(_t41)
    return _t42

# <rulerun lost_cities.rules: take_turn #14 7fcbdf58>
def _loop(st, L):
    _t43 = (_a27(st, L) or ())
    _budget28[0] -= len(_t43)
    if _budget28[0] < 0: _spent29(st)
    _t45 = None
    for _t44 in _t43:
        _t46 = _c30[_t44]
        if _t45 is None or _t46 > _t45:
            _t45 = _t46
    return _t45

# <rulerun lost_cities.rules: take_turn #15 69785822>
def _loop(st, L):
    _l1 = L[1]
    _t48 = []
    for _t47 in st.zones[(3 + L[0])]:
        if (_c32[_t47] == _c32[_l1]):
            _t48.append(_t47)
    return _t48

# <rulerun lost_cities.rules: take_turn #16 bf39f310>
def _loop(st, L):
    _l1 = L[1]
    _t50 = []
    for _t49 in st.zones[(3 + L[0])]:
        if (_c34[_t49] == _c34[_l1]):
            _t50.append(_t49)
    return _t50

# <rulerun lost_cities.rules: take_turn #17 8351b7b3>
def _loop(st, L):
    _t51 = (_a35(st, L) or ())
    _budget36[0] -= len(_t51)
    if _budget36[0] < 0: _spent37(st)
    _t53 = None
    for _t52 in _t51:
        _t54 = _c38[_t52]
        if _t53 is None or _t54 > _t53:
            _t53 = _t54
    return _t53

# <rulerun lost_cities.rules: take_turn #18 91919dd3>
def _native(st, L):
    _l1 = L[1]
    return ((L[2] == 'discard') or ((_c23[_l1] > (0 if (not (_a25(st, L) or ())) else _a31(st, L))) or ((_c23[_l1] == 0) and ((0 if (not (_a33(st, L) or ())) else _a39(st, L)) == 0))))

# <rulerun lost_cities.rules: take_turn #19 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #20 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #21 1d6b3b46>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t57 = _c40[_l1]
    except Exception:
        for _t55 in _st_zones[5]:
            if ((not _l3) or (_c40[_t55] != _c40[_l1])):
                return True
        return False
    else:
        for _t55 in _st_zones[5]:
            if ((not _l3) or (_c40[_t55] != _t57)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #22 0d350159>
def _native(st, L):
    return ((L[4] == 'deck') or _a41(st, L))

# <rulerun lost_cities.rules: take_turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #24 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #25 8a896563>
def _native(st, L):
    return _k42

# <rulerun lost_cities.rules: take_turn #26 3ffc7496>
def _native(st, L):
    _l5 = L[5]
    _t59 = False
    for _t60 in st.zones[5]:
        if (_c43[_t60] == _l5):
            _t59 = True
            break
    return (_t59 and ((not L[3]) or (_l5 != _c43[L[1]])))

# <rulerun lost_cities.rules: play #27 95aefcad>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _shuffle_zone44(st, 0)
    for _t61 in (_k45 or []):
        L[2] = _t61
        _t62 = _st_zones[0][:-(8) - 1:-1]
        _t63 = (1 + _t61)
        if type(_t62) is list and st.log is None:
            for _t64 in _t62:
                _t65 = _st_zones[_st_loc[_t64]]
                if _t65[-1] == _t64: _t65.pop()
                else: _t65.remove(_t64)
                _st_zones[_t63].append(_t64); _st_loc[_t64] = _t63
        elif _t62 is not None:
            _move_cards46(st, _t62, _t63, False)

# <rulerun lost_cities.rules: play #28 ecef6f23>
def _loop(st, _i0, _i0l0):
    _t75 = []
    for _t74 in st.zones[(3 + _i0l0)]:
        if (_c55[_t74] == _c55[_i0[1]]):
            _t75.append(_t74)
    return _t75

# <rulerun lost_cities.rules: play #29 9783a93a>
def _loop(st, _i0, _i0l0):
    _t79 = []
    for _t78 in st.zones[(3 + _i0l0)]:
        if (_c57[_t78] == _c57[_i0[1]]):
            _t79.append(_t78)
    return _t79

# <rulerun lost_cities.rules: play #30 dc808628>
def _loop(st, _i0, _i0l0):
    _t80 = (_a58(st, _i0, _i0l0) or ())
    _budget59[0] -= len(_t80)
    if _budget59[0] < 0: _spent60(st)
    _t82 = None
    for _t81 in _t80:
        _t83 = _c61[_t81]
        if _t82 is None or _t83 > _t82:
            _t82 = _t83
    return _t82

# <rulerun lost_cities.rules: play #31 bf450767>
def _loop(st, _i0, _i0l0):
    _t87 = []
    for _t86 in st.zones[(3 + _i0l0)]:
        if (_c63[_t86] == _c63[_i0[1]]):
            _t87.append(_t86)
    return _t87

# <rulerun lost_cities.rules: play #32 febe4f86>
def _loop(st, _i0, _i0l0):
    _t91 = []
    for _t90 in st.zones[(3 + _i0l0)]:
        if (_c65[_t90] == _c65[_i0[1]]):
            _t91.append(_t90)
    return _t91

# <rulerun lost_cities.rules: play #33 ba702bf3>
def _loop(st, _i0, _i0l0):
    _t92 = (_a66(st, _i0, _i0l0) or ())
    _budget67[0] -= len(_t92)
    if _budget67[0] < 0: _spent68(st)
    _t94 = None
    for _t93 in _t92:
        _t95 = _c69[_t93]
        if _t94 is None or _t95 > _t94:
            _t94 = _t95
    return _t94

# <rulerun lost_cities.rules: play #34 9378574c>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t113 = _c75[_i0_1]
    except Exception:
        for _t111 in _st_zones[5]:
            if ((not _i0_3) or (_c75[_t111] != _c75[_i0_1])):
                return True
        return False
    else:
        for _t111 in _st_zones[5]:
            if ((not _i0_3) or (_c75[_t111] != _t113)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 1effb2a4>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t134 = None
    for _t133 in st.zones[5]:
        if (_c86[_t133] == _i0[5]):
            _t135 = _st_cvars[_t133]
            if _t134 is None or _t135 > _t134:
                _t134 = _t135
    return _t134

# <rulerun lost_cities.rules: play #36 ec1a108a>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t130 = st.zones[5]
    _budget83[0] -= len(_t130)
    if _budget83[0] < 0: _spent84(st)
    _t136 = _NOT_YET
    for _t131 in _t130:
        if ((_c85[_t131] == _i0[5]) and (_st_cvars[_t131] == (_t136 if _t136 is not _NOT_YET else (_t136 := _a87(st, _i0))))):
            return _t131
    return None

# <rulerun lost_cities.rules: take_turn #37 3133472a>
def _loop(st, L):
    _t145 = []
    for _t144 in st.zones[(3 + L[0])]:
        if (_c94[_t144] == _c94[L[1]]):
            _t145.append(_t144)
    return _t145

# <rulerun lost_cities.rules: take_turn #38 75a811c6>
def _loop(st, L):
    _t149 = []
    for _t148 in st.zones[(3 + L[0])]:
        if (_c96[_t148] == _c96[L[1]]):
            _t149.append(_t148)
    return _t149

# <rulerun lost_cities.rules: take_turn #39 f7a754af>
def _loop(st, L):
    _t150 = (_a97(st, L) or ())
    _budget98[0] -= len(_t150)
    if _budget98[0] < 0: _spent99(st)
    _t152 = None
    for _t151 in _t150:
        _t153 = _c100[_t151]
        if _t152 is None or _t153 > _t152:
            _t152 = _t153
    return _t152

# <rulerun lost_cities.rules: take_turn #40 1d9f3da8>
def _loop(st, L):
    _t157 = []
    for _t156 in st.zones[(3 + L[0])]:
        if (_c102[_t156] == _c102[L[1]]):
            _t157.append(_t156)
    return _t157

# <rulerun lost_cities.rules: take_turn #41 41845bf7>
def _loop(st, L):
    _t161 = []
    for _t160 in st.zones[(3 + L[0])]:
        if (_c104[_t160] == _c104[L[1]]):
            _t161.append(_t160)
    return _t161

# <rulerun lost_cities.rules: take_turn #42 5bbc206a>
def _loop(st, L):
    _t162 = (_a105(st, L) or ())
    _budget106[0] -= len(_t162)
    if _budget106[0] < 0: _spent107(st)
    _t164 = None
    for _t163 in _t162:
        _t165 = _c108[_t163]
        if _t164 is None or _t165 > _t164:
            _t164 = _t165
    return _t164

# <rulerun lost_cities.rules: take_turn #43 86b9ed3a>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t183 = _c114[_l1]
    except Exception:
        for _t181 in _st_zones[5]:
            if ((not _l3) or (_c114[_t181] != _c114[_l1])):
                return True
        return False
    else:
        for _t181 in _st_zones[5]:
            if ((not _l3) or (_c114[_t181] != _t183)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 98cab45e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t204 = None
    for _t203 in st.zones[5]:
        if (_c125[_t203] == L[5]):
            _t205 = _st_cvars[_t203]
            if _t204 is None or _t205 > _t204:
                _t204 = _t205
    return _t204

# <rulerun lost_cities.rules: take_turn #45 2e49ebc6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t200 = st.zones[5]
    _budget122[0] -= len(_t200)
    if _budget122[0] < 0: _spent123(st)
    _t206 = _NOT_YET
    for _t201 in _t200:
        if ((_c124[_t201] == L[5]) and (_st_cvars[_t201] == (_t206 if _t206 is not _NOT_YET else (_t206 := _a126(st, L))))):
            return _t201
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 97d131b7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t138 = _st_zones[(1 + _l0)]
    _t139 = _l0
    _t140 = len(_t138)
    if not _t140: _no_option91(_t139, 'card to play')
    if _t140 <= 1 and _st_log is None:
        L[1] = _t138[0] if _t140 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t141 = st.chooser(_t140, _t139)
        else:
            _t141 = _st_bits(_t140.bit_length())
            while _t141 >= _t140: _t141 = _st_bits(_t140.bit_length())
        L[1] = _t138[_t141]; st.decisions += 1
    elif _decide92(st, L, _t138[:], _t139): raise _PlayoutCut89()
    _t146 = _NOT_YET
    _t147 = _NOT_YET
    _t154 = _NOT_YET
    _t155 = _NOT_YET
    _t158 = _NOT_YET
    _t159 = _NOT_YET
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    _t168 = _NOT_YET
    _t142 = []
    for _t143 in (['expedition', 'discard'] or []):
        if ((_t143 == 'discard') or (_t168 if _t168 is not _NOT_YET else (_t168 := ((_c93[L[1]] > (_t155 if _t155 is not _NOT_YET else (_t155 := (0 if (not ((_t147 if _t147 is not _NOT_YET else (_t147 := (_t146 if _t146 is not _NOT_YET else (_t146 := _a95(st, L))))) or ())) else (_t154 if _t154 is not _NOT_YET else (_t154 := _a101(st, L))))))) or ((_c93[L[1]] == 0) and ((_t167 if _t167 is not _NOT_YET else (_t167 := (0 if (not ((_t159 if _t159 is not _NOT_YET else (_t159 := (_t158 if _t158 is not _NOT_YET else (_t158 := _a103(st, L))))) or ())) else (_t166 if _t166 is not _NOT_YET else (_t166 := _a109(st, L)))))) == 0)))))): _t142.append(_t143)
    _t169 = _l0
    _t170 = len(_t142)
    if not _t170: _no_option91(_t169, 'onto')
    if _t170 <= 1 and _st_log is None:
        L[2] = _t142[0] if _t170 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t171 = st.chooser(_t170, _t169)
        else:
            _t171 = _st_bits(_t170.bit_length())
            while _t171 >= _t170: _t171 = _st_bits(_t170.bit_length())
        L[2] = _t142[_t171]; st.decisions += 1
    elif _decide111(st, L, _t142, _t169): raise _PlayoutCut89()
    L[3] = False
    if (L[2] == 'expedition'):
        _t172 = L[1]
        _t173 = (3 + _l0)
        if type(_t172) is int and _st_log is None:
            _t174 = _st_zones[_st_loc[_t172]]
            if _t174[-1] == _t172: _t174.pop()
            else: _t174.remove(_t172)
            _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
        elif _t172 is not None:
            _move_cards112(st, _t172, _t173, False)
    else:
        _st_vars[0] = (_t175 if -1000000000000000000 <= (_t175 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond113(_t175))
        st.cvars[L[1]] = _st_vars[0]
        _t176 = L[1]
        _t177 = 5
        if type(_t176) is int and _st_log is None:
            _t178 = _st_zones[_st_loc[_t176]]
            if _t178[-1] == _t176: _t178.pop()
            else: _t178.remove(_t176)
            _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
        elif _t176 is not None:
            _move_cards112(st, _t176, _t177, False)
        L[3] = True
    _t185 = _NOT_YET
    _t179 = []
    for _t180 in (['deck', 'discard pile'] or []):
        if ((_t180 == 'deck') or (_t185 if _t185 is not _NOT_YET else (_t185 := _a115(st, L)))): _t179.append(_t180)
    _t186 = _l0
    _t187 = len(_t179)
    if not _t187: _no_option91(_t186, 'draw from')
    if _t187 <= 1 and _st_log is None:
        L[4] = _t179[0] if _t187 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t188 = st.chooser(_t187, _t186)
        else:
            _t188 = _st_bits(_t187.bit_length())
            while _t188 >= _t187: _t188 = _st_bits(_t187.bit_length())
        L[4] = _t179[_t188]; st.decisions += 1
    elif _decide117(st, L, _t179, _t186): raise _PlayoutCut89()
    if (L[4] == 'deck'):
        _t191 = _st_zones[0]
        _t190 = (1 + _l0)
        if _st_log is None and _t191:
            _t189 = _t191.pop(); _st_zones[_t190].append(_t189); _st_loc[_t189] = _t190
        elif _t191:
            _move_cards112(st, _t191[-1], _t190, False)
    else:
        _t194 = _NOT_YET
        _t192 = []
        for _t193 in (_k118 or []):
            if ((_t193 in (_t194 if _t194 is not _NOT_YET else (_t194 := list(map(_c119.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t193 != _c119[L[1]]))): _t192.append(_t193)
        _t195 = _l0
        _t196 = len(_t192)
        if not _t196: _no_option91(_t195, 'discard pile to draw from')
        if _t196 <= 1 and _st_log is None:
            L[5] = _t192[0] if _t196 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t197 = st.chooser(_t196, _t195)
            else:
                _t197 = _st_bits(_t196.bit_length())
                while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
            L[5] = _t192[_t197]; st.decisions += 1
        elif _decide121(st, L, _t192, _t195): raise _PlayoutCut89()
        _t198 = _a127(st, L)
        _t199 = (1 + _l0)
        if type(_t198) is int and _st_log is None:
            _t207 = _st_zones[_st_loc[_t198]]
            if _t207[-1] == _t198: _t207.pop()
            else: _t207.remove(_t198)
            _st_zones[_t199].append(_t198); _st_loc[_t198] = _t199
        elif _t198 is not None:
            _move_cards112(st, _t198, _t199, False)

# <rulerun lost_cities.rules: play #47 21d79523>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        _budget47[0] -= 1
        if _budget47[0] < 0: _spent48(st)
        _t67 = (_k49 or [])
        _budget47[0] -= len(_t67)
        if _budget47[0] < 0: _spent48(st)
        for _t66 in _t67:
            L[5] = _t66
            if not ((not not _st_zones[0])): continue
            if _p128(st, [_t66, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 9b60283a>
def _loop(st, _t208, _t211):
    _t214 = []
    for _t213 in st.zones[(3 + _t208)]:
        if (_c135[_t213] == _t211):
            _t214.append(_t213)
    return _t214

# <rulerun lost_cities.rules: play #49 8444b6da>
def _loop(st, _t208, _t211):
    _t216 = []
    for _t215 in st.zones[(3 + _t208)]:
        if (_c137[_t215] == _t211):
            _t216.append(_t215)
    return _t216

# <rulerun lost_cities.rules: play #50 f7083e24>
def _loop(st, _t208, _t211):
    _t217 = (_a138(st, _t208, _t211) or ())
    _budget139[0] -= len(_t217)
    if _budget139[0] < 0: _spent140(st)
    _t219 = 0
    for _t218 in _t217:
        _t219 += _c141[_t218]
    return _t219

# <rulerun lost_cities.rules: play #51 df153563>
def _loop(st, _t208, _t211):
    _t221 = 0
    for _t220 in st.zones[(3 + _t208)]:
        if ((_c143[_t220] == _t211) and (_c144[_t220] == 0)):
            _t221 += 1
    return _t221

# <rulerun lost_cities.rules: play #52 1fb71af3>
def _loop(st, _t208, _t211):
    _t223 = []
    for _t222 in st.zones[(3 + _t208)]:
        if (_c146[_t222] == _t211):
            _t223.append(_t222)
    return _t223

# <rulerun lost_cities.rules: play #53 d8e23779>
def _loop(st, _t208):
    _t210 = (_k132 or ())
    _budget133[0] -= len(_t210)
    if _budget133[0] < 0: _spent134(st)
    _t212 = 0
    for _t211 in _t210:
        _t212 += (0 if (not (_a136(st, _t208, _t211) or ())) else (((_a142(st, _t208, _t211) - 20) * (1 + _a145(st, _t208, _t211))) + (20 if (len((_a147(st, _t208, _t211) or ())) >= 8) else 0)))
    return _t212

# <rulerun lost_cities.rules: play #54 f8282c4b>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t209 = (_k129 or [])
    _budget130[0] -= len(_t209)
    if _budget130[0] < 0: _spent131(st)
    for _t208 in _t209:
        L[8] = _t208
        _st_vars[1 + _t208] = _a148(st, _t208)
        if _st_log is not None: _st_log.append(_Text152(_audience149(st), [_PlayerRef150(_t208), ' scores ', _plain151(_st_vars[1 + _t208])]))

# <rulerun lost_cities.rules: play #55 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #56 a9a08514>
def _native(st, L):
    return _k153

# <rulerun lost_cities.rules: play #57 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #59 5da7b2c3>
def _loop(st, L):
    _t229 = []
    for _t228 in st.zones[(3 + L[0])]:
        if (_c160[_t228] == _c160[L[1]]):
            _t229.append(_t228)
    return _t229

# <rulerun lost_cities.rules: take_turn #60 0de5afc5>
def _loop(st, L):
    _t233 = []
    for _t232 in st.zones[(3 + L[0])]:
        if (_c162[_t232] == _c162[L[1]]):
            _t233.append(_t232)
    return _t233

# <rulerun lost_cities.rules: take_turn #61 b63f72af>
def _loop(st, L):
    _t234 = (_a163(st, L) or ())
    _budget164[0] -= len(_t234)
    if _budget164[0] < 0: _spent165(st)
    _t236 = None
    for _t235 in _t234:
        _t237 = _c166[_t235]
        if _t236 is None or _t237 > _t236:
            _t236 = _t237
    return _t236

# <rulerun lost_cities.rules: take_turn #62 21ec84d8>
def _loop(st, L):
    _t241 = []
    for _t240 in st.zones[(3 + L[0])]:
        if (_c168[_t240] == _c168[L[1]]):
            _t241.append(_t240)
    return _t241

# <rulerun lost_cities.rules: take_turn #63 3de777d2>
def _loop(st, L):
    _t245 = []
    for _t244 in st.zones[(3 + L[0])]:
        if (_c170[_t244] == _c170[L[1]]):
            _t245.append(_t244)
    return _t245

# <rulerun lost_cities.rules: take_turn #64 9cd2f670>
def _loop(st, L):
    _t246 = (_a171(st, L) or ())
    _budget172[0] -= len(_t246)
    if _budget172[0] < 0: _spent173(st)
    _t248 = None
    for _t247 in _t246:
        _t249 = _c174[_t247]
        if _t248 is None or _t249 > _t248:
            _t248 = _t249
    return _t248

# <rulerun lost_cities.rules: take_turn #65 b6477ad8>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t259 = _c179[_l1]
    except Exception:
        for _t257 in _st_zones[5]:
            if ((not _l3) or (_c179[_t257] != _c179[_l1])):
                return True
        return False
    else:
        for _t257 in _st_zones[5]:
            if ((not _l3) or (_c179[_t257] != _t259)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 6e6b4fbb>
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
            _t224 = L[0]
            _t225 = len(_o)
            if not _t225: _no_option157(_t224, 'card to play')
            if _t225 <= 1 and _st_log is None:
                L[1] = _o[0] if _t225 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t226 = st.chooser(_t225, _t224)
                else:
                    _t226 = _st_bits(_t225.bit_length())
                    while _t226 >= _t225: _t226 = _st_bits(_t225.bit_length())
                L[1] = _o[_t226]; st.decisions += 1
            elif _decide158(st, L, _o[:], _t224): return True
            pc = 1
        if pc == 1:
            _t230 = _NOT_YET
            _t231 = _NOT_YET
            _t238 = _NOT_YET
            _t239 = _NOT_YET
            _t242 = _NOT_YET
            _t243 = _NOT_YET
            _t250 = _NOT_YET
            _t251 = _NOT_YET
            _t252 = _NOT_YET
            _o = []
            for _t227 in (['expedition', 'discard'] or []):
                if ((_t227 == 'discard') or (_t252 if _t252 is not _NOT_YET else (_t252 := ((_c159[L[1]] > (_t239 if _t239 is not _NOT_YET else (_t239 := (0 if (not ((_t231 if _t231 is not _NOT_YET else (_t231 := (_t230 if _t230 is not _NOT_YET else (_t230 := _a161(st, L))))) or ())) else (_t238 if _t238 is not _NOT_YET else (_t238 := _a167(st, L))))))) or ((_c159[L[1]] == 0) and ((_t251 if _t251 is not _NOT_YET else (_t251 := (0 if (not ((_t243 if _t243 is not _NOT_YET else (_t243 := (_t242 if _t242 is not _NOT_YET else (_t242 := _a169(st, L))))) or ())) else (_t250 if _t250 is not _NOT_YET else (_t250 := _a175(st, L)))))) == 0)))))): _o.append(_t227)
            fr[1] = 2
            _t253 = L[0]
            _t254 = len(_o)
            if not _t254: _no_option157(_t253, 'onto')
            if _t254 <= 1 and _st_log is None:
                L[2] = _o[0] if _t254 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t255 = st.chooser(_t254, _t253)
                else:
                    _t255 = _st_bits(_t254.bit_length())
                    while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
                L[2] = _o[_t255]; st.decisions += 1
            elif _decide177(st, L, _o, _t253): return True
            pc = 2
        if pc == 2:
            _r = _run178(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t261 = _NOT_YET
            _o = []
            for _t256 in (['deck', 'discard pile'] or []):
                if ((_t256 == 'deck') or (_t261 if _t261 is not _NOT_YET else (_t261 := _a180(st, L)))): _o.append(_t256)
            fr[1] = 4
            _t262 = L[0]
            _t263 = len(_o)
            if not _t263: _no_option157(_t262, 'draw from')
            if _t263 <= 1 and _st_log is None:
                L[4] = _o[0] if _t263 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t264 = st.chooser(_t263, _t262)
                else:
                    _t264 = _st_bits(_t263.bit_length())
                    while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
                L[4] = _o[_t264]; st.decisions += 1
            elif _decide182(st, L, _o, _t262): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t266 = _NOT_YET
            _o = []
            for _t265 in (_k184 or []):
                if ((_t265 in (_t266 if _t266 is not _NOT_YET else (_t266 := list(map(_c185.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t265 != _c185[L[1]]))): _o.append(_t265)
            fr[1] = 8
            _t267 = L[0]
            _t268 = len(_o)
            if not _t268: _no_option157(_t267, 'discard pile to draw from')
            if _t268 <= 1 and _st_log is None:
                L[5] = _o[0] if _t268 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t269 = st.chooser(_t268, _t267)
                else:
                    _t269 = _st_bits(_t268.bit_length())
                    while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
                L[5] = _o[_t269]; st.decisions += 1
            elif _decide187(st, L, _o, _t267): return True
            pc = 8
        if pc == 8:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k189)

# <rulerun lost_cities.rules: play #67 d4161dd9>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT190[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run193(st, L)
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
            L[3] = (_k194 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit195(_k196)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit192(_k, st, _d0): raise _Runaway191()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit192(_k, st, _d0): raise _Runaway191()
            continue
        if pc == 7:
            _r = _run197(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step198(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k199)

# <rulerun lost_cities.rules: take_turn #68 cfabae68>
def _loop(st, L):
    _t275 = []
    for _t274 in st.zones[(3 + L[0])]:
        if (_c206[_t274] == _c206[L[1]]):
            _t275.append(_t274)
    return _t275

# <rulerun lost_cities.rules: take_turn #69 1dc5bf22>
def _loop(st, L):
    _t279 = []
    for _t278 in st.zones[(3 + L[0])]:
        if (_c208[_t278] == _c208[L[1]]):
            _t279.append(_t278)
    return _t279

# <rulerun lost_cities.rules: take_turn #70 7515552b>
def _loop(st, L):
    _t280 = (_a209(st, L) or ())
    _budget210[0] -= len(_t280)
    if _budget210[0] < 0: _spent211(st)
    _t282 = None
    for _t281 in _t280:
        _t283 = _c212[_t281]
        if _t282 is None or _t283 > _t282:
            _t282 = _t283
    return _t282

# <rulerun lost_cities.rules: take_turn #71 d57145fa>
def _loop(st, L):
    _t287 = []
    for _t286 in st.zones[(3 + L[0])]:
        if (_c214[_t286] == _c214[L[1]]):
            _t287.append(_t286)
    return _t287

# <rulerun lost_cities.rules: take_turn #72 cf5833b4>
def _loop(st, L):
    _t291 = []
    for _t290 in st.zones[(3 + L[0])]:
        if (_c216[_t290] == _c216[L[1]]):
            _t291.append(_t290)
    return _t291

# <rulerun lost_cities.rules: take_turn #73 b477ef38>
def _loop(st, L):
    _t292 = (_a217(st, L) or ())
    _budget218[0] -= len(_t292)
    if _budget218[0] < 0: _spent219(st)
    _t294 = None
    for _t293 in _t292:
        _t295 = _c220[_t293]
        if _t294 is None or _t295 > _t294:
            _t294 = _t295
    return _t294

# <rulerun lost_cities.rules: take_turn #74 6fd1dedb>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t305 = _c225[_l1]
    except Exception:
        for _t303 in _st_zones[5]:
            if ((not _l3) or (_c225[_t303] != _c225[_l1])):
                return True
        return False
    else:
        for _t303 in _st_zones[5]:
            if ((not _l3) or (_c225[_t303] != _t305)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 30d1fc51>
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
            _t270 = L[0]
            _t271 = len(_o)
            if not _t271: _no_option203(_t270, 'card to play')
            if _t271 <= 1 and _st_log is None:
                L[1] = _o[0] if _t271 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t272 = st.chooser(_t271, _t270)
                else:
                    _t272 = _st_bits(_t271.bit_length())
                    while _t272 >= _t271: _t272 = _st_bits(_t271.bit_length())
                L[1] = _o[_t272]; st.decisions += 1
            elif _decide204(st, L, _o[:], _t270): return True
            pc = 1
        if pc == 1:
            _t276 = _NOT_YET
            _t277 = _NOT_YET
            _t284 = _NOT_YET
            _t285 = _NOT_YET
            _t288 = _NOT_YET
            _t289 = _NOT_YET
            _t296 = _NOT_YET
            _t297 = _NOT_YET
            _t298 = _NOT_YET
            _o = []
            for _t273 in (['expedition', 'discard'] or []):
                if ((_t273 == 'discard') or (_t298 if _t298 is not _NOT_YET else (_t298 := ((_c205[L[1]] > (_t285 if _t285 is not _NOT_YET else (_t285 := (0 if (not ((_t277 if _t277 is not _NOT_YET else (_t277 := (_t276 if _t276 is not _NOT_YET else (_t276 := _a207(st, L))))) or ())) else (_t284 if _t284 is not _NOT_YET else (_t284 := _a213(st, L))))))) or ((_c205[L[1]] == 0) and ((_t297 if _t297 is not _NOT_YET else (_t297 := (0 if (not ((_t289 if _t289 is not _NOT_YET else (_t289 := (_t288 if _t288 is not _NOT_YET else (_t288 := _a215(st, L))))) or ())) else (_t296 if _t296 is not _NOT_YET else (_t296 := _a221(st, L)))))) == 0)))))): _o.append(_t273)
            fr[1] = 2
            _t299 = L[0]
            _t300 = len(_o)
            if not _t300: _no_option203(_t299, 'onto')
            if _t300 <= 1 and _st_log is None:
                L[2] = _o[0] if _t300 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t301 = st.chooser(_t300, _t299)
                else:
                    _t301 = _st_bits(_t300.bit_length())
                    while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
                L[2] = _o[_t301]; st.decisions += 1
            elif _decide223(st, L, _o, _t299): return True
            pc = 2
        if pc == 2:
            _r = _run224(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t307 = _NOT_YET
            _o = []
            for _t302 in (['deck', 'discard pile'] or []):
                if ((_t302 == 'deck') or (_t307 if _t307 is not _NOT_YET else (_t307 := _a226(st, L)))): _o.append(_t302)
            fr[1] = 4
            _t308 = L[0]
            _t309 = len(_o)
            if not _t309: _no_option203(_t308, 'draw from')
            if _t309 <= 1 and _st_log is None:
                L[4] = _o[0] if _t309 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                L[4] = _o[_t310]; st.decisions += 1
            elif _decide228(st, L, _o, _t308): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region229(st, L)
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
            _r = _run230(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t312 = _NOT_YET
            _o = []
            for _t311 in (_k231 or []):
                if ((_t311 in (_t312 if _t312 is not _NOT_YET else (_t312 := list(map(_c232.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t311 != _c232[L[1]]))): _o.append(_t311)
            fr[1] = 8
            _t313 = L[0]
            _t314 = len(_o)
            if not _t314: _no_option203(_t313, 'discard pile to draw from')
            if _t314 <= 1 and _st_log is None:
                L[5] = _o[0] if _t314 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t315 = st.chooser(_t314, _t313)
                else:
                    _t315 = _st_bits(_t314.bit_length())
                    while _t315 >= _t314: _t315 = _st_bits(_t314.bit_length())
                L[5] = _o[_t315]; st.decisions += 1
            elif _decide234(st, L, _o, _t313): return True
            pc = 8
        if pc == 8:
            _r = _run235(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k236)

# <rulerun lost_cities.rules: play #76 0c16df7c>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT237[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run240(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region241(st, L)
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
            L[3] = (_k242 or []); L[4] = 0
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
                if _p243(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit244(_k245)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 7:
            _r = _run246(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step247(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k248)

# <rulerun lost_cities.rules: play #77 8643603d>
def _loop(st, _t317, p):
    _t320 = []
    for _t319 in st.zones[(3 + p)]:
        if (_c252[_t319] == _t317):
            _t320.append(_t319)
    return _t320

# <rulerun lost_cities.rules: play #78 a06013c3>
def _loop(st, _t317, p):
    _t322 = []
    for _t321 in st.zones[(3 + p)]:
        if (_c254[_t321] == _t317):
            _t322.append(_t321)
    return _t322

# <rulerun lost_cities.rules: play #79 89c15bf8>
def _loop(st, _t317, p):
    _t323 = (_a255(st, _t317, p) or ())
    _budget256[0] -= len(_t323)
    if _budget256[0] < 0: _spent257(st)
    _t325 = 0
    for _t324 in _t323:
        _t325 += _c258[_t324]
    return _t325

# <rulerun lost_cities.rules: play #80 e3efd966>
def _loop(st, _t317, p):
    _t327 = 0
    for _t326 in st.zones[(3 + p)]:
        if ((_c260[_t326] == _t317) and (_c261[_t326] == 0)):
            _t327 += 1
    return _t327

# <rulerun lost_cities.rules: play #81 e877aed6>
def _loop(st, _t317, p):
    _t329 = []
    for _t328 in st.zones[(3 + p)]:
        if (_c263[_t328] == _t317):
            _t329.append(_t328)
    return _t329

# <rulerun lost_cities.rules: play #82 31a55065>
def _loop(st, p):
    _t316 = (_k249 or ())
    _budget250[0] -= len(_t316)
    if _budget250[0] < 0: _spent251(st)
    _t318 = 0
    for _t317 in _t316:
        _t318 += (0 if (not (_a253(st, _t317, p) or ())) else (((_a259(st, _t317, p) - 20) * (1 + _a262(st, _t317, p))) + (20 if (len((_a264(st, _t317, p) or ())) >= 8) else 0)))
    return _t318

# <rulerun lost_cities.rules: rank #83 554a46c1>
def _native(st, p):
    return (_a265(st, p), )

