# RUN: %PYTHON %s | FileCheck %s
# A walk visits leaves and ops with regions (one empty, one with an empty
# block) in both orders, and an op added in the visited op's region
# during its pre-order callback is visited too, as upstream.
from mlir.ir import *
with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.parse('''
"a.outer"() ({
  "a.leaf"() : () -> ()
  "a.mid"() ({
    "a.inner"() : () -> ()
  }, {
  }) : () -> ()
  "a.hollow"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()
"a.last"() : () -> ()
''')
    names = []
    def visit(op):
        names.append(op.name)
        if op.name == "a.hollow":
            with InsertionPoint(op.regions[0].blocks[0]):
                Operation.create("a.added")
        return WalkResult.ADVANCE
    m.operation.walk(visit, WalkOrder.PRE_ORDER)
    print(names)
    names = []
    m.operation.walk(lambda op: (names.append(op.name), WalkResult.ADVANCE)[1], WalkOrder.POST_ORDER)
    print(names)
# CHECK: ['builtin.module', 'a.outer', 'a.leaf', 'a.mid', 'a.inner', 'a.hollow', 'a.added', 'a.last']
# CHECK: ['a.leaf', 'a.inner', 'a.mid', 'a.added', 'a.hollow', 'a.outer', 'a.last', 'builtin.module']
