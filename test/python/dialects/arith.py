# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc
from array import array

from mlir.ir import *
from mlir.dialects import arith, func


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
            idx = IndexType.get()
            i1 = IntegerType.get_signless(1)
            i8 = IntegerType.get_signless(8)
            i32 = IntegerType.get_signless(32)
            i64 = IntegerType.get_signless(64)
            f16 = F16Type.get()
            f32 = F32Type.get()
            f64 = F64Type.get()
            c0 = arith.constant(idx, 0)
            c1 = arith.constant(i1, 1)
            c2 = arith.constant(i8, -3)
            c3 = arith.constant(i32, 42)
            c4 = arith.constant(i64, 1 << 40)
            c5 = arith.constant(f16, 0.5)
            c6 = arith.constant(f32, 3.25)
            c7 = arith.constant(f64, -1.0e10)
            c8 = arith.constant(i32, IntegerAttr.get(i32, 7))
            c9 = arith.ConstantOp(i64, 5)
            c10 = arith.ConstantOp.create_index(9)
            c11 = arith.ConstantOp(IntegerAttr.get(i8, 100), None)
            vec = VectorType.get([4], i32)
            c12 = arith.constant(vec, array("i", [1, 2, 3, 4]))
            ten = RankedTensorType.get([2], f64)
            c13 = arith.constant(ten, array("d", [1.5, -2.5]))
            c14 = arith.constant(vec, DenseElementsAttr.get_splat(vec, IntegerAttr.get(i32, 0)))
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   %c0 = arith.constant 0 : index
        # CHECK-NEXT:   %true = arith.constant true
        # CHECK-NEXT:   %c-3_i8 = arith.constant -3 : i8
        # CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
        # CHECK-NEXT:   %c1099511627776_i64 = arith.constant 1099511627776 : i64
        # CHECK-NEXT:   %cst = arith.constant 5.000000e-01 : f16
        # CHECK-NEXT:   %cst_0 = arith.constant 3.250000e+00 : f32
        # CHECK-NEXT:   %cst_1 = arith.constant -1.000000e+10 : f64
        # CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
        # CHECK-NEXT:   %c5_i64 = arith.constant 5 : i64
        # CHECK-NEXT:   %c9 = arith.constant 9 : index
        # CHECK-NEXT:   %c100_i8 = arith.constant 100 : i8
        # CHECK-NEXT:   %cst_2 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
        # CHECK-NEXT:   %cst_3 = arith.constant dense<[1.500000e+00, -2.500000e+00]> : tensor<2xf64>
        # CHECK-NEXT:   %cst_4 = arith.constant dense<0> : vector<4xi32>
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(c0).__name__, c0.type, type(c0.owner).__name__)
        # CHECK: OpResult index ConstantOp
        print(type(c9).__name__, c9.type, c9.value, c9.literal_value)
        # CHECK: ConstantOp i64 5 : i64 5
        print(c10.type, c10.value, c10.literal_value)
        # CHECK: index 9 : index 9
        print(c11.literal_value, type(c11.literal_value).__name__)
        # CHECK: 100 int
        print(c6.owner.literal_value, type(c6.owner.literal_value).__name__)
        # CHECK: 3.25 float
        print(c7.owner.literal_value, c5.owner.literal_value)
        # CHECK: -10000000000.0 0.5
        print(c2.owner.literal_value, c4.owner.literal_value)
        # CHECK: -3 1099511627776
        print(c12.owner.value)
        # CHECK: dense<[1, 2, 3, 4]> : vector<4xi32>
        print(c13.owner.value)
        # CHECK: dense<[1.500000e+00, -2.500000e+00]> : tensor<2xf64>
        print(c14.owner.value)
        # CHECK: dense<0> : vector<4xi32>
        t(lambda: c12.owner.literal_value)
        # CHECK: ValueError only integer and float constants have literal values
        print(c8.owner.result.type, c8.owner.results[0] == c8)
        # CHECK: i32 True


@run
def testIntegerBinaryOps():
    # CHECK-LABEL: TEST: testIntegerBinaryOps
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("ints", ([i32, i32], [i32]))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                v = arith.AddIOp(a, b).result
                v = arith.addi(v, b)
                v = arith.subi(v, a)
                v = arith.muli(v, v)
                v = arith.divsi(v, b)
                v = arith.divui(v, b)
                v = arith.ceildivsi(v, b)
                v = arith.ceildivui(v, b)
                v = arith.floordivsi(v, b)
                v = arith.remsi(v, b)
                v = arith.remui(v, b)
                v = arith.andi(v, a)
                v = arith.ori(v, a)
                v = arith.xori(v, a)
                v = arith.shli(v, a)
                v = arith.shrsi(v, a)
                v = arith.shrui(v, a)
                v = arith.maxsi(v, a)
                v = arith.maxui(v, a)
                v = arith.minsi(v, a)
                v = arith.minui(v, a)
                func.ReturnOp([v])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @ints(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
        # CHECK-NEXT:     %1 = arith.addi %0, %arg1 : i32
        # CHECK-NEXT:     %2 = arith.subi %1, %arg0 : i32
        # CHECK-NEXT:     %3 = arith.muli %2, %2 : i32
        # CHECK-NEXT:     %4 = arith.divsi %3, %arg1 : i32
        # CHECK-NEXT:     %5 = arith.divui %4, %arg1 : i32
        # CHECK-NEXT:     %6 = arith.ceildivsi %5, %arg1 : i32
        # CHECK-NEXT:     %7 = arith.ceildivui %6, %arg1 : i32
        # CHECK-NEXT:     %8 = arith.floordivsi %7, %arg1 : i32
        # CHECK-NEXT:     %9 = arith.remsi %8, %arg1 : i32
        # CHECK-NEXT:     %10 = arith.remui %9, %arg1 : i32
        # CHECK-NEXT:     %11 = arith.andi %10, %arg0 : i32
        # CHECK-NEXT:     %12 = arith.ori %11, %arg0 : i32
        # CHECK-NEXT:     %13 = arith.xori %12, %arg0 : i32
        # CHECK-NEXT:     %14 = arith.shli %13, %arg0 : i32
        # CHECK-NEXT:     %15 = arith.shrsi %14, %arg0 : i32
        # CHECK-NEXT:     %16 = arith.shrui %15, %arg0 : i32
        # CHECK-NEXT:     %17 = arith.maxsi %16, %arg0 : i32
        # CHECK-NEXT:     %18 = arith.maxui %17, %arg0 : i32
        # CHECK-NEXT:     %19 = arith.minsi %18, %arg0 : i32
        # CHECK-NEXT:     %20 = arith.minui %19, %arg0 : i32
        # CHECK-NEXT:     return %20 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testFloatOps():
    # CHECK-LABEL: TEST: testFloatOps
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("floats", ([f32, f32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                x, y = f.arguments
                v = arith.AddFOp(x, y).result
                v = arith.subf(v, y)
                v = arith.mulf(v, y, fastmath=arith.FastMathFlags.fast)
                v = arith.divf(v, y, fastmath=arith.FastMathFlags.nnan | arith.FastMathFlags.ninf)
                v = arith.remf(v, y)
                v = arith.maximumf(v, y)
                v = arith.minimumf(v, y)
                v = arith.maxnumf(v, y)
                v = arith.minnumf(v, y)
                v = arith.negf(v)
                func.ReturnOp([v])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @floats(%arg0: f32, %arg1: f32) -> f32 {
        # CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
        # CHECK-NEXT:     %1 = arith.subf %0, %arg1 : f32
        # CHECK-NEXT:     %2 = arith.mulf %1, %arg1 fastmath<fast> : f32
        # CHECK-NEXT:     %3 = arith.divf %2, %arg1 fastmath<nnan,ninf> : f32
        # CHECK-NEXT:     %4 = arith.remf %3, %arg1 : f32
        # CHECK-NEXT:     %5 = arith.maximumf %4, %arg1 : f32
        # CHECK-NEXT:     %6 = arith.minimumf %5, %arg1 : f32
        # CHECK-NEXT:     %7 = arith.maxnumf %6, %arg1 : f32
        # CHECK-NEXT:     %8 = arith.minnumf %7, %arg1 : f32
        # CHECK-NEXT:     %9 = arith.negf %8 : f32
        # CHECK-NEXT:     return %9 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testOverflowAndExact():
    # CHECK-LABEL: TEST: testOverflowAndExact
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("flags", ([i32, i32], []))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                add = arith.AddIOp(a, b, overflowFlags=arith.IntegerOverflowFlags.nsw)
                mul = arith.muli(
                    a, b, overflow_flags=arith.IntegerOverflowFlags.nsw | arith.IntegerOverflowFlags.nuw
                ).owner
                sub = arith.subi(a, b, overflow_flags=Attribute.parse("#arith.overflow<nuw>")).owner
                exact = arith.DivSIOp(a, b, isExact=True)
                inexact = arith.DivUIOp(a, b)
                shr = arith.shrui(a, b, is_exact=True).owner
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @flags(%arg0: i32, %arg1: i32) {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
        # CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
        # CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
        # CHECK-NEXT:     %3 = arith.divsi %arg0, %arg1 exact : i32
        # CHECK-NEXT:     %4 = arith.divui %arg0, %arg1 : i32
        # CHECK-NEXT:     %5 = arith.shrui %arg0, %arg1 exact : i32
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(add.overflowFlags)
        # CHECK: #arith.overflow<nsw>
        print(mul.overflowFlags)
        # CHECK: #arith.overflow<nsw, nuw>
        print(sub.overflowFlags)
        # CHECK: #arith.overflow<nuw>
        print(exact.isExact, inexact.isExact, shr.isExact)
        # CHECK: True False True
        inexact.isExact = True
        print(inexact.isExact, "isExact" in inexact.attributes)
        # CHECK: True True
        exact.isExact = False
        print(exact.isExact, "isExact" in exact.attributes)
        # CHECK: False False
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @flags(%arg0: i32, %arg1: i32) {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
        # CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
        # CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
        # CHECK-NEXT:     %3 = arith.divsi %arg0, %arg1 : i32
        # CHECK-NEXT:     %4 = arith.divui %arg0, %arg1 exact : i32
        # CHECK-NEXT:     %5 = arith.shrui %arg0, %arg1 exact : i32
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testCompare():
    # CHECK-LABEL: TEST: testCompare
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        vi = VectorType.get([4], i32)
        tf = RankedTensorType.get([2, ShapedType.get_dynamic_size()], f32)
        with InsertionPoint(module.body):
            f = func.FuncOp("cmp", ([i32, i32, f32, vi, tf], []))
            with InsertionPoint(f.add_entry_block()):
                a, b, x, v, tt = f.arguments
                c1 = arith.cmpi(arith.CmpIPredicate.slt, a, b)
                c2 = arith.CmpIOp(arith.CmpIPredicate.uge, a, b)
                c3 = arith.cmpf(arith.CmpFPredicate.OLT, x, x)
                c4 = arith.cmpf(arith.CmpFPredicate.UNO, x, x, fastmath=arith.FastMathFlags.nnan)
                c5 = arith.cmpi(arith.CmpIPredicate.eq, v, v)
                c6 = arith.cmpf(arith.CmpFPredicate.OEQ, tt, tt)
                s = arith.select(c1, a, b)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @cmp(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xi32>, %arg4: tensor<2x?xf32>) {
        # CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : i32
        # CHECK-NEXT:     %1 = arith.cmpi uge, %arg0, %arg1 : i32
        # CHECK-NEXT:     %2 = arith.cmpf olt, %arg2, %arg2 : f32
        # CHECK-NEXT:     %3 = arith.cmpf uno, %arg2, %arg2 fastmath<nnan> : f32
        # CHECK-NEXT:     %4 = arith.cmpi eq, %arg3, %arg3 : vector<4xi32>
        # CHECK-NEXT:     %5 = arith.cmpf oeq, %arg4, %arg4 : tensor<2x?xf32>
        # CHECK-NEXT:     %6 = arith.select %0, %arg0, %arg1 : i32
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(c1.type, c5.type, c6.type)
        # CHECK: i1 vector<4xi1> tensor<2x?xi1>
        print(c1.owner.predicate, c2.predicate, c3.owner.predicate)
        # CHECK: 2 : i64 9 : i64 4 : i64
        print(c2.lhs == a, c2.rhs == b, c2.result.type)
        # CHECK: True True i1
        c2.predicate = IntegerAttr.get(IntegerType.get_signless(64), int(arith.CmpIPredicate.ne))
        print(c2)
        # CHECK: %1 = arith.cmpi ne, %arg0, %arg1 : i32
        print(s.owner.condition == c1, s.owner.true_value == a, s.owner.false_value == b)
        # CHECK: True True True


@run
def testEnums():
    # CHECK-LABEL: TEST: testEnums
    print(repr(arith.CmpIPredicate.slt), str(arith.CmpIPredicate.slt), int(arith.CmpIPredicate.slt))
    # CHECK: <CmpIPredicate.slt: 2> slt 2
    print([p.name for p in arith.CmpIPredicate])
    # CHECK: ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
    print([int(p) for p in arith.CmpFPredicate][:4], arith.CmpFPredicate.AlwaysTrue.name)
    # CHECK: [0, 1, 2, 3] AlwaysTrue
    print(str(arith.FastMathFlags.fast), int(arith.FastMathFlags.fast))
    # CHECK: reassoc,nnan,ninf,nsz,arcp,contract,afn 127
    print(int(arith.FastMathFlags.nnan | arith.FastMathFlags.arcp))
    # CHECK: 18
    print(str(arith.IntegerOverflowFlags.nsw), int(arith.IntegerOverflowFlags.nuw))
    # CHECK: nsw 2
    print(str(arith.RoundingMode.to_nearest_even), int(arith.RoundingMode.downward))
    # CHECK: to_nearest_even 1
    with Context():
        print(Attribute.parse("#arith.fastmath<fast>"))
        # CHECK: #arith.fastmath<fast>
        print(Attribute.parse("#arith.overflow<nsw, nuw>"))
        # CHECK: #arith.overflow<nsw, nuw>


@run
def testCasts():
    # CHECK-LABEL: TEST: testCasts
    with Context(), Location.unknown():
        module = Module.create()
        i8 = IntegerType.get_signless(8)
        i32 = IntegerType.get_signless(32)
        i64 = IntegerType.get_signless(64)
        f32 = F32Type.get()
        f64 = F64Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("casts", ([i32, f32, idx], []))
            with InsertionPoint(f.add_entry_block()):
                a, x, n = f.arguments
                arith.extsi(i64, a)
                arith.extui(i64, a)
                arith.trunci(i8, a)
                arith.index_cast(idx, a)
                arith.index_castui(i64, n)
                arith.sitofp(f64, a)
                arith.uitofp(f32, a)
                arith.fptosi(i32, x)
                arith.fptoui(i64, x)
                arith.extf(f64, x)
                arith.truncf(F16Type.get(), x)
                arith.bitcast(i32, x)
                arith.IndexCastOp(i64, n)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32, %arg2: index) {
        # CHECK-NEXT:     %0 = arith.extsi %arg0 : i32 to i64
        # CHECK-NEXT:     %1 = arith.extui %arg0 : i32 to i64
        # CHECK-NEXT:     %2 = arith.trunci %arg0 : i32 to i8
        # CHECK-NEXT:     %3 = arith.index_cast %arg0 : i32 to index
        # CHECK-NEXT:     %4 = arith.index_castui %arg2 : index to i64
        # CHECK-NEXT:     %5 = arith.sitofp %arg0 : i32 to f64
        # CHECK-NEXT:     %6 = arith.uitofp %arg0 : i32 to f32
        # CHECK-NEXT:     %7 = arith.fptosi %arg1 : f32 to i32
        # CHECK-NEXT:     %8 = arith.fptoui %arg1 : f32 to i64
        # CHECK-NEXT:     %9 = arith.extf %arg1 : f32 to f64
        # CHECK-NEXT:     %10 = arith.truncf %arg1 : f32 to f16
        # CHECK-NEXT:     %11 = arith.bitcast %arg1 : f32 to i32
        # CHECK-NEXT:     %12 = arith.index_cast %arg2 : index to i64
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testMultiResult():
    # CHECK-LABEL: TEST: testMultiResult
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("multi", ([i32, i32], [i32, i1]))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                op = arith.AddUIExtendedOp(i32, i1, a, b)
                res = arith.mului_extended(a, b)
                res2 = arith.mulsi_extended(a, b)
                func.ReturnOp([op.sum, op.overflow])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @multi(%arg0: i32, %arg1: i32) -> (i32, i1) {
        # CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
        # CHECK-NEXT:     %low, %high = arith.mului_extended %arg0, %arg1 : i32
        # CHECK-NEXT:     %low_0, %high_1 = arith.mulsi_extended %arg0, %arg1 : i32
        # CHECK-NEXT:     return %sum, %overflow : i32, i1
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(len(op.results), op.sum.type, op.overflow.type)
        # CHECK: 2 i32 i1
        print(type(res).__name__, len(res), res[0].type, res[1].type)
        # CHECK: OpResultList 2 i32 i32
        print(res2[0].owner.low == res2[0], res2[0].owner.high == res2[1])
        # CHECK: True True


@run
def testAccessorsAndClassAttributes():
    # CHECK-LABEL: TEST: testAccessorsAndClassAttributes
    with Context(), Location.unknown():
        print(arith.AddIOp.OPERATION_NAME, arith.AddIOp._ODS_REGIONS)
        # CHECK: arith.addi (0, True)
        print(arith.ConstantOp.OPERATION_NAME, arith.ConstantOp._ODS_REGIONS)
        # CHECK: arith.constant (0, True)
        print(arith.SelectOp.OPERATION_NAME, arith.CmpFOp.OPERATION_NAME)
        # CHECK: arith.select arith.cmpf
        print(arith._Dialect.DIALECT_NAMESPACE)
        # CHECK: arith
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("acc", ([i32, i32, f32], []))
            with InsertionPoint(f.add_entry_block()):
                a, b, x = f.arguments
                add = arith.AddIOp(a, b)
                addf = arith.AddFOp(x, x)
                func.ReturnOp([])
        print(add.lhs == a, add.rhs == b)
        # CHECK: True True
        print(add.result.type, add.result.owner == add.operation)
        # CHECK: i32 True
        print(add.operation.name, add.name if hasattr(add, "name") else "-")
        # CHECK: arith.addi arith.addi
        print(len(add.operands), len(add.results), len(add.regions))
        # CHECK: 2 1 0
        addf.fastmath = Attribute.parse("#arith.fastmath<reassoc,contract>")
        print(addf)
        # CHECK: %1 = arith.addf %arg2, %arg2 fastmath<reassoc,contract> : f32
        print(addf.fastmath)
        # CHECK: #arith.fastmath<reassoc,contract>
        add.lhs  # reading is fine
        add.operation.operands[0] = b
        print(add)
        # CHECK: %0 = arith.addi %arg1, %arg1 : i32
        print(isinstance(add, OpView), isinstance(add.operation, Operation))
        # CHECK: True True
        print(add.operation.opview is add or type(add.operation.opview).__name__)
        # CHECK: AddIOp


@run
def testInsertionPointsAndLocations():
    # CHECK-LABEL: TEST: testInsertionPointsAndLocations
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("f", ([i32, i32], [i32]))
        entry = f.add_entry_block()
        a, b = f.arguments
        with InsertionPoint(entry):
            ret = func.ReturnOp([a])
        c = arith.constant(i32, 5, ip=InsertionPoint(ret), loc=Location.name("cst"))
        with InsertionPoint.at_block_terminator(entry):
            s = arith.addi(a, c, loc=Location.file("x.py", 3, 4))
        ret.operation.operands[0] = s
        with InsertionPoint.at_block_begin(entry):
            g = arith.AddIOp.build_generic(results=[i32], operands=[a, b])
            h = arith.muli(a, b, results=[i32])
            k = arith.SubIOp(a, b, results=[i32])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
        # CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
        # CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 : i32
        # CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
        # CHECK-NEXT:     %3 = arith.addi %arg0, %c5_i32 : i32
        # CHECK-NEXT:     return %3 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.get_asm(enable_debug_info=True))
        # CHECK: #loc = loc(unknown)
        # CHECK-NEXT: module {
        # CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc)
        # CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32 loc(#loc)
        # CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 : i32 loc(#loc)
        # CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32 loc(#loc1)
        # CHECK-NEXT:     %3 = arith.addi %arg0, %c5_i32 : i32 loc(#loc2)
        # CHECK-NEXT:     return %3 : i32 loc(#loc)
        # CHECK-NEXT:   } loc(#loc)
        # CHECK-NEXT: } loc(#loc)
        # CHECK-NEXT: #loc1 = loc("cst")
        # CHECK-NEXT: #loc2 = loc("x.py":3:4)
        print(type(g).__name__, type(h.owner).__name__, type(k).__name__)
        # CHECK: Operation MulIOp SubIOp
        print(module.operation.verify())
        # CHECK: True
        print(s.location, c.location)
        # CHECK: loc("x.py":3:4) loc("cst")
        k.operation.erase()
        g.operation.move_before(ret)
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
        # CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
        # CHECK-NEXT:     %1 = arith.addi %arg0, %c5_i32 : i32
        # CHECK-NEXT:     %2 = arith.addi %arg0, %arg1 : i32
        # CHECK-NEXT:     return %1 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testGenericCreateGivesOpView():
    # CHECK-LABEL: TEST: testGenericCreateGivesOpView
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("g", ([i32], [i32]))
            with InsertionPoint(f.add_entry_block()):
                (a,) = f.arguments
                op = Operation.create("arith.muli", results=[i32], operands=[a, a])
                c = Operation.create(
                    "arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, 2)}
                )
                func.ReturnOp([op.result])
        print(type(op).__name__, type(op.opview).__name__, op.opview.lhs == a)
        # CHECK: Operation MulIOp True
        print(type(c.opview).__name__, c.opview.literal_value)
        # CHECK: ConstantOp 2
        print([type(o).__name__ for o in f.entry_block.operations])
        # CHECK: ['MulIOp', 'ConstantOp', 'ReturnOp']
        print([type(o).__name__ for o in module.body.operations])
        # CHECK: ['FuncOp']
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
        # CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
        # CHECK-NEXT:     return %0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f(%a: i32, %b: i32, %x: f64) -> i1 {
              %c = arith.constant 3 : i32
              %0 = arith.addi %a, %c overflow<nsw> : i32
              %1 = arith.cmpi sle, %0, %b : i32
              %2 = arith.addf %x, %x fastmath<fast> : f64
              %3 = arith.select %1, %a, %b : i32
              %4 = arith.divsi %3, %b exact : i32
              return %1 : i1
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        names = [type(op).__name__ for op in f.regions[0].blocks[0].operations]
        print(names)
        # CHECK: ['ConstantOp', 'AddIOp', 'CmpIOp', 'AddFOp', 'SelectOp', 'DivSIOp', 'ReturnOp']
        ops = list(f.regions[0].blocks[0].operations)
        print(ops[0].value, ops[0].literal_value, ops[0].type)
        # CHECK: 3 : i32 3 i32
        print(ops[1].overflowFlags)
        # CHECK: #arith.overflow<nsw>
        print(ops[2].predicate)
        # CHECK: 3 : i64
        print(ops[3].fastmath)
        # CHECK: #arith.fastmath<fast>
        print(ops[5].isExact)
        # CHECK: True
        print(isinstance(ops[2], arith.CmpIOp), isinstance(ops[2], arith.CmpFOp))
        # CHECK: True False

        seen = []

        def cb(op):
            seen.append(type(op.opview).__name__)
            return WalkResult.ADVANCE

        module.operation.walk(cb)
        print(seen)
        # CHECK: ['ConstantOp', 'AddIOp', 'CmpIOp', 'AddFOp', 'SelectOp', 'DivSIOp', 'ReturnOp', 'FuncOp', 'ModuleOp']


@run
def testDialect():
    # CHECK-LABEL: TEST: testDialect
    with Context() as ctx:
        d = ctx.dialects.arith
        print(type(d).__name__, d.descriptor.namespace, d.DIALECT_NAMESPACE)
        # CHECK: _Dialect arith arith
        print(repr(d))
        # CHECK: <Dialect arith (class mlir.dialects._arith_ops_gen._Dialect)>
        print(repr(d.descriptor))
        # CHECK: <DialectDescriptor arith>
        print(isinstance(d, arith._Dialect), isinstance(d, Dialect))
        # CHECK: True True
        print(ctx.dialects["arith"].descriptor.namespace)
        # CHECK: arith


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("err", ([i32, f32], []))
            with InsertionPoint(f.add_entry_block()):
                a, x = f.arguments
                t(lambda: arith.addi(a))
                # CHECK: TypeError addi() missing 1 required positional argument: 'rhs'
                t(lambda: arith.addi(a, a, bogus=1))
                # CHECK: TypeError addi() got an unexpected keyword argument 'bogus'
                t(lambda: arith.constant(VectorType.get([2], i32), array("d", [1.0, 2.0])))
                # CHECK: ValueError Mismatching array element (64) and type (32) width.
                t(lambda: arith.constant(VectorType.get([2], i32), array("h", [1, 2])))
                # CHECK: ValueError Mismatching array element (16) and type (32) width.
                t(lambda: arith.constant(VectorType.get([2], f32), array("b", [1, 2])))
                # CHECK: ValueError Mismatching array element (8) and type (32) width.
                t(lambda: arith.cmpi("sgt", a, a))
                # CHECK: ValueError invalid literal for int() with base 10: 'sgt'
                t(lambda: arith.AddIOp(a, a, overflowFlags="nsw").overflowFlags)
                # CHECK: #arith.overflow<nsw>
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @err(%arg0: i32, %arg1: f32) {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
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
        i64 = IntegerType.get_signless(64)
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([i32, i64], []))
            with InsertionPoint(f.add_entry_block()):
                a, b = f.arguments
                arith.AddIOp(a, b)
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(type(e).__name__)
            # CHECK: MLIRError
            print(e.error_diagnostics[0].message)
            # CHECK: 'arith.addi' op requires the same type for all operands and results
        module2 = Module.create()
        with InsertionPoint(module2.body):
            f = func.FuncOp("bad2", ([i32], []))
            with InsertionPoint(f.add_entry_block()):
                (a,) = f.arguments
                arith.extsi(i32, a)
                func.ReturnOp([])
        try:
            module2.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in arith_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([i32, i1], []))
            with InsertionPoint(f.add_entry_block()):
                a, c = f.arguments
                raises(lambda: arith.cmpi(arith.CmpIPredicate.eq, a, 1.0))
                # CHECK: raised
                raises(lambda: arith.select(c, a, None))
                # CHECK: raised
                raises(lambda: arith.constant(None, 1))
                # CHECK: raised
                raises(lambda: arith.addi(1, 2))
                # CHECK: raised
                raises(lambda: arith.AddIOp(a, "b"))
                # CHECK: raised
                raises(lambda: arith.extsi(i32, None))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: i32, %arg1: i1) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
