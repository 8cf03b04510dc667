# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, index


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
def testConstants():
    # CHECK-LABEL: TEST: testConstants
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            c1 = index.constant(42)
            c2 = index.ConstantOp(-7)
            c3 = index.constant(IntegerAttr.get(IndexType.get(), 3))
            b1 = index.bool_constant(True)
            b2 = index.BoolConstantOp(False)
            b3 = index.bool_constant(BoolAttr.get(True))
            sz = index.sizeof()
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   %idx42 = index.constant 42
        # CHECK-NEXT:   %idx-7 = index.constant -7
        # CHECK-NEXT:   %idx3 = index.constant 3
        # CHECK-NEXT:   %true = index.bool.constant true
        # CHECK-NEXT:   %false = index.bool.constant false
        # CHECK-NEXT:   %true_0 = index.bool.constant true
        # CHECK-NEXT:   %0 = index.sizeof
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(c1).__name__, c1.type, c1.owner.value, type(c2).__name__, c2.value)
        # CHECK: OpResult index 42 : index ConstantOp -7 : index
        print(b1.type, b1.owner.value, b2.value, b3.owner.value)
        # CHECK: i1 true false true
        print(type(sz).__name__, sz.type, type(sz.owner).__name__)
        # CHECK: OpResult index SizeOfOp


@run
def testArithmetic():
    # CHECK-LABEL: TEST: testArithmetic
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("ops", ([idx, idx], [idx]))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                v = index.AddOp(a, b).result
                v = index.add(v, b)
                v = index.sub(v, a)
                v = index.mul(v, b)
                v = index.divs(v, b)
                v = index.divu(v, b)
                v = index.ceildivs(v, b)
                v = index.ceildivu(v, b)
                v = index.floordivs(v, b)
                v = index.rems(v, b)
                v = index.remu(v, b)
                v = index.maxs(v, b)
                v = index.maxu(v, b)
                v = index.mins(v, b)
                v = index.minu(v, b)
                v = index.shl(v, b)
                v = index.shrs(v, b)
                v = index.shru(v, b)
                v = index.and_(v, b)
                v = index.or_(v, b)
                v = index.xor(v, b)
                func.ReturnOp([v])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @ops(%arg0: index, %arg1: index) -> index {
        # CHECK-NEXT:     %0 = index.add %arg0, %arg1
        # CHECK-NEXT:     %1 = index.add %0, %arg1
        # CHECK-NEXT:     %2 = index.sub %1, %arg0
        # CHECK-NEXT:     %3 = index.mul %2, %arg1
        # CHECK-NEXT:     %4 = index.divs %3, %arg1
        # CHECK-NEXT:     %5 = index.divu %4, %arg1
        # CHECK-NEXT:     %6 = index.ceildivs %5, %arg1
        # CHECK-NEXT:     %7 = index.ceildivu %6, %arg1
        # CHECK-NEXT:     %8 = index.floordivs %7, %arg1
        # CHECK-NEXT:     %9 = index.rems %8, %arg1
        # CHECK-NEXT:     %10 = index.remu %9, %arg1
        # CHECK-NEXT:     %11 = index.maxs %10, %arg1
        # CHECK-NEXT:     %12 = index.maxu %11, %arg1
        # CHECK-NEXT:     %13 = index.mins %12, %arg1
        # CHECK-NEXT:     %14 = index.minu %13, %arg1
        # CHECK-NEXT:     %15 = index.shl %14, %arg1
        # CHECK-NEXT:     %16 = index.shrs %15, %arg1
        # CHECK-NEXT:     %17 = index.shru %16, %arg1
        # CHECK-NEXT:     %18 = index.and %17, %arg1
        # CHECK-NEXT:     %19 = index.or %18, %arg1
        # CHECK-NEXT:     %20 = index.xor %19, %arg1
        # CHECK-NEXT:     return %20 : index
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(v).__name__, v.type, type(v.owner).__name__)
        # CHECK: OpResult index XOrOp


@run
def testCompare():
    # CHECK-LABEL: TEST: testCompare
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("cmp", ([idx, idx], []))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                c1 = index.cmp(index.IndexCmpPredicate.SLT, a, b)
                c2 = index.CmpOp(index.IndexCmpPredicate.UGE, a, b)
                c3 = index.cmp(Attribute.parse("#index<cmp_predicate ne>"), a, b)
                c4 = index.cmp("eq", a, b)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @cmp(%arg0: index, %arg1: index) {
        # CHECK-NEXT:     %0 = index.cmp slt(%arg0, %arg1)
        # CHECK-NEXT:     %1 = index.cmp uge(%arg0, %arg1)
        # CHECK-NEXT:     %2 = index.cmp ne(%arg0, %arg1)
        # CHECK-NEXT:     %3 = index.cmp eq(%arg0, %arg1)
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(c1.type, c2.result.type)
        # CHECK: i1 i1
        print(c1.owner.pred, c2.pred, c3.owner.pred)
        # CHECK: #index<cmp_predicate slt> #index<cmp_predicate uge> #index<cmp_predicate ne>
        print(c2.lhs == a, c2.rhs == b)
        # CHECK: True True
        c2.pred = Attribute.parse("#index<cmp_predicate ult>")
        print(c2)
        # CHECK: %1 = index.cmp ult(%arg0, %arg1)


@run
def testEnums():
    # CHECK-LABEL: TEST: testEnums
    print(repr(index.IndexCmpPredicate.SGT), str(index.IndexCmpPredicate.SGT), int(index.IndexCmpPredicate.SGT))
    # CHECK: <IndexCmpPredicate.SGT: 4> sgt 4
    print([str(p) for p in index.IndexCmpPredicate])
    # CHECK: ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
    with Context():
        print(Attribute.parse("#index<cmp_predicate sle>"))
        # CHECK: #index<cmp_predicate sle>


@run
def testCasts():
    # CHECK-LABEL: TEST: testCasts
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        i32 = IntegerType.get_signless(32)
        i64 = IntegerType.get_signless(64)
        with InsertionPoint(module.body):
            f = func.FuncOp("casts", ([idx, i32], []))
            with InsertionPoint(f.add_entry_block()):
                n, x = f.arguments
                a = index.casts(i64, n)
                b = index.CastSOp(idx, x)
                c = index.castu(i32, n)
                d = index.CastUOp(idx, x)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @casts(%arg0: index, %arg1: i32) {
        # CHECK-NEXT:     %0 = index.casts %arg0 : index to i64
        # CHECK-NEXT:     %1 = index.casts %arg1 : i32 to index
        # CHECK-NEXT:     %2 = index.castu %arg0 : index to i32
        # CHECK-NEXT:     %3 = index.castu %arg1 : i32 to index
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(b.input == x, b.output.type, a.owner.output == a, type(d).__name__)
        # CHECK: True index True CastUOp


@run
def testAccessorsAndClassAttributes():
    # CHECK-LABEL: TEST: testAccessorsAndClassAttributes
    print(index.AddOp.OPERATION_NAME, index.AddOp._ODS_REGIONS)
    # CHECK: index.add (0, True)
    print(index.CmpOp.OPERATION_NAME, index.BoolConstantOp.OPERATION_NAME)
    # CHECK: index.cmp index.bool.constant
    print(index.AndOp.OPERATION_NAME, index.OrOp.OPERATION_NAME, index.XOrOp.OPERATION_NAME)
    # CHECK: index.and index.or index.xor
    print(index.SizeOfOp.OPERATION_NAME, index.CastSOp.OPERATION_NAME)
    # CHECK: index.sizeof index.casts
    print(index._Dialect.DIALECT_NAMESPACE)
    # CHECK: index
    with Context() as ctx, Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            c = index.ConstantOp(5)
            s = index.AddOp(c, c)
        print(c.value, c.result.type, len(c.operands), len(c.results))
        # CHECK: 5 : index index 0 1
        c.value = IntegerAttr.get(IndexType.get(), 11)
        print(c)
        # CHECK: %idx11 = index.constant 11
        t(lambda: setattr(c, "value", None))
        # CHECK: ValueError 'None' not allowed as value for mandatory attributes
        print(s.lhs == c.result, s.rhs == c.result, s.result.type)
        # CHECK: True True index
        print(type(ctx.dialects.index).__name__, ctx.dialects.index.DIALECT_NAMESPACE)
        # CHECK: _Dialect index


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f(%a: index, %b: index) -> i1 {
              %c = index.constant 4
              %t = index.bool.constant true
              %0 = index.add %a, %c
              %1 = index.cmp slt(%0, %b)
              %2 = index.casts %0 : index to i32
              %3 = index.sizeof
              %4 = index.xor %0, %3
              return %1 : i1
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        ops = list(f.regions[0].blocks[0].operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['ConstantOp', 'BoolConstantOp', 'AddOp', 'CmpOp', 'CastSOp', 'SizeOfOp', 'XOrOp', 'ReturnOp']
        print(ops[0].value, ops[1].value, ops[3].pred, ops[4].output.type)
        # CHECK: 4 : index true #index<cmp_predicate slt> i32
        print(isinstance(ops[2], index.AddOp), isinstance(ops[2], arith.AddIOp))
        # CHECK: True False


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("err", ([idx], []))
            with InsertionPoint(f.add_entry_block()):
                (a,) = f.arguments
                t(lambda: index.add(a))
                # CHECK: TypeError add() missing 1 required positional argument: 'rhs'
                t(lambda: index.cmp(index.IndexCmpPredicate.EQ, a))
                # CHECK: TypeError cmp() missing 1 required positional argument: 'rhs'
                t(lambda: index.constant())
                # CHECK: TypeError constant() missing 1 required positional argument: 'value'
                t(lambda: index.casts(a))
                # CHECK: TypeError casts() missing 1 required positional argument: 'input'
                t(lambda: index.cmp("bogus", a, a))
                # CHECK: MLIRError Unable to parse attribute:
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @err(%arg0: index) {
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
        idx = IndexType.get()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([idx, i32], []))
            with InsertionPoint(f.add_entry_block()):
                a, x = f.arguments
                index.AddOp(a, x)
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'index.add' op operand #1 must be index, but got 'i32'


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in index_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([IndexType.get()], []))
            with InsertionPoint(f.add_entry_block()):
                (n,) = f.arguments
                raises(lambda: index.add(n, 5))
                # CHECK: raised
                raises(lambda: index.cmp(index.IndexCmpPredicate.EQ, n, 1))
                # CHECK: raised
                raises(lambda: index.constant("x"))
                # CHECK: raised
                raises(lambda: index.casts(IntegerType.get_signless(32), 7))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: index) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
