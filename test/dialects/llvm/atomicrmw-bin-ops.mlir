// Every llvm.atomicrmw binary operation keyword and its stored value, as upstream.
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s

llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  %xchg = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i32
  %add = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %sub = llvm.atomicrmw sub %p, %v monotonic : !llvm.ptr, i32
  %_and = llvm.atomicrmw _and %p, %v monotonic : !llvm.ptr, i32
  %nand = llvm.atomicrmw nand %p, %v monotonic : !llvm.ptr, i32
  %_or = llvm.atomicrmw _or %p, %v monotonic : !llvm.ptr, i32
  %_xor = llvm.atomicrmw _xor %p, %v monotonic : !llvm.ptr, i32
  %max = llvm.atomicrmw max %p, %v monotonic : !llvm.ptr, i32
  %min = llvm.atomicrmw min %p, %v monotonic : !llvm.ptr, i32
  %umax = llvm.atomicrmw umax %p, %v monotonic : !llvm.ptr, i32
  %umin = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr, i32
  %fadd = llvm.atomicrmw fadd %p, %fv monotonic : !llvm.ptr, f32
  %fsub = llvm.atomicrmw fsub %p, %fv monotonic : !llvm.ptr, f32
  %fmax = llvm.atomicrmw fmax %p, %fv monotonic : !llvm.ptr, f32
  %fmin = llvm.atomicrmw fmin %p, %fv monotonic : !llvm.ptr, f32
  %uinc_wrap = llvm.atomicrmw uinc_wrap %p, %v monotonic : !llvm.ptr, i32
  %udec_wrap = llvm.atomicrmw udec_wrap %p, %v monotonic : !llvm.ptr, i32
  %usub_cond = llvm.atomicrmw usub_cond %p, %v monotonic : !llvm.ptr, i32
  %usub_sat = llvm.atomicrmw usub_sat %p, %v monotonic : !llvm.ptr, i32
  %fmaximum = llvm.atomicrmw fmaximum %p, %fv monotonic : !llvm.ptr, f32
  %fminimum = llvm.atomicrmw fminimum %p, %fv monotonic : !llvm.ptr, f32
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32):
// CHECK-NEXT:     %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %1 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %2 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 2 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %3 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 3 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %4 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %5 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 5 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %6 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 6 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %7 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 7 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %8 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 8 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %9 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 9 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %10 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 10 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %11 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     %12 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 12 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     %13 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 13 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     %14 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 14 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     %15 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 15 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %16 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %17 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 17 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %18 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 18 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %19 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 19 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     %20 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 20 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
