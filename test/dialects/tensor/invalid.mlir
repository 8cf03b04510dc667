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

// CHECK: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<8xf32>' are cast incompatible
// CHECK: error: 'tensor.extract' op incorrect number of indices for extract_element
// CHECK: error: 'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1
