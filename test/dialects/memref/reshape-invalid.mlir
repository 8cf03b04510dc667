// memref.collapse_shape/expand_shape verifiers, as upstream's (verifyCollapsedShape,
// rank checks, the expected type of identity-layout sources).
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}
// -----
func.func @f(%m: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %m [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}
// -----
func.func @f(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 2], [0]] : memref<2x3x4xf32> into memref<12x2xf32>
  return
}
// -----
func.func @f(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<5x4xf32>
  return
}
// -----
func.func @f(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}
// -----
func.func @f(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x4xf32>' but found 'memref<2x3x4xf32, 1>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32, 1>
  return
}
// -----
func.func @f(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<6x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return
}
