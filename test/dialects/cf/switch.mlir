// RUN: %rmlir-opt %s | FileCheck %s

func.func @switch(%f: i8, %a: i32) {
  cf.switch %f : i8, [ default: ^bb1(%a : i32), -1: ^bb2, 42: ^bb1(%a : i32) ]
^bb1(%x: i32):
  cf.switch %f : i8, [ default: ^bb2 ]
^bb2:
  return
}

func.func @weights(%c: i1) {
  cf.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @switch(%arg0: i8, %arg1: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i8, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       255: ^bb2,
// CHECK-NEXT:       42: ^bb1(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.switch %arg0 : i8, [
// CHECK-NEXT:       default: ^bb2]
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @weights(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
