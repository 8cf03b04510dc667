# RUN: %PYTHON %s | FileCheck %s
# str(block) prints the block, its header and ops, numbered as in its
# top-level op (upstream's Block::print).
from mlir.ir import *
from mlir.dialects import cf

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    op1 = Operation.create("custom.op1", regions=1)
    block0 = op1.regions[0].blocks.append()
    Operation.create("custom.terminator", ip=InsertionPoint(block0))
    block1 = op1.regions[0].blocks.append()
    br1 = cf.BranchOp([], block1, ip=InsertionPoint(block1))
    # CHECK: ^bb1:  // pred: ^bb1
    # CHECK-NEXT:   cf.br ^bb1
    print(br1.successors[0])
