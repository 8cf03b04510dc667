# RUN: %PYTHON %s | FileCheck %s
# Builds scf.parallel with a reduction through the generated classes.
from mlir.ir import *
from mlir.dialects import scf, arith, func

with Context(), Location.unknown():
    m = Module.create()
    idx = IndexType.get()
    f32 = F32Type.get()
    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(idx, f32)
        def f(n, init):
            c0 = arith.constant(idx, 0)
            c1 = arith.constant(idx, 1)
            par = scf.ParallelOp([f32], [c0], [n], [c1], [init])
            body = par.region.blocks.append(idx)
            with InsertionPoint(body):
                v = arith.index_cast(IntegerType.get_signless(64), body.arguments[0])
                x = arith.sitofp(f32, v)
                red = scf.ReduceOp([x], 1)
                rb = red.regions[0].blocks.append(f32, f32)
                with InsertionPoint(rb):
                    scf.ReduceReturnOp(arith.addf(rb.arguments[0], rb.arguments[1]))
            return par.results[0]
    print(m)
    print(m.operation.verify())

# CHECK: module {
# CHECK-NEXT:   func.func @f(%arg0: index, %arg1: f32) -> f32 {
# CHECK-NEXT:     %c0 = arith.constant 0 : index
# CHECK-NEXT:     %c1 = arith.constant 1 : index
# CHECK-NEXT:     %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
# CHECK-NEXT:       %1 = arith.index_cast %arg2 : index to i64
# CHECK-NEXT:       %2 = arith.sitofp %1 : i64 to f32
# CHECK-NEXT:       scf.reduce(%2 : f32) {
# CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
# CHECK-NEXT:         %3 = arith.addf %arg3, %arg4 : f32
# CHECK-NEXT:         scf.reduce.return %3 : f32
# CHECK-NEXT:       }
# CHECK-NEXT:     }
# CHECK-NEXT:     return %0 : f32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: True
