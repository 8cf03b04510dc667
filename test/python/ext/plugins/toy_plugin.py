# A plugin for `python -m mlir.tools.opt --load-pass-plugin=...`: a
# dialect defined in Python and a named pass lowering it to arith.
from mlir.ir import *
from mlir.dialects.ext import *
from mlir.dialects import arith
from mlir.passmanager import register_pass


class Plug(Dialect, name="plug"):
    pass


class DoubleOp(Plug.Operation, name="double", traits=[PureTrait], assembly_format="$x attr-dict `:` type($x)"):
    x: Operand[IntegerType[32]]
    y: Result[IntegerType[32]]


def lower(op, pass_, factor=2):
    """Rewrites `plug.double %x` as `arith.muli %x, factor`."""
    doubles = []
    op.walk(lambda o: doubles.append(o.opview) or WalkResult.ADVANCE)
    for d in doubles:
        if not isinstance(d, DoubleOp):
            continue
        with InsertionPoint(d), d.location:
            c = arith.constant(IntegerType.get_signless(32), factor)
            m = arith.muli(d.x, c)
        d.y.replace_all_uses_with(m)
        d.erase()


register_pass("plug-lower", lower, description="lowers plug.double to arith", options={"factor": 2})
