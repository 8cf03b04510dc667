# RUN: %PYTHON %s | FileCheck %s
# Builds LLVM dialect IR through the generated classes and prints it.
from mlir.ir import *
from mlir.dialects import llvm

with Context(), Location.unknown():
    m = Module.create()
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    f32 = F32Type.get()
    ptr = Type.parse("!llvm.ptr")
    no_flags = IntegerAttr.get(i32, 0)
    nsw = IntegerAttr.get(i32, 1)
    with InsertionPoint(m.body):
        f = llvm.LLVMFuncOp("f", TypeAttr.get(Type.parse("!llvm.func<i32 (i32, ptr, f32)>")))
        entry = f.body.blocks.append(i32, ptr, f32)
        with InsertionPoint(entry):
            x, p, y = entry.arguments
            c = llvm.mlir_constant(IntegerAttr.get(i32, 7))
            s = llvm.add(x, c, no_flags)
            t = llvm.mul(s, x, no_flags)
            cmp = llvm.icmp(IntegerAttr.get(i64, 2), t, c)
            sel = llvm.select(cmp, t, c)
            llvm.store(sel, p, volatile_=True)
            v = llvm.load(i32, p, alignment=4)
            w = llvm.intr_sqrt(y)
            z = llvm.fadd(w, y)
            q = llvm.fptosi(i32, z)
            r = llvm.sdiv(v, q, is_exact=True)
            llvm.return_(arg=r)
        llvm.LLVMFuncOp("decl", TypeAttr.get(Type.parse("!llvm.func<void (i64)>")), linkage=Attribute.parse("#llvm.linkage<extern_weak>"))
    print(m)
    print(m.operation.verify())

# CHECK: module {
# CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) -> i32 {
# CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
# CHECK-NEXT:     %1 = llvm.add %arg0, %0 : i32
# CHECK-NEXT:     %2 = llvm.mul %1, %arg0 : i32
# CHECK-NEXT:     %3 = llvm.icmp "slt" %2, %0 : i32
# CHECK-NEXT:     %4 = llvm.select %3, %2, %0 : i1, i32
# CHECK-NEXT:     llvm.store volatile %4, %arg1 : i32, !llvm.ptr
# CHECK-NEXT:     %5 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
# CHECK-NEXT:     %6 = llvm.intr.sqrt(%arg2) : (f32) -> f32
# CHECK-NEXT:     %7 = llvm.fadd %6, %arg2 : f32
# CHECK-NEXT:     %8 = llvm.fptosi %7 : f32 to i32
# CHECK-NEXT:     %9 = llvm.sdiv exact %5, %8 : i32
# CHECK-NEXT:     llvm.return %9 : i32
# CHECK-NEXT:   }
# CHECK-NEXT:   llvm.func extern_weak @decl(i64)
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: True
