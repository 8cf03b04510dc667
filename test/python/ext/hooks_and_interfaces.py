# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Python-defined ops with InferTypeOpInterface implemented in Python, a
# canonicalization pattern that the `canonicalize` pass runs, and what a
# hook the core calls may and may not do with the IR it is lent.

from typing import Any

from mlir.ir import *
from mlir.dialects import arith, func
from mlir.dialects.ext import *
from mlir.passmanager import PassManager


class Hk(Dialect, name="hk"):
    pass


class PairOp(Hk.Operation, name="pair", interfaces=[InferTypeOpInterface],
             assembly_format="$a `,` $b attr-dict `:` type($a) `,` type($b)"):
    """Its result is a tuple of its operands' types, inferred in Python."""
    a: Operand[Any]
    b: Operand[Any]
    out: Result[Any]

    @classmethod
    def infer_result_types(cls, operand_types, attributes):
        return [TupleType.get_tuple(operand_types)]


class NegOp(Hk.Operation, name="neg", traits=[PureTrait],
            assembly_format="$x attr-dict `:` type($x)"):
    x: Operand[IntegerType[32]]
    y: Result[IntegerType[32]]

    @staticmethod
    def canonicalize(op, rewriter):
        # neg(neg(x)) -> x
        inner = op.x.owner
        if not isinstance(inner, OpView) or inner.name != "hk.neg":
            return True
        rewriter.replace_op(op, [inner.operands[0]])


class BadCanonOp(Hk.Operation, name="bad_canon", assembly_format="$x attr-dict `:` type($x)"):
    x: Operand[IntegerType[32]]

    @staticmethod
    def canonicalize(op, rewriter):
        raise KeyError("no such rewrite")


class WriterOp(Hk.Operation, name="writer", assembly_format="$x attr-dict `:` type($x)"):
    """Its verifier tries what a hook may and may not do."""
    x: Operand[IntegerType[32]]

    def verify_invariants(self):
        print("printed in the hook:", self)
        for what, f in [
            ("set an attribute", lambda: self.operation.attributes.__setitem__("k", UnitAttr.get())),
            ("erase", lambda: self.operation.erase()),
            ("parse", lambda: Module.parse("")),
            ("verify", lambda: self.operation.verify()),
            ("run a pass", lambda: PassManager.parse("builtin.module(cse)").run(self.operation)),
        ]:
            try:
                f()
                print(what, "succeeded")
            except RuntimeError as e:
                print(what, "raised RuntimeError:", e)
        return True


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        Hk.load(reload=True)
        f()
    return f


# CHECK-LABEL: TEST: infer_type
@run
def infer_type():
    i32, f32 = IntegerType.get_signless(32), F32Type.get()
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("f", ([i32, f32], []))
        with InsertionPoint(f.add_entry_block()):
            # The builder takes no result type: Python infers it.
            p = PairOp(f.arguments[0], f.arguments[1])
            func.ReturnOp([])
    # CHECK: tuple<i32, f32>
    print(p.out.type)
    # CHECK: %0 = hk.pair %arg0, %arg1 : i32, f32
    print(m)
    assert m.operation.verify()
    # The custom form spells no result type: the parser infers it.
    m2 = Module.parse("""
      func.func @g(%x: i64, %y: index) {
        %p = hk.pair %x, %y : i64, index
        return
      }
    """)
    # CHECK: tuple<i64, index>
    print(m2.body.operations[0].regions[0].blocks[0].operations[0].result.type)
    # A result type other than the inferred one does not verify.
    try:
        Module.parse("""
          func.func @h(%x: i64) {
            %p = "hk.pair"(%x, %x) : (i64, i64) -> tuple<i64>
            return
          }
        """)
    except MLIRError as e:
        # CHECK: 'hk.pair' op inferred type(s) tuple<i64, i64> are incompatible with return type(s) of operation tuple<i64>
        print(e.error_diagnostics[0].message)


# CHECK-LABEL: TEST: canonicalize_pass
@run
def canonicalize_pass():
    m = Module.parse("""
      func.func @f(%x: i32) -> i32 {
        %a = hk.neg %x : i32
        %b = hk.neg %a : i32
        %c = hk.neg %b : i32
        %d = hk.neg %c : i32
        return %d : i32
      }
    """)
    # The Python pattern runs inside the `canonicalize` pass of a pipeline
    # (nested on func.func, with multithreading left on).
    PassManager.parse("builtin.module(func.func(canonicalize))").run(m.operation)
    # CHECK: func.func @f(%arg0: i32) -> i32 {
    # CHECK-NEXT: return %arg0 : i32
    print(m)


# CHECK-LABEL: TEST: canonicalize_pattern_raises
@run
def canonicalize_pattern_raises():
    m = Module.parse("""
      func.func @f(%x: i32) {
        hk.bad_canon %x : i32 loc("here.mlir":3:9)
        return
      }
    """)
    try:
        PassManager.parse("builtin.module(canonicalize)").run(m.operation)
        print("no error")
    except MLIRError as e:
        d = e.error_diagnostics[0]
        # CHECK: loc("here.mlir":3:9) 'hk.bad_canon' op canonicalization pattern raised KeyError('no such rewrite')
        print(d.location, d.message)
        # CHECK: Python traceback:
        # CHECK: KeyError: 'no such rewrite'
        print(d.notes[0].message)


# CHECK-LABEL: TEST: hook_writes_refused
@run
def hook_writes_refused():
    m = Module.parse("""
      func.func @f(%x: i32) {
        hk.writer %x : i32
        return
      }
    """)
    # CHECK: printed in the hook: hk.writer %arg0 : i32
    # CHECK-NEXT: set an attribute raised RuntimeError: the IR cannot be modified from a hook the core calls (verifier, folder, interface, parser, printer)
    # CHECK-NEXT: erase raised RuntimeError: the IR cannot be modified
    # CHECK-NEXT: parse raised RuntimeError: the IR cannot be modified
    # CHECK-NEXT: verify raised RuntimeError: the IR cannot be modified
    # CHECK-NEXT: run a pass raised RuntimeError: the IR cannot be modified
    m.operation.verify()
    # The IR is unchanged and still usable.
    # CHECK: hk.writer %arg0 : i32
    print(m)


class LoopOp(Hk.Operation, name="loop", traits=[NoTerminatorTrait, SingleBlockTrait]):
    body: Region


class InnerOp(Hk.Operation, name="inner", traits=[HasParentTrait(LoopOp)]):
    pass


class EitherOp(Hk.Operation, name="either", traits=[HasParentTrait(LoopOp, "func.func")]):
    pass


class SameOp(Hk.Operation, name="same", traits=[SameOperandsAndResultTypeTrait]):
    a: Operand[Any]
    b: Operand[Any]
    r: Result[Any]


# CHECK-LABEL: TEST: verifier_traits
@run
def verifier_traits():
    for src in [
        '"hk.loop"() ({ "hk.inner"() : () -> () }) : () -> ()',
        '"hk.inner"() : () -> ()',
        'func.func @f() { "hk.either"() : () -> () return }',
        '"hk.either"() : () -> ()',
        'func.func @g(%x: i32) { %r = "hk.same"(%x, %x) : (i32, i32) -> i32 return }',
        'func.func @h(%x: i32, %y: i64) { %r = "hk.same"(%x, %y) : (i32, i64) -> i32 return }',
    ]:
        try:
            Module.parse(src)
            print("verified")
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
    # CHECK: verified
    # CHECK-NEXT: 'hk.inner' op expects parent op 'hk.loop'
    # CHECK-NEXT: verified
    # CHECK-NEXT: 'hk.either' op expects parent op to be one of 'hk.loop, func.func'
    # CHECK-NEXT: verified
    # CHECK-NEXT: 'hk.same' op requires the same type for all operands and results
