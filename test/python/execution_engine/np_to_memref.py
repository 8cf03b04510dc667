# RUN: %PYTHON %s | FileCheck %s
# mlir.runtime's numpy <-> memref descriptor helpers, without compiling
# anything: descriptor fields, strided views, unranked descriptors,
# complex and f16 elements. The expected output is upstream MLIR 22's.
import ctypes

import numpy as np
from mlir.runtime import *


def run(f):
    print("\nTEST:", f.__name__)
    f()
    return f


@run
def testRankedDescriptorFields():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)[:, 1:3]
    d = get_ranked_memref_descriptor(a)
    # CHECK-LABEL: TEST: testRankedDescriptorFields
    # CHECK: MemRefDescriptor [3, 2] [4, 1] 0 True
    print(type(d).__name__, list(d.shape), list(d.strides), d.offset, d.allocated == a.ctypes.data)
    # CHECK: allocated aligned offset shape strides
    print(*[f[0] for f in d._fields_])
    # CHECK: {{\[}}[ 1.  2.]
    # CHECK-NEXT: [ 5.  6.]
    # CHECK-NEXT: [ 9. 10.]]
    print(ranked_memref_to_numpy([d]))


@run
def testZeroRank():
    d = get_ranked_memref_descriptor(np.array(7, np.int64))
    # CHECK-LABEL: TEST: testZeroRank
    # CHECK: allocated aligned offset
    print(*[f[0] for f in d._fields_])
    # CHECK: 7
    print(d.aligned[0])


@run
def testUnranked():
    a = np.arange(6, dtype=np.float64).reshape(2, 3)
    u = get_unranked_memref_descriptor(a)
    # CHECK-LABEL: TEST: testUnranked
    # CHECK: 2 True
    print(u.rank, u.descriptor is not None)
    # CHECK: {{\[}}[0. 1. 2.]
    # CHECK-NEXT: [3. 4. 5.]]
    print(unranked_memref_to_numpy([u], np.float64))


@run
def testElementTypes():
    # CHECK-LABEL: TEST: testElementTypes
    # CHECK: C128 C64 F16 c_int c_double
    print(*[as_ctype(np.dtype(t)).__name__ for t in (np.complex128, np.complex64, np.float16, np.int32, np.float64)])
    c = np.array([1 + 2j, 3 - 4j], np.complex64)
    d = get_ranked_memref_descriptor(c)
    # CHECK: 1.0 2.0
    print(d.aligned[0].real, d.aligned[0].imag)
    # CHECK: [1.+2.j 3.-4.j]
    print(ranked_memref_to_numpy([d]))
    h = np.array([0.5, -2.0], np.float16)
    # CHECK: [ 0.5 -2. ]
    print(ranked_memref_to_numpy([get_ranked_memref_descriptor(h)]))


@run
def testOffsets():
    a = np.arange(5, dtype=np.int32)
    d = get_ranked_memref_descriptor(a)
    d.offset = 2
    d.shape[0] = 3
    # CHECK-LABEL: TEST: testOffsets
    # CHECK: [2 3 4]
    print(ranked_memref_to_numpy([d]))
    p = move_aligned_ptr_by_offset(d.aligned, 4)
    # CHECK: 4
    print(p[0])
    # CHECK: 3 c_long_Array_3
    desc = make_nd_memref_descriptor(3, ctypes.c_float)
    print(len(desc().shape), type(desc().shape).__name__)
