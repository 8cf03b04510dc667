# RUN: %PYTHON %s | FileCheck %s
# Builds the LLVM intrinsics and vector ops through the generated classes
# (inferred results where upstream infers them), as upstream prints them.
from mlir.ir import *
from mlir.dialects import llvm, func

with Context(), Location.unknown():
    m = Module.create()
    i1 = IntegerType.get_signless(1)
    i8 = IntegerType.get_signless(8)
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    f32 = F32Type.get()
    v4 = VectorType.get([4], f32)
    ptr = Type.parse("!llvm.ptr")
    pair = Type.parse("!llvm.struct<(i32, i1)>")
    with InsertionPoint(m.body):
        f = func.FuncOp("f", ([f32, f32, i32, i32, v4, ptr, i1, i8], []))
        with InsertionPoint(f.add_entry_block()):
            x, y, a, b, v, p, c, byte = f.arguments
            print(llvm.ACosOp(x).result.type)
            llvm.intr_atan2(x, y)
            llvm.PowIOp(f32, x, a)
            llvm.AbsOp(i32, a, BoolAttr.get(False))
            llvm.CountLeadingZerosOp(a, BoolAttr.get(True))
            llvm.SMaxOp(a, b)
            llvm.FshlOp(a, b, a)
            llvm.LroundOp(i64, x)
            llvm.SAddWithOverflowOp(pair, a, b)
            llvm.intr_scmp(i8, a, b)
            llvm.ExpectOp(a, b)
            llvm.ExpectWithProbabilityOp(a, b, FloatAttr.get_f64(0.25))
            llvm.IsConstantOp(a)
            s = llvm.StackSaveOp(ptr)
            llvm.StackRestoreOp(s)
            llvm.FreezeOp(a)
            llvm.MemsetOp(p, byte, a, BoolAttr.get(False))
            e = llvm.ExtractElementOp(v, a)
            w = llvm.InsertElementOp(v, e, a)
            llvm.ShuffleVectorOp(VectorType.get([2], f32), w, v, [0, 3])
            func.ReturnOp([])
    print(m)
    print(m.operation.verify())

# CHECK: f32
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: !llvm.ptr, %arg6: i1, %arg7: i8) {
# CHECK-NEXT:     %0 = llvm.intr.acos(%arg0) : (f32) -> f32
# CHECK-NEXT:     %1 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
# CHECK-NEXT:     %2 = llvm.intr.powi(%arg0, %arg2) : (f32, i32) -> f32
# CHECK-NEXT:     %3 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
# CHECK-NEXT:     %4 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
# CHECK-NEXT:     %5 = llvm.intr.smax(%arg2, %arg3) : (i32, i32) -> i32
# CHECK-NEXT:     %6 = llvm.intr.fshl(%arg2, %arg3, %arg2) : (i32, i32, i32) -> i32
# CHECK-NEXT:     %7 = llvm.intr.lround(%arg0) : (f32) -> i64
# CHECK-NEXT:     %8 = "llvm.intr.sadd.with.overflow"(%arg2, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
# CHECK-NEXT:     %9 = llvm.intr.scmp(%arg2, %arg3) : (i32, i32) -> i8
# CHECK-NEXT:     %10 = llvm.intr.expect %arg2, %arg3 : i32
# CHECK-NEXT:     %11 = llvm.intr.expect.with.probability %arg2, %arg3, 2.500000e-01 : i32
# CHECK-NEXT:     %12 = "llvm.intr.is.constant"(%arg2) : (i32) -> i1
# CHECK-NEXT:     %13 = llvm.intr.stacksave : !llvm.ptr
# CHECK-NEXT:     llvm.intr.stackrestore %13 : !llvm.ptr
# CHECK-NEXT:     %14 = llvm.freeze %arg2 : i32
# CHECK-NEXT:     "llvm.intr.memset"(%arg5, %arg7, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
# CHECK-NEXT:     %15 = llvm.extractelement %arg4[%arg2 : i32] : vector<4xf32>
# CHECK-NEXT:     %16 = llvm.insertelement %15, %arg4[%arg2 : i32] : vector<4xf32>
# CHECK-NEXT:     %17 = llvm.shufflevector %16, %arg4 [0, 3] : vector<4xf32>
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: True
