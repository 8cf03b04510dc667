# RUN: %PYTHON %s 2>&1 | FileCheck %s
# f16 and bf16 memrefs through the JIT: arithmetic on promoted values
# rounded back to the 16-bit format (to nearest, ties to even), checked
# bit for bit against numpy's float16 arithmetic and, for bf16 (no numpy
# dtype), against a rounding of the exact float32 result written here with
# integers, the arrays passed as uint16 views. Subnormal bf16 results are
# kept, as LLVM's generic lowering keeps them (a host with AVX512-BF16
# converts with vcvtneps2bf16, which flushes them to zero).
import ctypes

import numpy as np
from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module
from mlir.passmanager import PassManager
from mlir.runtime import get_ranked_memref_descriptor, ranked_memref_to_numpy

PIPELINE = (
    "builtin.module(finalize-memref-to-llvm,convert-func-to-llvm,"
    "convert-arith-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
)


def run(f):
    print("\nTEST:", f.__name__, flush=True)
    f()
    return f


def compile_module(src):
    m = Module.parse(src)
    PassManager.parse(PIPELINE).run(m.operation)
    return ExecutionEngine(m)


def memref(a):
    return ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a)))


def elementwise(ty, op):
    """A kernel c[i] = a[i] <op> b[i] over memref<?xty>."""
    return f"""
func.func @k(%a: memref<?x{ty}>, %b: memref<?x{ty}>, %c: memref<?x{ty}>) attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x{ty}>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?x{ty}>
  %y = memref.load %b[%i] : memref<?x{ty}>
  %z = arith.{op} %x, %y : {ty}
  memref.store %z, %c[%i] : memref<?x{ty}>
  %j = arith.addi %i, %c1 : index
  cf.br ^loop(%j : index)
^done:
  return
}}
"""


# Operands that exercise rounding: thirds and tenths, ties between
# neighbours (2048 + 1), overflow past 65504, subnormals.
F16_A = np.array([1.0, 11.0, 0.1, 2048.0, 2050.0, 65504.0, 6.0e-5, -3.0, 1.0e-7, 0.3], np.float16)
F16_B = np.array([3.0, 22.0, 0.2, 1.0, 1.0, 16.0, 3.0e-5, 7.0, 3.0, -0.7], np.float16)


@run
def testF16Elementwise():
    with Context():
        for op, ref in (("addf", np.add), ("subf", np.subtract), ("mulf", np.multiply), ("divf", np.divide)):
            e = compile_module(elementwise("f16", op))
            c = np.zeros_like(F16_A)
            e.invoke("k", memref(F16_A), memref(F16_B), memref(c))
            with np.errstate(over="ignore"):
                want = ref(F16_A, F16_B)
            same = np.array_equal(c.view(np.uint16), want.view(np.uint16))
            print(op, "bit-identical to numpy float16:", same)
            if not same:
                print(" got", c, "\n want", want)
    # CHECK-LABEL: TEST: testF16Elementwise
    # CHECK: addf bit-identical to numpy float16: True
    # CHECK: subf bit-identical to numpy float16: True
    # CHECK: mulf bit-identical to numpy float16: True
    # CHECK: divf bit-identical to numpy float16: True


@run
def testF16OneThird():
    with Context():
        e = compile_module(elementwise("f16", "divf"))
        a, b, c = np.array([1.0], np.float16), np.array([3.0], np.float16), np.zeros(1, np.float16)
        e.invoke("k", memref(a), memref(b), memref(c))
        # CHECK-LABEL: TEST: testF16OneThird
        # CHECK: 0x3555 0x3555
        print(hex(c.view(np.uint16)[0]), hex((np.float16(1) / np.float16(3)).view(np.uint16)))
        # CHECK: [0.3333]
        print(ranked_memref_to_numpy(memref(c)[0]))


def bf16_bits(x):
    """bfloat16 bits of float32 values, rounded to nearest even."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_values(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


@run
def testBF16Elementwise():
    a = bf16_bits([1.0, 0.1, 3.0e38, 256.0, 1.0e-38, -2.5, 7.0])
    b = bf16_bits([3.0, 0.2, 3.0e38, 1.0, 3.0, 0.3, 0.1])
    with Context():
        for op, ref in (("addf", np.add), ("mulf", np.multiply), ("divf", np.divide)):
            e = compile_module(elementwise("bf16", op))
            c = np.zeros_like(a)
            e.invoke("k", memref(a), memref(b), memref(c))
            with np.errstate(over="ignore"):
                want = bf16_bits(ref(bf16_values(a), bf16_values(b)))
            print(op, "bf16 matches:", np.array_equal(c, want), [hex(v) for v in c[:2]])
    # CHECK-LABEL: TEST: testBF16Elementwise
    # CHECK: addf bf16 matches: True ['0x4080', '0x3e9a']
    # CHECK: mulf bf16 matches: True ['0x4040', '0x3ca4']
    # CHECK: divf bf16 matches: True ['0x3eab', '0x3f00']


@run
def testConversions():
    # f32 -> bf16 -> f32 and f32 -> f16 -> f32 round trips, and f16 ->
    # bf16 through f32.
    src = """
func.func @k(%a: memref<?xf32>, %h: memref<?xf16>, %b: memref<?xbf16>, %r: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?xf32>
  %y = arith.truncf %x : f32 to f16
  memref.store %y, %h[%i] : memref<?xf16>
  %w = arith.extf %y : f16 to f32
  %z = arith.truncf %w : f32 to bf16
  memref.store %z, %b[%i] : memref<?xbf16>
  %v = arith.extf %z : bf16 to f32
  memref.store %v, %r[%i] : memref<?xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^loop(%j : index)
^done:
  return
}
"""
    a = np.array([0.1, 1.0 / 3.0, 70000.0, -1.0e-6, 1.5, 2049.0], np.float32)
    h = np.zeros(len(a), np.float16)
    b = np.zeros(len(a), np.uint16)
    r = np.zeros(len(a), np.float32)
    with Context():
        compile_module(src).invoke("k", memref(a), memref(h), memref(b), memref(r))
    with np.errstate(over="ignore"):
        want_h = a.astype(np.float16)
    want_b = bf16_bits(want_h.astype(np.float32))
    # CHECK-LABEL: TEST: testConversions
    # CHECK: f16 True bf16 True f32 True
    print(
        "f16",
        np.array_equal(h.view(np.uint16), want_h.view(np.uint16)),
        "bf16",
        np.array_equal(b, want_b),
        "f32",
        np.array_equal(r, bf16_values(want_b)),
    )
    # CHECK: [ 9.998e-02  3.333e-01        inf -1.013e-06  1.500e+00  2.048e+03]
    print(h)
