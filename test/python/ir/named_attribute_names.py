# RUN: %PYTHON %s | FileCheck %s
# NamedAttribute.name is a plain str whether the name comes from an op's
# attributes, a DictAttr or get_named (names of interned identifiers are
# cached Python strings); output matches upstream's.
from mlir.ir import *
with Context() as c, Location.unknown():
    c.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    na = IntegerAttr.get(i32, 1).get_named("k")
    print(type(na.name).__name__, na.name, repr(na))
    op = Operation.create("t.op", attributes={"b": UnitAttr.get(), "a": StringAttr.get("s")})
    print([(type(a.name).__name__, a.name) for a in [op.attributes[i] for i in range(len(op.attributes))]])
    print(sorted(op.attributes), op.attributes[1].name == "b")
    d = DictAttr.get({"z": UnitAttr.get()})
    print(d[0].name, repr(d[0]))
    # Read-only, as upstream's property without a setter.
    try:
        d[0].name = "y"
    except AttributeError:
        print("name is read-only")

# CHECK: str k NamedAttribute(k=1 : i32)
# CHECK-NEXT: [('str', 'a'), ('str', 'b')]
# CHECK-NEXT: ['a', 'b'] True
# CHECK-NEXT: z NamedAttribute(z=unit)
# CHECK-NEXT: name is read-only
