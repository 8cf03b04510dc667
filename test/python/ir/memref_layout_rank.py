# RUN: %PYTHON %s | FileCheck %s
# MemRefType.get checks the layout against the rank, as upstream.
from mlir.ir import *
with Context(), Location.unknown():
    f32 = F32Type.get()
    lay = StridedLayoutAttr.get(0, [1, 1])
    try:
        t = MemRefType.get([4], f32, layout=lay)
        print("made", t)
    except Exception as e:
        print(type(e).__name__, e)
    try:
        MemRefType.get([4], f32, layout=AffineMapAttr.get(AffineMap.get_identity(2)))
    except Exception as e:
        print(type(e).__name__, e)
    print(MemRefType.get([4, 2], f32, layout=lay))

# CHECK: MLIRError Invalid type:
# CHECK-NEXT: error: unknown: expected the number of strides to match the rank
# CHECK-NEXT: MLIRError Invalid type:
# CHECK-NEXT: error: unknown: memref layout mismatch between rank and affine map: 1 != 2
# CHECK-NEXT: memref<4x2xf32, strided<[1, 1]>>
