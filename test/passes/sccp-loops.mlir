// sccp through scf.for and scf.while: loop-carried values join their
// initial values and what live iterations yield; a for loop's induction
// variable is unknown; a while loop's body and exit follow its condition.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --split-input-file --sccp | FileCheck %s

func.func @a(%n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %r:2 = scf.for %iv = %c0 to %n step %c1 iter_args(%x = %i1, %y = %i1) -> (i32, i32) {
    %z = arith.addi %y, %i2 : i32
    %k = arith.muli %x, %i1 : i32
    scf.yield %k, %z : i32, i32
  }
  %s = scf.for %iv = %c4 to %c0 step %c1 iter_args(%x = %i2) -> (i32) {
    %z = arith.addi %x, %i2 : i32
    scf.yield %z : i32
  }
  return %r#0, %r#1, %s : i32, i32, i32
}
func.func @w(%n: i32) -> i32 {
  %i1 = arith.constant 1 : i32
  %false = arith.constant false
  %r = scf.while (%x = %i1) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %i1 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: index) -> (i32, i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c1_i32, %arg3 = %c1_i32) -> (i32, i32) {
// CHECK-NEXT:       %2 = arith.addi %arg3, %c2_i32 : i32
// CHECK-NEXT:       scf.yield %c1_i32, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg1 = %c4 to %c0 step %c1 iter_args(%arg2 = %c2_i32) -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg2, %c2_i32 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c1_i32, %0#1, %1 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: i32) -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

func.func @w2(%n: i32) -> (i32, i32) {
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %r:2 = scf.while (%x = %i0, %k = %i1) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %kk: i32):
    %z = arith.addi %y, %i1 : i32
    scf.yield %z, %kk : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @w3() -> i32 {
  %i1 = arith.constant 1 : i32
  %true = arith.constant true
  %r = scf.while (%x = %i1) : (i32) -> i32 {
    scf.condition(%true) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @f2(%n: index, %m: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = arith.constant 1 : i32
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%x = %i1) -> (i32) {
    %s = scf.for %jv = %c0 to %m step %c1 iter_args(%y = %x) -> (i32) {
      %t = arith.muli %y, %i1 : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @f3(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%x = %c0) -> (index) {
    scf.yield %iv : index
  }
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @w2(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c1_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:       scf.condition(%1) %arg1, %c1_i32 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:       scf.yield %1, %c1_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %c1_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w3() -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = scf.while (%arg0 = %c1_i32) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%true) %c1_i32 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg0: i32):
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: index, %arg1: index) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:       scf.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
