"""Build N ops with Operation.create into a module (timed: creation only).

A chain of unregistered ``test.op`` ops, each taking up to the two previous
results and carrying an integer and a string attribute, inserted at the end of
the module body through an InsertionPoint context manager.
"""

from _common import now, parse_args, report

from mlir.ir import (Context, InsertionPoint, IntegerAttr, IntegerType, Location,
                     Module, Operation, StringAttr)


def build(n):
    """Create the ops; return (seconds, number of ops in the body)."""
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        names = [StringAttr.get(f"n{k}") for k in range(8)]
        start = now()
        with InsertionPoint(module.body):
            values = []
            for i in range(n):
                op = Operation.create(
                    "test.op",
                    results=[i32],
                    operands=values[-2:],
                    attributes={"attr": IntegerAttr.get(i32, i), "name": names[i % 8]},
                )
                values.append(op.result)
        elapsed = now() - start
        count = len(module.body.operations)
    return elapsed, count


def main():
    args = parse_args(__doc__.splitlines()[0])
    seconds, count = build(args.ops)
    report(seconds, check={"ops": count})


if __name__ == "__main__":
    main()
