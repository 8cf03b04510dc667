//! `Module`: a top-level `builtin.module`, created or parsed; owns its tree.

use super::block::PyBlock;
use super::context::{resolve_context, CtxRef, PyContext};
use super::location::PyLocation;
use super::operation::{operation_obj, print_text, OpHandle, PyOperation};
use super::IrResultExt;
use mlir_ir::attributes::LocKind;
use mlir_ir::diagnostics::{Diagnostic, SourceMgr};
use mlir_ir::parser::ParserConfig;
use mlir_ir::OpId;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// `mlir.ir.Module`.
#[pyclass(name = "Module", module = "mlir._mlir_libs._mlir.ir", frozen, weakref)]
pub struct PyModule {
    h: Arc<OpHandle>,
}

impl Drop for PyModule {
    fn drop(&mut self) {
        self.h.ctx.0.get().live_modules.fetch_sub(1, Ordering::Relaxed);
    }
}

impl PyModule {
    /// The handle of the module op.
    pub fn handle(&self) -> &Arc<OpHandle> {
        &self.h
    }

    /// A module object owning the detached `builtin.module` op `op`.
    pub fn adopt(py: Python<'_>, ctx: &CtxRef, op: OpId) -> PyModule {
        PyModule::new(py, ctx, op)
    }

    fn new(py: Python<'_>, ctx: &CtxRef, op: OpId) -> PyModule {
        ctx.0.get().live_modules.fetch_add(1, Ordering::Relaxed);
        PyModule { h: OpHandle::new(py, ctx, op, None, true) }
    }
}

/// Parses `src` into a module, releasing the GIL; errors become `MLIRError`
/// whose diagnostics carry the source line and a caret.
///
/// `src` is borrowed, typically from the Python `str` or `bytes` object
/// itself (immutable, and kept alive by the caller while the GIL is
/// released): a large module's text is not copied; only an error copies
/// it, for the diagnostics' source lines.
pub fn parse_module(py: Python<'_>, ctx: &CtxRef, src: &str, name: &str) -> PyResult<OpId> {
    parse_source(py, ctx, src, name, "Unable to parse module assembly")
}

/// [`parse_module`], its error saying `what` failed (upstream's messages
/// differ for `Module.parse` and `Operation.parse`).
fn parse_source(py: Python<'_>, ctx: &CtxRef, src: &str, name: &str, what: &str) -> PyResult<OpId> {
    let file = name.to_string();
    let res =
        read_detached(py, ctx, move |ir| mlir_ir::parser::parse_source_all(ir, src, &file, &ParserConfig::default()))?;
    res.map_err(|d| parse_error(py, ctx, &d, src, name, what))
}

/// Runs `read` (a parser) on the context's IR with the GIL released,
/// after erasing what Python dropped meanwhile.
fn read_detached<T: Send>(
    py: Python<'_>,
    ctx: &CtxRef,
    read: impl FnOnce(&mut mlir_ir::Ir) -> T + Send,
) -> PyResult<T> {
    ctx.check_writable()?;
    let owned = ctx.owned().clone();
    // Borrowed, not moved, into the closure: a `Py` dropped while detached
    // goes to pyo3's deferred-decref pool, after which every Python call
    // into the module pays for a mutex around that pool.
    let ctx_obj = &ctx.0;
    Ok(py.detach(move || {
        let mut ir = owned.write();
        super::context::erase_pending(ctx_obj.get(), &mut ir);
        read(&mut ir)
    }))
}

/// Reads bytecode into a module, releasing the GIL; errors become
/// `MLIRError`, as a text parse's.
pub fn parse_bytecode_module(py: Python<'_>, ctx: &CtxRef, bytes: &[u8], name: &str, what: &str) -> PyResult<OpId> {
    let file = name.to_string();
    let res =
        read_detached(py, ctx, move |ir| mlir_ir::bytecode::read_bytecode(ir, bytes, &file, &ParserConfig::default()))?;
    res.map_err(|d| super::diagnostics::mlir_error(py, ctx, what, &d, None))
}

/// The module in `asm`: `str` text, or `bytes` holding bytecode (told by
/// its magic number, as upstream's parser does) or UTF-8 text.
fn parse_any(py: Python<'_>, ctx: &CtxRef, asm: &Bound<'_, PyAny>, name: &str, what: &str) -> PyResult<OpId> {
    if let Ok(s) = asm.cast::<PyString>() {
        return parse_source(py, ctx, s.to_str()?, name, what);
    }
    let Ok(b) = asm.cast::<PyBytes>() else {
        return Err(pyo3::exceptions::PyTypeError::new_err("asm must be str or bytes"));
    };
    let bytes = b.as_bytes();
    if mlir_ir::bytecode::is_bytecode(bytes) {
        return parse_bytecode_module(py, ctx, bytes, name, what);
    }
    let src = std::str::from_utf8(bytes).map_err(|_| PyValueError::new_err("expected UTF-8 text or MLIR bytecode"))?;
    parse_source(py, ctx, src, name, what)
}

fn parse_error(py: Python<'_>, ctx: &CtxRef, diags: &[Diagnostic], src: &str, name: &str, what: &str) -> PyErr {
    let mut sm = SourceMgr::new();
    sm.add(name, Arc::new(src.to_string()));
    super::diagnostics::mlir_error(py, ctx, what, diags, Some(&sm))
}

/// Parses exactly one operation (`Operation.parse`) from `str` text or
/// `bytes` (bytecode or text).
pub fn parse_single_op(py: Python<'_>, ctx: &CtxRef, source: &Bound<'_, PyAny>, name: &str) -> PyResult<OpId> {
    let name = if name.is_empty() { "-" } else { name };
    let what = "Unable to parse operation assembly";
    let m = parse_any(py, ctx, source, name, what)?;
    // Whether the source spelled its own module (then it is the op).
    let spelled_module = match source.cast::<PyString>() {
        Ok(s) => {
            let src = s.to_str()?.trim_start();
            src.starts_with("module") || src.starts_with("\"builtin.module\"")
        }
        Err(_) => {
            let b = source.cast::<PyBytes>().map(|b| b.as_bytes()).unwrap_or_default();
            let text = std::str::from_utf8(b).map(str::trim_start).unwrap_or("");
            text.starts_with("module") || text.starts_with("\"builtin.module\"")
        }
    };
    let mut ir = ctx.write()?;
    let loc = ir.op_loc(m).py()?;
    let wrapper = matches!(loc.kind(ctx.ctx()), LocKind::FileLineCol { line: 0, col: 0, file, .. } if ctx.ctx().ident_str(*file) == name)
        && !spelled_module;
    if !wrapper {
        return Ok(m);
    }
    let body = ir.regions(m).py()?.first().copied().and_then(|r| ir.region_first_block(r).ok().flatten());
    let ops: Vec<OpId> = match body {
        Some(b) => ir.block_ops(b).py()?.collect(),
        None => Vec::new(),
    };
    if ops.len() != 1 {
        let _ = ir.erase_op(m);
        drop(ir);
        let d = Diagnostic::error(ctx.ctx().unknown_loc(), "source must contain a single top-level operation");
        return Err(super::diagnostics::mlir_error(py, ctx, "Unable to parse operation assembly", &[d], None));
    }
    ir.detach_op(ops[0]).py()?;
    let _ = ir.erase_op(m);
    Ok(ops[0])
}

#[pymethods]
impl PyModule {
    /// An empty module at `loc` (default: the current location, else unknown).
    #[staticmethod]
    #[pyo3(signature = (loc=None))]
    fn create(py: Python<'_>, loc: Option<&Bound<'_, PyLocation>>) -> PyResult<PyModule> {
        // A location is required, as upstream's (no unknown-location default).
        let l = super::traceback_location::resolve_op_location(py, loc)?;
        let (ctx, l) = (l.get().ctx.clone_ref(py), l.get().loc);
        let op = {
            let mut ir = ctx.write()?;
            mlir_ir::builtin::ModuleOp::create(&mut ir, l)
        };
        Ok(PyModule::new(py, &ctx, op))
    }

    /// Parses a module from text (`str` or `bytes`).
    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &Bound<'_, PyAny>, context: Option<&Bound<'_, PyContext>>) -> PyResult<PyModule> {
        let ctx = resolve_context(py, context)?;
        let op = parse_any(py, &ctx, asm, "-", "Unable to parse module assembly")?;
        Ok(PyModule::new(py, &ctx, op))
    }

    /// Parses the module in file `path`.
    #[staticmethod]
    #[pyo3(signature = (path, context=None))]
    #[allow(non_snake_case)]
    fn parseFile(py: Python<'_>, path: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<PyModule> {
        let ctx = resolve_context(py, context)?;
        let bytes = std::fs::read(path).map_err(|e| PyValueError::new_err(format!("cannot read {path}: {e}")))?;
        let op = if mlir_ir::bytecode::is_bytecode(&bytes) {
            parse_bytecode_module(py, &ctx, &bytes, path, "Unable to parse module assembly")?
        } else {
            let src = String::from_utf8(bytes)
                .map_err(|_| PyValueError::new_err(format!("cannot read {path}: not UTF-8")))?;
            parse_module(py, &ctx, &src, path)?
        };
        Ok(PyModule::new(py, &ctx, op))
    }

    /// The context.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.h.ctx.obj(py)
    }

    /// The module's operation.
    #[getter]
    fn operation(&self, py: Python<'_>) -> PyResult<Py<PyOperation>> {
        self.h.check()?;
        operation_obj(py, self.h.clone())
    }

    /// The module's body block.
    #[getter]
    fn body(&self, py: Python<'_>) -> PyResult<Py<PyBlock>> {
        let op = self.h.check()?;
        let b = {
            let ir = self.h.ctx.read();
            let r = ir.regions(op).py()?.first().copied();
            match r {
                Some(r) => ir.region_first_block(r).py()?,
                None => None,
            }
        };
        match b {
            Some(b) => PyBlock::wrap(py, &self.h.ctx, b, self.h.clone()),
            None => Err(PyValueError::new_err("module has no body")),
        }
    }

    /// Prints the module to stderr.
    fn dump(&self, py: Python<'_>) -> PyResult<()> {
        eprint!("{}", print_text(py, &self.h, &Default::default())?);
        Ok(())
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        print_text(py, &self.h, &Default::default())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyModule>().is_ok_and(|o| o.get().h.id == self.h.id && o.get().h.ctx.same(&self.h.ctx))
    }

    fn __hash__(&self) -> u64 {
        self.h.id.raw().to_bits()
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, pyo3::types::PyModule>) -> PyResult<()> {
    m.add_class::<PyModule>()
}
