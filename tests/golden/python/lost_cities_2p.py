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

# <rulerun lost_cities.rules: take_turn #2 32610c7d>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t15 = None
    for _t14 in st.zones[5]:
        if (_c6[_t14] == _l5):
            _t16 = _st_cvars[_t14]
            if _t15 is None or _t16 > _t15:
                _t15 = _t16
    return _t15

# <rulerun lost_cities.rules: take_turn #3 17e1dd2a>
def _loop(st, L):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t11 = st.zones[5]
    _budget3[0] -= len(_t11)
    if _budget3[0] < 0: _spent4(st)
    _t17 = _NOT_YET
    for _t12 in _t11:
        if ((_c5[_t12] == _l5) and (_st_cvars[_t12] == (_t17 if _t17 is not _NOT_YET else (_t17 := _a7(st, L))))):
            return _t12
    return None

# <rulerun lost_cities.rules: take_turn #4 2251a7e4>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t9 = _a8(st, L)
    _t10 = (1 + L[0])
    if type(_t9) is int and st.log is None:
        _t18 = _st_zones[_st_loc[_t9]]
        if _t18[-1] == _t9: _t18.pop()
        else: _t18.remove(_t9)
        _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
    elif _t9 is not None:
        _move_cards2(st, _t9, _t10, False)

# <rulerun lost_cities.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #6 be6d95ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t34 = None
    for _t33 in st.zones[5]:
        if (_c19[_t33] == L[5]):
            _t35 = _st_cvars[_t33]
            if _t34 is None or _t35 > _t34:
                _t34 = _t35
    return _t34

# <rulerun lost_cities.rules: take_turn #7 95def3eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t30 = st.zones[5]
    _budget16[0] -= len(_t30)
    if _budget16[0] < 0: _spent17(st)
    _t36 = _NOT_YET
    for _t31 in _t30:
        if ((_c18[_t31] == L[5]) and (_st_cvars[_t31] == (_t36 if _t36 is not _NOT_YET else (_t36 := _a20(st, L))))):
            return _t31
    return None

# <rulerun lost_cities.rules: take_turn #8 83c11232>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[4] == 'deck'):
        _t21 = _st_zones[0]
        _t20 = (1 + _l0)
        if _st_log is None and _t21:
            _t19 = _t21.pop(); _st_zones[_t20].append(_t19); _st_loc[_t19] = _t20
        elif _t21:
            _move_cards9(st, _t21[-1], _t20, False)
    else:
        _t24 = _NOT_YET
        _t22 = []
        for _t23 in (_k10 or []):
            if ((_t23 in (_t24 if _t24 is not _NOT_YET else (_t24 := list(map(_c11.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t23 != _c11[L[1]]))): _t22.append(_t23)
        _t25 = _l0
        _t26 = len(_t22)
        if not _t26: _no_option14(_t25, 'discard pile to draw from')
        if _t26 <= 1 and _st_log is None:
            L[5] = _t22[0] if _t26 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t27 = st.chooser(_t26, _t25)
            else:
                _t27 = _st_bits(_t26.bit_length())
                while _t27 >= _t26: _t27 = _st_bits(_t26.bit_length())
            L[5] = _t22[_t27]; st.decisions += 1
        elif _decide15(st, L, _t22, _t25): raise _PlayoutCut12()
        _t28 = _a21(st, L)
        _t29 = (1 + _l0)
        if type(_t28) is int and _st_log is None:
            _t37 = _st_zones[_st_loc[_t28]]
            if _t37[-1] == _t28: _t37.pop()
            else: _t37.remove(_t28)
            _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
        elif _t28 is not None:
            _move_cards9(st, _t28, _t29, False)

# <rulerun lost_cities.rules: take_turn #9 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun lost_cities.rules: take_turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #11 36aa24f0>
def _native(st, L):
    return ['expedition', 'discard']

# <rulerun lost_cities.rules: take_turn #12 3cc47298>
def _loop(st, L):
    _l1 = L[1]
    _t39 = []
    for _t38 in st.zones[(3 + L[0])]:
        if (_c23[_t38] == _c23[_l1]):
            _t39.append(_t38)
    return _t39

# <rulerun lost_cities.rules: take_turn #13 b781c6d8>
def _loop(st, L):
    _l1 = L[1]
    _t41 = []
    for _t40 in st.zones[(3 + L[0])]:
        if (_c25[_t40] == _c25[_l1]):
            _t41.append(_t40)
    return _t41

# <rulerun lost_cities.rules: take_turn #14 c7d51790>
def _loop(st, L):
    _t42 = (_a26(st, L) or ())
    _budget27[0] -= len(_t42)
    if _budget27[0] < 0: _spent28(st)
    _t44 = None
    for _t43 in _t42:
        _t45 = _c29[_t43]
        if _t44 is None or _t45 > _t44:
            _t44 = _t45
    return _t44

# <rulerun lost_cities.rules: take_turn #15 e0107993>
def _loop(st, L):
    _l1 = L[1]
    _t47 = []
    for _t46 in st.zones[(3 + L[0])]:
        if (_c31[_t46] == _c31[_l1]):
            _t47.append(_t46)
    return _t47

# <rulerun lost_cities.rules: take_turn #16 b753703f>
def _loop(st, L):
    _l1 = L[1]
    _t49 = []
    for _t48 in st.zones[(3 + L[0])]:
        if (_c33[_t48] == _c33[_l1]):
            _t49.append(_t48)
    return _t49

# <rulerun lost_cities.rules: take_turn #17 9af5a253>
def _loop(st, L):
    _t50 = (_a34(st, L) or ())
    _budget35[0] -= len(_t50)
    if _budget35[0] < 0: _spent36(st)
    _t52 = None
    for _t51 in _t50:
        _t53 = _c37[_t51]
        if _t52 is None or _t53 > _t52:
            _t52 = _t53
    return _t52

# <rulerun lost_cities.rules: take_turn #18 7a02c96a>
def _native(st, L):
    _l1 = L[1]
    return ((L[2] == 'discard') or ((_c22[_l1] > (0 if (not (_a24(st, L) or ())) else _a30(st, L))) or ((_c22[_l1] == 0) and ((0 if (not (_a32(st, L) or ())) else _a38(st, L)) == 0))))

# <rulerun lost_cities.rules: take_turn #19 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #20 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #21 4f651651>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t56 = _c39[_l1]
    except Exception:
        for _t54 in _st_zones[5]:
            if ((not _l3) or (_c39[_t54] != _c39[_l1])):
                return True
        return False
    else:
        for _t54 in _st_zones[5]:
            if ((not _l3) or (_c39[_t54] != _t56)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #22 47f0ca72>
def _native(st, L):
    return ((L[4] == 'deck') or _a40(st, L))

# <rulerun lost_cities.rules: take_turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #24 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #25 add2d5c5>
def _native(st, L):
    return _k41

# <rulerun lost_cities.rules: take_turn #26 d0f1f43f>
def _native(st, L):
    _l5 = L[5]
    _t58 = False
    for _t59 in st.zones[5]:
        if (_c42[_t59] == _l5):
            _t58 = True
            break
    return (_t58 and ((not L[3]) or (_l5 != _c42[L[1]])))

# <rulerun lost_cities.rules: play #27 86cd6f94>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _shuffle_zone43(st, 0)
    for _t60 in (_k44 or []):
        L[2] = _t60
        _t61 = _st_zones[0][:-(8) - 1:-1]
        _t62 = (1 + _t60)
        if type(_t61) is list and st.log is None:
            for _t63 in _t61:
                _t64 = _st_zones[_st_loc[_t63]]
                if _t64[-1] == _t63: _t64.pop()
                else: _t64.remove(_t63)
                _st_zones[_t62].append(_t63); _st_loc[_t63] = _t62
        elif _t61 is not None:
            _move_cards45(st, _t61, _t62, False)

# <rulerun lost_cities.rules: play #28 83ed1285>
def _loop(st, _i0, _i0l0):
    _t74 = []
    for _t73 in st.zones[(3 + _i0l0)]:
        if (_c54[_t73] == _c54[_i0[1]]):
            _t74.append(_t73)
    return _t74

# <rulerun lost_cities.rules: play #29 76447a49>
def _loop(st, _i0, _i0l0):
    _t78 = []
    for _t77 in st.zones[(3 + _i0l0)]:
        if (_c56[_t77] == _c56[_i0[1]]):
            _t78.append(_t77)
    return _t78

# <rulerun lost_cities.rules: play #30 46b60e8a>
def _loop(st, _i0, _i0l0):
    _t79 = (_a57(st, _i0, _i0l0) or ())
    _budget58[0] -= len(_t79)
    if _budget58[0] < 0: _spent59(st)
    _t81 = None
    for _t80 in _t79:
        _t82 = _c60[_t80]
        if _t81 is None or _t82 > _t81:
            _t81 = _t82
    return _t81

# <rulerun lost_cities.rules: play #31 a218c287>
def _loop(st, _i0, _i0l0):
    _t86 = []
    for _t85 in st.zones[(3 + _i0l0)]:
        if (_c62[_t85] == _c62[_i0[1]]):
            _t86.append(_t85)
    return _t86

# <rulerun lost_cities.rules: play #32 88634702>
def _loop(st, _i0, _i0l0):
    _t90 = []
    for _t89 in st.zones[(3 + _i0l0)]:
        if (_c64[_t89] == _c64[_i0[1]]):
            _t90.append(_t89)
    return _t90

# <rulerun lost_cities.rules: play #33 6ace89a4>
def _loop(st, _i0, _i0l0):
    _t91 = (_a65(st, _i0, _i0l0) or ())
    _budget66[0] -= len(_t91)
    if _budget66[0] < 0: _spent67(st)
    _t93 = None
    for _t92 in _t91:
        _t94 = _c68[_t92]
        if _t93 is None or _t94 > _t93:
            _t93 = _t94
    return _t93

# <rulerun lost_cities.rules: play #34 ccc3889e>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t111 = _c73[_i0_1]
    except Exception:
        for _t109 in _st_zones[5]:
            if ((not _i0_3) or (_c73[_t109] != _c73[_i0_1])):
                return True
        return False
    else:
        for _t109 in _st_zones[5]:
            if ((not _i0_3) or (_c73[_t109] != _t111)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 29524188>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t132 = None
    for _t131 in st.zones[5]:
        if (_c84[_t131] == _i0[5]):
            _t133 = _st_cvars[_t131]
            if _t132 is None or _t133 > _t132:
                _t132 = _t133
    return _t132

# <rulerun lost_cities.rules: play #36 dffa7d8f>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t128 = st.zones[5]
    _budget81[0] -= len(_t128)
    if _budget81[0] < 0: _spent82(st)
    _t134 = _NOT_YET
    for _t129 in _t128:
        if ((_c83[_t129] == _i0[5]) and (_st_cvars[_t129] == (_t134 if _t134 is not _NOT_YET else (_t134 := _a85(st, _i0))))):
            return _t129
    return None

# <rulerun lost_cities.rules: take_turn #37 1c887d42>
def _loop(st, L):
    _t143 = []
    for _t142 in st.zones[(3 + L[0])]:
        if (_c92[_t142] == _c92[L[1]]):
            _t143.append(_t142)
    return _t143

# <rulerun lost_cities.rules: take_turn #38 08a02115>
def _loop(st, L):
    _t147 = []
    for _t146 in st.zones[(3 + L[0])]:
        if (_c94[_t146] == _c94[L[1]]):
            _t147.append(_t146)
    return _t147

# <rulerun lost_cities.rules: take_turn #39 46f29bd4>
def _loop(st, L):
    _t148 = (_a95(st, L) or ())
    _budget96[0] -= len(_t148)
    if _budget96[0] < 0: _spent97(st)
    _t150 = None
    for _t149 in _t148:
        _t151 = _c98[_t149]
        if _t150 is None or _t151 > _t150:
            _t150 = _t151
    return _t150

# <rulerun lost_cities.rules: take_turn #40 b8924e10>
def _loop(st, L):
    _t155 = []
    for _t154 in st.zones[(3 + L[0])]:
        if (_c100[_t154] == _c100[L[1]]):
            _t155.append(_t154)
    return _t155

# <rulerun lost_cities.rules: take_turn #41 2203ec5b>
def _loop(st, L):
    _t159 = []
    for _t158 in st.zones[(3 + L[0])]:
        if (_c102[_t158] == _c102[L[1]]):
            _t159.append(_t158)
    return _t159

# <rulerun lost_cities.rules: take_turn #42 fa4d701f>
def _loop(st, L):
    _t160 = (_a103(st, L) or ())
    _budget104[0] -= len(_t160)
    if _budget104[0] < 0: _spent105(st)
    _t162 = None
    for _t161 in _t160:
        _t163 = _c106[_t161]
        if _t162 is None or _t163 > _t162:
            _t162 = _t163
    return _t162

# <rulerun lost_cities.rules: take_turn #43 1172615e>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t180 = _c111[_l1]
    except Exception:
        for _t178 in _st_zones[5]:
            if ((not _l3) or (_c111[_t178] != _c111[_l1])):
                return True
        return False
    else:
        for _t178 in _st_zones[5]:
            if ((not _l3) or (_c111[_t178] != _t180)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 baac13d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t201 = None
    for _t200 in st.zones[5]:
        if (_c122[_t200] == L[5]):
            _t202 = _st_cvars[_t200]
            if _t201 is None or _t202 > _t201:
                _t201 = _t202
    return _t201

# <rulerun lost_cities.rules: take_turn #45 d09c4589>
def _loop(st, L):
    _st_cvars = st.cvars
    _t197 = st.zones[5]
    _budget119[0] -= len(_t197)
    if _budget119[0] < 0: _spent120(st)
    _t203 = _NOT_YET
    for _t198 in _t197:
        if ((_c121[_t198] == L[5]) and (_st_cvars[_t198] == (_t203 if _t203 is not _NOT_YET else (_t203 := _a123(st, L))))):
            return _t198
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 8333df68>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t136 = _st_zones[(1 + _l0)]
    _t137 = _l0
    _t138 = len(_t136)
    if not _t138: _no_option89(_t137, 'card to play')
    if _t138 <= 1 and _st_log is None:
        L[1] = _t136[0] if _t138 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t139 = st.chooser(_t138, _t137)
        else:
            _t139 = _st_bits(_t138.bit_length())
            while _t139 >= _t138: _t139 = _st_bits(_t138.bit_length())
        L[1] = _t136[_t139]; st.decisions += 1
    elif _decide90(st, L, _t136[:], _t137): raise _PlayoutCut87()
    _t144 = _NOT_YET
    _t145 = _NOT_YET
    _t152 = _NOT_YET
    _t153 = _NOT_YET
    _t156 = _NOT_YET
    _t157 = _NOT_YET
    _t164 = _NOT_YET
    _t165 = _NOT_YET
    _t166 = _NOT_YET
    _t140 = []
    for _t141 in (['expedition', 'discard'] or []):
        if ((_t141 == 'discard') or (_t166 if _t166 is not _NOT_YET else (_t166 := ((_c91[L[1]] > (_t153 if _t153 is not _NOT_YET else (_t153 := (0 if (not ((_t145 if _t145 is not _NOT_YET else (_t145 := (_t144 if _t144 is not _NOT_YET else (_t144 := _a93(st, L))))) or ())) else (_t152 if _t152 is not _NOT_YET else (_t152 := _a99(st, L))))))) or ((_c91[L[1]] == 0) and ((_t165 if _t165 is not _NOT_YET else (_t165 := (0 if (not ((_t157 if _t157 is not _NOT_YET else (_t157 := (_t156 if _t156 is not _NOT_YET else (_t156 := _a101(st, L))))) or ())) else (_t164 if _t164 is not _NOT_YET else (_t164 := _a107(st, L)))))) == 0)))))): _t140.append(_t141)
    _t167 = _l0
    _t168 = len(_t140)
    if not _t168: _no_option89(_t167, 'onto')
    if _t168 <= 1 and _st_log is None:
        L[2] = _t140[0] if _t168 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t169 = st.chooser(_t168, _t167)
        else:
            _t169 = _st_bits(_t168.bit_length())
            while _t169 >= _t168: _t169 = _st_bits(_t168.bit_length())
        L[2] = _t140[_t169]; st.decisions += 1
    elif _decide109(st, L, _t140, _t167): raise _PlayoutCut87()
    L[3] = False
    if (L[2] == 'expedition'):
        _t170 = L[1]
        _t171 = (3 + _l0)
        if type(_t170) is int and _st_log is None:
            _t172 = _st_zones[_st_loc[_t170]]
            if _t172[-1] == _t170: _t172.pop()
            else: _t172.remove(_t170)
            _st_zones[_t171].append(_t170); _st_loc[_t170] = _t171
        elif _t170 is not None:
            _move_cards110(st, _t170, _t171, False)
    else:
        _st_vars[0] = _st_vars[0] + 1
        st.cvars[L[1]] = _st_vars[0]
        _t173 = L[1]
        _t174 = 5
        if type(_t173) is int and _st_log is None:
            _t175 = _st_zones[_st_loc[_t173]]
            if _t175[-1] == _t173: _t175.pop()
            else: _t175.remove(_t173)
            _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
        elif _t173 is not None:
            _move_cards110(st, _t173, _t174, False)
        L[3] = True
    _t182 = _NOT_YET
    _t176 = []
    for _t177 in (['deck', 'discard pile'] or []):
        if ((_t177 == 'deck') or (_t182 if _t182 is not _NOT_YET else (_t182 := _a112(st, L)))): _t176.append(_t177)
    _t183 = _l0
    _t184 = len(_t176)
    if not _t184: _no_option89(_t183, 'draw from')
    if _t184 <= 1 and _st_log is None:
        L[4] = _t176[0] if _t184 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t185 = st.chooser(_t184, _t183)
        else:
            _t185 = _st_bits(_t184.bit_length())
            while _t185 >= _t184: _t185 = _st_bits(_t184.bit_length())
        L[4] = _t176[_t185]; st.decisions += 1
    elif _decide114(st, L, _t176, _t183): raise _PlayoutCut87()
    if (L[4] == 'deck'):
        _t188 = _st_zones[0]
        _t187 = (1 + _l0)
        if _st_log is None and _t188:
            _t186 = _t188.pop(); _st_zones[_t187].append(_t186); _st_loc[_t186] = _t187
        elif _t188:
            _move_cards110(st, _t188[-1], _t187, False)
    else:
        _t191 = _NOT_YET
        _t189 = []
        for _t190 in (_k115 or []):
            if ((_t190 in (_t191 if _t191 is not _NOT_YET else (_t191 := list(map(_c116.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t190 != _c116[L[1]]))): _t189.append(_t190)
        _t192 = _l0
        _t193 = len(_t189)
        if not _t193: _no_option89(_t192, 'discard pile to draw from')
        if _t193 <= 1 and _st_log is None:
            L[5] = _t189[0] if _t193 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t194 = st.chooser(_t193, _t192)
            else:
                _t194 = _st_bits(_t193.bit_length())
                while _t194 >= _t193: _t194 = _st_bits(_t193.bit_length())
            L[5] = _t189[_t194]; st.decisions += 1
        elif _decide118(st, L, _t189, _t192): raise _PlayoutCut87()
        _t195 = _a124(st, L)
        _t196 = (1 + _l0)
        if type(_t195) is int and _st_log is None:
            _t204 = _st_zones[_st_loc[_t195]]
            if _t204[-1] == _t195: _t204.pop()
            else: _t204.remove(_t195)
            _st_zones[_t196].append(_t195); _st_loc[_t195] = _t196
        elif _t195 is not None:
            _move_cards110(st, _t195, _t196, False)

# <rulerun lost_cities.rules: play #47 a22b2d72>
def _native(st, L):
    _st_zones = st.zones
    while (not not _st_zones[0]):
        _budget46[0] -= 1
        if _budget46[0] < 0: _spent47(st)
        _t66 = (_k48 or [])
        _budget46[0] -= len(_t66)
        if _budget46[0] < 0: _spent47(st)
        for _t65 in _t66:
            L[5] = _t65
            if not ((not not _st_zones[0])): continue
            if _p125(st, [_t65, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 60b85c10>
def _loop(st, _t205, _t208):
    _t211 = []
    for _t210 in st.zones[(3 + _t205)]:
        if (_c132[_t210] == _t208):
            _t211.append(_t210)
    return _t211

# <rulerun lost_cities.rules: play #49 02d045ea>
def _loop(st, _t205, _t208):
    _t213 = []
    for _t212 in st.zones[(3 + _t205)]:
        if (_c135[_t212] == _t208):
            _t213.append(_t212)
    return _t213

# <rulerun lost_cities.rules: play #50 6a64d345>
def _loop(st, _t205, _t208):
    _t214 = (_a136(st, _t205, _t208) or ())
    _budget137[0] -= len(_t214)
    if _budget137[0] < 0: _spent138(st)
    _t216 = 0
    for _t215 in _t214:
        _t216 += _c139[_t215]
    return _t216

# <rulerun lost_cities.rules: play #51 0901c7df>
def _loop(st, _t205, _t208):
    _t218 = 0
    for _t217 in st.zones[(3 + _t205)]:
        if ((_c141[_t217] == _t208) and (_c142[_t217] == 0)):
            _t218 += 1
    return _t218

# <rulerun lost_cities.rules: play #52 39c78554>
def _loop(st, _t205, _t208):
    _t220 = []
    for _t219 in st.zones[(3 + _t205)]:
        if (_c144[_t219] == _t208):
            _t220.append(_t219)
    return _t220

# <rulerun lost_cities.rules: play #53 108ea80d>
def _loop(st, _t205):
    _t207 = (_k129 or ())
    _budget130[0] -= len(_t207)
    if _budget130[0] < 0: _spent131(st)
    _t209 = 0
    for _t208 in _t207:
        _t209 += (0 if (not (_a133(st, _t205, _t208) or ())) else (_times134((_a140(st, _t205, _t208) - 20), (1 + _a143(st, _t205, _t208))) + (20 if (len((_a145(st, _t205, _t208) or ())) >= 8) else 0)))
    return _t209

# <rulerun lost_cities.rules: play #54 1d5e88cc>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t206 = (_k126 or [])
    _budget127[0] -= len(_t206)
    if _budget127[0] < 0: _spent128(st)
    for _t205 in _t206:
        L[8] = _t205
        _st_vars[1 + _t205] = _a146(st, _t205)
        if _st_log is not None: _st_log.append(_Text150(_audience147(st), [_PlayerRef148(_t205), ' scores ', _plain149(_st_vars[1 + _t205])]))

# <rulerun lost_cities.rules: play #55 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #56 9d90d61f>
def _native(st, L):
    return _k151

# <rulerun lost_cities.rules: play #57 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #59 9629d618>
def _loop(st, L):
    _t226 = []
    for _t225 in st.zones[(3 + L[0])]:
        if (_c158[_t225] == _c158[L[1]]):
            _t226.append(_t225)
    return _t226

# <rulerun lost_cities.rules: take_turn #60 fbcd23b0>
def _loop(st, L):
    _t230 = []
    for _t229 in st.zones[(3 + L[0])]:
        if (_c160[_t229] == _c160[L[1]]):
            _t230.append(_t229)
    return _t230

# <rulerun lost_cities.rules: take_turn #61 c613fde8>
def _loop(st, L):
    _t231 = (_a161(st, L) or ())
    _budget162[0] -= len(_t231)
    if _budget162[0] < 0: _spent163(st)
    _t233 = None
    for _t232 in _t231:
        _t234 = _c164[_t232]
        if _t233 is None or _t234 > _t233:
            _t233 = _t234
    return _t233

# <rulerun lost_cities.rules: take_turn #62 4409643d>
def _loop(st, L):
    _t238 = []
    for _t237 in st.zones[(3 + L[0])]:
        if (_c166[_t237] == _c166[L[1]]):
            _t238.append(_t237)
    return _t238

# <rulerun lost_cities.rules: take_turn #63 ab80368b>
def _loop(st, L):
    _t242 = []
    for _t241 in st.zones[(3 + L[0])]:
        if (_c168[_t241] == _c168[L[1]]):
            _t242.append(_t241)
    return _t242

# <rulerun lost_cities.rules: take_turn #64 81eec653>
def _loop(st, L):
    _t243 = (_a169(st, L) or ())
    _budget170[0] -= len(_t243)
    if _budget170[0] < 0: _spent171(st)
    _t245 = None
    for _t244 in _t243:
        _t246 = _c172[_t244]
        if _t245 is None or _t246 > _t245:
            _t245 = _t246
    return _t245

# <rulerun lost_cities.rules: take_turn #65 aad72c7a>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t256 = _c177[_l1]
    except Exception:
        for _t254 in _st_zones[5]:
            if ((not _l3) or (_c177[_t254] != _c177[_l1])):
                return True
        return False
    else:
        for _t254 in _st_zones[5]:
            if ((not _l3) or (_c177[_t254] != _t256)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 1f1091df>
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
            _t221 = L[0]
            _t222 = len(_o)
            if not _t222: _no_option155(_t221, 'card to play')
            if _t222 <= 1 and _st_log is None:
                L[1] = _o[0] if _t222 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t223 = st.chooser(_t222, _t221)
                else:
                    _t223 = _st_bits(_t222.bit_length())
                    while _t223 >= _t222: _t223 = _st_bits(_t222.bit_length())
                L[1] = _o[_t223]; st.decisions += 1
            elif _decide156(st, L, _o[:], _t221): return True
            pc = 1
        if pc == 1:
            _t227 = _NOT_YET
            _t228 = _NOT_YET
            _t235 = _NOT_YET
            _t236 = _NOT_YET
            _t239 = _NOT_YET
            _t240 = _NOT_YET
            _t247 = _NOT_YET
            _t248 = _NOT_YET
            _t249 = _NOT_YET
            _o = []
            for _t224 in (['expedition', 'discard'] or []):
                if ((_t224 == 'discard') or (_t249 if _t249 is not _NOT_YET else (_t249 := ((_c157[L[1]] > (_t236 if _t236 is not _NOT_YET else (_t236 := (0 if (not ((_t228 if _t228 is not _NOT_YET else (_t228 := (_t227 if _t227 is not _NOT_YET else (_t227 := _a159(st, L))))) or ())) else (_t235 if _t235 is not _NOT_YET else (_t235 := _a165(st, L))))))) or ((_c157[L[1]] == 0) and ((_t248 if _t248 is not _NOT_YET else (_t248 := (0 if (not ((_t240 if _t240 is not _NOT_YET else (_t240 := (_t239 if _t239 is not _NOT_YET else (_t239 := _a167(st, L))))) or ())) else (_t247 if _t247 is not _NOT_YET else (_t247 := _a173(st, L)))))) == 0)))))): _o.append(_t224)
            fr[1] = 2
            _t250 = L[0]
            _t251 = len(_o)
            if not _t251: _no_option155(_t250, 'onto')
            if _t251 <= 1 and _st_log is None:
                L[2] = _o[0] if _t251 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t252 = st.chooser(_t251, _t250)
                else:
                    _t252 = _st_bits(_t251.bit_length())
                    while _t252 >= _t251: _t252 = _st_bits(_t251.bit_length())
                L[2] = _o[_t252]; st.decisions += 1
            elif _decide175(st, L, _o, _t250): return True
            pc = 2
        if pc == 2:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t258 = _NOT_YET
            _o = []
            for _t253 in (['deck', 'discard pile'] or []):
                if ((_t253 == 'deck') or (_t258 if _t258 is not _NOT_YET else (_t258 := _a178(st, L)))): _o.append(_t253)
            fr[1] = 4
            _t259 = L[0]
            _t260 = len(_o)
            if not _t260: _no_option155(_t259, 'draw from')
            if _t260 <= 1 and _st_log is None:
                L[4] = _o[0] if _t260 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t261 = st.chooser(_t260, _t259)
                else:
                    _t261 = _st_bits(_t260.bit_length())
                    while _t261 >= _t260: _t261 = _st_bits(_t260.bit_length())
                L[4] = _o[_t261]; st.decisions += 1
            elif _decide180(st, L, _o, _t259): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run181(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t263 = _NOT_YET
            _o = []
            for _t262 in (_k182 or []):
                if ((_t262 in (_t263 if _t263 is not _NOT_YET else (_t263 := list(map(_c183.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t262 != _c183[L[1]]))): _o.append(_t262)
            fr[1] = 8
            _t264 = L[0]
            _t265 = len(_o)
            if not _t265: _no_option155(_t264, 'discard pile to draw from')
            if _t265 <= 1 and _st_log is None:
                L[5] = _o[0] if _t265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t266 = st.chooser(_t265, _t264)
                else:
                    _t266 = _st_bits(_t265.bit_length())
                    while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
                L[5] = _o[_t266]; st.decisions += 1
            elif _decide185(st, L, _o, _t264): return True
            pc = 8
        if pc == 8:
            _r = _run186(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k187)

# <rulerun lost_cities.rules: play #67 78c6263c>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT188[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run191(st, L)
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
            L[3] = (_k192 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit193(_k194)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit190(_k, st, _d0): raise _Runaway189()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit190(_k, st, _d0): raise _Runaway189()
            continue
        if pc == 7:
            _r = _run195(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step196(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k197)

# <rulerun lost_cities.rules: take_turn #68 4deba026>
def _loop(st, L):
    _t272 = []
    for _t271 in st.zones[(3 + L[0])]:
        if (_c204[_t271] == _c204[L[1]]):
            _t272.append(_t271)
    return _t272

# <rulerun lost_cities.rules: take_turn #69 6bf5f1a2>
def _loop(st, L):
    _t276 = []
    for _t275 in st.zones[(3 + L[0])]:
        if (_c206[_t275] == _c206[L[1]]):
            _t276.append(_t275)
    return _t276

# <rulerun lost_cities.rules: take_turn #70 d4bf8511>
def _loop(st, L):
    _t277 = (_a207(st, L) or ())
    _budget208[0] -= len(_t277)
    if _budget208[0] < 0: _spent209(st)
    _t279 = None
    for _t278 in _t277:
        _t280 = _c210[_t278]
        if _t279 is None or _t280 > _t279:
            _t279 = _t280
    return _t279

# <rulerun lost_cities.rules: take_turn #71 610e6394>
def _loop(st, L):
    _t284 = []
    for _t283 in st.zones[(3 + L[0])]:
        if (_c212[_t283] == _c212[L[1]]):
            _t284.append(_t283)
    return _t284

# <rulerun lost_cities.rules: take_turn #72 91c52b1c>
def _loop(st, L):
    _t288 = []
    for _t287 in st.zones[(3 + L[0])]:
        if (_c214[_t287] == _c214[L[1]]):
            _t288.append(_t287)
    return _t288

# <rulerun lost_cities.rules: take_turn #73 5f7a6f33>
def _loop(st, L):
    _t289 = (_a215(st, L) or ())
    _budget216[0] -= len(_t289)
    if _budget216[0] < 0: _spent217(st)
    _t291 = None
    for _t290 in _t289:
        _t292 = _c218[_t290]
        if _t291 is None or _t292 > _t291:
            _t291 = _t292
    return _t291

# <rulerun lost_cities.rules: take_turn #74 0d2bee64>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t302 = _c223[_l1]
    except Exception:
        for _t300 in _st_zones[5]:
            if ((not _l3) or (_c223[_t300] != _c223[_l1])):
                return True
        return False
    else:
        for _t300 in _st_zones[5]:
            if ((not _l3) or (_c223[_t300] != _t302)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 888537c8>
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
            _t267 = L[0]
            _t268 = len(_o)
            if not _t268: _no_option201(_t267, 'card to play')
            if _t268 <= 1 and _st_log is None:
                L[1] = _o[0] if _t268 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t269 = st.chooser(_t268, _t267)
                else:
                    _t269 = _st_bits(_t268.bit_length())
                    while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
                L[1] = _o[_t269]; st.decisions += 1
            elif _decide202(st, L, _o[:], _t267): return True
            pc = 1
        if pc == 1:
            _t273 = _NOT_YET
            _t274 = _NOT_YET
            _t281 = _NOT_YET
            _t282 = _NOT_YET
            _t285 = _NOT_YET
            _t286 = _NOT_YET
            _t293 = _NOT_YET
            _t294 = _NOT_YET
            _t295 = _NOT_YET
            _o = []
            for _t270 in (['expedition', 'discard'] or []):
                if ((_t270 == 'discard') or (_t295 if _t295 is not _NOT_YET else (_t295 := ((_c203[L[1]] > (_t282 if _t282 is not _NOT_YET else (_t282 := (0 if (not ((_t274 if _t274 is not _NOT_YET else (_t274 := (_t273 if _t273 is not _NOT_YET else (_t273 := _a205(st, L))))) or ())) else (_t281 if _t281 is not _NOT_YET else (_t281 := _a211(st, L))))))) or ((_c203[L[1]] == 0) and ((_t294 if _t294 is not _NOT_YET else (_t294 := (0 if (not ((_t286 if _t286 is not _NOT_YET else (_t286 := (_t285 if _t285 is not _NOT_YET else (_t285 := _a213(st, L))))) or ())) else (_t293 if _t293 is not _NOT_YET else (_t293 := _a219(st, L)))))) == 0)))))): _o.append(_t270)
            fr[1] = 2
            _t296 = L[0]
            _t297 = len(_o)
            if not _t297: _no_option201(_t296, 'onto')
            if _t297 <= 1 and _st_log is None:
                L[2] = _o[0] if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                L[2] = _o[_t298]; st.decisions += 1
            elif _decide221(st, L, _o, _t296): return True
            pc = 2
        if pc == 2:
            _r = _run222(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t304 = _NOT_YET
            _o = []
            for _t299 in (['deck', 'discard pile'] or []):
                if ((_t299 == 'deck') or (_t304 if _t304 is not _NOT_YET else (_t304 := _a224(st, L)))): _o.append(_t299)
            fr[1] = 4
            _t305 = L[0]
            _t306 = len(_o)
            if not _t306: _no_option201(_t305, 'draw from')
            if _t306 <= 1 and _st_log is None:
                L[4] = _o[0] if _t306 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t307 = st.chooser(_t306, _t305)
                else:
                    _t307 = _st_bits(_t306.bit_length())
                    while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
                L[4] = _o[_t307]; st.decisions += 1
            elif _decide226(st, L, _o, _t305): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region227(st, L)
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
            _r = _run228(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t309 = _NOT_YET
            _o = []
            for _t308 in (_k229 or []):
                if ((_t308 in (_t309 if _t309 is not _NOT_YET else (_t309 := list(map(_c230.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t308 != _c230[L[1]]))): _o.append(_t308)
            fr[1] = 8
            _t310 = L[0]
            _t311 = len(_o)
            if not _t311: _no_option201(_t310, 'discard pile to draw from')
            if _t311 <= 1 and _st_log is None:
                L[5] = _o[0] if _t311 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t312 = st.chooser(_t311, _t310)
                else:
                    _t312 = _st_bits(_t311.bit_length())
                    while _t312 >= _t311: _t312 = _st_bits(_t311.bit_length())
                L[5] = _o[_t312]; st.decisions += 1
            elif _decide232(st, L, _o, _t310): return True
            pc = 8
        if pc == 8:
            _r = _run233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k234)

# <rulerun lost_cities.rules: play #76 24e5f92c>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT235[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run238(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region239(st, L)
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
            L[3] = (_k240 or []); L[4] = 0
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
                if _p241(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit242(_k243)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit237(_k, st, _d0): raise _Runaway236()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit237(_k, st, _d0): raise _Runaway236()
            continue
        if pc == 7:
            _r = _run244(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step245(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k246)

# <rulerun lost_cities.rules: play #77 8536fef2>
def _loop(st, _t314, p):
    _t317 = []
    for _t316 in st.zones[(3 + p)]:
        if (_c250[_t316] == _t314):
            _t317.append(_t316)
    return _t317

# <rulerun lost_cities.rules: play #78 c807ed60>
def _loop(st, _t314, p):
    _t319 = []
    for _t318 in st.zones[(3 + p)]:
        if (_c253[_t318] == _t314):
            _t319.append(_t318)
    return _t319

# <rulerun lost_cities.rules: play #79 f35ffb3c>
def _loop(st, _t314, p):
    _t320 = (_a254(st, _t314, p) or ())
    _budget255[0] -= len(_t320)
    if _budget255[0] < 0: _spent256(st)
    _t322 = 0
    for _t321 in _t320:
        _t322 += _c257[_t321]
    return _t322

# <rulerun lost_cities.rules: play #80 fd274fce>
def _loop(st, _t314, p):
    _t324 = 0
    for _t323 in st.zones[(3 + p)]:
        if ((_c259[_t323] == _t314) and (_c260[_t323] == 0)):
            _t324 += 1
    return _t324

# <rulerun lost_cities.rules: play #81 ad786cf8>
def _loop(st, _t314, p):
    _t326 = []
    for _t325 in st.zones[(3 + p)]:
        if (_c262[_t325] == _t314):
            _t326.append(_t325)
    return _t326

# <rulerun lost_cities.rules: play #82 cabbf420>
def _loop(st, p):
    _t313 = (_k247 or ())
    _budget248[0] -= len(_t313)
    if _budget248[0] < 0: _spent249(st)
    _t315 = 0
    for _t314 in _t313:
        _t315 += (0 if (not (_a251(st, _t314, p) or ())) else (_times252((_a258(st, _t314, p) - 20), (1 + _a261(st, _t314, p))) + (20 if (len((_a263(st, _t314, p) or ())) >= 8) else 0)))
    return _t315

# <rulerun lost_cities.rules: rank #83 7917b546>
def _native(st, p):
    return (_a264(st, p), )

