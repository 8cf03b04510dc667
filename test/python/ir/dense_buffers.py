# RUN: %PYTHON %s | FileCheck %s
# DenseElementsAttr.get from buffers numpy cannot describe, bit-packed i1
# data, the list overload's positional type, and get_splat's shape checks;
# expectations produced by upstream MLIR 22's bindings (the oracle).
import numpy as np
from mlir.ir import *


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


with Context(), Location.unknown():
    i64 = IntegerType.get_signless(64)
    dates = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int64).view(np.datetime64)
    # CHECK: dense<{{\[}}[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
    t(lambda: DenseElementsAttr.get(dates, type=i64))
    # CHECK: dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
    t(lambda: DenseElementsAttr.get(dates, type=i64, shape=[6]))
    # CHECK: ValueError cannot include dtype 'M' in a buffer
    t(lambda: DenseElementsAttr.get(dates))
    i1 = IntegerType.get_signless(1)
    bits = np.packbits(np.array([1, 0, 1, 1, 0, 0, 1, 0, 1], dtype=np.bool_), bitorder="little")
    # CHECK: dense<[true, false, true, true, false, false, true, false, true]> : tensor<9xi1>
    t(lambda: DenseElementsAttr.get(bits, type=i1, shape=[9]))
    # CHECK: dense<true> : tensor<3x3xi1>
    t(lambda: DenseElementsAttr.get(np.array(255, dtype=np.uint8), type=i1, shape=(3, 3)))
    f32 = F32Type.get()
    attrs = [FloatAttr.get(f32, 1.5), FloatAttr.get(f32, 2.5)]
    # CHECK: dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>
    t(lambda: DenseElementsAttr.get(attrs, RankedTensorType.get([2], f32)))
    one = FloatAttr.get(f32, 1.0)
    # CHECK: ValueError Expected a static ShapedType for the shaped_type parameter: Type(f32)
    t(lambda: DenseElementsAttr.get_splat(f32, one))
    # CHECK: ValueError Expected a static ShapedType for the shaped_type parameter: Type(tensor<*xf32>)
    t(lambda: DenseElementsAttr.get_splat(UnrankedTensorType.get(f32), one))
    # CHECK: ValueError Expected a static ShapedType for the shaped_type parameter: Type(tensor<?x2xf32>)
    t(lambda: DenseElementsAttr.get_splat(RankedTensorType.get([ShapedType.get_dynamic_size(), 2], f32), one))
    # CHECK: dense<1.000000e+00> : tensor<2x2xf32>
    t(lambda: DenseElementsAttr.get_splat(RankedTensorType.get([2, 2], f32), one))
