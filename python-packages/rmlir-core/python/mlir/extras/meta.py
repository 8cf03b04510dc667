#  rmlir: `mlir.extras.meta`, upstream's helpers for ops built from Python
#  functions: `region_op` turns an op constructor into a decorator whose
#  decorated function becomes the op's first region, and
#  `op_region_builder` fills one region of an existing op that way.
#
#  The implementation lives with the dialect helpers
#  (`mlir.dialects._ods_common`), where the dialect modules use it too.

from ..dialects._ods_common import _op_region_builder, _region_op


def op_region_builder(op, op_region, terminator=None):
    """A decorator filling `op_region` of `op` with the decorated function.

    When the region has no block, an entry block is added whose argument
    types are the parameter annotations of the function (each an MLIR
    `Type`). The function runs with the insertion point in the entry block
    and receives the block arguments; when `terminator` is given, it is
    called in the last block with the function's return value(s) as a list.
    The decorated name is bound to the op's result, its results, or the op
    when it has none.
    """
    return _op_region_builder(op, op_region, terminator)


def region_op(op_constructor, terminator=None):
    """Decorator to define an MLIR op whose first region is a Python
    function.

    Needs an active `InsertionPoint` and `Location`. Usable bare (`@f`) when
    the constructor takes no arguments, or called (`@f(args...)`); see
    `op_region_builder` for how the region is built and what the decorated
    name is bound to.
    """
    return _region_op(op_constructor, terminator)
