// sccp across func.call: call results join the callee's live returns;
// arguments of a function whose call sites are all known (private, or
// nested when all uses are visible, referred to by calls only) join the
// live calls' operands; a function no live call reaches stays as is.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --split-input-file --sccp | FileCheck %s

func.func @pub() -> i32 {
  %c = arith.constant 5 : i32
  return %c : i32
}
func.func private @priv(%x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  return %s, %x : i32, i32
}
func.func private @never(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return %s : i32
}
func.func private @decl(i32) -> i32
func.func private @taken(%x: i32) -> i32 {
  return %x : i32
}
func.func @user(%a: i32) -> (i32, i32, i32, i32, i32) {
  %r = call @pub() : () -> i32
  %c3 = arith.constant 3 : i32
  %p:2 = call @priv(%c3, %c3) : (i32, i32) -> (i32, i32)
  %d = call @decl(%c3) : (i32) -> i32
  %t = call @taken(%c3) : (i32) -> i32
  %f = func.constant @taken : (i32) -> i32
  return %r, %p#0, %p#1, %d, %t : i32, i32, i32, i32, i32
}
func.func @user2(%a: i32) -> (i32, i32) {
  %c4 = arith.constant 3 : i32
  %p:2 = call @priv(%c4, %a) : (i32, i32) -> (i32, i32)
  return %p#0, %p#1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @pub() -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     return %c5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @priv(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %c3_i32, %arg1 : i32
// CHECK-NEXT:     return %0, %c3_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @never(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func private @taken(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %f = constant @taken : (i32) -> i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = call @pub() : () -> i32
// CHECK-NEXT:     %1:2 = call @priv(%c3_i32, %c3_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %2 = call @decl(%c3_i32) : (i32) -> i32
// CHECK-NEXT:     %3 = call @taken(%c3_i32) : (i32) -> i32
// CHECK-NEXT:     return %c5_i32, %1#0, %c3_i32, %2, %3 : i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user2(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0:2 = call @priv(%c3_i32, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     return %0#0, %c3_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----

func.func private @fact(%n: i32, %acc: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %acc : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %r = call @fact(%m, %acc) : (i32, i32) -> i32
  return %r : i32
}
func.func private @only_dead_caller(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  return %y : i32
}
func.func private @dead() -> i32 {
  %c9 = arith.constant 9 : i32
  %r = call @only_dead_caller(%c9) : (i32) -> i32
  return %r : i32
}
func.func private @two_returns(%c: i1) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.cond_br %c, ^a, ^b
^a:
  return %c7 : i32
^b:
  %c8 = arith.constant 8 : i32
  return %c8 : i32
}
func.func @main(%a: i32) -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %f = call @fact(%c5, %c1) : (i32, i32) -> i32
  %t = call @two_returns(%true) : (i1) -> i32
  %false = arith.constant false
  %u = scf.if %false -> (i32) {
    %d = func.call @only_dead_caller(%c5) : (i32) -> i32
    scf.yield %d : i32
  } else {
    scf.yield %c1 : i32
  }
  return %f, %t, %u : i32, i32, i32
}
module @inner {
  func.func nested @n(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @use() -> i32 {
    %c4 = arith.constant 4 : i32
    %r = func.call @n(%c4) : (i32) -> i32
    return %r : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @fact(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %2 = call @fact(%1, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @only_dead_caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dead() -> i32 {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %0 = call @only_dead_caller(%c9_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @two_returns(%arg0: i1) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     return %c8_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = call @fact(%c5_i32, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = call @two_returns(%true) : (i1) -> i32
// CHECK-NEXT:     %2 = scf.if %false -> (i32) {
// CHECK-NEXT:       %3 = func.call @only_dead_caller(%c5_i32) : (i32) -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c1_i32, %c7_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func nested @n(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       return %c4_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @use() -> i32 {
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       %0 = call @n(%c4_i32) : (i32) -> i32
// CHECK-NEXT:       return %c4_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
