# RUN: %PYTHON %s 2>&1 | FileCheck %s
# The execution engine on modules written in the llvm dialect, called as
# upstream's tests call theirs: ctypes pointers through `invoke`, numpy
# arrays as memref descriptors, the runner utilities' printing. The
# expected output is upstream MLIR 22's for the same script (with its
# runner-utils libraries in `shared_libs`).
import ctypes
import sys

import numpy as np
from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module
from mlir.runtime import get_ranked_memref_descriptor, ranked_memref_to_numpy

libc = ctypes.CDLL(None)


def run(f):
    # Python's and C's stdout buffer separately: flush around the code
    # the test runs so the output keeps its order in a pipe.
    print("\nTEST:", f.__name__, flush=True)
    f()
    libc.fflush(None)
    sys.stdout.flush()
    return f


def descriptor_struct(rank):
    arr = f"array<{rank} x i64>"
    return f"!llvm.struct<(ptr, ptr, i64, {arr}, {arr})>"


@run
def testScalarAdd():
    with Context():
        m = Module.parse(
            """
llvm.func @add(%a: f32, %b: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = llvm.fadd %a, %b : f32
  llvm.return %0 : f32
}
llvm.func @_mlir_ciface_add(%a: f32, %b: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = llvm.call @add(%a, %b) : (f32, f32) -> f32
  llvm.return %0 : f32
}
"""
        )
        e = ExecutionEngine(m)
        a, b, r = ctypes.c_float(42.0), ctypes.c_float(2.0), ctypes.c_float(-1)
        e.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        # CHECK-LABEL: TEST: testScalarAdd
        # CHECK: 42.0 + 2.0 = 44.0
        print(f"{a.value} + {b.value} = {r.value}")


@run
def testMemrefScale():
    d = descriptor_struct(1)
    with Context():
        m = Module.parse(
            f"""
llvm.func @_mlir_ciface_scale(%p: !llvm.ptr, %k: f32) attributes {{llvm.emit_c_interface}} {{
  %desc = llvm.load %p : !llvm.ptr -> {d}
  %data = llvm.extractvalue %desc[1] : {d}
  %n = llvm.extractvalue %desc[3, 0] : {d}
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %q = llvm.getelementptr %data[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  %w = llvm.fmul %v, %k : f32
  llvm.store %w, %q : f32, !llvm.ptr
  %j = llvm.add %i, %c1 : i64
  llvm.br ^loop(%j : i64)
^done:
  llvm.return
}}
"""
        )
        e = ExecutionEngine(m, opt_level=0)
        x = np.arange(6, dtype=np.float32)
        desc = ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(x)))
        e.invoke("scale", desc, ctypes.pointer(ctypes.c_float(0.5)))
        # CHECK-LABEL: TEST: testMemrefScale
        # CHECK: [0.  0.5 1.  1.5 2.  2.5]
        print(x)
        # CHECK: [0.  0.5 1.  1.5 2.  2.5]
        print(ranked_memref_to_numpy(desc[0]))


@run
def testPrintMemref():
    d = descriptor_struct(2)
    with Context():
        m = Module.parse(
            f"""
llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr)
llvm.func @_mlir_ciface_show(%p: !llvm.ptr) attributes {{llvm.emit_c_interface}} {{
  %one = llvm.mlir.constant(1 : i64) : i64
  %rank = llvm.mlir.constant(2 : i64) : i64
  %u = llvm.alloca %one x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
  %s0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
  %s1 = llvm.insertvalue %rank, %s0[0] : !llvm.struct<(i64, ptr)>
  %s2 = llvm.insertvalue %p, %s1[1] : !llvm.struct<(i64, ptr)>
  llvm.store %s2, %u : !llvm.struct<(i64, ptr)>, !llvm.ptr
  llvm.call @_mlir_ciface_printMemrefF32(%u) : (!llvm.ptr) -> ()
  llvm.return
}}
"""
        )
        e = ExecutionEngine(m)
        x = np.array([[1, 2.5, -3], [4e-7, 5e8, 1 / 3]], np.float32)
        e.invoke("show", ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(x))))
        # CHECK-LABEL: TEST: testPrintMemref
        # CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
        # CHECK-NEXT: {{\[}}[1,   2.5,   -3],
        # CHECK-NEXT: [4e-07,   5e+08,   0.333333]]


@run
def testRegisterRuntime():
    with Context():
        m = Module.parse(
            """
llvm.func @_mlir_ciface_callback(i64) -> i64
llvm.func @_mlir_ciface_twice(%x: i64) -> i64 attributes {llvm.emit_c_interface} {
  %a = llvm.call @_mlir_ciface_callback(%x) : (i64) -> i64
  %b = llvm.call @_mlir_ciface_callback(%a) : (i64) -> i64
  llvm.return %b : i64
}
"""
        )
        e = ExecutionEngine(m)
        seen = []

        @ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)
        def callback(x):
            seen.append(x)
            return x * 10

        e.register_runtime("callback", callback)
        r = ctypes.c_int64(0)
        e.invoke("twice", ctypes.pointer(ctypes.c_int64(7)), ctypes.pointer(r))
        # CHECK-LABEL: TEST: testRegisterRuntime
        # CHECK: 700 [7, 70]
        print(r.value, seen)


@run
def testErrors():
    with Context():
        try:
            ExecutionEngine(Module.parse("func.func @f() { return }"))
        except RuntimeError as err:
            # CHECK-LABEL: TEST: testErrors
            # The diagnostic at the op (stderr, no handler attached), then
            # the exception.
            # CHECK: loc({{.*}}:1:1): error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
            # CHECK: Failure while creating the ExecutionEngine. cannot compile 'func.func' at loc({{.*}}): not lowered to the llvm dialect
            print(err)
        e = ExecutionEngine(
            Module.parse("llvm.func @_mlir_ciface_f() attributes {llvm.emit_c_interface} {\n  llvm.return\n}")
        )
        try:
            e.invoke("nothing")
        except RuntimeError as err:
            # CHECK: Unknown function nothing
            print(err)
        m = Module.parse(
            "llvm.func @absent_symbol_xyz()\nllvm.func @_mlir_ciface_g() attributes {llvm.emit_c_interface} {\n  llvm.call @absent_symbol_xyz() : () -> ()\n  llvm.return\n}"
        )
        try:
            ExecutionEngine(m).invoke("g")
        except RuntimeError as err:
            # CHECK: symbols not found: [ absent_symbol_xyz ]
            print(err)
        try:
            ExecutionEngine(42)
        except TypeError as err:
            # CHECK: ExecutionEngine expects an mlir.ir.Module, got int
            print(err)


@run
def testDiagnostics():
    # IR the engine cannot compile is also an error diagnostic at the op,
    # delivered to the context's handlers.
    with Context() as ctx:
        seen = []
        ctx.attach_diagnostic_handler(lambda d: seen.append((str(d.severity), str(d.location), d.message)) or True)
        m = Module.parse(
            'llvm.func @_mlir_ciface_v(%a: vector<4xf32>) attributes {llvm.emit_c_interface} {\n  llvm.return\n}'
        )
        try:
            ExecutionEngine(m)
        except RuntimeError as err:
            # CHECK-LABEL: TEST: testDiagnostics
            # CHECK: Failure while creating the ExecutionEngine. cannot compile 'llvm.func' at loc("-":1:1): type vector<4xf32> in the signature of @_mlir_ciface_v
            print(err)
        # CHECK: [('DiagnosticSeverity.ERROR', 'loc("-":1:1)', "cannot compile 'llvm.func': type vector<4xf32> in the signature of @_mlir_ciface_v")]
        print(seen)
