// scf.if results: one yielding true/false is the condition, false/true its
// negation, and the same value in both branches is that value (upstream's
// ReplaceIfYieldWithConditionOrValue). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[N:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    return %arg0, %[[N]], %arg1 : i1, i1, i32
func.func @f(%c: i1, %a: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %t, %f, %a : i1, i1, i32
  } else {
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %f, %t, %a : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
