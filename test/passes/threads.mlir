// Sibling functions run their nested pipeline in threads; the result is the
// one a single thread gives (the checks are shared by both runs).
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize,cse))' | FileCheck %s
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize,cse))' --mlir-disable-threading | FileCheck %s

func.func @a(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.muli %x, %c : i32
  %1 = arith.muli %x, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @b(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %x, %c0 : index
  return %0 : index
}
func.func @c() -> i1 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %0 = arith.cmpi slt, %c1, %c2 : i64
  return %0 : i1
}
func.func private @d()

// CHECK: module {
// CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c() -> i1 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     return %true : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @d()
// CHECK-NEXT: }
