# RUN: %PYTHON %s | FileCheck %s
# Python subclasses of the native classes call super().__init__(...) as with
# upstream's nanobind classes (register_value_caster's pattern).
from mlir.ir import *
with Context(), Location.unknown():
    class X(IntegerType):
        def __init__(self, t):
            super().__init__(t)
            self.extra = 1
    x = X(IntegerType.get_signless(8))
    print(x, x.extra, type(x).__name__)
    class MyAttr(StringAttr):
        def __init__(self, a):
            super().__init__(a)
    print(MyAttr(StringAttr.get("hi")))
    module = Module.parse("func.func @f(%a: i32) -> i32 { return %a : i32 }")
    arg = module.body.operations[0].regions[0].blocks[0].arguments[0]
    class MyValue(Value):
        def __init__(self, v):
            super().__init__(v)
        def double(self):
            return str(self.type) * 2
    print(MyValue(arg).double())
    class E(AffineDimExpr):
        def __init__(self, e):
            super().__init__(e)
    print(E(AffineDimExpr.get(0)))
    try:
        Block()
    except TypeError as e:
        print("TypeError")
    try:
        X(F32Type.get())
    except ValueError as e:
        print("ValueError", e)

# CHECK: i8 1 X
# CHECK-NEXT: "hi"
# CHECK-NEXT: i32i32
# CHECK-NEXT: d0
# CHECK-NEXT: TypeError
# CHECK-NEXT: ValueError Cannot cast type to IntegerType (from Type(f32))
