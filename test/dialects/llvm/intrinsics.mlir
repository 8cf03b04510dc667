// llvm.intr.* ops and llvm.freeze: upstream's custom forms (call-like, expect, ptrmask,
// stacksave/restore, assume with operand bundles) and generic-only ones.
// RUN: %rmlir-opt %s  | FileCheck %s

func.func @f(%x: f32, %y: f32, %i: i32, %j: i32, %k: i32, %v: vector<4xi32>, %p: !llvm.ptr, %b: i1, %c8: i8) {
  %0 = "llvm.intr.acos"(%x) : (f32) -> f32
  %1 = "llvm.intr.atan2"(%x, %y) : (f32, f32) -> f32
  %2 = "llvm.intr.powi"(%x, %i) : (f32, i32) -> f32
  %3 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %4 = "llvm.intr.ctlz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %5 = "llvm.intr.ctpop"(%v) : (vector<4xi32>) -> vector<4xi32>
  %6 = "llvm.intr.smax"(%i, %j) : (i32, i32) -> i32
  %7 = "llvm.intr.fshl"(%i, %j, %k) : (i32, i32, i32) -> i32
  %8 = "llvm.intr.lround"(%x) : (f32) -> i64
  %9 = "llvm.intr.bswap"(%i) : (i32) -> i32
  %10 = "llvm.intr.exp10"(%x) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %11 = "llvm.intr.ldexp"(%x, %i) : (f32, i32) -> f32
  %12 = "llvm.intr.frexp"(%x) : (f32) -> !llvm.struct<(f32, i32)>
  %13 = "llvm.intr.sincos"(%x) : (f32) -> !llvm.struct<(f32, f32)>
  %14 = "llvm.intr.is.constant"(%i) : (i32) -> i1
  %15 = "llvm.intr.expect"(%i, %j) : (i32, i32) -> i32
  %16 = "llvm.intr.scmp"(%i, %j) : (i32, i32) -> i8
  %17 = "llvm.intr.sadd.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.intr.assume"(%b) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
  %18 = "llvm.intr.cttz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %19 = "llvm.intr.bitreverse"(%i) : (i32) -> i32
  %20 = "llvm.intr.llrint"(%x) : (f32) -> i64
  %21 = "llvm.intr.ptrmask"(%p, %i) : (!llvm.ptr, i32) -> !llvm.ptr
  %22 = "llvm.intr.umin"(%i, %j) : (i32, i32) -> i32
  %23 = "llvm.intr.stacksave"() : () -> !llvm.ptr
  "llvm.intr.stackrestore"(%23) : (!llvm.ptr) -> ()
  %24 = "llvm.intr.expect.with.probability"(%i, %j) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
  %25 = "llvm.intr.ssa.copy"(%i) : (i32) -> i32
  %26 = "llvm.intr.threadlocal.address"(%p) : (!llvm.ptr) -> !llvm.ptr
  %27 = "llvm.freeze"(%i) : (i32) -> i32
  "llvm.intr.memset"(%p, %c8, %i) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  return
}
func.func @bundles(%b: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %b ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.intr.assume %b : i1 {foo}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: vector<4xi32>, %arg6: !llvm.ptr, %arg7: i1, %arg8: i8) {
// CHECK-NEXT:     %0 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT:     %1 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %2 = llvm.intr.powi(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT:     %3 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %4 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT:     %5 = llvm.intr.ctpop(%arg5) : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %6 = llvm.intr.smax(%arg2, %arg3) : (i32, i32) -> i32
// CHECK-NEXT:     %7 = llvm.intr.fshl(%arg2, %arg3, %arg4) : (i32, i32, i32) -> i32
// CHECK-NEXT:     %8 = llvm.intr.lround(%arg0) : (f32) -> i64
// CHECK-NEXT:     %9 = llvm.intr.bswap(%arg2) : (i32) -> i32
// CHECK-NEXT:     %10 = llvm.intr.exp10(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %11 = llvm.intr.ldexp(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT:     %12 = llvm.intr.frexp(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
// CHECK-NEXT:     %13 = llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %14 = "llvm.intr.is.constant"(%arg2) : (i32) -> i1
// CHECK-NEXT:     %15 = llvm.intr.expect %arg2, %arg3 : i32
// CHECK-NEXT:     %16 = llvm.intr.scmp(%arg2, %arg3) : (i32, i32) -> i8
// CHECK-NEXT:     %17 = "llvm.intr.sadd.with.overflow"(%arg2, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     llvm.intr.assume %arg7 : i1
// CHECK-NEXT:     %18 = "llvm.intr.cttz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %19 = llvm.intr.bitreverse(%arg2) : (i32) -> i32
// CHECK-NEXT:     %20 = llvm.intr.llrint(%arg0) : (f32) -> i64
// CHECK-NEXT:     %21 = llvm.intr.ptrmask %arg6, %arg2 : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT:     %22 = llvm.intr.umin(%arg2, %arg3) : (i32, i32) -> i32
// CHECK-NEXT:     %23 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %23 : !llvm.ptr
// CHECK-NEXT:     %24 = llvm.intr.expect.with.probability %arg2, %arg3, 5.000000e-01 : i32
// CHECK-NEXT:     %25 = llvm.intr.ssa.copy %arg2 : i32
// CHECK-NEXT:     %26 = "llvm.intr.threadlocal.address"(%arg6) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     %27 = llvm.freeze %arg2 : i32
// CHECK-NEXT:     "llvm.intr.memset"(%arg6, %arg8, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bundles(%arg0: i1, %arg1: !llvm.ptr, %arg2: i64) {
// CHECK-NEXT:     llvm.intr.assume %arg0 ["align"(%arg1, %arg2 : !llvm.ptr, i64), "nonnull"(%arg1 : !llvm.ptr), "cold"()] : i1
// CHECK-NEXT:     llvm.intr.assume %arg0 : i1 {foo}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, f32, i32, i32, i32, vector<4xi32>, !llvm.ptr, i1, i8) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: f32, %arg4: f32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: vector<4xi32>, %arg9: !llvm.ptr, %arg10: i1, %arg11: i8):
// GENERIC-NEXT:     %0 = "llvm.intr.acos"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %1 = "llvm.intr.atan2"(%arg3, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %2 = "llvm.intr.powi"(%arg3, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %3 = "llvm.intr.abs"(%arg5) <{is_int_min_poison = false}> : (i32) -> i32
// GENERIC-NEXT:     %4 = "llvm.intr.ctlz"(%arg5) <{is_zero_poison = true}> : (i32) -> i32
// GENERIC-NEXT:     %5 = "llvm.intr.ctpop"(%arg8) : (vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:     %6 = "llvm.intr.smax"(%arg5, %arg6) : (i32, i32) -> i32
// GENERIC-NEXT:     %7 = "llvm.intr.fshl"(%arg5, %arg6, %arg7) : (i32, i32, i32) -> i32
// GENERIC-NEXT:     %8 = "llvm.intr.lround"(%arg3) : (f32) -> i64
// GENERIC-NEXT:     %9 = "llvm.intr.bswap"(%arg5) : (i32) -> i32
// GENERIC-NEXT:     %10 = "llvm.intr.exp10"(%arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:     %11 = "llvm.intr.ldexp"(%arg3, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %12 = "llvm.intr.frexp"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> !llvm.struct<(f32, i32)>
// GENERIC-NEXT:     %13 = "llvm.intr.sincos"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> !llvm.struct<(f32, f32)>
// GENERIC-NEXT:     %14 = "llvm.intr.is.constant"(%arg5) : (i32) -> i1
// GENERIC-NEXT:     %15 = "llvm.intr.expect"(%arg5, %arg6) : (i32, i32) -> i32
// GENERIC-NEXT:     %16 = "llvm.intr.scmp"(%arg5, %arg6) : (i32, i32) -> i8
// GENERIC-NEXT:     %17 = "llvm.intr.sadd.with.overflow"(%arg5, %arg6) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:     "llvm.intr.assume"(%arg10) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
// GENERIC-NEXT:     %18 = "llvm.intr.cttz"(%arg5) <{is_zero_poison = false}> : (i32) -> i32
// GENERIC-NEXT:     %19 = "llvm.intr.bitreverse"(%arg5) : (i32) -> i32
// GENERIC-NEXT:     %20 = "llvm.intr.llrint"(%arg3) : (f32) -> i64
// GENERIC-NEXT:     %21 = "llvm.intr.ptrmask"(%arg9, %arg5) : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC-NEXT:     %22 = "llvm.intr.umin"(%arg5, %arg6) : (i32, i32) -> i32
// GENERIC-NEXT:     %23 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.stackrestore"(%23) : (!llvm.ptr) -> ()
// GENERIC-NEXT:     %24 = "llvm.intr.expect.with.probability"(%arg5, %arg6) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
// GENERIC-NEXT:     %25 = "llvm.intr.ssa.copy"(%arg5) : (i32) -> i32
// GENERIC-NEXT:     %26 = "llvm.intr.threadlocal.address"(%arg9) : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     %27 = "llvm.freeze"(%arg5) : (i32) -> i32
// GENERIC-NEXT:     "llvm.intr.memset"(%arg9, %arg11, %arg5) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, !llvm.ptr, i64) -> (), sym_name = "bundles"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: !llvm.ptr, %arg2: i64):
// GENERIC-NEXT:     "llvm.intr.assume"(%arg0, %arg1, %arg2, %arg1) <{op_bundle_sizes = array<i32: 2, 1, 0>, op_bundle_tags = ["align", "nonnull", "cold"]}> : (i1, !llvm.ptr, i64, !llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.intr.assume"(%arg0) <{op_bundle_sizes = array<i32>}> {foo} : (i1) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
