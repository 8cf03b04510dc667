// Ops fold before patterns are tried, as upstream's conversion does: constant arithmetic becomes llvm constants when the new constants can be lowered, and stays when they cannot (index folds under convert-arith-to-llvm); commutative operands move constants right in place.
// RUN: %rmlir-opt %s --convert-arith-to-llvm | FileCheck %s

func.func @f(%x: i32) -> (i32, i32, index) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  %z = arith.constant 0 : i32
  %d = arith.addi %x, %z : i32
  %e = index.constant 4
  %f = index.add %e, %e
  return %c, %d, %f : i32, i32, index
}
func.func @f2(%x: i32) -> (i32, i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %c = arith.ceildivsi %a, %b : i32
  %d = arith.addi %b, %x : i32
  %e = math.absi %a : i32
  return %c, %d, %e : i32, i32, i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i32, index) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %idx4 = index.constant 4
// CHECK-NEXT:     %4 = index.add %idx4, %idx4
// CHECK-NEXT:     return %2, %arg0, %4 : i32, i32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %3 = llvm.add %arg0, %1 : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     return %2, %3, %4 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
