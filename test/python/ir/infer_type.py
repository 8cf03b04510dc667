# RUN: %PYTHON %s | FileCheck %s
from mlir.ir import *
from mlir.dialects import arith
with Context(), Location.unknown():
    m = Module.create()
    with InsertionPoint(m.body):
        i = InferTypeOpInterface(arith.CmpIOp)
        a = arith.constant(IntegerType.get_signless(32), 1)
        print(i.inferReturnTypes(operands=[a, a], attributes=DictAttr.get({'predicate': IntegerAttr.get(IntegerType.get_signless(64), 0)})))
        print(InferTypeOpInterface(arith.AddIOp).inferReturnTypes(operands=[a, a]))
        try:
            InferTypeOpInterface(arith.IndexCastOp)
        except Exception as e:
            print(type(e).__name__, e)
        try:
            i.operation
        except Exception as e:
            print(type(e).__name__, e)
        print(InferTypeOpInterface(a.owner).operation.name)
        op = Operation.create("arith.addi", operands=[a, a], infer_type=True)
        print(op)

# CHECK: [Type(i1)]
# CHECK-NEXT: [Type(i32)]
# CHECK-NEXT: ValueError the operation does not implement InferTypeOpInterface
# CHECK-NEXT: TypeError Cannot get an operation from a static interface
# CHECK-NEXT: arith.constant
# CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
