"""Values and blocks: Value.uses (OpOperand), replace_all_uses_with,
Block.successors/predecessors, block creation and insertion, repr/str of
values, operations, blocks and regions, and misuse (missing insertion
point or location, wrong argument types)."""
from _probe import probe, probe_str

from mlir.ir import *

SRC = """
func.func @g(%a: i32, %c: i1) -> i32 {
  %0 = "test.use"(%a, %a) : (i32, i32) -> i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}
"""

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.parse(SRC)
    g = m.body.operations[0]
    region = g.regions[0]
    entry, bb1, bb2 = list(region.blocks)
    a = entry.arguments[0]
    use = entry.operations[0]
    res = use.results[0]
    br = entry.operations[1]

    # repr/str of values
    probe("repr.blockarg", lambda: a)
    probe_str("str.blockarg", lambda: a)
    probe("repr.opresult", lambda: res)
    probe_str("str.opresult", lambda: res)
    probe("repr.value", lambda: Value(res))
    probe_str("str.value", lambda: Value(res))
    probe("value.get_name", lambda: res.get_name())
    probe("value.get_name.arg", lambda: a.get_name())
    probe("value.get_name.local", lambda: res.get_name(use_local_scope=True))
    probe("value.type", lambda: res.type)
    probe("value.owner.arg", lambda: type(a.owner).__name__)
    probe("value.owner.res", lambda: type(res.owner).__name__)
    probe("value.maybe_downcast", lambda: Value(res).maybe_downcast())
    probe("value.eq", lambda: a == entry.arguments[0])
    probe("value.eq.other", lambda: a == 1)
    probe("value.hash", lambda: hash(a) == hash(entry.arguments[0]))
    probe("value.cast.OpResult(arg)", lambda: OpResult(a))
    probe("value.cast.BlockArgument(res)", lambda: BlockArgument(res))
    probe("value.cast.Value(int)", lambda: Value(3))
    probe("value.isinstance", lambda: OpResult.isinstance(res))
    probe("value.context", lambda: a.context is ctx)

    # uses
    uses = a.uses
    probe("uses.type", lambda: type(uses).__name__)
    probe("uses.list.types", lambda: [type(u).__name__ for u in uses])
    probe("uses.owners", lambda: [u.owner.name for u in a.uses])
    probe("uses.numbers", lambda: [u.operand_number for u in a.uses])
    probe("uses.len", lambda: len(a.uses))
    probe("uses[0]", lambda: a.uses[0])
    probe("uses.iter.next", lambda: type(next(iter(a.uses))).__name__)
    probe("uses.none", lambda: list(bb1.arguments[0].uses))
    probe("opoperand.repr", lambda: next(iter(a.uses)))
    probe("opoperand.owner", lambda: type(next(iter(a.uses)).owner).__name__)
    probe("opoperand.value", lambda: type(next(iter(a.uses)).value).__name__ if hasattr(next(iter(a.uses)), "value") else "no-value")

    # successors / predecessors
    succ = br.successors
    probe("succ.type", lambda: type(succ).__name__)
    probe("succ.len", lambda: len(succ))
    probe("succ[0]", lambda: type(succ[0]).__name__)
    probe("succ[0].eq", lambda: succ[0] == bb1)
    probe("succ[-1].eq", lambda: succ[-1] == bb2)
    probe("succ[2]", lambda: succ[2])
    probe("succ[-3]", lambda: succ[-3])
    probe("succ[::-1].len", lambda: len(succ[::-1]))
    probe("succ.slice.type", lambda: type(succ[0:1]).__name__)
    probe("succ.iter", lambda: [type(b).__name__ for b in succ])
    probe("succ.in", lambda: bb2 in succ)
    probe("succ.none", lambda: len(use.successors))
    probe("succ.setitem", lambda: succ.__setitem__(0, bb2))
    probe("succ.setitem.check", lambda: succ[0] == bb2)
    probe("succ.setitem.bad", lambda: succ.__setitem__(0, 1))
    probe("block.successors.type", lambda: type(entry.successors).__name__)
    probe("block.successors.len", lambda: len(entry.successors))
    probe("block.successors[0]", lambda: entry.successors[0] == bb2)
    preds = bb2.predecessors
    probe("preds.type", lambda: type(preds).__name__)
    probe("preds.len", lambda: len(bb2.predecessors))
    probe("preds[0]", lambda: type(bb2.predecessors[0]).__name__)
    probe("preds[-1]", lambda: bb2.predecessors[-1] in [entry, bb1])
    probe("preds[9]", lambda: bb2.predecessors[9])
    probe("preds.slice", lambda: type(bb2.predecessors[0:1]).__name__)
    probe("preds.entry", lambda: len(entry.predecessors))

    # repr/str of operations, blocks, regions
    probe("repr.opview", lambda: use)
    probe_str("str.opview", lambda: use)
    probe("repr.operation", lambda: use.operation)
    probe_str("str.operation", lambda: use.operation)
    probe("repr.func", lambda: g)
    probe("repr.block", lambda: bb2)
    probe_str("str.block", lambda: bb2)
    probe("repr.region", lambda: region)
    probe("repr.module", lambda: m)
    probe("repr.module.operation", lambda: m.operation)
    probe("op.name", lambda: use.name)
    probe("op.operation.name", lambda: use.operation.name)
    probe("op.location", lambda: use.location)
    probe("op.parent", lambda: use.parent)
    probe("op.parent.name", lambda: use.parent.name)
    probe("op.opview", lambda: use.operation.opview)
    probe("op.context", lambda: use.context is ctx)
    probe("op.eq", lambda: use.operation == entry.operations[0].operation)
    probe("op.eq.opview", lambda: use == entry.operations[0])
    probe("op.hash", lambda: hash(use.operation) == hash(entry.operations[0].operation))
    probe("op.block", lambda: use.block == entry)
    probe("op.is_registered", lambda: use.operation.is_registered if hasattr(use.operation, "is_registered") else "n/a")
    probe("op.verify", lambda: g.verify())
    probe("op.get_asm", lambda: use.get_asm())
    probe("op.get_asm.generic", lambda: br.get_asm(print_generic_op_form=True))
    probe("op.get_asm.binary", lambda: type(use.get_asm(binary=True)).__name__)
    probe("op.print.badarg", lambda: use.print(large_elements_limit="x"))
    probe("op.clone", lambda: type(use.clone()).__name__)

    # block construction
    probe("block.create_at_start", lambda: Block.create_at_start(region, [IntegerType.get_signless(8)]))
    probe("block.create_at_start.bad", lambda: Block.create_at_start(region, [1]))
    probe("block.create_after", lambda: type(bb2.create_after()).__name__)
    probe("block.create_before.types", lambda: bb2.create_before(IndexType.get()).arguments.types)
    probe("block.add_argument", lambda: type(bb2.add_argument(IndexType.get(), Location.unknown())).__name__)
    probe("block.add_argument.noloc", lambda: bb2.add_argument(IndexType.get()))
    probe("block.erase_argument", lambda: bb2.erase_argument(0))
    probe("block.args.len", lambda: len(bb2.arguments))
    probe("region.blocks.len", lambda: len(region.blocks))
    probe("blocks.append", lambda: type(region.blocks.append(IndexType.get())).__name__)
    probe("blocks.append.bad", lambda: region.blocks.append(3))
    probe("block.owner", lambda: bb2.owner.name)
    probe("block.region", lambda: type(bb2.region).__name__)

    # insertion points and missing ones
    ip = InsertionPoint(bb1)
    probe("ip.block", lambda: ip.block == bb1)
    probe("ip.ref_operation", lambda: ip.ref_operation)
    probe("ip.before.ref", lambda: InsertionPoint(use).ref_operation.name)
    probe("ip.at_block_begin.ref", lambda: InsertionPoint.at_block_begin(bb1).ref_operation.name)
    probe("ip.terminator", lambda: InsertionPoint.at_block_terminator(bb1).ref_operation.name)
    probe("ip.terminator.none", lambda: InsertionPoint.at_block_terminator(Block.create_at_start(region, [])))
    probe("ip.current.none", lambda: InsertionPoint.current)
    probe("ip.bad", lambda: InsertionPoint(3))
    probe("op.create.noip", lambda: type(Operation.create("test.free")).__name__)
    probe("op.create.badname", lambda: Operation.create(3))
    probe("op.create.badresults", lambda: Operation.create("test.x", results=[3]))
    probe("op.create.badoperands", lambda: Operation.create("test.x", operands=[3]))
    probe("op.create.badattrs", lambda: Operation.create("test.x", attributes={"a": 3}))
    probe("op.create.badsucc", lambda: Operation.create("test.x", successors=[3]))
    probe("op.create.badregions", lambda: Operation.create("test.x", regions=-1))
    with InsertionPoint(bb1):
        probe("op.create.ip", lambda: Operation.create("test.in_bb1").name)
        probe("ip.current", lambda: InsertionPoint.current.block == bb1)
    probe("bb1.ops", lambda: [o.name for o in bb1.operations])

probe("nolocation.create", lambda: Operation.create("test.x"))
with Context() as c2:
    c2.allow_unregistered_dialects = True
    probe("nolocation.create.ctx", lambda: Operation.create("test.x"))
    probe("nolocation.current", lambda: Location.current)
    probe("noip.current", lambda: InsertionPoint.current)
