#  rmlir: the `irdl` dialect (IR Definition Language). The generated op
#  classes and builders; the `Variadicity` enum and the attribute builders
#  of `#irdl<variadicity ...>` and `#irdl<variadicity_array [...]>`; the
#  definition ops (`dialect`, `operation_`, `type_`, `attribute`) with their
#  body block made, as upstream's; and `load_dialects(module)`, which
#  registers the dialects a module defines into its context (the core
#  builds an op definition from each `irdl.operation`).

from ._irdl_ops_gen import *
from ._irdl_ops_gen import _Dialect
from .._mlir_libs._mlirDialectsIRDL import *
from ..ir import register_attribute_builder
from ._ods_common import _cext as _ods_cext
from enum import IntEnum, IntFlag, auto
from typing import Sequence, Union
import builtins

_ods_ir = _ods_cext.ir


class Variadicity(IntEnum):
    """How many values an operand or result definition stands for."""

    single = 0
    optional = 1
    variadic = 2

    def __str__(self):
        return self.name


@register_attribute_builder("Variadicity")
def _variadicity(x, context):
    i32 = _ods_ir.IntegerType.get_signless(32, context=context)
    return _ods_ir.IntegerAttr.get(i32, int(x))


@register_attribute_builder("VariadicityAttr")
def _variadicityattr(x, context):
    return _ods_ir.Attribute.parse(f"#irdl<variadicity {Variadicity(x)}>", context=context)


@register_attribute_builder("VariadicityArrayAttr")
def _variadicity_array_attr(x: Sequence[Variadicity], context) -> _ods_ir.Attribute:
    cases = ", ".join(str(Variadicity(v)) for v in x)
    return _ods_ir.Attribute.parse(f"#irdl<variadicity_array [{cases}]>", context)


def _with_body(base):
    """The definition op `base` with its body block made on construction."""

    class WithBody(base):
        __doc__ = base.__doc__

        def __init__(self, sym_name: Union[str, _ods_ir.Attribute], *, loc=None, ip=None):
            super().__init__(sym_name, loc=loc, ip=ip)
            self.regions[0].blocks.append()

        @property
        def body(self) -> _ods_ir.Block:
            return self.regions[0].blocks[0]

    WithBody.__name__ = base.__name__
    WithBody.__qualname__ = base.__qualname__
    return _ods_cext.register_operation(_Dialect, replace=True)(WithBody)


DialectOp = _with_body(DialectOp)
OperationOp = _with_body(OperationOp)
TypeOp = _with_body(TypeOp)
AttributeOp = _with_body(AttributeOp)


def dialect(sym_name: Union[str, _ods_ir.Attribute], *, loc=None, ip=None) -> DialectOp:
    return DialectOp(sym_name=sym_name, loc=loc, ip=ip)


def operation_(sym_name: Union[str, _ods_ir.Attribute], *, loc=None, ip=None) -> OperationOp:
    return OperationOp(sym_name=sym_name, loc=loc, ip=ip)


def type_(sym_name: Union[str, _ods_ir.Attribute], *, loc=None, ip=None) -> TypeOp:
    return TypeOp(sym_name=sym_name, loc=loc, ip=ip)


def attribute(sym_name: Union[str, _ods_ir.Attribute], *, loc=None, ip=None) -> AttributeOp:
    return AttributeOp(sym_name=sym_name, loc=loc, ip=ip)
