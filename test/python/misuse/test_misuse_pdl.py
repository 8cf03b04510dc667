"""Misuse of PDL patterns raises a Python exception; nothing crashes.
Includes upstream's crashers: a PDL module dropped after `PDLModule` took
it (upstream's takes ownership, then double-frees), a native rewrite
function that is not registered, and one that reports failure while
declaring results (both abort upstream)."""
import gc

import pytest

from mlir.dialects import pdl
from mlir.ir import *
from mlir.rewrite import PDLModule, PDLResultList, apply_patterns_and_fold_greedily

PAYLOAD = """func.func @f(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %a, %c7 : i32
  return %0 : i32
}"""

ERR = (RuntimeError, ValueError, IndexError, TypeError, KeyError)


@pytest.fixture
def ctx():
    c = Context()
    with c, Location.unknown():
        yield c


def bump_patterns(results=True):
    """`arith.constant` replaced by one whose value native rewrite `bump`
    returns (with `results=False`, `bump` is an external rewrite)."""
    m = Module.create()
    with InsertionPoint(m.body):

        @pdl.pattern(benefit=1, sym_name="bump")
        def pat():
            value = pdl.AttributeOp()
            ty = pdl.TypeOp()
            const = pdl.OperationOp(name="arith.constant", attributes={"value": value}, types=[ty])
            if not results:
                pdl.RewriteOp(const, "bump", [value])
                return

            @pdl.rewrite()
            def rew():
                bumped = pdl.ApplyNativeRewriteOp([pdl.AttributeType.get()], "bump", [value])
                new = pdl.OperationOp(name="arith.constant", attributes={"value": bumped}, types=[ty])
                pdl.ReplaceOp(const, with_op=new)

    return m


def bump_seven(rewriter, results, values):
    """7 becomes 1; anything else fails (so the new constant is left)."""
    if IntegerAttr(values[0]).value != 7:
        return True
    results.append(IntegerAttr.get(values[0].type, 1))


def test_pdl_module_dropped_after_freeze(ctx):
    pdl_module = PDLModule(bump_patterns())
    pdl_module.register_rewrite_function("bump", bump_seven)
    frozen = pdl_module.freeze()
    del pdl_module
    gc.collect()
    m = Module.parse(PAYLOAD)
    apply_patterns_and_fold_greedily(m, frozen)
    assert "arith.constant 1 : i32" in str(m)


def test_unregistered_native_rewrite(ctx):
    frozen = PDLModule(bump_patterns()).freeze()
    m = Module.parse(PAYLOAD)
    with pytest.raises(RuntimeError, match="no native rewrite function named 'bump'"):
        apply_patterns_and_fold_greedily(m, frozen)
    m.operation.verify()


def test_failing_rewrite_with_declared_results(ctx):
    pdl_module = PDLModule(bump_patterns())
    pdl_module.register_rewrite_function("bump", lambda rw, res, vals: True)
    m = Module.parse(PAYLOAD)
    apply_patterns_and_fold_greedily(m, pdl_module.freeze())
    assert "arith.constant 7 : i32" in str(m)


def test_rewrite_returning_too_few_results(ctx):
    pdl_module = PDLModule(bump_patterns())
    pdl_module.register_rewrite_function("bump", lambda rw, res, vals: None)
    m = Module.parse(PAYLOAD)
    with pytest.raises(RuntimeError, match="returned 0 values but 1 are expected"):
        apply_patterns_and_fold_greedily(m, pdl_module.freeze())
    m.operation.verify()


def test_result_list_rejects_other_objects(ctx):
    def bump(rw, res, vals):
        res.append("seven")

    pdl_module = PDLModule(bump_patterns())
    pdl_module.register_rewrite_function("bump", bump)
    m = Module.parse(PAYLOAD)
    with pytest.raises(TypeError, match="expected a Value, Operation, Type or Attribute"):
        apply_patterns_and_fold_greedily(m, pdl_module.freeze())


def test_result_list_from_another_context(ctx):
    other = Context()

    def bump(rw, res, vals):
        res.append(IntegerType.get_signless(8, context=other))

    pdl_module = PDLModule(bump_patterns())
    pdl_module.register_rewrite_function("bump", bump)
    m = Module.parse(PAYLOAD)
    with pytest.raises(ERR):
        apply_patterns_and_fold_greedily(m, pdl_module.freeze())


def test_external_rewrite_erasing_root_then_touching_it(ctx):
    held = []

    def bump(rw, res, vals):
        root, _ = vals
        held.append(root)
        rw.replace_op(root, [root.operands[0]] if root.operands else [])

    pdl_module = PDLModule(bump_patterns(results=False))
    pdl_module.register_rewrite_function("bump", bump)
    m = Module.parse(PAYLOAD)
    with pytest.raises(ERR):
        # The constant has no operands to stand in for its result.
        apply_patterns_and_fold_greedily(m, pdl_module.freeze())
    m.operation.verify()


def test_pdl_module_of_erased_op(ctx):
    m = bump_patterns()
    pattern = m.body.operations[0]
    pattern.erase()
    with pytest.raises(ERR):
        PDLModule(pattern)


def test_pdl_result_list_cannot_be_made(ctx):
    with pytest.raises(TypeError):
        PDLResultList()
