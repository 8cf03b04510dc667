// mulf and divf of two negations drop both (upstream's MulFOfNegF,
// DivFOfNegF). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:    %[[D:.*]] = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    return %[[M]], %[[D]] : f32, f32
func.func @f(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %m = arith.mulf %a, %b : f32
  %d = arith.divf %a, %b fastmath<fast> : f32
  return %m, %d : f32, f32
}
