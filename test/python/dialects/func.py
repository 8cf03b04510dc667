# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

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


def te(f):
    # Only the exception type: the message is checked in func_known_diffs.py.
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)


@run
def testFuncOp():
    # CHECK-LABEL: TEST: testFuncOp
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            ext = func.FuncOp("external", ([i32, f32], [i32]), visibility="private")
            typed = func.FuncOp("typed", FunctionType.get([i32], [i32]))
            with InsertionPoint(typed.add_entry_block()):
                func.ReturnOp([typed.arguments[0]])
            empty = func.FuncOp("empty", ([], []))
            with InsertionPoint(empty.add_entry_block()):
                func.ReturnOp([])

            def build(op):
                s = arith.addi(op.arguments[0], op.arguments[1])
                func.ReturnOp([s])

            built = func.FuncOp("built", ([i32, i32], [i32]), visibility="public", body_builder=build)
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func private @external(i32, f32) -> i32
        # CHECK-NEXT:   func.func @typed(%arg0: i32) -> i32 {
        # CHECK-NEXT:     return %arg0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @empty() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func public @built(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
        # CHECK-NEXT:     return %0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(ext.is_external, typed.is_external, built.is_external)
        # CHECK: True False False
        print(ext.sym_name, ext.name, ext.visibility, ext.type)
        # CHECK: "external" external private (i32, f32) -> i32
        print(typed.type, typed.type.inputs, typed.type.results)
        # CHECK: (i32) -> i32 [IntegerType(i32)] [IntegerType(i32)]
        print(type(typed.body).__name__, len(typed.body.blocks))
        # CHECK: Region 1
        print(type(typed.entry_block).__name__, len(typed.entry_block.arguments))
        # CHECK: Block 1
        print(len(built.arguments), built.arguments[0].type)
        # CHECK: 2 i32
        print(built.sym_name, built.function_type, built.sym_visibility)
        # CHECK: "built" (i32, i32) -> i32 "public"
        print(typed.sym_visibility, typed.arg_attrs, typed.res_attrs)
        # CHECK: None [{}] None
        t(lambda: ext.entry_block)
        # CHECK: IndexError External function does not have a body
        t(lambda: typed.add_entry_block())
        # CHECK: IndexError The function already has an entry block!
        te(lambda: typed.visibility)
        # CHECK: KeyError


@run
def testAddEntryBlockLocations():
    # CHECK-LABEL: TEST: testAddEntryBlockLocations
    with Context() as ctx:
        module = Module.create(Location.unknown())
        with InsertionPoint(module.body):
            f = func.FuncOp("locs", ([IndexType.get(), IndexType.get()], []), loc=Location.name("fn"))
            block = f.add_entry_block(arg_locs=[Location.name("a"), Location.name("b")])
            with InsertionPoint(block):
                func.ReturnOp([], loc=Location.name("ret"))
        print(module.operation.get_asm(enable_debug_info=True))
        # CHECK: #loc2 = loc("a")
        # CHECK-NEXT: #loc3 = loc("b")
        # CHECK-NEXT: module {
        # CHECK-NEXT:   func.func @locs(%arg0: index loc("a"), %arg1: index loc("b")) {
        # CHECK-NEXT:     return loc(#loc4)
        # CHECK-NEXT:   } loc(#loc1)
        # CHECK-NEXT: } loc(#loc)
        # CHECK-NEXT: #loc = loc(unknown)
        # CHECK-NEXT: #loc1 = loc("fn")
        # CHECK-NEXT: #loc4 = loc("ret")
        print(block.arguments[0].location, block.arguments[1].location)
        # CHECK: loc("a") loc("b")


@run
def testFromPyFunc():
    # CHECK-LABEL: TEST: testFromPyFunc
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(module.body):

            @func.FuncOp.from_py_func(i32, i32)
            def add(a, b):
                return arith.addi(a, b)

            @func.FuncOp.from_py_func(i32, f32)
            def pair(a, x):
                return a, x

            @func.FuncOp.from_py_func()
            def nothing():
                pass

            @func.FuncOp.from_py_func(i32, results=[i32], name="explicit_name")
            def explicit(a):
                func.ReturnOp([a])

            @func.func(i32)
            def with_func_op(a, func_op):
                print("func_op:", type(func_op).__name__, func_op.name)
                return a
            # CHECK: func_op: FuncOp with_func_op

            @func.FuncOp.from_py_func(f32)
            def with_kwargs(x, **kwargs):
                print("kwargs:", sorted(kwargs))
                return arith.AddFOp(x, x)
            # CHECK: kwargs: ['func_op']

            @func.FuncOp.from_py_func(i32, i32)
            def caller(a, b):
                s = add(a, b)
                p = pair(s, arith.constant(f32, 1.0))
                nothing()
                e = explicit(s)
                w = with_func_op(e)
                return w, p[1]

        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @add(%arg0: i32, %arg1: i32) -> i32 {
        # CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
        # CHECK-NEXT:     return %0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @pair(%arg0: i32, %arg1: f32) -> (i32, f32) {
        # CHECK-NEXT:     return %arg0, %arg1 : i32, f32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @nothing() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @explicit_name(%arg0: i32) -> i32 {
        # CHECK-NEXT:     return %arg0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @with_func_op(%arg0: i32) -> i32 {
        # CHECK-NEXT:     return %arg0 : i32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @with_kwargs(%arg0: f32) -> f32 {
        # CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
        # CHECK-NEXT:     return %0 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT:   func.func @caller(%arg0: i32, %arg1: i32) -> (i32, f32) {
        # CHECK-NEXT:     %0 = call @add(%arg0, %arg1) : (i32, i32) -> i32
        # CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
        # CHECK-NEXT:     %1:2 = call @pair(%0, %cst) : (i32, f32) -> (i32, f32)
        # CHECK-NEXT:     call @nothing() : () -> ()
        # CHECK-NEXT:     %2 = call @explicit_name(%0) : (i32) -> i32
        # CHECK-NEXT:     %3 = call @with_func_op(%2) : (i32) -> i32
        # CHECK-NEXT:     return %3, %1#1 : i32, f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(add.__name__, type(add.func_op).__name__, add.func_op.type)
        # CHECK: add FuncOp (i32, i32) -> i32
        print(pair.func_op.type, nothing.func_op.type)
        # CHECK: (i32, f32) -> (i32, f32) () -> ()
        print(explicit.__name__, explicit.func_op.name)
        # CHECK: explicit explicit_name
        print(caller.func_op.type)
        # CHECK: (i32, i32) -> (i32, f32)


@run
def testCallOp():
    # CHECK-LABEL: TEST: testCallOp
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            callee = func.FuncOp("callee", ([i32], [i32, i32]), visibility="private")
            noret = func.FuncOp("noret", ([], []), visibility="private")
            caller = func.FuncOp("caller", ([i32], []))
            with InsertionPoint(caller.add_entry_block()):
                a = caller.arguments[0]
                c1 = func.CallOp(callee, [a])
                c2 = func.CallOp([i32, i32], "callee", [a])
                c3 = func.CallOp([i32, i32], FlatSymbolRefAttr.get("callee"), [c1.results[0]])
                c4 = func.CallOp(noret, [])
                r = func.call([i32, i32], "callee", [a], no_inline=True)
                r2 = func.call([], FlatSymbolRefAttr.get("noret"), [])
                fref = func.ConstantOp(callee.type, FlatSymbolRefAttr.get("callee"))
                fref2 = func.constant(noret.type, "noret")
                ci = func.CallIndirectOp([i32, i32], fref, [a])
                ci2 = func.call_indirect([], fref2, [])
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func private @callee(i32) -> (i32, i32)
        # CHECK-NEXT:   func.func private @noret()
        # CHECK-NEXT:   func.func @caller(%arg0: i32) {
        # CHECK-NEXT:     %0:2 = call @callee(%arg0) : (i32) -> (i32, i32)
        # CHECK-NEXT:     %1:2 = call @callee(%arg0) : (i32) -> (i32, i32)
        # CHECK-NEXT:     %2:2 = call @callee(%0#0) : (i32) -> (i32, i32)
        # CHECK-NEXT:     call @noret() : () -> ()
        # CHECK-NEXT:     %3:2 = call @callee(%arg0) {no_inline} : (i32) -> (i32, i32)
        # CHECK-NEXT:     call @noret() : () -> ()
        # CHECK-NEXT:     %f = constant @callee : (i32) -> (i32, i32)
        # CHECK-NEXT:     %f_0 = constant @noret : () -> ()
        # CHECK-NEXT:     %4:2 = call_indirect %f(%arg0) : (i32) -> (i32, i32)
        # CHECK-NEXT:     call_indirect %f_0() : () -> ()
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(c1.callee, len(c1.results), len(c1.operands_), c1.operands_[0] == a)
        # CHECK: @callee 2 1 True
        print(c1.no_inline, r[0].owner.opview.no_inline)
        # CHECK: False True
        c1.no_inline = True
        print(c1.no_inline, c1)
        # CHECK: True %0:2 = func.call @callee(%arg0) {no_inline} : (i32) -> (i32, i32)
        c1.no_inline = False
        print(c1.no_inline, c1)
        # CHECK: False %0:2 = func.call @callee(%arg0) : (i32) -> (i32, i32)
        print(type(r).__name__, len(r), type(r2).__name__, type(ci2).__name__)
        # CHECK: OpResultList 2 CallOp CallIndirectOp
        print(fref.type, fref.value, type(fref2).__name__)
        # CHECK: (i32) -> (i32, i32) @callee OpResult
        print(ci.callee == fref.result, len(ci.callee_operands), len(ci.results_))
        # CHECK: True 1 2
        print(c1.arg_attrs, c1.res_attrs)
        # CHECK: None None
        c1.callee = FlatSymbolRefAttr.get("other")
        print(c1.callee)
        # CHECK: @other
        t(lambda: setattr(c1, "callee", None))
        # CHECK: ValueError 'None' not allowed as value for mandatory attributes


@run
def testCallOpErrors():
    # CHECK-LABEL: TEST: testCallOpErrors
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            callee = func.FuncOp("callee", ([], []), visibility="private")
            caller = func.FuncOp("caller", ([], []))
            with InsertionPoint(caller.add_entry_block()):
                t(lambda: func.CallOp(callee, "not a list"))
                # CHECK: ValueError when constructing a call to a function, expected the second argument to be a list of call arguments, got <class 'str'>
                te(lambda: func.CallOp(callee, [], []))
                # CHECK: ValueError
                t(lambda: func.CallOp([i32], [], []))
                # CHECK: ValueError when constructing a call to a function by name, expected the second argument to be a string or a FlatSymbolRefAttr, got <class 'list'>
                t(lambda: func.CallOp([i32]))
                # CHECK: TypeError CallOp.__init__() missing 1 required positional argument: 'argumentsOrCallee'
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func private @callee()
        # CHECK-NEXT:   func.func @caller() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testArgAndResultAttrs():
    # CHECK-LABEL: TEST: testArgAndResultAttrs
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("attrs", ([i32, i32], [i32]), visibility="private")
        print(f.arg_attrs)
        # CHECK: [{}, {}]
        f.arg_attrs = [DictAttr.get({"my.a": UnitAttr.get()}), DictAttr.get({})]
        print(f.arg_attrs)
        # CHECK: [{my.a}, {}]
        f.arg_attrs = ArrayAttr.get([DictAttr.get({}), DictAttr.get({"my.b": IntegerAttr.get(i32, 3)})])
        print(f.arg_attrs)
        # CHECK: [{}, {my.b = 3 : i32}]
        te(lambda: f.result_attrs)
        # CHECK: KeyError
        f.result_attrs = ArrayAttr.get([DictAttr.get({"my.r": StringAttr.get("x")})])
        print(f.result_attrs)
        # CHECK: [{my.r = "x"}]
        print(f.res_attrs)
        # CHECK: [{my.r = "x"}]
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func private @attrs(i32, i32 {my.b = 3 : i32}) -> (i32 {my.r = "x"})
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(func.FuncOp.OPERATION_NAME, func.FuncOp._ODS_REGIONS)
    # CHECK: func.func (1, True)
    print(func.CallOp.OPERATION_NAME, func.CallOp._ODS_REGIONS)
    # CHECK: func.call (0, True)
    print(func.ReturnOp.OPERATION_NAME, func.ConstantOp.OPERATION_NAME)
    # CHECK: func.return func.constant
    print(func.CallIndirectOp.OPERATION_NAME)
    # CHECK: func.call_indirect
    print(func._Dialect.DIALECT_NAMESPACE)
    # CHECK: func
    print(func.ARGUMENT_ATTRIBUTE_NAME, func.RESULT_ATTRIBUTE_NAME)
    # CHECK: arg_attrs res_attrs
    print(func.func is not None, func.FuncOp.__base__.__name__, func.CallOp.__base__.__name__)
    # CHECK: True FuncOp CallOp


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context() as ctx:
        module = Module.parse(
            r"""
            func.func private @ext(i32) -> i32
            func.func @f(%a: i32) -> i32 attributes {no_inline} {
              %0 = call @ext(%a) {no_inline} : (i32) -> i32
              %f = constant @ext : (i32) -> i32
              %1 = call_indirect %f(%0) : (i32) -> i32
              return %1 : i32
            }
            """
        )
        print(type(module.body.operations[0]).__name__)
        # CHECK: FuncOp
        ops = list(module.body.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['FuncOp', 'FuncOp']
        print(ops[0].is_external, ops[1].is_external, ops[0].visibility, ops[1].name)
        # CHECK: True False private f
        body = [type(o).__name__ for o in ops[1].entry_block.operations]
        print(body)
        # CHECK: ['CallOp', 'ConstantOp', 'CallIndirectOp', 'ReturnOp']
        call = ops[1].entry_block.operations[0]
        print(call.callee, call.no_inline)
        # CHECK: @ext True
        print(ops[1].entry_block.operations[1].type)
        # CHECK: (i32) -> i32
        print(len(ops[1].entry_block.operations[3].operands_))
        # CHECK: 1
        print(ops[1].no_inline)
        # CHECK: True
        print(type(ctx.dialects.func).__name__, ctx.dialects.func.DIALECT_NAMESPACE)
        # CHECK: _Dialect func


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            te(lambda: func.FuncOp("bad", "not a type"))
            # CHECK: TypeError
            t(lambda: func.FuncOp("bad", ([i32], [i32]), bogus=1))
            # CHECK: TypeError FuncOp.__init__() got an unexpected keyword argument 'bogus'
            t(lambda: func.FuncOp())
            # CHECK: TypeError FuncOp.__init__() missing 2 required positional arguments: 'name' and 'type'
            f = func.FuncOp("ret", ([i32], [i32]))
            with InsertionPoint(f.add_entry_block()):
                t(lambda: func.ReturnOp())
                # CHECK: TypeError ReturnOp.__init__() missing 1 required positional argument: 'operands_'
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'func.return' op has 0 operands, but enclosing function (@ret) returns 1


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in func_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([], []))
            with InsertionPoint(f.add_entry_block()):
                raises(lambda: func.ReturnOp([1]))
                # CHECK: raised
                raises(lambda: func.CallOp([i32], "x", [1]))
                # CHECK: raised
                raises(lambda: func.call_indirect([], 1, []))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong() {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testMissingAttributeMessages():
    # Upstream's KeyError for a missing attribute does not name the attribute.
    # CHECK-LABEL: TEST: testMissingAttributeMessages
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f = func.FuncOp("f", ([], []))
        t(lambda: f.visibility)
        # CHECK: KeyError 'attempt to access a non-existent attribute'
        t(lambda: f.result_attrs)
        # CHECK: KeyError 'attempt to access a non-existent attribute'
        t(lambda: f.attributes["nope"])
        # CHECK: KeyError 'attempt to access a non-existent attribute'
