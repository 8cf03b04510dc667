# RUN: %PYTHON %s | FileCheck %s
# register_value_caster and register_type_caster (decorators, as upstream's):
# a second caster for one type id is refused unless `replace=True`.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    op = Operation.create("test.op", results=[i32, f32, IndexType.get()])

    @register_value_caster(IntegerType.static_typeid)
    class IntValue(Value):
        def __init__(self, v):
            super().__init__(v)

    # CHECK: IntValue OpResult i32
    print(type(op.results[0]).__name__, type(op.results[1]).__name__, op.results[0].type)
    # CHECK: ['IntValue', 'OpResult', 'OpResult']
    print([type(r).__name__ for r in op.results])

    try:
        register_value_caster(IntegerType.static_typeid)(lambda v: v)
    except RuntimeError as e:
        # CHECK: Value caster is already registered: <class '__main__.IntValue'>
        print(e)
    register_value_caster(IntegerType.static_typeid, replace=True)(lambda v: ("replaced", v.type))
    # CHECK: ('replaced', IntegerType(i32))
    print(op.results[0])

    register_type_caster(F32Type.static_typeid, replace=True)(lambda t: ("f32 cast", t))
    # CHECK: ('f32 cast', F32Type(f32))
    print(op.results[1].type)
    try:
        register_type_caster(F32Type.static_typeid)(lambda t: t)
    except RuntimeError as e:
        # CHECK: Type caster is already registered with caster: <{{.*}}>
        print(e)

    @register_type_caster(IndexType.static_typeid, replace=True)
    def index_caster(t):
        return ("index cast", t)

    # CHECK: ('index cast', IndexType(index)) True
    print(op.results[2].type, callable(index_caster))
