// RUN: %rmlir-opt %s  | FileCheck %s

memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
memref.global @u : memref<2xf32> = uninitialized
memref.global "public" @ext : memref<2x2xf32> {alignment = 16 : i64}
memref.global @z : memref<f32> = dense<0.0>
func.func @lookup(%i: index) -> i32 {
  %g = memref.get_global @lut : memref<4xi32>
  %v = memref.load %g[%i] : memref<4xi32>
  return %v : i32
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
// CHECK-NEXT:   memref.global @u : memref<2xf32> = uninitialized
// CHECK-NEXT:   memref.global "public" @ext : memref<2x2xf32> {alignment = 16 : i64}
// CHECK-NEXT:   memref.global @z : memref<f32> = dense<0.000000e+00>
// CHECK-NEXT:   func.func @lookup(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = memref.get_global @lut : memref<4xi32>
// CHECK-NEXT:     %1 = memref.load %0[%arg0] : memref<4xi32>
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
