"""Misuse of `SymbolTable` raises a Python exception; nothing crashes,
including use of symbols erased behind the table's back."""
import pytest

from mlir.ir import *

ERR = (RuntimeError, ValueError, IndexError, TypeError, KeyError)

SRC = r"""
"test.sym"() {sym_name = "foo"} : () -> ()
"test.sym"() {sym_name = "bar", sym_visibility = "private"} : () -> ()
module @inner {
}
"""


def test_symbol_table_misuse(ctx):
    m = Module.parse(SRC)
    st = SymbolTable(m.operation)
    with pytest.raises(ERR):
        SymbolTable(st["foo"])
    with pytest.raises(ERR):
        SymbolTable(42)
    with pytest.raises(ERR):
        st[3]
    with pytest.raises(ERR):
        st.insert(Operation.create("test.nosym"))
    with pytest.raises(ERR):
        st.insert(m.operation)
    with pytest.raises(ERR):
        st.insert("foo")
    inner = SymbolTable(st["inner"].operation)
    with pytest.raises(ERR):
        inner.erase(st["foo"])
    # Erased behind the table's back: reads as missing, never dangles.
    foo = st["foo"]
    foo.operation.erase()
    assert "foo" not in st
    with pytest.raises(ERR):
        st["foo"]
    with pytest.raises(ERR):
        del st["foo"]
    with pytest.raises(ERR):
        st.erase(foo)
    with pytest.raises(ERR):
        SymbolTable.get_symbol_name(foo)
    with pytest.raises(ERR):
        SymbolTable.set_visibility(st["bar"], "secret")
    with pytest.raises(ERR):
        SymbolTable.get_visibility(m.operation)
    with pytest.raises(ERR):
        SymbolTable.walk_symbol_tables(m.operation, True, None)
    def boom(op, vis):
        raise KeyError("boom")
    # Upstream wraps the callback's exception in a RuntimeError.
    with pytest.raises(RuntimeError, match="Exception raised in callback: .*KeyError"):
        SymbolTable.walk_symbol_tables(m.operation, True, boom)
    with pytest.raises(ERR):
        SymbolTable.replace_all_symbol_uses("a", "b", "not an op")


def test_symbol_table_other_context(ctx):
    m = Module.parse(SRC)
    st = SymbolTable(m.operation)
    with Context() as c2, Location.unknown():
        c2.allow_unregistered_dialects = True
        op = Operation.create("test.sym", attributes={"sym_name": StringAttr.get("x")})
        with pytest.raises(ERR):
            st.insert(op)
