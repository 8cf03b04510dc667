"""Build N arith/func/scf ops through the dialects' OpView classes (timed: creation only).

Functions of two i32 arguments, each holding constants, an ``scf.for`` loop
carrying one value through a chain of ``arith`` ops built with the generated
builder functions and classes (``arith.addi``, ``arith.MulIOp``,
``arith.cmpi`` with its inferred result type, ``arith.select``), and the
``scf.yield``/``func.return`` terminators.
"""

from _common import now, parse_args, report

from mlir.dialects import arith, func, scf
from mlir.ir import Context, IndexType, InsertionPoint, IntegerType, Location, Module

CHAIN = 96  # arith ops per loop body


def build(n):
    """Create the ops; return (seconds, number of ops created)."""
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        idx = IndexType.get()
        made = 0
        k = 0
        start = now()
        with InsertionPoint(module.body):
            while made < n:
                f = func.FuncOp(f"f{k}", ([i32, i32], [i32]))
                k += 1
                with InsertionPoint(f.add_entry_block()):
                    a, b = f.arguments
                    lb = arith.constant(idx, 0)
                    ub = arith.constant(idx, 10)
                    step = arith.ConstantOp(idx, 1)
                    loop = scf.ForOp(lb, ub, step, [a])
                    with InsertionPoint(loop.body):
                        x = loop.inner_iter_args[0]
                        for j in range(CHAIN // 4):
                            y = arith.addi(x, b)
                            z = arith.MulIOp(y, a).result
                            c = arith.cmpi(arith.CmpIPredicate.slt, z, b)
                            x = arith.select(c, z, y)
                        scf.YieldOp([x])
                    func.ReturnOp([loop.results[0]])
                made += 7 + CHAIN
        elapsed = now() - start
        count = 0
        for fn in module.body.operations:
            count += 1
            for op in fn.regions[0].blocks[0].operations:
                count += 1
                if op.name == "scf.for":
                    count += len(op.regions[0].blocks[0].operations)
    return elapsed, count


def main():
    args = parse_args(__doc__.splitlines()[0])
    seconds, count = build(args.ops)
    report(seconds, check={"ops": count})


if __name__ == "__main__":
    main()
