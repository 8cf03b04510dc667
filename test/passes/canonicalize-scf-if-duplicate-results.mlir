// scf.if results that both branches yield alike are merged: the uses of
// the later one go to the earlier (upstream's RemoveDuplicateSuccessorInputUses),
// then the unused result goes. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i64) {
// CHECK-NEXT:      scf.yield %[[A]] : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[D:.*]] = arith.divui %[[A]], %[[B]] : i64
// CHECK-NEXT:      scf.yield %[[D]] : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[R]], %[[R]] : i64
// CHECK-NEXT:    return %[[M]] : i64
func.func @f(%c: i1, %a: i64, %b: i64) -> i64 {
  %r:2 = scf.if %c -> (i64, i64) {
    scf.yield %a, %a : i64, i64
  } else {
    %d = arith.divui %a, %b : i64
    scf.yield %d, %d : i64, i64
  }
  %m = arith.muli %r#1, %r#0 : i64
  return %m : i64
}
