# RUN: %PYTHON %s 2>&1 | FileCheck %s
# PDL patterns through mlir.rewrite: PDLModule built from patterns written
# with mlir.dialects.pdl, native constraint and rewrite functions in
# Python (PDLResultList), failures and exceptions in them, and the greedy
# and walk drivers.

from mlir.dialects import arith, pdl
from mlir.ir import *
from mlir.rewrite import *


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        f()
    return f


PAYLOAD = """
func.func @f(%a: index, %b: index, %c: i32) -> (index, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %a, %b : index
  %1 = arith.addi %c, %c7 : i32
  %2 = arith.addi %0, %a : index
  return %2, %1, %c5 : index, i32, i32
}
"""


def addi_to_muli_patterns():
    """`arith.addi` on index operands becomes `arith.muli`."""
    m = Module.create()
    with InsertionPoint(m.body):

        @pdl.pattern(benefit=1, sym_name="addi_to_mul")
        def pat():
            index_type = pdl.TypeOp(IndexType.get())
            lhs = pdl.OperandOp(index_type)
            rhs = pdl.OperandOp(index_type)
            add = pdl.OperationOp(name="arith.addi", args=[lhs, rhs], types=[index_type])

            @pdl.rewrite()
            def rew():
                mul = pdl.OperationOp(name="arith.muli", args=[lhs, rhs], types=[index_type])
                pdl.ReplaceOp(add, with_op=mul)

    return m


# CHECK-LABEL: TEST: greedy
# CHECK: %0 = arith.muli %arg0, %arg1 : index
# CHECK: arith.addi %arg2, %c7_i32 : i32
# CHECK: %2 = arith.muli %0, %arg0 : index
# The PDL module is still there and unchanged.
# CHECK: pdl.pattern @addi_to_mul : benefit(1)
@run
def greedy():
    patterns = addi_to_muli_patterns()
    frozen = PDLModule(patterns).freeze()
    module = Module.parse(PAYLOAD)
    apply_patterns_and_fold_greedily(module, frozen)
    print(module)
    print(patterns)


# CHECK-LABEL: TEST: walk
# CHECK: %0 = arith.muli %arg0, %arg1 : index
# CHECK: %2 = arith.muli %0, %arg0 : index
@run
def walk():
    frozen = PDLModule(addi_to_muli_patterns()).freeze()
    module = Module.parse(PAYLOAD)
    walk_and_apply_patterns(module.operation, frozen)
    print(module)


def bump_constant_patterns():
    """An i32 `arith.constant` whose value passes native constraint
    `is_seven` is replaced by one whose value native rewrite `plus_one`
    computes."""
    m = Module.create()
    with InsertionPoint(m.body):

        @pdl.pattern(benefit=1, sym_name="bump")
        def pat():
            value = pdl.AttributeOp()
            i32 = pdl.TypeOp(IntegerType.get_signless(32))
            const = pdl.OperationOp(name="arith.constant", attributes={"value": value}, types=[i32])
            pdl.ApplyNativeConstraintOp([], "is_seven", [value])

            @pdl.rewrite()
            def rew():
                bumped = pdl.ApplyNativeRewriteOp([pdl.AttributeType.get()], "plus_one", [value])
                new = pdl.OperationOp(name="arith.constant", attributes={"value": bumped}, types=[i32])
                pdl.ReplaceOp(const, with_op=new)

    return m


def is_seven(rewriter, results, values):
    (value,) = values
    print("is_seven", value)
    # A truthy result means the constraint does not hold.
    return IntegerAttr(value).value != 7


def plus_one(rewriter, results, values):
    (value,) = values
    results.append(IntegerAttr.get(value.type, IntegerAttr(value).value + 1))


# CHECK-LABEL: TEST: natives
# CHECK-DAG: is_seven 7 : i32
# CHECK-DAG: is_seven 5 : i32
# CHECK: %c8_i32 = arith.constant 8 : i32
# CHECK: %c5_i32 = arith.constant 5 : i32
# CHECK: arith.addi %arg2, %c8_i32 : i32
@run
def natives():
    pdl_module = PDLModule(bump_constant_patterns())
    pdl_module.register_constraint_function("is_seven", is_seven)
    pdl_module.register_rewrite_function("plus_one", plus_one)
    module = Module.parse(PAYLOAD)
    apply_patterns_and_fold_greedily(module, pdl_module.freeze())
    print(module)


# CHECK-LABEL: TEST: raising_native
# CHECK: ValueError: no constants today
# CHECK: %c7_i32 = arith.constant 7 : i32
@run
def raising_native():
    def refuse(rewriter, results, values):
        raise ValueError("no constants today")

    pdl_module = PDLModule(bump_constant_patterns())
    pdl_module.register_constraint_function("is_seven", refuse)
    pdl_module.register_rewrite_function("plus_one", plus_one)
    module = Module.parse(PAYLOAD)
    try:
        apply_patterns_and_fold_greedily(module, pdl_module.freeze())
    except ValueError as e:
        print("ValueError:", e)
    print(module)


# CHECK-LABEL: TEST: failing_rewrite_function
# A native rewrite reporting failure (a truthy return) makes the pattern
# fail: the IR is unchanged and the driver converges. (Upstream's bytecode
# asserts here instead.)
# CHECK: %c7_i32 = arith.constant 7 : i32
@run
def failing_rewrite_function():
    pdl_module = PDLModule(bump_constant_patterns())
    pdl_module.register_constraint_function("is_seven", lambda rewriter, results, values: None)
    pdl_module.register_rewrite_function("plus_one", lambda rewriter, results, values: True)
    module = Module.parse(PAYLOAD)
    apply_patterns_and_fold_greedily(module, pdl_module.freeze())
    print(module)


# CHECK-LABEL: TEST: external_rewrite
# The root comes first, then the pattern's arguments.
# CHECK: external Operation arith.addi OpResult BlockArgument
# CHECK: %0 = arith.subi %arg0, %arg1 : index
@run
def external_rewrite():
    m = Module.create()
    with InsertionPoint(m.body):

        @pdl.pattern(benefit=1, sym_name="external")
        def pat():
            index_type = pdl.TypeOp(IndexType.get())
            lhs = pdl.OperandOp(index_type)
            rhs = pdl.OperandOp(index_type)
            add = pdl.OperationOp(name="arith.addi", args=[lhs, rhs], types=[index_type])
            pdl.RewriteOp(add, "to_sub", [pdl.ResultOp(add, 0), rhs])

    def to_sub(rewriter, results, values):
        root, result, rhs = values
        print("external", type(root).__name__, root.name, type(result).__name__, type(rhs).__name__)
        if isinstance(rhs, BlockArgument) and rhs.arg_number == 1:
            with rewriter.ip:
                sub = arith.SubIOp(root.operands[0], rhs)
            rewriter.replace_op(root, sub)
        return None

    pdl_module = PDLModule(m)
    pdl_module.register_rewrite_function("to_sub", to_sub)
    module = Module.parse(PAYLOAD)
    walk_and_apply_patterns(module.operation, pdl_module.freeze())
    print(module)
