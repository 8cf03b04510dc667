# RUN: %PYTHON %s | FileCheck %s
# InferShapedTypeOpInterface (no op of rmlir's or upstream's standard
# dialects implements it) and ShapedTypeComponents, as upstream.
from mlir.ir import *
from mlir.dialects import arith, tensor
with Context(), Location.unknown():
    m = Module.parse("func.func @f(%a: i32) -> i32 {\n %0 = arith.addi %a, %a : i32\n return %0 : i32\n}")
    op = m.body.operations[0].regions[0].blocks[0].operations[0]
    for target in [op, arith.AddIOp, tensor.EmptyOp, op.operation]:
        try:
            InferShapedTypeOpInterface(target)
        except ValueError as e:
            print("ValueError", e)
    print(InferTypeOpInterface(op).inferReturnTypes(operands=[op.operands[0], op.operands[1]]))
    c = ShapedTypeComponents.get(F32Type.get())
    print(c.element_type, c.has_rank, c.rank, c.shape)
    c = ShapedTypeComponents.get([2, 3], F32Type.get())
    print(c.element_type, c.has_rank, c.rank, c.shape, type(c.shape).__name__)
    c = ShapedTypeComponents.get([2, ShapedType.get_dynamic_size()], IntegerType.get_signless(8), StringAttr.get("enc"))
    print(c.element_type, c.has_rank, c.rank, c.shape)
    for bad in [(), ([2],), ("x",), ([2], "x"), ([2], F32Type.get(), 3)]:
        try:
            ShapedTypeComponents.get(*bad)
            print("no error")
        except TypeError:
            print("TypeError")

# CHECK: ValueError the operation does not implement InferShapedTypeOpInterface
# CHECK-NEXT: ValueError the operation does not implement InferShapedTypeOpInterface
# CHECK-NEXT: ValueError the operation does not implement InferShapedTypeOpInterface
# CHECK-NEXT: ValueError the operation does not implement InferShapedTypeOpInterface
# CHECK-NEXT: [Type(i32)]
# CHECK-NEXT: f32 False None None
# CHECK-NEXT: f32 True 2 [2, 3] list
# CHECK-NEXT: i8 True 2 [2, -9223372036854775808]
# CHECK-NEXT: TypeError
# CHECK-NEXT: TypeError
# CHECK-NEXT: TypeError
# CHECK-NEXT: TypeError
# CHECK-NEXT: TypeError
