#  rmlir: the `mlir.ir` module, source-compatible with upstream MLIR's.
#
#  Everything native comes from `_mlir_libs._mlir.ir`; this file adds the
#  Python-side helpers upstream defines here (attribute builders for ODS
#  attribute kinds, `loc_tracebacks`). All imports are relative so the tree
#  can be relocated under another package prefix.

from __future__ import annotations

from contextlib import contextmanager

from ._mlir_libs._mlir.ir import *  # noqa: F401,F403
from ._mlir_libs._mlir.ir import _OperationBase  # noqa: F401
from ._mlir_libs._mlir import register_type_caster, register_value_caster  # noqa: F401
from ._mlir_libs import (  # noqa: F401
    get_dialect_registry,
    append_load_on_create_dialect,
    get_load_on_create_dialects,
)

import collections.abc as _abc

# Block predecessors and successors are sequences, as upstream's, so that
# structural pattern matching takes them (`case Block(successors=[b]):`).
_abc.Sequence.register(BlockPredecessors)  # noqa: F405
_abc.Sequence.register(BlockSuccessors)  # noqa: F405


class _GlobalDebug:
    """Upstream's switch for LLVM's `-debug` output (`mlir.ir._GlobalDebug`,
    private: only an explicit import sees it). rmlir has no `LLVM_DEBUG`
    stream to turn on, so the flag is kept and read back, nothing more."""

    flag = False


class AttrBuilder:
    """Builders turning Python values into attributes of an ODS kind."""

    _builders: dict = {}

    def __init__(self, *args, **kwargs):
        # A registry with static methods only, as upstream's native class.
        raise TypeError("mlir._mlir_libs._mlir.ir.AttrBuilder: no constructor defined!")

    @staticmethod
    def contains(attribute_kind):
        return attribute_kind in AttrBuilder._builders

    @staticmethod
    def get(attribute_kind):
        try:
            return AttrBuilder._builders[attribute_kind]
        except KeyError:
            raise KeyError(
                f"Attribute builder for '{attribute_kind}' is not registered"
            ) from None

    @staticmethod
    def insert(attribute_kind, attr_builder, replace=False):
        if not replace and attribute_kind in AttrBuilder._builders:
            raise RuntimeError(
                f"Attribute builder for '{attribute_kind}' is already registered"
            )
        AttrBuilder._builders[attribute_kind] = attr_builder


# Upstream's AttrBuilder lives in the native `ir` module, where generated
# op classes (`_ods_ir = _cext.ir`) look it up.
from ._mlir_libs._mlir import ir as _native_ir  # noqa: E402

_native_ir.AttrBuilder = AttrBuilder
# The generated builders' `_ods_build_attribute` reads the table natively.
_native_ir._set_attr_builders(AttrBuilder._builders)
del _native_ir


@contextmanager
def loc_tracebacks(*, max_depth=None):
    """Within it, an operation built without `loc=` gets a location made
    from the Python call stack: a call-site chain of
    `"function"("file":line:col to :end_col)` frames, innermost first, at
    most `max_depth` of them (None: the current limit, 10 by default). Frames of files registered
    with `globals.register_traceback_file_exclusion` (the generated op
    modules) are left out. Nested uses keep the outer one enabled."""
    from ._mlir_libs._mlir import globals as _globals

    old_enabled = _globals.loc_tracebacks_enabled()
    old_limit = _globals.loc_tracebacks_frame_limit()
    max_depth = old_limit if max_depth is None else max_depth
    try:
        _globals.set_loc_tracebacks_frame_limit(max_depth)
        if not old_enabled:
            _globals.set_loc_tracebacks_enabled(True)
        yield
    finally:
        if not old_enabled:
            _globals.set_loc_tracebacks_enabled(False)
        _globals.set_loc_tracebacks_frame_limit(old_limit)


def get_parent_of_type(op, op_class):
    """The closest op enclosing `op` (an `Operation` or `OpView`) whose kind
    is `op_class`'s (an `OpView` subclass naming an op), as its view; None
    when no ancestor is one (a detached op has none). `op` itself is not a
    candidate."""
    name = getattr(op_class, "OPERATION_NAME", None)
    if not (isinstance(op_class, type) and issubclass(op_class, OpView)) or not name:
        raise TypeError(
            f"get_parent_of_type expects an OpView subclass, got {op_class!r}"
        )
    parent = op.operation.parent
    while parent is not None:
        if parent.operation.name == name:
            return parent.operation.opview
        parent = parent.operation.parent
    return None


def register_attribute_builder(kind, replace=False):
    """Decorator registering `func(value, context)` as the builder of `kind`."""

    def decorator_builder(func):
        AttrBuilder.insert(kind, func, replace=replace)
        return func

    return decorator_builder


def _int_builder(width, signed=None):
    def build(x, context):
        if signed is None:
            t = IntegerType.get_signless(width, context=context)
        elif signed:
            t = IntegerType.get_signed(width, context=context)
        else:
            t = IntegerType.get_unsigned(width, context=context)
        return IntegerAttr.get(t, x)

    return build


for _w in (1, 8, 16, 32, 64):
    register_attribute_builder(f"I{_w}Attr")(_int_builder(_w))
    register_attribute_builder(f"SI{_w}Attr")(_int_builder(_w, True))
    register_attribute_builder(f"UI{_w}Attr")(_int_builder(_w, False))


@register_attribute_builder("BoolAttr")
def _boolAttr(x, context):
    return BoolAttr.get(x, context=context)


@register_attribute_builder("DictionaryAttr")
def _dictAttr(x, context):
    return DictAttr.get(x, context=context)


@register_attribute_builder("IndexAttr")
def _indexAttr(x, context):
    return IntegerAttr.get(IndexType.get(context=context), x)


@register_attribute_builder("F32Attr")
def _f32Attr(x, context):
    return FloatAttr.get_f32(x, context=context)


@register_attribute_builder("F64Attr")
def _f64Attr(x, context):
    return FloatAttr.get_f64(x, context=context)


@register_attribute_builder("StrAttr")
def _stringAttr(x, context):
    return StringAttr.get(x, context=context)


@register_attribute_builder("SymbolNameAttr")
def _symbolNameAttr(x, context):
    return StringAttr.get(x, context=context)


@register_attribute_builder("SymbolRefAttr")
def _symbolRefAttr(x, context):
    if isinstance(x, list):
        return SymbolRefAttr.get(x, context=context)
    return FlatSymbolRefAttr.get(x, context=context)


@register_attribute_builder("FlatSymbolRefAttr")
def _flatSymbolRefAttr(x, context):
    return FlatSymbolRefAttr.get(x, context=context)


@register_attribute_builder("UnitAttr")
def _unitAttr(x, context):
    return UnitAttr.get(context=context) if x else None


@register_attribute_builder("ArrayAttr")
def _arrayAttr(x, context):
    return ArrayAttr.get(x, context=context)


@register_attribute_builder("TypeAttr")
def _typeAttr(x, context):
    return TypeAttr.get(x, context=context)


@register_attribute_builder("TypeArrayAttr")
def _typeArrayAttr(x, context):
    return _arrayAttr([TypeAttr.get(t, context=context) for t in x], context)


def _array_of(elem):
    return lambda x, context: ArrayAttr.get([elem(v, context) for v in x], context=context)


register_attribute_builder("BoolArrayAttr")(_array_of(_boolAttr))
register_attribute_builder("DictArrayAttr")(_array_of(_dictAttr))
register_attribute_builder("FlatSymbolRefArrayAttr")(_array_of(_flatSymbolRefAttr))
register_attribute_builder("I32ArrayAttr")(_array_of(_int_builder(32)))
register_attribute_builder("I64ArrayAttr")(_array_of(_int_builder(64)))
register_attribute_builder("F32ArrayAttr")(_array_of(_f32Attr))
register_attribute_builder("F64ArrayAttr")(_array_of(_f64Attr))
register_attribute_builder("StrArrayAttr")(_array_of(_stringAttr))
register_attribute_builder("SymbolRefArrayAttr")(_array_of(_symbolRefAttr))
register_attribute_builder("I64SmallVectorArrayAttr")(_array_of(_int_builder(64)))
register_attribute_builder("IndexListArrayAttr")(_array_of(_array_of(_int_builder(64))))


def _dense_array_builder(cls):
    return lambda x, context: cls.get(x, context=context)


for _cls in (
    DenseBoolArrayAttr,
    DenseI8ArrayAttr,
    DenseI16ArrayAttr,
    DenseI32ArrayAttr,
    DenseI64ArrayAttr,
    DenseF32ArrayAttr,
    DenseF64ArrayAttr,
):
    register_attribute_builder(_cls.__name__)(_dense_array_builder(_cls))
del _cls


@register_attribute_builder("MemRefTypeAttr")
def _memrefTypeAttr(x, context):
    return TypeAttr.get(x, context=context)


@register_attribute_builder("AffineMapAttr")
def _affineMapAttr(x, context):
    return AffineMapAttr.get(x)


@register_attribute_builder("AffineMapArrayAttr")
def _affineMapArrayAttr(x, context):
    return ArrayAttr.get([AffineMapAttr.get(m) for m in x], context=context)


@register_attribute_builder("IntegerSetAttr")
def _integerSetAttr(x, context):
    return IntegerSetAttr.get(x)


def _elements_builder(dtype, element_type):
    """A builder of dense elements of `element_type` from a (nested) list."""

    def build(x, context):
        import numpy as np

        return DenseElementsAttr.get(np.array(x, dtype=dtype), type=element_type(context), context=context)

    return build


register_attribute_builder("F64ElementsAttr")(_elements_builder("float64", lambda c: F64Type.get(context=c)))
register_attribute_builder("I32ElementsAttr")(
    _elements_builder("int32", lambda c: IntegerType.get_signless(32, context=c))
)
register_attribute_builder("I64ElementsAttr")(
    _elements_builder("int64", lambda c: IntegerType.get_signless(64, context=c))
)
register_attribute_builder("IndexElementsAttr")(_elements_builder("int64", lambda c: IndexType.get(context=c)))


# `IntegerType[32]`, `Value[IntegerType[32]]`: type hints naming a type or
# attribute with its parameters, which `mlir.dialects.ext` turns into IRDL
# constraints (`typing.get_origin`/`get_args` read them back).
def _subscript(cls, params):
    import types as _types

    return _types.GenericAlias(cls, params)


for _cls in (Type, Attribute, Value, OpResult):  # noqa: F405
    _cls.__class_getitem__ = classmethod(_subscript)
del _cls
