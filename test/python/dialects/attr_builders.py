# RUN: %PYTHON %s | FileCheck %s
# Attribute arguments of generated builders go through the builder
# registered for their ODS kind (`register_attribute_builder`): enum
# members and plain ints become the enum's integer attribute, attributes
# pass through, a replacement builder is used once registered, and the
# context is the location's.
from mlir.dialects import arith, func
from mlir.ir import *

with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    module = Module.create()
    with InsertionPoint(module.body):
        f = func.FuncOp("f", ([i32, i32], []))
        with InsertionPoint(f.add_entry_block()):
            ret = func.ReturnOp([])
        with InsertionPoint(ret):
            a, b = f.arguments
            # CHECK: arith.cmpi slt
            print(arith.cmpi(arith.CmpIPredicate.slt, a, b).owner)
            # A plain int is the enum's value (2 is `slt`), an int-like
            # string too (the builder applies `int`).
            # CHECK: arith.cmpi slt
            print(arith.cmpi(2, a, b).owner)
            # CHECK: arith.cmpi sgt
            print(arith.cmpi("4", a, b).owner)
            # An attribute is used as is.
            # CHECK: arith.cmpi ule
            print(arith.cmpi(IntegerAttr.get(IntegerType.get_signless(64), 7), a, b).owner)

            # The enum kinds' builders build `int(x) : iN` in the given or
            # current context.
            builder = AttrBuilder.get("Arith_CmpIPredicateAttr")
            # CHECK: 9 : i64
            print(builder(9, context=ctx))
            # CHECK: 3 : i64
            print(builder(3, None))
            # CHECK: TypeError
            try:
                builder(None, ctx)
            except TypeError:
                print("TypeError")

            # A replacement builder, given the location's context.
            seen = []

            @register_attribute_builder("Arith_CmpIPredicateAttr", replace=True)
            def _pred(x, context):
                seen.append(context is ctx)
                return IntegerAttr.get(IntegerType.get_signless(64, context=context), 5)

            # CHECK: arith.cmpi sge
            print(arith.cmpi(arith.CmpIPredicate.eq, a, b).owner)
            # CHECK: [True]
            print(seen)
            register_attribute_builder("Arith_CmpIPredicateAttr", replace=True)(builder)
            # CHECK: arith.cmpi eq
            print(arith.cmpi(arith.CmpIPredicate.eq, a, b).owner)

# Registering a kind twice without `replace` is refused.
# CHECK: RuntimeError: Attribute builder for 'Arith_CmpIPredicateAttr' is already registered
try:
    register_attribute_builder("Arith_CmpIPredicateAttr")(lambda x, context: x)
except RuntimeError as e:
    print("RuntimeError:", e)

# Without a context, the native builder says so.
# CHECK: RuntimeError: An MLIR function requires a Context
try:
    AttrBuilder.get("Arith_CmpIPredicateAttr")(1, None)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:38])
