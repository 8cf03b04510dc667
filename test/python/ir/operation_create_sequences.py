# RUN: %PYTHON %s | FileCheck %s
# Operation.create reads its results, operands and successors from lists,
# tuples or any other sequence (an op's results, say); a str, a bare
# iterator or an element of the wrong kind is a TypeError, as upstream.
from mlir.ir import *

with Context() as c, Location.unknown():
    c.allow_unregistered_dialects = True
    i8 = IntegerType.get_signless(8)
    m = Module.create()
    with InsertionPoint(m.body):
        a = Operation.create("t.a", results=(i8, i8))
        b = Operation.create("t.b", results=[i8], operands=a.results)
        d = Operation.create("t.d", operands=(a.results[1], b.result))
    # CHECK: %0:2 = "t.a"() : () -> (i8, i8)
    # CHECK-NEXT: %1 = "t.b"(%0#0, %0#1) : (i8, i8) -> i8
    # CHECK-NEXT: "t.d"(%0#1, %1) : (i8, i8) -> ()
    print(m.body.operations[0])
    print(m.body.operations[1])
    print(m.body.operations[2])
    for kw in [dict(results=[1]), dict(results="ab"), dict(operands=[1]), dict(operands="x"),
               dict(successors=[1]), dict(results=iter([i8]))]:
        try:
            Operation.create("t.e", **kw)
            print("accepted", kw)
        except TypeError:
            print("TypeError")
    # CHECK-COUNT-6: TypeError
    # CHECK-NOT: accepted
