# RUN: %PYTHON %s | FileCheck %s
# mlir.extras.types: upstream's shorthand type constructors.
from mlir.ir import *
from mlir.extras import types as T

with Context(), Location.unknown():
    S = ShapedType.get_dynamic_size()
    # CHECK: index i32 si8 ui64 f16 bf16 none
    print(T.index(), T.i32(), T.si8(), T.ui64(), T.f16(), T.bf16(), T.none())
    # CHECK: tensor<?x3x?xindex> tensor<*xf32> memref<2xf32> memref<*xf32> vector<4xf32>
    print(T.tensor(S, 3, S, T.index()), T.tensor(T.f32()), T.memref(2, element_type=T.f32()), T.memref(T.f32()), T.vector(4, T.f32()))
    # CHECK: tuple<i1, f64> (i32) -> f32 complex<f32>
    print(T.tuple(T.bool(), T.f64()), T.function(inputs=[T.i32()], results=[T.f32()]), T.complex(T.f32()))
