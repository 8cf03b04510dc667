# RUN: %PYTHON %s 2>&1 | FileCheck %s
# The example of README.md's "Defining dialects and passes in Python"
# section, kept here so that it stays true.
from mlir.ir import *
from mlir.dialects import arith
from mlir.dialects.ext import *
from mlir.passmanager import PassManager, register_pass
from mlir.rewrite import apply_patterns_and_fold_greedily

i32 = IntegerType[32]


class Toy(Dialect, name="toy"):
    pass


class ConstOp(Toy.Operation, name="const", traits=[ConstantLikeTrait, PureTrait],
              assembly_format="$value attr-dict"):
    value: IntegerAttr
    out: Result[i32]


class MulOp(Toy.Operation, name="mul", traits=[PureTrait],
            assembly_format="$lhs `,` $rhs attr-dict `:` type($res)"):
    lhs: Operand[i32]
    rhs: Operand[i32]
    res: Result[i32]

    def verify_invariants(self):
        if self.lhs == self.rhs:
            self.location.emit_error("use toy.square to multiply a value by itself")
            return False
        return True

    @staticmethod
    def canonicalize(op, rewriter):
        # mul(x, 1) -> x
        rhs = op.rhs.owner.opview if isinstance(op.rhs.owner, Operation) else None
        if isinstance(rhs, ConstOp) and IntegerAttr(rhs.value).value == 1:
            rewriter.replace_op(op, [op.lhs])
            return False  # applied
        return True  # did not apply


class SquareOp(Toy.Operation, name="square", traits=[PureTrait],
               assembly_format="$x attr-dict `:` type($y)"):
    x: Operand[i32]
    y: Result[i32]


def lower_to_arith(module, pass_, overflow="none"):
    """The named pass `toy-to-arith`: every toy op becomes arith."""
    toy_ops = []
    module.walk(lambda o: toy_ops.append(o.opview) or WalkResult.ADVANCE)
    for op in toy_ops:
        if not isinstance(op, (ConstOp, MulOp, SquareOp)):
            continue
        with InsertionPoint(op), op.location:
            if isinstance(op, ConstOp):
                new = arith.constant(IntegerType.get_signless(32), IntegerAttr(op.value).value)
            elif isinstance(op, MulOp):
                new = arith.muli(op.lhs, op.rhs)
            else:
                new = arith.muli(op.x, op.x)
        op.results[0].replace_all_uses_with(new)
        op.erase()


register_pass("toy-to-arith", lower_to_arith, options={"overflow": "none"})

with Context(), Location.unknown():
    Toy.load()
    m = Module.parse("""
      func.func @f(%a: i32) -> i32 {
        %one = toy.const 1 : i32
        %b = toy.mul %a, %one : i32
        %c = toy.square %b : i32
        return %c : i32
      }""")
    print(m)  # the custom form, as parsed
    # Verified by IRDL constraints and the Python verifier:
    try:
        Module.parse("%x = toy.const 2 : i32\n%y = toy.mul %x, %x : i32")
    except MLIRError as e:
        print(e.error_diagnostics[0].message)
    # Canonicalized with the Python pattern:
    apply_patterns_and_fold_greedily(m, Toy.canonicalization_patterns().freeze())
    print(m)
    # Lowered with the named Python pass, from a textual pipeline:
    PassManager.parse("builtin.module(toy-to-arith{overflow=none}, canonicalize)").run(m.operation)
    print(m)

# CHECK: %0 = toy.const 1 : i32
# CHECK-NEXT: %1 = toy.mul %arg0, %0 : i32
# CHECK-NEXT: %2 = toy.square %1 : i32
# CHECK: use toy.square to multiply a value by itself
# CHECK: func.func @f(%arg0: i32) -> i32 {
# CHECK-NEXT: %0 = toy.square %arg0 : i32
# CHECK: func.func @f(%arg0: i32) -> i32 {
# CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
# CHECK-NEXT: return %0 : i32
