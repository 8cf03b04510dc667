# RUN: %PYTHON %s | FileCheck %s
# A nested op printed on its own has no alias section to refer to:
# attributes, types and locations print inline, as upstream prints them
# (the module printed whole still uses aliases).
from mlir.ir import *

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = Module.parse(
        "func.func @f(%a: i32) -> i32 {\n"
        '  %0 = "t.op"(%a) {m = affine_map<(d0) -> (d0 + 1)>, n = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32 loc(fused["a", "b"])\n'
        "  return %0 : i32\n"
        "}\n"
    )
    f = m.body.operations[0]
    op = f.regions[0].blocks[0].operations[0]
    # CHECK: %0 = "t.op"(%arg0) {m = affine_map<(d0) -> (d0 + 1)>, n = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32 loc(fused["a", "b"])
    print(op.get_asm(enable_debug_info=True))
    # CHECK: func.func @f(%arg0: i32 loc("-":1:14)) -> i32 {
    # CHECK-NEXT: %0 = "t.op"(%arg0) {m = affine_map<(d0) -> (d0 + 1)>, n = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32 loc(fused["a", "b"])
    # CHECK-NEXT: return %0 : i32 loc("-":3:3)
    # CHECK-NEXT: } loc("-":1:1)
    print(f.get_asm(enable_debug_info=True))
    # CHECK: #map = affine_map<(d0) -> (d0 + 1)>
    # CHECK: {m = #map, n = #map}
    print(m)
