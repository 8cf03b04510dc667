// arith canonicalizations as upstream: select patterns (incl. SelectNotCond),
// trunci of extensions and truncations, cmpi ne ext(i1), 0, negf(negf).
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0(%c: i1, %x: i32, %y: i32, %z: i8, %f: f32, %g: f32) -> (i1, i1, i32, i32, i8, i32, i1, i32, i32, i64, i1, i32, f32, i32) {
  %t = arith.constant true
  %fa = arith.constant false
  %0 = arith.select %c, %t, %fa : i1
  %1 = arith.select %c, %fa, %t : i1
  %2 = arith.select %c, %x, %x : i32
  %e = arith.extsi %z : i8 to i32
  %3 = arith.trunci %e : i32 to i8
  %4 = arith.trunci %e : i32 to i8
  %n = arith.xori %c, %t : i1
  %5 = arith.select %n, %x, %y : i32
  %6 = arith.cmpi eq, %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a1 = arith.addi %x, %c1 : i32
  %7 = arith.subi %a1, %c2 : i32
  %s1 = arith.subi %c2, %x : i32
  %8 = arith.addi %s1, %c1 : i32
  %ee = arith.extui %x : i32 to i64
  %ez = arith.extui %c : i1 to i32
  %c0 = arith.constant 0 : i32
  %10 = arith.cmpi ne, %ez, %c0 : i32
  %11 = arith.muli %x, %c1 : i32
  %neg = arith.negf %f : f32
  %12 = arith.negf %neg : f32
  %13 = arith.andi %x, %x : i32
  return %0, %1, %2, %5, %3, %7, %6, %8, %11, %ee, %10, %13, %12, %x : i1, i1, i32, i32, i8, i32, i1, i32, i32, i64, i1, i32, f32, i32
}

func.func @f1(%a: i8, %b: i64, %v: vector<2xi8>) -> (i32, i16, i8, i32, vector<2xi8>, i1) {
  %e = arith.extsi %a : i8 to i64
  %0 = arith.trunci %e : i64 to i32
  %w = arith.extui %b : i64 to i128
  %t1 = arith.trunci %w : i128 to i32
  %1 = arith.trunci %t1 : i32 to i16
  %e2 = arith.extui %a : i8 to i32
  %2 = arith.trunci %e2 : i32 to i8
  %e3 = arith.extsi %b : i64 to i128
  %3 = arith.trunci %e3 : i128 to i32
  %ev = arith.extsi %v : vector<2xi8> to vector<2xi32>
  %4 = arith.trunci %ev : vector<2xi32> to vector<2xi8>
  %c = arith.constant 0 : i32
  %t = arith.trunci %b : i64 to i1
  %ee = arith.extsi %t : i1 to i32
  %5 = arith.cmpi ne, %ee, %c : i32
  return %0, %1, %2, %3, %4, %5 : i32, i16, i8, i32, vector<2xi8>, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i8, %arg4: f32, %arg5: f32) -> (i1, i1, i32, i32, i8, i32, i1, i32, i32, i64, i1, i32, f32, i32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg1, %c-1_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c3_i32, %arg1 : i32
// CHECK-NEXT: %4 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: return %arg0, %0, %arg1, %1, %arg3, %2, %true, %3, %arg1, %4, %arg0, %arg1, %arg4, %arg1 : i1, i1, i32, i32, i8, i32, i1, i32, i32, i64, i1, i32, f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: i8, %arg1: i64, %arg2: vector<2xi8>) -> (i32, i16, i8, i32, vector<2xi8>, i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.trunci %arg1 : i64 to i16
// CHECK-NEXT: %2 = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %3 = arith.trunci %arg1 : i64 to i1
// CHECK-NEXT: return %0, %1, %arg0, %2, %arg2, %3 : i32, i16, i8, i32, vector<2xi8>, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
