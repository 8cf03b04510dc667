"""The per-op accessors a walk calls (`op.name`, `.operands`, `.results`,
`.attributes`, `Value.type`, `NamedAttribute.attr`, and the attribute map's,
operand list's and result list's `len`, `[]` and `iter`) go through plain
CPython entry points (`mlir-python/src/ir/raw_slots.rs`), not pyo3's. These
check that they raise what the pyo3 ones raise, keep their docs, hold no
stray references, and reject a receiver of the wrong class."""
import sys

import pytest

from mlir.ir import *

SRC = """
%0:2 = "test.a"() {b = 2 : i32, a = "s"} : () -> (i32, f32)
"test.b"(%0#0, %0#1, %0#0) : (i32, f32, i32) -> ()
"""


def ops(ctx):
    m = Module.parse(SRC)
    return m, list(m.body.operations)


def test_values_read_through_the_fast_accessors(ctx):
    m, (a, b) = ops(ctx)
    assert a.name == "test.a"
    assert [str(r.type) for r in a.results] == ["i32", "f32"]
    assert isinstance(a.results[0].type, IntegerType)
    assert len(b.operands) == 3 and len(a.results) == 2
    assert [v.owner.name for v in b.operands] == ["test.a"] * 3
    attrs = a.attributes
    assert len(attrs) == 2
    assert [attrs[i].name for i in range(len(attrs))] == ["a", "b"]
    assert isinstance(attrs[1].attr, IntegerAttr) and attrs[1].attr.value == 2
    assert attrs[-1].name == "b"
    assert str(attrs["a"]) == '"s"'
    assert [na.name for na in attrs[0:2]] == ["a", "b"]


def test_explicit_dunder_calls_still_work(ctx):
    m, (a, b) = ops(ctx)
    assert OpAttributeMap.__len__(a.attributes) == 2
    assert OpAttributeMap.__getitem__(a.attributes, 0).name == "a"
    assert len(list(OpOperandList.__iter__(b.operands))) == 3
    assert OpResultList.__len__(a.results) == 2


def test_docs_kept():
    assert Value.type.__doc__ == "The value's type."
    assert NamedAttribute.attr.__doc__ == "The attribute."
    assert Operation.name.__doc__ == "The operation's name."
    assert Operation.operands.__doc__ == "The operands."


def test_out_of_range_and_missing(ctx):
    m, (a, b) = ops(ctx)
    attrs = a.attributes
    with pytest.raises(IndexError):
        attrs[2]
    with pytest.raises(IndexError):
        attrs[-3]
    with pytest.raises(KeyError):
        attrs["nope"]
    with pytest.raises(TypeError):
        attrs[None]
    with pytest.raises(IndexError):
        b.operands[3]
    with pytest.raises(IndexError):
        a.results[-3]


def test_erased_op_through_every_accessor(ctx):
    m, (a, b) = ops(ctx)
    attrs, operands, results = b.attributes, b.operands, a.results
    v = a.results[0]
    named = a.attributes[0]
    b.operation.erase()
    a.operation.erase()
    for read in (
        lambda: a.name,
        lambda: a.operands,
        lambda: a.results,
        lambda: len(attrs),
        lambda: attrs[0],
        lambda: list(operands),
        lambda: len(operands),
        lambda: iter(results),
        lambda: len(results),
        lambda: v.type,
    ):
        with pytest.raises(RuntimeError):
            read()
    # As upstream: the attribute map of an erased op can be had (reading it
    # raises), and a named attribute holds its attribute, not the op.
    a.attributes
    assert str(named.attr) == '"s"'


def test_wrong_receiver_refused():
    with pytest.raises(TypeError):
        Value.type.__get__(5)
    with pytest.raises(TypeError):
        Operation.name.__get__("test.a")
    with pytest.raises(TypeError):
        NamedAttribute.attr.__get__(object())


def test_python_subclasses_use_them(ctx):
    m, (a, b) = ops(ctx)

    class MyValue(Value):
        pass

    class MyView(OpView):
        pass

    assert str(MyValue(a.results[1]).type) == "f32"
    assert MyView(a).name == "test.a"
    assert len(MyView(b).operands) == 3


def test_no_references_leak(ctx):
    m, (a, b) = ops(ctx)
    attrs, operands, results = a.attributes, b.operands, a.results
    key = "".join(["a"])  # a string object of its own
    base = [sys.getrefcount(x) for x in (a, attrs, operands, results, key)]
    for _ in range(1000):
        a.name, a.operands, a.results, a.attributes
        len(attrs), attrs[0], attrs[key], list(operands), len(operands)
        [r.type for r in results], len(results), attrs[0].attr
        try:
            attrs[5]
        except IndexError:
            pass
    assert [sys.getrefcount(x) for x in (a, attrs, operands, results, key)] == base
