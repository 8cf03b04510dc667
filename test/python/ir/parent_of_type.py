# RUN: %PYTHON %s | FileCheck %s
# mlir.ir.get_parent_of_type and the `None` attribute-value message (from
# upstream's bindings newer than MLIR 22), and the non-string key message.
import gc

from mlir.ir import *
from mlir.dialects import arith, builtin, func, scf


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


# CHECK-LABEL: TEST: testGetParentOfType
@run
def testGetParentOfType():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = Module.create()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("outer", ([], []))
            with InsertionPoint(f.add_entry_block()):
                c = arith.ConstantOp(idx, 0)
                loop = scf.ForOp(c, c, c)
                with InsertionPoint(loop.body):
                    inner = Operation.create("test.inner")
                    scf.YieldOp([])
                func.ReturnOp([])
        # The nearest enclosing op of the kind, as its registered view.
        p = get_parent_of_type(inner, func.FuncOp)
        # CHECK: FuncOp outer
        print(type(p).__name__, p.name)
        # CHECK: ForOp
        print(type(get_parent_of_type(inner.operation, scf.ForOp)).__name__)
        # CHECK: ModuleOp
        print(type(get_parent_of_type(loop, builtin.ModuleOp)).__name__)
        # The op itself does not count; no such ancestor gives None.
        # CHECK: None None None
        print(
            get_parent_of_type(f, func.FuncOp),
            get_parent_of_type(inner, scf.IfOp),
            get_parent_of_type(Operation.create("test.detached"), func.FuncOp),
        )
        for bad in (int, OpView, "func.func"):
            try:
                get_parent_of_type(inner, bad)
            except TypeError as e:
                # CHECK-COUNT-3: TypeError get_parent_of_type expects an OpView subclass
                print("TypeError", e)


# CHECK-LABEL: TEST: testNoneAttributeValue
@run
def testNoneAttributeValue():
    with Context() as ctx, Location.unknown():
        for value in (None, 3):
            try:
                Operation.create("builtin.module", attributes={"k": value})
            except TypeError as e:
                print(e)
        # CHECK: Found an invalid (`None`?) attribute value for the key "k" when attempting to create the operation "builtin.module"
        # CHECK: Invalid attribute value for the key "k" when attempting to create the operation "builtin.module"


# CHECK-LABEL: TEST: testNonStringAttributeKey
@run
def testNonStringAttributeKey():
    with Context(), Location.unknown():
        for key in (None, 42):
            try:
                Operation.create("builtin.module", attributes={key: UnitAttr.get()})
            except TypeError as e:
                # CHECK-COUNT-2: Invalid attribute key (not a string) when attempting to create the operation "builtin.module"
                print(e)
