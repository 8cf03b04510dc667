# RUN: %PYTHON %s | FileCheck %s
# Python passes in upstream's newer form: the callable gets only the op and
# signals failure through `self.signal_pass_failure()`, set on it for the
# call. Two-argument callables keep upstream 22's `(op, pass_)` form.
from mlir.ir import *
from mlir.passmanager import *

with Context(), Location.unknown():
    m = Module.parse("func.func @f() { return }")

    def one(op):
        print("one:", op.name)

    def two(op, pass_):
        print("two:", op.name, type(pass_).__name__)

    class Counter:
        def __init__(self):
            self.calls = 0

        def __call__(self, op):
            self.calls += 1

    counter = Counter()
    pm = PassManager("any")
    pm.add(one)
    pm.add(two)
    pm.add(counter, "Counter")
    pm.run(m.operation)
    # CHECK: one: builtin.module
    # CHECK-NEXT: two: builtin.module ExternalPass
    # CHECK-NEXT: calls: 1
    print("calls:", counter.calls)

    class Fails:
        def __call__(self, op):
            print("failing on", op.name)
            self.signal_pass_failure()

    fails = Fails()
    pm = PassManager("any")
    pm.add(fails, "Fails")
    try:
        pm.run(m.operation)
    except MLIRError as e:
        # CHECK: failing on builtin.module
        # CHECK-NEXT: MLIRError Failure while executing pass pipeline
        print("MLIRError", str(e).splitlines()[0])

    # Outside a run the method reports the misuse instead of doing nothing.
    try:
        fails.signal_pass_failure()
    except RuntimeError as e:
        # CHECK-NEXT: RuntimeError signal_pass_failure() should always be called from the __call__ method
        print("RuntimeError", e)

    # A plain function gets the attribute too.
    def fn_fails(op):
        fn_fails.signal_pass_failure()

    pm = PassManager("any")
    pm.add(fn_fails)
    try:
        pm.run(m.operation)
    except MLIRError as e:
        # CHECK-NEXT: function failed: Failure while executing pass pipeline
        print("function failed:", str(e).splitlines()[0])
