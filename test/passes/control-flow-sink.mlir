// RUN: %rmlir-opt %s --control-flow-sink | FileCheck %s

func.func @f(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %a, %a : i32
  %both = arith.subi %x, %y : i32
  %ld = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %b, %both : i32
    %u = arith.addi %ld, %t : i32
    scf.yield %u : i32
  } else {
    scf.yield %both : i32
  }
  %k = arith.constant 7 : i32
  %s = scf.if %c -> i32 {
    %n = scf.if %c -> i32 {
      scf.yield %k : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %x : i32
  }
  return %r, %s : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>, %arg4: index) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = memref.load %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %4 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       %5 = arith.muli %4, %4 : i32
// CHECK-NEXT:       %6 = arith.addi %5, %0 : i32
// CHECK-NEXT:       %7 = arith.addi %1, %6 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %4 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:         %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:         scf.yield %c7_i32 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg1 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
