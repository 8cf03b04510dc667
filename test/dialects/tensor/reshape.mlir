// RUN: %rmlir-opt %s  | FileCheck %s

func.func @r(%t: tensor<4x8xf32>, %n: index) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @r(%arg0: tensor<4x8xf32>, %arg1: index) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
