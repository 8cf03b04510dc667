// memref.dim of a dynamic dimension folds to the size its alloc was given
// (upstream's DimOp::fold), so sccp propagates a constant size. Expected
// output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NOT:     memref.dim
// CHECK:         return %c4 : index
func.func @f() -> index {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %d : index
}
