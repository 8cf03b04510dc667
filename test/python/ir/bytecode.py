# RUN: %PYTHON %s | FileCheck %s
# Operation.write_bytecode and parsing bytecode bytes: round trips through
# a fresh context (with a dense_resource blob and locations), file paths,
# versions, and bad bytes raising MLIRError.

import io
import os
import tempfile
from mlir.ir import *

SRC = r"""
func.func @f(%arg0: i32) -> i32 {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc("nom")
  %1 = arith.constant dense_resource<res> : tensor<2xi32>
  %2 = arith.addi %arg0, %arg0 : i32 loc(fused["a.c":1:2, "b"])
  return %2 : i32
}
{-# dialect_resources: { builtin: { res: "0x040000000700000008000000" } } #-}
"""


def text(m):
    return m.operation.get_asm(enable_debug_info=True)


def test_round_trip():
    ctx = Context()
    m = Module.parse(SRC, ctx)
    for version in [None, 0, 1, 5, 6]:
        buf = io.BytesIO()
        if version is None:
            m.operation.write_bytecode(buf)
        else:
            m.operation.write_bytecode(buf, desired_version=version)
        data = buf.getvalue()
        back = Module.parse(data, Context())
        # CHECK-COUNT-5: version {{.*}}: magic True same True
        magic = data.startswith(b"ML\xefR")
        print(f"version {version}: magic {magic} same {text(back) == text(m)}")
    # CHECK: res: "0x040000000700000008000000"
    print(back)


def test_file_path():
    m = Module.parse(SRC, Context())
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "m.mlirbc")
        m.operation.write_bytecode(path)
        with open(path, "rb") as f:
            data = f.read()
        back = Module.parseFile(path, Context())
    # CHECK: file: True True
    print("file:", data.startswith(b"ML\xefR"), text(back) == text(m))


def test_operation_parse_bytes():
    ctx = Context()
    m = Module.parse(SRC, ctx)
    buf = io.BytesIO()
    m.body.operations[0].write_bytecode(buf)
    op = Operation.parse(buf.getvalue(), context=Context())
    # CHECK: func.func @f(%arg0: i32) -> i32 {
    print(op)


def test_bad_version():
    m = Module.parse(SRC, Context())
    try:
        m.operation.write_bytecode(io.BytesIO(), desired_version=99)
    except ValueError as e:
        # CHECK: ValueError: Unable to honor desired bytecode version 99
        print("ValueError:", e)


def test_bad_bytes():
    good = io.BytesIO()
    Module.parse(SRC, Context()).operation.write_bytecode(good)
    good = good.getvalue()
    cases = {
        "magic only": b"ML\xefR",
        "truncated": good[: len(good) // 2],
        "newer": b"ML\xefR\x0frmlir\x00",
        "flipped": good[:40] + bytes([good[40] ^ 0xFF]) + good[41:],
    }
    for name, data in cases.items():
        try:
            Module.parse(data, Context())
            print(name, "parsed")
        except MLIRError as e:
            # CHECK: magic only: MLIRError
            # CHECK: truncated: MLIRError
            # CHECK: newer: MLIRError {{.*}}bytecode version 7 is newer than the current version 6
            # CHECK: flipped: {{MLIRError|parsed}}
            print(f"{name}: MLIRError", str(e).splitlines()[-1].strip())


test_round_trip()
test_file_path()
test_operation_parse_bytes()
test_bad_version()
test_bad_bytes()
