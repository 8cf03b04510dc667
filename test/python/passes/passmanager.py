# RUN: %PYTHON %s | FileCheck %s
from mlir.ir import *
from mlir.passmanager import *
from mlir.dialects import func
with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f(%x: i32) -> i32 { %a = arith.addi %x, %x : i32\n %b = arith.addi %x, %x : i32\n %c = arith.addi %a, %b : i32\n return %c : i32 }')
    def p(op, pass_):
        print('running on', op.name)
    pm = PassManager('any')
    pm.add(p)
    print(pm)
    pm.run(m.operation)
    def fail(op, pass_):
        pass_.signal_pass_failure()
    pm = PassManager.parse('builtin.module(func.func(cse))')
    pm.add(fail)
    print(pm)
    try: pm.run(m.operation)
    except Exception as e: print(type(e).__name__, e)
    print(m)
    pm = PassManager.parse('func.func(cse)')
    try: pm.run(m.operation)
    except Exception as e: print(type(e).__name__, repr(str(e))[:60])
    def boom(op, pass_):
        raise RuntimeError("boom")
    pm = PassManager('any'); pm.add(boom)
    try: pm.run(m.operation)
    except Exception as e: print(type(e).__name__, e)
    def eraser(op, pass_):
        for o in op.regions[0].blocks[0].operations:
            o.erase()
    pm = PassManager.parse('builtin.module(func.func(cse))'); pm.add(eraser); pm.add('symbol-dce')
    pm.run(m.operation)
    print(m)
    for t in ['builtin.module(canonicalize{nope=1})', 'cse']:
        try: PassManager.parse(t)
        except Exception as e: print(type(e).__name__, e)

# CHECK: any(unknown<p>)
# CHECK-NEXT: running on builtin.module
# CHECK-NEXT: builtin.module(func.func(cse),unknown<fail>)
# CHECK-NEXT: MLIRError Failure while executing pass pipeline
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
# CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
# CHECK-NEXT:     return %1 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: MLIRError 'Failure while executing pass pipeline:\nerror: "-":0:0: can
# CHECK-NEXT: RuntimeError boom
# CHECK-NEXT: module {
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: ValueError <Pass-Options-Parser>: no such option nope
# CHECK-EMPTY:
# CHECK-NEXT: failed to add `canonicalize` with options `nope=1`
# CHECK-EMPTY:
# CHECK-NEXT: ValueError expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
