# RUN: %PYTHON %s | FileCheck %s
# MemRefType.get_strides_and_offset for identity, strided and affine-map
# layouts, as upstream.
from mlir.ir import *
with Context():
    for s in ["memref<2x3xf32>", "memref<2x3xf32, strided<[1, 2], offset: 5>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d1 * 4 + d0 + 7)>>", "memref<4x5xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d1 mod 4 + d0)>>", "memref<4x?xf32>", "memref<?x5x0xf32>", "memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 * 2 + d0)>>"]:
        t = MemRefType.parse(s)
        try:
            print(t.get_strides_and_offset())
        except Exception as e:
            print(type(e).__name__, e)

# CHECK: ([3, 1], 0)
# CHECK-NEXT: ([1, 2], 5)
# CHECK-NEXT: ([1, 4], 7)
# CHECK-NEXT: ([1, -9223372036854775808], 0)
# CHECK-NEXT: RuntimeError Failed to extract strides and offset from memref.
# CHECK-NEXT: RuntimeError Failed to extract strides and offset from memref.
# CHECK-NEXT: ([-9223372036854775808, 1], 0)
# CHECK-NEXT: ([-9223372036854775808, -9223372036854775808, 1], 0)
# CHECK-NEXT: ([6, 2], 0)
