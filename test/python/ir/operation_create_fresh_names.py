# RUN: %PYTHON %s | FileCheck %s
# Op names and attribute keys built fresh for each op (so one op's string
# is freed and its memory may hold the next op's) name exactly what they
# say: the bindings remember recent names by where their text lies, and
# must not answer for other text found there later.
from mlir.ir import *

with Context() as c, Location.unknown():
    c.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    m = Module.create()
    bad = 0
    with InsertionPoint(m.body):
        for i in range(2000):
            name = "t.op" + str(i % 7)
            key = "k" + str(i % 13)
            op = Operation.create(name, attributes={key: IntegerAttr.get(i32, i)})
            del name, key
            got = (op.name, list(op.attributes))
            if got != ("t.op" + str(i % 7), ["k" + str(i % 13)]):
                bad += 1
                print("mismatch", i, got)
        # Setting and deleting through the attribute map as well.
        op = m.body.operations[0]
        for i in range(200):
            op.attributes["s" + str(i % 5)] = UnitAttr.get()
            gone = "s" + str((i + 1) % 5)
            if gone in op.attributes:
                del op.attributes[gone]
    # CHECK-NOT: mismatch
    # CHECK: bad 0
    print("bad", bad)
    # CHECK: "t.op0"() {k0 = 0 : i32, s1, s2, s3, s4} : () -> ()
    print(op)
