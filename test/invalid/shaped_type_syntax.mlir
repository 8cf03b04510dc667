// Junk in shaped and other builtin types, as upstream's type parser.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

// expected-error @+1 {{expected ',' or '>' in memref type}}
func.func @f(%m: memref<4xf32 1>) {
  return
}
// -----
// expected-error @+1 {{expected '>' in tensor type}}
func.func @f(%m: tensor<4xf32 1>) {
  return
}
// -----
// expected-error @+1 {{expected '>' in vector type}}
func.func @f(%m: vector<4xf32 1>) {
  return
}
// -----
// expected-error @+1 {{expected ',' or '>'}}
func.func @f(%m: memref<4xf32, 1 2>) {
  return
}
// -----
// expected-error @+1 {{expected '>' in complex type}}
func.func @f(%m: complex<f32 1>) {
  return
}
// -----
// expected-error @+1 {{expected '>' in tuple type}}
func.func @f(%m: tuple<f32 1>) {
  return
}
