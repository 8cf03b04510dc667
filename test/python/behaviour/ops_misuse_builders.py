"""Operation lifecycle and dialect builders: detached and moved ops,
erase/move misuse, OpView casts, generated builders of mlir.dialects
(arith, func, scf) with wrong arguments, and the rewrite module's
pattern sets."""
from _probe import probe, probe_str

from mlir.ir import *
from mlir.dialects import arith, func, scf

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    m = Module.create()

    # detached ops
    free = Operation.create("test.free", results=[i32])
    probe("detached.parent", lambda: free.parent)
    probe("detached.block", lambda: free.block)
    probe_str("detached.str", lambda: free)
    probe("detached.verify", lambda: free.verify())
    probe("detached.result.owner", lambda: free.results[0].owner == free)
    probe("detached.detach", lambda: free.detach_from_parent())
    with InsertionPoint(m.body):
        a = Operation.create("test.a")
        b = Operation.create("test.b")
    probe("attached.block", lambda: a.block == m.body)
    probe("attached.parent.name", lambda: a.parent.name)
    probe("move_after", lambda: a.move_after(b))
    probe("order", lambda: [o.name for o in m.body.operations])
    probe("move_before", lambda: a.move_before(b))
    probe("order.after", lambda: [o.name for o in m.body.operations])
    probe("move_before.bad", lambda: a.move_before(3))
    probe("detach", lambda: type(b.detach_from_parent()).__name__)
    probe("detach.twice", lambda: b.detach_from_parent())
    probe("order.detached", lambda: [o.name for o in m.body.operations])
    probe("is_before_in_block", lambda: a.is_before_in_block(a))
    probe("erase.detached", lambda: b.erase())
    probe("erase.attached", lambda: a.erase())
    probe("order.erased", lambda: [o.name for o in m.body.operations])

    # OpView casts
    with InsertionPoint(m.body):
        c = arith.ConstantOp(i32, 7)
        fn = func.FuncOp("f", FunctionType.get([i32], [i32]))
    probe("opview.type", lambda: type(c).__name__)
    probe("opview.OPERATION_NAME", lambda: arith.ConstantOp.OPERATION_NAME)
    probe("opview.value", lambda: c.value)
    probe("opview.result", lambda: type(c.result).__name__)
    probe("opview.result.type", lambda: c.result.type)
    probe("opview.results.len", lambda: len(c.results))
    probe_str("opview.str", lambda: c)
    probe("opview.cast.ok", lambda: type(arith.ConstantOp(c.operation)).__name__)
    probe("opview.cast.bad", lambda: arith.AddIOp(c.operation))
    probe("opview.cast.int", lambda: arith.ConstantOp(3))
    probe("opview.opview", lambda: type(c.operation.opview).__name__)
    probe("opview.eq", lambda: c == c.operation.opview)
    probe("OpView.generic", lambda: type(OpView(c.operation)).__name__)
    probe("func.name", lambda: fn.name)
    probe("func.type", lambda: fn.type)
    probe("func.arguments", lambda: fn.arguments)
    probe("func.body.noblock", lambda: len(fn.body.blocks))
    probe("func.entry_block.none", lambda: fn.entry_block)
    probe("func.add_entry_block", lambda: type(fn.add_entry_block()).__name__)
    probe("func.add_entry_block.again", lambda: fn.add_entry_block())
    probe("func.arguments.after", lambda: type(fn.arguments).__name__)
    probe("func.is_external", lambda: fn.is_external)
    probe("func.visibility", lambda: fn.visibility)
    probe("func.sym_name", lambda: fn.sym_name)
    probe("func.attrs.sym_name", lambda: fn.attributes["sym_name"])

    # builders with wrong arguments
    with InsertionPoint(fn.entry_block):
        x = fn.arguments[0]
        probe("addi", lambda: arith.AddIOp(x, x).result.type)
        probe("addi.fn", lambda: arith.addi(x, x).type)
        probe("addi.fn.type", lambda: type(arith.addi(x, x)).__name__)
        probe("addi.missing", lambda: arith.AddIOp(x))
        probe("addi.bad", lambda: arith.AddIOp(x, 3))
        probe("addi.kw.bad", lambda: arith.AddIOp(x, x, bogus=1))
        probe("constant.float", lambda: arith.ConstantOp(f32, 1.5).value)
        probe("constant.index", lambda: arith.ConstantOp.create_index(3).value)
        probe("constant.badattr", lambda: arith.ConstantOp(i32, "x"))
        probe("constant.literal_value", lambda: arith.ConstantOp(i32, 5).literal_value)
        probe("cmpi", lambda: arith.CmpIOp(arith.CmpIPredicate.slt, x, x).predicate)
        probe("cmpi.pred", lambda: arith.CmpIPredicate.slt)
        probe("cmpi.pred.type", lambda: type(arith.CmpIPredicate.slt).__name__)
        probe("cmpi.bad", lambda: arith.CmpIOp("slt", x, x))
        probe("return.bad", lambda: func.ReturnOp([3]))
        probe("call", lambda: func.CallOp([i32], FlatSymbolRefAttr.get("f"), [x]).callee)
        probe("call.fn", lambda: func.CallOp(fn, [x]).results.types)
        probe("scf.for.bad", lambda: scf.ForOp(x, x, "step"))
        ret = func.ReturnOp([x])
        probe("return.operands", lambda: len(ret.operands))
        probe("return.parent", lambda: ret.parent.name)
    probe("func.verify", lambda: fn.verify())
    probe("module.verify", lambda: m.operation.verify())
    probe("op.attributes.opview", lambda: list(c.attributes))
    probe("op.regions.opview", lambda: len(fn.regions))
    probe("op.operands.opview", lambda: type(ret.operands).__name__)
    probe("op.results.opview", lambda: type(c.results).__name__)
    probe("op.successors.opview", lambda: len(c.successors))

    # replace_all_uses_with / set_type / drop_all_uses
    with InsertionPoint(m.body):
        p = Operation.create("test.p", results=[i32])
        q = Operation.create("test.q", results=[i32])
        u = Operation.create("test.u", operands=[p.results[0], p.results[0]])
    probe("uses.before", lambda: [o.owner.name for o in p.results[0].uses])
    probe("raw", lambda: p.results[0].replace_all_uses_with(q.results[0]))
    probe("uses.after", lambda: len(list(p.results[0].uses)))
    probe("uses.q", lambda: len(list(q.results[0].uses)))
    probe("raw.bad", lambda: p.results[0].replace_all_uses_with(3))
    probe("operands.set", lambda: u.operands.__setitem__(0, p.results[0]))
    probe("u.operands", lambda: [v.owner.name for v in u.operands])
    probe("drop_all_uses", lambda: hasattr(Value, "drop_all_uses"))
    probe("set_type", lambda: q.results[0].set_type(f32))
    probe("set_type.after", lambda: q.results[0].type)
    probe("set_type.bad", lambda: q.results[0].set_type(3))
    probe("set_location", lambda: hasattr(Value, "set_location"))
