# RUN: %PYTHON %s | FileCheck %s
# Operation.parse reports "Unable to parse operation assembly" (Module.parse
# says "module"), and InsertionPoint.at_block_terminator raises when the
# block's last op is not known to be a terminator (an unregistered op), as
# upstream's bindings do.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    try:
        Operation.parse('"test.use"(%0) : (i64) -> ()')
    except MLIRError as e:
        # CHECK: message: Unable to parse operation assembly
        print(f"message: {e.message}")

    m = Module.parse('"test.op"() ({ ^bb0: "custom.op1"() : () -> () }) : () -> ()')
    block = m.body.operations[0].regions[0].blocks[0]
    try:
        InsertionPoint.at_block_terminator(block)
    except ValueError as e:
        # CHECK: ValueError: Block has no terminator
        print(f"ValueError: {e}")

    f = Module.parse("func.func @f() { return }")
    ip = InsertionPoint.at_block_terminator(f.body.operations[0].regions[0].blocks[0])
    # CHECK: func.return
    print(ip.ref_operation.name)
