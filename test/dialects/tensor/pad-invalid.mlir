// tensor.pad's region checks, as upstream's PadOp::verifyRegions.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%t: tensor<4x4xf32>, %x: f32) -> tensor<6x6xf32> {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %r = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: i32):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}
// -----
func.func @f(%t: tensor<4x4xf32>, %x: f32) -> tensor<6x6xf32> {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %r = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}
// -----
func.func @f(%t: tensor<4x4xf32>, %x: f64) -> tensor<6x6xf32> {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %r = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f64
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}
