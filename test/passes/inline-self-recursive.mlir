// The inliner leaves calls to a function that calls itself, as upstream's
// ("don't allow inlining if the target is a self-recursive function"),
// and inlines the others; expected text from mlir-opt 22.
// RUN: %rmlir-opt %s --inline | FileCheck %s

func.func private @fact(%n: i32, %acc: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %acc : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %a = arith.muli %acc, %n : i32
  %r = call @fact(%m, %a) : (i32, i32) -> i32
  return %r : i32
}
func.func private @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @main(%n: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %f = call @fact(%n, %c1) : (i32, i32) -> i32
  %t = call @twice(%n) : (i32) -> i32
  return %f, %t : i32, i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @fact(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %2 = arith.muli %arg1, %arg0 : i32
// CHECK-NEXT:     %3 = call @fact(%1, %2) : (i32, i32) -> i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @fact(%arg0, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
