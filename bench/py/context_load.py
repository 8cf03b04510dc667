"""Create contexts that load every available dialect (timed: the whole loop).

Each iteration makes a ``Context()`` (whose site initializer registers the
dialects the package offers), loads them all, and parses a small func/arith
module in it: what a script pays to get a usable context. ``--ops N`` runs
N // 2000 contexts (100 for the default 200,000), at least one.
"""

from _common import now, parse_args, report

from mlir.ir import Context, Module

SOURCE = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""


def main():
    args = parse_args(__doc__.splitlines()[0])
    n = max(1, args.ops // 2000)
    text = None
    start = now()
    for _ in range(n):
        with Context() as ctx:
            ctx.load_all_available_dialects()
            text = str(Module.parse(SOURCE))
    elapsed = now() - start
    report(elapsed, check={"contexts": n, "module": text})


if __name__ == "__main__":
    main()
