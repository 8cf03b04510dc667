// Folding during convert-to-llvm: every dialect's constants lower, so every constant expression folds.
// RUN: %rmlir-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

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
// CHECK-NEXT:   llvm.func @f(%arg0: i32) -> !llvm.struct<(i32, i32, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT:     %9 = llvm.insertvalue %5, %8[2] : !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT:     llvm.return %9 : !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f2(%arg0: i32) -> !llvm.struct<(i32, i32, i32)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %3 = llvm.add %arg0, %1 : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:     %6 = llvm.insertvalue %2, %5[0] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:     %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:     %8 = llvm.insertvalue %4, %7[2] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:     llvm.return %8 : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
