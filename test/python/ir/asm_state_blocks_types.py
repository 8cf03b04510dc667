# RUN: %PYTHON %s | FileCheck %s
# AsmState naming, block predecessor/successor lists, unchecked type
# constructors, memref strides, IntegerType.Signedness and ThreadPool.
import io
from mlir.ir import *

with Context() as ctx:
    m = Module.parse("""
func.func @f(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2(%0 : i32)
^bb1:
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}""")
    f = m.body.operations[0]
    entry, b1, b2 = f.regions[0].blocks
    add = entry.operations[0]
    state = AsmState(f)
    print(add.result.get_name(state), b2.arguments[0].get_name(state))
    print(AsmState(add.result, use_local_scope=True) is not None)
    buf = io.StringIO()
    add.print(state, file=buf)
    print(buf.getvalue())
    preds = b2.predecessors
    print(type(preds).__name__, len(preds), len(preds[0:1]), type(preds[0:1]).__name__)
    succ = entry.successors
    print(type(succ).__name__, len(succ), len(preds + preds))
    try:
        preds[7]
    except IndexError as e:
        print("IndexError")
    f32 = F32Type.get()
    print(RankedTensorType.get_unchecked([2, 3], f32), VectorType.get_unchecked([4], f32))
    print(UnrankedTensorType.get_unchecked(f32), MemRefType.get_unchecked([2], f32), UnrankedMemRefType.get_unchecked(f32, None))
    print(Type.parse("memref<4x5xf32>").get_strides_and_offset())
    print(Type.parse("memref<4x5xf32, strided<[10, 1], offset: 3>>").get_strides_and_offset())
    print(Type.parse("memref<?x5xf32, strided<[?, 1], offset: ?>>").get_strides_and_offset())
    try:
        Type.parse("memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>").get_strides_and_offset()
    except RuntimeError as e:
        print(e)
    print(list(IntegerType.Signedness), IntegerType.Signedness.UNSIGNED.value)
    print(ThreadPool().get_max_concurrency() >= 1)

# CHECK: %0 %1
# CHECK-NEXT: True
# CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
# CHECK-NEXT: BlockPredecessors 2 1 BlockPredecessors
# CHECK-NEXT: BlockSuccessors 2 4
# CHECK-NEXT: IndexError
# CHECK-NEXT: tensor<2x3xf32> vector<4xf32>
# CHECK-NEXT: tensor<*xf32> memref<2xf32> memref<*xf32>
# CHECK-NEXT: ([5, 1], 0)
# CHECK-NEXT: ([10, 1], 3)
# CHECK-NEXT: ([-9223372036854775808, 1], -9223372036854775808)
# CHECK-NEXT: Failed to extract strides and offset from memref.
# CHECK-NEXT: [Signedness.SIGNLESS, Signedness.SIGNED, Signedness.UNSIGNED] 2
# CHECK-NEXT: True
