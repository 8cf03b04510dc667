#  rmlir: the `arith` dialect. The generated op classes, builders and enums,
#  plus an `arith.constant` built from a type and a Python number or array.

from ._arith_ops_gen import *
from ._arith_ops_gen import _Dialect, _ods_build, _ods_init
from ._arith_enum_gen import *

from array import array as _array
from typing import Any, List, Union, overload

from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_default_loc_context as _get_default_loc_context,
)

# `array.array` typecodes accepted for integer and float element types.
_INT_TYPECODES = ("i", "l", "q")
_FLOAT_TYPECODES = ("f", "d")

@_ods_cext.register_operation(_Dialect, replace=True)
class ConstantOp(ConstantOp):
    """`arith.constant`, built from a result type and a Python value."""

    @overload
    def __init__(self, value: Attribute, *, loc=None, ip=None): ...

    @overload
    def __init__(
        self, result: Type, value: Union[int, float, _array], *, loc=None, ip=None
    ): ...

    def __init__(self, result, value, *, loc=None, ip=None):
        """A constant of type `result` holding `value`.

        `value` may be a Python int (an integer or index type), a float (a
        float type), an `array.array` (a shaped type whose element width
        matches the array's item size; a dense elements value), or an
        `Attribute`, used as is. With `value` None, `result` is the
        attribute. The result type is always the attribute's type.
        """
        # What the generated constructor does with the attribute, minus
        # its Python frame (constants are built often).
        _ods_init(self, None, None, {"value": _constant_attr(result, value)}, None, None, loc, ip)

    @classmethod
    def create_index(cls, value: int, *, loc=None, ip=None):
        """An `index` constant."""
        index = IndexType.get(context=_get_default_loc_context(loc))
        return cls(index, value, loc=loc, ip=ip)

    @property
    def type(self):
        """The result type."""
        return self.results[0].type

    @property
    def value(self):
        """The `value` attribute."""
        return self.operation.attributes["value"]

    @property
    def literal_value(self) -> Union[int, float]:
        """The value as a Python int or float (integer, index and float
        constants only; a ValueError otherwise)."""
        if isinstance(self.type, (IntegerType, IndexType)):
            return IntegerAttr(self.value).value
        if isinstance(self.type, FloatType):
            return FloatAttr(self.value).value
        raise ValueError("only integer and float constants have literal values")


def _constant_attr(result, value):
    """The `value` attribute of a constant of type `result` holding
    `value` (see `ConstantOp`)."""
    if value is None:
        if not isinstance(result, Attribute):
            raise TypeError(f"expected an Attribute when value is None, got {type(result)}")
        return result
    if isinstance(value, int):
        return IntegerAttr.get(result, value)
    if isinstance(value, float):
        return FloatAttr.get(result, value)
    if isinstance(value, _array):
        return _dense_from_array(result, value)
    return value


def _dense_from_array(result, values):
    """A dense elements attribute of shaped type `result` from `array.array`
    `values`, whose item size must match the element bit width."""
    width = result.element_type.width
    if 8 * values.itemsize != width:
        raise ValueError(
            f"Mismatching array element ({8 * values.itemsize}) and type "
            f"({width}) width."
        )
    if values.typecode in _INT_TYPECODES:
        return DenseIntElementsAttr.get(values, type=result)
    if values.typecode in _FLOAT_TYPECODES:
        return DenseFPElementsAttr.get(values, type=result)
    raise ValueError(f'Unsupported typecode: "{values.typecode}".')


def constant(
    result: Type,
    value: Union[int, float, Attribute, _array],
    *,
    loc=None,
    ip=None,
) -> Value:
    """The result of a new `arith.constant`; see `ConstantOp`."""
    # Built natively, as `ConstantOp(result, value)` would be, returning
    # its one result without making the op's Python object.
    attr = _constant_attr(result, value)
    return _ods_build(ConstantOp, None, None, {"value": attr}, None, None, loc, ip, 1)
