# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc
import numpy as np
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
def testDenseElementsGet():
    with Context(), Location.unknown():
        for arr in [
            np.array([[1, 2], [3, 4]], dtype=np.int32),
            np.array([1.5, 2.5], dtype=np.float32),
            np.array([1.5, 2.5]),
            np.array([True, False, True]),
            np.array([1, 2], dtype=np.uint8),
            np.array([1, 2], dtype=np.int64),
            np.array([1, 2], dtype=np.int16),
            np.array([1, 2], dtype=np.float16),
            np.array(5, dtype=np.int32),
            np.array([7, 7, 7], dtype=np.int32),
        ]:
            a = DenseElementsAttr.get(arr)
            print(repr(a), type(a).__name__, len(a), a.is_splat)
        print(repr(DenseElementsAttr.get(np.array([1, 2], dtype=np.uint8), signless=False)))
        print(repr(DenseElementsAttr.get(np.array([1, 2], dtype=np.int8), signless=False)))
        i32 = IntegerType.get_signless(32)
        print(repr(DenseElementsAttr.get(np.array([1, 2, 3, 4], dtype=np.int32), type=i32, shape=[2, 2])))
        print(repr(DenseElementsAttr.get(np.array([1, 2], dtype=np.int64), type=IndexType.get())))
        t(lambda: DenseElementsAttr.get(np.array(["a", "b"])))
        t(lambda: DenseElementsAttr.get(np.array([1, 2, 3], dtype=np.int32), shape=[2, 2]))
        t(lambda: DenseElementsAttr(Attribute.parse("1")))


@run
def testDenseElementsFromAttrs():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        a = [IntegerAttr.get(i32, 1), IntegerAttr.get(i32, 2)]
        print(repr(DenseElementsAttr.get(a)))
        print(repr(DenseElementsAttr.get(a, type=RankedTensorType.get([1, 2], i32))))
        print(repr(DenseElementsAttr.get([FloatAttr.get_f32(1.0), FloatAttr.get_f32(1.0)])))
        print(repr(DenseElementsAttr.get([BoolAttr.get(True), BoolAttr.get(False)])))
        t(lambda: DenseElementsAttr.get(a, type=i32))
        t(lambda: DenseElementsAttr.get([IntegerAttr.get(i32, 1), FloatAttr.get_f32(1.0)]))
        t(lambda: DenseElementsAttr.get([]))
        t(lambda: DenseElementsAttr.get(a, shape=[2, 1]))


@run
def testDenseElementsAccess():
    with Context(), Location.unknown():
        a = DenseIntElementsAttr(DenseElementsAttr.get(np.array([[1, -2], [3, 4]], dtype=np.int32)))
        print(repr(a), a[0], a[1], a[3], type(a[0]).__name__)
        print(np.array(a), np.array(a).dtype, np.array(a).shape)
        u = DenseIntElementsAttr(DenseElementsAttr.get(np.array([200, 2], dtype=np.uint8), signless=False))
        print(u[0], np.array(u).dtype)
        f = DenseFPElementsAttr(DenseElementsAttr.get(np.array([1.5, 2.5], dtype=np.float32)))
        print(repr(f), f[1], type(f[1]).__name__, np.array(f), np.array(f).dtype)
        b = DenseElementsAttr.get(np.array([True, False, True]))
        print(np.array(b), np.array(b).dtype)
        t(lambda: a[4])
        t(lambda: a[-1])
        t(lambda: DenseIntElementsAttr(f))
        t(lambda: DenseFPElementsAttr(a))
        p = Attribute.parse("dense<[1, 2]> : tensor<2xi32>")
        q = Attribute.parse("dense<[1.0, 2.0]> : tensor<2xf64>")
        print(repr(p), repr(q), p[1], q[0])
        print(np.array(Attribute.parse("dense<[[1, 2, 3]]> : tensor<1x3xi64>")))
        print(np.array(Attribute.parse("dense<[1.0, 2.0]> : vector<2xf16>")))
        print(a.type)


@run
def testDenseSplat():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        tt = RankedTensorType.get([2, 2], i32)
        s = DenseElementsAttr.get_splat(tt, IntegerAttr.get(i32, 7))
        print(repr(s), s.is_splat, len(s), repr(s.get_splat_value()), DenseIntElementsAttr(s)[3])
        print(np.array(s))
        f = DenseElementsAttr.get_splat(RankedTensorType.get([3], F32Type.get()), FloatAttr.get_f32(1.5))
        print(repr(f), DenseFPElementsAttr(f)[2], repr(f.get_splat_value()), np.array(f))
        t(lambda: DenseElementsAttr.get_splat(tt, FloatAttr.get_f32(1.0)))


@run
def testDenseArrays():
    with Context():
        for cls, vals in [
            (DenseBoolArrayAttr, [True, False]),
            (DenseI8ArrayAttr, [1, -2]),
            (DenseI16ArrayAttr, [300, -4]),
            (DenseI32ArrayAttr, [1, 2, 3]),
            (DenseI64ArrayAttr, [1 << 40, -1]),
            (DenseF32ArrayAttr, [1.5, -2.0]),
            (DenseF64ArrayAttr, [0.25, 3.0]),
        ]:
            a = cls.get(vals)
            print(repr(a), str(a), len(a), a[0], a[len(a) - 1], list(a), type(a[0]).__name__)
            b = a + vals
            print(repr(b), type(b).__name__, len(b))
        it = iter(DenseI64ArrayAttr.get([5, 6]))
        print(type(it).__name__, iter(it) is it, next(it), list(it), list(it))
        print(type(iter(DenseBoolArrayAttr.get([True]))).__name__, type(iter(DenseF32ArrayAttr.get([1.0]))).__name__)
        e = DenseI32ArrayAttr.get([])
        print(repr(e), len(e), list(e))
        p = Attribute.parse("array<i32: 4, 5>")
        print(repr(p), type(p).__name__, p[1])
        print(repr(Attribute.parse("array<i1: true>")), repr(Attribute.parse("array<f64: 1.0>")))
        t(lambda: DenseI32ArrayAttr.get([1])[1])
        t(lambda: DenseI32ArrayAttr(DenseI64ArrayAttr.get([1])))
        t(lambda: DenseI64ArrayAttr(Attribute.parse("1")))


# CHECK-LABEL: TEST: testDenseElementsGet
# CHECK: DenseElementsAttr(dense<{{[[][[]}}1, 2], [3, 4{{[]][]]}}> : tensor<2x2xi32>) DenseElementsAttr 4 False
# CHECK: DenseElementsAttr(dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf64>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<[true, false, true]> : tensor<3xi1>) DenseElementsAttr 3 False
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xi8>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xi64>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xi16>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>) DenseElementsAttr 2 False
# CHECK: DenseElementsAttr(dense<5> : tensor<i32>) DenseElementsAttr 1 True
# CHECK: DenseElementsAttr(dense<7> : tensor<3xi32>) DenseElementsAttr 3 True
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xui8>)
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xsi8>)
# CHECK: DenseElementsAttr(dense<{{[[][[]}}1, 2], [3, 4{{[]][]]}}> : tensor<2x2xi32>)
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xindex>)
# CHECK: ValueError unimplemented array format conversion from format: 1w
# CHECK: ValueError DenseElementsAttr could not be constructed from the given buffer. This may mean that the Python buffer layout does not match that MLIR expected layout and is a bug.
# CHECK: ValueError Cannot cast attribute to DenseElementsAttr (from Attribute(1 : i64))
# CHECK-LABEL: TEST: testDenseElementsFromAttrs
# CHECK: DenseElementsAttr(dense<[1, 2]> : tensor<2xi32>)
# CHECK: DenseElementsAttr(dense<{{[[][[]}}1, 2{{[]][]]}}> : tensor<1x2xi32>)
# CHECK: DenseElementsAttr(dense<1.000000e+00> : tensor<2xf32>)
# CHECK: DenseElementsAttr(dense<[true, false]> : tensor<2xi1>)
# CHECK: ValueError Expected a static ShapedType for the shaped_type parameter: Type(i32)
# CHECK: ValueError All attributes must be of the same type and match the type parameter: expected=RankedTensorType(tensor<2xi32>), but got=F32Type(f32)
# CHECK: ValueError Attributes list must be non-empty.
# CHECK: TypeError get(): incompatible function arguments. The following argument types are supported:
# CHECK-LABEL: TEST: testDenseElementsAccess
# CHECK: DenseIntElementsAttr(dense<{{[[][[]}}1, -2], [3, 4{{[]][]]}}> : tensor<2x2xi32>) 1 -2 4 int
# CHECK: {{[[][[]}} 1 -2]
# CHECK:  [ 3  4{{[]][]]}} int32 (2, 2)
# CHECK: 200 uint8
# CHECK: DenseFPElementsAttr(dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>) 2.5 float [1.5 2.5] float32
# CHECK: [ True False  True] bool
# CHECK: IndexError attempt to access out of bounds element
# CHECK: IndexError attempt to access out of bounds element
# CHECK: ValueError Cannot cast attribute to DenseIntElementsAttr (from Attribute(dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>))
# CHECK: ValueError Cannot cast attribute to DenseFPElementsAttr (from Attribute(dense<{{[[][[]}}1, -2], [3, 4{{[]][]]}}> : tensor<2x2xi32>))
# CHECK: DenseIntElementsAttr(dense<[1, 2]> : tensor<2xi32>) DenseFPElementsAttr(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>) 2 1.0
# CHECK: {{[[][[]}}1 2 3{{[]][]]}}
# CHECK: [1. 2.]
# CHECK: tensor<2x2xi32>
# CHECK-LABEL: TEST: testDenseSplat
# CHECK: DenseElementsAttr(dense<7> : tensor<2x2xi32>) True 4 IntegerAttr(7 : i32) 7
# CHECK: {{[[][[]}}7 7]
# CHECK:  [7 7{{[]][]]}}
# CHECK: DenseElementsAttr(dense<1.500000e+00> : tensor<3xf32>) 1.5 FloatAttr(1.500000e+00 : f32) [1.5 1.5 1.5]
# CHECK: ValueError Shaped element type and attribute type must be equal: shaped=Type(tensor<2x2xi32>), element=Attribute(1.000000e+00 : f32)
# CHECK-LABEL: TEST: testDenseArrays
# CHECK: DenseBoolArrayAttr(array<i1: true, false>) array<i1: true, false> 2 True False [True, False] bool
# CHECK: DenseBoolArrayAttr(array<i1: true, false, true, false>) DenseBoolArrayAttr 4
# CHECK: DenseI8ArrayAttr(array<i8: 1, -2>) array<i8: 1, -2> 2 1 -2 [1, -2] int
# CHECK: DenseI8ArrayAttr(array<i8: 1, -2, 1, -2>) DenseI8ArrayAttr 4
# CHECK: DenseI16ArrayAttr(array<i16: 300, -4>) array<i16: 300, -4> 2 300 -4 [300, -4] int
# CHECK: DenseI16ArrayAttr(array<i16: 300, -4, 300, -4>) DenseI16ArrayAttr 4
# CHECK: DenseI32ArrayAttr(array<i32: 1, 2, 3>) array<i32: 1, 2, 3> 3 1 3 [1, 2, 3] int
# CHECK: DenseI32ArrayAttr(array<i32: 1, 2, 3, 1, 2, 3>) DenseI32ArrayAttr 6
# CHECK: DenseI64ArrayAttr(array<i64: 1099511627776, -1>) array<i64: 1099511627776, -1> 2 1099511627776 -1 [1099511627776, -1] int
# CHECK: DenseI64ArrayAttr(array<i64: 1099511627776, -1, 1099511627776, -1>) DenseI64ArrayAttr 4
# CHECK: DenseF32ArrayAttr(array<f32: 1.500000e+00, -2.000000e+00>) array<f32: 1.500000e+00, -2.000000e+00> 2 1.5 -2.0 [1.5, -2.0] float
# CHECK: DenseF32ArrayAttr(array<f32: 1.500000e+00, -2.000000e+00, 1.500000e+00, -2.000000e+00>) DenseF32ArrayAttr 4
# CHECK: DenseF64ArrayAttr(array<f64: 2.500000e-01, 3.000000e+00>) array<f64: 2.500000e-01, 3.000000e+00> 2 0.25 3.0 [0.25, 3.0] float
# CHECK: DenseF64ArrayAttr(array<f64: 2.500000e-01, 3.000000e+00, 2.500000e-01, 3.000000e+00>) DenseF64ArrayAttr 4
# CHECK: DenseI64ArrayIterator False 5 [6] [6]
# CHECK: DenseBoolArrayIterator DenseF32ArrayIterator
# CHECK: DenseI32ArrayAttr(array<i32>) 0 []
# CHECK: DenseI32ArrayAttr(array<i32: 4, 5>) DenseI32ArrayAttr 5
# CHECK: DenseBoolArrayAttr(array<i1: true>) DenseF64ArrayAttr(array<f64: 1.000000e+00>)
# CHECK: IndexError DenseArray index out of range
# CHECK: ValueError Cannot cast attribute to DenseI32ArrayAttr (from Attribute(array<i64: 1>))
# CHECK: ValueError Cannot cast attribute to DenseI64ArrayAttr (from Attribute(1 : i64))
