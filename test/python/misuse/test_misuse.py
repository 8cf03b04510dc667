"""Misuse of the `mlir.ir` API raises a Python exception; nothing crashes.

Several cases are upstream's known crashers (an op held across the erase of
its parent; a nested op outliving its module)."""
import gc

import pytest

from mlir.ir import *

SRC = """
"test.outer"() ({
  ^bb0(%a: i32):
    %0 = "test.inner"(%a) : (i32) -> i32
    "test.use"(%0) : (i32) -> ()
}) : () -> ()
"""


def parse():
    return Module.parse(SRC)


def parts(m):
    outer = m.body.operations[0]
    block = outer.regions[0].blocks[0]
    inner = block.operations[0]
    return outer, block, inner


ERR = (RuntimeError, ValueError, IndexError, TypeError, KeyError)


def test_print_op_after_parent_erased(ctx):
    m = parse()
    outer, _, inner = parts(m)
    outer.operation.erase()
    with pytest.raises(ERR):
        str(inner)


def test_nested_op_outlives_module(ctx):
    def get():
        return parse().body.operations[0].regions[0].blocks[0].operations[0]

    op = get()
    gc.collect()
    assert op.name == "test.inner"
    assert "test.inner" in str(op)


def test_block_of_erased_op(ctx):
    m = parse()
    outer, block, _ = parts(m)
    outer.operation.erase()
    with pytest.raises(ERR):
        len(block.operations)


def test_block_arguments_of_erased_op(ctx):
    m = parse()
    outer, block, _ = parts(m)
    outer.operation.erase()
    with pytest.raises(ERR):
        block.arguments[0]


def test_value_of_erased_op(ctx):
    m = parse()
    outer, _, inner = parts(m)
    v = inner.results[0]
    outer.operation.erase()
    with pytest.raises(ERR):
        v.type


def test_value_owner_of_erased_op(ctx):
    m = parse()
    outer, _, inner = parts(m)
    v = inner.results[0]
    outer.operation.erase()
    with pytest.raises(ERR):
        v.owner


def test_block_argument_of_erased_block(ctx):
    m = parse()
    outer, block, _ = parts(m)
    arg = block.arguments[0]
    outer.operation.erase()
    with pytest.raises(ERR):
        arg.type


def test_uses_of_erased_value(ctx):
    m = parse()
    outer, _, inner = parts(m)
    v = inner.results[0]
    outer.operation.erase()
    with pytest.raises(ERR):
        list(v.uses)


def test_erase_twice(ctx):
    m = parse()
    outer, _, _ = parts(m)
    op = outer.operation
    op.erase()
    with pytest.raises(ERR):
        op.erase()


def test_erased_op_name(ctx):
    op = Operation.create("test.x")
    op.erase()
    with pytest.raises(ERR):
        op.name


def test_erased_op_attributes(ctx):
    op = Operation.create("test.x")
    attrs = op.attributes
    op.erase()
    with pytest.raises(ERR):
        len(attrs)


def test_erased_op_results(ctx):
    op = Operation.create("test.x", results=[IntegerType.get_signless(32)])
    res = op.results
    op.erase()
    with pytest.raises(ERR):
        res[0]


def test_erased_op_regions(ctx):
    op = Operation.create("test.x", regions=1)
    regions = op.regions
    op.erase()
    with pytest.raises(ERR):
        regions[0]


def test_region_of_erased_op(ctx):
    op = Operation.create("test.x", regions=1)
    r = op.regions[0]
    op.erase()
    with pytest.raises(ERR):
        len(r.blocks)


def test_erase_with_uses_outside(ctx):
    m = parse()
    _, block, inner = parts(m)
    with pytest.raises(ERR):
        inner.operation.erase()
    assert "test.use" in str(m)


def test_set_invalid(ctx):
    m = parse()
    op = m.body.operations[0]
    op._set_invalid()
    with pytest.raises(RuntimeError):
        op.name
    with pytest.raises(RuntimeError):
        str(op)


def test_set_invalid_then_walk(ctx):
    m = parse()
    op = m.operation
    op._set_invalid()
    with pytest.raises(RuntimeError):
        op.walk(lambda o: None)


def test_walk_erasing_parent(ctx):
    m = parse()
    outer, _, _ = parts(m)

    def cb(o):
        if o.name == "test.inner":
            outer.operation.erase()

    m.operation.walk(cb, walk_order=WalkOrder.PRE_ORDER)
    assert len(m.body.operations) == 0


def test_walk_callback_raises(ctx):
    m = parse()

    def cb(o):
        raise KeyError("boom")

    # As upstream: a RuntimeError carrying the traceback, chained to it.
    with pytest.raises(RuntimeError, match="Exception raised in callback") as info:
        m.operation.walk(cb)
    assert isinstance(info.value.__cause__, KeyError)


def test_walk_bad_return(ctx):
    m = parse()
    with pytest.raises(ERR):
        m.operation.walk(lambda o: 42)


def test_cross_context_operand(ctx):
    other = Context()
    other.allow_unregistered_dialects = True
    with other, Location.unknown():
        producer = Operation.create("test.p", results=[IntegerType.get_signless(32)])
    with pytest.raises(ValueError):
        Operation.create("test.c", operands=[producer.result])


def test_cross_context_type(ctx):
    other = Context()
    t = IntegerType.get_signless(32, context=other)
    with pytest.raises(ValueError):
        Operation.create("test.c", results=[t])


def test_cross_context_attribute(ctx):
    other = Context()
    a = UnitAttr.get(context=other)
    with pytest.raises(ValueError):
        Operation.create("test.c", attributes={"u": a})


def test_cross_context_insert(ctx):
    other = Context()
    other.allow_unregistered_dialects = True
    with other, Location.unknown():
        op = Operation.create("test.x")
    m = Module.create()
    with pytest.raises(ValueError):
        InsertionPoint(m.body).insert(op)


def test_cross_context_append(ctx):
    other = Context()
    other.allow_unregistered_dialects = True
    with other, Location.unknown():
        op = Operation.create("test.x")
    m = Module.create()
    with pytest.raises(ValueError):
        m.body.append(op)


def test_wrong_attribute_kind(ctx):
    with pytest.raises(ValueError):
        IntegerAttr(StringAttr.get("x"))


def test_wrong_type_kind(ctx):
    with pytest.raises(ValueError):
        IntegerType(F32Type.get())


def test_wrong_value_kind(ctx):
    m = parse()
    _, block, _ = parts(m)
    with pytest.raises(ValueError):
        OpResult(block.arguments[0])


def test_insert_attached_op(ctx):
    m = parse()
    outer, _, _ = parts(m)
    with pytest.raises(ValueError):
        InsertionPoint(m.body).insert(outer)


def test_move_into_itself(ctx):
    op = Operation.create("test.x", regions=1)
    b = Block.create_at_start(op.regions[0])
    inner = Operation.create("test.y", ip=InsertionPoint(b))
    with pytest.raises(ValueError):
        op.move_before(inner)


def test_detach_detached(ctx):
    op = Operation.create("test.x")
    with pytest.raises(ValueError):
        op.detach_from_parent()


def test_block_of_detached_op(ctx):
    op = Operation.create("test.x")
    with pytest.raises(ValueError):
        op.block


def test_result_on_multi(ctx):
    i32 = IntegerType.get_signless(32)
    op = Operation.create("test.x", results=[i32, i32])
    with pytest.raises(ValueError):
        op.result


def test_index_out_of_range(ctx):
    op = Operation.create("test.x")
    with pytest.raises(IndexError):
        op.results[0]
    with pytest.raises(IndexError):
        op.operands[-1]
    with pytest.raises(IndexError):
        op.regions[3]


def test_missing_attribute(ctx):
    op = Operation.create("test.x")
    with pytest.raises(KeyError):
        op.attributes["nope"]
    with pytest.raises(KeyError):
        del op.attributes["nope"]


def test_non_attribute_value(ctx):
    op = Operation.create("test.x")
    with pytest.raises(TypeError):
        op.attributes["a"] = 3


def test_erase_used_block_argument(ctx):
    m = parse()
    _, block, _ = parts(m)
    with pytest.raises(ValueError):
        block.erase_argument(0)


def test_erase_argument_out_of_range(ctx):
    m = parse()
    _, block, _ = parts(m)
    with pytest.raises(IndexError):
        block.erase_argument(5)


def test_no_location(ctx):
    c = Context()
    with c:
        with pytest.raises(RuntimeError):
            Operation.create("test.x")


def test_no_context():
    with pytest.raises(RuntimeError):
        IntegerType.get_signless(32)


def test_no_insertion_point():
    with pytest.raises(ValueError):
        InsertionPoint.current


def test_exit_out_of_order(ctx):
    loc = Location.unknown()
    loc.__enter__()
    c2 = Context()
    c2.__enter__()
    with pytest.raises(RuntimeError):
        loc.__exit__(None, None, None)
    c2.__exit__(None, None, None)
    loc.__exit__(None, None, None)


def test_parse_error(ctx):
    with pytest.raises(MLIRError) as e:
        Module.parse('"test.x"() : () -> (i32')
    assert e.value.error_diagnostics
    assert '"-":1:' in str(e.value)
    assert "^" in str(e.value)


def test_type_parse_error(ctx):
    with pytest.raises(MLIRError):
        Type.parse("i32 garbage")


def test_attribute_parse_error(ctx):
    with pytest.raises(MLIRError):
        Attribute.parse("[1, ")


def test_verify_error(ctx):
    op = Operation.create("builtin.module", regions=1)
    with pytest.raises(MLIRError) as e:
        op.verify()
    assert e.value.error_diagnostics


def test_opview_uninitialised(ctx):
    v = OpView.__new__(OpView)
    with pytest.raises(RuntimeError):
        v.name


def test_clear_live_operations(ctx):
    m = parse()
    op = m.body.operations[0]
    ctx._clear_live_operations()
    with pytest.raises(RuntimeError):
        op.name


def test_replace_uses_with_other_context(ctx):
    m = parse()
    _, _, inner = parts(m)
    other = Context()
    other.allow_unregistered_dialects = True
    with other, Location.unknown():
        p = Operation.create("test.p", results=[IntegerType.get_signless(32)])
    with pytest.raises(ValueError):
        inner.result.replace_all_uses_with(p.result)


def test_dropped_detached_op_frees_tree(ctx):
    live = ctx._get_live_operation_count()
    for _ in range(10):
        Operation.create("test.x", regions=1)
    gc.collect()
    assert ctx._get_live_operation_count() == live


def test_module_dropped_while_values_held(ctx):
    m = parse()
    v = parts(m)[2].results[0]
    del m
    gc.collect()
    assert str(v.type) == "i32"


def test_detach_then_drop_parent(ctx):
    m = parse()
    outer, _, _ = parts(m)
    op = outer.detach_from_parent()
    del m, outer
    gc.collect()
    assert op.name == "test.outer"


def test_infer_type_without_interface_raises(ctx):
    # Upstream's message for ops without InferTypeOpInterface; the op must
    # not be created without results instead.
    m = Module.create()
    with InsertionPoint(m.body):
        with pytest.raises(MLIRError, match="was not registered"):
            Operation.create("test.x", infer_type=True)
        with pytest.raises(MLIRError, match="does not support type inference"):
            Operation.create("builtin.unrealized_conversion_cast", infer_type=True)
    assert len(m.body.operations) == 0


def test_float_attr_of_non_float_type_raises(ctx):
    # Upstream's checked getter: an MLIRError with a diagnostic at the location.
    with pytest.raises(MLIRError, match="Invalid attribute:\nerror: unknown: expected floating point type"):
        FloatAttr.get(IntegerType.get_signless(32), 1.0)
    assert str(FloatAttr.get(F32Type.get(), 1.5)) == "1.500000e+00 : f32"
