# RUN: %PYTHON %s | FileCheck %s
# MemRefType.layout (identity AffineMapAttr when the type has none) and
# MemRefType.affine_map (the linear map of a strided layout), as upstream.
from mlir.ir import *
with Context():
    for s in ["memref<2x3xf32>", "memref<2x3xf32, strided<[1, 2], offset: 5>>", "memref<2x?xf32, strided<[?, 1], offset: ?>>", "memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<f32>"]:
        t = MemRefType.parse(s)
        print(t.affine_map, type(t.affine_map).__name__, t.layout)

# CHECK: (d0, d1) -> (d0, d1) AffineMap affine_map<(d0, d1) -> (d0, d1)>
# CHECK-NEXT: (d0, d1) -> (d0 + d1 * 2 + 5) AffineMap strided<[1, 2], offset: 5>
# CHECK-NEXT: (d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1) AffineMap strided<[?, 1], offset: ?>
# CHECK-NEXT: (d0, d1) -> (d1, d0) AffineMap affine_map<(d0, d1) -> (d1, d0)>
# CHECK-NEXT: () -> () AffineMap affine_map<() -> ()>
