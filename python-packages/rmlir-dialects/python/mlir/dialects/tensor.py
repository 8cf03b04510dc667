#  rmlir: the `tensor` dialect. The generated op classes and builders, plus
#  `tensor.empty` from mixed static/dynamic sizes and an element type, and a
#  decorator form of `tensor.generate`.

from typing import Optional, Sequence, Union

from ._tensor_ops_gen import *
from ._tensor_ops_gen import _Dialect

try:
    from ..extras.meta import region_op
except ImportError:
    # No `mlir.extras` in this tree: use the equivalent private helper.
    from ._ods_common import _region_op as region_op

from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_op_result_or_op_results as _get_op_result_or_op_results,
    get_op_result_or_value as _get_op_result_or_value,
)


@_ods_cext.register_operation(_Dialect, replace=True)
class EmptyOp(EmptyOp):
    """`tensor.empty`, built from sizes and an element type."""

    def __init__(
        self,
        sizes: Sequence[Union[int, Value]],
        element_type: Type,
        *,
        encoding: Optional[Attribute] = None,
        loc=None,
        ip=None,
    ):
        """An empty tensor of shape `sizes`, where each size is an int (static)
        or an index value (dynamic), with element type `element_type` and the
        optional `encoding`."""
        static_sizes = []
        dynamic_sizes = []
        for size in sizes:
            if isinstance(size, int):
                static_sizes.append(size)
            else:
                static_sizes.append(ShapedType.get_dynamic_size())
                dynamic_sizes.append(_get_op_result_or_value(size))
        result_type = RankedTensorType.get(
            static_sizes, element_type, encoding, loc=loc
        )
        super().__init__(result_type, dynamic_sizes, loc=loc, ip=ip)


def empty(
    sizes: Sequence[Union[int, Value]],
    element_type: Type,
    *,
    encoding: Optional[Attribute] = None,
    loc=None,
    ip=None,
) -> Value:
    """The result of a new `tensor.empty`; see `EmptyOp`."""
    return _get_op_result_or_op_results(
        EmptyOp(sizes, element_type, encoding=encoding, loc=loc, ip=ip)
    )


def _generate_op(result, dynamic_extents, *, loc=None, ip=None):
    return GenerateOp(result, dynamic_extents, loc=loc, ip=ip)


# `@tensor.generate(result_type, dynamic_extents)` on a function whose
# parameters are annotated with the index type (one per dimension) builds a
# `tensor.generate` whose body is the function; the value it returns is
# yielded. The decorated name is bound to the resulting tensor.
generate = region_op(_generate_op, terminator=lambda values: YieldOp(values[0]))
