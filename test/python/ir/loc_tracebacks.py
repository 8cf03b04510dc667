# RUN: %PYTHON %s | FileCheck %s
# Locations derived from the Python call stack (`loc_tracebacks()`), as
# upstream MLIR 22's bindings make them.
from mlir.ir import *
from mlir.dialects import arith
from mlir.dialects._ods_common import _cext

g = _cext.globals


def build_in_helper():
    return Operation.create("custom.inner")


with Context() as ctx:
    ctx.allow_unregistered_dialects = True

    # Off by default: no location without `with Location` or loc=.
    try:
        Operation.create("custom.none")
    except RuntimeError as e:
        # CHECK: requires a Location
        print(e)

    with loc_tracebacks():
        # One frame: the module-level statement, its column range.
        op = Operation.create("custom.top")
        # CHECK: loc("<module>"("{{.*}}loc_tracebacks.py":{{[0-9]+}}:13 to :43))
        print(op.location)

        # Innermost first, callers as nested call sites.
        # CHECK: loc(callsite("build_in_helper"("{{.*}}loc_tracebacks.py":12:11 to :43) at "<module>"("{{.*}}loc_tracebacks.py":{{[0-9]+}}:14 to :31)))
        print(build_in_helper().location)

        # An explicit location wins; `with Location` does not.
        # CHECK: loc("explicit")
        print(Operation.create("custom.x", loc=Location.name("explicit")).location)
        with Location.unknown():
            # CHECK: loc("<module>"(
            print(Operation.create("custom.y").location)

        # Generated op classes and Module.create take part too; the
        # generated modules' own frames are excluded.
        # CHECK: loc(callsite("ConstantOp.__init__"("{{.*}}arith.py":{{.*}} at "<module>"("{{.*}}loc_tracebacks.py":{{[0-9]+}}:12 to :48)))
        c = arith.ConstantOp(IndexType.get(), 1)
        # CHECK-NOT: _arith_ops_gen
        print(c.location)
        # CHECK: loc("<module>"(
        print(Module.create().operation.location)

        # max_depth bounds the frames; nesting restores the outer limit.
        with loc_tracebacks(max_depth=1):
            # CHECK: loc("build_in_helper"("{{.*}}loc_tracebacks.py":12:11 to :43))
            print(build_in_helper().location)
        # CHECK: 10
        print(g.loc_tracebacks_frame_limit())

        # Excluding this file leaves no frame: an unknown location.
        g.register_traceback_file_exclusion(__file__)
        # CHECK: loc(unknown)
        print(Operation.create("custom.z").location)
        g.register_traceback_file_inclusion(__file__)
        # CHECK: loc("<module>"(
        print(Operation.create("custom.w").location)

    # Off again after the block; the limit is back to its default.
    # CHECK: False 10
    print(g.loc_tracebacks_enabled(), g.loc_tracebacks_frame_limit())
