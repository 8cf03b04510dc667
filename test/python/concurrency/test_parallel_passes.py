"""A PassManager runs a nested pipeline on sibling functions in threads.

The functions are moved into private IRs for the run and back afterwards:
with `invalidate_ops=False`, Python objects held across the run must still
name the ops that survived, report erased ones as erased, and print what a
single-threaded run prints. By default (upstream's `invalidate_ops=True`)
they are invalidated, except the op the pipeline ran on.
"""

import pytest

from mlir.ir import Context, Module, Operation
from mlir.passmanager import PassManager

FUNC = """
  func.func @f{i}(%x: i32) -> i32 {{
    %c = arith.constant {i} : i32
    %0 = arith.muli %x, %c : i32
    %1 = arith.muli %x, %c : i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }}"""


def source(n):
    return "module {" + "".join(FUNC.format(i=i) for i in range(n)) + "\n}"


def run(threading, n=40, invalidate_ops=False):
    ctx = Context()
    ctx.enable_multithreading(threading)
    with ctx:
        module = Module.parse(source(n))
        funcs = list(module.body.operations)
        muls = [op for f in funcs for op in f.regions[0].blocks[0].operations if op.name == "arith.muli"]
        pm = PassManager.parse("builtin.module(func.func(canonicalize,cse))")
        pm.run(module.operation, invalidate_ops=invalidate_ops)
        return ctx, module, funcs, muls


def test_default_run_invalidates_the_ops_inside():
    ctx, module, funcs, muls = run(True, n=4, invalidate_ops=True)
    with ctx:
        for op in funcs + muls:
            with pytest.raises(RuntimeError, match="the operation has been invalidated"):
                op.name
        # The op the pipeline ran on stays valid, and fresh objects work.
        assert module.operation.name == "builtin.module"
        assert [f.name for f in module.body.operations] == [f"f{i}" for i in range(4)]
        assert ctx._get_live_operation_count() >= 1


def test_threaded_run_matches_single_thread_and_keeps_handles():
    _, m1, funcs1, muls1 = run(True)
    _, m2, _, _ = run(False)
    assert str(m1) == str(m2)
    # Functions held across the run are the same ops, still in the module.
    assert [f.name for f in funcs1] == [f"f{i}" for i in range(40)]
    assert all(f.parent == m1.operation for f in funcs1)
    assert list(m1.body.operations) == funcs1
    # cse erased the second multiplication of each function (and canonicalize
    # both in @f0 and @f1, where the multiplications fold away).
    kept = [m for m in muls1[4::2]]
    erased = [m for m in muls1[5::2]]
    for op in kept:
        assert op.name == "arith.muli"
        assert isinstance(op.operation, Operation)
    for op in erased:
        with pytest.raises(RuntimeError):
            op.name


def test_threaded_run_can_be_repeated_and_edited_after():
    ctx, module, funcs, _ = run(True, n=8)
    with ctx:
        funcs[3].erase()
        PassManager.parse("builtin.module(func.func(canonicalize,cse),symbol-dce)").run(module.operation)
        assert len(module.body.operations) == 7
        assert module.operation.verify()
