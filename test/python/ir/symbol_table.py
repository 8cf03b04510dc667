# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc
from mlir.ir import *


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


SRC = r"""
"test.sym"() {sym_name = "foo", sym_visibility = "private"} : () -> ()
"test.sym"() {sym_name = "bar"} : () -> ()
"test.use"() {callee = @foo, refs = [@foo, @bar::@foo], d = {x = @foo}} : () -> ()
"test.sym"() {sym_name = "baz", sym_visibility = "nested"} : () -> ()
module @inner attributes {sym_visibility = "private"} {
  "test.sym"() {sym_name = "deep"} : () -> ()
  module @innermost {
  }
}
"""


@run
def testSymbolTable():
    with Context() as c, Location.unknown():
        c.allow_unregistered_dialects = True
        m = Module.parse(SRC)
        st = SymbolTable(m.operation)
        print(type(st["foo"]).__name__, st["foo"].name, "foo" in st, "nope" in st, "deep" in st, "inner" in st)
        t(lambda: st["nope"])
        print(SymbolTable.get_symbol_name(st["bar"]), repr(SymbolTable.get_symbol_name(st["bar"])))
        print(repr(SymbolTable.get_visibility(st["foo"])))
        t(lambda: SymbolTable.get_visibility(st["bar"]))
        SymbolTable.set_symbol_name(st["baz"], "qux")
        print("qux" in st, "baz" in st, SymbolTable.get_symbol_name(st["baz"]))
        t(lambda: SymbolTable.set_visibility(st["bar"], "private"))
        SymbolTable.set_visibility(st["foo"], "nested")
        print(SymbolTable.get_visibility(st["foo"]))
        t(lambda: SymbolTable.set_visibility(st["foo"], "bogus"))
        SymbolTable.replace_all_symbol_uses("foo", "foo2", m.operation)
        print(m.body.operations[2])
        op = Operation.create("test.sym2", attributes={"sym_name": StringAttr.get("bar")})
        print(repr(st.insert(op)), op.attributes["sym_name"])
        op3 = Operation.create("test.sym3", attributes={"sym_name": StringAttr.get("bar")})
        print(repr(st.insert(op3)))
        op4 = Operation.create("test.sym4", attributes={"sym_name": StringAttr.get("fresh")})
        print(repr(st.insert(op4)), "fresh" in st, st["fresh"].name)
        print(m)
        inner = SymbolTable(st["inner"].operation)
        print("deep" in inner, "foo" in inner)
        t(lambda: SymbolTable(st["bar"].operation))
        st.erase(st["foo"])
        print("foo" in st)
        del st["bar"]
        print("bar" in st)
        print(m)
        t(lambda: st.__delitem__("zzz"))

        def cb(o, vis):
            print("cb", o.name, vis)

        SymbolTable.walk_symbol_tables(m.operation, True, cb)
        SymbolTable.walk_symbol_tables(m.operation, False, cb)
        t(lambda: SymbolTable.get_symbol_name(m.operation))
        t(lambda: st.insert(Operation.create("test.nosym")))
        t(lambda: SymbolTable.set_symbol_name(m.operation, "x"))
        t(lambda: SymbolTable.get_visibility(m.operation))


# CHECK-LABEL: TEST: testSymbolTable
# CHECK: OpView test.sym True False False True
# CHECK: KeyError "Symbol 'nope' not in the symbol table."
# CHECK: "bar" StringAttr("bar")
# CHECK: StringAttr("private")
# CHECK: ValueError Expected operation to have a symbol visibility.
# CHECK: False True "qux"
# CHECK: ValueError Expected operation to have a symbol visibility.
# CHECK: "nested"
# CHECK: ValueError Expected visibility to be 'public', 'private' or 'nested'
# CHECK: "test.use"() {callee = @foo2, d = {x = @foo2}, refs = [@foo2, @bar::@foo]} : () -> ()
# CHECK: StringAttr("bar_0") "bar_0"
# CHECK: StringAttr("bar_1")
# CHECK: StringAttr("fresh") True test.sym4
# CHECK: module {
# CHECK:   "test.sym"() {sym_name = "foo", sym_visibility = "nested"} : () -> ()
# CHECK:   "test.sym"() {sym_name = "bar"} : () -> ()
# CHECK:   "test.use"() {callee = @foo2, d = {x = @foo2}, refs = [@foo2, @bar::@foo]} : () -> ()
# CHECK:   "test.sym"() {sym_name = "qux", sym_visibility = "nested"} : () -> ()
# CHECK:   module @inner attributes {sym_visibility = "private"} {
# CHECK:     "test.sym"() {sym_name = "deep"} : () -> ()
# CHECK:     module @innermost {
# CHECK:     }
# CHECK:   }
# CHECK:   "test.sym2"() {sym_name = "bar_0"} : () -> ()
# CHECK:   "test.sym3"() {sym_name = "bar_1"} : () -> ()
# CHECK:   "test.sym4"() {sym_name = "fresh"} : () -> ()
# CHECK: }
# CHECK: True False
# CHECK: TypeError Operation is not a Symbol Table.
# CHECK: False
# CHECK: False
# CHECK: module {
# CHECK:   "test.use"() {callee = @foo2, d = {x = @foo2}, refs = [@foo2, @bar::@foo]} : () -> ()
# CHECK:   "test.sym"() {sym_name = "qux", sym_visibility = "nested"} : () -> ()
# CHECK:   module @inner attributes {sym_visibility = "private"} {
# CHECK:     "test.sym"() {sym_name = "deep"} : () -> ()
# CHECK:     module @innermost {
# CHECK:     }
# CHECK:   }
# CHECK:   "test.sym2"() {sym_name = "bar_0"} : () -> ()
# CHECK:   "test.sym3"() {sym_name = "bar_1"} : () -> ()
# CHECK:   "test.sym4"() {sym_name = "fresh"} : () -> ()
# CHECK: }
# CHECK: KeyError "Symbol 'zzz' not in the symbol table."
# CHECK: cb builtin.module True
# CHECK: cb builtin.module True
# CHECK: cb builtin.module True
# CHECK: cb builtin.module True
# CHECK: cb builtin.module True
# CHECK: cb builtin.module True
# CHECK: ValueError Expected operation to have a symbol name.
# CHECK: ValueError Expected operation to have a symbol name.
# CHECK: ValueError Expected operation to have a symbol name.
# CHECK: ValueError Expected operation to have a symbol visibility.
