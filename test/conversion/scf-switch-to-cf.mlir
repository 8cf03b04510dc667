// convert-scf-to-cf on scf.index_switch (a cf.switch on the index cast to i32) and scf.execute_region.
// RUN: %rmlir-opt %s --convert-scf-to-cf | FileCheck %s

func.func @f(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  default {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  %e = scf.execute_region -> i32 {
    %m = arith.muli %r, %x : i32
    scf.yield %m : i32
  }
  return %e : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       2: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb4(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.br ^bb4(%c7_i32 : i32)
// CHECK-NEXT:   ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %3 = arith.muli %2, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb6(%3 : i32)
// CHECK-NEXT:   ^bb6(%4: i32):  // pred: ^bb5
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
