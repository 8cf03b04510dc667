// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: %0:5 = "t.ints"() : () -> (i1, si8, ui16, i128, index)
"t.ints"() : () -> (i1, si8, ui16, i128, index)
// CHECK: %1:9 = "t.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f4E2M1FN)
"t.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f4E2M1FN)
// CHECK: %2:4 = "t.shaped"() : () -> (vector<2x[4]xf32>, tensor<?x4xi8>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>, 3>)
"t.shaped"() : () -> (vector<2 x [4] x f32>, tensor<?x4xi8>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>, 3>)
// An identity layout and a zero memory space are dropped.
// CHECK: %3 = "t.memref"() : () -> memref<4x4xf32>
"t.memref"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>, 0>
// CHECK: %4:5 = "t.fn"() : () -> ((i32) -> (i1, i1), tuple<>, complex<f64>, none, !foo.bar<"x">)
"t.fn"() : () -> ((i32) -> (i1, i1), tuple<>, complex<f64>, none, !foo.bar<"x">)
