# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Python-defined ops with successors: a branch declaring BranchOpInterface
# (its forwarded operands verified against the target block, and seen
# through by the canonicalizer's dead-argument removal) and a switch with
# a variadic successor list; parsed and printed in their declarative
# format and in generic form, built with the generated builder, read back
# with the accessors; misuse rejected when the class is defined.

from typing import Any, Sequence

from mlir.ir import *
from mlir.dialects.ext import *
from mlir.passmanager import PassManager


class Br(Dialect, name="pybr"):
    pass


class JumpOp(Br.Operation, name="jump", traits=[IsTerminatorTrait], interfaces=[BranchOpInterface],
             assembly_format="$dest (`(` $args^ `:` type($args) `)`)? attr-dict"):
    args: Sequence[Operand[Any]]
    dest: Successor
    successor_operands = {"dest": "args"}


class SwitchOp(Br.Operation, name="switch", traits=[IsTerminatorTrait],
               assembly_format="$flag `,` $fallback `,` `[` $cases `]` attr-dict `:` type($flag)"):
    flag: Operand[IntegerType[32]]
    fallback: Successor
    cases: Sequence[Successor]


class EndOp(Br.Operation, name="end", traits=[IsTerminatorTrait], assembly_format="attr-dict"):
    pass


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        Br.load(reload=True)
        f()
    return f


TEXT = """
func.func @f(%a: i32, %b: i32) {
  pybr.jump ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  pybr.switch %x, ^bb2, [^bb1(%x, %y : i32, i32), ^bb2] : i32
^bb2:
  pybr.jump ^bb3
^bb3:
  pybr.end
}
"""


# CHECK-LABEL: TEST: roundtrip
@run
def roundtrip():
    try:
        Module.parse(TEXT)
    except MLIRError as e:
        # A successor operand list is not part of the switch's format.
        # CHECK: expected ']'
        print(str(e).splitlines()[1])
    m = Module.parse(TEXT.replace("^bb1(%x, %y : i32, i32)", "^bb1"))
    assert m.operation.verify()
    # CHECK: pybr.jump ^bb1(%arg0, %arg1 : i32, i32)
    # CHECK: pybr.switch %0, ^bb2, [^bb1, ^bb2] : i32
    # CHECK: pybr.jump ^bb3
    # CHECK: pybr.end
    print(m)
    generic = m.operation.get_asm(print_generic_op_form=True)
    # CHECK: "pybr.jump"(%arg0, %arg1)[^bb1] : (i32, i32) -> ()
    # CHECK: "pybr.switch"(%0)[^bb2, ^bb1, ^bb2] : (i32) -> ()
    print(generic)
    assert str(Module.parse(generic)) == str(m)
    blocks = list(m.body.operations[0].regions[0].blocks)
    jump = blocks[0].operations[0]
    switch = blocks[1].operations[0]
    # CHECK: JumpOp True 2
    print(type(jump).__name__, jump.dest == blocks[1], len(jump.args))
    # CHECK: SwitchOp True True True
    print(type(switch).__name__, switch.fallback == blocks[2], switch.cases[0] == blocks[1], switch.cases[1] == blocks[2])
    # A variadic successor list may be empty.
    empty = Module.parse("func.func @e(%a: i32) {\n  pybr.switch %a, ^bb1, [] : i32\n^bb1:\n  pybr.end\n}")
    # CHECK: pybr.switch %arg0, ^bb1, [] : i32
    print(empty)
    assert str(Module.parse(str(empty))) == str(empty)


# CHECK-LABEL: TEST: builder
@run
def builder():
    m = Module.parse("func.func @g(%a: i32) {\n  pybr.end\n}")
    region = m.body.operations[0].regions[0]
    entry = region.blocks[0]
    a = entry.arguments[0]
    target = region.blocks.append(IntegerType.get_signless(32))
    done = region.blocks.append()
    entry.operations[0].erase()
    with InsertionPoint(entry):
        JumpOp([a], target)
    with InsertionPoint(target):
        SwitchOp(target.arguments[0], done, [done, done])
    with InsertionPoint(done):
        EndOp()
    assert m.operation.verify()
    # CHECK: pybr.jump ^bb1(%arg0 : i32)
    # CHECK: pybr.switch %0, ^bb2, [^bb2, ^bb2] : i32
    print(m)
    try:
        with InsertionPoint(done):
            JumpOp([], a)
    except TypeError as e:
        # CHECK: successor 'dest' must be a Block, not BlockArgument
        print(e)


# CHECK-LABEL: TEST: verify
@run
def verify():
    bad = {
        "type": "pybr.jump ^bb1(%a : i32)\n^bb1(%x: i64):\n  pybr.end",
        "count": "pybr.jump ^bb1\n^bb1(%x: i32):\n  pybr.end",
        "successors": '"pybr.jump"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  pybr.end',
        "cases": '"pybr.switch"(%a) : (i32) -> ()',
        "none": '"pybr.end"()[^bb1] : () -> ()\n^bb1:\n  pybr.end',
    }
    for what, body in bad.items():
        try:
            Module.parse("func.func @h(%a: i32) {\n  " + body + "\n}")
        except MLIRError as e:
            print(what, "->", str(e).splitlines()[1])
    # CHECK: type -> error: "-":2:3: 'pybr.jump' op type mismatch for bb argument #0 of successor #0
    # CHECK: count -> error: "-":2:3: 'pybr.jump' op branch has 0 operands for successor #0, but target block has 1
    # CHECK: successors -> error: "-":2:3: 'pybr.jump' op requires 1 successor but found 2
    # CHECK: cases -> error: "-":2:3: 'pybr.switch' op requires at least 1 successor but found 0
    # An op declaring no successors has none, as ODS's.
    # CHECK: none -> error: "-":2:3: 'pybr.end' op requires 0 successors but found 1


# CHECK-LABEL: TEST: dead_block_arguments
@run
def dead_block_arguments():
    # Through BranchOpInterface the canonicalizer drops the unused block
    # argument and the operand the jump forwarded to it.
    m = Module.parse("""
      func.func @k(%a: i32, %b: i32) -> i32 {
        pybr.jump ^bb1(%a, %b : i32, i32)
      ^bb1(%x: i32, %y: i32):
        func.return %x : i32
      }""")
    PassManager.parse("builtin.module(func.func(canonicalize))").run(m.operation)
    # CHECK: func.func @k(%arg0: i32, %arg1: i32) -> i32
    # CHECK-NEXT: pybr.jump ^bb1(%arg0 : i32)
    # CHECK-NEXT: ^bb1(%0: i32):
    print(m)


# CHECK-LABEL: TEST: misuse
@run
def misuse():
    def define(body, **kw):
        try:
            type("Bad", (Br.Operation,), body, name="bad_" + str(len(Br.operations)), **kw)
        except (TypeError, ValueError) as e:
            print(type(e).__name__ + ":", e)

    # CHECK: ValueError: only the last successor can be variadic, but 'a' is
    define({"__annotations__": {"a": Sequence[Successor], "b": Successor}})
    # CHECK: ValueError: successor 'a' cannot be optional; use Sequence[Successor]
    define({"__annotations__": {"a": Successor | None}})
    # CHECK: TypeError: 'Bad' declares BranchOpInterface but has no successors
    define({"__annotations__": {"x": Operand[Any]}}, interfaces=[BranchOpInterface])
    # CHECK: TypeError: 'Bad' declares BranchOpInterface: its successor_operands must map successor names to operand names
    define({"__annotations__": {"d": Successor}}, interfaces=[BranchOpInterface])
    # CHECK: ValueError: successor_operands of 'Bad': 'x' is not a successor
    define({"__annotations__": {"x": Operand[Any], "d": Successor}, "successor_operands": {"x": "d"}},
           interfaces=[BranchOpInterface])
    # CHECK: ValueError: successor_operands of 'Bad': 'y' is not an operand
    define({"__annotations__": {"x": Operand[Any], "d": Successor}, "successor_operands": {"d": "y"}},
           interfaces=[BranchOpInterface])
    # CHECK: TypeError: 'Bad' gives successor_operands but does not declare BranchOpInterface
    define({"__annotations__": {"x": Operand[Any], "d": Successor}, "successor_operands": {"d": "x"}})
