# RUN: %PYTHON %s | FileCheck %s
# A new block's arguments take `arg_locs` or the current location; with
# neither, appending a block with arguments raises, as upstream's bindings.
from mlir.ir import *

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    f32 = F32Type.get()
    op = Operation.create("test", regions=1, loc=Location.unknown())
    blocks = op.regions[0].blocks
    # CHECK: no arguments: 0
    print("no arguments:", len(blocks.append().arguments))
    try:
        blocks.append(f32)
    except RuntimeError as err:
        # CHECK: Missing loc: An MLIR function requires a Location but none was provided
        print("Missing loc:", err)
    with Location.name("here"):
        # CHECK: loc("here")
        print(blocks.append(f32).arguments[0].location)
