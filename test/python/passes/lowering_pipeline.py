# RUN: %PYTHON %s 2>&1 | FileCheck %s
# The lowering pipeline to the llvm dialect runs from Python as upstream's:
# PassManager.parse of convert-scf-to-cf, convert-to-llvm and
# reconcile-unrealized-casts, and the single conversion passes by name.
from mlir.ir import *
from mlir.passmanager import *

SRC = """
func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %r : index
}
"""

with Context() as ctx:
    m = Module.parse(SRC)
    pm = PassManager.parse(
        "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)"
    )
    pm.run(m.operation)
    print(m)
    # CHECK-LABEL: llvm.func @sum_to(%arg0: i64) -> i64 {
    # CHECK-NEXT:    %0 = llvm.mlir.constant(0 : index) : i64
    # CHECK-NEXT:    %1 = llvm.mlir.constant(1 : index) : i64
    # CHECK-NEXT:    llvm.br ^bb1(%0, %0 : i64, i64)
    # CHECK-NEXT:  ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
    # CHECK-NEXT:    %4 = llvm.icmp "slt" %2, %arg0 : i64
    # CHECK-NEXT:    llvm.cond_br %4, ^bb2, ^bb3
    # CHECK-NEXT:  ^bb2:  // pred: ^bb1
    # CHECK-NEXT:    %5 = llvm.add %3, %2 : i64
    # CHECK-NEXT:    %6 = llvm.add %2, %1 : i64
    # CHECK-NEXT:    llvm.br ^bb1(%6, %5 : i64, i64)
    # CHECK-NEXT:  ^bb3:  // pred: ^bb1
    # CHECK-NEXT:    llvm.return %3 : i64
    # CHECK-NEXT:  }

    # The conversion passes parse with their upstream names, one by one.
    m2 = Module.parse(
        """
func.func @f(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
"""
    )
    PassManager.parse(
        "builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,"
        "convert-func-to-llvm,reconcile-unrealized-casts)"
    ).run(m2.operation)
    print(m2)
    # CHECK-LABEL: llvm.func @f(%arg0: i32) -> i32 {
    # CHECK-NEXT:    llvm.br ^bb1
    # CHECK-NEXT:  ^bb1:  // pred: ^bb0
    # CHECK-NEXT:    llvm.br ^bb2(%arg0 : i32)
    # CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb1
    # CHECK-NEXT:    llvm.return %0 : i32
    # CHECK-NEXT:  }
