#  rmlir: the `pdl` dialect (Pattern Descriptor Language). The generated op
#  classes and builders; the PDL types (`PDLType`, `AttributeType`,
#  `OperationType`, `RangeType`, `TypeType`, `ValueType`); and upstream's
#  friendlier op constructors, which supply the PDL result types
#  themselves and take Python lists and dicts, with `pattern` and `rewrite`
#  decorators that fill the op's body with the decorated function.

from ._pdl_ops_gen import *
from ._pdl_ops_gen import _Dialect
from ._pdl_types import AttributeType, OperationType, PDLType, RangeType, TypeType, ValueType
from ..extras.meta import region_op

from ..ir import *

from typing import Mapping, NewType, Optional, Sequence, Union

from ._ods_common import (
    _cext as _ods_cext,
    get_op_result_or_value as _value,
    get_op_results_or_values as _values,
)


def _value_or_none(v):
    return None if v is None else _value(v)


@_ods_cext.register_operation(_Dialect, replace=True)
class AttributeOp(AttributeOp):
    """`pdl.attribute`, optionally constrained by a type or a constant."""

    def __init__(
        self,
        valueType: Optional[Union[OpView, Operation, Value]] = None,
        value: Optional[Attribute] = None,
        *,
        loc=None,
        ip=None,
    ):
        super().__init__(
            AttributeType.get(), valueType=_value_or_none(valueType), value=value, loc=loc, ip=ip
        )


@_ods_cext.register_operation(_Dialect, replace=True)
class OperandOp(OperandOp):
    """`pdl.operand`, optionally of the type `type`."""

    def __init__(
        self,
        type: Optional[Union[OpView, Operation, Value]] = None,
        *,
        loc=None,
        ip=None,
    ):
        super().__init__(ValueType.get(), valueType=_value_or_none(type), loc=loc, ip=ip)


@_ods_cext.register_operation(_Dialect, replace=True)
class OperandsOp(OperandsOp):
    """`pdl.operands`, optionally of the types `types`."""

    def __init__(
        self,
        types: Optional[Union[OpView, Operation, Value]] = None,
        *,
        loc=None,
        ip=None,
    ):
        result = RangeType.get(ValueType.get())
        super().__init__(result, valueType=_value_or_none(types), loc=loc, ip=ip)


@_ods_cext.register_operation(_Dialect, replace=True)
class OperationOp(OperationOp):
    """`pdl.operation` from an optional name, operand values, a mapping of
    attribute names to attribute values, and result types."""

    def __init__(
        self,
        name: Optional[Union[str, StringAttr]] = None,
        args: Optional[Sequence[Union[OpView, Operation, Value]]] = None,
        attributes: Optional[Mapping[str, Union[OpView, Operation, Value]]] = None,
        types: Optional[Sequence[Union[OpView, Operation, Value]]] = None,
        *,
        loc=None,
        ip=None,
    ):
        attributes = {} if attributes is None else attributes
        names = ArrayAttr.get([StringAttr.get(n) for n in attributes.keys()])
        attribute_values = [_value(v) for v in attributes.values()]
        super().__init__(
            OperationType.get(),
            _values([] if args is None else args),
            attribute_values,
            names,
            _values([] if types is None else types),
            opName=name,
            loc=loc,
            ip=ip,
        )


@_ods_cext.register_operation(_Dialect, replace=True)
class PatternOp(PatternOp):
    """`pdl.pattern` of the given benefit, optionally named, created with its
    body block."""

    def __init__(
        self,
        benefit: Union[IntegerAttr, int],
        name: Optional[Union[StringAttr, str]] = None,
        *,
        loc=None,
        ip=None,
    ):
        super().__init__(benefit, sym_name=name, loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def body(self):
        """The body block of the pattern."""
        return self.regions[0].blocks[0]


# `@pattern(benefit=..., sym_name=...)`: the generated class makes the op
# without a block, which the decorator adds.
pattern = region_op(PatternOp.__base__)


@_ods_cext.register_operation(_Dialect, replace=True)
class ReplaceOp(ReplaceOp):
    """`pdl.replace` of `op` with the results of `with_op`, or with
    `with_values`."""

    def __init__(
        self,
        op: Union[OpView, Operation, Value],
        *,
        with_op: Optional[Union[OpView, Operation, Value]] = None,
        with_values: Optional[Sequence[Union[OpView, Operation, Value]]] = None,
        loc=None,
        ip=None,
    ):
        super().__init__(
            _value(op),
            _values([] if with_values is None else with_values),
            replOperation=_value_or_none(with_op),
            loc=loc,
            ip=ip,
        )


@_ods_cext.register_operation(_Dialect, replace=True)
class ResultOp(ResultOp):
    """`pdl.result` `index` of the operation `parent`."""

    def __init__(
        self,
        parent: Union[OpView, Operation, Value],
        index: Union[IntegerAttr, int],
        *,
        loc=None,
        ip=None,
    ):
        super().__init__(ValueType.get(), _value(parent), index, loc=loc, ip=ip)


@_ods_cext.register_operation(_Dialect, replace=True)
class RewriteOp(RewriteOp):
    """`pdl.rewrite` of an optional root: external (`name` with `args`), or
    inline in a body added by `add_body`."""

    def __init__(
        self,
        root: Optional[Union[OpView, Operation, Value]] = None,
        name: Optional[Union[StringAttr, str]] = None,
        args: Optional[Sequence[Union[OpView, Operation, Value]]] = None,
        *,
        loc=None,
        ip=None,
    ):
        super().__init__(
            _values([] if args is None else args),
            root=_value_or_none(root),
            name=name,
            loc=loc,
            ip=ip,
        )

    def add_body(self):
        """Adds the body block of the rewrite and returns it."""
        self.regions[0].blocks.append()
        return self.body

    @property
    def body(self):
        """The body block of the rewrite."""
        return self.regions[0].blocks[0]


rewrite = region_op(RewriteOp)


@_ods_cext.register_operation(_Dialect, replace=True)
class TypeOp(TypeOp):
    """`pdl.type`, optionally the constant type `constantType`."""

    def __init__(self, constantType: Optional[Union[TypeAttr, Type]] = None, *, loc=None, ip=None):
        super().__init__(TypeType.get(), constantType=constantType, loc=loc, ip=ip)


@_ods_cext.register_operation(_Dialect, replace=True)
class TypesOp(TypesOp):
    """`pdl.types`, with the constant types `constantTypes` (none given
    makes an empty list, as upstream's)."""

    def __init__(
        self,
        constantTypes: Optional[Sequence[Union[TypeAttr, Type]]] = None,
        *,
        loc=None,
        ip=None,
    ):
        result = RangeType.get(TypeType.get())
        constantTypes = [] if constantTypes is None else constantTypes
        super().__init__(result, constantTypes=constantTypes, loc=loc, ip=ip)


OperationTypeT = NewType("OperationType", OperationType)


def op_t() -> OperationTypeT:
    """`!pdl.operation` in the current context."""
    return OperationTypeT(OperationType.get())
