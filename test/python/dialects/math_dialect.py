# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func
import mlir.dialects.math as mlir_math


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


UNARY_FLOAT = [
    "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil",
    "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log",
    "log10", "log1p", "log2", "round", "roundeven", "rsqrt", "sin", "sinh",
    "sqrt", "tan", "tanh", "trunc",
]


@run
def testUnaryFloatOps():
    # CHECK-LABEL: TEST: testUnaryFloatOps
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("unary", ([f32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                v = f.arguments[0]
                for name in UNARY_FLOAT:
                    v = getattr(mlir_math, name)(v)
                func.ReturnOp([v])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @unary(%arg0: f32) -> f32 {
        # CHECK-NEXT:     %0 = math.absf %arg0 : f32
        # CHECK-NEXT:     %1 = math.acos %0 : f32
        # CHECK-NEXT:     %2 = math.acosh %1 : f32
        # CHECK-NEXT:     %3 = math.asin %2 : f32
        # CHECK-NEXT:     %4 = math.asinh %3 : f32
        # CHECK-NEXT:     %5 = math.atan %4 : f32
        # CHECK-NEXT:     %6 = math.atanh %5 : f32
        # CHECK-NEXT:     %7 = math.cbrt %6 : f32
        # CHECK-NEXT:     %8 = math.ceil %7 : f32
        # CHECK-NEXT:     %9 = math.cos %8 : f32
        # CHECK-NEXT:     %10 = math.cosh %9 : f32
        # CHECK-NEXT:     %11 = math.erf %10 : f32
        # CHECK-NEXT:     %12 = math.erfc %11 : f32
        # CHECK-NEXT:     %13 = math.exp %12 : f32
        # CHECK-NEXT:     %14 = math.exp2 %13 : f32
        # CHECK-NEXT:     %15 = math.expm1 %14 : f32
        # CHECK-NEXT:     %16 = math.floor %15 : f32
        # CHECK-NEXT:     %17 = math.log %16 : f32
        # CHECK-NEXT:     %18 = math.log10 %17 : f32
        # CHECK-NEXT:     %19 = math.log1p %18 : f32
        # CHECK-NEXT:     %20 = math.log2 %19 : f32
        # CHECK-NEXT:     %21 = math.round %20 : f32
        # CHECK-NEXT:     %22 = math.roundeven %21 : f32
        # CHECK-NEXT:     %23 = math.rsqrt %22 : f32
        # CHECK-NEXT:     %24 = math.sin %23 : f32
        # CHECK-NEXT:     %25 = math.sinh %24 : f32
        # CHECK-NEXT:     %26 = math.sqrt %25 : f32
        # CHECK-NEXT:     %27 = math.tan %26 : f32
        # CHECK-NEXT:     %28 = math.tanh %27 : f32
        # CHECK-NEXT:     %29 = math.trunc %28 : f32
        # CHECK-NEXT:     return %29 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testSqrtAndFastmath():
    # CHECK-LABEL: TEST: testSqrtAndFastmath
    with Context(), Location.unknown():
        module = Module.create()
        f64 = F64Type.get()
        vf = VectorType.get([4], F32Type.get())
        with InsertionPoint(module.body):
            f = func.FuncOp("sqrt", ([f64, vf], []))
            with InsertionPoint(f.add_entry_block()):
                x, v = f.arguments
                s1 = mlir_math.sqrt(x)
                s2 = mlir_math.SqrtOp(x, fastmath=arith.FastMathFlags.fast)
                s3 = mlir_math.sqrt(v, fastmath=Attribute.parse("#arith.fastmath<nnan,afn>"))
                e = mlir_math.exp(v, fastmath=arith.FastMathFlags.reassoc)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @sqrt(%arg0: f64, %arg1: vector<4xf32>) {
        # CHECK-NEXT:     %0 = math.sqrt %arg0 : f64
        # CHECK-NEXT:     %1 = math.sqrt %arg0 fastmath<fast> : f64
        # CHECK-NEXT:     %2 = math.sqrt %arg1 fastmath<nnan,afn> : vector<4xf32>
        # CHECK-NEXT:     %3 = math.exp %arg1 fastmath<reassoc> : vector<4xf32>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(s1).__name__, s1.type, type(s2).__name__, s2.result.type, s3.type)
        # CHECK: OpResult f64 SqrtOp f64 vector<4xf32>
        print(s2.operand == x, s2.fastmath, s3.owner.fastmath)
        # CHECK: True #arith.fastmath<fast> #arith.fastmath<nnan,afn>
        s2.fastmath = Attribute.parse("#arith.fastmath<contract>")
        print(s2)
        # CHECK: %1 = math.sqrt %arg0 fastmath<contract> : f64


@run
def testBinaryAndTernaryOps():
    # CHECK-LABEL: TEST: testBinaryAndTernaryOps
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("binary", ([f32, f32, i32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                x, y, n = f.arguments
                v = mlir_math.atan2(x, y)
                v = mlir_math.copysign(v, y)
                v = mlir_math.powf(v, y, fastmath=arith.FastMathFlags.nnan)
                fma = mlir_math.FmaOp(v, x, y)
                v = mlir_math.fma(fma.result, x, y)
                func.ReturnOp([v])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @binary(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 {
        # CHECK-NEXT:     %0 = math.atan2 %arg0, %arg1 : f32
        # CHECK-NEXT:     %1 = math.copysign %0, %arg1 : f32
        # CHECK-NEXT:     %2 = math.powf %1, %arg1 fastmath<nnan> : f32
        # CHECK-NEXT:     %3 = math.fma %2, %arg0, %arg1 : f32
        # CHECK-NEXT:     %4 = math.fma %3, %arg0, %arg1 : f32
        # CHECK-NEXT:     return %4 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(fma.a == v.owner.operands[0] or fma.a.owner.name, fma.b == x, fma.c == y, n.type)
        # CHECK: math.powf True True i32


@run
def testIntegerOps():
    # CHECK-LABEL: TEST: testIntegerOps
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        vi = VectorType.get([2], IntegerType.get_signless(64))
        with InsertionPoint(module.body):
            f = func.FuncOp("ints", ([i32, i32, vi], [i32]))
            with InsertionPoint(f.add_entry_block()):
                a, b, v = f.arguments
                r = mlir_math.absi(a)
                r = mlir_math.ctlz(r)
                r = mlir_math.cttz(r)
                r = mlir_math.ctpop(r)
                r = mlir_math.ipowi(r, b)
                w = mlir_math.CtPopOp(v)
                func.ReturnOp([r])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @ints(%arg0: i32, %arg1: i32, %arg2: vector<2xi64>) -> i32 {
        # CHECK-NEXT:     %0 = math.absi %arg0 : i32
        # CHECK-NEXT:     %1 = math.ctlz %0 : i32
        # CHECK-NEXT:     %2 = math.cttz %1 : i32
        # CHECK-NEXT:     %3 = math.ctpop %2 : i32
        # CHECK-NEXT:     %4 = math.ipowi %3, %arg1 : i32
        # CHECK-NEXT:     %5 = math.ctpop %arg2 : vector<2xi64>
        # CHECK-NEXT:     return %4 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(w.operand == v, w.result.type)
        # CHECK: True vector<2xi64>


@run
def testClassification():
    # CHECK-LABEL: TEST: testClassification
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        vf = VectorType.get([3], F16Type.get())
        tf = RankedTensorType.get([2, 2], F64Type.get())
        with InsertionPoint(module.body):
            f = func.FuncOp("classify", ([f32, vf, tf], []))
            with InsertionPoint(f.add_entry_block()):
                x, v, tt = f.arguments
                a = mlir_math.isnan(x)
                b = mlir_math.isinf(v)
                c = mlir_math.isfinite(tt)
                d = mlir_math.IsNormalOp(x)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @classify(%arg0: f32, %arg1: vector<3xf16>, %arg2: tensor<2x2xf64>) {
        # CHECK-NEXT:     %0 = math.isnan %arg0 : f32
        # CHECK-NEXT:     %1 = math.isinf %arg1 : vector<3xf16>
        # CHECK-NEXT:     %2 = math.isfinite %arg2 : tensor<2x2xf64>
        # CHECK-NEXT:     %3 = math.isnormal %arg0 : f32
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(a.type, b.type, c.type, d.result.type)
        # CHECK: i1 vector<3xi1> tensor<2x2xi1> i1


@run
def testAccessorsAndClassAttributes():
    # CHECK-LABEL: TEST: testAccessorsAndClassAttributes
    print(mlir_math.SqrtOp.OPERATION_NAME, mlir_math.SqrtOp._ODS_REGIONS)
    # CHECK: math.sqrt (0, True)
    print(mlir_math.CountLeadingZerosOp.OPERATION_NAME, mlir_math.IPowIOp.OPERATION_NAME)
    # CHECK: math.ctlz math.ipowi
    print(mlir_math.FmaOp.OPERATION_NAME, mlir_math.IsNaNOp.OPERATION_NAME)
    # CHECK: math.fma math.isnan
    print(mlir_math._Dialect.DIALECT_NAMESPACE)
    # CHECK: math
    with Context() as ctx, Location.unknown():
        print(type(ctx.dialects.math).__name__, ctx.dialects.math.DIALECT_NAMESPACE)
        # CHECK: _Dialect math
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("acc", ([f32, f32], []))
            with InsertionPoint(f.add_entry_block()):
                x, y = f.arguments
                p = mlir_math.PowFOp(x, y)
                func.ReturnOp([])
        print(p.lhs == x, p.rhs == y, p.result.type, len(p.operands))
        # CHECK: True True f32 2
        p.operation.operands[1] = x
        print(p)
        # CHECK: %0 = math.powf %arg0, %arg0 : f32


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f(%x: f32, %n: i32) -> f32 {
              %0 = math.sqrt %x fastmath<fast> : f32
              %1 = math.powf %0, %x : f32
              %2 = math.ctlz %n : i32
              %3 = math.isnan %1 : f32
              %4 = math.fma %0, %1, %x : f32
              return %4 : f32
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        ops = list(f.regions[0].blocks[0].operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['SqrtOp', 'PowFOp', 'CountLeadingZerosOp', 'IsNaNOp', 'FmaOp', 'ReturnOp']
        print(ops[0].fastmath, ops[3].result.type, ops[4].c.type)
        # CHECK: #arith.fastmath<fast> i1 f32
        print(isinstance(ops[0], mlir_math.SqrtOp))
        # CHECK: True


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("err", ([f32], []))
            with InsertionPoint(f.add_entry_block()):
                (x,) = f.arguments
                t(lambda: mlir_math.sqrt())
                # CHECK: TypeError sqrt() missing 1 required positional argument: 'operand'
                t(lambda: mlir_math.powf(x))
                # CHECK: TypeError powf() missing 1 required positional argument: 'rhs'
                t(lambda: mlir_math.fma(x, x))
                # CHECK: TypeError fma() missing 1 required positional argument: 'c'
                t(lambda: mlir_math.sqrt(x, bogus=True))
                # CHECK: TypeError sqrt() got an unexpected keyword argument 'bogus'
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @err(%arg0: f32) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testVerifierErrors():
    # CHECK-LABEL: TEST: testVerifierErrors
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([i32], []))
            with InsertionPoint(f.add_entry_block()):
                mlir_math.SqrtOp(f.arguments[0])
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in math_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([F32Type.get()], []))
            with InsertionPoint(f.add_entry_block()):
                (x,) = f.arguments
                raises(lambda: mlir_math.sqrt(1.0))
                # CHECK: raised
                raises(lambda: mlir_math.sqrt(None))
                # CHECK: raised
                raises(lambda: mlir_math.powf(x, 2))
                # CHECK: raised
                raises(lambda: mlir_math.fma(x, x, "c"))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: f32) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
