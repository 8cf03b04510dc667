// complex folders (re/im, create, inverse pairs, identities) and index.cmp of
// a value with itself, as upstream.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0(%z: complex<f32>, %i: index, %j: index) -> (complex<f32>, f32, f32, complex<f32>, complex<f32>, index, index, index, i1, index, index) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [0.5 : f32, -1.0 : f32] : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.re %a : complex<f32>
  %2 = complex.im %a : complex<f32>
  %re = arith.constant 3.0 : f32
  %im = arith.constant 4.0 : f32
  %3 = complex.create %re, %im : complex<f32>
  %n = complex.neg %z : complex<f32>
  %4 = complex.neg %n : complex<f32>
  %c0 = index.constant 0
  %c1 = index.constant 1
  %5 = index.add %i, %c0
  %6 = index.mul %j, %c1
  %7 = index.maxs %i, %i
  %8 = index.cmp eq(%i, %i)
  %c8 = index.constant 8
  %c3 = index.constant 3
  %9 = index.rems %c8, %c3
  %10 = index.ceildivu %c8, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : complex<f32>, f32, f32, complex<f32>, complex<f32>, index, index, index, i1, index, index
}

func.func @f1(%a: complex<f64>, %b: complex<f64>, %x: f64, %y: f64) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, complex<f64>, complex<f64>) {
  %s = complex.sub %a, %b : complex<f64>
  %0 = complex.add %s, %b : complex<f64>
  %ad = complex.add %a, %b : complex<f64>
  %1 = complex.sub %ad, %b : complex<f64>
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %one = complex.constant [1.0, 0.0] : complex<f64>
  %2 = complex.add %a, %zero : complex<f64>
  %3 = complex.mul %a, %one : complex<f64>
  %4 = complex.div %a, %one : complex<f64>
  %e = complex.exp %a : complex<f64>
  %5 = complex.log %e : complex<f64>
  %cj = complex.conj %a : complex<f64>
  %6 = complex.conj %cj : complex<f64>
  %c = complex.create %x, %y : complex<f64>
  %7 = complex.im %c : complex<f64>
  %r = complex.re %a : complex<f64>
  %i = complex.im %a : complex<f64>
  %8 = complex.create %r, %i : complex<f64>
  %9 = complex.sub %a, %zero : complex<f64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, complex<f64>, complex<f64>
}

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: complex<f32>, %arg1: index, %arg2: index) -> (complex<f32>, f32, f32, complex<f32>, complex<f32>, index, index, index, i1, index, index) {
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_3 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_4 = complex.constant [5.000000e-01 : f32, -1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.add %cst_3, %cst_4 : complex<f32>
// CHECK-NEXT: %1 = complex.create %cst_2, %cst_1 : complex<f32>
// CHECK-NEXT: %2 = index.maxs %arg1, %arg1
// CHECK-NEXT: return %0, %cst_0, %cst, %1, %arg0, %arg1, %arg2, %2, %true, %idx2, %idx3 : complex<f32>, f32, f32, complex<f32>, complex<f32>, index, index, index, i1, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: complex<f64>, %arg1: complex<f64>, %arg2: f64, %arg3: f64) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, complex<f64>, complex<f64>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3, %arg0, %arg0 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, complex<f64>, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }
