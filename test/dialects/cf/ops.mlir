// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @f(%c: i1, %x: i32, %y: f32) {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^t(%x : i32), ^f(%y, %x : f32, i32)
^t(%a: i32):
  cf.br ^e
^f(%b: f32, %d: i32):
  cf.br ^e
^e:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:     cf.assert %arg0, "must hold"
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2, %arg1 : f32, i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2(%1: f32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, i32, f32) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i32, %arg2: f32):
// GENERIC-NEXT:     "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> ()
// GENERIC-NEXT:     "cf.cond_br"(%arg0, %arg1, %arg2, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, f32, i32) -> ()
// GENERIC-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// GENERIC-NEXT:     "cf.br"()[^bb3] : () -> ()
// GENERIC-NEXT:   ^bb2(%1: f32, %2: i32):  // pred: ^bb0
// GENERIC-NEXT:     "cf.br"()[^bb3] : () -> ()
// GENERIC-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
