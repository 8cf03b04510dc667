# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, scf


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
def testForOpWithIterArgs():
    # CHECK-LABEL: TEST: testForOpWithIterArgs
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("loop", ([idx, idx, idx, f32, f32], [f32, f32]))
            with InsertionPoint(f.add_entry_block()):
                lb, ub, step, x, y = f.arguments
                loop = scf.ForOp(lb, ub, step, [x, y])
                with InsertionPoint(loop.body):
                    a, b = loop.inner_iter_args
                    s = arith.addf(a, b)
                    scf.YieldOp([s, a])
                func.ReturnOp(loop.results)
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (f32, f32) {
        # CHECK-NEXT:     %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, f32) {
        # CHECK-NEXT:       %1 = arith.addf %arg6, %arg7 : f32
        # CHECK-NEXT:       scf.yield %1, %arg6 : f32, f32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %0#0, %0#1 : f32, f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(loop).__name__, len(loop.results), loop.results[0].type)
        # CHECK: ForOp 2 f32
        print(loop.induction_variable.type, len(loop.inner_iter_args), type(loop.body).__name__)
        # CHECK: index 2 Block
        print(loop.lowerBound == lb, loop.upperBound == ub, loop.step == step)
        # CHECK: True True True
        print(len(loop.initArgs), loop.initArgs[0] == x, len(loop.results_))
        # CHECK: 2 True 2
        print(loop.unsignedCmp)
        # CHECK: False
        loop.unsignedCmp = True
        print(loop.unsignedCmp, "unsignedCmp" in loop.attributes)
        # CHECK: True True
        loop.unsignedCmp = False
        print(loop.unsignedCmp)
        # CHECK: False


@run
def testForOpNoIterArgs():
    # CHECK-LABEL: TEST: testForOpNoIterArgs
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("simple", ([idx], []))
            with InsertionPoint(f.add_entry_block()):
                (n,) = f.arguments
                c0 = arith.constant(idx, 0)
                c1 = arith.constant(idx, 1)
                loop = scf.ForOp(c0, n, c1)
                with InsertionPoint(loop.body):
                    scf.yield_([])
                init = arith.ConstantOp(i32, 0)
                loop2 = scf.ForOp(c0, n, c1, init)
                with InsertionPoint(loop2.body):
                    v = arith.index_cast(i32, loop2.induction_variable)
                    scf.yield_([arith.addi(loop2.inner_iter_args[0], v)])
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @simple(%arg0: index) {
        # CHECK-NEXT:     %c0 = arith.constant 0 : index
        # CHECK-NEXT:     %c1 = arith.constant 1 : index
        # CHECK-NEXT:     scf.for %arg1 = %c0 to %arg0 step %c1 {
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
        # CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
        # CHECK-NEXT:       %1 = arith.index_cast %arg1 : index to i32
        # CHECK-NEXT:       %2 = arith.addi %arg2, %1 : i32
        # CHECK-NEXT:       scf.yield %2 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(len(loop.results), len(loop.inner_iter_args), len(loop2.results))
        # CHECK: 0 0 1


@run
def testForGenerator():
    # CHECK-LABEL: TEST: testForGenerator
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("gen", ([idx, f32], []))
            with InsertionPoint(f.add_entry_block()):
                n, x = f.arguments
                for iv in scf.for_(10):
                    arith.addi(iv, iv)
                    scf.yield_([])
                for iv in scf.for_(2, n, 3):
                    scf.yield_([])
                for iv, acc, res in scf.for_(0, 8, 2, iter_args=[x]):
                    scf.yield_([arith.addf(acc, acc)])
                for iv, accs, results in scf.for_(0, n, iter_args=[x, x]):
                    scf.yield_([accs[1], accs[0]])
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @gen(%arg0: index, %arg1: f32) {
        # CHECK-NEXT:     %c0 = arith.constant 0 : index
        # CHECK-NEXT:     %c10 = arith.constant 10 : index
        # CHECK-NEXT:     %c1 = arith.constant 1 : index
        # CHECK-NEXT:     scf.for %arg2 = %c0 to %c10 step %c1 {
        # CHECK-NEXT:       %2 = arith.addi %arg2, %arg2 : index
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %c2 = arith.constant 2 : index
        # CHECK-NEXT:     %c3 = arith.constant 3 : index
        # CHECK-NEXT:     scf.for %arg2 = %c2 to %arg0 step %c3 {
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %c0_0 = arith.constant 0 : index
        # CHECK-NEXT:     %c8 = arith.constant 8 : index
        # CHECK-NEXT:     %c2_1 = arith.constant 2 : index
        # CHECK-NEXT:     %0 = scf.for %arg2 = %c0_0 to %c8 step %c2_1 iter_args(%arg3 = %arg1) -> (f32) {
        # CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
        # CHECK-NEXT:       scf.yield %2 : f32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %c0_2 = arith.constant 0 : index
        # CHECK-NEXT:     %c1_3 = arith.constant 1 : index
        # CHECK-NEXT:     %1:2 = scf.for %arg2 = %c0_2 to %arg0 step %c1_3 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
        # CHECK-NEXT:       scf.yield %arg4, %arg3 : f32, f32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(res).__name__, res.type, type(accs).__name__, len(accs), len(results))
        # CHECK: OpResult f32 tuple 2 2


@run
def testForGeneratorErrors():
    # CHECK-LABEL: TEST: testForGeneratorErrors
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([], []))
            with InsertionPoint(f.add_entry_block()):
                t(lambda: next(scf.for_(1.5)))
                # CHECK: ValueError p=1.5 must be int.
                t(lambda: next(scf.for_(0, 2.0)))
                # CHECK: ValueError p=2.0 must be int.
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @bad() {
        # CHECK-NEXT:     %c0 = arith.constant 0 : index
        # CHECK-NEXT:     %c0_0 = arith.constant 0 : index
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testIfOp():
    # CHECK-LABEL: TEST: testIfOp
    with Context(), Location.unknown():
        module = Module.create()
        i1 = IntegerType.get_signless(1)
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("ifs", ([i1, i32, i32], [i32]))
            with InsertionPoint(f.add_entry_block()):
                cond, a, b = f.arguments
                if_only = scf.IfOp(cond)
                with InsertionPoint(if_only.then_block):
                    arith.addi(a, b)
                    scf.YieldOp([])
                if_else = scf.IfOp(cond, [i32, i32], has_else=True)
                with InsertionPoint(if_else.then_block):
                    scf.yield_([a, b])
                with InsertionPoint(if_else.else_block):
                    scf.yield_([b, a])
                func.ReturnOp([if_else.results[0]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
        # CHECK-NEXT:     scf.if %arg0 {
        # CHECK-NEXT:       %1 = arith.addi %arg1, %arg2 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %0:2 = scf.if %arg0 -> (i32, i32) {
        # CHECK-NEXT:       scf.yield %arg1, %arg2 : i32, i32
        # CHECK-NEXT:     } else {
        # CHECK-NEXT:       scf.yield %arg2, %arg1 : i32, i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %0#0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(if_only.else_block, len(if_only.results), len(if_else.results))
        # CHECK: None 0 2
        print(type(if_else.then_block).__name__, type(if_else.else_block).__name__)
        # CHECK: Block Block
        print(if_else.condition == cond, len(if_else.results_), if_else.thenRegion == if_else.regions[0])
        # CHECK: True 2 True
        print(len(if_else.elseRegion.blocks), len(if_only.elseRegion.blocks))
        # CHECK: 1 0


@run
def testIndexSwitch():
    # CHECK-LABEL: TEST: testIndexSwitch
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("switch", ([idx], [i32]))
            with InsertionPoint(f.add_entry_block()):
                (arg,) = f.arguments

                def case_builder(op, i, case):
                    scf.yield_([arith.constant(i32, int(case) * 10)])

                def default_builder(op):
                    scf.yield_([arith.constant(i32, -1)])

                sw = scf.IndexSwitchOp([i32], arg, [1, 5, 7], case_builder, default_builder)
                r = scf.index_switch([i32], arg, [3], lambda op, i, c: scf.yield_([sw.results[0]]),
                                     lambda op: scf.yield_([sw.results[0]]))
                empty = scf.IndexSwitchOp([], arg, [])
                with InsertionPoint(empty.default_block):
                    scf.yield_([])
                func.ReturnOp([r])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @switch(%arg0: index) -> i32 {
        # CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32
        # CHECK-NEXT:     case 1 {
        # CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
        # CHECK-NEXT:       scf.yield %c10_i32 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     case 5 {
        # CHECK-NEXT:       %c50_i32 = arith.constant 50 : i32
        # CHECK-NEXT:       scf.yield %c50_i32 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     case 7 {
        # CHECK-NEXT:       %c70_i32 = arith.constant 70 : i32
        # CHECK-NEXT:       scf.yield %c70_i32 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     default {
        # CHECK-NEXT:       %c-1_i32 = arith.constant -1 : i32
        # CHECK-NEXT:       scf.yield %c-1_i32 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     %1 = scf.index_switch %arg0 -> i32
        # CHECK-NEXT:     case 3 {
        # CHECK-NEXT:       scf.yield %0 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     default {
        # CHECK-NEXT:       scf.yield %0 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     scf.index_switch %arg0
        # CHECK-NEXT:     default {
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %1 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(sw.cases, len(sw.case_regions), len(sw.case_blocks), sw.arg == arg)
        # CHECK: array<i64: 1, 5, 7> 3 3 True
        print(type(sw.default_region).__name__, type(sw.default_block).__name__)
        # CHECK: Region Block
        print(type(sw.case_region(1)).__name__, type(sw.case_block(2)).__name__)
        # CHECK: Region Block
        print(len(sw.caseRegions), sw.defaultRegion == sw.regions[0], len(sw.results_))
        # CHECK: 3 True 1
        print(type(r).__name__, r.type, len(empty.case_regions), empty.cases)
        # CHECK: OpResult i32 0 array<i64>


@run
def testWhileOp():
    # CHECK-LABEL: TEST: testWhileOp
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("loop", ([i32, f32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                n, x = f.arguments
                w = scf.WhileOp([i32, f32], [n, x])
                before = w.before.blocks.append(i32, f32)
                with InsertionPoint(before):
                    c0 = arith.constant(i32, 0)
                    cond = arith.cmpi(arith.CmpIPredicate.sgt, before.arguments[0], c0)
                    scf.ConditionOp(cond, list(before.arguments))
                after = w.after.blocks.append(i32, f32)
                with InsertionPoint(after):
                    c1 = arith.constant(i32, 1)
                    dec = arith.subi(after.arguments[0], c1)
                    scf.yield_([dec, arith.addf(after.arguments[1], after.arguments[1])])
                w2 = scf.while_([], [])
                b2 = w2.before.blocks.append()
                with InsertionPoint(b2):
                    scf.condition(arith.constant(IntegerType.get_signless(1), 0), [])
                a2 = w2.after.blocks.append()
                with InsertionPoint(a2):
                    scf.yield_([])
                func.ReturnOp([w.results[1]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @loop(%arg0: i32, %arg1: f32) -> f32 {
        # CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
        # CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
        # CHECK-NEXT:       %1 = arith.cmpi sgt, %arg2, %c0_i32 : i32
        # CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : i32, f32
        # CHECK-NEXT:     } do {
        # CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: f32):
        # CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
        # CHECK-NEXT:       %1 = arith.subi %arg2, %c1_i32 : i32
        # CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
        # CHECK-NEXT:       scf.yield %1, %2 : i32, f32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     scf.while : () -> () {
        # CHECK-NEXT:       %false = arith.constant false
        # CHECK-NEXT:       scf.condition(%false)
        # CHECK-NEXT:     } do {
        # CHECK-NEXT:       scf.yield
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %0#1 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(len(w.inits), len(w.results_), type(w.before).__name__, type(w2).__name__)
        # CHECK: 2 2 Region WhileOp
        cop = before.operations[2]
        print(type(cop).__name__, cop.condition == cond, len(cop.args))
        # CHECK: ConditionOp True 2


@run
def testExecuteRegion():
    # CHECK-LABEL: TEST: testExecuteRegion
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("exec", ([], [i32]))
            with InsertionPoint(f.add_entry_block()):
                er = scf.ExecuteRegionOp([i32])
                with InsertionPoint(er.region.blocks.append()):
                    scf.yield_([arith.constant(i32, 3)])
                er2 = scf.ExecuteRegionOp([], no_inline=True)
                with InsertionPoint(er2.region.blocks.append()):
                    scf.yield_([])
                func.ReturnOp([er.results[0]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @exec() -> i32 {
        # CHECK-NEXT:     %0 = scf.execute_region -> i32 {
        # CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
        # CHECK-NEXT:       scf.yield %c3_i32 : i32
        # CHECK-NEXT:     }
        # CHECK-NEXT:     scf.execute_region no_inline {
        # CHECK-NEXT:       scf.yield
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(er.no_inline, er2.no_inline, len(er.results))
        # CHECK: False True 1
        er.no_inline = True
        print(er.no_inline)
        # CHECK: True
        er.no_inline = False
        print(er.no_inline)
        # CHECK: False


@run
def testForall():
    # CHECK-LABEL: TEST: testForall
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        f32 = F32Type.get()
        t_ty = RankedTensorType.get([8, 8], f32)
        with InsertionPoint(module.body):
            f = func.FuncOp("forall", ([idx, t_ty], [t_ty]))
            with InsertionPoint(f.add_entry_block()):
                n, out = f.arguments
                fa = scf.ForallOp([0, 0], [8, n], [1, 2], [out])
                with InsertionPoint(fa.body):
                    term = fa.terminator()
                fa2 = scf.ForallOp([0], [4], [1])
                with InsertionPoint(fa2.body):
                    scf.InParallelOp()
                func.ReturnOp([fa.results[0]])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @forall(%arg0: index, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
        # CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) = (0, 0) to (8, %arg0) step (1, 2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
        # CHECK-NEXT:       scf.forall.in_parallel {
        # CHECK-NEXT:       }
        # CHECK-NEXT:     }
        # CHECK-NEXT:     scf.forall (%arg2) in (4) {
        # CHECK-NEXT:     }
        # CHECK-NEXT:     return %0 : tensor<8x8xf32>
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(fa.rank, len(fa.induction_variables), len(fa.inner_iter_args), fa.inner_iter_args[0].type)
        # CHECK: 2 2 1 tensor<8x8xf32>
        print(fa.staticLowerBound, fa.staticUpperBound, fa.staticStep)
        # CHECK: array<i64: 0, 0> array<i64: 8, -9223372036854775808> array<i64: 1, 2>
        print(len(fa.dynamicUpperBound), type(term).__name__, type(term.block).__name__)
        # CHECK: 1 InParallelOp Block
        print(fa.terminator() == term, fa.mapping, fa2.rank)
        # CHECK: True None 1


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(scf.ForOp.OPERATION_NAME, scf.ForOp._ODS_REGIONS)
    # CHECK: scf.for (1, True)
    print(scf.IfOp.OPERATION_NAME, scf.IfOp._ODS_REGIONS)
    # CHECK: scf.if (2, True)
    print(scf.IndexSwitchOp.OPERATION_NAME, scf.IndexSwitchOp._ODS_REGIONS)
    # CHECK: scf.index_switch (1, False)
    print(scf.WhileOp.OPERATION_NAME, scf.WhileOp._ODS_REGIONS)
    # CHECK: scf.while (2, True)
    print(scf.ForallOp.OPERATION_NAME, scf.ForallOp._ODS_OPERAND_SEGMENTS)
    # CHECK: scf.forall [-1, -1, -1, -1]
    print(scf.InParallelOp.OPERATION_NAME, scf.ConditionOp.OPERATION_NAME, scf.YieldOp.OPERATION_NAME)
    # CHECK: scf.forall.in_parallel scf.condition scf.yield
    print(scf._Dialect.DIALECT_NAMESPACE)
    # CHECK: scf
    with Context() as ctx:
        print(type(ctx.dialects.scf).__name__, ctx.dialects.scf.DIALECT_NAMESPACE)
        # CHECK: _Dialect scf


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f(%n: index, %c: i1) -> i32 {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %z = arith.constant 0 : i32
              %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
                %v = scf.if %c -> (i32) {
                  scf.yield %acc : i32
                } else {
                  scf.yield %z : i32
                }
                scf.yield %v : i32
              }
              %s = scf.index_switch %n -> i32
              case 2 {
                scf.yield %r : i32
              }
              default {
                scf.yield %z : i32
              }
              %w = scf.while (%a = %s) : (i32) -> i32 {
                %b = arith.cmpi slt, %a, %z : i32
                scf.condition(%b) %a : i32
              } do {
              ^bb0(%a: i32):
                scf.yield %a : i32
              }
              return %w : i32
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        ops = list(f.entry_block.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['ConstantOp', 'ConstantOp', 'ConstantOp', 'ForOp', 'IndexSwitchOp', 'WhileOp', 'ReturnOp']
        loop = ops[3]
        print(loop.induction_variable.type, len(loop.inner_iter_args), len(loop.results))
        # CHECK: index 1 1
        inner = list(loop.body.operations)
        print([type(o).__name__ for o in inner])
        # CHECK: ['IfOp', 'YieldOp']
        print(type(inner[0].then_block).__name__, type(inner[0].else_block).__name__)
        # CHECK: Block Block
        sw = ops[4]
        print(sw.cases, len(sw.case_blocks), type(sw.default_block).__name__)
        # CHECK: array<i64: 2> 1 Block
        print(type(ops[5].before.blocks[0].operations[1]).__name__)
        # CHECK: ConditionOp


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        idx = IndexType.get()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("errs", ([idx, IntegerType.get_signless(1)], []))
            with InsertionPoint(f.add_entry_block()):
                n, c = f.arguments
                t(lambda: scf.ForOp(n, n))
                # CHECK: TypeError ForOp.__init__() missing 1 required positional argument: 'step'
                t(lambda: scf.IfOp())
                # CHECK: TypeError IfOp.__init__() missing 1 required positional argument: 'cond'
                t(lambda: scf.yield_())
                # CHECK: TypeError yield_() missing 1 required positional argument: 'results_'
                t(lambda: scf.IndexSwitchOp([], n))
                # CHECK: TypeError IndexSwitchOp.__init__() missing 1 required positional argument: 'cases'
                t(lambda: scf.ForallOp([0], [1, 2], [1]))
                # CHECK: AssertionError Mismatch in length of lower bounds, upper bounds, and steps
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @errs(%arg0: index, %arg1: i1) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testVerifierErrors():
    # CHECK-LABEL: TEST: testVerifierErrors
    def check(build):
        with Context(), Location.unknown():
            module = Module.create()
            idx = IndexType.get()
            i32 = IntegerType.get_signless(32)
            i1 = IntegerType.get_signless(1)
            with InsertionPoint(module.body):
                f = func.FuncOp("bad", ([idx, i32, i1], []))
                with InsertionPoint(f.add_entry_block()):
                    build(*f.arguments)
                    func.ReturnOp([])
            try:
                module.operation.verify()
                print("verified")
            except MLIRError as e:
                print(e.error_diagnostics[0].message)

    def if_without_else(n, x, c):
        op = scf.IfOp(c, [x.type])
        with InsertionPoint(op.then_block):
            scf.yield_([x])

    def for_yield_type(n, x, c):
        loop = scf.ForOp(n, n, n, [x])
        with InsertionPoint(loop.body):
            scf.yield_([n])

    def if_yield_count(n, x, c):
        op = scf.IfOp(c, [])
        with InsertionPoint(op.then_block):
            scf.yield_([x])

    check(if_without_else)
    # CHECK: 'scf.if' op must have an else block if defining values
    check(for_yield_type)
    # CHECK: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'
    check(if_yield_count)
    # CHECK: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in scf_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([IndexType.get()], []))
            with InsertionPoint(f.add_entry_block()):
                (n,) = f.arguments
                raises(lambda: scf.ForOp(0, n, n))
                # CHECK: raised
                raises(lambda: scf.IfOp(True))
                # CHECK: raised
                raises(lambda: scf.yield_([1]))
                # CHECK: raised
                raises(lambda: scf.IndexSwitchOp([], n, ["a"]))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: index) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
