// A loop of a dialect outside mlir-dialects: LICM finds it through
// LoopLikeOpInterface and hoists the pure toy.mul, not the writing toy.print.
// RUN: %toy-opt %s --loop-invariant-code-motion | FileCheck %s

// CHECK-LABEL: func.func @hoist
// CHECK-NEXT:    %[[C:.*]] = toy.constant 3 : i32
// CHECK-NEXT:    %[[M:.*]] = toy.mul %arg1, %[[C]] : i32
// CHECK-NEXT:    toy.loop %arg0 {
// CHECK-NEXT:      toy.print %[[M]] : i32
// CHECK-NEXT:      toy.yield
func.func @hoist(%n: index, %a: i32) {
  %c3 = toy.constant 3 : i32
  toy.loop %n {
    %m = toy.mul %a, %c3 : i32
    toy.print %m : i32
    toy.yield
  }
  return
}

// An arith division by a value that may be zero stays in the toy loop
// (ConditionallySpeculatable); one by a non-zero constant moves.
// CHECK-LABEL: func.func @divisions
// CHECK:         arith.divsi %arg1, %c7
// CHECK-NEXT:    toy.loop %arg0 {
// CHECK-NEXT:      arith.divsi %arg1, %arg2
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      toy.print
func.func @divisions(%n: index, %a: i32, %b: i32) {
  %c7 = arith.constant 7 : i32
  toy.loop %n {
    %q = arith.divsi %a, %c7 : i32
    %r = arith.divsi %a, %b : i32
    %s = arith.addi %q, %r : i32
    toy.print %s : i32
    toy.yield
  }
  return
}
