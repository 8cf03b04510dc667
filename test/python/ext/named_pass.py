# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Named Python passes: registered with register_pass, run from a textual
# pipeline with options, their failures reported, their names guarded.

import sys

from mlir.ir import *
from mlir.dialects import arith
from mlir.passmanager import PassManager, register_pass


def scale_constants(op, pass_, factor=1):
    """Multiplies every i32 arith.constant by `factor`."""
    for c in [o for o in op.regions[0].blocks[0].operations if o.name == "arith.constant"]:
        old = IntegerAttr(c.attributes["value"]).value
        c.attributes["value"] = IntegerAttr.get(IntegerType.get_signless(32), old * factor)


# Option errors go to stderr, as upstream's: keep the two streams in order.
sys.stdout.reconfigure(line_buffering=True)

register_pass("scale-constants", scale_constants, description="scales constants", options={"factor": 1})


class CountOps:
    """A class pass: made with its options, run through `run`."""

    def __init__(self, prefix="ops"):
        self.prefix = prefix

    def run(self, op, pass_):
        print(f"{self.prefix}: {len(op.regions[0].blocks[0].operations)}")


register_pass("count-ops", CountOps, options={"prefix": "ops"})


def fails(op, pass_):
    pass_.signal_pass_failure()


def raises(op, pass_):
    raise ValueError("pass exploded")


register_pass("always-fails", fails)
register_pass("always-raises", raises)

with Context(), Location.unknown():
    m = Module.parse("%a = arith.constant 3 : i32\n%b = arith.constant 4 : i32")
    # CHECK: counted: 2
    PassManager.parse("builtin.module(scale-constants{factor=5},count-ops{prefix=counted})").run(m.operation)
    # CHECK: %c15_i32 = arith.constant 15 : i32
    # CHECK: %c20_i32 = arith.constant 20 : i32
    print(m)
    # Default options, added to a PassManager as text.
    pm = PassManager()
    pm.add("scale-constants, count-ops")
    # CHECK: ops: 2
    pm.run(m.operation)
    # CHECK: %c15_i32 = arith.constant 15 : i32
    print(m)

    try:
        PassManager.parse("builtin.module(scale-constants{bogus=1})")
    except ValueError as e:
        # CHECK: no such option bogus
        print(e)
    try:
        PassManager.parse("builtin.module(scale-constants{factor=abc})")
    except ValueError as e:
        # CHECK: scale-constants: invalid value 'abc' for an option of type int
        # CHECK: failed to add `scale-constants` with options `factor=abc`
        print(e)
    try:
        PassManager.parse("builtin.module(always-fails)").run(m.operation)
    except MLIRError as e:
        # CHECK: Failure while executing pass pipeline
        print(e)
    try:
        PassManager.parse("builtin.module(always-raises)").run(m.operation)
    except ValueError as e:
        # CHECK: pass exploded
        print(e)

# Names are guarded: built-in names and names taken before.
try:
    register_pass("cse", fails)
except RuntimeError as e:
    # CHECK: pass 'cse' is already registered (a built-in pass)
    print(e)
try:
    register_pass("count-ops", fails)
except RuntimeError as e:
    # CHECK: pass 'count-ops' is already registered
    print(e)
