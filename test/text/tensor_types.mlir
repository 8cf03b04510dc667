// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Ranked tensors, with static, dynamic and zero-sized dimensions.
"t.ranked"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xi8>, tensor<0x?x3xindex>, tensor<1x2x3x4x5xcomplex<f32>>)
// Unranked tensors.
"t.unranked"() : () -> (tensor<*xf32>, tensor<*xi1>, tensor<*x!foo.bar>)
// Encodings: builtin attributes and dialect attributes.
"t.encoded"() : () -> (tensor<4xf32, "enc">, tensor<?x?xi8, 42 : i32>, tensor<8xf32, #foo.layout<x>>, tensor<2xi32, {a = 1 : i64}>)
// Tensors of opaque types.
"t.nested"() : () -> (tensor<2x!foo<"x">>)

// CHECK:module {
// CHECK-NEXT:  %0:5 = "t.ranked"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xi8>, tensor<0x?x3xindex>, tensor<1x2x3x4x5xcomplex<f32>>)
// CHECK-NEXT:  %1:3 = "t.unranked"() : () -> (tensor<*xf32>, tensor<*xi1>, tensor<*x!foo.bar>)
// CHECK-NEXT:  %2:4 = "t.encoded"() : () -> (tensor<4xf32, "enc">, tensor<?x?xi8, 42 : i32>, tensor<8xf32, #foo.layout<x>>, tensor<2xi32, {a = 1 : i64}>)
// CHECK-NEXT:  %3 = "t.nested"() : () -> tensor<2x!foo<"x">>
// CHECK-NEXT:}
