// Slices upstream accepts, including rank-reducing ones.
// RUN: %rmlir-opt %s --split-input-file | FileCheck %s

// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
func.func @d(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
  return
}
// -----
// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 9] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
func.func @o(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 9] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
// CHECK: %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
func.func @b(%s: tensor<4xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
  return
}
// -----
// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 0] [%arg1, 1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
func.func @h(%t: tensor<?x?xf32>, %s: index) {
  %0 = tensor.extract_slice %t[0, 0] [%s, 1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  return
}
// -----
// CHECK: %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 5] : tensor<8x16xf32> to tensor<4x4xf32>
func.func @j(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 5] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
