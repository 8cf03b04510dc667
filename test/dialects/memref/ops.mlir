// RUN: %rmlir-opt %s  | FileCheck %s

func.func @m(%n: index, %u: memref<*xf32>, %f: f32) -> index {
  %a = memref.alloc(%n) {alignment = 32 : i64} : memref<?x4xf32>
  %b = memref.alloca() : memref<4xf32, 2>
  %s = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %c = memref.cast %a : memref<?x4xf32> to memref<8x4xf32>
  %d = memref.dim %a, %n : memref<?x4xf32>
  %r = memref.rank %u : memref<*xf32>
  %v = memref.load %c[%n, %n] {nontemporal = true} : memref<8x4xf32>
  memref.store %f, %c[%n, %n] : memref<8x4xf32>
  memref.copy %a, %a : memref<?x4xf32> to memref<?x4xf32>
  %m = memref.memory_space_cast %b : memref<4xf32, 2> to memref<4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %d : index
}

func.func @views(%m: memref<8x16xf32>, %o: index, %buf: memref<2048xi8>) {
  %0 = memref.subview %m[%o, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.view %buf[%o][%o] : memref<2048xi8> to memref<?x4xf32>
  return
}

func.func @reshape(%d: memref<?x8xf32>, %n: index) {
  %0 = memref.collapse_shape %d [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %d : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %d : memref<?x8xf32> -> index
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @m(%arg0: index, %arg1: memref<*xf32>, %arg2: f32) -> index {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 32 : i64} : memref<?x4xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32, 2>
// CHECK-NEXT:     %alloc_0 = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x4xf32> to memref<8x4xf32>
// CHECK-NEXT:     %dim = memref.dim %alloc, %arg0 : memref<?x4xf32>
// CHECK-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:     %1 = memref.load %cast[%arg0, %arg0] {nontemporal = true} : memref<8x4xf32>
// CHECK-NEXT:     memref.store %arg2, %cast[%arg0, %arg0] : memref<8x4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc : memref<?x4xf32> to memref<?x4xf32>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %alloca : memref<4xf32, 2> to memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views(%arg0: memref<8x16xf32>, %arg1: index, %arg2: memref<2048xi8>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %view = memref.view %arg2[%arg1][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshape(%arg0: memref<?x8xf32>, %arg1: index) {
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x8xf32> into memref<?xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x8xf32> -> index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
