// mulf by a zero constant folds to that zero (its sign kept) when the
// fastmath flags include both nnan and nsz; with nnan alone it stays.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[X:.*]]: f32)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[X]], %[[Z]] fastmath<nnan> : f32
// CHECK-NEXT:    return %[[Z]], %[[NZ]], %[[M]], %[[Z]] :
func.func @f(%x: f32) -> (f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %z fastmath<fast> : f32
  %1 = arith.mulf %x, %nz fastmath<nnan,nsz> : f32
  %2 = arith.mulf %x, %z fastmath<nnan> : f32
  %3 = arith.mulf %z, %x fastmath<fast> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
