// arith float arithmetic folds on every float type (APFloat), with
// upstream's identities; min/max and remf; addui_extended/mului_extended;
// integer division and shift edge cases left unfolded as upstream.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f(%arg: f32, %iarg: i32) -> (f16, bf16, f32, f32, f32, f32, f32, f64, f32, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i64, i8, i32, i32, f32, f32, f32, i32, i32) {
  %h = arith.constant 1.5 : f16
  %h2 = arith.constant 2.25 : f16
  %b = arith.constant 1.5 : bf16
  %x = arith.constant 3.0 : f32
  %y = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %d = arith.constant 7.5 : f64
  %d2 = arith.constant 2.0 : f64
  %0 = arith.addf %h, %h2 : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.maximumf %x, %y : f32
  %3 = arith.minimumf %nan, %x : f32
  %4 = arith.maxnumf %nan, %x : f32
  %5 = arith.minnumf %x, %y : f32
  %6 = arith.remf %x, %x : f32
  %7 = arith.remf %d, %d2 : f64
  %8 = arith.divf %x, %y : f32
  %9 = arith.cmpf olt, %x, %nan : f32
  %10 = arith.cmpf uno, %x, %nan : f32
  %11 = arith.cmpf one, %x, %y : f32
  %i = arith.constant 7 : i32
  %j = arith.constant -2 : i32
  %z = arith.constant 0 : i32
  %12 = arith.divsi %i, %z : i32
  %13 = arith.ceildivsi %i, %j : i32
  %14 = arith.floordivsi %i, %j : i32
  %15 = arith.remsi %i, %j : i32
  %16 = arith.shli %i, %j : i32
  %17 = arith.shrsi %j, %i : i32
  %18 = arith.shrui %j, %i : i32
  %e = arith.extui %i : i32 to i64
  %19 = arith.muli %e, %e : i64
  %t = arith.trunci %j : i32 to i8
  %sum, %ov = arith.addui_extended %i, %j : i32, i1
  %lo, %hi = arith.mului_extended %i, %j : i32
  %20 = arith.addf %arg, %y : f32
  %c0 = arith.constant 0.0 : f32
  %21 = arith.addf %arg, %c0 : f32
  %c1 = arith.constant 1.0 : f32
  %22 = arith.mulf %arg, %c1 : f32
  %23 = arith.xori %iarg, %iarg : i32
  %24 = arith.subi %iarg, %iarg : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %t, %sum, %hi, %20, %21, %22, %23, %24 : f16, bf16, f32, f32, f32, f32, f32, f64, f32, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i64, i8, i32, i32, f32, f32, f32, i32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: i32) -> (f16, bf16, f32, f32, f32, f32, f32, f64, f32, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i64, i8, i32, i32, f32, f32, f32, i32, i32) {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %c49_i64 = arith.constant 49 : i64
// CHECK-NEXT: %c33554431_i32 = arith.constant 33554431 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %cst_0 = arith.constant 3.750000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 2.250000e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.shli %c7_i32, %c-2_i32 : i32
// CHECK-NEXT: %2 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_2, %cst_4, %cst, %cst_5, %cst_6, %false, %true, %true, %0, %c-3_i32, %c-4_i32, %c1_i32, %1, %c-1_i32, %c33554431_i32, %c49_i64, %c-2_i8, %c5_i32, %c6_i32, %arg0, %2, %arg0, %c0_i32, %c0_i32 : f16, bf16, f32, f32, f32, f32, f32, f64, f32, i1, i1, i1, i32, i32, i32, i32, i32, i32, i32, i64, i8, i32, i32, f32, f32, f32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
