"""Walk every op of a parsed N-op module reading name, operands, result types and attributes (timed: the walk).

``check`` counts what was read, so run.py can tell whether both
implementations visited the same IR.
"""

from _common import generated_ir, now, parse_args, report

from mlir.ir import Context, Module, WalkOrder, WalkResult


def walk(module):
    """Visit every op in pre-order; return counts of ops, operands, results and attributes."""
    counts = {"ops": 0, "operands": 0, "results": 0, "attributes": 0}

    def visit(op):
        name = op.name
        operands = list(op.operands)
        result_types = [r.type for r in op.results]
        attrs = op.attributes
        named = [(attrs[i].name, attrs[i].attr) for i in range(len(attrs))]
        counts["ops"] += 1
        counts["operands"] += len(operands)
        counts["results"] += len(result_types)
        counts["attributes"] += len(named)
        del name
        return WalkResult.ADVANCE

    module.operation.walk(visit, WalkOrder.PRE_ORDER)
    return counts


def main():
    args = parse_args(__doc__.splitlines()[0], input_kind=True)
    text = generated_ir(args.input, args.ops)
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = Module.parse(text)
        start = now()
        counts = walk(module)
        elapsed = now() - start
    report(elapsed, check=counts)


if __name__ == "__main__":
    main()
