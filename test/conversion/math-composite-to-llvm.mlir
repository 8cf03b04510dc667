// convert-math-to-llvm: integer intrinsics with their poison flags, powi, and rsqrt/log1p/expm1 built from a constant one.
// RUN: %rmlir-opt %s --convert-math-to-llvm | FileCheck %s

func.func @m(%x: i32, %f: f32, %n: i32) -> (i32, i32, i32, f32, f32, f32) {
  %a = math.absi %x : i32
  %b = math.ctlz %x : i32
  %c = math.cttz %x : i32
  %d = math.rsqrt %f : f32
  %e = math.fpowi %f, %n : f32, i32
  %g = math.log1p %f : f32
  return %a, %b, %c, %d, %e, %g : i32, i32, i32, f32, f32, f32
}
func.func @m3(%f: f64) -> (f64, f64) {
  %a = math.expm1 %f fastmath<fast> : f64
  %b = math.rsqrt %f fastmath<nnan> : f64
  return %a, %b : f64, f64
}

// CHECK:      module {
// CHECK-NEXT:   func.func @m(%arg0: i32, %arg1: f32, %arg2: i32) -> (i32, i32, i32, f32, f32, f32) {
// CHECK-NEXT:     %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %1 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %2 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %4 = llvm.intr.sqrt(%arg1) : (f32) -> f32
// CHECK-NEXT:     %5 = llvm.fdiv %3, %4 : f32
// CHECK-NEXT:     %6 = llvm.intr.powi(%arg1, %arg2) : (f32, i32) -> f32
// CHECK-NEXT:     %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %8 = llvm.fadd %7, %arg1 : f32
// CHECK-NEXT:     %9 = llvm.intr.log(%8) : (f32) -> f32
// CHECK-NEXT:     return %0, %1, %2, %5, %6, %9 : i32, i32, i32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m3(%arg0: f64) -> (f64, f64) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:     %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
// CHECK-NEXT:     %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT:     %3 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:     %4 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
// CHECK-NEXT:     %5 = llvm.fdiv %3, %4 {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT:     return %2, %5 : f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
