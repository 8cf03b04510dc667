# RUN: %PYTHON %s | FileCheck %s
# Builds complex dialect IR through the generated classes.
from mlir.ir import *
from mlir.dialects import complex, func, arith

with Context(), Location.unknown():
    m = Module.create()
    f32 = F32Type.get()
    c32 = ComplexType.get(f32)
    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(c32, f32)
        def f(a, x):
            b = complex.create_(c32, x, x)
            s = complex.add(a, b)
            p = complex.mul(s, a, fastmath=Attribute.parse("#arith.fastmath<fast>"))
            r = complex.re(p)
            n = complex.abs(p)
            k = complex.constant(c32, ArrayAttr.get([FloatAttr.get(f32, 1.0), FloatAttr.get(f32, -2.0)]))
            e = complex.eq(p, k)
            return arith.select(e, r, n)
    print(m)
    print(m.operation.verify())

# CHECK: module {
# CHECK-NEXT:   func.func @f(%arg0: complex<f32>, %arg1: f32) -> f32 {
# CHECK-NEXT:     %0 = complex.create %arg1, %arg1 : complex<f32>
# CHECK-NEXT:     %1 = complex.add %arg0, %0 : complex<f32>
# CHECK-NEXT:     %2 = complex.mul %1, %arg0 fastmath<fast> : complex<f32>
# CHECK-NEXT:     %3 = complex.re %2 : complex<f32>
# CHECK-NEXT:     %4 = complex.abs %2 : complex<f32>
# CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, -2.000000e+00 : f32] : complex<f32>
# CHECK-NEXT:     %5 = complex.eq %2, %cst : complex<f32>
# CHECK-NEXT:     %6 = arith.select %5, %3, %4 : f32
# CHECK-NEXT:     return %6 : f32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: True
