// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @g(%t: tensor<4xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @h(%t: tensor<4x4xf32>, %i: index) {
  %c = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @k() {
  %a = tensor.empty() : tensor<?xf32>
  return
}

// -----

func.func @a(%f: f32) {
  %0 = tensor.from_elements %f : tensor<2xf32>
  return
}

// -----

func.func @b(%t: tensor<4xf32>, %i: index, %f: f32) {
  %0 = tensor.insert %f into %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @c(%n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return
}

// -----

func.func @d(%n: index, %f: f32) {
  %0 = tensor.splat %f : tensor<?xf32>
  return
}

// -----

func.func @j(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// CHECK: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<8xf32>' are cast incompatible
// CHECK: error: 'tensor.extract' op incorrect number of indices for extract_element
// CHECK: error: 'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK: error: custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types
// CHECK: error: 'tensor.insert' op incorrect number of indices
// CHECK: error: must have one body argument per input dimension
// CHECK: error: 'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible
