// RUN: %rmlir-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

func.func @f(%a: i32 loc("arg.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x.mlir":3:4)
  cf.br ^bb1(%0 : i32) loc(fused["a.mlir":1:1, "b.mlir":2:2])
^bb1(%b: i32 loc("blk.mlir":5:6)):
  return %b : i32 loc(callsite("f"("c.mlir":1:1) at "d.mlir":2:2))
} loc("func.mlir":9:9)

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc)
// CHECK-NEXT:     cf.br ^bb1(%0 : i32) loc(#loc)
// CHECK-NEXT:   ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-EMPTY:
