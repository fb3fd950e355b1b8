"""The `__init__` of each shape of record that rulerun has (`records._make_init`): written as
a module, Python's bytecode cache keeps them compiled. Written by
`python -m rulerun.interpreter.records > interpreter/record_shapes.py`; never run as they stand
(their names are those of `records._template`), they are renamed for each record.
"""
# flake8: noqa
# fmt: off


def _0(self, *, f0_=None, f1_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)


def _1(self, *, f0_=None, f1_=None, f2_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)


def _2(self, *, f0_=None, f1_=None, f2_=None, f3_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)


def _3(self, *, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)


def _4(self, *, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None, f5_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)


def _5(self, *, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None, f5_=None, f6_=None, f7_=None, f8_=None, f9_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)


def _6(self, *, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None, f5_=None, f6_=None, f7_=None, f8_=None, f9_=None, f10_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)


def _7(self, *, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None, f5_=None, f6_=None, f7_=None, f8_=None, f9_=None, f10_=None, f11_=None, f12_=None, f13_=None, f14_=None, f15_=None, f16_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)
    _set('f13_', f13_)
    _set('f14_', f14_)
    _set('f15_', f15_)
    _set('f16_', f16_)


def _8(self, *, f0_, f1_=None, f2_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)


def _9(self, *, f0_, f1_, f2_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)


def _10(self, *, f0_, f1_, f2_=None, f3_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)


def _11(self, *, f0_, f1_, f2_=None, f3_=None, f4_=None, f5_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)


def _12(self, *, f0_, f1_, f2_, f3_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)


def _13(self, *, f0_, f1_, f2_, f3_=None, f4_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)


def _14(self, *, f0_, f1_, f2_, f3_=None, f4_=None, f5_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)


def _15(self, *, f0_, f1_, f2_, f3_=None, f4_=None, f5_=None, f6_=None, f7_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)


def _16(self, *, f0_, f1_, f2_, f3_):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)


def _17(self, *, f0_, f1_, f2_, f3_, f4_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)


def _18(self, *, f0_, f1_, f2_, f3_, f4_=None, f5_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)


def _19(self, *, f0_, f1_, f2_, f3_, f4_=None, f5_=None, f6_=None, f7_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)


def _20(self, *, f0_, f1_, f2_, f3_, f4_, f5_, f6_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)


def _21(self, *, f0_, f1_, f2_, f3_, f4_, f5_, f6_=None, f7_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)


def _22(self, *, f0_, f1_, f2_, f3_, f4_, f5_, f6_, f7_, f8_, f9_, f10_, f11_, f12_, f13_, f14_, f15_, f16_, f17_, f18_=None, f19_=None, f20_=None, f21_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)
    _set('f13_', f13_)
    _set('f14_', f14_)
    _set('f15_', f15_)
    _set('f16_', f16_)
    _set('f17_', f17_)
    _set('f18_', f18_)
    _set('f19_', f19_)
    _set('f20_', f20_)
    _set('f21_', f21_)
    self.__post_init__()


def _23(self, f0_=None, f1_=None, f2_=None, f3_=None, f4_=None, f5_=None, f6_=None, f7_=None, f8_=None, f9_=None, f10_=None, f11_=None, f12_=None, f13_=None, f14_=None, f15_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)
    _set('f13_', f13_)
    _set('f14_', f14_)
    _set('f15_', f15_)


def _24(self, f0_):
    _set = _setter(self)
    _set('f0_', f0_)


def _25(self, f0_, f1_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)


def _26(self, f0_, f1_=None, f2_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)


def _27(self, f0_, f1_=None, f2_=None, f3_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)


def _28(self, f0_, f1_):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)


def _29(self, f0_, f1_, f2_):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)


def _30(self, f0_, f1_, f2_, f3_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', _default_f4_)


def _31(self, f0_, f1_, f2_, f3_, f4_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)


def _32(self, f0_, f1_, f2_, f3_, f4_):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)


def _33(self, f0_, f1_, f2_, f3_, f4_, f5_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)


def _34(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)


def _35(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_=None, f7_=None, f8_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)


def _36(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_=None, f7_=None, f8_=None, f9_=None, f10_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)


def _37(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_, f7_, f8_=None, f9_=None, f10_=None, f11_=None, f12_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)


def _38(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_, f7_, f8_, f9_, f10_, f11_, f12_, f13_, f14_, f15_, f16_, f17_, f18_, f19_, f20_, f21_, f22_=None, f23_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)
    _set('f13_', f13_)
    _set('f14_', f14_)
    _set('f15_', f15_)
    _set('f16_', f16_)
    _set('f17_', f17_)
    _set('f18_', f18_)
    _set('f19_', f19_)
    _set('f20_', f20_)
    _set('f21_', f21_)
    _set('f22_', f22_)
    _set('f23_', f23_)


def _39(self, f0_, f1_, f2_, f3_, f4_, f5_, f6_, f7_, f8_, f9_, f10_, f11_, f12_, f13_, f14_, f15_, f16_, f17_, f18_, f19_, f20_, f21_, f22_, f23_, f24_, f25_, f26_, f27_, f28_, f29_, f30_, f31_=None, f32_=None, f33_=None, f34_=None, f35_=None, f36_=None, f37_=None, f38_=None, f39_=None, f40_=None, f41_=None, f42_=None, f43_=None, f44_=None, f45_=None, f46_=None):
    _set = _setter(self)
    _set('f0_', f0_)
    _set('f1_', f1_)
    _set('f2_', f2_)
    _set('f3_', f3_)
    _set('f4_', f4_)
    _set('f5_', f5_)
    _set('f6_', f6_)
    _set('f7_', f7_)
    _set('f8_', f8_)
    _set('f9_', f9_)
    _set('f10_', f10_)
    _set('f11_', f11_)
    _set('f12_', f12_)
    _set('f13_', f13_)
    _set('f14_', f14_)
    _set('f15_', f15_)
    _set('f16_', f16_)
    _set('f17_', f17_)
    _set('f18_', f18_)
    _set('f19_', f19_)
    _set('f20_', f20_)
    _set('f21_', f21_)
    _set('f22_', f22_)
    _set('f23_', f23_)
    _set('f24_', f24_)
    _set('f25_', f25_)
    _set('f26_', f26_)
    _set('f27_', f27_)
    _set('f28_', f28_)
    _set('f29_', f29_)
    _set('f30_', f30_)
    _set('f31_', f31_)
    _set('f32_', f32_)
    _set('f33_', f33_)
    _set('f34_', f34_)
    _set('f35_', f35_)
    _set('f36_', f36_)
    if f37_ is NOTHING:
        f37_ = _factory_f37_()
    _set('f37_', f37_)
    if f38_ is NOTHING:
        f38_ = _factory_f38_()
    _set('f38_', f38_)
    _set('f39_', f39_)
    _set('f40_', f40_)
    _set('f41_', f41_)
    _set('f42_', f42_)
    _set('f43_', f43_)
    _set('f44_', f44_)
    _set('f45_', f45_)
    if f46_ is NOTHING:
        f46_ = _factory_f46_()
    _set('f46_', f46_)


SHAPES = {
    'kd kd': _0,
    'kd kd kd': _1,
    'kd kd kd kd': _2,
    'kd kd kd kd kd': _3,
    'kd kd kd kd kd kd': _4,
    'kd kd kd kd kd kd kd kd kd kd': _5,
    'kd kd kd kd kd kd kd kd kd kd kd': _6,
    'kd kd kd kd kd kd kd kd kd kd kd kd kd kd kd kd kd': _7,
    'kr kd kd': _8,
    'kr kr kd': _9,
    'kr kr kd kd': _10,
    'kr kr kd kd kd kd': _11,
    'kr kr kr kd': _12,
    'kr kr kr kd kd': _13,
    'kr kr kr kd kd kd': _14,
    'kr kr kr kd kd kd kd kd': _15,
    'kr kr kr kr': _16,
    'kr kr kr kr kd': _17,
    'kr kr kr kr kd kd': _18,
    'kr kr kr kr kd kd kd kd': _19,
    'kr kr kr kr kr kr kd': _20,
    'kr kr kr kr kr kr kd kd': _21,
    'kr kr kr kr kr kr kr kr kr kr kr kr kr kr kr kr kr kr kd kd kd kd post': _22,
    'pd pd pd pd pd pd pd pd pd pd pd pd pd pd pd pd': _23,
    'pr': _24,
    'pr pd': _25,
    'pr pd pd': _26,
    'pr pd pd pd': _27,
    'pr pr': _28,
    'pr pr pr': _29,
    'pr pr pr pd xd': _30,
    'pr pr pr pr pd': _31,
    'pr pr pr pr pr': _32,
    'pr pr pr pr pr pd': _33,
    'pr pr pr pr pr pr pd': _34,
    'pr pr pr pr pr pr pd pd pd': _35,
    'pr pr pr pr pr pr pd pd pd pd pd': _36,
    'pr pr pr pr pr pr pr pr pd pd pd pd pd': _37,
    'pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pd pd': _38,
    'pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pr pd pd pd pd pd pd pf pf pd pd pd pd pd pd pd pf': _39,
}
