#  rmlir: the `llvm` dialect: the generated op classes and builders,
#  upstream's `mlir_constant` helper, and the `PointerType` / `StructType`
#  classes of `!llvm.ptr` and `!llvm.struct<...>` (other LLVM types: build
#  them with `Type.parse("!llvm.array<4 x i8>")`).

from ._llvm_ops_gen import *
from ._llvm_ops_gen import _Dialect
from ._llvm_types import PointerType, StructType
from ..ir import Value
from ._ods_common import get_op_result_or_op_results as _get_op_result_or_op_results


def mlir_constant(value, *, loc=None, ip=None) -> Value:
    """`llvm.mlir.constant` of the typed attribute `value`."""
    return _get_op_result_or_op_results(ConstantOp(res=value.type, value=value, loc=loc, ip=ip))
