// Subviews upstream accepts: strided and affine-map layouts, dynamic
// offsets and sizes, rank reduction told apart by strides.
// RUN: %rmlir-opt %s --split-input-file | FileCheck %s

// CHECK: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
func.func @b(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1]>>
func.func @h(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
func.func @j(%m: memref<8x16xf32>, %o: index) {
  %0 = memref.subview %m[%o, 0] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[1, 2] [%arg1, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @p(%m: memref<?x?xf32>, %s: index) {
  %0 = memref.subview %m[1, 2] [%s, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[1, 2] [4, 4] [2, 3] : memref<8x16xf32, strided<[32, 2], offset: 5>> to memref<4x4xf32, strided<[64, 6], offset: 41>>
func.func @q(%m: memref<8x16xf32, strided<[32, 2], offset: 5>>) {
  %0 = memref.subview %m[1, 2] [4, 4] [2, 3] : memref<8x16xf32, strided<[32, 2], offset: 5>> to memref<4x4xf32, strided<[64, 6], offset: 41>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32>
func.func @r(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32>
func.func @s(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 0] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 0]>>
func.func @t(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 0] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 0]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, #map>
func.func @u(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
func.func @v(%m: memref<8x16xf32>, %o: index) {
  %0 = memref.subview %m[%o, %o] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<16xf32>
func.func @k(%m: memref<8x1x16xf32>) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<16xf32>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0, 0] [4, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<4x16xf32, strided<[16, 1]>>
func.func @l(%m: memref<8x1x16xf32>) {
  %0 = memref.subview %m[0, 0, 0] [4, 1, 16] [1, 1, 1] : memref<8x1x16xf32> to memref<4x16xf32, strided<[16, 1]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<1x1x16xf32> to memref<1x16xf32, strided<[16, 1]>>
func.func @b(%m: memref<1x1x16xf32>) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<1x1x16xf32> to memref<1x16xf32, strided<[16, 1]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0, 0] [4, 1, 1] [1, 1, 1] : memref<4x1x1xf32, strided<[1, 1, 1]>> to memref<4x1xf32, strided<[1, 1]>>
func.func @f(%m: memref<4x1x1xf32, strided<[1, 1, 1]>>) {
  %0 = memref.subview %m[0, 0, 0] [4, 1, 1] [1, 1, 1] : memref<4x1x1xf32, strided<[1, 1, 1]>> to memref<4x1xf32, strided<[1, 1]>>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32, 3> to memref<4x4xf32, strided<[16, 1]>, 3>
func.func @g(%m: memref<8x16xf32, 3>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, 3> to memref<4x4xf32, strided<[16, 1]>, 3>
  return
}
// -----
// CHECK: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 5] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 5]>>
func.func @k(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 5] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 5]>>
  return
}
