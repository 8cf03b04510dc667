# RUN: %PYTHON %s | FileCheck %s
# Properties of an unregistered op are found by name but, as upstream's
# getAttrs(), not counted or iterated by op.attributes.

from mlir.ir import Context, Module

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"t.a"() <{p = 1 : i64}> {d = 2 : i32} : () -> ()')
    op = m.body.operations[0]
    # CHECK: 1 ['d'] True 1 : i64
    print(len(op.attributes), list(op.attributes), "p" in op.attributes, op.attributes["p"])
