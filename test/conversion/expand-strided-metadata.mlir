// expand-strided-metadata on static subviews (one rank-reducing).
// RUN: %rmlir-opt %s --expand-strided-metadata | FileCheck %s

func.func @a(%m: memref<8x16xf32>) -> f32 {
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c1] : memref<4x4xf32, strided<[16, 1], offset: 34>>
  %r = memref.subview %m[3, 0] [1, 8] [1, 2] : memref<8x16xf32> to memref<8xf32, strided<[2], offset: 48>>
  %w = memref.load %r[%c1] : memref<8xf32, strided<[2], offset: 48>>
  %x = arith.addf %v, %w : f32
  return %x : f32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @a(%arg0: memref<8x16xf32>) -> f32 {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [34], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT:     %0 = memref.load %reinterpret_cast[%c1, %c1] : memref<4x4xf32, strided<[16, 1], offset: 34>>
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %reinterpret_cast_4 = memref.reinterpret_cast %base_buffer_0 to offset: [48], sizes: [8], strides: [2] : memref<f32> to memref<8xf32, strided<[2], offset: 48>>
// CHECK-NEXT:     %1 = memref.load %reinterpret_cast_4[%c1] : memref<8xf32, strided<[2], offset: 48>>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
