"""rmlir quickstart: build a module with the upstream-compatible `mlir.ir`
API, print it, then parse text and walk it."""
from mlir.ir import (
    Block,
    Context,
    F32Type,
    FloatAttr,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    Location,
    Module,
    Operation,
)

with Context() as ctx, Location.file("quickstart.py", 1, 1):
    ctx.allow_unregistered_dialects = True
    module = Module.create()
    i32, f32 = IntegerType.get_signless(32), F32Type.get()
    with InsertionPoint(module.body):
        c = Operation.create("demo.const", results=[i32], attributes={"value": IntegerAttr.get(i32, 42)})
        body = Operation.create("demo.loop", operands=[c.result], regions=1)
        block = Block.create_at_start(body.regions[0], [i32])
        with InsertionPoint(block):
            Operation.create("demo.scale", operands=[block.arguments[0]], attributes={"by": FloatAttr.get(f32, 1.5)})
    module.operation.verify()
    print(module)

    parsed = Module.parse(str(module))
    parsed.operation.walk(lambda op: print("visited", op.name))
