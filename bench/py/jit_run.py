"""ExecutionEngine run time: a 256x256x256 f32 matmul in scf loops, a 10M f64 sum.

Both kernels are written in func/scf/arith/memref, lowered with the
implementation's own ``convert-scf-to-cf,convert-to-llvm,
reconcile-unrealized-casts`` pipeline and compiled at the default
``opt_level=2`` (untimed), then called through ``invoke`` with numpy
arrays (timed: best of three calls each). The headline is the sum of both
kernels' best times; the parts give each. ``check`` holds the results
(rounded), which both implementations must agree on. ``--ops`` is accepted
for the runner's protocol; the sizes are fixed.
"""

import ctypes
import sys

import numpy as np
from _common import now, parse_args, report

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module
from mlir.passmanager import PassManager
from mlir.runtime import get_ranked_memref_descriptor

N = 256
SUM_LEN = 10_000_000

SOURCE = """
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %c[%i, %j] : memref<?x?xf32>
      %r = scf.for %l = %c0 to %k step %c1 iter_args(%acc = %init) -> f32 {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %r, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @sum(%v: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %x = memref.load %v[%i] : memref<?xf64>
    %s = arith.addf %acc, %x : f64
    scf.yield %s : f64
  }
  return %r : f64
}
"""


def memref_arg(array):
    return ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(array)))


def best_of(k, f):
    best = None
    for _ in range(k):
        start = now()
        f()
        t = now() - start
        best = t if best is None else min(best, t)
    return best


def main():
    parse_args(__doc__.splitlines()[0])
    rng = np.random.default_rng(0)
    a = rng.random((N, N), dtype=np.float32)
    b = rng.random((N, N), dtype=np.float32)
    v = rng.random(SUM_LEN)
    with Context():
        module = Module.parse(SOURCE)
        PassManager.parse("builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)").run(
            module.operation
        )
        engine = ExecutionEngine(module, opt_level=2)
        c = np.zeros((N, N), np.float32)

        def matmul():
            c.fill(0)
            engine.invoke("matmul", memref_arg(a), memref_arg(b), memref_arg(c))

        result = ctypes.c_double(0)

        def total():
            engine.invoke("sum", memref_arg(v), ctypes.pointer(result))

        t_mm = best_of(3, matmul)
        t_sum = best_of(3, total)
    ok_mm = bool(np.allclose(c, a @ b, rtol=1e-4))
    ok_sum = bool(abs(result.value - v.sum()) <= 1e-6 * v.sum())
    report(
        t_mm + t_sum,
        parts={"matmul 256^3 f32": t_mm, "sum 10M f64": t_sum},
        check={"matmul_ok": ok_mm, "sum_ok": ok_sum, "sum": round(result.value, 3)},
    )


if __name__ == "__main__":
    sys.exit(main())
