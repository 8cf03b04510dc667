// RUN: %rmlir-opt %s  | FileCheck %s

func.func @p() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = "ub.poison"() <{value = #ub.poison}> : () -> index
  return %0, %1 : i32, vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @p() -> (i32, vector<4xf32>) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %2 = ub.poison : index
// CHECK-NEXT:     return %0, %1 : i32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
