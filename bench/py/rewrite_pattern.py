"""A Python rewrite pattern applied greedily over N arith ops (timed: the rewrite).

A module of N ``arith.addi %x, %x`` ops (each on the previous result) is
rewritten by a Python pattern ``addi(x, x) -> muli(x, 2)`` through
``apply_patterns_and_fold_greedily``: the pattern runs once per op. ``check``
is the number of ``arith.muli`` ops afterwards.
"""

from _common import now, parse_args, report

from mlir.dialects import arith
from mlir.ir import Context, InsertionPoint, IntegerType, Location, Module
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily


def source(n):
    lines = ["func.func @f(%x: i32) -> i32 {", "  %v0 = arith.addi %x, %x : i32"]
    for i in range(1, n):
        lines.append(f"  %v{i} = arith.addi %v{i - 1}, %v{i - 1} : i32")
    lines.append(f"  return %v{n - 1} : i32")
    lines.append("}")
    return "\n".join(lines)


def main():
    args = parse_args(__doc__.splitlines()[0])
    with Context(), Location.unknown():
        module = Module.parse(source(args.ops))

        def to_mul(op, rewriter):
            lhs, rhs = op.operands[0], op.operands[1]
            if lhs != rhs:
                return True
            with rewriter.ip:
                two = arith.constant(lhs.type, 2)
                new = arith.MulIOp(lhs, two)
            rewriter.replace_op(op, new)
            return False

        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, to_mul)
        frozen = patterns.freeze()
        t0 = now()
        apply_patterns_and_fold_greedily(module, frozen)
        t1 = now()
        count = str(module).count("arith.muli")
    report(t1 - t0, check={"muli": count})


if __name__ == "__main__":
    main()
