"""ExecutionEngine compile time of a 50-function llvm-dialect module (~5k ops).

The module is generated llvm-dialect text (no lowering involved): each
function runs a loop whose body is a chain of integer and float arithmetic,
comparisons, selects and casts, and calls the previous function. Parsing is
untimed; the timed work is ``ExecutionEngine(module)`` plus the lookup of
every function's packed entry (upstream's JIT compiles on first lookup),
at the default ``opt_level=2`` (the headline) and at ``opt_level=0`` (a
part). ``check`` is the result of calling the last function, so both
implementations must compile the same code. ``--ops`` is accepted for the
runner's protocol; the module's size is fixed.
"""

import ctypes
import sys

from _common import now, parse_args, report

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, Module

FUNCS = 50
CHAIN = 24  # steps in each loop body, 4 ops each


def function(k):
    """Function `f<k>`, about 100 ops, calling `f<k-1>`."""
    lines = [f"llvm.func @f{k}(%n: i64, %x: f64) -> f64 attributes {{llvm.emit_c_interface}} {{"]
    lines.append("  %c0 = llvm.mlir.constant(0 : i64) : i64")
    lines.append("  %c1 = llvm.mlir.constant(1 : i64) : i64")
    lines.append("  %h = llvm.mlir.constant(0.5 : f64) : f64")
    lines.append("  llvm.br ^loop(%c0, %x : i64, f64)")
    lines.append("^loop(%i: i64, %acc: f64):")
    lines.append("  %more = llvm.icmp \"slt\" %i, %n : i64")
    lines.append("  llvm.cond_br %more, ^body, ^exit")
    lines.append("^body:")
    prev_f, prev_i = "%acc", "%i"
    for s in range(CHAIN):
        lines.append(f"  %m{s} = llvm.mul {prev_i}, %c1 : i64")
        lines.append(f"  %t{s} = llvm.sitofp %m{s} : i64 to f64")
        lines.append(f"  %p{s} = llvm.fmul {prev_f}, %h : f64")
        lines.append(f"  %q{s} = llvm.fadd %p{s}, %t{s} : f64")
        prev_f, prev_i = f"%q{s}", f"%m{s}"
    lines.append(f"  %cmp = llvm.fcmp \"ogt\" {prev_f}, %x : f64")
    lines.append(f"  %sel = llvm.select %cmp, {prev_f}, %x : i1, f64")
    lines.append("  %next = llvm.add %i, %c1 : i64")
    lines.append("  llvm.br ^loop(%next, %sel : i64, f64)")
    lines.append("^exit:")
    if k > 0:
        lines.append(f"  %r = llvm.call @f{k - 1}(%n, %acc) : (i64, f64) -> f64")
        lines.append("  llvm.return %r : f64")
    else:
        lines.append("  llvm.return %acc : f64")
    lines.append("}")
    return "\n".join(lines)


def module_text():
    return "\n".join(function(k) for k in range(FUNCS))


def compile_and_lookup(text, opt_level):
    with Context():
        module = Module.parse(text)
        start = now()
        engine = ExecutionEngine(module, opt_level=opt_level)
        for k in range(FUNCS):
            assert engine.raw_lookup(f"f{k}")
        seconds = now() - start
        n, x, r = ctypes.c_int64(3), ctypes.c_double(1.0), ctypes.c_double(0.0)
        func = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(engine.raw_lookup(f"f{FUNCS - 1}"))
        args = (ctypes.c_void_p * 3)(
            ctypes.cast(ctypes.pointer(n), ctypes.c_void_p),
            ctypes.cast(ctypes.pointer(x), ctypes.c_void_p),
            ctypes.cast(ctypes.pointer(r), ctypes.c_void_p),
        )
        func(args)
        return seconds, r.value


def main():
    parse_args(__doc__.splitlines()[0])
    text = module_text()
    ops = sum(1 for line in text.splitlines() if " = llvm." in line or line.strip().startswith("llvm."))
    t0, r0 = compile_and_lookup(text, 0)
    t2, r2 = compile_and_lookup(text, 2)
    report(t2, parts={"opt_level=0": t0, "opt_level=2": t2}, check={"result": round(r2, 6), "ops": ops, "same": r0 == r2})


if __name__ == "__main__":
    sys.exit(main())
