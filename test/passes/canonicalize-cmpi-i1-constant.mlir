// On i1, `cmpi ne, x, false` and `cmpi eq, x, true` fold to x (with the
// constant on either side); `cmpi eq, x, false` and `cmpi ne, x, true`
// stay. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[X:.*]]: i1)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK-NEXT:    %[[A:.*]] = arith.cmpi eq, %[[X]], %[[F]] : i1
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi ne, %[[X]], %[[T]] : i1
// CHECK-NEXT:    return %[[X]], %[[X]], %[[X]], %[[A]], %[[B]] :
func.func @f(%x: i1) -> (i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi ne, %x, %f : i1
  %1 = arith.cmpi eq, %x, %t : i1
  %2 = arith.cmpi ne, %f, %x : i1
  %3 = arith.cmpi eq, %x, %f : i1
  %4 = arith.cmpi ne, %x, %t : i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
