// memref.subview's result type (inferred from the source layout and the
// static offsets, sizes and strides, possibly rank-reduced), its interface
// checks and its bounds, as upstream's SubViewOp::verify; messages from mlir-opt 22.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @c(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 3>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}
// -----
func.func @d(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @e(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}
// -----
func.func @g(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}
// -----
func.func @i(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @k(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 2], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 2], offset: 5>>'}}
  %0 = memref.subview %m[%o, 0] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 5>>
  return
}
// -----
func.func @l(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32>
  return
}
// -----
func.func @m(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[0, 0] [9, 4] [1, 1] : memref<8x16xf32> to memref<9x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @n(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[4, 0] [5, 4] [1, 1] : memref<8x16xf32> to memref<5x4xf32, strided<[16, 1], offset: 64>>
  return
}
// -----
func.func @o(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: -16>>
  return
}
// -----
func.func @i(%m: memref<8x16xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0] [0, 4] [1, 1] : memref<8x16xf32> to memref<0x4xf32, strided<[16, 1], offset: 128>>
  return
}
// -----
func.func @j(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 4] [1, 1, 1] : memref<8x16xf32> to memref<4x4x4xf32>
  return
}
// -----
func.func @m(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<16xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<16xf32>
  return
}
// -----
func.func @n(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32>
  return
}
// -----
func.func @a(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @c(%m: memref<1x1x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x16xf32, strided<[16, 16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x16xf32, strided<[5, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<1x1x16xf32> to memref<1x16xf32, strided<[5, 1]>>
  return
}
// -----
func.func @d(%m: memref<?x?x?xf32>, %s: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x?x1xf32, strided<[?, ?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<?xf32, strided<[?], offset: ?>>'}}
  %0 = memref.subview %m[0, 0, 0] [1, %s, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return
}
// -----
func.func @e(%m: memref<?x?x?xf32>, %s: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x?x1xf32, strided<[?, ?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<?xf32, strided<[1], offset: ?>>'}}
  %0 = memref.subview %m[0, 0, 0] [1, %s, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @a(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @b(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %0 = "memref.subview"(%m, %o) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @c(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @d(%m: memref<8x16xf32>, %o: index) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16xf32>) -> memref<4x4x4xf32>
  return
}
