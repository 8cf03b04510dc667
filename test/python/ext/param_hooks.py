# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Python-defined parametric types and attributes with a `verify` class
# method and a declarative assembly format: parsed and printed in the
# format (also inside ops, in custom and generic form), built with `.get`
# and read back with `.params` through the core; a rejected or broken
# verifier is an error at the place the type is parsed or built, with the
# Python message or traceback; bad definitions are rejected when the class
# is defined or the dialect loaded.

from typing import Any

from mlir.ir import *
from mlir.dialects.ext import *


class Pt(Dialect, name="pypt"):
    pass


class VecType(Pt.Type, name="vec", assembly_format="`<` $size `x` $elem `>`"):
    elem: Any
    size: IntegerAttr

    @classmethod
    def verify(cls, elem, size):
        if IntegerAttr(size).value <= 0:
            return f"vector size must be positive, got {IntegerAttr(size).value}"


class PairType(Pt.Type, name="pair"):
    """No format: the generic `<a, b>` spelling, with a verifier."""
    a: Any
    b: Any

    @staticmethod
    def verify(a, b):
        return a != b


class BrokenType(Pt.Type, name="broken"):
    x: Any

    @classmethod
    def verify(cls, x):
        return {}["no such key"]


class RangeAttr(Pt.Attribute, name="range", assembly_format="<$lo to $hi>"):
    lo: IntegerAttr
    hi: IntegerAttr

    @classmethod
    def verify(cls, lo, hi):
        if IntegerAttr(lo).value > IntegerAttr(hi).value:
            return "empty range"


class UseOp(Pt.Operation, name="use", assembly_format="$v attr-dict `:` type($v)"):
    v: Operand[VecType]
    r: RangeAttr


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        Pt.load(reload=True)
        f()
    return f


# CHECK-LABEL: TEST: types
@run
def types():
    t = VecType(Type.parse("!pypt.vec< 4 x  i32 >"))
    # CHECK: !pypt.vec<4 x i32> [IntegerType(i32), IntegerAttr(4 : i64)] i32 4 : i64
    print(t, t.params, t.elem, t.size)
    built = VecType.get(F32Type.get(), IntegerAttr.get(IntegerType.get_signless(64), 8))
    # CHECK: !pypt.vec<8 x f32> True
    print(built, built == Type.parse("!pypt.vec<8 x f32>"))
    # CHECK: !pypt.pair<i32, i64>
    print(PairType.get(IntegerType.get_signless(32), IntegerType.get_signless(64)))
    r = RangeAttr(Attribute.parse("#pypt.range<1 to 8>"))
    # CHECK: #pypt.range<1 to 8> 1 : i64 8 : i64
    print(r, r.lo, r.hi)
    # CHECK: #pypt.range<2 to 3>
    i64 = IntegerType.get_signless(64)
    print(RangeAttr.get(IntegerAttr.get(i64, 2), IntegerAttr.get(i64, 3)))


# CHECK-LABEL: TEST: in_ops
@run
def in_ops():
    m = Module.parse("""
      func.func @f(%v: !pypt.vec<4 x i32>) {
        pypt.use %v {r = #pypt.range<0 to 4>} : !pypt.vec<4 x i32>
        return
      }""")
    assert m.operation.verify()
    # CHECK: func.func @f(%arg0: !pypt.vec<4 x i32>)
    # CHECK-NEXT: pypt.use %arg0 {r = #pypt.range<0 to 4>} : !pypt.vec<4 x i32>
    print(m)
    generic = m.operation.get_asm(print_generic_op_form=True)
    # CHECK: "pypt.use"(%arg0) {r = #pypt.range<0 to 4>} : (!pypt.vec<4 x i32>) -> ()
    print(generic)
    assert str(Module.parse(generic)) == str(m)
    # A value's type comes back as the Python class.
    arg = m.body.operations[0].regions[0].blocks[0].arguments[0]
    # CHECK: VecType 4 : i64
    print(type(arg.type).__name__, arg.type.size)


# CHECK-LABEL: TEST: rejected
@run
def rejected():
    for text in [
        "!pypt.vec<0 x i32>",
        "!pypt.vec<4, i32>",
        "!pypt.vec<4 x i32 x>",
        "!pypt.pair<i32, i32>",
    ]:
        try:
            Type.parse(text)
        except MLIRError as e:
            print(str(e).splitlines()[1])
    # CHECK: error: "!pypt.vec<0 x i32>":1:7: vector size must be positive, got 0
    # CHECK: error: "!pypt.vec<4, i32>":1:12: expected 'x'
    # CHECK: error: "!pypt.vec<4 x i32 x>":1:19: expected '>'
    # CHECK: error: "!pypt.pair<i32, i32>":1:7: 'pypt.pair' failed to verify (verify returned false)
    try:
        Attribute.parse("#pypt.range<8 to 1>")
    except MLIRError as e:
        # CHECK: error: "#pypt.range<8 to 1>":1:7: empty range
        print(str(e).splitlines()[1])
    try:
        Type.parse("!pypt.broken<i32>")
    except MLIRError as e:
        # The exception becomes the error, with its traceback.
        # CHECK: 'pypt.broken' verifier raised KeyError('no such key')
        # CHECK: Python traceback:
        # CHECK: in verify
        # CHECK: KeyError: 'no such key'
        print(e)
    try:
        VecType.get(IntegerType.get_signless(8), IntegerAttr.get(IntegerType.get_signless(64), -1))
    except ValueError as e:
        # CHECK: invalid pypt.vec: vector size must be positive, got -1
        print(e)
    try:
        Module.parse("""
          func.func @f(%v: !pypt.vec<4 x i32>) {
            "pypt.use"(%v) {r = #pypt.range<0 to 4>} : (!pypt.vec<-2 x i32>) -> ()
            return
          }""")
    except MLIRError as e:
        # At the type, in the op.
        # CHECK: error: "-":3:63: vector size must be positive, got -2
        print(str(e).splitlines()[1])


# CHECK-LABEL: TEST: misuse
@run
def misuse():
    def define(base, fmt, body):
        try:
            type("Bad", (base,), body, name="bad", assembly_format=fmt)
        except (TypeError, ValueError) as e:
            print(type(e).__name__ + ":", e)

    two = {"__annotations__": {"a": Any, "b": Any}}
    # CHECK: ValueError: assembly format of 'Bad': '$c' is not a parameter (parameters: a, b)
    define(Pt.Type, "<$a $c>", two)
    # CHECK: ValueError: assembly format of 'Bad': parameter '$b' does not appear in the format
    define(Pt.Type, "<$a>", two)
    # CHECK: ValueError: assembly format of 'Bad': parameter '$a' appears more than once
    define(Pt.Type, "<$a $a $b>", two)
    # CHECK: ValueError: assembly format of 'Bad': the format must start with `<` and end with `>`
    define(Pt.Attribute, "$a `x` $b", two)
    # CHECK: ValueError: assembly format of 'Bad': unexpected ';' at offset 4
    define(Pt.Type, "<$a ; $b>", two)
    # CHECK: TypeError: 'Bad.verify' must be a classmethod or staticmethod taking the parameters (the type does not exist before it is verified)
    define(Pt.Type, None, dict(two, verify=lambda self: True))
