// and(a, and(a, b)), with the operands in any order, folds to the inner
// andi; or(a, or(a, b)) has no such fold. In sccp the fold gives the inner
// andi's constant. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s
// RUN: %rmlir-opt %s --sccp | FileCheck %s --check-prefix=SCCP

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NEXT:    %[[AND:.*]] = arith.andi %[[A]], %[[B]] : i64
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[A]], %[[B]] : i64
// CHECK-NEXT:    %[[OR2:.*]] = arith.ori %[[OR]], %[[A]] : i64
// CHECK-NEXT:    return %[[AND]], %[[AND]], %[[OR2]] :
func.func @f(%a: i64, %b: i64) -> (i64, i64, i64) {
  %0 = arith.andi %a, %b : i64
  %1 = arith.andi %0, %a : i64
  %2 = arith.andi %b, %0 : i64
  %3 = arith.ori %a, %b : i64
  %4 = arith.ori %3, %a : i64
  return %1, %2, %4 : i64, i64, i64
}

// SCCP-LABEL: func.func @g(
// SCCP-NEXT:     %[[Z:.*]] = arith.constant 0 : i64
// SCCP-NEXT:     return %[[Z]], %[[Z]] :
func.func @g(%a: i64, %b: i64) -> (i64, i64) {
  %z = arith.subi %b, %b : i64
  %0 = arith.andi %a, %z : i64
  %1 = arith.andi %0, %a : i64
  return %0, %1 : i64, i64
}
