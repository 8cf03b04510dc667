//! `SymbolTable`, over `mlir_ir::symbols`. Like upstream's (a C++
//! `SymbolTable` behind the C API) the name map is built once, when the
//! Python object is made, and kept up to date by `insert`/`erase` only;
//! renaming a symbol behind its back leaves the map stale, as upstream.
//! Stale entries (ops erased elsewhere) read as missing, never dangle.

use super::attributes::attr_to_py;
use super::context::CtxRef;
use super::operation::{generic_op_to_py, handle_of, op_to_py, OpHandle};
use super::IrResultExt;
use mlir_ir::attributes::AttrKind;
use mlir_ir::ir::{InsertPoint, Ir};
use mlir_ir::symbols::{self, SymbolTable, SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};
use mlir_ir::OpId;
use pyo3::exceptions::{PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::sync::Arc;

/// `mlir.ir.SymbolTable`.
#[pyclass(name = "SymbolTable", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PySymbolTable {
    h: Arc<OpHandle>,
    table: parking_lot::Mutex<SymbolTable>,
}

fn string_attr(py: Python<'_>, ctx: &CtxRef, s: &str) -> PyResult<Py<PyAny>> {
    let c = ctx.ctx();
    let none = c.none_type();
    let attr = c.get_attr(AttrKind::String { value: s.as_bytes().into(), ty: none });
    attr_to_py(py, ctx, attr)
}

fn no_name() -> PyErr {
    PyValueError::new_err("Expected operation to have a symbol name.")
}

fn no_visibility() -> PyErr {
    PyValueError::new_err("Expected operation to have a symbol visibility.")
}

fn not_found(name: &str) -> PyErr {
    PyKeyError::new_err(format!("Symbol '{name}' not in the symbol table."))
}

impl PySymbolTable {
    /// The live op named `name` in the cached map.
    fn lookup(&self, ir: &Ir, name: &str) -> Option<OpId> {
        self.table.lock().lookup(name).filter(|&o| ir.op_is_live(o))
    }

    fn erase_op(&self, ir: &mut Ir, table_op: OpId, op: OpId) -> PyResult<()> {
        if ir.op_parent_op(op).py()? != Some(table_op) {
            return Err(PyValueError::new_err("Operation is not in this symbol table"));
        }
        if let Some(name) = symbols::symbol_name(ir, op) {
            let mut t = self.table.lock();
            if t.lookup(&name) == Some(op) {
                t.remove(&name);
            }
        }
        ir.erase_op(op).py()
    }
}

#[pymethods]
impl PySymbolTable {
    #[new]
    fn new(arg: &Bound<'_, PyAny>) -> PyResult<PySymbolTable> {
        let h = handle_of(arg)?;
        let op = h.check()?;
        let table = {
            let ir = h.ctx.read();
            if !symbols::is_symbol_table(&ir, op) {
                return Err(PyTypeError::new_err("Operation is not a Symbol Table."));
            }
            SymbolTable::new(&ir, op).py()?
        };
        Ok(PySymbolTable { h, table: parking_lot::Mutex::new(table) })
    }

    fn __getitem__(&self, py: Python<'_>, arg: &str) -> PyResult<Py<PyAny>> {
        self.h.check()?;
        let found = self.lookup(&self.h.ctx.read(), arg);
        match found {
            Some(op) => op_to_py(py, &self.h.ctx, op, Some(self.h.clone())),
            None => Err(not_found(arg)),
        }
    }

    fn __contains__(&self, arg: &str) -> PyResult<bool> {
        self.h.check()?;
        Ok(self.lookup(&self.h.ctx.read(), arg).is_some())
    }

    /// Inserts `operation` at the end of the table's body (before its
    /// terminator), renaming it `name_N` on a clash; returns the name.
    fn insert(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let table_op = self.h.check()?;
        let oh = handle_of(operation)?;
        self.h.ctx.check_same(&oh.ctx, "Operation")?;
        let op = oh.check()?;
        let name = {
            let mut ir = self.h.ctx.write()?;
            let Some(mut name) = symbols::symbol_name(&ir, op) else {
                return Err(no_name());
            };
            let mut up = Some(table_op);
            while let Some(x) = up {
                if x == op {
                    return Err(PyValueError::new_err("cannot insert a symbol table into itself"));
                }
                up = ir.op_parent_op(x).ok().flatten();
            }
            let body = ir
                .regions(table_op)
                .py()?
                .first()
                .copied()
                .and_then(|r| ir.region_first_block(r).ok().flatten())
                .ok_or_else(|| PyValueError::new_err("the symbol table has no body block"))?;
            if ir.op_parent_block(op).py()? != Some(body) {
                let at = match ir.block_last_op(body).py()? {
                    Some(last) if symbols::is_terminator(&ir, last) => InsertPoint::Before(last),
                    _ => InsertPoint::BlockEnd(body),
                };
                if ir.op_parent_block(op).py()?.is_some() {
                    ir.move_op(op, at).py()?;
                } else {
                    ir.insert_op(op, at).py()?;
                }
            }
            let mut t = self.table.lock();
            let taken = |t: &SymbolTable, n: &str| t.lookup(n).is_some_and(|o| o != op && ir.op_is_live(o));
            if taken(&t, &name) {
                let base = name.clone();
                let mut counter = 0u64;
                loop {
                    let candidate = format!("{base}_{counter}");
                    counter += 1;
                    if !taken(&t, &candidate) {
                        name = candidate;
                        break;
                    }
                }
                symbols::set_symbol_attr(&mut ir, op, SYMBOL_ATTR_NAME, Some(&name)).py()?;
            }
            t.insert(&name, op);
            name
        };
        oh.set_keep(Some(self.h.clone()));
        string_attr(py, &self.h.ctx, &name)
    }

    /// Erases `operation` (a symbol of this table) and drops it from the map.
    fn erase(&self, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let table_op = self.h.check()?;
        let oh = handle_of(operation)?;
        self.h.ctx.check_same(&oh.ctx, "Operation")?;
        let op = oh.check()?;
        self.erase_op(&mut *self.h.ctx.write()?, table_op, op)?;
        oh.invalidate();
        Ok(())
    }

    fn __delitem__(&self, arg: &str) -> PyResult<()> {
        let table_op = self.h.check()?;
        let mut ir = self.h.ctx.write()?;
        let op = self.lookup(&ir, arg).ok_or_else(|| not_found(arg))?;
        self.erase_op(&mut ir, table_op, op)
    }

    /// The symbol's name.
    #[staticmethod]
    fn get_symbol_name(py: Python<'_>, symbol: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let h = handle_of(symbol)?;
        let op = h.check()?;
        let name = symbols::symbol_name(&h.ctx.read(), op).ok_or_else(no_name)?;
        string_attr(py, &h.ctx, &name)
    }

    /// Renames the symbol (uses are not updated).
    #[staticmethod]
    fn set_symbol_name(symbol: &Bound<'_, PyAny>, name: &str) -> PyResult<()> {
        let h = handle_of(symbol)?;
        let op = h.check()?;
        let mut ir = h.ctx.write()?;
        symbols::symbol_name(&ir, op).ok_or_else(no_name)?;
        symbols::set_symbol_attr(&mut ir, op, SYMBOL_ATTR_NAME, Some(name)).py()
    }

    /// The symbol's visibility.
    #[staticmethod]
    fn get_visibility(py: Python<'_>, symbol: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let h = handle_of(symbol)?;
        let op = h.check()?;
        let vis = symbols::symbol_visibility(&h.ctx.read(), op).ok_or_else(no_visibility)?;
        string_attr(py, &h.ctx, &vis)
    }

    /// Sets the symbol's visibility (`public`, `private` or `nested`).
    #[staticmethod]
    fn set_visibility(symbol: &Bound<'_, PyAny>, visibility: &str) -> PyResult<()> {
        if !matches!(visibility, "public" | "private" | "nested") {
            return Err(PyValueError::new_err("Expected visibility to be 'public', 'private' or 'nested'"));
        }
        let h = handle_of(symbol)?;
        let op = h.check()?;
        let mut ir = h.ctx.write()?;
        symbols::symbol_visibility(&ir, op).ok_or_else(no_visibility)?;
        symbols::set_symbol_attr(&mut ir, op, VISIBILITY_ATTR_NAME, Some(visibility)).py()
    }

    /// Re-roots every use of `old_symbol` nested under `from_op` at
    /// `new_symbol`.
    #[staticmethod]
    fn replace_all_symbol_uses(old_symbol: &str, new_symbol: &str, from_op: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(from_op)?;
        let op = h.check()?;
        let mut ir = h.ctx.write()?;
        symbols::replace_all_symbol_uses(&mut ir, old_symbol, new_symbol, op).py()
    }

    /// Calls `callback(op, all_sym_uses_visible)` on every symbol table
    /// from `from_op` down, nested tables first.
    #[staticmethod]
    fn walk_symbol_tables(
        py: Python<'_>,
        from_op: &Bound<'_, PyAny>,
        all_sym_uses_visible: bool,
        callback: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let h = handle_of(from_op)?;
        let op = h.check()?;
        let mut visits = Vec::new();
        collect_tables(&h.ctx.read(), op, all_sym_uses_visible, &mut visits).py()?;
        for (o, vis) in visits {
            // An `Operation`, as upstream passes.
            let obj = generic_op_to_py(py, &h.ctx, o, Some(h.clone()))?;
            // Upstream wraps the callback's exception this way.
            callback.call1((obj, vis)).map_err(|e| {
                pyo3::exceptions::PyRuntimeError::new_err(format!("Exception raised in callback: {}", err_text(py, &e)))
            })?;
        }
        Ok(())
    }
}

/// `Type: message` of a Python exception.
fn err_text(py: Python<'_>, e: &PyErr) -> String {
    let name = e.get_type(py).name().map(|n| n.to_string()).unwrap_or_default();
    format!("{name}: {}", e.value(py))
}

/// Upstream's `SymbolTable::walkSymbolTables` order: post-order over the
/// symbol-table ops under `op`.
fn collect_tables(ir: &Ir, op: OpId, visible: bool, out: &mut Vec<(OpId, bool)>) -> mlir_ir::ir::IrResult<()> {
    let is_table = symbols::is_symbol_table(ir, op);
    let visible = if is_table {
        let is_symbol = symbols::symbol_name(ir, op).is_some();
        visible || !is_symbol || symbols::symbol_visibility(ir, op).as_deref() == Some("private")
    } else {
        true
    };
    for child in symbols::child_ops(ir, op)? {
        collect_tables(ir, child, visible, out)?;
    }
    if is_table {
        out.push((op, visible));
    }
    Ok(())
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySymbolTable>()
}
