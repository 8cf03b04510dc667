# RUN: %PYTHON %s | FileCheck %s
# Module.parse reports every value used but never defined, as upstream's
# parser does at the end of the text: one error diagnostic each, at its first
# use, in source order (a name used twice is reported once). The lines below
# are what upstream MLIR 22's bindings print.
from mlir.ir import *

SRC = """
func.func @f() -> i32 {
  %0 = arith.addi %b, %a : i32
  %1 = arith.addi %a, %0 : i32
  %2 = "t.op"(%c#1) : (i32) -> i32
  "t.region"() ({
    "t.use"(%d) : (i32) -> ()
  }) : () -> ()
  return %1 : i32
}"""

with Context() as c:
    c.allow_unregistered_dialects = True
    try:
        Module.parse(SRC)
    except MLIRError as e:
        print(len(e.error_diagnostics))
        for d in e.error_diagnostics:
            print(d.severity, d.location, d.message, len(d.notes))

# CHECK: 4
# CHECK-NEXT: DiagnosticSeverity.ERROR loc("-":3:19) use of undeclared SSA value name 0
# CHECK-NEXT: DiagnosticSeverity.ERROR loc("-":3:23) use of undeclared SSA value name 0
# CHECK-NEXT: DiagnosticSeverity.ERROR loc("-":5:15) use of undeclared SSA value name 0
# CHECK-NEXT: DiagnosticSeverity.ERROR loc("-":7:13) use of undeclared SSA value name 0
# CHECK-NOT: {{.}}
