// convert-to-llvm on a function with several results (returned in a struct) and overflow flags.
// RUN: %rmlir-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

func.func @poly(%x: i64, %y: i64) -> (i64, i64) {
  %c3 = arith.constant 3 : i64
  %0 = arith.muli %x, %c3 overflow<nsw> : i64
  %1 = arith.addi %0, %y overflow<nsw, nuw> : i64
  %2 = arith.shli %1, %x : i64
  %3 = arith.cmpi ult, %2, %y : i64
  %4 = arith.select %3, %2, %y : i64
  return %4, %1 : i64, i64
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @poly(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mul %arg0, %0 overflow<nsw> : i64
// CHECK-NEXT:     %2 = llvm.add %1, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %3 = llvm.shl %2, %arg0 : i64
// CHECK-NEXT:     %4 = llvm.icmp "ult" %3, %arg1 : i64
// CHECK-NEXT:     %5 = llvm.select %4, %3, %arg1 : i1, i64
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     %8 = llvm.insertvalue %2, %7[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:     llvm.return %8 : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
