# RUN: %PYTHON %s | FileCheck %s
import numpy as np
from mlir.ir import *
with Context(), Location.unknown():
    for arr in [np.arange(6, dtype=np.int32).reshape(2, 3), np.array([1.5, 2.5], dtype=np.float32),
                np.array([[1.0, 2.0]], dtype=np.float64), np.arange(4, dtype=np.int64), np.arange(3, dtype=np.int8),
                np.array([1, 2], dtype=np.uint16)]:
        a = DenseElementsAttr.get(arr)
        m = memoryview(a)
        print(m.shape, m.format, m.itemsize, m.readonly, m.tolist())
        print(np.asarray(m).dtype, np.frombuffer(m, dtype=arr.dtype).tolist())
    s = DenseElementsAttr.get_splat(RankedTensorType.get([2, 2], F32Type.get()), FloatAttr.get(F32Type.get(), 3.0))
    m = memoryview(s)
    print(m.shape, m.format, m.tolist())
    try:
        memoryview(DenseElementsAttr.get(np.arange(2, dtype=np.int32))).cast("B")[0] = 1
    except Exception as e:
        print(type(e).__name__)
    a = DenseElementsAttr.get(np.arange(3, dtype=np.int32))
    views = [memoryview(a) for _ in range(3)]
    del a
    print([v.tolist() for v in views])

# CHECK: (2, 3) i 4 True {{\[\[}}0, 1, 2], [3, 4, 5]]
# CHECK-NEXT: int32 [0, 1, 2, 3, 4, 5]
# CHECK-NEXT: (2,) f 4 True [1.5, 2.5]
# CHECK-NEXT: float32 [1.5, 2.5]
# CHECK-NEXT: (1, 2) d 8 True {{\[\[}}1.0, 2.0]]
# CHECK-NEXT: float64 [1.0, 2.0]
# CHECK-NEXT: (4,) q 8 True [0, 1, 2, 3]
# CHECK-NEXT: int64 [0, 1, 2, 3]
# CHECK-NEXT: (3,) b 1 True [0, 1, 2]
# CHECK-NEXT: int8 [0, 1, 2]
# CHECK-NEXT: (2,) h 2 True [1, 2]
# CHECK-NEXT: int16 [1, 2]
# CHECK-NEXT: (2, 2) f {{\[\[}}3.0, 3.0], [3.0, 3.0]]
# CHECK-NEXT: TypeError
# CHECK-NEXT: {{\[\[}}0, 1, 2], [0, 1, 2], [0, 1, 2]]
