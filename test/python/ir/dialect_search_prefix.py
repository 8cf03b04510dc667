# RUN: cd %S && %PYTHON %s | FileCheck %s
# A dialect module found under a search prefix appended later counts as
# loaded, even when it defines no dialect class, and a namespace not found
# before is looked up again once the prefixes change (as upstream's
# PyGlobals::loadDialectModule).
import sys
from mlir.ir import *
from mlir._mlir_libs import _mlir as _cext

ctx = Context()
ctx.allow_unregistered_dialects = True
with Location.unknown(ctx):
    # CHECK: before: False
    print("before:", _cext.globals._check_dialect_module_loaded("custom"))
    Operation.create("custom.op")
    sys.path.append(".")
    _cext.globals.append_dialect_search_prefix("search_prefix_dialect")
    # CHECK: after: True
    print("after:", _cext.globals._check_dialect_module_loaded("custom"))
