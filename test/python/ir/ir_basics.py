# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc
from mlir.ir import *


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


@run
def testParseAndPrint():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse(r"""
      %0 = "test.c"() {value = 42 : i32} : () -> i32
      "test.r"(%0) ({
        ^bb0(%arg0: f32, %arg1: i64):
          "test.t"(%arg0) : (f32) -> ()
      }) {list = [1, 2.5, "s"]} : (i32) -> ()
    """, ctx)
    print(str(m), end="")
    op = m.body.operations[1]
    print(op.name, len(op.operands), len(op.results), len(op.regions))
    print(repr(op.attributes["list"]))
    print(op.operands[0].get_name(), str(op.operands[0].type))
    blk = op.regions[0].blocks[0]
    print([str(a.type) for a in blk.arguments], blk.arguments[-1].arg_number)
    print([o.name for o in reversed(list(m.body.operations))])
    print(op.location, m.body.operations[0].result.owner.name)


@run
def testBuild():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(m.body):
            c = Operation.create("test.const", results=[i32], attributes={"value": IntegerAttr.get(i32, 7)})
            r = Operation.create("test.region", regions=1, operands=[c.result])
            b = Block.create_at_start(r.regions[0], [i32, F32Type.get()])
            with InsertionPoint(b):
                Operation.create("test.use", operands=[b.arguments[1], b.arguments[0]])
            InsertionPoint.at_block_begin(m.body).insert(Operation.create("test.first", ip=False))
        print(str(m), end="")
        print(m.operation.verify())
        m.operation.print(print_generic_op_form=True, enable_debug_info=True)


@run
def testWalkAndMutate():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.parse('"a.x"() ({ "a.y"() : () -> () "a.z"() : () -> () }) : () -> ()\n"a.w"() : () -> ()')
        names = []
        m.operation.walk(lambda op: (names.append(op.name), WalkResult.ADVANCE)[1])
        print(names)
        names = []
        m.operation.walk(lambda op: (names.append(op.name), WalkResult.SKIP if op.name == "a.x" else WalkResult.ADVANCE)[1], WalkOrder.PRE_ORDER)
        print(names)
        x, w = m.body.operations
        w.operation.move_before(x)
        c = x.clone(ip=InsertionPoint(m.body))
        y = x.regions[0].blocks[0].operations[0]
        y.operation.erase()
        c.attributes["tag"] = StringAttr.get("cloned")
        print(str(m), end="")
        print("tag" in c.attributes, len(c.attributes), c.attributes[0].name)


@run
def testTypesAndAttrs():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        t = RankedTensorType.get([2, ShapedType.get_dynamic_size()], F32Type.get())
        print(repr(t), t.rank, t.shape, t.has_static_shape, repr(t.element_type))
        print(repr(Type.parse("memref<4xi8>")), repr(Type.parse("!foo.bar")), repr(Type.parse("(i32) -> f16")))
        print(IntegerType(Type.parse("si8")).is_signed, IntegerType.get_unsigned(16).width)
        a = Attribute.parse('{b = true, a = [1, "x"], c = 1.0 : f64}')
        print(repr(a), len(a), repr(a["a"]), repr(a[0]))
        print(IntegerAttr(Attribute.parse("-3 : i8")).value, IntegerAttr.get(IntegerType.get_unsigned(8), 255).value)
        print(FloatAttr.get_f64(0.5).value, StringAttr.get("hé").value, BoolAttr.get(False).value)
        print(isinstance(a, IntegerAttr), isinstance(a, DictAttr), IntegerAttr.static_typeid == IntegerAttr.get(IntegerType.get_signless(1), 1).typeid)
        print(repr(SymbolRefAttr.get(["a", "b"])), SymbolRefAttr.get(["a", "b"]).value, repr(TypeAttr.get(IndexType.get()).value))
        print(repr(Location.file("f.mlir", 3, 4)), repr(Location.name("n", Location.unknown())))
        try:
            IntegerAttr(StringAttr.get("x"))
        except ValueError as e:
            print(e)


# CHECK-LABEL: TEST: testParseAndPrint
# CHECK: module {
# CHECK-NEXT:   %0 = "test.c"() {value = 42 : i32} : () -> i32
# CHECK-NEXT:   "test.r"(%0) ({
# CHECK-NEXT:   ^bb0(%arg0: f32, %arg1: i64):
# CHECK-NEXT:     "test.t"(%arg0) : (f32) -> ()
# CHECK-NEXT:   }) {list = [1, 2.500000e+00, "s"]} : (i32) -> ()
# CHECK-NEXT: }
# CHECK-NEXT: test.r 1 0 1
# CHECK-NEXT: ArrayAttr([1, 2.500000e+00, "s"])
# CHECK-NEXT: %0 i32
# CHECK-NEXT: ['f32', 'i64'] 1
# CHECK-NEXT: ['test.r', 'test.c']
# CHECK-NEXT: loc("-":3:7) test.c
# CHECK-LABEL: TEST: testBuild
# CHECK: module {
# CHECK-NEXT:   "test.first"() : () -> ()
# CHECK-NEXT:   %0 = "test.const"() {value = 7 : i32} : () -> i32
# CHECK-NEXT:   "test.region"(%0) ({
# CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
# CHECK-NEXT:     "test.use"(%arg1, %arg0) : (f32, i32) -> ()
# CHECK-NEXT:   }) : (i32) -> ()
# CHECK-NEXT: }
# CHECK-NEXT: True
# CHECK-NEXT: #loc = loc(unknown)
# CHECK-NEXT: "builtin.module"() ({
# CHECK-NEXT:   "test.first"() : () -> () loc(#loc)
# CHECK-NEXT:   %0 = "test.const"() {value = 7 : i32} : () -> i32 loc(#loc)
# CHECK-NEXT:   "test.region"(%0) ({
# CHECK-NEXT:   ^bb0(%arg0: i32 loc(unknown), %arg1: f32 loc(unknown)):
# CHECK-NEXT:     "test.use"(%arg1, %arg0) : (f32, i32) -> () loc(#loc)
# CHECK-NEXT:   }) : (i32) -> () loc(#loc)
# CHECK-NEXT: }) : () -> () loc(#loc)
# CHECK-LABEL: TEST: testWalkAndMutate
# CHECK: ['a.y', 'a.z', 'a.x', 'a.w', 'builtin.module']
# CHECK-NEXT: ['builtin.module', 'a.x', 'a.w']
# CHECK-NEXT: module {
# CHECK-NEXT:   "a.w"() : () -> ()
# CHECK-NEXT:   "a.x"() ({
# CHECK-NEXT:     "a.z"() : () -> ()
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT:   "a.x"() ({
# CHECK-NEXT:     "a.y"() : () -> ()
# CHECK-NEXT:     "a.z"() : () -> ()
# CHECK-NEXT:   }) {tag = "cloned"} : () -> ()
# CHECK-NEXT: }
# CHECK-NEXT: True 1 tag
# CHECK-LABEL: TEST: testTypesAndAttrs
# CHECK: RankedTensorType(tensor<2x?xf32>) 2 [2, -9223372036854775808] False F32Type(f32)
# CHECK-NEXT: MemRefType(memref<4xi8>) OpaqueType(!foo.bar) FunctionType((i32) -> f16)
# CHECK-NEXT: True 16
# CHECK-NEXT: DictAttr({a = [1, "x"], b = true, c = 1.000000e+00 : f64}) 3 ArrayAttr([1, "x"]) NamedAttribute(a=[1, "x"])
# CHECK-NEXT: -3 255
# CHECK-NEXT: 0.5 hé False
# CHECK-NEXT: False True True
# CHECK-NEXT: SymbolRefAttr(@a::@b) ['a', 'b'] IndexType(index)
# CHECK-NEXT: loc("f.mlir":3:4) loc("n")
# CHECK-NEXT: Cannot cast attribute to IntegerAttr (from Attribute("x"))
