"""PassManager running canonicalize,cse over an N-op func/arith/scf module (timed: the run).

The module is bench/gen_ir.py's ``func_arith`` text, parsed (untimed), then
``builtin.module(func.func(canonicalize,cse))`` runs through
``PassManager.run``. ``check`` is a hash of the printed result, so run.py can
tell whether both implementations transformed it identically.

The timed run uses the context's default threading; the same run with
multithreading disabled (on a fresh parse, freed before the timed one) is
reported as the part ``1 thread``, so the table shows the speedup from the
other cores for both implementations. ``--threads 1`` times only the
single-threaded run.
"""

import argparse
import hashlib
import sys

from _common import generated_ir, now, report

from mlir.ir import Context, Module
from mlir.passmanager import PassManager


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=200000)
    ap.add_argument("--threads", type=int, default=0, help="1: disable multithreading")
    args = ap.parse_args()
    text = generated_ir("func_arith", args.ops)
    parts = {}
    if args.threads != 1:
        parts["1 thread"], _ = run(text, threading=False)
        parts["threads"], printed = run(text, threading=True)
        seconds = parts["threads"]
    else:
        seconds, printed = run(text, threading=False)
    digest = hashlib.sha256(printed.encode()).hexdigest()[:16]
    report(seconds, parts=parts or None, check={"printed_sha256": digest, "printed_bytes": len(printed)})


def run(text, threading):
    """Seconds of the pipeline run on a fresh parse of ``text``, and the printed result."""
    with Context() as ctx:
        ctx.enable_multithreading(threading)
        module = Module.parse(text)
        pm = PassManager.parse("builtin.module(func.func(canonicalize,cse))")
        t0 = now()
        pm.run(module.operation)
        t1 = now()
        printed = str(module)
    del module, pm
    return t1 - t0, printed


if __name__ == "__main__":
    sys.exit(main())
