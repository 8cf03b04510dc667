"""mydsl's own dialect module: builders of small kernels over `func` and
`arith`, in the style of upstream's dialect helper modules."""
from ..ir import FunctionType, InsertionPoint, IntegerType
from . import arith, func


def axpy(name, width=32):
    """Builds `func.func @name(%a, %x, %y) -> a*x+y` on iN at the current
    insertion point and returns the function op."""
    ty = IntegerType.get_signless(width)
    fn = func.FuncOp(name, FunctionType.get([ty, ty, ty], [ty]))
    entry = fn.add_entry_block()
    with InsertionPoint(entry):
        a, x, y = entry.arguments
        func.ReturnOp([arith.addi(arith.muli(a, x), y)])
    return fn
