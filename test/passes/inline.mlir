// RUN: %rmlir-opt %s --inline | FileCheck %s

func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %s = call @square(%a) : (i32) -> i32
  return %s : i32
^f:
  return %b : i32
}
func.func @rec(%x: i32) -> i32 {
  %r = call @rec(%x) : (i32) -> i32
  return %r : i32
}
func.func @kept(%x: i32) -> i32 {
  %r = call @square(%x) {no_inline} : (i32) -> i32
  return %r : i32
}
func.func @caller(%c: i1, %a: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %p = call @pick(%c, %a, %one) : (i1, i32, i32) -> i32
  %q = call @square(%p) : (i32) -> i32
  return %p, %q : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @square(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @square(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:     return %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
