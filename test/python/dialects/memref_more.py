# RUN: %PYTHON %s | FileCheck %s
# memref.transpose, generic_atomic_rmw, dma_start/dma_wait built through the
# Python classes. Expectations produced by upstream MLIR 22's bindings.
from mlir.ir import *
from mlir.dialects import arith, func, memref


def run(f):
    print("\nTEST:", f.__name__)
    f()
    return f


@run
def testTransposeAtomicDma():
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        i32 = IntegerType.get_signless(32)
        idx = IndexType.get()
        src = MemRefType.get([10, 20], f32)
        dst = MemRefType.parse("memref<20x10xf32, strided<[1, 20]>>")
        with InsertionPoint(module.body):
            f = func.FuncOp(
                "f",
                ([src, idx, MemRefType.get([1], i32), MemRefType.get([10, 20], f32, memory_space=Attribute.parse("1"))], []),
            )
            with InsertionPoint(f.add_entry_block()):
                m, i, tag, far = f.arguments
                perm = AffineMap.get_permutation([1, 0])
                t = memref.TransposeOp(dst, m, AffineMapAttr.get(perm))
                print(t.permutation)
                print(t.in_ == m)
                t2 = memref.transpose(dst, m, perm)
                print(t2.owner.name)
                rmw = memref.GenericAtomicRMWOp(f32, m, [i, i])
                blk = rmw.atomic_body.blocks.append(f32)
                with InsertionPoint(blk):
                    one = arith.constant(f32, 1.0)
                    memref.AtomicYieldOp(arith.addf(blk.arguments[0], one))
                print(rmw.memref == m, len(rmw.indices))
                n = arith.constant(idx, 4)
                memref.DmaStartOp([m, i, i, far, i, i, n, tag, i])
                memref.dma_wait(tag, [i], n)
                func.ReturnOp([])
        print(module.operation.verify())
        print(module)


@run
def testTransposeVerifier():
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([MemRefType.get([10, 20], f32)], []))
            with InsertionPoint(f.add_entry_block()):
                memref.TransposeOp(MemRefType.get([20, 10], f32), f.arguments[0], AffineMap.get_permutation([1, 0]))
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)

# CHECK: TEST: testTransposeAtomicDma
# CHECK-NEXT: affine_map<(d0, d1) -> (d1, d0)>
# CHECK-NEXT: True
# CHECK-NEXT: memref.transpose
# CHECK-NEXT: True 2
# CHECK-NEXT: True
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @f(%arg0: memref<10x20xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: memref<10x20xf32, 1>) {
# CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<10x20xf32> to memref<20x10xf32, strided<[1, 20]>>
# CHECK-NEXT:     %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<10x20xf32> to memref<20x10xf32, strided<[1, 20]>>
# CHECK-NEXT:     %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<10x20xf32> {
# CHECK-NEXT:     ^bb0(%arg4: f32):
# CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
# CHECK-NEXT:       %1 = arith.addf %arg4, %cst : f32
# CHECK-NEXT:       memref.atomic_yield %1 : f32
# CHECK-NEXT:     }
# CHECK-NEXT:     %c4 = arith.constant 4 : index
# CHECK-NEXT:     memref.dma_start %arg0[%arg1, %arg1], %arg3[%arg1, %arg1], %c4, %arg2[%arg1] : memref<10x20xf32>, memref<10x20xf32, 1>, memref<1xi32>
# CHECK-NEXT:     memref.dma_wait %arg2[%arg1], %c4 : memref<1xi32>
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: TEST: testTransposeVerifier
# CHECK-NEXT: 'memref.transpose' op result type 'memref<20x10xf32>' is not equivalent to the canonical transposed input type 'memref<20x10xf32, affine_map<(d0, d1) -> (d0 + d1 * 20)>>'
