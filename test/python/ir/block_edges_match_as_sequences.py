# RUN: %PYTHON %s | FileCheck %s
# Block predecessors and successors are sequences: structural pattern
# matching destructures them, as with upstream's bindings.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.parse(
        """
        "test.op"() ({
        ^bb0:
          "test.br"()[^bb1] : () -> ()
        ^bb1:
          "test.ret"() : () -> ()
        }) : () -> ()
        """
    )
    entry = m.body.operations[0].regions[0].blocks[0]
    match entry:
        case Block(predecessors=[], successors=[Block(predecessors=[p], successors=[])]) if p == entry:
            # CHECK: matched
            print("matched")
        case _:
            print("no match")
