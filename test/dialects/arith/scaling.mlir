// RUN: %rmlir-opt %s  | FileCheck %s

func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %f: f32) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %f, %s to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32) {
// CHECK-NEXT:     %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:     %1 = arith.scaling_truncf %arg2, %arg1 to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
