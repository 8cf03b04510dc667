// arith.cmpf with a NaN constant on one side folds whatever the other side
// is: ordered predicates to false, unordered ones to true (upstream's
// CmpFOp::fold). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[F:.*]] = arith.constant false
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    return %[[F]], %[[T]] : i1, i1
func.func @f(%x: f32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf une, %nan, %x : f32
  return %0, %1 : i1, i1
}
