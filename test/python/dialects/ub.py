# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, ub


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
def testPoison():
    # CHECK-LABEL: TEST: testPoison
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            i32 = IntegerType.get_signless(32)
            f = func.FuncOp("poisons", ([], [i32]))
            with InsertionPoint(f.add_entry_block()):
                p1 = ub.poison(i32)
                p2 = ub.PoisonOp(F32Type.get())
                p3 = ub.poison(IndexType.get())
                p4 = ub.poison(VectorType.get([4], F16Type.get()))
                p5 = ub.PoisonOp(RankedTensorType.get([2, 2], i32), value=Attribute.parse("#ub.poison"))
                p6 = ub.poison(MemRefType.get([3], i32))
                s = arith.addi(p1, p1)
                func.ReturnOp([s])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @poisons() -> i32 {
        # CHECK-NEXT:     %0 = ub.poison : i32
        # CHECK-NEXT:     %1 = ub.poison : f32
        # CHECK-NEXT:     %2 = ub.poison : index
        # CHECK-NEXT:     %3 = ub.poison : vector<4xf16>
        # CHECK-NEXT:     %4 = ub.poison : tensor<2x2xi32>
        # CHECK-NEXT:     %5 = ub.poison : memref<3xi32>
        # CHECK-NEXT:     %6 = arith.addi %0, %0 : i32
        # CHECK-NEXT:     return %6 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(p1).__name__, p1.type, type(p1.owner).__name__)
        # CHECK: OpResult i32 PoisonOp
        print(type(p2).__name__, p2.result.type, p4.type, p6.type)
        # CHECK: PoisonOp f32 vector<4xf16> memref<3xi32>
        print(p5.value, p5.result.type)
        # CHECK: #ub.poison tensor<2x2xi32>
        p2.value = Attribute.parse("#ub.poison")
        print(p2)
        # CHECK: %1 = ub.poison : f32
        t(lambda: setattr(p2, "value", None))
        # CHECK: ValueError 'None' not allowed as value for mandatory attributes


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(ub.PoisonOp.OPERATION_NAME, ub.PoisonOp._ODS_REGIONS)
    # CHECK: ub.poison (0, True)
    print(ub._Dialect.DIALECT_NAMESPACE)
    # CHECK: ub
    with Context() as ctx:
        print(type(ctx.dialects.ub).__name__, ctx.dialects.ub.DIALECT_NAMESPACE)
        # CHECK: _Dialect ub
        print(Attribute.parse("#ub.poison"))
        # CHECK: #ub.poison


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f() -> (i32, f64) {
              %0 = ub.poison : i32
              %1 = ub.poison : f64
              return %0, %1 : i32, f64
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        ops = list(f.entry_block.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['PoisonOp', 'PoisonOp', 'ReturnOp']
        print(ops[0].result.type, ops[1].result.type, isinstance(ops[0], ub.PoisonOp))
        # CHECK: i32 f64 True
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @f() -> (i32, f64) {
        # CHECK-NEXT:     %0 = ub.poison : i32
        # CHECK-NEXT:     %1 = ub.poison : f64
        # CHECK-NEXT:     return %0, %1 : i32, f64
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            t(lambda: ub.poison())
            # CHECK: TypeError poison() missing 1 required positional argument: 'result'
            t(lambda: ub.PoisonOp(IndexType.get(), bogus=1))
            # CHECK: TypeError PoisonOp.__init__() got an unexpected keyword argument 'bogus'
            t(lambda: ub.poison(IndexType.get(), IndexType.get()))
            # CHECK: TypeError poison() takes 1 positional argument but 2 were given
        print(module)
        # CHECK: module {
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in ub_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([], []))
            with InsertionPoint(f.add_entry_block()):
                raises(lambda: ub.poison(1))
                # CHECK: raised
                raises(lambda: ub.PoisonOp("i32"))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
