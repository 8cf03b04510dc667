# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
from mlir.ir import *

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = Module.parse(r"""
      %0 = "test.a"() : () -> i32 loc("width")
      "test.b"() ({
      ^bb0(%x: i32 loc("in"), %y: i32):
        "test.c"(%0, %x, %y) : (i32, i32, i32) -> ()
      }) : () -> ()
    """)
    a = m.body.operations[0]
    b = m.body.operations[1]
    # CHECK: %0 %arg0 %arg1
    print(a.result.get_name(), *(v.get_name() for v in b.regions[0].blocks[0].arguments))
    # CHECK: %width %in %arg1
    print(
        a.result.get_name(use_name_loc_as_prefix=True),
        *(v.get_name(use_name_loc_as_prefix=True) for v in b.regions[0].blocks[0].arguments),
    )
    # CHECK: %width = "test.a"() : () -> i32
    # CHECK: ^bb0(%in: i32, %arg1: i32):
    # CHECK: "test.c"(%width, %in, %arg1) : (i32, i32, i32) -> ()
    m.operation.print(use_name_loc_as_prefix=True)
    # CHECK: %0 = "test.a"() : () -> i32
    print(m.operation.get_asm())
    # CHECK: %width = "test.a"() : () -> i32
    print(m.operation.get_asm(use_name_loc_as_prefix=True))
