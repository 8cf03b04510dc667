# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc
from mlir.ir import *


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


@run
def testAffineExpr():
    with Context() as c:
        d0 = AffineDimExpr.get(0)
        d1 = AffineExpr.get_dim(1)
        s0 = AffineSymbolExpr.get(0)
        k = AffineConstantExpr.get(3)
        e = d0 + s0 * k
        print(repr(d0), repr(e), str(e), type(e).__name__, repr(e.lhs), repr(e.rhs))
        print(d0.position, s0.position, k.value, type(AffineExpr.get_constant(4)).__name__)
        for x in [e % 2, d0 * 2, 2 * d0, d0 - 1, 2 - d0, d0 + 1, 1 + d0, d0 - d0, d0 % s0, d0 * d0, 5 % d0]:
            print(type(x).__name__, x)
        print(AffineExpr.get_floor_div(d0, k), AffineExpr.get_ceil_div(d0, k), AffineExpr.get_mod(d0, k))
        print(AffineExpr.get_add(d0, k), AffineExpr.get_mul(d0, k), AffineAddExpr.get(d0, d1), AffineMulExpr.get(d0, k))
        print(AffineModExpr.get(d0, k), AffineFloorDivExpr.get(d0, k), AffineCeilDivExpr.get(d0, k))
        print(type(AffineFloorDivExpr.get(d0, k)).__name__, type(AffineCeilDivExpr.get(d0, k)).__name__)
        print(d0 == AffineDimExpr.get(0), d0 == d1, d0 == 1, hash(d0) == hash(AffineDimExpr.get(0)))
        print(type(d0.maybe_downcast()).__name__, type(AffineBinaryExpr(e).maybe_downcast()).__name__)
        print(AffineBinaryExpr(e).lhs, AffineAddExpr(e).rhs, AffineDimExpr(d0).position)
        t(lambda: AffineDimExpr(e))
        t(lambda: AffineConstantExpr(d0))
        t(lambda: AffineBinaryExpr(d0))
        print((d0 + 1).shift_dims(1, 2), (s0 + d0).shift_symbols(1, 1), (d0 + d1).shift_dims(2, 1, 1))
        m = AffineMap.get(2, 1, [d0 + s0, d1])
        print(repr(AffineExpr.compose(d0 + 1, m)), (d1 * 2).compose(m))
        print(AffineExpr.simplify_affine_expr(d0 + 1, 1, 0))
        print(d0.context is c, e.context is c)


@run
def testAffineMap():
    with Context() as c:
        d0 = AffineDimExpr.get(0)
        d1 = AffineDimExpr.get(1)
        s0 = AffineSymbolExpr.get(0)
        m = AffineMap.get(2, 1, [d0 + s0, d1])
        print(repr(m), str(m), m.n_dims, m.n_symbols, m.n_inputs)
        print(list(m.results), repr(m.results[0]), repr(m.results[-1]), len(m.results))
        print([str(r) for r in m.results])
        print(AffineMap.get_empty(), AffineMap.get_constant(3), AffineMap.get_identity(3))
        print(AffineMap.get_minor_identity(3, 2), AffineMap.get_permutation([2, 0, 1]))
        i = AffineMap.get_identity(3)
        print(i.get_submap([1]), i.get_submap([2, 0]), i.get_major_submap(2), i.get_minor_submap(1))
        print(i.is_permutation, i.is_projected_permutation, m.is_permutation, m.is_projected_permutation)
        print(AffineMap.get_permutation([1, 0]).is_permutation, AffineMap.get(2, 0, [d1]).is_projected_permutation)
        print(i.replace(d0, s0, 3, 1))
        m2 = AffineMap.get(1, 2, [d0 + AffineSymbolExpr.get(1)])
        print(AffineMap.compress_unused_symbols([m2], c))
        print(i == AffineMap.get_identity(3), i == m, i == 1, hash(i) == hash(AffineMap.get_identity(3)))
        print(AffineMap.get(1, 0, [], context=c), AffineMap.get(0, 2, [s0, AffineSymbolExpr.get(1)]))
        print(m.context is c)
        t(lambda: AffineMap.get_permutation([0, 0]))
        t(lambda: i.get_submap([5]))
        t(lambda: i.get_major_submap(5))
        t(lambda: i.get_minor_submap(4))
        t(lambda: AffineMap.get(1, 0, [1]))
        t(lambda: m.results[7])


@run
def testIntegerSet():
    with Context() as c:
        d0 = AffineDimExpr.get(0)
        d1 = AffineDimExpr.get(1)
        s0 = AffineSymbolExpr.get(0)
        s = IntegerSet.get(2, 1, [d0 - s0, d1 - 2], [True, False])
        print(repr(s), str(s), s.n_dims, s.n_symbols, s.n_inputs, s.n_equalities, s.n_inequalities)
        print(len(s.constraints), [(str(x.expr), x.is_eq) for x in s.constraints])
        print(s.constraints[-1].expr, s.constraints[0].is_eq, type(s.constraints[0].expr).__name__)
        e = IntegerSet.get_empty(2, 1)
        print(e, e.is_canonical_empty, s.is_canonical_empty)
        print(s.get_replaced([d0, d0], [d1], 2, 0))
        print(s == IntegerSet.get(2, 1, [d0 - s0, d1 - 2], [True, False]), s == e, s == 3)
        print(hash(e) == hash(IntegerSet.get_empty(2, 1)), s.context is c)
        t(lambda: IntegerSet.get(1, 0, [d0], [True, False]))
        t(lambda: s.constraints[5])


@run
def testAttrs():
    with Context() as c:
        d0 = AffineDimExpr.get(0)
        m = AffineMap.get(1, 0, [d0 * 2])
        a = AffineMapAttr.get(m)
        print(repr(a), str(a), repr(a.value), a.value == m, a.type, AffineMapAttr.attr_name)
        print(isinstance(a, AffineMapAttr), isinstance(Attribute.parse("1"), AffineMapAttr))
        print(repr(Attribute.parse("affine_map<(d0)[s0] -> (d0 + s0)>")))
        print(a.typeid == AffineMapAttr.static_typeid, AffineMapAttr(Attribute(a)).value)
        s = IntegerSet.get(1, 0, [d0 - 1], [False])
        sa = IntegerSetAttr.get(s)
        print(repr(sa), sa.type, IntegerSetAttr.attr_name, sa.typeid == IntegerSetAttr.static_typeid)
        print(repr(Attribute.parse("affine_set<(d0) : (d0 == 0)>")))
        l = StridedLayoutAttr.get(2, [1, 3])
        print(repr(l), l.offset, l.strides, StridedLayoutAttr.attr_name)
        print(StridedLayoutAttr.get_fully_dynamic(2), StridedLayoutAttr.get(0, [], context=c))
        print(repr(Attribute.parse("strided<[4, 1]>")), l.typeid == StridedLayoutAttr.static_typeid)
        t(lambda: AffineMapAttr(Attribute.parse("1")))
        t(lambda: IntegerSetAttr(a))
        t(lambda: StridedLayoutAttr(a))


# CHECK-LABEL: TEST: testAffineExpr
# CHECK: AffineExpr(d0) AffineExpr(d0 + s0 * 3) d0 + s0 * 3 AffineAddExpr AffineExpr(d0) AffineExpr(s0 * 3)
# CHECK: 0 0 3 AffineConstantExpr
# CHECK: AffineModExpr (d0 + s0 * 3) mod 2
# CHECK: AffineMulExpr d0 * 2
# CHECK: AffineMulExpr d0 * 2
# CHECK: AffineAddExpr d0 - 1
# CHECK: AffineAddExpr -d0 + 2
# CHECK: AffineAddExpr d0 + 1
# CHECK: AffineAddExpr d0 + 1
# CHECK: AffineAddExpr 0
# CHECK: AffineModExpr d0 mod s0
# CHECK: AffineMulExpr d0 * d0
# CHECK: AffineModExpr 5 mod d0
# CHECK: d0 floordiv 3 d0 ceildiv 3 d0 mod 3
# CHECK: d0 + 3 d0 * 3 d0 + d1 d0 * 3
# CHECK: d0 mod 3 d0 floordiv 3 d0 ceildiv 3
# CHECK: AffineFloorDivExpr AffineCeilDivExpr
# CHECK: True False False True
# CHECK: AffineDimExpr AffineAddExpr
# CHECK: d0 s0 * 3 0
# CHECK: ValueError Cannot cast affine expression to AffineDimExpr (from AffineExpr(d0 + s0 * 3))
# CHECK: ValueError Cannot cast affine expression to AffineConstantExpr (from AffineExpr(d0))
# CHECK: ValueError Cannot cast affine expression to AffineBinaryExpr (from AffineExpr(d0))
# CHECK: d2 + 1 d0 + s1 d0 + d2
# CHECK: AffineExpr(d0 + s0 + 1) d1 * 2
# CHECK: d0 + 1
# CHECK: True True
# CHECK-LABEL: TEST: testAffineMap
# CHECK: AffineMap((d0, d1)[s0] -> (d0 + s0, d1)) (d0, d1)[s0] -> (d0 + s0, d1) 2 1 3
# CHECK: [AffineExpr(d0 + s0), AffineExpr(d1)] AffineExpr(d0 + s0) AffineExpr(d1) 2
# CHECK: ['d0 + s0', 'd1']
# CHECK: () -> () () -> (3) (d0, d1, d2) -> (d0, d1, d2)
# CHECK: (d0, d1, d2) -> (d1, d2) (d0, d1, d2) -> (d2, d0, d1)
# CHECK: (d0, d1, d2) -> (d1) (d0, d1, d2) -> (d2, d0) (d0, d1, d2) -> (d0, d1) (d0, d1, d2) -> (d2)
# CHECK: True True False False
# CHECK: True True
# CHECK: (d0, d1, d2)[s0] -> (s0, d1, d2)
# CHECK: [AffineMap((d0)[s0] -> (d0 + s0))]
# CHECK: True False False True
# CHECK: (d0) -> () ()[s0, s1] -> (s0, s1)
# CHECK: True
# CHECK: RuntimeError Invalid permutation when attempting to create an AffineMap
# CHECK: ValueError result position out of bounds
# CHECK: ValueError number of results out of bounds
# CHECK: ValueError number of results out of bounds
# CHECK: RuntimeError Invalid expression when attempting to create an AffineMap (std::bad_cast)
# CHECK: IndexError index out of range
# CHECK-LABEL: TEST: testIntegerSet
# CHECK: IntegerSet((d0, d1)[s0] : (d0 - s0 == 0, d1 - 2 >= 0)) (d0, d1)[s0] : (d0 - s0 == 0, d1 - 2 >= 0) 2 1 3 1 1
# CHECK: 2 [('d0 - s0', True), ('d1 - 2', False)]
# CHECK: d1 - 2 True AffineExpr
# CHECK: (d0, d1)[s0] : (1 == 0) True False
# CHECK: (d0, d1) : (d0 - d1 == 0, d0 - 2 >= 0)
# CHECK: True False False
# CHECK: True True
# CHECK: ValueError Expected the number of constraints to match that of equality flags
# CHECK: IndexError index out of range
# CHECK-LABEL: TEST: testAttrs
# CHECK: AffineMapAttr(affine_map<(d0) -> (d0 * 2)>) affine_map<(d0) -> (d0 * 2)> AffineMap((d0) -> (d0 * 2)) True none builtin.affine_map
# CHECK: True False
# CHECK: AffineMapAttr(affine_map<(d0)[s0] -> (d0 + s0)>)
# CHECK: True (d0) -> (d0 * 2)
# CHECK: IntegerSetAttr(affine_set<(d0) : (d0 - 1 >= 0)>) none builtin.integer_set True
# CHECK: IntegerSetAttr(affine_set<(d0) : (d0 == 0)>)
# CHECK: StridedLayoutAttr(strided<[1, 3], offset: 2>) 2 [1, 3] builtin.strided_layout
# CHECK: strided<[?, ?], offset: ?> strided<[]>
# CHECK: StridedLayoutAttr(strided<[4, 1]>) True
# CHECK: ValueError Cannot cast attribute to AffineMapAttr (from Attribute(1 : i64))
# CHECK: ValueError Cannot cast attribute to IntegerSetAttr (from Attribute(affine_map<(d0) -> (d0 * 2)>))
# CHECK: ValueError Cannot cast attribute to StridedLayoutAttr (from Attribute(affine_map<(d0) -> (d0 * 2)>))
