# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Attributes with default values in Python-defined ops (ODS's
# DefaultValuedAttr): the builder takes them as optional keywords, the
# accessor returns the default when the attribute is absent, the
# declarative format leaves a default-valued attribute out of attr-dict
# (the generic form keeps what the op holds), the IRDL check accepts
# their absence but still checks a present value; misuse is rejected when
# the class is defined or the dialect loaded.

from typing import Any

from mlir.ir import *
from mlir.dialects.ext import *


class Dv(Dialect, name="pydv"):
    pass


class ScaleOp(Dv.Operation, name="scale", assembly_format="$x attr-dict `:` type($x)"):
    x: Operand[IntegerType[32]]
    factor: IntegerAttr = default("1 : i64")
    mode: StringAttr = default(lambda: StringAttr.get("fast"))
    out: Result[IntegerType[32]]


class ShiftOp(Dv.Operation, name="shift", assembly_format="$x `by` $amount attr-dict `:` type($x)"):
    """A default-valued attribute the format spells: printed even when
    absent, as its default."""
    x: Operand[IntegerType[32]]
    amount: IntegerAttr = default("0 : i64")
    out: Result[IntegerType[32]]


class StepOp(Dv.Operation, name="step", assembly_format="$x (`by` $step^)? attr-dict `:` type($x)"):
    """A default-valued attribute anchoring an optional group: the group
    is left out when the attribute holds its default."""
    x: Operand[IntegerType[32]]
    step: IntegerAttr = default("1 : i64")
    out: Result[IntegerType[32]]


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        Dv.load(reload=True)
        f()
    return f


# CHECK-LABEL: TEST: parse_print
@run
def parse_print():
    m = Module.parse("""
      func.func @f(%a: i32) {
        %0 = pydv.scale %a : i32
        %1 = pydv.scale %a {factor = 1 : i64, mode = "fast"} : i32
        %2 = pydv.scale %a {factor = 4 : i64} : i32
        %3 = pydv.shift %a by 3 : i64 : i32
        %4 = "pydv.shift"(%a) : (i32) -> i32
        %5 = pydv.step %a : i32
        %6 = pydv.step %a by 1 : i64 : i32
        %7 = pydv.step %a by 2 : i64 : i32
        return
      }""")
    assert m.operation.verify()
    # CHECK: %0 = pydv.scale %arg0 : i32
    # CHECK-NEXT: %1 = pydv.scale %arg0 : i32
    # CHECK-NEXT: %2 = pydv.scale %arg0 {factor = 4 : i64} : i32
    # CHECK-NEXT: %3 = pydv.shift %arg0 by 3 : i64 : i32
    # CHECK-NEXT: %4 = pydv.shift %arg0 by 0 : i64 : i32
    # CHECK-NEXT: %5 = pydv.step %arg0 : i32
    # CHECK-NEXT: %6 = pydv.step %arg0 : i32
    # CHECK-NEXT: %7 = pydv.step %arg0 by 2 : i64 : i32
    print(m)
    generic = m.operation.get_asm(print_generic_op_form=True)
    # CHECK: %0 = "pydv.scale"(%arg0) : (i32) -> i32
    # CHECK-NEXT: %1 = "pydv.scale"(%arg0) {factor = 1 : i64, mode = "fast"} : (i32) -> i32
    # CHECK-NEXT: %2 = "pydv.scale"(%arg0) {factor = 4 : i64} : (i32) -> i32
    print(generic)
    # The generic form keeps what each op holds.
    # CHECK: %5 = "pydv.step"(%arg0) : (i32) -> i32
    # CHECK-NEXT: %6 = "pydv.step"(%arg0) {step = 1 : i64} : (i32) -> i32
    assert str(Module.parse(generic)) == str(m)
    ops = list(m.body.operations[0].regions[0].blocks[0].operations)
    # CHECK: 1 : i64 "fast" | 4 : i64 "fast" | 0 : i64
    print(ops[0].factor, ops[0].mode, "|", ops[2].factor, ops[2].mode, "|", ops[4].amount)


# CHECK-LABEL: TEST: builder
@run
def builder():
    m = Module.parse("func.func @g(%a: i32) {\n  return\n}")
    entry = m.body.operations[0].regions[0].blocks[0]
    with InsertionPoint.at_block_terminator(entry):
        a = entry.arguments[0]
        plain = ScaleOp(a)
        set_ = ScaleOp(a, factor=IntegerAttr.get(IntegerType.get_signless(64), 7), mode=StringAttr.get("exact"))
    # CHECK: %0 = pydv.scale %arg0 : i32
    # CHECK-NEXT: %1 = pydv.scale %arg0 {factor = 7 : i64, mode = "exact"} : i32
    print(m)
    # CHECK: False 1 : i64 7 : i64 "exact"
    print("factor" in plain.operation.attributes, plain.factor, set_.factor, set_.mode)


# CHECK-LABEL: TEST: verify
@run
def verify():
    try:
        Module.parse('func.func @h(%a: i32) {\n  %0 = pydv.scale %a {factor = "big"} : i32\n  return\n}')
    except MLIRError as e:
        # A present value must still satisfy the attribute's constraint.
        # CHECK: error: "-":2:8: 'pydv.scale' op attribute "factor"
        print(str(e).splitlines()[1])


# CHECK-LABEL: TEST: misuse
@run
def misuse():
    try:
        default(3)
    except TypeError as e:
        # CHECK: TypeError: a default value is an attribute's text or a function returning the attribute, not int
        print("TypeError:", e)
    try:
        class BadOp(Dv.Operation, name="bad_operand_default"):
            x: Operand[Any] = default("1 : i64")
    except TypeError as e:
        # CHECK: TypeError: field 'x': only an attribute can have a default value
        print("TypeError:", e)

    class Broken(Dialect, name="pydv_broken"):
        pass

    class BrokenOp(Broken.Operation, name="op"):
        f: IntegerAttr = default("1 : ")

    try:
        Broken.load()
    except ValueError as e:
        # CHECK: ValueError: the default value of attribute 'f' of 'pydv_broken.op' is invalid
        print("ValueError:", str(e).splitlines()[0])
    # Nothing of the dialect was registered.
    # CHECK: False
    print(Context.current.is_registered_operation("pydv_broken.op"))

    class Mistyped(Dialect, name="pydv_mistyped"):
        pass

    class MistypedOp(Mistyped.Operation, name="op"):
        f: IntegerAttr = default('"one"')

    try:
        Mistyped.load()
    except ValueError as e:
        # CHECK: ValueError: the default value of attribute 'f' of 'pydv_mistyped.op' is not an instance of IntegerAttr: "one"
        print("ValueError:", e)
