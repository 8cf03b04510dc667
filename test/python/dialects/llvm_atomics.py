# RUN: %PYTHON %s | FileCheck %s
# Builds llvm.atomicrmw, llvm.cmpxchg and llvm.fence through the generated
# classes (enum properties given as i64 attributes), as upstream prints them.
from mlir.ir import *
from mlir.dialects import llvm, func

with Context(), Location.unknown():
    m = Module.create()
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    ptr = Type.parse("!llvm.ptr")
    e = lambda v: IntegerAttr.get(i64, v)
    with InsertionPoint(m.body):
        f = func.FuncOp("f", ([ptr, i32, i32], []))
        with InsertionPoint(f.add_entry_block()):
            p, a, b = f.arguments
            r = llvm.AtomicRMWOp(e(1), p, a, e(6))
            print(r.res.type)
            llvm.atomicrmw(e(0), p, b, e(2), syncscope="agent", volatile_=True)
            x = llvm.AtomicCmpXchgOp(p, a, b, e(6), e(2), weak=True)
            print(x.res.type)
            llvm.FenceOp(e(7), syncscope="agent")
            func.ReturnOp([])
    print(m)
    print(m.operation.verify())

# CHECK: i32
# CHECK-NEXT: !llvm.struct<(i32, i1)>
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) {
# CHECK-NEXT:     %0 = llvm.atomicrmw add %arg0, %arg1 acq_rel : !llvm.ptr, i32
# CHECK-NEXT:     %1 = llvm.atomicrmw volatile xchg %arg0, %arg2 syncscope("agent") monotonic : !llvm.ptr, i32
# CHECK-NEXT:     %2 = llvm.cmpxchg weak %arg0, %arg1, %arg2 acq_rel monotonic : !llvm.ptr, i32
# CHECK-NEXT:     llvm.fence syncscope("agent") seq_cst
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: True
