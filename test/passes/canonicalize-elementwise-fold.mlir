// Elementwise arith/math folds on splat and dense tensor/vector constants
// (cmpf stays scalar-only, as upstream), identities with splat constants.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0(%v: vector<4xi32>) -> (tensor<4xi32>, vector<4xf32>, tensor<4xi1>, tensor<2xi64>, vector<4xi32>, tensor<3xi32>, tensor<4xf32>, index, index, i1, tensor<4xi32>) {
  %a = arith.constant dense<3> : tensor<4xi32>
  %b = arith.constant dense<4> : tensor<4xi32>
  %x = arith.constant dense<1.5> : vector<4xf32>
  %0 = arith.addi %a, %b : tensor<4xi32>
  %1 = arith.mulf %x, %x : vector<4xf32>
  %2 = arith.cmpi slt, %a, %b : tensor<4xi32>
  %c = arith.constant dense<[1, -2]> : tensor<2xi32>
  %3 = arith.extsi %c : tensor<2xi32> to tensor<2xi64>
  %z = arith.constant dense<0> : vector<4xi32>
  %4 = arith.addi %v, %z : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %e = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %5 = arith.muli %d, %e : tensor<3xi32>
  %6 = arith.sitofp %a : tensor<4xi32> to tensor<4xf32>
  %i = index.constant 7
  %j = index.constant 3
  %7 = index.divs %i, %j
  %8 = index.shl %i, %j
  %9 = index.cmp slt(%i, %j)
  %10 = arith.select %2, %a, %b : tensor<4xi1>, tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xi32>, vector<4xf32>, tensor<4xi1>, tensor<2xi64>, vector<4xi32>, tensor<3xi32>, tensor<4xf32>, index, index, i1, tensor<4xi32>
}

func.func @f1(%t: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xi1>, vector<3xf64>, tensor<2x2xf32>, tensor<2xi8>, tensor<2x2xf32>, vector<3xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xi32>) {
  %a = arith.constant dense<[[1.0, -2.0], [0.5, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<2.0> : tensor<2x2xf32>
  %0 = arith.divf %a, %b : tensor<2x2xf32>
  %1 = arith.cmpf ogt, %a, %b : tensor<2x2xf32>
  %v = arith.constant dense<[0.25, 1.0, 9.0]> : vector<3xf64>
  %2 = math.sqrt %v : vector<3xf64>
  %3 = math.absf %a : tensor<2x2xf32>
  %i = arith.constant dense<[300, -1]> : tensor<2xi32>
  %4 = arith.trunci %i : tensor<2xi32> to tensor<2xi8>
  %one = arith.constant dense<1.0> : tensor<2x2xf32>
  %5 = arith.mulf %t, %one : tensor<2x2xf32>
  %vi = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %6 = math.ctpop %vi : vector<3xi32>
  %7 = arith.shli %i, %i : tensor<2xi32>
  %8 = arith.subf %t, %t : tensor<2x2xf32>
  %9 = arith.fptosi %a : tensor<2x2xf32> to tensor<2x2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x2xf32>, tensor<2x2xi1>, vector<3xf64>, tensor<2x2xf32>, tensor<2xi8>, tensor<2x2xf32>, vector<3xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: vector<4xi32>) -> (tensor<4xi32>, vector<4xf32>, tensor<4xi1>, tensor<2xi64>, vector<4xi32>, tensor<3xi32>, tensor<4xf32>, index, index, i1, tensor<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.250000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : tensor<4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<[1, -2]> : tensor<2xi64>
// CHECK-NEXT: %cst_4 = arith.constant dense<[10, 40, 90]> : tensor<3xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<3.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx56 = index.constant 56
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %arg0, %cst_4, %cst_5, %idx2, %idx56, %false, %cst : tensor<4xi32>, vector<4xf32>, tensor<4xi1>, tensor<2xi64>, vector<4xi32>, tensor<3xi32>, tensor<4xf32>, index, index, i1, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xi1>, vector<3xf64>, tensor<2x2xf32>, tensor<2xi8>, tensor<2x2xf32>, vector<3xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{[[][[]}}1, -2], [0, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[44, -1]> : tensor<2xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{[[][[]}}1.000000e+00, 2.000000e+00], [5.000000e-01, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[5.000000e-01, 1.000000e+00, 3.000000e+00]> : vector<3xf64>
// CHECK-NEXT: %cst_4 = arith.constant dense<[300, -1]> : tensor<2xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<{{[[][[]}}1.000000e+00, -2.000000e+00], [5.000000e-01, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<2.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<{{[[][[]}}5.000000e-01, -1.000000e+00], [2.500000e-01, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %0 = arith.cmpf ogt, %cst_5, %cst_6 : tensor<2x2xf32>
// CHECK-NEXT: %1 = arith.shli %cst_4, %cst_4 : tensor<2xi32>
// CHECK-NEXT: %2 = arith.subf %arg0, %arg0 : tensor<2x2xf32>
// CHECK-NEXT: return %cst_7, %0, %cst_3, %cst_2, %cst_1, %arg0, %cst_0, %1, %2, %cst : tensor<2x2xf32>, tensor<2x2xi1>, vector<3xf64>, tensor<2x2xf32>, tensor<2xi8>, tensor<2x2xf32>, vector<3xi32>, tensor<2xi32>, tensor<2x2xf32>, tensor<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
