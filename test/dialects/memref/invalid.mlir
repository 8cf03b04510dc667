// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4x4xf32>
  return %v : f32
}

// -----

func.func @g(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @h() {
  %a = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @k(%m: memref<4xf32>, %i: index, %f: f32) {
  memref.store %f, %m[%i, %i] : memref<4xf32>
  return
}

// CHECK: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible
// CHECK: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK: error: 'memref.store' op store index operand count not equal to memref rank
