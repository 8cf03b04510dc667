# RUN: %PYTHON %s | FileCheck %s
# Which Python class an operation comes back as, as upstream: the generic
# `Operation` from `parent`, `walk` callbacks, `walk_symbol_tables`
# callbacks and `InsertionPoint.ref_operation`; the registered `OpView`
# subclass from block iteration, value owners, symbol lookups and `.opview`.
from mlir.ir import *

with Context():
    m = Module.parse(
        "func.func @f(%a: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %a : i32\n"
        "  return %0 : i32\n"
        "}\n"
    )
    f = m.body.operations[0]
    blk = f.regions[0].blocks[0]
    add = blk.operations[0]
    # CHECK: parent Operation func.func
    print("parent", type(add.parent).__name__, add.parent.name)
    # CHECK: ref_operation Operation
    print("ref_operation", type(InsertionPoint(add).ref_operation).__name__)
    # CHECK: owners AddIOp FuncOp FuncOp ReturnOp
    print(
        "owners",
        type(add.result.owner).__name__,
        type(blk.owner).__name__,
        type(f.regions[0].owner).__name__,
        type(next(iter(add.result.uses)).owner).__name__,
    )
    # CHECK: lookup FuncOp
    print("lookup", type(SymbolTable(m.operation)["f"]).__name__)

    # CHECK: walk Operation arith.addi AddIOp
    # CHECK: walk Operation func.return ReturnOp
    # CHECK: walk Operation func.func FuncOp
    # CHECK: walk Operation builtin.module ModuleOp
    def visit(op):
        print("walk", type(op).__name__, op.name, type(op.opview).__name__)
        return WalkResult.ADVANCE

    m.operation.walk(visit)

    # CHECK: tables Operation builtin.module True
    SymbolTable.walk_symbol_tables(
        m.operation, True, lambda op, vis: print("tables", type(op).__name__, op.name, vis)
    )
