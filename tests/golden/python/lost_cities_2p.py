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

# <rulerun lost_cities.rules: play #28 c1f8f4ed>
def _loop(st, _i0, _i0l0):
    _t74 = []
    for _t73 in st.zones[(3 + _i0l0)]:
        if (_c55[_t73] == _c55[_i0[1]]):
            _t74.append(_t73)
    return _t74

# <rulerun lost_cities.rules: play #29 948f6a84>
def _loop(st, _i0, _i0l0):
    _t78 = []
    for _t77 in st.zones[(3 + _i0l0)]:
        if (_c57[_t77] == _c57[_i0[1]]):
            _t78.append(_t77)
    return _t78

# <rulerun lost_cities.rules: play #30 c0d35acf>
def _loop(st, _i0, _i0l0):
    _t79 = (_a58(st, _i0, _i0l0) or ())
    _budget59[0] -= len(_t79)
    if _budget59[0] < 0: _spent60(st)
    _t81 = None
    for _t80 in _t79:
        _t82 = _c61[_t80]
        if _t81 is None or _t82 > _t81:
            _t81 = _t82
    return _t81

# <rulerun lost_cities.rules: play #31 a9eff2c3>
def _loop(st, _i0, _i0l0):
    _t86 = []
    for _t85 in st.zones[(3 + _i0l0)]:
        if (_c63[_t85] == _c63[_i0[1]]):
            _t86.append(_t85)
    return _t86

# <rulerun lost_cities.rules: play #32 015d59a2>
def _loop(st, _i0, _i0l0):
    _t90 = []
    for _t89 in st.zones[(3 + _i0l0)]:
        if (_c65[_t89] == _c65[_i0[1]]):
            _t90.append(_t89)
    return _t90

# <rulerun lost_cities.rules: play #33 651a83e5>
def _loop(st, _i0, _i0l0):
    _t91 = (_a66(st, _i0, _i0l0) or ())
    _budget67[0] -= len(_t91)
    if _budget67[0] < 0: _spent68(st)
    _t93 = None
    for _t92 in _t91:
        _t94 = _c69[_t92]
        if _t93 is None or _t94 > _t93:
            _t93 = _t94
    return _t93

# <rulerun lost_cities.rules: play #34 ff5710ce>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t112 = _c75[_i0_1]
    except Exception:
        for _t110 in _st_zones[5]:
            if ((not _i0_3) or (_c75[_t110] != _c75[_i0_1])):
                return True
        return False
    else:
        for _t110 in _st_zones[5]:
            if ((not _i0_3) or (_c75[_t110] != _t112)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 e3bda932>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t133 = None
    for _t132 in st.zones[5]:
        if (_c86[_t132] == _i0[5]):
            _t134 = _st_cvars[_t132]
            if _t133 is None or _t134 > _t133:
                _t133 = _t134
    return _t133

# <rulerun lost_cities.rules: play #36 11b937f9>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t129 = st.zones[5]
    _budget83[0] -= len(_t129)
    if _budget83[0] < 0: _spent84(st)
    _t135 = _NOT_YET
    for _t130 in _t129:
        if ((_c85[_t130] == _i0[5]) and (_st_cvars[_t130] == (_t135 if _t135 is not _NOT_YET else (_t135 := _a87(st, _i0))))):
            return _t130
    return None

# <rulerun lost_cities.rules: take_turn #37 efa41093>
def _loop(st, L):
    _t144 = []
    for _t143 in st.zones[(3 + L[0])]:
        if (_c94[_t143] == _c94[L[1]]):
            _t144.append(_t143)
    return _t144

# <rulerun lost_cities.rules: take_turn #38 f2487d6d>
def _loop(st, L):
    _t148 = []
    for _t147 in st.zones[(3 + L[0])]:
        if (_c96[_t147] == _c96[L[1]]):
            _t148.append(_t147)
    return _t148

# <rulerun lost_cities.rules: take_turn #39 9cd125ae>
def _loop(st, L):
    _t149 = (_a97(st, L) or ())
    _budget98[0] -= len(_t149)
    if _budget98[0] < 0: _spent99(st)
    _t151 = None
    for _t150 in _t149:
        _t152 = _c100[_t150]
        if _t151 is None or _t152 > _t151:
            _t151 = _t152
    return _t151

# <rulerun lost_cities.rules: take_turn #40 30446d4e>
def _loop(st, L):
    _t156 = []
    for _t155 in st.zones[(3 + L[0])]:
        if (_c102[_t155] == _c102[L[1]]):
            _t156.append(_t155)
    return _t156

# <rulerun lost_cities.rules: take_turn #41 642c87f0>
def _loop(st, L):
    _t160 = []
    for _t159 in st.zones[(3 + L[0])]:
        if (_c104[_t159] == _c104[L[1]]):
            _t160.append(_t159)
    return _t160

# <rulerun lost_cities.rules: take_turn #42 641853e6>
def _loop(st, L):
    _t161 = (_a105(st, L) or ())
    _budget106[0] -= len(_t161)
    if _budget106[0] < 0: _spent107(st)
    _t163 = None
    for _t162 in _t161:
        _t164 = _c108[_t162]
        if _t163 is None or _t164 > _t163:
            _t163 = _t164
    return _t163

# <rulerun lost_cities.rules: take_turn #43 f480c515>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t182 = _c114[_l1]
    except Exception:
        for _t180 in _st_zones[5]:
            if ((not _l3) or (_c114[_t180] != _c114[_l1])):
                return True
        return False
    else:
        for _t180 in _st_zones[5]:
            if ((not _l3) or (_c114[_t180] != _t182)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 edaf156c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t203 = None
    for _t202 in st.zones[5]:
        if (_c125[_t202] == L[5]):
            _t204 = _st_cvars[_t202]
            if _t203 is None or _t204 > _t203:
                _t203 = _t204
    return _t203

# <rulerun lost_cities.rules: take_turn #45 4c947f1d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t199 = st.zones[5]
    _budget122[0] -= len(_t199)
    if _budget122[0] < 0: _spent123(st)
    _t205 = _NOT_YET
    for _t200 in _t199:
        if ((_c124[_t200] == L[5]) and (_st_cvars[_t200] == (_t205 if _t205 is not _NOT_YET else (_t205 := _a126(st, L))))):
            return _t200
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 21065b61>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t137 = _st_zones[(1 + _l0)]
    _t138 = _l0
    _t139 = len(_t137)
    if not _t139: _no_option91(_t138, 'card to play')
    if _t139 <= 1 and _st_log is None:
        L[1] = _t137[0] if _t139 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t140 = st.chooser(_t139, _t138)
        else:
            _t140 = _st_bits(_t139.bit_length())
            while _t140 >= _t139: _t140 = _st_bits(_t139.bit_length())
        L[1] = _t137[_t140]; st.decisions += 1
    elif _decide92(st, L, _t137[:], _t138): raise _PlayoutCut89()
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t153 = _NOT_YET
    _t154 = _NOT_YET
    _t157 = _NOT_YET
    _t158 = _NOT_YET
    _t165 = _NOT_YET
    _t166 = _NOT_YET
    _t167 = _NOT_YET
    _t141 = []
    for _t142 in (['expedition', 'discard'] or []):
        if ((_t142 == 'discard') or (_t167 if _t167 is not _NOT_YET else (_t167 := ((_c93[L[1]] > (_t154 if _t154 is not _NOT_YET else (_t154 := (0 if (not ((_t146 if _t146 is not _NOT_YET else (_t146 := (_t145 if _t145 is not _NOT_YET else (_t145 := _a95(st, L))))) or ())) else (_t153 if _t153 is not _NOT_YET else (_t153 := _a101(st, L))))))) or ((_c93[L[1]] == 0) and ((_t166 if _t166 is not _NOT_YET else (_t166 := (0 if (not ((_t158 if _t158 is not _NOT_YET else (_t158 := (_t157 if _t157 is not _NOT_YET else (_t157 := _a103(st, L))))) or ())) else (_t165 if _t165 is not _NOT_YET else (_t165 := _a109(st, L)))))) == 0)))))): _t141.append(_t142)
    _t168 = _l0
    _t169 = len(_t141)
    if not _t169: _no_option91(_t168, 'onto')
    if _t169 <= 1 and _st_log is None:
        L[2] = _t141[0] if _t169 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t170 = st.chooser(_t169, _t168)
        else:
            _t170 = _st_bits(_t169.bit_length())
            while _t170 >= _t169: _t170 = _st_bits(_t169.bit_length())
        L[2] = _t141[_t170]; st.decisions += 1
    elif _decide111(st, L, _t141, _t168): raise _PlayoutCut89()
    L[3] = False
    if (L[2] == 'expedition'):
        _t171 = L[1]
        _t172 = (3 + _l0)
        if type(_t171) is int and _st_log is None:
            _t173 = _st_zones[_st_loc[_t171]]
            if _t173[-1] == _t171: _t173.pop()
            else: _t173.remove(_t171)
            _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
        elif _t171 is not None:
            _move_cards112(st, _t171, _t172, False)
    else:
        _st_vars[0] = (_t174 if -1000000000000000000 <= (_t174 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond113(_t174))
        st.cvars[L[1]] = _st_vars[0]
        _t175 = L[1]
        _t176 = 5
        if type(_t175) is int and _st_log is None:
            _t177 = _st_zones[_st_loc[_t175]]
            if _t177[-1] == _t175: _t177.pop()
            else: _t177.remove(_t175)
            _st_zones[_t176].append(_t175); _st_loc[_t175] = _t176
        elif _t175 is not None:
            _move_cards112(st, _t175, _t176, False)
        L[3] = True
    _t184 = _NOT_YET
    _t178 = []
    for _t179 in (['deck', 'discard pile'] or []):
        if ((_t179 == 'deck') or (_t184 if _t184 is not _NOT_YET else (_t184 := _a115(st, L)))): _t178.append(_t179)
    _t185 = _l0
    _t186 = len(_t178)
    if not _t186: _no_option91(_t185, 'draw from')
    if _t186 <= 1 and _st_log is None:
        L[4] = _t178[0] if _t186 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t187 = st.chooser(_t186, _t185)
        else:
            _t187 = _st_bits(_t186.bit_length())
            while _t187 >= _t186: _t187 = _st_bits(_t186.bit_length())
        L[4] = _t178[_t187]; st.decisions += 1
    elif _decide117(st, L, _t178, _t185): raise _PlayoutCut89()
    if (L[4] == 'deck'):
        _t190 = _st_zones[0]
        _t189 = (1 + _l0)
        if _st_log is None and _t190:
            _t188 = _t190.pop(); _st_zones[_t189].append(_t188); _st_loc[_t188] = _t189
        elif _t190:
            _move_cards112(st, _t190[-1], _t189, False)
    else:
        _t193 = _NOT_YET
        _t191 = []
        for _t192 in (_k118 or []):
            if ((_t192 in (_t193 if _t193 is not _NOT_YET else (_t193 := list(map(_c119.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t192 != _c119[L[1]]))): _t191.append(_t192)
        _t194 = _l0
        _t195 = len(_t191)
        if not _t195: _no_option91(_t194, 'discard pile to draw from')
        if _t195 <= 1 and _st_log is None:
            L[5] = _t191[0] if _t195 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t196 = st.chooser(_t195, _t194)
            else:
                _t196 = _st_bits(_t195.bit_length())
                while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
            L[5] = _t191[_t196]; st.decisions += 1
        elif _decide121(st, L, _t191, _t194): raise _PlayoutCut89()
        _t197 = _a127(st, L)
        _t198 = (1 + _l0)
        if type(_t197) is int and _st_log is None:
            _t206 = _st_zones[_st_loc[_t197]]
            if _t206[-1] == _t197: _t206.pop()
            else: _t206.remove(_t197)
            _st_zones[_t198].append(_t197); _st_loc[_t197] = _t198
        elif _t197 is not None:
            _move_cards112(st, _t197, _t198, False)

# <rulerun lost_cities.rules: play #47 a33d3cd9>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        _budget47[0] -= 1
        if _budget47[0] < 0: _spent48(st)
        for _t66 in (_k49 or []):
            L[5] = _t66
            if not ((not not _st_zones[0])): continue
            if _p128(st, [_t66, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 ffe391bf>
def _loop(st, _t207, _t210):
    _t213 = []
    for _t212 in st.zones[(3 + _t207)]:
        if (_c135[_t212] == _t210):
            _t213.append(_t212)
    return _t213

# <rulerun lost_cities.rules: play #49 5a6cae33>
def _loop(st, _t207, _t210):
    _t215 = []
    for _t214 in st.zones[(3 + _t207)]:
        if (_c137[_t214] == _t210):
            _t215.append(_t214)
    return _t215

# <rulerun lost_cities.rules: play #50 12fe09ac>
def _loop(st, _t207, _t210):
    _t216 = (_a138(st, _t207, _t210) or ())
    _budget139[0] -= len(_t216)
    if _budget139[0] < 0: _spent140(st)
    _t218 = 0
    for _t217 in _t216:
        _t218 += _c141[_t217]
    return _t218

# <rulerun lost_cities.rules: play #51 462cde68>
def _loop(st, _t207, _t210):
    _t220 = 0
    for _t219 in st.zones[(3 + _t207)]:
        if ((_c143[_t219] == _t210) and (_c144[_t219] == 0)):
            _t220 += 1
    return _t220

# <rulerun lost_cities.rules: play #52 f2c9d4a1>
def _loop(st, _t207, _t210):
    _t222 = []
    for _t221 in st.zones[(3 + _t207)]:
        if (_c146[_t221] == _t210):
            _t222.append(_t221)
    return _t222

# <rulerun lost_cities.rules: play #53 5341461b>
def _loop(st, _t207):
    _t209 = (_k132 or ())
    _budget133[0] -= len(_t209)
    if _budget133[0] < 0: _spent134(st)
    _t211 = 0
    for _t210 in _t209:
        _t211 += (0 if (not (_a136(st, _t207, _t210) or ())) else (((_a142(st, _t207, _t210) - 20) * (1 + _a145(st, _t207, _t210))) + (20 if (len((_a147(st, _t207, _t210) or ())) >= 8) else 0)))
    return _t211

# <rulerun lost_cities.rules: play #54 c55e03b2>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t208 = (_k129 or [])
    _budget130[0] -= len(_t208)
    if _budget130[0] < 0: _spent131(st)
    for _t207 in _t208:
        L[8] = _t207
        _st_vars[1 + _t207] = _a148(st, _t207)
        if _st_log is not None: _st_log.append(_Text152(_audience149(st), [_PlayerRef150(_t207), ' scores ', _plain151(_st_vars[1 + _t207])]))

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

# <rulerun lost_cities.rules: take_turn #59 ba59e77b>
def _loop(st, L):
    _t228 = []
    for _t227 in st.zones[(3 + L[0])]:
        if (_c160[_t227] == _c160[L[1]]):
            _t228.append(_t227)
    return _t228

# <rulerun lost_cities.rules: take_turn #60 f1245b21>
def _loop(st, L):
    _t232 = []
    for _t231 in st.zones[(3 + L[0])]:
        if (_c162[_t231] == _c162[L[1]]):
            _t232.append(_t231)
    return _t232

# <rulerun lost_cities.rules: take_turn #61 ddc03581>
def _loop(st, L):
    _t233 = (_a163(st, L) or ())
    _budget164[0] -= len(_t233)
    if _budget164[0] < 0: _spent165(st)
    _t235 = None
    for _t234 in _t233:
        _t236 = _c166[_t234]
        if _t235 is None or _t236 > _t235:
            _t235 = _t236
    return _t235

# <rulerun lost_cities.rules: take_turn #62 029afd06>
def _loop(st, L):
    _t240 = []
    for _t239 in st.zones[(3 + L[0])]:
        if (_c168[_t239] == _c168[L[1]]):
            _t240.append(_t239)
    return _t240

# <rulerun lost_cities.rules: take_turn #63 5cf99d9a>
def _loop(st, L):
    _t244 = []
    for _t243 in st.zones[(3 + L[0])]:
        if (_c170[_t243] == _c170[L[1]]):
            _t244.append(_t243)
    return _t244

# <rulerun lost_cities.rules: take_turn #64 e09f8d95>
def _loop(st, L):
    _t245 = (_a171(st, L) or ())
    _budget172[0] -= len(_t245)
    if _budget172[0] < 0: _spent173(st)
    _t247 = None
    for _t246 in _t245:
        _t248 = _c174[_t246]
        if _t247 is None or _t248 > _t247:
            _t247 = _t248
    return _t247

# <rulerun lost_cities.rules: take_turn #65 328c1dad>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t258 = _c179[_l1]
    except Exception:
        for _t256 in _st_zones[5]:
            if ((not _l3) or (_c179[_t256] != _c179[_l1])):
                return True
        return False
    else:
        for _t256 in _st_zones[5]:
            if ((not _l3) or (_c179[_t256] != _t258)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 21d4601e>
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
            _t223 = L[0]
            _t224 = len(_o)
            if not _t224: _no_option157(_t223, 'card to play')
            if _t224 <= 1 and _st_log is None:
                L[1] = _o[0] if _t224 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t225 = st.chooser(_t224, _t223)
                else:
                    _t225 = _st_bits(_t224.bit_length())
                    while _t225 >= _t224: _t225 = _st_bits(_t224.bit_length())
                L[1] = _o[_t225]; st.decisions += 1
            elif _decide158(st, L, _o[:], _t223): return True
            pc = 1
        if pc == 1:
            _t229 = _NOT_YET
            _t230 = _NOT_YET
            _t237 = _NOT_YET
            _t238 = _NOT_YET
            _t241 = _NOT_YET
            _t242 = _NOT_YET
            _t249 = _NOT_YET
            _t250 = _NOT_YET
            _t251 = _NOT_YET
            _o = []
            for _t226 in (['expedition', 'discard'] or []):
                if ((_t226 == 'discard') or (_t251 if _t251 is not _NOT_YET else (_t251 := ((_c159[L[1]] > (_t238 if _t238 is not _NOT_YET else (_t238 := (0 if (not ((_t230 if _t230 is not _NOT_YET else (_t230 := (_t229 if _t229 is not _NOT_YET else (_t229 := _a161(st, L))))) or ())) else (_t237 if _t237 is not _NOT_YET else (_t237 := _a167(st, L))))))) or ((_c159[L[1]] == 0) and ((_t250 if _t250 is not _NOT_YET else (_t250 := (0 if (not ((_t242 if _t242 is not _NOT_YET else (_t242 := (_t241 if _t241 is not _NOT_YET else (_t241 := _a169(st, L))))) or ())) else (_t249 if _t249 is not _NOT_YET else (_t249 := _a175(st, L)))))) == 0)))))): _o.append(_t226)
            fr[1] = 2
            _t252 = L[0]
            _t253 = len(_o)
            if not _t253: _no_option157(_t252, 'onto')
            if _t253 <= 1 and _st_log is None:
                L[2] = _o[0] if _t253 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t254 = st.chooser(_t253, _t252)
                else:
                    _t254 = _st_bits(_t253.bit_length())
                    while _t254 >= _t253: _t254 = _st_bits(_t253.bit_length())
                L[2] = _o[_t254]; st.decisions += 1
            elif _decide177(st, L, _o, _t252): return True
            pc = 2
        if pc == 2:
            _r = _run178(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t260 = _NOT_YET
            _o = []
            for _t255 in (['deck', 'discard pile'] or []):
                if ((_t255 == 'deck') or (_t260 if _t260 is not _NOT_YET else (_t260 := _a180(st, L)))): _o.append(_t255)
            fr[1] = 4
            _t261 = L[0]
            _t262 = len(_o)
            if not _t262: _no_option157(_t261, 'draw from')
            if _t262 <= 1 and _st_log is None:
                L[4] = _o[0] if _t262 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t263 = st.chooser(_t262, _t261)
                else:
                    _t263 = _st_bits(_t262.bit_length())
                    while _t263 >= _t262: _t263 = _st_bits(_t262.bit_length())
                L[4] = _o[_t263]; st.decisions += 1
            elif _decide182(st, L, _o, _t261): return True
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
            _t265 = _NOT_YET
            _o = []
            for _t264 in (_k184 or []):
                if ((_t264 in (_t265 if _t265 is not _NOT_YET else (_t265 := list(map(_c185.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t264 != _c185[L[1]]))): _o.append(_t264)
            fr[1] = 8
            _t266 = L[0]
            _t267 = len(_o)
            if not _t267: _no_option157(_t266, 'discard pile to draw from')
            if _t267 <= 1 and _st_log is None:
                L[5] = _o[0] if _t267 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t268 = st.chooser(_t267, _t266)
                else:
                    _t268 = _st_bits(_t267.bit_length())
                    while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
                L[5] = _o[_t268]; st.decisions += 1
            elif _decide187(st, L, _o, _t266): return True
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

# <rulerun lost_cities.rules: take_turn #68 8ff4629e>
def _loop(st, L):
    _t274 = []
    for _t273 in st.zones[(3 + L[0])]:
        if (_c206[_t273] == _c206[L[1]]):
            _t274.append(_t273)
    return _t274

# <rulerun lost_cities.rules: take_turn #69 badf0c14>
def _loop(st, L):
    _t278 = []
    for _t277 in st.zones[(3 + L[0])]:
        if (_c208[_t277] == _c208[L[1]]):
            _t278.append(_t277)
    return _t278

# <rulerun lost_cities.rules: take_turn #70 c1d93910>
def _loop(st, L):
    _t279 = (_a209(st, L) or ())
    _budget210[0] -= len(_t279)
    if _budget210[0] < 0: _spent211(st)
    _t281 = None
    for _t280 in _t279:
        _t282 = _c212[_t280]
        if _t281 is None or _t282 > _t281:
            _t281 = _t282
    return _t281

# <rulerun lost_cities.rules: take_turn #71 cf5248a3>
def _loop(st, L):
    _t286 = []
    for _t285 in st.zones[(3 + L[0])]:
        if (_c214[_t285] == _c214[L[1]]):
            _t286.append(_t285)
    return _t286

# <rulerun lost_cities.rules: take_turn #72 ee2c92a4>
def _loop(st, L):
    _t290 = []
    for _t289 in st.zones[(3 + L[0])]:
        if (_c216[_t289] == _c216[L[1]]):
            _t290.append(_t289)
    return _t290

# <rulerun lost_cities.rules: take_turn #73 680c2d79>
def _loop(st, L):
    _t291 = (_a217(st, L) or ())
    _budget218[0] -= len(_t291)
    if _budget218[0] < 0: _spent219(st)
    _t293 = None
    for _t292 in _t291:
        _t294 = _c220[_t292]
        if _t293 is None or _t294 > _t293:
            _t293 = _t294
    return _t293

# <rulerun lost_cities.rules: take_turn #74 b6baf315>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t304 = _c225[_l1]
    except Exception:
        for _t302 in _st_zones[5]:
            if ((not _l3) or (_c225[_t302] != _c225[_l1])):
                return True
        return False
    else:
        for _t302 in _st_zones[5]:
            if ((not _l3) or (_c225[_t302] != _t304)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 5247cfbf>
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
            _t269 = L[0]
            _t270 = len(_o)
            if not _t270: _no_option203(_t269, 'card to play')
            if _t270 <= 1 and _st_log is None:
                L[1] = _o[0] if _t270 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t271 = st.chooser(_t270, _t269)
                else:
                    _t271 = _st_bits(_t270.bit_length())
                    while _t271 >= _t270: _t271 = _st_bits(_t270.bit_length())
                L[1] = _o[_t271]; st.decisions += 1
            elif _decide204(st, L, _o[:], _t269): return True
            pc = 1
        if pc == 1:
            _t275 = _NOT_YET
            _t276 = _NOT_YET
            _t283 = _NOT_YET
            _t284 = _NOT_YET
            _t287 = _NOT_YET
            _t288 = _NOT_YET
            _t295 = _NOT_YET
            _t296 = _NOT_YET
            _t297 = _NOT_YET
            _o = []
            for _t272 in (['expedition', 'discard'] or []):
                if ((_t272 == 'discard') or (_t297 if _t297 is not _NOT_YET else (_t297 := ((_c205[L[1]] > (_t284 if _t284 is not _NOT_YET else (_t284 := (0 if (not ((_t276 if _t276 is not _NOT_YET else (_t276 := (_t275 if _t275 is not _NOT_YET else (_t275 := _a207(st, L))))) or ())) else (_t283 if _t283 is not _NOT_YET else (_t283 := _a213(st, L))))))) or ((_c205[L[1]] == 0) and ((_t296 if _t296 is not _NOT_YET else (_t296 := (0 if (not ((_t288 if _t288 is not _NOT_YET else (_t288 := (_t287 if _t287 is not _NOT_YET else (_t287 := _a215(st, L))))) or ())) else (_t295 if _t295 is not _NOT_YET else (_t295 := _a221(st, L)))))) == 0)))))): _o.append(_t272)
            fr[1] = 2
            _t298 = L[0]
            _t299 = len(_o)
            if not _t299: _no_option203(_t298, 'onto')
            if _t299 <= 1 and _st_log is None:
                L[2] = _o[0] if _t299 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t300 = st.chooser(_t299, _t298)
                else:
                    _t300 = _st_bits(_t299.bit_length())
                    while _t300 >= _t299: _t300 = _st_bits(_t299.bit_length())
                L[2] = _o[_t300]; st.decisions += 1
            elif _decide223(st, L, _o, _t298): return True
            pc = 2
        if pc == 2:
            _r = _run224(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t306 = _NOT_YET
            _o = []
            for _t301 in (['deck', 'discard pile'] or []):
                if ((_t301 == 'deck') or (_t306 if _t306 is not _NOT_YET else (_t306 := _a226(st, L)))): _o.append(_t301)
            fr[1] = 4
            _t307 = L[0]
            _t308 = len(_o)
            if not _t308: _no_option203(_t307, 'draw from')
            if _t308 <= 1 and _st_log is None:
                L[4] = _o[0] if _t308 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t309 = st.chooser(_t308, _t307)
                else:
                    _t309 = _st_bits(_t308.bit_length())
                    while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
                L[4] = _o[_t309]; st.decisions += 1
            elif _decide228(st, L, _o, _t307): return True
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
            _t311 = _NOT_YET
            _o = []
            for _t310 in (_k231 or []):
                if ((_t310 in (_t311 if _t311 is not _NOT_YET else (_t311 := list(map(_c232.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t310 != _c232[L[1]]))): _o.append(_t310)
            fr[1] = 8
            _t312 = L[0]
            _t313 = len(_o)
            if not _t313: _no_option203(_t312, 'discard pile to draw from')
            if _t313 <= 1 and _st_log is None:
                L[5] = _o[0] if _t313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t314 = st.chooser(_t313, _t312)
                else:
                    _t314 = _st_bits(_t313.bit_length())
                    while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
                L[5] = _o[_t314]; st.decisions += 1
            elif _decide234(st, L, _o, _t312): return True
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

# <rulerun lost_cities.rules: play #77 a6641b14>
def _loop(st, _t316, p):
    _t319 = []
    for _t318 in st.zones[(3 + p)]:
        if (_c252[_t318] == _t316):
            _t319.append(_t318)
    return _t319

# <rulerun lost_cities.rules: play #78 3fc97ef2>
def _loop(st, _t316, p):
    _t321 = []
    for _t320 in st.zones[(3 + p)]:
        if (_c254[_t320] == _t316):
            _t321.append(_t320)
    return _t321

# <rulerun lost_cities.rules: play #79 5a6cc7ef>
def _loop(st, _t316, p):
    _t322 = (_a255(st, _t316, p) or ())
    _budget256[0] -= len(_t322)
    if _budget256[0] < 0: _spent257(st)
    _t324 = 0
    for _t323 in _t322:
        _t324 += _c258[_t323]
    return _t324

# <rulerun lost_cities.rules: play #80 a58a357e>
def _loop(st, _t316, p):
    _t326 = 0
    for _t325 in st.zones[(3 + p)]:
        if ((_c260[_t325] == _t316) and (_c261[_t325] == 0)):
            _t326 += 1
    return _t326

# <rulerun lost_cities.rules: play #81 6d23d91a>
def _loop(st, _t316, p):
    _t328 = []
    for _t327 in st.zones[(3 + p)]:
        if (_c263[_t327] == _t316):
            _t328.append(_t327)
    return _t328

# <rulerun lost_cities.rules: play #82 181ed8a2>
def _loop(st, p):
    _t315 = (_k249 or ())
    _budget250[0] -= len(_t315)
    if _budget250[0] < 0: _spent251(st)
    _t317 = 0
    for _t316 in _t315:
        _t317 += (0 if (not (_a253(st, _t316, p) or ())) else (((_a259(st, _t316, p) - 20) * (1 + _a262(st, _t316, p))) + (20 if (len((_a264(st, _t316, p) or ())) >= 8) else 0)))
    return _t317

# <rulerun lost_cities.rules: rank #83 554a46c1>
def _native(st, p):
    return (_a265(st, p), )

