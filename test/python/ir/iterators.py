# RUN: %PYTHON %s | FileCheck %s
# The container iterators are lazy and advance past the item they hand out,
# as upstream's: erasing the current op while iterating is fine, an op
# inserted right after the current one is not visited; iter() of an iterator
# is a copy at the same position.
from mlir.ir import *

with Context(), Location.unknown():
    m = Module.parse("""
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %1, %a : i32
  return %2 : i32
}
func.func @g() {
  cf.br ^bb1
^bb1:
  return
}
""")
    f = m.body.operations[0]
    entry = f.regions[0].blocks[0]
    it = iter(entry.operations)
    print(type(it).__name__, type(iter(entry)).__name__)
    print(type(iter(f.regions[0].blocks)).__name__, type(iter(f.regions[0])).__name__)
    print(type(iter(f.regions)).__name__)
    a = entry.arguments[0]
    print(type(a.uses).__name__, len(list(a.uses)))
    for u in a.uses:
        print(u.owner.name, u.operand_number)
    arr = ArrayAttr.get([IntegerAttr.get(IntegerType.get_signless(32), i) for i in range(3)])
    print(type(iter(arr)).__name__, [str(x) for x in arr])
    # Inserting after the current op during iteration: the new op is visited.
    names = []
    for op in entry.operations:
        names.append(op.name)
        if op.name == "arith.addi":
            with InsertionPoint.after(op):
                Operation.create("arith.constant", results=[IntegerType.get_signless(32)],
                                 attributes={"value": IntegerAttr.get(IntegerType.get_signless(32), 7)})
    print(names)
    # Erasing the current op while iterating.
    g = m.body.operations[1]
    erased = []
    for op in entry.operations:
        if op.name == "arith.constant":
            erased.append(op.name)
            op.erase()
    print(erased)
    print(len(entry.operations))
    blocks = [len(b.operations) for b in g.regions[0]]
    print(blocks)
    it = iter(g.regions)
    print(next(it).owner.name)
    try:
        next(it)
    except StopIteration:
        print("StopIteration")
    print(iter(it) is it)
    it = iter(entry.operations)
    for op in it:
        break
    print(next(it).name)

# CHECK: OperationIterator OperationIterator
# CHECK-NEXT: BlockIterator BlockIterator
# CHECK-NEXT: RegionIterator
# CHECK-NEXT: OpOperandIterator 4
# CHECK-NEXT: arith.subi 1
# CHECK-NEXT: arith.muli 1
# CHECK-NEXT: arith.addi 1
# CHECK-NEXT: arith.addi 0
# CHECK-NEXT: ArrayAttributeIterator ['0 : i32', '1 : i32', '2 : i32']
# CHECK-NEXT: ['arith.addi', 'arith.muli', 'arith.subi', 'func.return']
# CHECK-NEXT: ['arith.constant']
# CHECK-NEXT: 4
# CHECK-NEXT: [1, 1]
# FuncOp.name is the plain symbol name (newer upstream; 22 printed "g").
# CHECK-NEXT: g
# CHECK-NEXT: StopIteration
# CHECK-NEXT: False
# CHECK-NEXT: arith.addi
