"""The C API door: upstream's `_CAPIPtr`/`_CAPICreate` capsules on every IR
class, and a separately built extension (test/capi-consumer) that walks
and mutates `mlir.ir` objects through the core's C API table."""

import gc

import pytest

import mlir._mlir_libs._mlir as native
from mlir.ir import (
    AffineExpr,
    AffineMap,
    Attribute,
    Block,
    Context,
    DialectRegistry,
    IntegerAttr,
    IntegerSet,
    IntegerType,
    Location,
    Module,
    Operation,
    Region,
    Type,
    Value,
)
from mlir.passmanager import PassManager

import rmlir_capi_consumer as consumer

SRC = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""


@pytest.fixture
def ctx():
    with Context() as c, Location.unknown():
        yield c


def names_of(capsule):
    return repr(capsule).split('"')[1]


def test_context_round_trip_is_the_same_object(ctx):
    cap = ctx._CAPIPtr
    assert names_of(cap) == "mlir.ir.Context._CAPIPtr"
    assert Context._CAPICreate(cap) is ctx


def test_module_round_trip_is_the_same_object(ctx):
    m = Module.parse(SRC)
    assert names_of(m._CAPIPtr) == "mlir.ir.Module._CAPIPtr"
    assert Module._CAPICreate(m._CAPIPtr) is m


@pytest.mark.parametrize(
    "make, cls, name",
    [
        (lambda m: m.body.operations[0].operation, Operation, "Operation"),
        (lambda m: m.body, Block, "Block"),
        (lambda m: m.body.operations[0].regions[0], Region, "Region"),
        (lambda m: m.body.operations[0].regions[0].blocks[0].arguments[0], Value, "Value"),
        (lambda m: IntegerType.get_signless(32), Type, "Type"),
        (lambda m: IntegerAttr.get(IntegerType.get_signless(8), 3), Attribute, "Attribute"),
        (lambda m: Location.file("x.mlir", 3, 4), Location, "Location"),
        (lambda m: AffineExpr.get_dim(1) * 3 + AffineExpr.get_symbol(0), AffineExpr, "AffineExpr"),
        (lambda m: AffineMap.get_identity(2), AffineMap, "AffineMap"),
        (lambda m: IntegerSet.get_empty(1, 0), IntegerSet, "IntegerSet"),
    ],
)
def test_round_trip_compares_equal(ctx, make, cls, name):
    m = Module.parse(SRC)
    obj = make(m)
    cap = obj._CAPIPtr
    assert names_of(cap) == f"mlir.ir.{name}._CAPIPtr"
    back = cls._CAPICreate(cap)
    assert back == obj
    if cls is not Region:  # a region prints as an object address
        assert str(back) == str(obj)


def test_registry_and_pass_manager_are_shared(ctx):
    reg = DialectRegistry()
    assert names_of(reg._CAPIPtr) == "mlir.ir.DialectRegistry._CAPIPtr"
    DialectRegistry._CAPICreate(reg._CAPIPtr)
    pm = PassManager.parse("builtin.module(cse)")
    assert names_of(pm._CAPIPtr) == "mlir.passmanager.PassManager._CAPIPtr"
    pm2 = PassManager._CAPICreate(pm._CAPIPtr)
    pm2.add("canonicalize")
    # One manager behind both objects.
    assert str(pm).startswith("builtin.module(cse,canonicalize{")
    # Released, the object no longer stands for the manager, whose C handle
    # stays valid for another object.
    cap = pm._CAPIPtr
    pm._testing_release()
    with pytest.raises(RuntimeError, match="released"):
        pm.add("cse")
    assert str(PassManager._CAPICreate(cap)).startswith("builtin.module(cse,canonicalize{")


def test_wrong_capsules_raise_type_error(ctx):
    loc = Location.unknown()
    with pytest.raises(TypeError, match='expected a capsule named "mlir.ir.Type._CAPIPtr"'):
        Type._CAPICreate(loc._CAPIPtr)
    with pytest.raises(TypeError):
        Operation._CAPICreate(42)


def test_erased_operation_raises_not_crashes(ctx):
    m = Module.parse(SRC)
    op = m.body.operations[0].operation
    cap = op._CAPIPtr
    op.erase()
    with pytest.raises(RuntimeError, match="erased"):
        Operation._CAPICreate(cap)


def test_table_capsule_is_published():
    assert names_of(native._capi_table) == "mlir._mlir_libs._mlir._capi_table"


def test_consumer_walks_and_mutates_through_the_c_api(ctx):
    abi, count = consumer.table_info()
    assert abi == 1 and count > 250
    m = Module.parse(SRC)
    assert consumer.op_names(m.operation) == ["builtin.module", "func.func", "arith.addi", "func.return"]
    consumer.tag_ops(m.operation, "consumer.seen")
    op = consumer.append_constant(m, 42, 32)
    assert isinstance(op, Operation)
    # The op the consumer made is the one now in the module.
    assert m.body.operations[1].operation == op
    assert str(m) == (
        "module attributes {consumer.seen} {\n"
        "  func.func @f(%arg0: i32) -> i32 attributes {consumer.seen} {\n"
        "    %0 = arith.addi %arg0, %arg0 {consumer.seen} : i32\n"
        "    return {consumer.seen} %0 : i32\n"
        "  }\n"
        "  %c42_i32 = arith.constant 42 : i32\n"
        "}\n"
    )
    assert m.operation.verify()


def test_consumer_hands_back_the_same_context(ctx):
    m = Module.parse(SRC)
    assert consumer.context_of(m.operation) is ctx
    parsed = consumer.parse_module(ctx, "func.func private @g()")
    assert isinstance(parsed, Module)
    assert parsed.context is ctx
    assert str(parsed) == "module {\n  func.func private @g()\n}\n"


def test_consumer_rejects_erased_and_foreign_objects(ctx):
    m = Module.parse(SRC)
    f = m.body.operations[0]
    f.operation.erase()
    with pytest.raises(RuntimeError):
        consumer.op_names(f)
    with pytest.raises(TypeError):
        consumer.op_names(IntegerType.get_signless(1))


def test_context_made_on_the_c_side_outlives_its_capsule():
    # A context reached only through a consumer-made module stays alive as
    # long as Python objects use it.
    c = Context()
    m = consumer.parse_module(c, "func.func private @h()")
    del c
    gc.collect()
    assert "func.func private @h()" in str(m)


def test_ctypes_capi_reaches_the_same_core(ctx):
    """Upstream's `mlir._mlir_libs._capi`: libMLIRPythonCAPI through ctypes."""
    import ctypes

    from mlir._mlir_libs._capi import _capi

    class Handle(ctypes.Structure):
        _fields_ = [("ptr", ctypes.c_void_p)]

    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    _capi.mlirOperationGetNumRegions.restype = ctypes.c_ssize_t
    _capi.mlirOperationGetNumRegions.argtypes = [Handle]

    m = Module.parse(SRC)
    op = m.body.operations[0].operation
    handle = Handle(get_pointer(op._CAPIPtr, b"mlir.ir.Operation._CAPIPtr"))
    assert _capi.mlirOperationGetNumRegions(handle) == 1
