// The lowered IR in generic form: llvm.func, branch and arithmetic properties as upstream prints them.
// RUN: %rmlir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts --mlir-print-op-generic | FileCheck %s

func.func @nested(%a: i32, %b: i32, %c: i1, %d: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = scf.if %d -> (i32) {
      %s = arith.addi %a, %b : i32
      scf.yield %s : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  scf.if %c {
    %z = arith.muli %a, %a : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @w(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %i, %n : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, i32)> (i32, i32, i1, i1)>, linkage = #llvm.linkage<external>, sym_name = "nested", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg1: i32, %arg2: i32, %arg3: i1, %arg4: i1):
// CHECK-NEXT:     "llvm.cond_br"(%arg3)[^bb1, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "llvm.cond_br"(%arg4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = "llvm.add"(%arg1, %arg2) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT:     "llvm.br"(%6)[^bb4] : (i32) -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "llvm.br"(%arg2)[^bb4] : (i32) -> ()
// CHECK-NEXT:   ^bb4(%7: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     "llvm.br"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     "llvm.br"(%7, %arg1)[^bb7] : (i32, i32) -> ()
// CHECK-NEXT:   ^bb6:  // pred: ^bb0
// CHECK-NEXT:     "llvm.br"(%arg2, %arg2)[^bb7] : (i32, i32) -> ()
// CHECK-NEXT:   ^bb7(%8: i32, %9: i32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:     "llvm.br"()[^bb8] : () -> ()
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     "llvm.cond_br"(%arg3)[^bb9, ^bb10] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %10 = "llvm.mul"(%arg1, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT:     "llvm.br"()[^bb10] : () -> ()
// CHECK-NEXT:   ^bb10:  // 2 preds: ^bb8, ^bb9
// CHECK-NEXT:     %11 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, i32)>
// CHECK-NEXT:     %12 = "llvm.insertvalue"(%11, %8) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>, i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT:     %13 = "llvm.insertvalue"(%12, %9) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32)>, i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT:     "llvm.return"(%13) : (!llvm.struct<(i32, i32)>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "w", visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     %0 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT:     %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT:     "llvm.br"(%0)[^bb1] : (i64) -> ()
// CHECK-NEXT:   ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = "llvm.icmp"(%2, %arg0) <{predicate = 6 : i64}> : (i64, i64) -> i1
// CHECK-NEXT:     "llvm.cond_br"(%3, %2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
// CHECK-NEXT:   ^bb2(%4: i64):  // pred: ^bb1
// CHECK-NEXT:     %5 = "llvm.add"(%4, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT:     "llvm.br"(%5)[^bb1] : (i64) -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "llvm.return"(%2) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
