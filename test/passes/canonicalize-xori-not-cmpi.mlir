// xori(cmpi(p, a, b), true) is cmpi with the inverted predicate (upstream's
// XOrINotCmpI). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[C]] : i1
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}
