"""Objects handed to a `walk` callback stay right whatever the callback does
with them: kept, kept through a container or value reached from them,
erased, detached, or invalidated by `_clear_live_operations` mid-walk."""
import gc

import pytest

from mlir.ir import *

SRC = """
"test.outer"() ({
  %0 = "test.a"() {tag = "a"} : () -> i32
  %1 = "test.b"(%0) {tag = "b"} : (i32) -> i32
  "test.c"(%1) {tag = "c"} : (i32) -> ()
}) {tag = "outer"} : () -> ()
"test.d"() {tag = "d"} : () -> ()
"""

ORDERS = [WalkOrder.PRE_ORDER, WalkOrder.POST_ORDER]


def seen_names(m, order):
    names = []
    m.operation.walk(lambda o: names.append(o.name), order)
    return names


@pytest.mark.parametrize("order", ORDERS)
def test_kept_ops_keep_their_op(ctx, order):
    m = Module.parse(SRC)
    kept = []
    m.operation.walk(lambda o: kept.append(o), order)
    assert [o.name for o in kept] == seen_names(m, order)
    assert len({id(o) for o in kept}) == len(kept)


@pytest.mark.parametrize("order", ORDERS)
def test_kept_containers_and_values_keep_their_op(ctx, order):
    m = Module.parse(SRC)
    attrs, results, names = [], [], []

    def cb(o):
        names.append(o.name)
        attrs.append(o.attributes)
        results.append(list(o.results))

    m.operation.walk(cb, order)
    tags = [str(a["tag"]) if "tag" in a else None for a in attrs]
    assert tags == [None if n == "builtin.module" else f'"{n[5:]}"' for n in names]
    for n, rs in zip(names, results):
        assert all(r.owner.name == n for r in rs)


@pytest.mark.parametrize("order", ORDERS)
def test_one_kept_object_among_dropped_ones(ctx, order):
    m = Module.parse(SRC)
    kept = {}

    def cb(o):
        if o.name == "test.b":
            kept["b"] = o
        name = o.name  # every other object is dropped on return
        assert o.attributes["tag"] if name != "builtin.module" else True

    m.operation.walk(cb, order)
    assert kept["b"].name == "test.b"
    assert str(kept["b"].attributes["tag"]) == '"b"'


def test_erasing_the_visited_op(ctx):
    m = Module.parse(SRC)
    erased = []

    def cb(o):
        if o.name == "test.c":
            erased.append(o)
            o.erase()

    m.operation.walk(cb, WalkOrder.POST_ORDER)
    with pytest.raises(RuntimeError):
        erased[0].name
    assert "test.c" not in str(m)
    assert seen_names(m, WalkOrder.PRE_ORDER) == ["builtin.module", "test.outer", "test.a", "test.b", "test.d"]


def test_detaching_the_visited_op(ctx):
    m = Module.parse(SRC)

    def cb(o):
        if o.name == "test.d":
            o.detach_from_parent()

    m.operation.walk(cb, WalkOrder.POST_ORDER)
    gc.collect()
    assert "test.d" not in str(m)
    assert seen_names(m, WalkOrder.PRE_ORDER) == ["builtin.module", "test.outer", "test.a", "test.b", "test.c"]


def test_clearing_live_operations_inside_the_walk(ctx):
    m = Module.parse(SRC)
    names = []

    def cb(o):
        names.append(o.name)
        if o.name == "test.a":
            ctx._clear_live_operations()

    m.operation.walk(cb, WalkOrder.PRE_ORDER)
    assert names == ["builtin.module", "test.outer", "test.a", "test.b", "test.c", "test.d"]
