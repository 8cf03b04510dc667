// tensor.collapse_shape/expand_shape verifiers, as upstream's verifyTensorReshapeOp.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%m: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<2x3xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x1xf32>'.}}
  %0 = tensor.collapse_shape %m [[0], [1]] : tensor<2x3xf32> into tensor<2x3x1xf32>
  return
}
// -----
func.func @f(%m: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %m [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}
// -----
func.func @f(%m: tensor<2x?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %m [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<6x4xf32>
  return
}
// -----
func.func @f(%m: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 4] : tensor<6x4xf32> into tensor<2x4x4xf32>
  return
}
// -----
func.func @f(%m: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %m [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>
  return
}
// -----
func.func @f(%m: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6x4xf32>', but got 'tensor<6x4xf64>'}}
  %0 = tensor.collapse_shape %m [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf64>
  return
}
