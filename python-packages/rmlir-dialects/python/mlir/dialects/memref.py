#  rmlir: the `memref` dialect. The generated op classes and builders, with
#  `subview` replaced by a builder that takes mixed static/dynamic offsets,
#  sizes and strides and infers the result type when they are all static.

import operator
from itertools import accumulate
from typing import Optional

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
from ._ods_common import (
    MixedValues,
    _dispatch_mixed_values,
    get_op_result_or_value as _get_op_result_or_value,
)
from ..ir import (
    IndexType,
    IntegerType,
    MemRefType,
    ShapedType,
    StridedLayoutAttr,
    Value,
)
from . import arith


def _is_constant_int_like(i):
    """Whether `i` is an integer- or index-typed result of `arith.constant`."""
    return (
        isinstance(i, Value)
        and isinstance(i.owner, arith.ConstantOp)
        and isinstance(i.type, (IntegerType, IndexType))
    )


def _is_static_int_like(i):
    """Whether `i` is a statically known integer: a Python int other than the
    dynamic-size marker, or an integer constant value."""
    return (
        isinstance(i, int) and not ShapedType.is_dynamic_size(i)
    ) or _is_constant_int_like(i)


# ---------------------------------------------------------------------------
# Strides and offset of a memref type.
# ---------------------------------------------------------------------------


def _get_strides_and_offset(memref_type):
    """`(strides, offset)` of a `MemRefType`, as lists of ints with the dynamic
    marker for unknown ones; a RuntimeError when the layout is not strided."""
    if not isinstance(memref_type, MemRefType):
        memref_type = MemRefType(memref_type)
    strides, offset = memref_type.get_strides_and_offset()
    return list(strides), offset


# ---------------------------------------------------------------------------
# subview
# ---------------------------------------------------------------------------


def _infer_memref_subview_result_type(
    source_memref_type, offsets, static_sizes, static_strides
):
    """The result type of a subview of `source_memref_type`.

    `static_sizes` and `static_strides` must be static (ints or integer
    `arith.constant` values), as must the source's strides; `offsets` may be
    dynamic, which makes the result offset dynamic. Returns the offsets, sizes
    and strides with constant values replaced by their ints, and the type.
    The layout is left out when it is the identity (row-major strides, zero
    offset).
    """
    source_strides, source_offset = _get_strides_and_offset(source_memref_type)
    offsets, static_sizes, static_strides, source_strides = (
        list(offsets),
        list(static_sizes),
        list(static_strides),
        list(source_strides),
    )

    if not all(
        _is_static_int_like(i) for s in (static_sizes, static_strides, source_strides)
        for i in s
    ):
        raise ValueError(
            "Only inferring from python or mlir integer constant is supported."
        )

    def literal(i):
        return i.owner.opview.literal_value if _is_constant_int_like(i) else i

    offsets = [literal(i) for i in offsets]
    static_sizes = [literal(i) for i in static_sizes]
    static_strides = [literal(i) for i in static_strides]

    if all(_is_static_int_like(i) for i in offsets + [source_offset]):
        target_offset = source_offset
        for offset, stride in zip(offsets, source_strides):
            target_offset += offset * stride
    else:
        target_offset = ShapedType.get_dynamic_size()

    target_strides = [
        source * step for source, step in zip(source_strides, static_strides)
    ]

    # Row-major strides of the result shape: with them and a zero offset the
    # layout is the identity and is left out, which keeps later reshapes of
    # the result simple.
    row_major = list(accumulate(static_sizes[1:][::-1], operator.mul))[::-1] + [1]
    if target_strides == row_major and target_offset == 0:
        layout = None
    else:
        layout = StridedLayoutAttr.get(target_offset, target_strides)
    result_type = MemRefType.get(
        static_sizes,
        source_memref_type.element_type,
        layout,
        source_memref_type.memory_space,
    )
    return offsets, static_sizes, static_strides, result_type


_generated_subview = subview


def subview(
    source: Value,
    offsets: MixedValues,
    sizes: MixedValues,
    strides: MixedValues,
    *,
    result_type: Optional[MemRefType] = None,
    loc=None,
    ip=None,
):
    """The result of a `memref.subview` of `source`.

    `offsets`, `sizes` and `strides` each mix ints and index values (None is
    empty). Without `result_type`, the sizes and strides (and the source's
    strides) must be static, ints or integer constants, and the type is
    inferred; otherwise `result_type` is required.
    """
    offsets = [] if offsets is None else offsets
    sizes = [] if sizes is None else sizes
    strides = [] if strides is None else strides
    source = _get_op_result_or_value(source)

    if result_type is None:
        source_type = source.type
        if not isinstance(source_type, MemRefType):
            source_type = MemRefType(source_type)
        source_strides, _ = _get_strides_and_offset(source_type)
        if not all(
            _is_static_int_like(i) for s in (sizes, strides, source_strides) for i in s
        ):
            raise ValueError(
                "mixed static/dynamic offset/sizes/strides requires explicit result type."
            )
        offsets, sizes, strides, result_type = _infer_memref_subview_result_type(
            source_type, offsets, sizes, strides
        )

    offsets, _, static_offsets = _dispatch_mixed_values(offsets)
    sizes, _, static_sizes = _dispatch_mixed_values(sizes)
    strides, _, static_strides = _dispatch_mixed_values(strides)

    return _generated_subview(
        result_type,
        source,
        offsets,
        sizes,
        strides,
        static_offsets,
        static_sizes,
        static_strides,
        loc=loc,
        ip=ip,
    )
