# A plugin for opt_custom_assembly.mlir: a Python-defined type with a verifier
# and a format, and an op with custom assembly written in Python.
from typing import Any
from mlir.ir import *
from mlir.dialects.ext import *

class Pp(Dialect, name="pp"):
    pass

class VecType(Pp.Type, name="vec", assembly_format="<$n x $e>"):
    e: Any
    n: IntegerAttr
    @classmethod
    def verify(cls, e, n):
        if IntegerAttr(n).value <= 0:
            return "size must be positive"

class IdOp(Pp.Operation, name="id"):
    x: Operand[Any]
    y: Result[Any]
    @classmethod
    def parse_assembly(cls, parser):
        x = parser.parse_operand()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.resolve_operand(x, t)
        parser.add_result_types([t])
    def print_assembly(self, printer):
        printer.print(" ")
        printer.print_operand(self.x)
        printer.print(" : ")
        printer.print_type(self.x.type)
