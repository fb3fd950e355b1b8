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

# <rulerun lost_cities.rules: take_turn #14 23f31f7d>
def _loop(st, L):
    _t40 = (_a22(st, L) or ())
    _budget23[0] -= len(_t40)
    if _budget23[0] < 0: _spent24(st)
    _t42 = None
    for _t41 in _t40:
        _t43 = _c25[_t41]
        if _t42 is None or _t43 > _t42:
            _t42 = _t43
    return _t42

# <rulerun lost_cities.rules: take_turn #15 eec0f946>
def _loop(st, L):
    _l1 = L[1]
    _t45 = []
    for _t44 in st.zones[(3 + L[0])]:
        if (_c27[_t44] == _c27[_l1]):
            _t45.append(_t44)
    return _t45

# <rulerun lost_cities.rules: take_turn #16 f5f4b986>
def _loop(st, L):
    _l1 = L[1]
    _t47 = []
    for _t46 in st.zones[(3 + L[0])]:
        if (_c29[_t46] == _c29[_l1]):
            _t47.append(_t46)
    return _t47

# <rulerun lost_cities.rules: take_turn #17 90157801>
def _loop(st, L):
    _t48 = (_a30(st, L) or ())
    _budget31[0] -= len(_t48)
    if _budget31[0] < 0: _spent32(st)
    _t50 = None
    for _t49 in _t48:
        _t51 = _c33[_t49]
        if _t50 is None or _t51 > _t50:
            _t50 = _t51
    return _t50

# <rulerun lost_cities.rules: take_turn #18 c697e2ea>
def _native(st, L):
    _l1 = L[1]
    return ((L[2] == 'discard') or ((_c18[_l1] > (0 if (not (_a20(st, L) or ())) else _a26(st, L))) or ((_c18[_l1] == 0) and ((0 if (not (_a28(st, L) or ())) else _a34(st, L)) == 0))))

# <rulerun lost_cities.rules: take_turn #19 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #20 5a059e35>
def _native(st, L):
    return ['deck', 'discard pile']

# <rulerun lost_cities.rules: take_turn #21 41b6841a>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t54 = _c35[_l1]
    except Exception:
        for _t52 in _st_zones[5]:
            if ((not _l3) or (_c35[_t52] != _c35[_l1])):
                return True
        return False
    else:
        for _t52 in _st_zones[5]:
            if ((not _l3) or (_c35[_t52] != _t54)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #22 fabfb2ae>
def _native(st, L):
    return ((L[4] == 'deck') or _a36(st, L))

# <rulerun lost_cities.rules: take_turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun lost_cities.rules: take_turn #24 2b107e5e>
def _native(st, L):
    return (L[4] == 'deck')

# <rulerun lost_cities.rules: take_turn #25 8545e843>
def _native(st, L):
    return _k37

# <rulerun lost_cities.rules: take_turn #26 3f515d7d>
def _native(st, L):
    _l5 = L[5]
    _t56 = False
    for _t57 in st.zones[5]:
        if (_c38[_t57] == _l5):
            _t56 = True
            break
    return (_t56 and ((not L[3]) or (_l5 != _c38[L[1]])))

# <rulerun lost_cities.rules: play #27 b6896ae0>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _shuffle_zone39(st, 0)
    for _t58 in (_k40 or []):
        L[2] = _t58
        _t59 = _st_zones[0][:-(8) - 1:-1]
        _t60 = (1 + _t58)
        if type(_t59) is list and st.log is None:
            for _t61 in _t59:
                _t62 = _st_zones[_st_loc[_t61]]
                if _t62[-1] == _t61: _t62.pop()
                else: _t62.remove(_t61)
                _st_zones[_t60].append(_t61); _st_loc[_t61] = _t60
        elif _t59 is not None:
            _move_cards41(st, _t59, _t60, False)

# <rulerun lost_cities.rules: play #28 0dc1655b>
def _loop(st, _i0, _i0l0):
    _t73 = []
    for _t72 in st.zones[(3 + _i0l0)]:
        if (_c51[_t72] == _c51[_i0[1]]):
            _t73.append(_t72)
    return _t73

# <rulerun lost_cities.rules: play #29 dbf7a89d>
def _loop(st, _i0, _i0l0):
    _t77 = []
    for _t76 in st.zones[(3 + _i0l0)]:
        if (_c53[_t76] == _c53[_i0[1]]):
            _t77.append(_t76)
    return _t77

# <rulerun lost_cities.rules: play #30 8915c336>
def _loop(st, _i0, _i0l0):
    _t78 = (_a54(st, _i0, _i0l0) or ())
    _budget55[0] -= len(_t78)
    if _budget55[0] < 0: _spent56(st)
    _t80 = None
    for _t79 in _t78:
        _t81 = _c57[_t79]
        if _t80 is None or _t81 > _t80:
            _t80 = _t81
    return _t80

# <rulerun lost_cities.rules: play #31 7cbd2893>
def _loop(st, _i0, _i0l0):
    _t85 = []
    for _t84 in st.zones[(3 + _i0l0)]:
        if (_c59[_t84] == _c59[_i0[1]]):
            _t85.append(_t84)
    return _t85

# <rulerun lost_cities.rules: play #32 67be0383>
def _loop(st, _i0, _i0l0):
    _t89 = []
    for _t88 in st.zones[(3 + _i0l0)]:
        if (_c61[_t88] == _c61[_i0[1]]):
            _t89.append(_t88)
    return _t89

# <rulerun lost_cities.rules: play #33 f6643a32>
def _loop(st, _i0, _i0l0):
    _t90 = (_a62(st, _i0, _i0l0) or ())
    _budget63[0] -= len(_t90)
    if _budget63[0] < 0: _spent64(st)
    _t92 = None
    for _t91 in _t90:
        _t93 = _c65[_t91]
        if _t92 is None or _t93 > _t92:
            _t92 = _t93
    return _t92

# <rulerun lost_cities.rules: play #34 753db423>
def _loop(st, _i0):
    _i0_1 = _i0[1]
    _i0_3 = _i0[3]
    _st_zones = st.zones
    try:
        _t110 = _c70[_i0_1]
    except Exception:
        for _t108 in _st_zones[5]:
            if ((not _i0_3) or (_c70[_t108] != _c70[_i0_1])):
                return True
        return False
    else:
        for _t108 in _st_zones[5]:
            if ((not _i0_3) or (_c70[_t108] != _t110)):
                return True
        return False

# <rulerun lost_cities.rules: play #35 967e23fe>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t130 = None
    for _t129 in st.zones[5]:
        if (_c79[_t129] == _i0[5]):
            _t131 = _st_cvars[_t129]
            if _t130 is None or _t131 > _t130:
                _t130 = _t131
    return _t130

# <rulerun lost_cities.rules: play #36 6a5bdc79>
def _loop(st, _i0):
    _st_cvars = st.cvars
    _t132 = _NOT_YET
    for _t127 in st.zones[5]:
        if ((_c78[_t127] == _i0[5]) and (_st_cvars[_t127] == (_t132 if _t132 is not _NOT_YET else (_t132 := _a80(st, _i0))))):
            return _t127
    return None

# <rulerun lost_cities.rules: take_turn #37 13499d0b>
def _loop(st, L):
    _t141 = []
    for _t140 in st.zones[(3 + L[0])]:
        if (_c87[_t140] == _c87[L[1]]):
            _t141.append(_t140)
    return _t141

# <rulerun lost_cities.rules: take_turn #38 19c72671>
def _loop(st, L):
    _t145 = []
    for _t144 in st.zones[(3 + L[0])]:
        if (_c89[_t144] == _c89[L[1]]):
            _t145.append(_t144)
    return _t145

# <rulerun lost_cities.rules: take_turn #39 5d9103fe>
def _loop(st, L):
    _t146 = (_a90(st, L) or ())
    _budget91[0] -= len(_t146)
    if _budget91[0] < 0: _spent92(st)
    _t148 = None
    for _t147 in _t146:
        _t149 = _c93[_t147]
        if _t148 is None or _t149 > _t148:
            _t148 = _t149
    return _t148

# <rulerun lost_cities.rules: take_turn #40 01fe301f>
def _loop(st, L):
    _t153 = []
    for _t152 in st.zones[(3 + L[0])]:
        if (_c95[_t152] == _c95[L[1]]):
            _t153.append(_t152)
    return _t153

# <rulerun lost_cities.rules: take_turn #41 7b699a4e>
def _loop(st, L):
    _t157 = []
    for _t156 in st.zones[(3 + L[0])]:
        if (_c97[_t156] == _c97[L[1]]):
            _t157.append(_t156)
    return _t157

# <rulerun lost_cities.rules: take_turn #42 3e60a2a6>
def _loop(st, L):
    _t158 = (_a98(st, L) or ())
    _budget99[0] -= len(_t158)
    if _budget99[0] < 0: _spent100(st)
    _t160 = None
    for _t159 in _t158:
        _t161 = _c101[_t159]
        if _t160 is None or _t161 > _t160:
            _t160 = _t161
    return _t160

# <rulerun lost_cities.rules: take_turn #43 abe850c5>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t178 = _c106[_l1]
    except Exception:
        for _t176 in _st_zones[5]:
            if ((not _l3) or (_c106[_t176] != _c106[_l1])):
                return True
        return False
    else:
        for _t176 in _st_zones[5]:
            if ((not _l3) or (_c106[_t176] != _t178)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #44 96112371>
def _loop(st, L):
    _st_cvars = st.cvars
    _t198 = None
    for _t197 in st.zones[5]:
        if (_c115[_t197] == L[5]):
            _t199 = _st_cvars[_t197]
            if _t198 is None or _t199 > _t198:
                _t198 = _t199
    return _t198

# <rulerun lost_cities.rules: take_turn #45 0a91cc55>
def _loop(st, L):
    _st_cvars = st.cvars
    _t200 = _NOT_YET
    for _t195 in st.zones[5]:
        if ((_c114[_t195] == L[5]) and (_st_cvars[_t195] == (_t200 if _t200 is not _NOT_YET else (_t200 := _a116(st, L))))):
            return _t195
    return None

# <rulerun lost_cities.rules: take_turn #46 playout 623aa9ac>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t134 = _st_zones[(1 + _l0)]
    _t135 = _l0
    _t136 = len(_t134)
    if not _t136: _no_option84(_t135, 'card to play')
    if _t136 <= 1 and _st_log is None:
        L[1] = _t134[0] if _t136 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t137 = st.chooser(_t136, _t135)
        else:
            _t137 = _st_bits(_t136.bit_length())
            while _t137 >= _t136: _t137 = _st_bits(_t136.bit_length())
        L[1] = _t134[_t137]; st.decisions += 1
    elif _decide85(st, L, _t134[:], _t135): raise _PlayoutCut82()
    _t142 = _NOT_YET
    _t143 = _NOT_YET
    _t150 = _NOT_YET
    _t151 = _NOT_YET
    _t154 = _NOT_YET
    _t155 = _NOT_YET
    _t162 = _NOT_YET
    _t163 = _NOT_YET
    _t164 = _NOT_YET
    _t138 = []
    for _t139 in (['expedition', 'discard'] or []):
        if ((_t139 == 'discard') or (_t164 if _t164 is not _NOT_YET else (_t164 := ((_c86[L[1]] > (_t151 if _t151 is not _NOT_YET else (_t151 := (0 if (not ((_t143 if _t143 is not _NOT_YET else (_t143 := (_t142 if _t142 is not _NOT_YET else (_t142 := _a88(st, L))))) or ())) else (_t150 if _t150 is not _NOT_YET else (_t150 := _a94(st, L))))))) or ((_c86[L[1]] == 0) and ((_t163 if _t163 is not _NOT_YET else (_t163 := (0 if (not ((_t155 if _t155 is not _NOT_YET else (_t155 := (_t154 if _t154 is not _NOT_YET else (_t154 := _a96(st, L))))) or ())) else (_t162 if _t162 is not _NOT_YET else (_t162 := _a102(st, L)))))) == 0)))))): _t138.append(_t139)
    _t165 = _l0
    _t166 = len(_t138)
    if not _t166: _no_option84(_t165, 'onto')
    if _t166 <= 1 and _st_log is None:
        L[2] = _t138[0] if _t166 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t167 = st.chooser(_t166, _t165)
        else:
            _t167 = _st_bits(_t166.bit_length())
            while _t167 >= _t166: _t167 = _st_bits(_t166.bit_length())
        L[2] = _t138[_t167]; st.decisions += 1
    elif _decide104(st, L, _t138, _t165): raise _PlayoutCut82()
    L[3] = False
    if (L[2] == 'expedition'):
        _t168 = L[1]
        _t169 = (3 + _l0)
        if type(_t168) is int and _st_log is None:
            _t170 = _st_zones[_st_loc[_t168]]
            if _t170[-1] == _t168: _t170.pop()
            else: _t170.remove(_t168)
            _st_zones[_t169].append(_t168); _st_loc[_t168] = _t169
        elif _t168 is not None:
            _move_cards105(st, _t168, _t169, False)
    else:
        _st_vars[0] = _st_vars[0] + 1
        st.cvars[L[1]] = _st_vars[0]
        _t171 = L[1]
        _t172 = 5
        if type(_t171) is int and _st_log is None:
            _t173 = _st_zones[_st_loc[_t171]]
            if _t173[-1] == _t171: _t173.pop()
            else: _t173.remove(_t171)
            _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
        elif _t171 is not None:
            _move_cards105(st, _t171, _t172, False)
        L[3] = True
    _t180 = _NOT_YET
    _t174 = []
    for _t175 in (['deck', 'discard pile'] or []):
        if ((_t175 == 'deck') or (_t180 if _t180 is not _NOT_YET else (_t180 := _a107(st, L)))): _t174.append(_t175)
    _t181 = _l0
    _t182 = len(_t174)
    if not _t182: _no_option84(_t181, 'draw from')
    if _t182 <= 1 and _st_log is None:
        L[4] = _t174[0] if _t182 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t183 = st.chooser(_t182, _t181)
        else:
            _t183 = _st_bits(_t182.bit_length())
            while _t183 >= _t182: _t183 = _st_bits(_t182.bit_length())
        L[4] = _t174[_t183]; st.decisions += 1
    elif _decide109(st, L, _t174, _t181): raise _PlayoutCut82()
    if (L[4] == 'deck'):
        _t186 = _st_zones[0]
        _t185 = (1 + _l0)
        if _st_log is None and _t186:
            _t184 = _t186.pop(); _st_zones[_t185].append(_t184); _st_loc[_t184] = _t185
        elif _t186:
            _move_cards105(st, _t186[-1], _t185, False)
    else:
        _t189 = _NOT_YET
        _t187 = []
        for _t188 in (_k110 or []):
            if ((_t188 in (_t189 if _t189 is not _NOT_YET else (_t189 := list(map(_c111.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t188 != _c111[L[1]]))): _t187.append(_t188)
        _t190 = _l0
        _t191 = len(_t187)
        if not _t191: _no_option84(_t190, 'discard pile to draw from')
        if _t191 <= 1 and _st_log is None:
            L[5] = _t187[0] if _t191 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t192 = st.chooser(_t191, _t190)
            else:
                _t192 = _st_bits(_t191.bit_length())
                while _t192 >= _t191: _t192 = _st_bits(_t191.bit_length())
            L[5] = _t187[_t192]; st.decisions += 1
        elif _decide113(st, L, _t187, _t190): raise _PlayoutCut82()
        _t193 = _a117(st, L)
        _t194 = (1 + _l0)
        if type(_t193) is int and _st_log is None:
            _t201 = _st_zones[_st_loc[_t193]]
            if _t201[-1] == _t193: _t201.pop()
            else: _t201.remove(_t193)
            _st_zones[_t194].append(_t193); _st_loc[_t193] = _t194
        elif _t193 is not None:
            _move_cards105(st, _t193, _t194, False)

# <rulerun lost_cities.rules: play #47 1872e038>
def _native(st, L):
    _st_zones = st.zones
    _t63 = 0; _t64 = st.decisions
    while (not not _st_zones[0]):
        _t63 += 1
        if _t63 > _LIMIT42[0] and _over_limit43(_t63, st, _t64): raise _Runaway44()
        for _t65 in (_k45 or []):
            L[5] = _t65
            if not ((not not _st_zones[0])): continue
            if _p118(st, [_t65, None, None, None, None, None]) == 3: return 3

# <rulerun lost_cities.rules: play #48 9bc00b38>
def _loop(st, _t202, _t203):
    _t206 = []
    for _t205 in st.zones[(3 + _t202)]:
        if (_c121[_t205] == _t203):
            _t206.append(_t205)
    return _t206

# <rulerun lost_cities.rules: play #49 7dd0df0a>
def _loop(st, _t202, _t203):
    _t208 = []
    for _t207 in st.zones[(3 + _t202)]:
        if (_c124[_t207] == _t203):
            _t208.append(_t207)
    return _t208

# <rulerun lost_cities.rules: play #50 79595309>
def _loop(st, _t202, _t203):
    _t209 = (_a125(st, _t202, _t203) or ())
    _budget126[0] -= len(_t209)
    if _budget126[0] < 0: _spent127(st)
    _t211 = 0
    for _t210 in _t209:
        _t211 += _c128[_t210]
    return _t211

# <rulerun lost_cities.rules: play #51 339525ee>
def _loop(st, _t202, _t203):
    _t213 = 0
    for _t212 in st.zones[(3 + _t202)]:
        if ((_c130[_t212] == _t203) and (_c131[_t212] == 0)):
            _t213 += 1
    return _t213

# <rulerun lost_cities.rules: play #52 f908ceee>
def _loop(st, _t202, _t203):
    _t215 = []
    for _t214 in st.zones[(3 + _t202)]:
        if (_c133[_t214] == _t203):
            _t215.append(_t214)
    return _t215

# <rulerun lost_cities.rules: play #53 7e0185d6>
def _loop(st, _t202):
    _t204 = 0
    for _t203 in (_k120 or ()):
        _t204 += (0 if (not (_a122(st, _t202, _t203) or ())) else (_times123((_a129(st, _t202, _t203) - 20), (1 + _a132(st, _t202, _t203))) + (20 if (len((_a134(st, _t202, _t203) or ())) >= 8) else 0)))
    return _t204

# <rulerun lost_cities.rules: play #54 c8c48e0e>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t202 in (_k119 or []):
        L[8] = _t202
        _st_vars[1 + _t202] = _a135(st, _t202)
        if _st_log is not None: _st_log.append(_Text139(_audience136(st), [_PlayerRef137(_t202), ' scores ', _plain138(_st_vars[1 + _t202])]))

# <rulerun lost_cities.rules: play #55 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #56 2a066c48>
def _native(st, L):
    return _k140

# <rulerun lost_cities.rules: play #57 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun lost_cities.rules: play #58 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun lost_cities.rules: take_turn #59 16935bdd>
def _loop(st, L):
    _t221 = []
    for _t220 in st.zones[(3 + L[0])]:
        if (_c147[_t220] == _c147[L[1]]):
            _t221.append(_t220)
    return _t221

# <rulerun lost_cities.rules: take_turn #60 5b031d36>
def _loop(st, L):
    _t225 = []
    for _t224 in st.zones[(3 + L[0])]:
        if (_c149[_t224] == _c149[L[1]]):
            _t225.append(_t224)
    return _t225

# <rulerun lost_cities.rules: take_turn #61 450f7f9c>
def _loop(st, L):
    _t226 = (_a150(st, L) or ())
    _budget151[0] -= len(_t226)
    if _budget151[0] < 0: _spent152(st)
    _t228 = None
    for _t227 in _t226:
        _t229 = _c153[_t227]
        if _t228 is None or _t229 > _t228:
            _t228 = _t229
    return _t228

# <rulerun lost_cities.rules: take_turn #62 3c7c3bbe>
def _loop(st, L):
    _t233 = []
    for _t232 in st.zones[(3 + L[0])]:
        if (_c155[_t232] == _c155[L[1]]):
            _t233.append(_t232)
    return _t233

# <rulerun lost_cities.rules: take_turn #63 75906ef8>
def _loop(st, L):
    _t237 = []
    for _t236 in st.zones[(3 + L[0])]:
        if (_c157[_t236] == _c157[L[1]]):
            _t237.append(_t236)
    return _t237

# <rulerun lost_cities.rules: take_turn #64 1287d847>
def _loop(st, L):
    _t238 = (_a158(st, L) or ())
    _budget159[0] -= len(_t238)
    if _budget159[0] < 0: _spent160(st)
    _t240 = None
    for _t239 in _t238:
        _t241 = _c161[_t239]
        if _t240 is None or _t241 > _t240:
            _t240 = _t241
    return _t240

# <rulerun lost_cities.rules: take_turn #65 c163c18c>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t251 = _c166[_l1]
    except Exception:
        for _t249 in _st_zones[5]:
            if ((not _l3) or (_c166[_t249] != _c166[_l1])):
                return True
        return False
    else:
        for _t249 in _st_zones[5]:
            if ((not _l3) or (_c166[_t249] != _t251)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #66 87c3eb37>
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
            _t216 = L[0]
            _t217 = len(_o)
            if not _t217: _no_option144(_t216, 'card to play')
            if _t217 <= 1 and _st_log is None:
                L[1] = _o[0] if _t217 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t218 = st.chooser(_t217, _t216)
                else:
                    _t218 = _st_bits(_t217.bit_length())
                    while _t218 >= _t217: _t218 = _st_bits(_t217.bit_length())
                L[1] = _o[_t218]; st.decisions += 1
            elif _decide145(st, L, _o[:], _t216): return True
            pc = 1
        if pc == 1:
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t230 = _NOT_YET
            _t231 = _NOT_YET
            _t234 = _NOT_YET
            _t235 = _NOT_YET
            _t242 = _NOT_YET
            _t243 = _NOT_YET
            _t244 = _NOT_YET
            _o = []
            for _t219 in (['expedition', 'discard'] or []):
                if ((_t219 == 'discard') or (_t244 if _t244 is not _NOT_YET else (_t244 := ((_c146[L[1]] > (_t231 if _t231 is not _NOT_YET else (_t231 := (0 if (not ((_t223 if _t223 is not _NOT_YET else (_t223 := (_t222 if _t222 is not _NOT_YET else (_t222 := _a148(st, L))))) or ())) else (_t230 if _t230 is not _NOT_YET else (_t230 := _a154(st, L))))))) or ((_c146[L[1]] == 0) and ((_t243 if _t243 is not _NOT_YET else (_t243 := (0 if (not ((_t235 if _t235 is not _NOT_YET else (_t235 := (_t234 if _t234 is not _NOT_YET else (_t234 := _a156(st, L))))) or ())) else (_t242 if _t242 is not _NOT_YET else (_t242 := _a162(st, L)))))) == 0)))))): _o.append(_t219)
            fr[1] = 2
            _t245 = L[0]
            _t246 = len(_o)
            if not _t246: _no_option144(_t245, 'onto')
            if _t246 <= 1 and _st_log is None:
                L[2] = _o[0] if _t246 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t247 = st.chooser(_t246, _t245)
                else:
                    _t247 = _st_bits(_t246.bit_length())
                    while _t247 >= _t246: _t247 = _st_bits(_t246.bit_length())
                L[2] = _o[_t247]; st.decisions += 1
            elif _decide164(st, L, _o, _t245): return True
            pc = 2
        if pc == 2:
            _r = _run165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t253 = _NOT_YET
            _o = []
            for _t248 in (['deck', 'discard pile'] or []):
                if ((_t248 == 'deck') or (_t253 if _t253 is not _NOT_YET else (_t253 := _a167(st, L)))): _o.append(_t248)
            fr[1] = 4
            _t254 = L[0]
            _t255 = len(_o)
            if not _t255: _no_option144(_t254, 'draw from')
            if _t255 <= 1 and _st_log is None:
                L[4] = _o[0] if _t255 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t256 = st.chooser(_t255, _t254)
                else:
                    _t256 = _st_bits(_t255.bit_length())
                    while _t256 >= _t255: _t256 = _st_bits(_t255.bit_length())
                L[4] = _o[_t256]; st.decisions += 1
            elif _decide169(st, L, _o, _t254): return True
            pc = 4
        if pc == 4:
            if (L[4] == 'deck'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t258 = _NOT_YET
            _o = []
            for _t257 in (_k171 or []):
                if ((_t257 in (_t258 if _t258 is not _NOT_YET else (_t258 := list(map(_c172.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t257 != _c172[L[1]]))): _o.append(_t257)
            fr[1] = 8
            _t259 = L[0]
            _t260 = len(_o)
            if not _t260: _no_option144(_t259, 'discard pile to draw from')
            if _t260 <= 1 and _st_log is None:
                L[5] = _o[0] if _t260 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t261 = st.chooser(_t260, _t259)
                else:
                    _t261 = _st_bits(_t260.bit_length())
                    while _t261 >= _t260: _t261 = _st_bits(_t260.bit_length())
                L[5] = _o[_t261]; st.decisions += 1
            elif _decide174(st, L, _o, _t259): return True
            pc = 8
        if pc == 8:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k176)

# <rulerun lost_cities.rules: play #67 3b9679fc>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT177[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run180(st, L)
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
            L[3] = (_k181 or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit182(_k183)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit179(_k, st, _d0): raise _Runaway178()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit179(_k, st, _d0): raise _Runaway178()
            continue
        if pc == 7:
            _r = _run184(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step185(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k186)

# <rulerun lost_cities.rules: take_turn #68 e35b5969>
def _loop(st, L):
    _t267 = []
    for _t266 in st.zones[(3 + L[0])]:
        if (_c193[_t266] == _c193[L[1]]):
            _t267.append(_t266)
    return _t267

# <rulerun lost_cities.rules: take_turn #69 eb1115e5>
def _loop(st, L):
    _t271 = []
    for _t270 in st.zones[(3 + L[0])]:
        if (_c195[_t270] == _c195[L[1]]):
            _t271.append(_t270)
    return _t271

# <rulerun lost_cities.rules: take_turn #70 fe58e597>
def _loop(st, L):
    _t272 = (_a196(st, L) or ())
    _budget197[0] -= len(_t272)
    if _budget197[0] < 0: _spent198(st)
    _t274 = None
    for _t273 in _t272:
        _t275 = _c199[_t273]
        if _t274 is None or _t275 > _t274:
            _t274 = _t275
    return _t274

# <rulerun lost_cities.rules: take_turn #71 6cbd150e>
def _loop(st, L):
    _t279 = []
    for _t278 in st.zones[(3 + L[0])]:
        if (_c201[_t278] == _c201[L[1]]):
            _t279.append(_t278)
    return _t279

# <rulerun lost_cities.rules: take_turn #72 8ee6e6f1>
def _loop(st, L):
    _t283 = []
    for _t282 in st.zones[(3 + L[0])]:
        if (_c203[_t282] == _c203[L[1]]):
            _t283.append(_t282)
    return _t283

# <rulerun lost_cities.rules: take_turn #73 b023896e>
def _loop(st, L):
    _t284 = (_a204(st, L) or ())
    _budget205[0] -= len(_t284)
    if _budget205[0] < 0: _spent206(st)
    _t286 = None
    for _t285 in _t284:
        _t287 = _c207[_t285]
        if _t286 is None or _t287 > _t286:
            _t286 = _t287
    return _t286

# <rulerun lost_cities.rules: take_turn #74 c9dda750>
def _loop(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    try:
        _t297 = _c212[_l1]
    except Exception:
        for _t295 in _st_zones[5]:
            if ((not _l3) or (_c212[_t295] != _c212[_l1])):
                return True
        return False
    else:
        for _t295 in _st_zones[5]:
            if ((not _l3) or (_c212[_t295] != _t297)):
                return True
        return False

# <rulerun lost_cities.rules: take_turn #75 aed4b34e>
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
            _t262 = L[0]
            _t263 = len(_o)
            if not _t263: _no_option190(_t262, 'card to play')
            if _t263 <= 1 and _st_log is None:
                L[1] = _o[0] if _t263 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t264 = st.chooser(_t263, _t262)
                else:
                    _t264 = _st_bits(_t263.bit_length())
                    while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
                L[1] = _o[_t264]; st.decisions += 1
            elif _decide191(st, L, _o[:], _t262): return True
            pc = 1
        if pc == 1:
            _t268 = _NOT_YET
            _t269 = _NOT_YET
            _t276 = _NOT_YET
            _t277 = _NOT_YET
            _t280 = _NOT_YET
            _t281 = _NOT_YET
            _t288 = _NOT_YET
            _t289 = _NOT_YET
            _t290 = _NOT_YET
            _o = []
            for _t265 in (['expedition', 'discard'] or []):
                if ((_t265 == 'discard') or (_t290 if _t290 is not _NOT_YET else (_t290 := ((_c192[L[1]] > (_t277 if _t277 is not _NOT_YET else (_t277 := (0 if (not ((_t269 if _t269 is not _NOT_YET else (_t269 := (_t268 if _t268 is not _NOT_YET else (_t268 := _a194(st, L))))) or ())) else (_t276 if _t276 is not _NOT_YET else (_t276 := _a200(st, L))))))) or ((_c192[L[1]] == 0) and ((_t289 if _t289 is not _NOT_YET else (_t289 := (0 if (not ((_t281 if _t281 is not _NOT_YET else (_t281 := (_t280 if _t280 is not _NOT_YET else (_t280 := _a202(st, L))))) or ())) else (_t288 if _t288 is not _NOT_YET else (_t288 := _a208(st, L)))))) == 0)))))): _o.append(_t265)
            fr[1] = 2
            _t291 = L[0]
            _t292 = len(_o)
            if not _t292: _no_option190(_t291, 'onto')
            if _t292 <= 1 and _st_log is None:
                L[2] = _o[0] if _t292 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t293 = st.chooser(_t292, _t291)
                else:
                    _t293 = _st_bits(_t292.bit_length())
                    while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
                L[2] = _o[_t293]; st.decisions += 1
            elif _decide210(st, L, _o, _t291): return True
            pc = 2
        if pc == 2:
            _r = _run211(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t299 = _NOT_YET
            _o = []
            for _t294 in (['deck', 'discard pile'] or []):
                if ((_t294 == 'deck') or (_t299 if _t299 is not _NOT_YET else (_t299 := _a213(st, L)))): _o.append(_t294)
            fr[1] = 4
            _t300 = L[0]
            _t301 = len(_o)
            if not _t301: _no_option190(_t300, 'draw from')
            if _t301 <= 1 and _st_log is None:
                L[4] = _o[0] if _t301 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t302 = st.chooser(_t301, _t300)
                else:
                    _t302 = _st_bits(_t301.bit_length())
                    while _t302 >= _t301: _t302 = _st_bits(_t301.bit_length())
                L[4] = _o[_t302]; st.decisions += 1
            elif _decide215(st, L, _o, _t300): return True
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region216(st, L)
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
            _r = _run217(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t304 = _NOT_YET
            _o = []
            for _t303 in (_k218 or []):
                if ((_t303 in (_t304 if _t304 is not _NOT_YET else (_t304 := list(map(_c219.__getitem__, _st_zones[5]))))) and ((not L[3]) or (_t303 != _c219[L[1]]))): _o.append(_t303)
            fr[1] = 8
            _t305 = L[0]
            _t306 = len(_o)
            if not _t306: _no_option190(_t305, 'discard pile to draw from')
            if _t306 <= 1 and _st_log is None:
                L[5] = _o[0] if _t306 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t307 = st.chooser(_t306, _t305)
                else:
                    _t307 = _st_bits(_t306.bit_length())
                    while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
                L[5] = _o[_t307]; st.decisions += 1
            elif _decide221(st, L, _o, _t305): return True
            pc = 8
        if pc == 8:
            _r = _run222(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k223)

# <rulerun lost_cities.rules: play #76 534d1dad>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT224[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run227(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region228(st, L)
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
            L[3] = (_k229 or []); L[4] = 0
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
                if _p230(st, [L[5], None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[5], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit231(_k232)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit226(_k, st, _d0): raise _Runaway225()
            continue
        if pc == 6:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit226(_k, st, _d0): raise _Runaway225()
            continue
        if pc == 7:
            _r = _run233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 9
            if _step234(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k235)

# <rulerun lost_cities.rules: play #77 4be7a51c>
def _loop(st, _t308, p):
    _t311 = []
    for _t310 in st.zones[(3 + p)]:
        if (_c237[_t310] == _t308):
            _t311.append(_t310)
    return _t311

# <rulerun lost_cities.rules: play #78 10a01a1e>
def _loop(st, _t308, p):
    _t313 = []
    for _t312 in st.zones[(3 + p)]:
        if (_c240[_t312] == _t308):
            _t313.append(_t312)
    return _t313

# <rulerun lost_cities.rules: play #79 091140b8>
def _loop(st, _t308, p):
    _t314 = (_a241(st, _t308, p) or ())
    _budget242[0] -= len(_t314)
    if _budget242[0] < 0: _spent243(st)
    _t316 = 0
    for _t315 in _t314:
        _t316 += _c244[_t315]
    return _t316

# <rulerun lost_cities.rules: play #80 833c79bf>
def _loop(st, _t308, p):
    _t318 = 0
    for _t317 in st.zones[(3 + p)]:
        if ((_c246[_t317] == _t308) and (_c247[_t317] == 0)):
            _t318 += 1
    return _t318

# <rulerun lost_cities.rules: play #81 3f3f2289>
def _loop(st, _t308, p):
    _t320 = []
    for _t319 in st.zones[(3 + p)]:
        if (_c249[_t319] == _t308):
            _t320.append(_t319)
    return _t320

# <rulerun lost_cities.rules: play #82 937f445d>
def _loop(st, p):
    _t309 = 0
    for _t308 in (_k236 or ()):
        _t309 += (0 if (not (_a238(st, _t308, p) or ())) else (_times239((_a245(st, _t308, p) - 20), (1 + _a248(st, _t308, p))) + (20 if (len((_a250(st, _t308, p) or ())) >= 8) else 0)))
    return _t309

# <rulerun lost_cities.rules: rank #83 a7b6b94e>
def _native(st, p):
    return (_a251(st, p), )

