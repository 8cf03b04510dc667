# RUN: %PYTHON %s | FileCheck %s --strict-whitespace --match-full-lines
# Builds PDL patterns with the `pdl` module: its types, the specialised op
# constructors, the `pattern`/`rewrite` decorators and the generated
# builders. The expected output is upstream MLIR 22's bindings' (the oracle).

from mlir.ir import *
from mlir.dialects import pdl
from mlir.dialects.pdl import *


def run(f):
    print("\nTEST:", f.__name__)
    with Context(), Location.unknown():
        f()
    return f


@run
def types():
    a = pdl.AttributeType.get()
    print(a, repr(a))
    r = pdl.RangeType.get(pdl.ValueType.get())
    print(r, repr(r), repr(r.element_type))
    print(pdl.TypeType.type_name, pdl.RangeType.type_name)
    print(r.typeid == pdl.RangeType.static_typeid, a.typeid == pdl.RangeType.static_typeid)
    parsed = Type.parse("!pdl.range<operation>")
    print(repr(parsed), repr(parsed.element_type))
    print(repr(pdl.PDLType(a)))
    try:
        pdl.RangeType(a)
    except ValueError as e:
        print("ValueError:", e)
    print(repr(op_t()))


@run
def pattern_and_rewrite():
    m = Module.create()
    with InsertionPoint(m.body):
        p = PatternOp(1, "operations")
        with InsertionPoint(p.body):
            attr = AttributeOp()
            ty = TypeOp()
            op0 = OperationOp(attributes={"attr": attr}, types=[ty])
            op0_result = ResultOp(op0, 0)
            inp = OperandOp()
            root = OperationOp(args=[op0_result, inp])
            RewriteOp(root, "rewriter")
    m.operation.verify()
    print(m)


@run
def decorators():
    m = Module.create()
    with InsertionPoint(m.body):

        @pattern(benefit=2, sym_name="replace_with_operand")
        def body():
            t = TypeOp(IntegerType.get_signless(32))
            v = OperandOp(t)
            root = OperationOp(name="test.op", args=[v], types=[t])

            @rewrite(root)
            def rw():
                new = OperationOp(name="test.other", args=[v], types=[t])
                ReplaceOp(root, with_op=new)

        @pattern(benefit=1)
        def body2():
            ts = TypesOp()
            vs = OperandsOp(ts)
            root = OperationOp(args=[vs], types=[ts])
            rs = pdl.results_(pdl.RangeType.get(pdl.ValueType.get()), root)
            rw = RewriteOp(root)
            with InsertionPoint(rw.add_body()):
                ReplaceOp(root, with_values=[rs])
                EraseOp(root)

    print(m)
    print(m.operation.verify())


@run
def generated_builders():
    m = Module.create()
    with InsertionPoint(m.body):
        p = PatternOp(3)
        with InsertionPoint(p.body):
            t = pdl.type_(pdl.TypeType.get(), constant_type=TypeAttr.get(IndexType.get()))
            ts = pdl.types(pdl.RangeType.get(pdl.TypeType.get()), constant_types=[IntegerType.get_signless(8)])
            a = pdl.attribute(pdl.AttributeType.get(), value=IntegerAttr.get(IndexType.get(), 7))
            root = pdl.operation_(op_t(), [], [a], ["value"], [t, ts], op_name="test.c")
            c = pdl.apply_native_constraint([pdl.AttributeType.get()], "Constraint", [root])
            pdl.apply_native_constraint([], "Negated", [root], is_negated=True)
            rw = RewriteOp(root)
            with InsertionPoint(rw.add_body()):
                first = pdl.results_(pdl.ValueType.get(), root, index=0)
                rng = pdl.range(pdl.RangeType.get(pdl.ValueType.get()), [first, first])
                made = pdl.apply_native_rewrite([pdl.OperationType.get()], "Make", [c, rng])
                pdl.replace(root, [], repl_operation=made)
                pdl.apply_native_rewrite([], "Log", [root])
    print(m)
    print(m.operation.verify())
    ops = list(p.body.operations)
    print(ops[3].opName, ops[3].attributeValueNames, len(ops[3].typeValues), len(ops[3].attributeValues))
    print(ops[4].name, ops[4].isNegated, ops[5].isNegated)
    print(type(ops[0]).__name__, ops[0].constantType, type(ops[-1]).__name__)
    print(rw.root == root, rw.name, len(rw.externalArgs))


@run
def external_rewrite_with_args():
    m = Module.create()
    with InsertionPoint(m.body):
        p = PatternOp(1, StringAttr.get("ext"))
        with InsertionPoint(p.body):
            v = OperandOp()
            root = OperationOp("test.op", [v])
            RewriteOp(root, "rewriter", [v])
    print(m)
    print(m.operation.verify())
    print(p.benefit, p.sym_name)


@run
def verification_errors():
    # Each pattern is verified on its own: both errors are reported.
    m = Module.create()
    with InsertionPoint(m.body):
        p = PatternOp(1)
        with InsertionPoint(p.body):
            root = OperationOp("a.b", attributes={"k": AttributeOp(value=StringAttr.get("v"))})
            RewriteOp(name="rewriter")
        p = PatternOp(1, "n")
        with InsertionPoint(p.body):
            root = OperationOp("x.y")
            rw = RewriteOp(root)
            with InsertionPoint(rw.add_body()):
                AttributeOp(TypeOp(IndexType.get()))
    try:
        m.operation.verify()
    except MLIRError as e:
        print("MLIRError:", e)


# CHECK:TEST: types
# CHECK-NEXT:!pdl.attribute AttributeType(!pdl.attribute)
# CHECK-NEXT:!pdl.range<value> RangeType(!pdl.range<value>) ValueType(!pdl.value)
# CHECK-NEXT:pdl.type pdl.range
# CHECK-NEXT:True False
# CHECK-NEXT:RangeType(!pdl.range<operation>) OperationType(!pdl.operation)
# CHECK-NEXT:PDLType(!pdl.attribute)
# CHECK-NEXT:ValueError: Cannot cast type to RangeType (from Type(!pdl.attribute))
# CHECK-NEXT:OperationType(!pdl.operation)
# CHECK-EMPTY:
# CHECK-NEXT:TEST: pattern_and_rewrite
# CHECK-NEXT:module {
# CHECK-NEXT:  pdl.pattern @operations : benefit(1) {
# CHECK-NEXT:    %0 = attribute
# CHECK-NEXT:    %1 = type
# CHECK-NEXT:    %2 = operation  {"attr" = %0} -> (%1 : !pdl.type)
# CHECK-NEXT:    %3 = result 0 of %2
# CHECK-NEXT:    %4 = operand
# CHECK-NEXT:    %5 = operation(%3, %4 : !pdl.value, !pdl.value){{ $}}
# CHECK-NEXT:    rewrite %5 with "rewriter"
# CHECK-NEXT:  }
# CHECK-NEXT:}
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT:TEST: decorators
# CHECK-NEXT:module {
# CHECK-NEXT:  pdl.pattern @replace_with_operand : benefit(2) {
# CHECK-NEXT:    %0 = type : i32
# CHECK-NEXT:    %1 = operand : %0
# CHECK-NEXT:    %2 = operation "test.op"(%1 : !pdl.value)  -> (%0 : !pdl.type)
# CHECK-NEXT:    rewrite %2 {
# CHECK-NEXT:      %3 = operation "test.other"(%1 : !pdl.value)  -> (%0 : !pdl.type)
# CHECK-NEXT:      replace %2 with %3
# CHECK-NEXT:    }
# CHECK-NEXT:  }
# CHECK-NEXT:  pdl.pattern : benefit(1) {
# CHECK-NEXT:    %0 = types : []
# CHECK-NEXT:    %1 = operands : %0
# CHECK-NEXT:    %2 = operation(%1 : !pdl.range<value>)  -> (%0 : !pdl.range<type>)
# CHECK-NEXT:    %3 = results of %2{{ $}}
# CHECK-NEXT:    rewrite %2 {
# CHECK-NEXT:      replace %2 with(%3 : !pdl.range<value>)
# CHECK-NEXT:      erase %2
# CHECK-NEXT:    }
# CHECK-NEXT:  }
# CHECK-NEXT:}
# CHECK-EMPTY:
# CHECK-NEXT:True
# CHECK-EMPTY:
# CHECK-NEXT:TEST: generated_builders
# CHECK-NEXT:module {
# CHECK-NEXT:  pdl.pattern : benefit(3) {
# CHECK-NEXT:    %0 = type : index
# CHECK-NEXT:    %1 = types : [i8]
# CHECK-NEXT:    %2 = attribute = 7 : index
# CHECK-NEXT:    %3 = operation "test.c"  {"value" = %2} -> (%0, %1 : !pdl.type, !pdl.range<type>)
# CHECK-NEXT:    %4 = apply_native_constraint "Constraint"(%3 : !pdl.operation) : !pdl.attribute
# CHECK-NEXT:    apply_native_constraint "Negated"(%3 : !pdl.operation) {isNegated = true}
# CHECK-NEXT:    rewrite %3 {
# CHECK-NEXT:      %5 = results 0 of %3  -> !pdl.value
# CHECK-NEXT:      %6 = range %5, %5 : !pdl.value, !pdl.value{{ $}}
# CHECK-NEXT:      %7 = apply_native_rewrite "Make"(%4, %6 : !pdl.attribute, !pdl.range<value>) : !pdl.operation
# CHECK-NEXT:      replace %3 with %7
# CHECK-NEXT:      apply_native_rewrite "Log"(%3 : !pdl.operation)
# CHECK-NEXT:    }
# CHECK-NEXT:  }
# CHECK-NEXT:}
# CHECK-EMPTY:
# CHECK-NEXT:True
# CHECK-NEXT:"test.c" ["value"] 2 1
# CHECK-NEXT:"Constraint" false true
# CHECK-NEXT:TypeOp index RewriteOp
# CHECK-NEXT:True None 0
# CHECK-EMPTY:
# CHECK-NEXT:TEST: external_rewrite_with_args
# CHECK-NEXT:module {
# CHECK-NEXT:  pdl.pattern @ext : benefit(1) {
# CHECK-NEXT:    %0 = operand
# CHECK-NEXT:    %1 = operation "test.op"(%0 : !pdl.value){{ $}}
# CHECK-NEXT:    rewrite %1 with "rewriter"(%0 : !pdl.value)
# CHECK-NEXT:  }
# CHECK-NEXT:}
# CHECK-EMPTY:
# CHECK-NEXT:True
# CHECK-NEXT:1 : i16 "ext"
# CHECK-EMPTY:
# CHECK-NEXT:TEST: verification_errors
# CHECK-NEXT:MLIRError: Verification failed:
# CHECK-NEXT:error: unknown: 'pdl.operation' op expected a bindable user when defined in the matcher body of a `pdl.pattern`
# CHECK-NEXT: note: unknown: see current operation: %1 = "pdl.operation"(%0) <{attributeValueNames = ["k"], opName = "a.b", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
# CHECK-NEXT:error: unknown: 'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`
# CHECK-NEXT: note: unknown: see current operation: %2 = "pdl.attribute"(%1) : (!pdl.type) -> !pdl.attribute
