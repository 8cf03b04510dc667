# RUN: %PYTHON %s | FileCheck %s
# APIs newer than upstream MLIR 22 that rmlir already offers (upstream's
# later bindings have them): func.FuncOp's plain-string `name`/`visibility`,
# named signature inputs, and enum-attribute builders registered under the
# dialect-prefixed key.
import gc

from mlir.ir import *
from mlir.dialects import arith, func, index


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


# CHECK-LABEL: TEST: testPlainNameAndVisibility
@run
def testPlainNameAndVisibility():
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("callee", ([], []), visibility="private")
            # CHECK: str callee private "callee"
            print(type(f.name).__name__, f.name, f.visibility, f.sym_name)
            with InsertionPoint(func.FuncOp("caller", ([], [])).add_entry_block()):
                # Calling a FuncOp view builds the symbol from its plain name.
                func.CallOp(f, [])
                func.ReturnOp([])
        # CHECK: call @callee() : () -> ()
        print(module)


# CHECK-LABEL: TEST: testNamedInputs
@run
def testNamedInputs():
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("named", ([("lhs", i32), i32, ("rhs", i32)], [i32]))
            # CHECK: (i32, i32, i32) -> i32
            print(f.type)
            # Names are not argument attributes.
            # CHECK: [{}, {}, {}]
            print(f.arg_attrs)
            block = f.add_entry_block()
            with InsertionPoint(block):
                func.ReturnOp([block.arguments[0]])
            # CHECK: loc("lhs")
            # CHECK: loc(unknown)
            # CHECK: loc("rhs")
            for a in block.arguments:
                print(a.location)
        # CHECK: func.func @named(%arg0: i32, %arg1: i32, %arg2: i32) -> i32
        print(module)
        try:
            func.FuncOp("bad", ([("x", i32, i32)], []))
        except TypeError as e:
            # CHECK: TypeError: a named function input must be a (str, Type) pair
            print("TypeError:", e)


# CHECK-LABEL: TEST: testPrefixedEnumAttrBuilder
@run
def testPrefixedEnumAttrBuilder():
    with Context() as ctx:
        # CHECK: #index<cmp_predicate ult>
        print(AttrBuilder.get("index.IndexCmpPredicateAttr")("ult", context=ctx))
        # The unprefixed key the generated builders use stays registered.
        # CHECK: #index<cmp_predicate sge>
        print(AttrBuilder.get("IndexCmpPredicateAttr")("sge", context=ctx))
        # CHECK: True
        print(AttrBuilder.contains("arith.Arith_FastMathAttr"))
