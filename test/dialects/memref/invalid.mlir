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

// -----

func.func @e(%m: memref<4xf32>, %u: memref<*xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  %1 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %u: memref<*xf32>) {
  %1 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @g(%m: memref<4xf32, 1>) {
  %1 = memref.cast %m : memref<4xf32, 1> to memref<4xf32>
  return
}

// -----

func.func @h(%m: memref<4xf32>, %n: memref<8xf32>) {
  memref.copy %m, %n : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @i() {
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

func.func @m(%n: index) {
  %0 = memref.alloca(%n) : memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @b(%m: memref<4x?xf32>) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.cast %m : memref<4x?xf32> to memref<4x?xf32, strided<[?, 2]>>
  return
}

// -----

func.func @c(%m: memref<4x4xf32>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 3>>
  return
}

// -----

func.func @d(%m: memref<4x4xf32>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x4xf32, strided<[4, 1]>>
  %1 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// CHECK: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible
// CHECK: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK: error: 'memref.store' op store index operand count not equal to memref rank
// CHECK: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible
// CHECK: error: 'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible
// CHECK: error: 'memref.cast' op operand type 'memref<4xf32, 1>' and result type 'memref<4xf32>' are cast incompatible
// CHECK: error: 'memref.copy' op requires the same shape for all operands
// CHECK: error: 'memref.get_global' op 'nope' does not reference a valid global memref
// CHECK: error: 'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0
// CHECK: error: 'memref.cast' op operand type 'memref<4xf32, strided<[2]>>' and result type 'memref<4xf32>' are cast incompatible
// CHECK: error: 'memref.cast' op operand type 'memref<4x?xf32>' and result type 'memref<4x?xf32, strided<[?, 2]>>' are cast incompatible
// CHECK: error: 'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[4, 1], offset: 3>>' are cast incompatible
// CHECK: error: 'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>' are cast incompatible

// -----

func.func @transpose_not_permutation(%m: memref<10x20xf32>) {
  %t = memref.transpose %m (d0, d1) -> (d0, d0) : memref<10x20xf32> to memref<20x10xf32, strided<[1, 20]>>
  return
}

// -----

func.func @transpose_rank(%m: memref<10x20xf32>) {
  %t = memref.transpose %m (d0) -> (d0) : memref<10x20xf32> to memref<20x10xf32, strided<[1, 20]>>
  return
}

// -----

func.func @transpose_result(%m: memref<10x20xf32>) {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<10x20xf32> to memref<20x10xf32>
  return
}

// -----

func.func @transpose_offset(%n: memref<4x?x8xf32, strided<[?, 8, 1], offset: 3>>) {
  %u = memref.transpose %n (d0, d1, d2) -> (d2, d0, d1) : memref<4x?x8xf32, strided<[?, 8, 1], offset: 3>> to memref<8x4x?xf32, strided<[1, ?, 8], offset: 4>>
  return
}
// CHECK: error: 'memref.transpose' op expected a permutation map
// CHECK: error: 'memref.transpose' op expected a permutation map of same rank as the input
// CHECK: error: 'memref.transpose' op result type 'memref<20x10xf32>' is not equivalent to the canonical transposed input type 'memref<20x10xf32, affine_map<(d0, d1) -> (d0 + d1 * 20)>>'
// CHECK: error: 'memref.transpose' op result type 'memref<8x4x?xf32, strided<[1, ?, 8], offset: 4>>' is not equivalent to the canonical transposed input type 'memref<8x4x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0 + d1 * s0 + d2 * 8 + 3)>>'
