"""PassManager running canonicalize,cse over an N-op func/arith/scf module (timed: the run).

The module is bench/gen_ir.py's ``func_arith`` text, parsed (untimed), then
``builtin.module(func.func(canonicalize,cse))`` runs through
``PassManager.run``. ``check`` is a hash of the printed result, so run.py can
tell whether both implementations transformed it identically. With
``--threads 1`` multithreading is disabled on the context, to measure the
speedup from the second core.
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
    with Context() as ctx:
        if args.threads == 1:
            ctx.enable_multithreading(False)
        module = Module.parse(text)
        pm = PassManager.parse("builtin.module(func.func(canonicalize,cse))")
        t0 = now()
        pm.run(module.operation)
        t1 = now()
        printed = str(module)
    digest = hashlib.sha256(printed.encode()).hexdigest()[:16]
    report(t1 - t0, check={"printed_sha256": digest, "printed_bytes": len(printed)})


if __name__ == "__main__":
    sys.exit(main())
