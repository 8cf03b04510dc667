# RUN: %PYTHON %s | FileCheck %s
# Symbol uses are checked by the enclosing symbol table, as upstream: a
# func.func verified on its own (or detached) does not resolve its calls.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    m = Module.parse("""
func.func private @nope()
func.func @f() {
  func.call @nope() : () -> ()
  return
}""")
    m.body.operations[0].erase()
    f = m.body.operations[0]
    print("func alone:", f.verify())
    try:
        m.operation.verify()
    except MLIRError as e:
        print(e)
    f.detach_from_parent()
    print("detached:", f.verify())

# CHECK: func alone: True
# CHECK-NEXT: Verification failed:
# CHECK-NEXT: error: "-":4:3: 'func.call' op 'nope' does not reference a valid function
# CHECK-NEXT:  note: "-":4:3: see current operation: "func.call"() <{callee = @nope}> : () -> ()
# CHECK-NEXT: detached: True
