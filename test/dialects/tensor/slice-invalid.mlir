// tensor.extract_slice / insert_slice: slice type (possibly rank-reduced),
// interface checks and bounds, as upstream; messages from mlir-opt 22.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}
// -----
func.func @b(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x1xf32>
  return
}
// -----
func.func @c(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32>
  return
}
// -----
func.func @e(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [0, 4] [1, 1] : tensor<8x16xf32> to tensor<0x4xf32>
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[0, 0] [4, -1] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @g(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16xf32> to tensor<4x4x4xf32>
  return
}
// -----
func.func @h(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @p(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[0, 16] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%s: tensor<4x5xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x5xf32> into tensor<8x16xf32>
  return
}
// -----
func.func @c(%s: tensor<4x4xi32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<8x16xf32>
  return
}
// -----
func.func @d(%s: tensor<4x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.insert_slice %s into %t[6, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}
// -----
func.func @e(%s: tensor<4x4x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4x4xf32> into tensor<8x16xf32>
  return
}
// -----
func.func @f(%s: tensor<4x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.insert_slice %s into %t[0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}
// -----
func.func @i(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -3}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -3>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x4xf32>
  return
}
// -----
func.func @e(%t: tensor<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<4x4xf32>
  return
}
