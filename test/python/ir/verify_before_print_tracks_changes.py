# RUN: %PYTHON %s | FileCheck %s
# Printing verifies first and falls back to the generic form when that
# fails. rmlir reuses a successful verification while nothing changed;
# erasing an op or disallowing unregistered dialects in between must still
# be seen (output as upstream's).
from mlir.ir import *
import mlir.dialects.func, mlir.dialects.arith
with Context() as c:
    m = Module.parse("""
func.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}""")
    print(m)
    f = m.body.operations[0]
    ret = f.regions[0].blocks[0].operations[1]
    ret.erase()
    print(m)
    c.allow_unregistered_dialects = True
    m2 = Module.parse('"u.op"() : () -> ()')
    print(m2)
    c.allow_unregistered_dialects = False
    print(m2)
    c.allow_unregistered_dialects = True
    print(m2)

# CHECK: module {
# CHECK-NEXT:   func.func @f() -> i32 {
# CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
# CHECK-NEXT:     return %c1_i32 : i32
# CHECK:      "builtin.module"() ({
# CHECK-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
# CHECK-NEXT:     %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT: }) : () -> ()
# CHECK:      module {
# CHECK-NEXT:   "u.op"() : () -> ()
# CHECK-NEXT: }
# CHECK:      "builtin.module"() ({
# CHECK-NEXT:   "u.op"() : () -> ()
# CHECK-NEXT: }) : () -> ()
# CHECK:      module {
# CHECK-NEXT:   "u.op"() : () -> ()
# CHECK-NEXT: }
