"""Module.parse + str(module) of N ops of a dialect defined in Python
(mlir.dialects.ext, declarative assembly format) against the same ops
defined in Rust (arith.addi, same shape and format).

The Python-defined op `pyext.addi` has no Python verifier or folder, so
parsing, verifying and printing it call no Python: its format runs in the
core's engine and its IRDL constraints in Rust. The headline is the
Python-defined dialect's parse + print; `parts` has both, and
`ratio_ext_over_rust` is the goal's measure (at most 2).

Upstream MLIR 22 has no `mlir.dialects.ext` (its class DSL came later), so
under upstream's bindings the script fails with that message.
"""

import hashlib
from typing import TypeVar

from _common import now, parse_args, report

from mlir.ir import Context, Module

try:
    from mlir.dialects.ext import Dialect, Operand, PureTrait, Result
except ImportError:
    raise SystemExit("mlir.dialects.ext is not available (upstream MLIR 22 has no Python class DSL)")


def chain(ns, ops):
    """A function adding its arguments N times, as `ns.addi`."""
    lines = ["func.func @f(%a: i32, %b: i32) -> i32 {", f"  %0 = {ns}.addi %a, %b : i32"]
    lines += [f"  %{i} = {ns}.addi %{i - 1}, %b : i32" for i in range(1, ops)]
    lines += [f"  return %{ops - 1} : i32", "}"]
    return "\n".join(lines) + "\n"


def best_of(text, repeat=3):
    """Best parse and print times of `text` over `repeat` runs."""
    best = None
    for _ in range(repeat):
        t0 = now()
        module = Module.parse(text)
        t1 = now()
        printed = str(module)
        t2 = now()
        if best is None or (t2 - t0) < best[0] + best[1]:
            best = (t1 - t0, t2 - t1, printed)
        del module
    return best


def main():
    args = parse_args(__doc__.splitlines()[0])
    n = args.ops
    T = TypeVar("T")

    class PyExt(Dialect, name="pyext"):
        pass

    class AddIOp(PyExt.Operation, name="addi", traits=[PureTrait],
                 assembly_format="$lhs `,` $rhs attr-dict `:` type($result)"):
        lhs: Operand[T]
        rhs: Operand[T]
        result: Result[T]

    with Context():
        PyExt.load()
        ext_parse, ext_print, ext_text = best_of(chain("pyext", n))
        rust_parse, rust_print, rust_text = best_of(chain("arith", n))
    # The two printouts differ only in the dialect prefix.
    same = ext_text.replace("pyext.addi", "arith.addi") == rust_text
    digest = hashlib.sha256(ext_text.encode()).hexdigest()[:16]
    ext, rust = ext_parse + ext_print, rust_parse + rust_print
    report(ext, parts={"ext_parse": ext_parse, "ext_print": ext_print,
                       "rust_parse": rust_parse, "rust_print": rust_print,
                       "ratio_ext_over_rust": ext / rust},
           check={"printed_sha256": digest, "same_as_rust": same})


if __name__ == "__main__":
    main()
