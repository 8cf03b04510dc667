#  rmlir: helpers shared by the generated `_<ns>_ops_gen.py` modules and the
#  hand-written dialect extension modules next to them.
#
#  The names and behaviour follow the upstream MLIR Python bindings so that
#  generated code and user code written against upstream keep working. Only
#  relative imports are used so the package can live under another prefix.

import inspect as _inspect
from typing import (
    List as _List,
    Optional as _Optional,
    Sequence as _Sequence,
    Tuple as _Tuple,
    Union as _Union,
)

from .._mlir_libs import _mlir as _cext
from ..ir import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DenseI32ArrayAttr,
    DenseI64ArrayAttr,
    IndexType,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    OpResultList,
    OpView,
    Operation,
    ShapedType,
    Type,
    Value,
)

__all__ = [
    "equally_sized_accessor",
    "get_default_loc_context",
    "get_op_result_or_value",
    "get_op_results_or_values",
    "get_op_result_or_op_results",
    "segmented_accessor",
]


# ---------------------------------------------------------------------------
# Accessors used by generated op classes.
# ---------------------------------------------------------------------------


def segmented_accessor(elements, raw_segments, idx):
    """The `idx`-th group of `elements` (operands or results) of an op whose
    group sizes are recorded in the `DenseI32ArrayAttr` `raw_segments`
    (an `operandSegmentSizes`/`resultSegmentSizes` attribute)."""
    sizes = DenseI32ArrayAttr(raw_segments)
    start = 0
    for i in range(idx):
        start += sizes[i]
    return elements[start : start + sizes[idx]]


def equally_sized_accessor(
    elements, n_simple, n_variadic, n_preceding_simple, n_preceding_variadic
):
    """Where a variadic group starts, and how long each variadic group is, for
    an op whose variadic groups all have the same length (the
    `SameVariadic{Operand,Result}Size` traits).

    `n_simple`/`n_variadic` count the single and variadic groups of the op;
    `n_preceding_simple`/`n_preceding_variadic` those before the wanted group.
    Returns `(start, elements_per_group)`.
    """
    variadic_total = len(elements) - n_simple
    # The op verifier guarantees the variadic elements split evenly.
    assert variadic_total % n_variadic == 0
    per_group = variadic_total // n_variadic
    return n_preceding_simple + n_preceding_variadic * per_group, per_group


def get_default_loc_context(location=None):
    """The context of `location`, or of the location on the context stack when
    `location` is None; None when there is neither."""
    if location is not None:
        return location.context
    current = _cext.ir.Location.current
    return current.context if current else None


# `build_attribute(value, kind, loc=None)`: `value` as an attribute of ODS
# kind `kind`, for generated op builders: an `Attribute` (or a value of a
# kind with no registered builder) is used as is; anything else goes
# through the builder registered for `kind` with
# `register_attribute_builder`, in the context of `loc` (or of the current
# location). Native, as it runs for every attribute argument.
build_attribute = _cext.ir._ods_build_attribute


def get_op_result_or_value(arg):
    """`arg` as a single `Value`: a value is returned as is, an op (`OpView` or
    `Operation`) gives its only result, a result list its first element.

    Lets op builders take ops wherever a value is expected.
    """
    if isinstance(arg, OpView):
        return arg.operation.result
    if isinstance(arg, Operation):
        return arg.result
    if isinstance(arg, OpResultList):
        return arg[0]
    assert isinstance(arg, Value), f"expects Value, got {type(arg)}"
    return arg


def get_op_results_or_values(arg):
    """`arg` as a sequence of values: an op gives its results, anything else
    (a sequence of values) is returned as is."""
    if isinstance(arg, OpView):
        return arg.operation.results
    if isinstance(arg, Operation):
        return arg.results
    return arg


def get_op_result_or_op_results(op):
    """What a builder function returns for `op`: its single result, its result
    list when it has several, or the `Operation` itself when it has none."""
    results = op.results
    count = len(results)
    if count == 1:
        return results[0]
    if count > 1:
        return results
    return op.operation if isinstance(op, OpView) else op


# ---------------------------------------------------------------------------
# Type aliases used in annotations of generated and hand-written builders.
# ---------------------------------------------------------------------------

ResultValueTypeTuple = Operation, OpView, Value
ResultValueT = _Union[ResultValueTypeTuple]
VariadicResultValueT = _Union[ResultValueT, _Sequence[ResultValueT]]

StaticIntLike = _Union[int, IntegerAttr]
ValueLike = _Union[Operation, OpView, Value]
MixedInt = _Union[StaticIntLike, ValueLike]

IntOrAttrList = _Sequence[_Union[IntegerAttr, int]]
OptionalIntList = _Optional[_Union[ArrayAttr, IntOrAttrList]]

BoolOrAttrList = _Sequence[_Union[BoolAttr, bool]]
OptionalBoolList = _Optional[_Union[ArrayAttr, BoolOrAttrList]]

MixedValues = _Union[_Sequence[_Union[StaticIntLike, ValueLike]], ArrayAttr, ValueLike]

DynamicIndexList = _Sequence[_Union[MixedInt, _Sequence[MixedInt]]]


# ---------------------------------------------------------------------------
# Static/dynamic index helpers (the Python side of the `DynamicIndexList`
# custom directive and of `dispatchIndexOpFoldResults`).
# ---------------------------------------------------------------------------


def _dispatch_dynamic_index_list(indices):
    """Splits `indices` into `(dynamic_values, static_indices, scalable)`.

    Each index is an int, an `IntegerAttr` or a value-like (op or `Value`);
    wrapping one in a single-element list marks it scalable. A value-like index
    is appended to `dynamic_values` and leaves the dynamic-size marker in
    `static_indices`. An `ArrayAttr` is read element by element.
    """
    count = len(indices)
    dynamic = []
    static = [ShapedType.get_dynamic_size()] * count
    scalable = [False] * count
    if isinstance(indices, ArrayAttr):
        indices = list(indices)

    def place(i, index):
        # Records a plain (non-scalable) index; False when `index` is not one.
        if isinstance(index, int):
            static[i] = index
        elif isinstance(index, IntegerAttr):
            static[i] = index.value
        elif isinstance(index, (Operation, OpView, Value)):
            dynamic.append(index)
        else:
            return False
        return True

    for i, index in enumerate(indices):
        if place(i, index):
            continue
        # Not a plain index, so it must be the one-element list of a scalable one.
        scalable[i] = True
        assert len(index) == 1
        placed = place(i, index[0])
        assert placed

    return dynamic, static, scalable


def _dispatch_mixed_values(values):
    """Splits integer-valued `values` into `(dynamic, packed, static)`.

    - An `ArrayAttr` is taken as the static values as is.
    - A single value-like (a handle standing for many integers) is returned as
      `packed`, with no dynamic or static part.
    - Otherwise `values` is a sequence (or None, meaning empty) mixing ints
      (or `IntegerAttr`s) and values: the ints go to the `DenseI64ArrayAttr`
      `static`, the values to `dynamic` with the dynamic-size marker in their
      place in `static`.
    """
    if isinstance(values, ArrayAttr):
        return [], None, values
    if isinstance(values, (Operation, OpView, Value)):
        return [], values, None
    dynamic = []
    static = []
    for v in values or []:
        if isinstance(v, int):
            static.append(v)
        elif isinstance(v, IntegerAttr):
            static.append(v.value)
        else:
            static.append(ShapedType.get_dynamic_size())
            dynamic.append(v)
    return dynamic, None, DenseI64ArrayAttr.get(static)


# ---------------------------------------------------------------------------
# Attribute helpers used by extension modules (transform dialects and such).
# ---------------------------------------------------------------------------


def _get_value_or_attribute_value(value_or_attr):
    """The Python value held by an attribute with a `value` (recursing into an
    `ArrayAttr`); anything else is returned unchanged."""
    if isinstance(value_or_attr, Attribute) and hasattr(value_or_attr, "value"):
        return value_or_attr.value
    if isinstance(value_or_attr, ArrayAttr):
        return _get_value_list(value_or_attr)
    return value_or_attr


def _get_value_list(sequence_or_array_attr):
    """The elements of a sequence or `ArrayAttr` as Python values."""
    return [_get_value_or_attribute_value(v) for v in sequence_or_array_attr]


def _get_int_array_attr(values):
    """An `ArrayAttr` of i64 `IntegerAttr`s from ints, `IntegerAttr`s or an
    `ArrayAttr` of them; None stays None."""
    if values is None:
        return None
    i64 = IntegerType.get_signless(64)
    return ArrayAttr.get([IntegerAttr.get(i64, v) for v in _get_value_list(values)])


def _get_int_array_array_attr(values):
    """An `ArrayAttr` of `ArrayAttr`s of i64 `IntegerAttr`s from a (sequence or
    `ArrayAttr`) of (sequences or `ArrayAttr`s) of integers; None stays None."""
    if values is None:
        return None
    rows = [_get_value_list(row) for row in _get_value_list(values)]
    return ArrayAttr.get([_get_int_array_attr(row) for row in rows])


# Names other extension code sometimes uses for the helpers above. Not part of
# upstream's `_ods_common`; kept private.
_get_int_int_array_attr = _get_int_array_array_attr
_get_value = get_op_result_or_value
_get_values = get_op_results_or_values
_get_op_result_or_value = get_op_result_or_value
_get_op_results_or_values = get_op_results_or_values
_get_op_result_or_op_results = get_op_result_or_op_results


def _is_integer_like_type(type):
    """Whether `type` is a (signless, signed or unsigned) integer or `index`."""
    return isinstance(type, (IntegerType, IndexType))


# ---------------------------------------------------------------------------
# Region-op decorator. Upstream ships it as `mlir.extras.meta.region_op`;
# `tensor` and `builtin` use that one when it exists and fall back to this.
# ---------------------------------------------------------------------------


def _op_region_builder(op, op_region, terminator=None):
    """A decorator filling `op_region` of `op` with the decorated function.

    When the region is empty, an entry block is added whose argument types are
    the parameter annotations of the function (each must be an MLIR `Type`).
    The function runs with the insertion point in the entry block and receives
    the block arguments; when `terminator` is given, it is called in the last
    block with the function's return value(s) as a list. The decorated name is
    bound to the op's result(s), or the op when it has none.
    """

    def wrap(body_builder):
        if len(op_region.blocks) == 0:
            params = list(_inspect.signature(body_builder).parameters.values())
            types = [p.annotation for p in params]
            if not all(isinstance(t, Type) for t in types):
                raise ValueError(
                    f"for {body_builder=} every parameter needs an MLIR type "
                    f"as its annotation: {_inspect.signature(body_builder)}"
                )
            op_region.blocks.append(*types)

        entry = op_region.blocks[0]
        with InsertionPoint(entry):
            returned = body_builder(*list(entry.arguments))

        if terminator is not None:
            if isinstance(returned, (tuple, list)):
                values = list(returned)
            elif returned is None:
                values = []
            else:
                values = [returned]
            blocks = list(op_region.blocks)
            with InsertionPoint(blocks[-1]):
                terminator(values)

        return get_op_result_or_op_results(op)

    return wrap


def _region_op(op_constructor, terminator=None):
    """Turns `op_constructor` (building an op with at least one region) into a
    decorator factory whose decorated function becomes the op's first region;
    see `_op_region_builder`. Usable bare (`@f`) when the constructor takes no
    arguments, or called (`@f(args...)`)."""

    def with_args(*args, **kwargs):
        op = op_constructor(*args, **kwargs)
        return _op_region_builder(op, op.regions[0], terminator)

    def decorator(*args, **kwargs):
        # Bare use: the only argument is the function to decorate.
        if len(args) == 1 and not kwargs and callable(args[0]):
            return with_args()(args[0])
        return with_args(*args, **kwargs)

    decorator.__name__ = getattr(op_constructor, "__name__", "region_op")
    decorator.__qualname__ = getattr(op_constructor, "__qualname__", decorator.__name__)
    decorator.__doc__ = getattr(op_constructor, "__doc__", None)
    decorator.__wrapped__ = op_constructor
    return decorator
