// scf.index_switch on a constant is the case it selects (or the default),
// inlined (upstream's FoldConstantCase); expected text from mlir-opt 22.
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
// CHECK-NEXT: }
