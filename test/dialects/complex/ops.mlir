// Every complex op, custom and generic form, as upstream prints them.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @c(%a: complex<f32>, %b: complex<f32>, %x: f32, %n: i32) -> (complex<f32>, i1, f32) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.mul %0, %b fastmath<nnan,contract> : complex<f32>
  %2 = complex.abs %1 : complex<f32>
  %3 = complex.re %1 : complex<f32>
  %4 = complex.im %1 fastmath<fast> : complex<f32>
  %5 = complex.create %3, %x : complex<f32>
  %6 = complex.constant [1.0 : f32, 2.5 : f32] : complex<f32>
  %7 = complex.eq %5, %6 : complex<f32>
  %8 = complex.powi %5, %n : complex<f32>, i32
  %9 = complex.exp %8 : complex<f32>
  %10 = complex.conj %9 : complex<f32>
  %11 = complex.angle %10 : complex<f32>
  %12 = complex.bitcast %10 : complex<f32> to i64
  %13 = complex.neq %10, %a : complex<f32>
  %14 = complex.atan2 %a, %b : complex<f32>
  %15 = complex.sqrt %14 : complex<f32>
  return %15, %7, %4 : complex<f32>, i1, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @c(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32) -> (complex<f32>, i1, f32) {
// CHECK-NEXT:     %0 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %1 = complex.mul %0, %arg1 fastmath<nnan,contract> : complex<f32>
// CHECK-NEXT:     %2 = complex.abs %1 : complex<f32>
// CHECK-NEXT:     %3 = complex.re %1 : complex<f32>
// CHECK-NEXT:     %4 = complex.im %1 fastmath<fast> : complex<f32>
// CHECK-NEXT:     %5 = complex.create %3, %arg2 : complex<f32>
// CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, 2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %6 = complex.eq %5, %cst : complex<f32>
// CHECK-NEXT:     %7 = complex.powi %5, %arg3 : complex<f32>, i32
// CHECK-NEXT:     %8 = complex.exp %7 : complex<f32>
// CHECK-NEXT:     %9 = complex.conj %8 : complex<f32>
// CHECK-NEXT:     %10 = complex.angle %9 : complex<f32>
// CHECK-NEXT:     %11 = complex.bitcast %9 : complex<f32> to i64
// CHECK-NEXT:     %12 = complex.neq %9, %arg0 : complex<f32>
// CHECK-NEXT:     %13 = complex.atan2 %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %14 = complex.sqrt %13 : complex<f32>
// CHECK-NEXT:     return %14, %6, %4 : complex<f32>, i1, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (complex<f32>, complex<f32>, f32, i32) -> (complex<f32>, i1, f32), sym_name = "c"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32):
// GENERIC-NEXT:     %0 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %1 = "complex.mul"(%0, %arg1) <{fastmath = #arith.fastmath<nnan,contract>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %2 = "complex.abs"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %3 = "complex.re"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %4 = "complex.im"(%1) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %5 = "complex.create"(%3, %arg2) : (f32, f32) -> complex<f32>
// GENERIC-NEXT:     %6 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.500000e+00 : f32]}> : () -> complex<f32>
// GENERIC-NEXT:     %7 = "complex.eq"(%5, %6) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT:     %8 = "complex.powi"(%5, %arg3) : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT:     %9 = "complex.exp"(%8) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %10 = "complex.conj"(%9) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %11 = "complex.angle"(%10) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %12 = "complex.bitcast"(%10) : (complex<f32>) -> i64
// GENERIC-NEXT:     %13 = "complex.neq"(%10, %arg0) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT:     %14 = "complex.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %15 = "complex.sqrt"(%14) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     "func.return"(%15, %7, %4) : (complex<f32>, i1, f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
