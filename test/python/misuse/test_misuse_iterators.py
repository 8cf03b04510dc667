"""Iterators outliving what they iterate: where upstream's iterators would
follow a dangling pointer (the next op, block or use was erased), rmlir's
raise a Python exception; erasing the item just handed out is fine."""
import gc

import pytest

from mlir.ir import *

SRC = """
"test.outer"() ({
  ^bb0(%a: i32):
    %0 = "test.inner"(%a) : (i32) -> i32
    "test.use"(%0, %a) : (i32, i32) -> ()
  ^bb1:
    "test.end"() : () -> ()
}) : () -> ()
"""

ERR = (RuntimeError, ValueError, IndexError, TypeError, KeyError)


def test_next_op_erased_raises(ctx):
    m = Module.parse(SRC)
    block = m.body.operations[0].regions[0].blocks[0]
    it = iter(block.operations)
    first = next(it)
    block.operations[1].erase()  # the iterator's next op
    with pytest.raises(ERR):
        next(it)
    assert first.name == "test.inner"


def test_erasing_current_op_while_iterating(ctx):
    m = Module.parse(SRC)
    block = m.body.operations[0].regions[0].blocks[0]
    seen = []
    for op in block.operations:
        seen.append(op.name)
        if op.name == "test.use":
            op.erase()
    assert seen == ["test.inner", "test.use"]
    assert len(block.operations) == 1


def test_block_iterator_after_region_owner_erased_raises(ctx):
    m = Module.parse(SRC)
    outer = m.body.operations[0]
    it = iter(outer.regions[0].blocks)
    next(it)
    outer.erase()
    with pytest.raises(ERR):
        next(it)


def test_op_iterator_after_parent_erased_raises(ctx):
    m = Module.parse(SRC)
    outer = m.body.operations[0]
    it = iter(outer.regions[0].blocks[0].operations)
    outer.erase()
    gc.collect()
    with pytest.raises(ERR):
        next(it)


def test_region_iterator_after_op_erased_raises(ctx):
    m = Module.parse(SRC)
    outer = m.body.operations[0]
    it = iter(outer.regions)
    outer.erase()
    with pytest.raises(ERR):
        next(it)


def test_use_iterator_next_use_erased_raises(ctx):
    m = Module.parse(SRC)
    block = m.body.operations[0].regions[0].blocks[0]
    arg = block.arguments[0]
    uses = arg.uses
    first = next(uses)  # most recent use first: test.use
    assert first.owner.name == "test.use"
    first.owner.erase()
    block.operations[0].erase()  # test.inner, owner of the next use
    with pytest.raises(ERR):
        next(uses)


def test_iterators_outlive_module(ctx):
    m = Module.parse(SRC)
    it = iter(m.body.operations[0].regions[0].blocks[0].operations)
    del m
    gc.collect()
    assert next(it).name == "test.inner"
