# RUN: %PYTHON %s | FileCheck %s
# With Context.emit_error_diagnostics, the diagnostics of a failed parse go
# to the context's handlers and the MLIRError carries none; without it, the
# error carries them and the handlers see nothing (as upstream's bindings).
from mlir.ir import *

ctx = Context()
handler_diags = []


def handler(d):
    handler_diags.append(str(d))
    return True


h = ctx.attach_diagnostic_handler(handler)
for emit in (False, True):
    ctx.emit_error_diagnostics = emit
    try:
        Attribute.parse("not an attr", ctx)
    except MLIRError as e:
        # CHECK: False ['expected attribute value'] []
        # CHECK: True [] ['expected attribute value']
        print(emit, [str(d) for d in e.error_diagnostics], handler_diags)
h.detach()
