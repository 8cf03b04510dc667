"""Misuse around passes and rewrite patterns raises a Python exception or
fails cleanly; nothing crashes. Includes upstream's crashers: an op held
across a pass that erased it, and `walk_and_apply_patterns` after a greedy
run (which segfaults upstream)."""
import pytest

from mlir.ir import *
from mlir.passmanager import PassManager
from mlir.rewrite import (
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    RewritePatternSet,
    apply_patterns_and_fold_greedily,
    walk_and_apply_patterns,
)
from mlir.dialects import arith

SRC = """func.func @f(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  %c = arith.muli %a, %b : i32
  return %c : i32
}"""

ERR = (RuntimeError, ValueError, IndexError, TypeError, KeyError)


@pytest.fixture
def ctx():
    c = Context()
    with c, Location.unknown():
        yield c


def test_op_held_across_cse_that_erased_it(ctx):
    m = Module.parse(SRC)
    dup = m.body.operations[0].regions[0].blocks[0].operations[1]
    PassManager.parse("builtin.module(func.func(cse))").run(m.operation)
    with pytest.raises(ERR):
        print(dup)
    with pytest.raises(ERR):
        dup.operands[0]
    assert "arith.muli %0, %0" in str(m)


def test_python_pass_erasing_its_op(ctx):
    m = Module.parse(SRC)

    def erase_func(op, pass_):
        op.erase()

    pm = PassManager("func.func")
    pm.add(erase_func)
    pm2 = PassManager.parse("builtin.module(func.func(cse))")
    func_op = m.body.operations[0]
    with pytest.raises(ERR + (Exception,)):
        pm.run(func_op.operation)
    assert len(m.body.operations) == 0
    pm2.run(m.operation)


def test_python_pass_raising(ctx):
    m = Module.parse(SRC)

    def boom(op, pass_):
        raise KeyError("boom")

    pm = PassManager("any")
    pm.add(boom)
    with pytest.raises(KeyError):
        pm.run(m.operation)
    assert m.operation.verify()


def test_run_on_erased_op(ctx):
    m = Module.parse(SRC)
    f = m.body.operations[0]
    f.operation.erase()
    with pytest.raises(ERR):
        PassManager("any").run(f.operation)


def test_run_on_op_from_other_context(ctx):
    other = Context()
    with other, Location.unknown():
        m = Module.parse(SRC)
    pm = PassManager("any", context=ctx)
    with pytest.raises(ERR):
        pm.run(m.operation)


def test_pattern_erasing_used_op_fails_cleanly(ctx):
    m = Module.parse(SRC)

    def erase_used(op, rewriter):
        rewriter.erase_op(op)

    ps = RewritePatternSet()
    ps.add("arith.addi", erase_used)
    with pytest.raises(ERR):
        apply_patterns_and_fold_greedily(m, ps.freeze())
    assert m.operation.verify()


def test_pattern_replacing_with_wrong_arity(ctx):
    m = Module.parse(SRC)

    def bad(op, rewriter):
        rewriter.replace_op(op, [])

    ps = RewritePatternSet()
    ps.add("arith.muli", bad)
    with pytest.raises(ValueError):
        apply_patterns_and_fold_greedily(m, ps.freeze())


def test_walk_after_greedy_does_not_crash(ctx):
    m = Module.parse(SRC)

    def never(op, rewriter):
        return True

    ps = RewritePatternSet()
    ps.add("arith.muli", never)
    frozen = ps.freeze()
    walk_and_apply_patterns(m.operation, frozen)
    cfg = GreedyRewriteConfig()
    cfg.strictness = GreedyRewriteStrictness.EXISTING_OPS
    apply_patterns_and_fold_greedily(m.operation, frozen, cfg)
    assert m.operation.verify()


def test_bad_pipeline_text(ctx):
    for text in ["builtin.module(nope)", "cse", "builtin.module(canonicalize{nope=1})", "builtin.module(cse"]:
        with pytest.raises(ValueError):
            PassManager.parse(text)
    pm = PassManager()
    with pytest.raises(ValueError):
        pm.add("func.func(nope)")
    with pytest.raises(TypeError):
        pm.add(42)


def test_anchor_mismatch_is_an_mlir_error(ctx):
    m = Module.parse(SRC)
    with pytest.raises(Exception) as e:
        PassManager.parse("func.func(cse)").run(m.operation)
    assert "can't run 'func.func' pass manager on 'builtin.module' op" in str(e.value)
