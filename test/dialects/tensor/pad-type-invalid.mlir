// tensor.pad's result type against the padded source type, as upstream's PadOp::verify.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%t: tensor<4x6xf32>, %x: f32) -> tensor<6x8xf32> {
  // expected-error @+1 {{specified type 'tensor<6x8xf32>' does not match the inferred type 'tensor<6x9xf32>'}}
  %r = tensor.pad %t low[1, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x6xf32> to tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
// -----
func.func @g(%t: tensor<?x6xf32>, %x: f32, %n: index) -> tensor<6x?xf32> {
  %r = tensor.pad %t low[1, %n] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x6xf32> to tensor<6x?xf32>
  return %r : tensor<6x?xf32>
}
// -----
func.func @h(%t: tensor<4x6xf32>, %x: f32) -> tensor<6x8x1xf32> {
  // expected-error @+1 {{specified type 'tensor<6x8x1xf32>' does not match the inferred type 'tensor<6x8xf32>'}}
  %r = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x6xf32> to tensor<6x8x1xf32>
  return %r : tensor<6x8x1xf32>
}
