# RUN: %PYTHON %s | FileCheck %s
# A diagnostic handler left attached does not keep its context alive: the
# context goes with its last Python reference, as upstream's does.
import gc
from mlir.ir import *


def attach_and_drop():
    ctx = Context()
    ctx.attach_diagnostic_handler(lambda d: True)
    Location.unknown(ctx).emit_error("seen by the handler")


attach_and_drop()
gc.collect()
# CHECK: live contexts: 0
print("live contexts:", Context._get_live_count())
