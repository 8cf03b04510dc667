// convert-scf-to-cf on scf.parallel (nested, several dimensions) and scf.forall (static bounds materialized as constants): nested loops as upstream.
// RUN: %rmlir-opt %s --convert-scf-to-cf | FileCheck %s

func.func @p(%m: memref<?x?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  scf.forall (%k) in (%n) {
    memref.store %v, %m[%k, %k] : memref<?x?xf32>
  }
  return
}
func.func @q(%m: memref<?xf32>, %n: index, %v: f32) {
  %c2 = arith.constant 2 : index
  scf.forall (%a, %b) = (1, %c2) to (%n, 8) step (2, %c2) {
    memref.store %v, %m[%a] : memref<?xf32>
    %s = arith.addi %a, %b : index
    memref.store %v, %m[%s] : memref<?xf32>
  }
  scf.parallel (%i) = (%c2) to (%n) step (%c2) {
    scf.parallel (%j) = (%i) to (%n) step (%c2) {
      memref.store %v, %m[%j] : memref<?xf32>
    }
  }
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @p(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     memref.store %arg2, %arg0[%0, %2] : memref<?x?xf32>
// CHECK-NEXT:     %4 = arith.addi %2, %c1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb7(%c0_0 : index)
// CHECK-NEXT:   ^bb7(%6: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %arg1 : index
// CHECK-NEXT:     cf.cond_br %7, ^bb8, ^bb9
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     memref.store %arg2, %arg0[%6, %6] : memref<?x?xf32>
// CHECK-NEXT:     %8 = arith.addi %6, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb7(%8 : index)
// CHECK-NEXT:   ^bb9:  // pred: ^bb7
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @q(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c2_0 = arith.constant 2 : index
// CHECK-NEXT:     cf.br ^bb1(%c1 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c2 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     memref.store %arg2, %arg0[%0] : memref<?xf32>
// CHECK-NEXT:     %4 = arith.addi %0, %2 : index
// CHECK-NEXT:     memref.store %arg2, %arg0[%4] : memref<?xf32>
// CHECK-NEXT:     %5 = arith.addi %2, %c2 : index
// CHECK-NEXT:     cf.br ^bb3(%5 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addi %0, %c2_0 : index
// CHECK-NEXT:     cf.br ^bb1(%6 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb7(%c2 : index)
// CHECK-NEXT:   ^bb7(%7: index):  // 2 preds: ^bb6, ^bb11
// CHECK-NEXT:     %8 = arith.cmpi slt, %7, %arg1 : index
// CHECK-NEXT:     cf.cond_br %8, ^bb8, ^bb12
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     cf.br ^bb9(%7 : index)
// CHECK-NEXT:   ^bb9(%9: index):  // 2 preds: ^bb8, ^bb10
// CHECK-NEXT:     %10 = arith.cmpi slt, %9, %arg1 : index
// CHECK-NEXT:     cf.cond_br %10, ^bb10, ^bb11
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     memref.store %arg2, %arg0[%9] : memref<?xf32>
// CHECK-NEXT:     %11 = arith.addi %9, %c2 : index
// CHECK-NEXT:     cf.br ^bb9(%11 : index)
// CHECK-NEXT:   ^bb11:  // pred: ^bb9
// CHECK-NEXT:     %12 = arith.addi %7, %c2 : index
// CHECK-NEXT:     cf.br ^bb7(%12 : index)
// CHECK-NEXT:   ^bb12:  // pred: ^bb7
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
