// convert-scf-to-cf on scf.index_switch and scf.execute_region, then cf.switch to llvm.switch.
// RUN: %rmlir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

func.func @f(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  default {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  %e = scf.execute_region -> i32 {
    %m = arith.muli %r, %x : i32
    scf.yield %m : i32
  }
  return %e : i32
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @f(%arg0: i64, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT:     llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT:       2: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT:     llvm.br ^bb4(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb4(%arg1 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     llvm.br ^bb4(%2 : i32)
// CHECK-NEXT:   ^bb4(%3: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     llvm.br ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %4 = llvm.mul %3, %arg1 : i32
// CHECK-NEXT:     llvm.br ^bb6(%4 : i32)
// CHECK-NEXT:   ^bb6(%5: i32):  // pred: ^bb5
// CHECK-NEXT:     llvm.return %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
