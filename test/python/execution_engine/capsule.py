# RUN: %PYTHON %s | FileCheck %s
# Upstream's capsule convention on ExecutionEngine: `_CAPIPtr` names the
# engine, `_CAPICreate` wraps it back (sharing it), `_testing_release`
# leaves the handle valid while the released object refuses use, and a
# handle whose engine is gone is refused rather than dereferenced.
import ctypes
import gc

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module

with Context():
    m = Module.parse("""
llvm.func @answer() -> i64 attributes {llvm.emit_c_interface} {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}""")
    ee = ExecutionEngine(m)
    cap = ee._CAPIPtr
    # CHECK: <capsule object "mlir.execution_engine.ExecutionEngine._CAPIPtr"
    print(repr(cap))
    other = ExecutionEngine._CAPICreate(cap)
    # CHECK: _mlirExecutionEngine.ExecutionEngine
    print(type(other))
    # Both objects name one engine: the same compiled function.
    # CHECK: True
    print(other.raw_lookup("answer") == ee.raw_lookup("answer") != 0)
    ee._testing_release()
    try:
        ee.raw_lookup("answer")
    except RuntimeError as e:
        # CHECK: the ExecutionEngine was released
        print(e)
    # CHECK: True
    print(ExecutionEngine._CAPICreate(cap).raw_lookup("answer") != 0)

    # A handle whose engine died is refused.
    ee2 = ExecutionEngine(m)
    cap2 = ee2._CAPIPtr
    del ee2
    gc.collect()
    try:
        ExecutionEngine._CAPICreate(cap2)
    except RuntimeError as e:
        # CHECK: names no live engine
        print(e)
    try:
        ExecutionEngine._CAPICreate(m._CAPIPtr)
    except TypeError as e:
        # CHECK: mlir.execution_engine.ExecutionEngine._CAPIPtr
        print(e)
