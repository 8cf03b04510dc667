"""Shared plumbing of the Python-binding benchmarks in bench/py/.

Protocol with bench/run.py: a script is run as ``python SCRIPT --ops N`` under
upstream's Python and under rmlir's; it prints one JSON object on its LAST
stdout line::

    {"seconds": <headline time>, "parts": {"<phase>": seconds, ...},
     "check": <value that must be equal under both implementations>}

``parts`` and ``check`` are optional. Only the measured work is timed: setup
(generating text, creating the context) is not. Files starting with ``_`` are
helpers, not benchmarks: run.py skips them.

Everything here and in the scripts uses upstream's ``mlir.ir`` API only, so
the same file runs unchanged under both implementations.
"""

import argparse
import json
import os
import sys
import time

# gen_ir.py lives one directory up; it is stdlib-only, so any interpreter can import it.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def parse_args(description, input_kind=False):
    """--ops N (and --input KIND for scripts that read generated IR)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--ops", type=int, default=200000, help="number of ops (default 200000)")
    if input_kind:
        ap.add_argument("--input", default="generic", choices=("generic", "func_arith"),
                        help="which gen_ir.py module to use (default generic: needs no dialect)")
    return ap.parse_args()


def generated_ir(kind, ops):
    """The same text bench/run.py feeds to mlir-opt for (kind, ops)."""
    import gen_ir
    return gen_ir.generate(kind, ops)


def now():
    """Monotonic high-resolution clock for timing."""
    return time.perf_counter()


def report(seconds, parts=None, check=None, **extra):
    """Print the result line run.py reads (must be the last line on stdout)."""
    out = {"seconds": seconds}
    if parts:
        out["parts"] = parts
    if check is not None:
        out["check"] = check
    out.update(extra)
    sys.stdout.flush()
    print(json.dumps(out), flush=True)
