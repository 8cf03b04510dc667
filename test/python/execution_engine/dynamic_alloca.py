# RUN: %PYTHON %s | FileCheck %s
# `memref.alloca` of a run-time size: the JIT gives it memory that lives
# as stack memory does (until the function returns, or until the end of
# its `memref.alloca_scope`), so a loop that allocas per iteration inside
# a scope runs in bounded memory. Results checked against numpy.
import ctypes
import resource

import numpy as np
from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module
from mlir.passmanager import PassManager
from mlir import runtime as rt

SRC = r"""
func.func @sum_of_copy(%a: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %t = memref.alloca(%n) : memref<?xf64>
  memref.copy %a, %t : memref<?xf64> to memref<?xf64>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %t[%i] : memref<?xf64>
    %w = arith.addf %acc, %v : f64
    scf.yield %w : f64
  }
  return %s : f64
}

// 200,000 iterations, each with a 64 KiB alloca freed at the end of its
// scope: 12.5 GiB in all if nothing were freed.
func.func @scoped(%iters: index) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %len = arith.constant 8192 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.alloca_scope -> i64 {
      %buf = memref.alloca(%len) : memref<?xi64>
      %x = arith.index_cast %i : index to i64
      memref.store %x, %buf[%c1] : memref<?xi64>
      %y = memref.load %buf[%c1] : memref<?xi64>
      memref.alloca_scope.return %y : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
"""

with Context():
    m = Module.parse(SRC)
    pm = PassManager.parse(
        "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)"
    )
    pm.run(m.operation)
    ee = ExecutionEngine(m)

    a = np.random.default_rng(7).random(1000)
    res = ctypes.c_double()
    arg = ctypes.pointer(ctypes.pointer(rt.get_ranked_memref_descriptor(a)))
    ee.invoke("sum_of_copy", arg, ctypes.pointer(res))
    # CHECK: sum_of_copy ok
    print("sum_of_copy", "ok" if np.isclose(res.value, a.sum()) else (res.value, a.sum()))

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    iters = ctypes.c_long(200_000)
    out = ctypes.c_long()
    ee.invoke("scoped", ctypes.pointer(iters), ctypes.pointer(out))
    grown_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    # CHECK: scoped 19999900000 bounded
    print("scoped", out.value, "bounded" if grown_mib < 256 else f"grew {grown_mib:.0f} MiB")
