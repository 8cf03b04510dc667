// CSE merges ops with a single-block region when their regions are equivalent.
// RUN: %rmlir-opt %s --cse | FileCheck %s

func.func @f(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1 = arith.constant 1 : index
  %4 = scf.for %i = %c0 to %c16 step %c1 iter_args(%x = %a) -> (i32) {
    %16 = arith.index_cast %i : index to i32
    scf.yield %16 : i32
  }
  %10 = scf.for %i = %c0 to %c16 step %c1 iter_args(%x = %a) -> (i32) {
    %17 = arith.index_cast %i : index to i32
    scf.yield %17 : i32
  }
  return %4, %10 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT:       %1 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
