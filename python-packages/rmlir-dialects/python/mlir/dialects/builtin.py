#  rmlir: the `builtin` dialect. The generated op classes and builders, plus a
#  `builtin.module` created with its body block and a decorator form of it.

from typing import Dict, Optional

from ._builtin_ops_gen import *
from ._builtin_ops_gen import _Dialect

try:
    from ..extras.meta import region_op
except ImportError:
    # No `mlir.extras` in this tree: use the equivalent private helper.
    from ._ods_common import _region_op as region_op

from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_default_loc_context as _get_default_loc_context,
)

# The generated class, which creates the op without a body block; the
# `module` decorator below builds on it and adds the block itself.
_GeneratedModuleOp = ModuleOp


@_ods_cext.register_operation(_Dialect, replace=True)
class ModuleOp(ModuleOp):
    """`builtin.module`, created with its body block."""

    def __init__(self, *, loc=None, ip=None):
        super().__init__(loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def body(self):
        """The body block."""
        return self.regions[0].blocks[0]


@region_op
def module(
    *,
    sym_name=None,
    sym_visibility=None,
    attrs: Optional[Dict[str, Attribute]] = None,
    loc=None,
    ip=None,
):
    """`@builtin.module` (or `@builtin.module(sym_name=..., attrs={...})`) on a
    parameterless function builds a `builtin.module` whose body is what the
    function emits; `attrs` are extra attributes set on the op."""
    context = _get_default_loc_context(loc)
    if isinstance(sym_name, str):
        sym_name = StringAttr.get(sym_name, context=context)
    if isinstance(sym_visibility, str):
        sym_visibility = StringAttr.get(sym_visibility, context=context)
    op = _GeneratedModuleOp(
        sym_name=sym_name, sym_visibility=sym_visibility, loc=loc, ip=ip
    )
    for attr_name, attr in (attrs or {}).items():
        op.operation.attributes[attr_name] = attr
    return op
