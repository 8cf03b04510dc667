# RUN: %PYTHON %s | FileCheck %s
# `shared_libs` as upstream scripts use it: the runner-utils libraries by
# path (the rmlir-execution-engine wheel ships them under upstream's names
# in mlir/_mlir_libs), loaded before linking; a library that cannot be
# loaded is an error naming it.
import ctypes
import os

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module

from mlir._mlir_libs import get_lib_dirs

lib_dir = get_lib_dirs()[0]
libs = [os.path.join(lib_dir, n) for n in ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so")]

with Context():
    m = Module.parse(
        """
llvm.func @printF64(f64)
llvm.func @printComma()
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @_mlir_ciface_show(%x: f64, %i: i64) attributes {llvm.emit_c_interface} {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%i) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
"""
    )
    e = ExecutionEngine(m, shared_libs=libs)
    # CHECK: 0.1, -7
    e.invoke("show", ctypes.pointer(ctypes.c_double(0.1)), ctypes.pointer(ctypes.c_int64(-7)))
    # C's stdout buffers apart from Python's: flush it before printing.
    ctypes.CDLL(None).fflush(None)
    try:
        ExecutionEngine(m, shared_libs=[os.path.join(lib_dir, "libnot_there.so")])
    except RuntimeError as err:
        # CHECK: cannot load shared library '{{.*}}libnot_there.so'
        print(err)
