# RUN: %PYTHON %s | FileCheck %s
# op.attributes by index (negative too) and by name, and its out-of-bounds
# error, as upstream.
from mlir.ir import *
with Context() as c:
    c.allow_unregistered_dialects = True
    m = Module.parse('"t.op"() {a = 1 : i32, b = "x"} : () -> ()\nfunc.func @f() attributes {z} { return }')
    op = m.body.operations[0]
    a = op.attributes
    print(len(a), a[0].name, a[1].attr, a[-1].name, a[-2].name)
    for bad in [2, -3]:
        try:
            a[bad]
        except IndexError as e:
            print("IndexError", e)
    print(a["b"])
    f = m.body.operations[1]
    print(len(f.attributes), [f.attributes[i].name for i in range(len(f.attributes))])

# CHECK: 2 a "x" b a
# CHECK-NEXT: IndexError attempt to access out of bounds attribute
# CHECK-NEXT: IndexError attempt to access out of bounds attribute
# CHECK-NEXT: "x"
# CHECK-NEXT: 3 ['function_type', 'sym_name', 'z']
