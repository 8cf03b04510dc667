# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, builtin, func


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


def raises(f):
    try:
        f()
        print("no exception")
    except Exception:
        print("raised")


@run
def testModuleOp():
    # CHECK-LABEL: TEST: testModuleOp
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            m1 = builtin.ModuleOp()
            with InsertionPoint(m1.body):
                arith.constant(IndexType.get(), 1)
            m2 = builtin.ModuleOp()
            m2.operation.attributes["sym_name"] = StringAttr.get("named")
            with InsertionPoint(m2.body):
                m3 = builtin.ModuleOp()
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   module {
        # CHECK-NEXT:     %c1 = arith.constant 1 : index
        # CHECK-NEXT:   }
        # CHECK-NEXT:   module @named {
        # CHECK-NEXT:     module {
        # CHECK-NEXT:     }
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(m1).__name__, len(m1.regions), len(m1.regions[0].blocks))
        # CHECK: ModuleOp 1 1
        print(type(m1.body).__name__, len(m1.body.operations), len(m3.body.operations))
        # CHECK: Block 1 0
        print(m2.sym_name, m1.sym_name)
        # CHECK: "named" None
        print(m1.bodyRegion.blocks[0] == m1.body)
        # CHECK: True


@run
def testModuleDecorator():
    # CHECK-LABEL: TEST: testModuleDecorator
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):

            @builtin.module(sym_name="decorated")
            def inner():
                arith.constant(IntegerType.get_signless(32), 5)

            @builtin.module
            def naked():
                pass

            @builtin.module(sym_name="attrs", sym_visibility="private", attrs={"my.attr": UnitAttr.get()})
            def with_attrs():
                @builtin.module(sym_name="nested")
                def nested():
                    pass

        print(module)
        # CHECK: module {
        # CHECK-NEXT:   module @decorated {
        # CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   module {
        # CHECK-NEXT:   }
        # CHECK-NEXT:   module @attrs attributes {my.attr, sym_visibility = "private"} {
        # CHECK-NEXT:     module @nested {
        # CHECK-NEXT:     }
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(inner).__name__, inner.opview.sym_name, inner.opview.sym_visibility)
        # CHECK: Operation "decorated" None
        print(type(naked).__name__, naked.opview.sym_name)
        # CHECK: Operation None
        print(with_attrs.opview.sym_visibility, "my.attr" in with_attrs.attributes)
        # CHECK: "private" True


@run
def testGeneratedModuleBuilder():
    # CHECK-LABEL: TEST: testGeneratedModuleBuilder
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            gen = builtin.ModuleOp.__base__(sym_name="gen", sym_visibility="nested")
            gen.regions[0].blocks.append()
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   module @gen attributes {sym_visibility = "nested"} {
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(gen.sym_name.value, gen.sym_visibility.value)
        # CHECK: gen nested


@run
def testModuleAccessors():
    # CHECK-LABEL: TEST: testModuleAccessors
    with Context(), Location.unknown():
        print(builtin.ModuleOp.OPERATION_NAME, builtin.ModuleOp._ODS_REGIONS)
        # CHECK: builtin.module (1, True)
        print(builtin.UnrealizedConversionCastOp.OPERATION_NAME)
        # CHECK: builtin.unrealized_conversion_cast
        print(builtin.UnrealizedConversionCastOp._ODS_REGIONS)
        # CHECK: (0, True)
        print(builtin._Dialect.DIALECT_NAMESPACE)
        # CHECK: builtin
        module = Module.create()
        with InsertionPoint(module.body):
            m = builtin.ModuleOp()
        print(m.sym_name, m.sym_visibility)
        # CHECK: None None
        m.sym_name = StringAttr.get("foo")
        m.sym_visibility = StringAttr.get("private")
        print(m.sym_name, m.sym_visibility)
        # CHECK: "foo" "private"
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   module @foo attributes {sym_visibility = "private"} {
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        m.sym_visibility = None
        print(m.sym_visibility, "sym_visibility" in m.attributes)
        # CHECK: None False
        del m.sym_name
        print(m.sym_name, "sym_name" in m.attributes)
        # CHECK: None False
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   module {
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testUnrealizedConversionCast():
    # CHECK-LABEL: TEST: testUnrealizedConversionCast
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        i64 = IntegerType.get_signless(64)
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("casts", ([i32, f32], []))
            with InsertionPoint(f.add_entry_block()):
                a, x = f.arguments
                c1 = builtin.UnrealizedConversionCastOp([i64], [a])
                c2 = builtin.unrealized_conversion_cast([idx], [a])
                c3 = builtin.unrealized_conversion_cast([i32, f32], [x])
                c4 = builtin.unrealized_conversion_cast([i32], [])
                c6 = builtin.UnrealizedConversionCastOp([f32], [c1.result, c2])
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32) {
        # CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
        # CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : i32 to index
        # CHECK-NEXT:     %2:2 = builtin.unrealized_conversion_cast %arg1 : f32 to i32, f32
        # CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast to i32
        # CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %0, %1 : i64, index to f32
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(c1).__name__, type(c2).__name__, type(c3).__name__)
        # CHECK: UnrealizedConversionCastOp OpResult OpResultList
        print(len(c1.inputs), len(c1.outputs), c1.outputs[0].type, c1.inputs[0] == a)
        # CHECK: 1 1 i64 True
        print(len(c3), c3[0].type, c3[1].type)
        # CHECK: 2 i32 f32
        print(len(c6.inputs), [str(v.type) for v in c6.inputs])
        # CHECK: 2 ['i64', 'index']


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            module @outer {
              module @inner attributes {sym_visibility = "private"} {
              }
              %0 = builtin.unrealized_conversion_cast to i32
              %1:2 = builtin.unrealized_conversion_cast %0 : i32 to i64, f32
            }
            """
        )
        print(type(module.operation.opview).__name__)
        # CHECK: ModuleOp
        outer = module.operation.opview
        print(type(outer).__name__, outer.sym_name)
        # CHECK: ModuleOp "outer"
        ops = list(outer.body.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['ModuleOp', 'UnrealizedConversionCastOp', 'UnrealizedConversionCastOp']
        print(ops[0].sym_name, ops[0].sym_visibility)
        # CHECK: "inner" "private"
        print(len(ops[2].inputs), len(ops[2].outputs), ops[2].outputs[1].type)
        # CHECK: 1 2 f32
        print(isinstance(ops[0], builtin.ModuleOp), isinstance(ops[1], builtin.UnrealizedConversionCastOp))
        # CHECK: True True
        print(module)
        # CHECK: module @outer {
        # CHECK-NEXT:   module @inner attributes {sym_visibility = "private"} {
        # CHECK-NEXT:   }
        # CHECK-NEXT:   %0 = unrealized_conversion_cast to i32
        # CHECK-NEXT:   %1:2 = unrealized_conversion_cast %0 : i32 to i64, f32
        # CHECK-NEXT: }


@run
def testDialect():
    # CHECK-LABEL: TEST: testDialect
    with Context() as ctx:
        d = ctx.dialects.builtin
        print(type(d).__name__, d.descriptor.namespace, d.DIALECT_NAMESPACE)
        # CHECK: _Dialect builtin builtin
        print(isinstance(d, builtin._Dialect))
        # CHECK: True
        print(repr(d))
        # CHECK: <Dialect builtin (class mlir.dialects._builtin_ops_gen._Dialect)>


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            t(lambda: builtin.ModuleOp("positional"))
            # CHECK: TypeError ModuleOp.__init__() takes 1 positional argument but 2 were given
            t(lambda: builtin.ModuleOp(bogus=1))
            # CHECK: TypeError ModuleOp.__init__() got an unexpected keyword argument 'bogus'
            t(lambda: builtin.unrealized_conversion_cast())
            # CHECK: TypeError unrealized_conversion_cast() missing 2 required positional arguments: 'outputs' and 'inputs'
        print(module)
        # CHECK: module {
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in builtin_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([], []))
            with InsertionPoint(f.add_entry_block()):
                raises(lambda: builtin.unrealized_conversion_cast([i32], [1]))
                # CHECK: raised
                raises(lambda: builtin.UnrealizedConversionCastOp([i32], ["x"]))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testDeleteMissingAttributeMessage():
    # CHECK-LABEL: TEST: testDeleteMissingAttributeMessage
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            m = builtin.ModuleOp()
        t(lambda: m.__delattr__("sym_name"))
        # CHECK: KeyError 'attempt to delete a non-existent attribute'
