// convert-scf-to-cf: nested scf.if with results, an scf.if without results and scf.while, checked line for line against upstream's output.
// RUN: %rmlir-opt %s --convert-scf-to-cf | FileCheck %s

func.func @nested(%a: i32, %b: i32, %c: i1, %d: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = scf.if %d -> (i32) {
      %s = arith.addi %a, %b : i32
      scf.yield %s : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  scf.if %c {
    %z = arith.muli %a, %a : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @w(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %i, %n : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}

// CHECK:      module {
// CHECK-NEXT:   func.func @nested(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1) -> (i32, i32) {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb6
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb4(%0 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT:   ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb7(%1, %arg0 : i32, i32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb7(%arg1, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb7(%2: i32, %3: i32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:     cf.br ^bb8
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     cf.cond_br %arg2, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     cf.br ^bb10
// CHECK-NEXT:   ^bb10:  // 2 preds: ^bb8, ^bb9
// CHECK-NEXT:     return %2, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ult, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0 : index), ^bb3
// CHECK-NEXT:   ^bb2(%2: index):  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %2, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%3 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
