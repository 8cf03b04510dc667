// scf.index_switch canonicalization: a switch on a constant is the case it
// selects (or the default); a result every region yields the same outer
// value for is that value; unused results go. Expected text: mlir-opt 22.
// RUN: %rmlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

func.func @case(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  return %0 : i32
}

func.func @default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  return %0 : i32
}

func.func @no_results(%a: i32) {
  %c1 = arith.constant 1 : index
  scf.index_switch %c1
  case 1 {
    "test.op"(%a) : (i32) -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

func.func @f(%i: index, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.index_switch %i -> i32, i32
  case 1 {
    scf.yield %v, %w : i32, i32
  }
  default {
    scf.yield %v, %v : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @g(%i: index, %v: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 1 {
    "test.op"() : () -> ()
    scf.yield %v : i32
  }
  default {
    scf.yield %v : i32
  }
  return %0 : i32
}
func.func @h(%c: i1, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    "test.op"() : () -> ()
    scf.yield %v, %w : i32, i32
  } else {
    scf.yield %v, %v : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @case(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_results(%arg0: i32) {
// CHECK-NEXT:     "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     scf.index_switch %arg0
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
