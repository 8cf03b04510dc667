// RUN: %rmlir-opt %s --allow-unregistered-dialect --cse | FileCheck %s

func.func @dups(%x: i32, %y: i32, %m: memref<4xi32>, %c: i1) -> (i32, i32, i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %x, %y : i32
  %i = arith.constant 0 : index
  %l1 = memref.load %m[%i] : memref<4xi32>
  %l2 = memref.load %m[%i] : memref<4xi32>
  memref.store %a, %m[%i] : memref<4xi32>
  %l3 = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %n = arith.addi %x, %y : i32
    scf.yield %n : i32
  } else {
    scf.yield %b : i32
  }
  %dead = arith.muli %x, %x : i32
  %u1 = "test.op"(%x) : (i32) -> i32
  %u2 = "test.op"(%x) : (i32) -> i32
  %s = arith.addi %l1, %l2 : i32
  %t = arith.addi %u1, %u2 : i32
  return %s, %l3, %r, %t : i32, i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @dups(%arg0: i32, %arg1: i32, %arg2: memref<4xi32>, %arg3: i1) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:     memref.store %0, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:     %2 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:     %3 = scf.if %arg3 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %5 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %6 = arith.addi %1, %1 : i32
// CHECK-NEXT:     %7 = arith.addi %4, %5 : i32
// CHECK-NEXT:     return %6, %2, %3, %7 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
