# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, cf, func


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


def te(f):
    # Only the exception type: the message is checked in cf_known_diffs.py.
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)


@run
def testBranches():
    # CHECK-LABEL: TEST: testBranches
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("branches", ([i1, i32, i32], [i32]))
            entry = f.add_entry_block()
            bb1 = f.body.blocks.append(i32)
            bb2 = f.body.blocks.append(i32, i32)
            bb3 = f.body.blocks.append(i32)
            cond, a, b = f.arguments
            with InsertionPoint(entry):
                br = cf.CondBranchOp(cond, [a], [a, b], bb1, bb2)
            with InsertionPoint(bb1):
                cf.BranchOp([bb1.arguments[0]], bb3)
            with InsertionPoint(bb2):
                s = arith.addi(bb2.arguments[0], bb2.arguments[1])
                cf.br([s], bb3)
            with InsertionPoint(bb3):
                func.ReturnOp([bb3.arguments[0]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
        # CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg2 : i32, i32)
        # CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
        # CHECK-NEXT:     cf.br ^bb3(%0 : i32)
        # CHECK-NEXT:   ^bb2(%1: i32, %2: i32):  // pred: ^bb0
        # CHECK-NEXT:     %3 = arith.addi %1, %2 : i32
        # CHECK-NEXT:     cf.br ^bb3(%3 : i32)
        # CHECK-NEXT:   ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
        # CHECK-NEXT:     return %4 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(br.condition == cond, len(br.trueDestOperands), len(br.falseDestOperands))
        # CHECK: True 1 2
        print(br.trueDestOperands[0] == a, br.falseDestOperands[1] == b)
        # CHECK: True True
        print(br.attributes["operandSegmentSizes"])
        # CHECK: array<i32: 1, 1, 2>
        print(len(br.successors), br.successors[0] == bb1, br.successors[1] == bb2)
        # CHECK: 2 True True
        print(br.branch_weights)
        # CHECK: None


@run
def testBranchWeights():
    # CHECK-LABEL: TEST: testBranchWeights
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("weights", ([i1], []))
            entry = f.add_entry_block()
            exit = f.body.blocks.append()
            with InsertionPoint(entry):
                br = cf.cond_br(f.arguments[0], [], [], exit, exit, branch_weights=DenseI32ArrayAttr.get([3, 7]))
            with InsertionPoint(exit):
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @weights(%arg0: i1) {
        # CHECK-NEXT:     cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb1
        # CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(br).__name__, br.branch_weights)
        # CHECK: CondBranchOp array<i32: 3, 7>
        br.branch_weights = DenseI32ArrayAttr.get([1, 99])
        print(br.branch_weights)
        # CHECK: array<i32: 1, 99>
        br.branch_weights = None
        print(br.branch_weights, "branch_weights" in br.attributes)
        # CHECK: None False
        br.branch_weights = DenseI32ArrayAttr.get([5, 5])
        del br.branch_weights
        print(br.branch_weights)
        # CHECK: None
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @weights(%arg0: i1) {
        # CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1
        # CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testSwitch():
    # CHECK-LABEL: TEST: testSwitch
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("switch", ([i32, i32], [i32]))
            entry = f.add_entry_block()
            default = f.body.blocks.append(i32)
            case0 = f.body.blocks.append()
            case1 = f.body.blocks.append(i32, i32)
            flag, v = f.arguments
            with InsertionPoint(entry):
                sw = cf.SwitchOp(
                    flag,
                    [v],
                    [v, flag],
                    DenseI32ArrayAttr.get([0, 2]),
                    default,
                    [case0, case1],
                    case_values=DenseIntElementsAttr.get_splat(
                        VectorType.get([2], i32), IntegerAttr.get(i32, 0)
                    ),
                )
                sw.case_values = DenseElementsAttr.parse("dense<[4, 9]> : vector<2xi32>")
            with InsertionPoint(default):
                func.ReturnOp([default.arguments[0]])
            with InsertionPoint(case0):
                func.ReturnOp([v])
            with InsertionPoint(case1):
                func.ReturnOp([case1.arguments[1]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     cf.switch %arg0 : i32, [
        # CHECK-NEXT:       default: ^bb1(%arg1 : i32),
        # CHECK-NEXT:       4: ^bb2,
        # CHECK-NEXT:       9: ^bb3(%arg1, %arg0 : i32, i32)
        # CHECK-NEXT:     ]
        # CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
        # CHECK-NEXT:     return %0 : i32
        # CHECK-NEXT:   ^bb2:  // pred: ^bb0
        # CHECK-NEXT:     return %arg1 : i32
        # CHECK-NEXT:   ^bb3(%1: i32, %2: i32):  // pred: ^bb0
        # CHECK-NEXT:     return %2 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(sw.flag == flag, len(sw.defaultOperands), len(sw.caseOperands))
        # CHECK: True 1 2
        print(sw.case_operand_segments, sw.case_values)
        # CHECK: array<i32: 0, 2> dense<[4, 9]> : vector<2xi32>
        print(sw.attributes["operandSegmentSizes"])
        # CHECK: array<i32: 1, 1, 2>
        print(len(sw.successors))
        # CHECK: 3


@run
def testSwitchBuilder():
    # CHECK-LABEL: TEST: testSwitchBuilder
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("switch2", ([i32], []))
            entry = f.add_entry_block()
            default = f.body.blocks.append()
            with InsertionPoint(entry):
                sw = cf.switch(f.arguments[0], [], [], DenseI32ArrayAttr.get([]), default, [])
            with InsertionPoint(default):
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @switch2(%arg0: i32) {
        # CHECK-NEXT:     cf.switch %arg0 : i32, [
        # CHECK-NEXT:       default: ^bb1]
        # CHECK-NEXT:   ^bb1:  // pred: ^bb0
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(sw).__name__, sw.case_values, sw.case_operand_segments)
        # CHECK: SwitchOp None array<i32>


@run
def testAssert():
    # CHECK-LABEL: TEST: testAssert
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("asserts", ([i1], []))
            with InsertionPoint(f.add_entry_block()):
                a1 = cf.AssertOp(f.arguments[0], "first")
                a2 = cf.assert_(f.arguments[0], StringAttr.get("second"))
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @asserts(%arg0: i1) {
        # CHECK-NEXT:     cf.assert %arg0, "first"
        # CHECK-NEXT:     cf.assert %arg0, "second"
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(a2).__name__, a1.msg, a1.arg == f.arguments[0])
        # CHECK: AssertOp "first" True
        a1.msg = StringAttr.get("changed")
        print(a1.msg.value)
        # CHECK: changed
        t(lambda: setattr(a1, "msg", None))
        # CHECK: ValueError 'None' not allowed as value for mandatory attributes
        print(a1)
        # CHECK: cf.assert %arg0, "changed"


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(cf.BranchOp.OPERATION_NAME, cf.BranchOp._ODS_REGIONS)
    # CHECK: cf.br (0, True)
    print(cf.CondBranchOp.OPERATION_NAME, cf.CondBranchOp._ODS_OPERAND_SEGMENTS)
    # CHECK: cf.cond_br [1, -1, -1]
    print(cf.SwitchOp.OPERATION_NAME, cf.SwitchOp._ODS_OPERAND_SEGMENTS)
    # CHECK: cf.switch [1, -1, -1]
    print(cf.AssertOp.OPERATION_NAME, cf.AssertOp._ODS_REGIONS)
    # CHECK: cf.assert (0, True)
    print(cf._Dialect.DIALECT_NAMESPACE)
    # CHECK: cf


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context() as ctx:
        module = Module.parse(
            r"""
            func.func @f(%c: i1, %x: i32) {
              cf.assert %c, "ok"
              cf.cond_br %c, ^a(%x : i32), ^b
            ^a(%y: i32):
              cf.br ^b
            ^b:
              cf.switch %x : i32, [
                default: ^c,
                42: ^c
              ]
            ^c:
              return
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        names = []
        for block in f.regions[0].blocks:
            for op in block.operations:
                names.append(type(op).__name__)
        print(names)
        # CHECK: ['AssertOp', 'CondBranchOp', 'BranchOp', 'SwitchOp', 'ReturnOp']
        blocks = list(f.regions[0].blocks)
        cb = blocks[0].operations[1]
        print(len(cb.trueDestOperands), len(cb.falseDestOperands), cb.branch_weights)
        # CHECK: 1 0 None
        sw = blocks[2].operations[0]
        print(sw.case_values, sw.case_operand_segments)
        # CHECK: dense<42> : vector<1xi32> array<i32: 0>
        print(blocks[0].operations[0].msg)
        # CHECK: "ok"
        print(type(ctx.dialects.cf).__name__, ctx.dialects.cf.DIALECT_NAMESPACE)
        # CHECK: _Dialect cf


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("errs", ([i1], []))
            entry = f.add_entry_block()
            other = f.body.blocks.append()
            with InsertionPoint(entry):
                te(lambda: cf.BranchOp([], "not a block"))
                # CHECK: TypeError
                t(lambda: cf.CondBranchOp(f.arguments[0], [], [], other))
                # CHECK: TypeError CondBranchOp.__init__() missing 1 required positional argument: 'falseDest'
                t(lambda: cf.br([]))
                # CHECK: TypeError br() missing 1 required positional argument: 'dest'
                cf.BranchOp([], other)
            with InsertionPoint(other):
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @errs(%arg0: i1) {
        # CHECK-NEXT:     cf.br ^bb1
        # CHECK-NEXT:   ^bb1:  // pred: ^bb0
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
        i1 = IntegerType.get_signless(1)
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([i1], []))
            entry = f.add_entry_block()
            other = f.body.blocks.append(i32)
            with InsertionPoint(entry):
                cf.BranchOp([], other)
            with InsertionPoint(other):
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: branch has 0 operands for successor #0, but target block has 1


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in cf_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([i1], []))
            with InsertionPoint(f.add_entry_block()):
                (c,) = f.arguments
                raises(lambda: cf.AssertOp(c, 1))
                # CHECK: raised
                raises(lambda: cf.BranchOp([1], f.entry_block))
                # CHECK: raised
                raises(lambda: cf.CondBranchOp(True, [], [], f.entry_block, f.entry_block))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: i1) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
