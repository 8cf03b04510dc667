// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @fold(%x: i32, %y: i32, %c: i1, %f: f32) -> (i32, i32, i32, i1, f32, index, i32) {
  %0 = arith.addi %x, %x : i32
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.muli %m, %x : i32
  %c9 = arith.constant 9 : i32
  %s = arith.subi %c9, %a : i32
  %k = arith.addi %z, %c9 : i32
  %e = arith.cmpi sle, %y, %y : i32
  %one = arith.constant 1.0 : f32
  %g = arith.addf %one, %one : f32
  %i1 = index.constant 40
  %i2 = index.constant 2
  %i3 = index.add %i1, %i2
  %dead = arith.muli %x, %y : i32
  %sel = arith.select %c, %0, %0 : i32
  return %0, %k, %s, %e, %g, %i3, %sel : i32, i32, i32, i1, f32, index, i32
}

func.func @cfg(%x: i32, %c: i1) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^a, ^b
^a:
  cf.cond_br %c, ^p, ^q(%x : i32)
^b:
  %z = arith.constant 0 : i32
  cf.br ^q(%z : i32)
^p:
  cf.br ^q(%x : i32)
^q(%v: i32):
  return %v : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f32) -> (i32, i32, i32, i1, f32, index, i32) {
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %c42_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %c9_i32 : i32
// CHECK-NEXT:     return %0, %2, %c3_i32, %true, %cst, %idx42, %0 : i32, i32, i32, i1, f32, index, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cfg(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
