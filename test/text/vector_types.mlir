// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Zero-rank, fixed and multi-dimensional vectors.
"t.fixed"() : () -> (vector<f32>, vector<4xf32>, vector<2x3x4xi8>, vector<1xindex>, vector<8xf8E4M3FN>)
// Scalable dimensions, leading, trailing and all-scalable.
"t.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xi32>, vector<[2]x[8]xf16>, vector<[1]x3xi1>)
// Vectors inside other types.
"t.nested"() : () -> (tensor<4xvector<2xf32>>, memref<2xvector<[4]xi8>>, complex<f32>)

// CHECK:module {
// CHECK-NEXT:  %0:5 = "t.fixed"() : () -> (vector<f32>, vector<4xf32>, vector<2x3x4xi8>, vector<1xindex>, vector<8xf8E4M3FN>)
// CHECK-NEXT:  %1:4 = "t.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xi32>, vector<[2]x[8]xf16>, vector<[1]x3xi1>)
// CHECK-NEXT:  %2:3 = "t.nested"() : () -> (tensor<4xvector<2xf32>>, memref<2xvector<[4]xi8>>, complex<f32>)
// CHECK-NEXT:}
