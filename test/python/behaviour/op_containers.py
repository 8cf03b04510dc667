"""Operation pseudo-containers: operands, results, regions, blocks,
operations and block arguments — len, iteration, `in`, indices (negative,
out of range), slices with steps, and the types of what they return."""
from _probe import probe, probe_str

from mlir.ir import *

SRC = """
func.func @f(%a: i32, %b: i64, %c: f32) -> (i32, i64) {
  %0:3 = "test.multi"(%a, %b, %c) : (i32, i64, f32) -> (i32, i64, f32)
  "test.two"() ({
    ^bb0(%x: i32):
      "test.yield"(%x) : (i32) -> ()
  }, {
    ^bb1:
      "test.yield"() : () -> ()
    ^bb2(%y: i1, %z: index):
      "test.yield"() : () -> ()
  }) : () -> ()
  return %0#0, %0#1 : i32, i64
}
"""

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.parse(SRC)
    f = m.body.operations[0]
    entry = f.regions[0].blocks[0]
    ops = entry.operations
    multi = ops[0]
    two = ops[1]
    ret = ops[2]

    # OperationList
    probe("ops.type", lambda: type(ops).__name__)
    probe("ops.len", lambda: len(ops))
    probe("ops[0]", lambda: ops[0])
    probe("ops[-1]", lambda: ops[-1])
    probe("ops[-3]", lambda: ops[-3])
    probe("ops[3]", lambda: ops[3])
    probe("ops[-4]", lambda: ops[-4])
    probe("ops['x']", lambda: ops["x"])
    probe("ops[0:2]", lambda: ops[0:2])
    probe("ops[::2]", lambda: ops[::2])
    probe("ops[::-1]", lambda: ops[::-1])
    probe("ops.iter", lambda: [type(o).__name__ for o in ops])
    probe("ops.list", lambda: list(ops))
    probe("ops.in", lambda: multi in ops)
    probe("ops.in.operation", lambda: multi.operation in ops)
    probe("ops.in.int", lambda: 3 in ops)
    probe("ops.bool", lambda: bool(ops))
    probe("ops.repr.startswith", lambda: repr(ops)[:20])

    # OpOperandList
    operands = multi.operands
    probe("operands.type", lambda: type(operands).__name__)
    probe("operands.len", lambda: len(operands))
    probe("operands[0]", lambda: operands[0])
    probe("operands[-1]", lambda: operands[-1])
    probe("operands[3]", lambda: operands[3])
    probe("operands[-4]", lambda: operands[-4])
    probe("operands[1:]", lambda: operands[1:])
    probe("operands[::2]", lambda: operands[::2])
    probe("operands[::-1]", lambda: operands[::-1])
    probe("operands[5:9]", lambda: operands[5:9])
    probe("operands.slice.type", lambda: type(operands[1:]).__name__)
    probe("operands.slice.len", lambda: len(operands[1:]))
    probe("operands.slice[0]", lambda: operands[1:][0])
    probe("operands.slice.slice", lambda: operands[::2][1:])
    probe("operands.iter", lambda: [type(v).__name__ for v in operands])
    probe("operands.types", lambda: operands.types)
    probe("operands.in", lambda: entry.arguments[0] in operands)
    probe("operands.in.other", lambda: multi.results[0] in operands)
    probe("operands.bool", lambda: bool(operands))
    probe("operands.empty.len", lambda: len(two.operands))
    probe("operands.empty.bool", lambda: bool(two.operands))
    probe("operands['a']", lambda: operands["a"])
    probe("operands.setitem.str", lambda: operands.__setitem__(0, "x"))

    # OpResultList
    results = multi.results
    probe("results.type", lambda: type(results).__name__)
    probe("results.len", lambda: len(results))
    probe("results[0]", lambda: results[0])
    probe("results[-1]", lambda: results[-1])
    probe("results[3]", lambda: results[3])
    probe("results[-4]", lambda: results[-4])
    probe("results[:2]", lambda: results[:2])
    probe("results[::-2]", lambda: results[::-2])
    probe("results.slice.type", lambda: type(results[:2]).__name__)
    probe("results.types", lambda: results.types)
    probe("results.iter", lambda: [type(v).__name__ for v in results])
    probe("results.in", lambda: results[1] in results)
    probe("results.result_number", lambda: [r.result_number for r in results])
    probe("results.owner", lambda: results.owner)
    probe("result.owner", lambda: results[2].owner)
    probe("op.result.multi", lambda: multi.result)
    probe("op.result.none", lambda: two.result)
    probe("op.result.single", lambda: f.result)

    # RegionSequence
    regions = two.regions
    probe("regions.type", lambda: type(regions).__name__)
    probe("regions.len", lambda: len(regions))
    probe("regions[0].type", lambda: type(regions[0]).__name__)
    probe("regions[-1].blocks.len", lambda: len(regions[-1].blocks))
    probe("regions[2]", lambda: regions[2])
    probe("regions[-3]", lambda: regions[-3])
    probe("regions[::-1].len", lambda: len(regions[::-1]))
    probe("regions[1:].type", lambda: type(regions[1:]).__name__)
    probe("regions.iter", lambda: [type(r).__name__ for r in regions])
    probe("regions.in", lambda: regions[0] in regions)
    probe("region.owner", lambda: regions[0].owner)
    probe("regions.empty", lambda: len(multi.regions))
    probe("regions.eq", lambda: regions[0] == two.regions[0])
    probe("regions.ne", lambda: regions[0] == regions[1])

    # BlockList
    blocks = regions[1].blocks
    probe("blocks.type", lambda: type(blocks).__name__)
    probe("blocks.len", lambda: len(blocks))
    probe("blocks[0].type", lambda: type(blocks[0]).__name__)
    probe_str("blocks[-1]", lambda: blocks[-1])
    probe("blocks[2]", lambda: blocks[2])
    probe("blocks[-3]", lambda: blocks[-3])
    probe("blocks[0:1]", lambda: blocks[0:1])
    probe("blocks.iter", lambda: [type(b).__name__ for b in blocks])
    probe("blocks.in", lambda: blocks[1] in blocks)
    probe("blocks.eq", lambda: blocks[1] == regions[1].blocks[1])
    probe("blocks.hash.eq", lambda: hash(blocks[1]) == hash(regions[1].blocks[1]))
    probe("block.region.eq", lambda: blocks[0].region == regions[1])
    probe("block.owner", lambda: blocks[0].owner)
    probe("block.parent_op", lambda: blocks[0].owner.name)

    # BlockArgumentList
    args = entry.arguments
    probe("args.type", lambda: type(args).__name__)
    probe("args.len", lambda: len(args))
    probe("args[0]", lambda: args[0])
    probe("args[-1]", lambda: args[-1])
    probe("args[3]", lambda: args[3])
    probe("args[-4]", lambda: args[-4])
    probe("args[::2]", lambda: args[::2])
    probe("args[1:].type", lambda: type(args[1:]).__name__)
    probe("args.types", lambda: args.types)
    probe("args.iter", lambda: [type(a).__name__ for a in args])
    probe("args.arg_number", lambda: [a.arg_number for a in args])
    probe("args.owner", lambda: args[0].owner == entry)
    probe("args.in", lambda: args[2] in args)
    probe("args.in.result", lambda: results[0] in args)
    probe("args.empty", lambda: len(blocks[0].arguments))
    probe("args.set_type.bad", lambda: args[0].set_type("i32"))
