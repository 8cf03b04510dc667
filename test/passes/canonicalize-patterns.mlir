// RUN: %rmlir-opt %s --canonicalize --cse | FileCheck %s

func.func @chains(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c3 : i32
  %t = arith.subi %s, %c5 : i32
  %u = arith.subi %c5, %x : i32
  %v = arith.addi %u, %c3 : i32
  %m = arith.muli %x, %c3 : i32
  %n = arith.muli %m, %c5 : i32
  %e = arith.cmpi eq, %x, %y : i32
  %sel = arith.select %e, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %sel2 = arith.select %ne, %x, %y : i32
  return %b, %t, %v, %n, %sel, %sel2 : i32, i32, i32, i32, i32, i32
}

func.func @casts(%m: memref<4x?xf32>, %v: f32) -> (f32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %l = memref.load %cast[%c0, %c1] : memref<?x?xf32>
  memref.store %v, %cast[%c1, %c0] : memref<?x?xf32>
  %d0 = memref.dim %cast, %c0 : memref<?x?xf32>
  %d1 = memref.dim %cast, %c1 : memref<?x?xf32>
  return %l, %d0, %d1 : f32, index, index
}

func.func @commutative_cse(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %y, %x : i32
  return %a, %b : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @chains(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:     %3 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %arg1, %arg0 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: memref<4x?xf32>, %arg1: f32) -> (f32, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0, %c1] : memref<4x?xf32>
// CHECK-NEXT:     memref.store %arg1, %arg0[%c1, %c0] : memref<4x?xf32>
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:     return %0, %c4, %dim : f32, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @commutative_cse(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
