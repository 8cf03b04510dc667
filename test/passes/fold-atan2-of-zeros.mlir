// math.atan2 of two zeros folds to NaN, as upstream's folder says. Expected
// output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK:         %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK:         return %{{.*}}, %[[NAN]], %[[NAN]] : f32, f32, f32
func.func @f() -> (f32, f32, f32) {
  %z = arith.constant -0.000000e+00 : f32
  %l = math.log1p %z : f32
  %a = math.atan2 %l, %l : f32
  %p = arith.constant 0.0 : f32
  %b = math.atan2 %p, %p : f32
  return %l, %a, %b : f32, f32, f32
}
