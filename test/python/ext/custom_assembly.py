# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Custom assembly in Python for Python-defined ops: `parse_assembly`
# reads the op's text with an OpAsmParser (operands resolved with their
# types, attributes and result types added), `print_assembly` writes it
# with an OpAsmPrinter; round trip through the custom and generic forms;
# the core's parse errors keep their place, an exception in a hook becomes
# an error with the traceback; misuse is rejected when the class is
# defined, and the parser is unusable outside the hook.

from typing import Any
from mlir.ir import *
from mlir.dialects.ext import *

class Asm(Dialect, name="pasm"):
    pass

class MulOp(Asm.Operation, name="mul", traits=[PureTrait]):
    lhs: Operand[Any]
    rhs: Operand[Any]
    factor: IntegerAttr
    out: Result[Any]

    @classmethod
    def parse_assembly(cls, parser):
        a = parser.parse_operand()
        parser.parse_keyword("times")
        b = parser.parse_operand()
        parser.parse_punctuation("[")
        f = parser.parse_integer()
        parser.parse_punctuation("]")
        parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.resolve_operand(a, t)
        parser.resolve_operand(b, t)
        parser.add_attribute("factor", IntegerAttr.get(IntegerType.get_signless(64), f))
        parser.add_result_types([t])

    def print_assembly(self, printer):
        printer.print(" ")
        printer.print_operand(self.lhs)
        printer.print(" times ")
        printer.print_operand(self.rhs)
        printer.print(f" [{IntegerAttr(self.factor).value}]")
        printer.print_optional_attr_dict(elided=["factor"])
        printer.print(" : ")
        printer.print_type(self.out.type)


class JumpOp(Asm.Operation, name="jump", traits=[IsTerminatorTrait]):
    """Successors and regions through the hooks."""
    dest: Successor

    @classmethod
    def parse_assembly(cls, parser):
        parser.parse_keyword("to")
        parser.parse_successor()

    def print_assembly(self, printer):
        printer.print(" to ")
        printer.print_successor(self.dest)


class WrapOp(Asm.Operation, name="wrap", traits=[NoTerminatorTrait]):
    body: Region

    @classmethod
    def parse_assembly(cls, parser):
        parser.parse_region()

    def print_assembly(self, printer):
        printer.print(" ")
        printer.print_region(self.body)


class FragileOp(Asm.Operation, name="fragile"):
    x: Operand[Any]

    @classmethod
    def parse_assembly(cls, parser):
        if parser.parse_optional_keyword("oops"):
            raise ValueError("cannot parse oops")
        if parser.parse_optional_keyword("later"):
            cls.kept = parser
        if parser.parse_optional_keyword("build"):
            # The core holds the IR being parsed: using it is refused.
            Module.create()
        if parser.parse_optional_keyword("read"):
            str(cls.old)
        x = parser.parse_operand()
        if parser.parse_optional_keyword("bad"):
            parser.error("a bad word")
        parser.parse_punctuation(":")
        parser.resolve_operand(x, parser.parse_type())

    def print_assembly(self, printer):
        printer.print(" ")
        printer.print_operand(self.x)
        printer.print(" : ")
        printer.print_type(self.x.type)
        if "explode" in self.operation.attributes:
            raise RuntimeError("cannot print this one")


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        Asm.load(reload=True)
        f()
    return f


# CHECK-LABEL: TEST: roundtrip
@run
def roundtrip():
    m = Module.parse("""
      func.func @f(%a: i32) -> i32 {
        %0 = pasm.mul %a times %a [3] {x} : i32
        pasm.wrap {
          %1 = pasm.mul %0 times %a [2] : i32
        }
        pasm.jump to ^bb1
      ^bb1:
        return %0 : i32
      }""")
    assert m.operation.verify()
    # CHECK: %0 = pasm.mul %arg0 times %arg0 [3] {x} : i32
    # CHECK-NEXT: pasm.wrap {
    # CHECK-NEXT: %1 = pasm.mul %0 times %arg0 [2] : i32
    # CHECK-NEXT: }
    # CHECK-NEXT: pasm.jump to ^bb1
    print(m)
    generic = m.operation.get_asm(print_generic_op_form=True)
    # CHECK: %0 = "pasm.mul"(%arg0, %arg0) {factor = 3 : i64, x} : (i32, i32) -> i32
    # CHECK: "pasm.jump"()[^bb1] : () -> ()
    print(generic)
    assert str(Module.parse(generic)) == str(m)
    mul = m.body.operations[0].regions[0].blocks[0].operations[0]
    # CHECK: MulOp 3 : i64
    print(type(mul).__name__, mul.factor)


# CHECK-LABEL: TEST: errors
@run
def errors():
    for body in [
        "%0 = pasm.mul %a plus %a [3] : i32",
        "%0 = pasm.mul %a times %a [x] : i32",
        "%0 = pasm.mul %a times %a [3] : i32 : i64",
        "pasm.fragile bad %a : i32",
        "pasm.fragile %a bad : i32",
    ]:
        try:
            Module.parse("func.func @f(%a: i32) {\n  " + body + "\n  return\n}")
        except MLIRError as e:
            print(str(e).splitlines()[1])
    # CHECK: error: "-":2:20: custom op 'pasm.mul' expected 'times'
    # CHECK: error: "-":2:30: custom op 'pasm.mul' expected integer value
    # CHECK: error: "-":2:38: expected operation name in quotes
    # CHECK: error: "-":2:15: expected SSA operand
    # CHECK: error: "-":2:23: custom op 'pasm.fragile' a bad word
    try:
        Module.parse("func.func @f(%a: i32) {\n  pasm.fragile oops %a : i32\n  return\n}")
    except MLIRError as e:
        # CHECK: error: "-":2:3: custom op 'pasm.fragile' parse_assembly raised ValueError('cannot parse oops')
        # CHECK: note: "-":2:3: Python traceback:
        # CHECK: raise ValueError("cannot parse oops")
        print(e)


# CHECK-LABEL: TEST: ir_in_the_hook
@run
def ir_in_the_hook():
    FragileOp.old = Module.parse("func.func @old() {\n  return\n}").body.operations[0]
    for word in ["build", "read"]:
        try:
            Module.parse("func.func @f(%a: i32) {\n  pasm.fragile " + word + " %a : i32\n  return\n}")
        except MLIRError as e:
            print(word, "->", str(e).splitlines()[1])
    # CHECK: build -> error: "-":2:3: custom op 'pasm.fragile' parse_assembly raised RuntimeError('the IR cannot be modified from a hook the core calls (verifier, folder, interface, parser, printer)')
    # CHECK: read -> error: "-":2:3: custom op 'pasm.fragile' parse_assembly raised


# CHECK-LABEL: TEST: parser_outside_the_hook
@run
def parser_outside_the_hook():
    Module.parse("func.func @f(%a: i32) {\n  pasm.fragile later %a : i32\n  return\n}")
    try:
        FragileOp.kept.parse_type()
    except RuntimeError as e:
        # CHECK: the parser is only usable inside parse_assembly
        print(e)


# CHECK-LABEL: TEST: print_failure
@run
def print_failure():
    m = Module.parse('func.func @f(%a: i32) {\n  "pasm.fragile"(%a) {explode} : (i32) -> ()\n  return\n}')
    seen = []
    Context.current.attach_diagnostic_handler(lambda d: seen.append(d) or True)
    text = str(m)
    # The op's text says the hook failed; the diagnostic keeps the traceback.
    # CHECK: pasm.fragile <<print_assembly failed>>
    print(text)
    # CHECK: 'pasm.fragile' op print_assembly raised RuntimeError('cannot print this one')
    # CHECK: Python traceback:
    # CHECK: RuntimeError: cannot print this one
    for d in seen:
        print(d.message)
        for n in d.notes:
            print(n.message)


# CHECK-LABEL: TEST: misuse
@run
def misuse():
    def define(body, **kw):
        try:
            type("Bad", (Asm.Operation,), body, name="bad", **kw)
        except TypeError as e:
            print("TypeError:", e)

    parse = classmethod(lambda cls, p: None)
    show = lambda self, p: None
    # CHECK: TypeError: 'Bad' defines a custom assembly without print_assembly
    define({"parse_assembly": parse})
    # CHECK: TypeError: 'Bad' defines a custom assembly without parse_assembly
    define({"print_assembly": show})
    # CHECK: TypeError: 'Bad' has both an assembly_format and parse_assembly/print_assembly
    define({"parse_assembly": parse, "print_assembly": show}, assembly_format="attr-dict")
    # CHECK: TypeError: 'Bad.parse_assembly' must be a classmethod (the op does not exist while it is parsed)
    define({"parse_assembly": lambda self, p: None, "print_assembly": show})
