// arith casts involving floats fold as upstream: sitofp/uitofp, fptosi/fptoui
// (not NaN or out of range), extf/truncf (only when exact), bitcast.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0() -> (f32, f64, f32, i32, i32, i64, i8, f16, f32, i32, i32, index, i64, f64, f32) {
  %c = arith.constant 12 : i32
  %n = arith.constant -7 : i32
  %x = arith.constant 2.75 : f32
  %y = arith.constant -3.5 : f64
  %big = arith.constant 300 : i32
  %0 = arith.sitofp %c : i32 to f32
  %1 = arith.sitofp %n : i32 to f64
  %2 = arith.uitofp %n : i32 to f32
  %3 = arith.fptosi %x : f32 to i32
  %4 = arith.fptoui %x : f32 to i32
  %5 = arith.extsi %n : i32 to i64
  %6 = arith.trunci %big : i32 to i8
  %7 = arith.truncf %x : f32 to f16
  %8 = arith.truncf %y : f64 to f32
  %9 = arith.bitcast %x : f32 to i32
  %10 = arith.fptosi %y : f64 to i32
  %11 = arith.index_cast %n : i32 to index
  %12 = arith.extui %n : i32 to i64
  %13 = arith.extf %x : f32 to f64
  %14 = arith.uitofp %c : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f64, f32, i32, i32, i64, i8, f16, f32, i32, i32, index, i64, f64, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @f0() -> (f32, f64, f32, i32, i32, i64, i8, f16, f32, i32, i32, index, i64, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 1.200000e+01 : f32
// CHECK-NEXT: %cst_0 = arith.constant -7.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: %cst_2 = arith.constant 2.750000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant -3.500000e+00 : f32
// CHECK-NEXT: %c1076887552_i32 = arith.constant 1076887552 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c4294967289_i64 = arith.constant 4294967289 : i64
// CHECK-NEXT: %cst_4 = arith.constant 2.750000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %c2_i32, %c2_i32, %c-7_i64, %c44_i8, %cst_2, %cst_3, %c1076887552_i32, %c-3_i32, %c-7, %c4294967289_i64, %cst_4, %cst : f32, f64, f32, i32, i32, i64, i8, f16, f32, i32, i32, index, i64, f64, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
