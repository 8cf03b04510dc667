// sccp through scf.if (taken branch only) and scf.execute_region, folds on
// shaped values without constants, ub.poison as a constant, constants unified
// across the dialect that materializes them, as upstream.
// RUN: %rmlir-opt %s --sccp | FileCheck %s

func.func @ifs(%c: i1, %t: tensor<4x?xf32>, %v: vector<4xi32>) -> (i32, i32, index, vector<4xi1>, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %true = arith.constant true
  %a = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c1 : i32
  }
  %b = scf.if %true -> i32 {
    scf.yield %c2 : i32
  } else {
    scf.yield %c1 : i32
  }
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = arith.cmpi eq, %v, %v : vector<4xi32>
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %a, %b, %d, %e, %r : i32, i32, index, vector<4xi1>, i32
}
func.func @poison(%c: i1) -> (i32, f32, i32, vector<4xi8>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : i32
  %3 = ub.poison : vector<4xi8>
  %4 = ub.poison : index
  %5 = arith.select %c, %0, %2 : i32
  return %0, %1, %5, %3, %4 : i32, f32, i32, vector<4xi8>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @ifs(%arg0: i1, %arg1: tensor<4x?xf32>, %arg2: vector<4xi32>) -> (i32, i32, index, vector<4xi1>, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32, %c2_i32, %c4, %cst, %c3_i32 : i32, i32, index, vector<4xi1>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison(%arg0: i1) -> (i32, f32, i32, vector<4xi8>, index) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = ub.poison : vector<4xi8>
// CHECK-NEXT:     %2 = ub.poison : f32
// CHECK-NEXT:     %3 = ub.poison : i32
// CHECK-NEXT:     return %3, %2, %3, %1, %0 : i32, f32, i32, vector<4xi8>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
