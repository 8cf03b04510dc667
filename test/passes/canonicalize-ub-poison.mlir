// ub.poison folds to its attribute: equal poisons are unified, and select with a
// poisoned side is the other side, as upstream.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f(%c: i1) -> (i32, f32, i32, vector<4xi8>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : i32
  %3 = ub.poison : vector<4xi8>
  %4 = ub.poison : index
  %5 = arith.select %c, %0, %2 : i32
  return %0, %1, %5, %3, %4 : i32, f32, i32, vector<4xi8>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1) -> (i32, f32, i32, vector<4xi8>, index) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     %2 = ub.poison : vector<4xi8>
// CHECK-NEXT:     %3 = ub.poison : index
// CHECK-NEXT:     return %0, %1, %0, %2, %3 : i32, f32, i32, vector<4xi8>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
