// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Literals repeated verbatim (rmlir parses each text once) still keep
// their types apart, and print as upstream prints them.
"t.a"() {x = dense<1> : tensor<2xi32>, y = dense<1> : tensor<2xi64>, z = dense<1> : tensor<2xi32>} : () -> ()
"t.b"() {m = affine_map<(d0, d1) -> (d0 + d1, d1)>, n = affine_map<(d0, d1) -> (d0 + d1, d1)>, s = strided<[4, 1], offset: ?>} : () -> ()
"t.c"() {p = array<i32: 1, 2>, q = array<i32: 1, 2>, r = array<i64: 1, 2>} : () -> ()
%0 = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
%1 = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
"t.d"() {u = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>, v = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>} : () -> ()
// The same text with its type given by the op (no `: type` of its own).
memref.global "private" @a : memref<2xf32> = dense<1.0>
memref.global "private" @b : memref<3xf64> = dense<1.0>

// CHECK:#map = affine_map<(d0, d1) -> (d0 + d1, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.a"() {x = dense<1> : tensor<2xi32>, y = dense<1> : tensor<2xi64>, z = dense<1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT:  "t.b"() {m = #map, n = #map, s = strided<[4, 1], offset: ?>} : () -> ()
// CHECK-NEXT:  "t.c"() {p = array<i32: 1, 2>, q = array<i32: 1, 2>, r = array<i64: 1, 2>} : () -> ()
// CHECK-NEXT:  %cst = arith.constant dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>
// CHECK-NEXT:  "t.d"() {u = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>, v = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>} : () -> ()
// CHECK-NEXT:  memref.global "private" @a : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT:  memref.global "private" @b : memref<3xf64> = dense<1.000000e+00>
// CHECK-NEXT:}
// CHECK-EMPTY:
