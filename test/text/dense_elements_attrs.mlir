// Regression test: rmlir used to differ from upstream here.
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Splats are printed as a single value.
"t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<[2, 2, 2]> : tensor<3xi8>, c = dense<1.5> : vector<2xf32>, d = dense<true> : tensor<2xi1>} : () -> ()
// Non-splat, nested, zero-rank and empty.
"t.values"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, c = dense<7> : tensor<i64>, d = dense<> : tensor<0xf32>, e = dense<[true, false]> : tensor<2xi1>} : () -> ()
// Complex elements.
"t.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()
// Hex-encoded payloads.
"t.hex"() {a = dense<"0x0100000002000000"> : tensor<2xi32>} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<2> : tensor<3xi8>, c = dense<1.500000e+00> : vector<2xf32>, d = dense<true> : tensor<2xi1>} : () -> ()
// CHECK-NEXT:  "t.values"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, c = dense<7> : tensor<i64>, d = dense<> : tensor<0xf32>, e = dense<[true, false]> : tensor<2xi1>} : () -> ()
// CHECK-NEXT:  "t.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT:  "t.hex"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// CHECK-NEXT:}
