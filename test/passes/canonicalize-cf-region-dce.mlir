// cf.cond_br on the condition of its single predecessor's cond_br, truth
// propagation into single-predecessor successors, cf.assert of true, and region
// DCE by liveness (dead loop-carried block arguments and their branch operands).
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i1)
func.func @same(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  call @use(%c) : (i1) -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb4
^bb2:
  call @use(%c) : (i1) -> ()
  cf.cond_br %c, ^bb3(%b : i32), ^bb4
^bb3(%x: i32):
  return %x : i32
^bb4:
  return %b : i32
}
func.func @assert(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  %f = arith.constant false
  cf.assert %f, "never"
  return
}
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0, %c0 : index, index, index)
^header(%i: index, %acc: index, %dead: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit(%acc : index)
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  %d2 = arith.muli %dead, %i2 : index
  cf.br ^header(%i2, %acc2, %d2 : index, index, index)
^exit(%r: index):
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(i1)
// CHECK-NEXT:   func.func @same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     call @use(%true) : (i1) -> ()
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     call @use(%false) : (i1) -> ()
// CHECK-NEXT:     return %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assert(%arg0: i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.assert %arg0, "maybe"
// CHECK-NEXT:     cf.assert %false, "never"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %c0 : index, index)
// CHECK-NEXT:   ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3(%1 : index)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %0 : index
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : index, index)
// CHECK-NEXT:   ^bb3(%5: index):  // pred: ^bb1
// CHECK-NEXT:     return %5 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
