// scf.if canonicalization: results yielded from outside become selects, an
// else branch that only yields goes away.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @mixed(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, f32) {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %r:4 = scf.if %c -> (i32, i32, i32, f32) {
    %a = arith.addi %x, %y : i32
    scf.yield %x, %a, %y, %f : i32, i32, i32, f32
  } else {
    scf.yield %y, %x, %y, %g : i32, i32, i32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, f32
}
func.func @all_computed(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @with_effects(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @mixed(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = arith.select %arg0, %cst, %cst_0 : f32
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %2, %arg2, %1 : i32, i32, i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @all_computed(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @with_effects(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
