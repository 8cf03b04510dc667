// Verifier messages of the llvm vector ops, as upstream's.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%t: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op operand #0 must be LLVM dialect-compatible vector type, but got 'tensor<4xf32>'}}
  %e = "llvm.extractelement"(%t, %i) : (tensor<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %ix: index) {
  // expected-error @+1 {{'llvm.extractelement' op operand #1 must be signless integer, but got 'index'}}
  %e = "llvm.extractelement"(%v, %ix) : (vector<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %e = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32, %x: i32) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %e = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op failed to verify that all of {v1, v2} have same type}}
  %e = "llvm.shufflevector"(%v, %w) <{mask = array<i32: 0, 3>}> : (vector<4xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @f(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %e = llvm.shufflevector %v, %v [0, 3] : vector<[4]xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // Upstream aborts here; a zero-length result vector cannot exist.
  // expected-error @+1 {{expected a non-empty mask}}
  %e = llvm.shufflevector %v, %v [] : vector<4xf32>
  return
}
