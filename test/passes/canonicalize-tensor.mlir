// tensor folders and ChainedTensorCast as upstream: dim of static sizes and
// of tensor.empty/generate, extract of constants and from_elements,
// from_elements of constants, cast chains.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0(%t: tensor<4x?xf32>, %m: memref<4x?xf32>, %i: index) -> (index, index, f32, tensor<2xi32>, index, tensor<4x?xf32>, i32, index, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = memref.dim %m, %c0 : memref<4x?xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %2 = tensor.extract %cst[%c1] : tensor<3xf32>
  %a = arith.constant 5 : i32
  %b = arith.constant 6 : i32
  %3 = tensor.from_elements %a, %b : tensor<2xi32>
  %4 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %5 = tensor.cast %c : tensor<?x?xf32> to tensor<4x?xf32>
  %6 = tensor.extract %3[%c1] : tensor<2xi32>
  %e = tensor.empty(%i) : tensor<?x8xf32>
  %7 = tensor.dim %e, %c0 : tensor<?x8xf32>
  %r = tensor.reshape %t(%3) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %g = tensor.generate %i {
  ^bb0(%x: index):
    tensor.yield %2 : f32
  } : tensor<?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %g : index, index, f32, tensor<2xi32>, index, tensor<4x?xf32>, i32, index, tensor<?xf32>
}

func.func @f1(%t: tensor<4x?xf32>, %i: index, %x: f32) -> (f32, tensor<3xi1>, tensor<?x4xf32>, index, f32, i1, tensor<2x2xf32>, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %s = arith.constant dense<4.0> : tensor<8xf32>
  %0 = tensor.extract %s[%i] : tensor<8xf32>
  %t1 = arith.constant true
  %f1 = arith.constant false
  %1 = tensor.from_elements %t1, %f1, %t1 : tensor<3xi1>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %c : tensor<?x?xf32> to tensor<?x4xf32>
  %g = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index, %cc: index):
    tensor.yield %x : f32
  } : tensor<?x3x?xf32>
  %c2 = arith.constant 2 : index
  %3 = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %4 = tensor.extract %cst[%c7] : tensor<2xf32>
  %5 = tensor.extract %1[%c0] : tensor<3xi1>
  %6 = tensor.from_elements %x, %x, %x, %x : tensor<2x2xf32>
  %7 = tensor.dim %t, %c7 : tensor<4x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, tensor<3xi1>, tensor<?x4xf32>, index, f32, i1, tensor<2x2xf32>, index
}

func.func @f2(%t: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: tensor<4x?xf32>, %arg1: memref<4x?xf32>, %arg2: index) -> (index, index, f32, tensor<2xi32>, index, tensor<4x?xf32>, i32, index, tensor<?xf32>) {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[5, 6]> : tensor<2xi32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg2 {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?xf32>
// CHECK-NEXT: return %c4, %c4, %cst, %cst_0, %dim, %arg0, %c6_i32, %arg2, %generated : index, index, f32, tensor<2xi32>, index, tensor<4x?xf32>, i32, index, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<3xi1>, tensor<?x4xf32>, index, f32, i1, tensor<2x2xf32>, index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst_0 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x4xf32>
// CHECK-NEXT: %extracted = tensor.extract %cst[%c7] : tensor<2xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %arg2, %arg2, %arg2 : tensor<2x2xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c7 : tensor<4x?xf32>
// CHECK-NEXT: return %cst_0, %cst_1, %cast, %arg1, %extracted, %true, %from_elements, %dim : f32, tensor<3xi1>, tensor<?x4xf32>, index, f32, i1, tensor<2x2xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
