# RUN: %PYTHON %s | FileCheck %s
# Module.parse verifies what it parsed and reports the errors of every
# failing function in one MLIRError, as upstream: each isolated-from-above
# op is verified on its own. (rmlir adds the source line and a caret under
# each error, as for syntax errors.)
from mlir.ir import *

SRC = """
func.func @a(%x: i32) -> i64 {
  return %x : i32
}
func.func @fine(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%x: i32) -> i64 {
  return %x : i32
}"""

with Context():
    try:
        Module.parse(SRC)
    except MLIRError as e:
        print(len(e.error_diagnostics))
        print(e)

# CHECK: 2
# CHECK-NEXT: Unable to parse module assembly:
# CHECK-NEXT: error: "-":3:3: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a
# CHECK-NEXT:  return %x : i32
# CHECK-NEXT:  ^
# CHECK-NEXT:  note: "-":3:3: see current operation: "func.return"(%arg0) : (i32) -> ()
# CHECK-NEXT: error: "-":9:3: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @b
# CHECK-NEXT:  return %x : i32
# CHECK-NEXT:  ^
# CHECK-NEXT:  note: "-":9:3: see current operation: "func.return"(%arg0) : (i32) -> ()
