# RUN: %PYTHON %s | FileCheck %s
# Calls to a variadic C function (printf): integer and pointer variadic
# arguments work; a floating-point one is refused at compile time with the
# op and its location (the x86-64 C ABI wants %al set for it, which the
# JIT cannot do), never passed as garbage.
import ctypes
import sys

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module

HEAD = r"""
llvm.mlir.global internal constant @fmt("%d %ld %s\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
"""

with Context():
    m = Module.parse(HEAD + r"""
llvm.func @main() {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %a = llvm.mlir.constant(42 : i32) : i32
  %b = llvm.mlir.constant(-7 : i64) : i64
  %r = llvm.call @printf(%f, %a, %b, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, !llvm.ptr) -> i32
  llvm.return
}""")
    ee = ExecutionEngine(m)
    sys.stdout.flush()
    # CHECK: 42 -7 hi
    ctypes.CFUNCTYPE(None)(ee.raw_lookup("main"))()
    ctypes.CDLL(None).fflush(None)

    m = Module.parse(HEAD + r"""
llvm.func @main() {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %b = llvm.mlir.constant(3.25 : f64) : f64
  %r = llvm.call @printf(%f, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32 loc("k.mlir":3:4)
  llvm.return
}""")
    try:
        ExecutionEngine(m)
    except RuntimeError as e:
        # CHECK: cannot compile 'llvm.call' at loc("k.mlir":3:4): variadic call to @printf with a floating-point variadic argument
        print(e)
