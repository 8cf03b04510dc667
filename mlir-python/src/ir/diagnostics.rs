//! Diagnostics: `DiagnosticSeverity`, the `Diagnostic` handed to handlers,
//! `DiagnosticInfo` carried by `MLIRError`, `DiagnosticHandler`, and the
//! raising of `MLIRError` from core diagnostics.

use super::context::{CtxRef, PyContext};
use super::location::PyLocation;
use mlir_ir::diagnostics::{Diagnostic, Severity, SourceMgr};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

pyo3::create_exception!(ir, MLIRError, pyo3::exceptions::PyException, "An exception with diagnostic information.");

/// `DiagnosticSeverity`.
#[pyclass(name = "DiagnosticSeverity", module = "mlir._mlir_libs._mlir.ir", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms)]
pub enum PySeverity {
    ERROR,
    WARNING,
    NOTE,
    REMARK,
}

impl From<Severity> for PySeverity {
    fn from(s: Severity) -> Self {
        match s {
            Severity::Error => PySeverity::ERROR,
            Severity::Warning => PySeverity::WARNING,
            Severity::Note => PySeverity::NOTE,
            Severity::Remark => PySeverity::REMARK,
        }
    }
}

/// A snapshot of a diagnostic (upstream's `DiagnosticInfo`).
#[pyclass(name = "DiagnosticInfo", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyDiagnosticInfo {
    severity: PySeverity,
    location: Py<PyLocation>,
    message: String,
    notes: Vec<Py<PyDiagnosticInfo>>,
    excerpt: String,
}

#[pymethods]
impl PyDiagnosticInfo {
    /// The severity.
    #[getter]
    fn severity(&self) -> PySeverity {
        self.severity
    }
    /// Where it applies.
    #[getter]
    fn location(&self, py: Python<'_>) -> Py<PyLocation> {
        self.location.clone_ref(py)
    }
    /// The message.
    #[getter]
    fn message(&self) -> &str {
        &self.message
    }
    /// Attached notes.
    #[getter]
    fn notes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.notes.iter().map(|n| n.clone_ref(py)))
    }
    /// The source line and a caret, when the source is known.
    #[getter]
    fn _source_excerpt(&self) -> &str {
        &self.excerpt
    }
    fn __str__(&self) -> &str {
        &self.message
    }
}

/// The diagnostic handed to a handler (upstream's `Diagnostic`).
#[pyclass(name = "Diagnostic", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyDiagnostic {
    info: Py<PyDiagnosticInfo>,
}

#[pymethods]
impl PyDiagnostic {
    /// The severity.
    #[getter]
    fn severity(&self) -> PySeverity {
        self.info.get().severity
    }
    /// Where it applies.
    #[getter]
    fn location(&self, py: Python<'_>) -> Py<PyLocation> {
        self.info.get().location.clone_ref(py)
    }
    /// The message.
    #[getter]
    fn message(&self) -> String {
        self.info.get().message.clone()
    }
    /// Attached notes, as `Diagnostic`s.
    #[getter]
    fn notes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let notes: PyResult<Vec<_>> =
            self.info.get().notes.iter().map(|n| Py::new(py, PyDiagnostic { info: n.clone_ref(py) })).collect();
        PyTuple::new(py, notes?)
    }
    fn __str__(&self) -> String {
        self.info.get().message.clone()
    }
}

/// Converts a core diagnostic (with the source it came from, if any).
pub fn info_from(
    py: Python<'_>,
    ctx: &CtxRef,
    d: &Diagnostic,
    src: Option<&SourceMgr>,
) -> PyResult<Py<PyDiagnosticInfo>> {
    let notes: PyResult<Vec<_>> = d.notes.iter().map(|n| info_from(py, ctx, n, src)).collect();
    let excerpt = match src {
        Some(sm) => {
            let bare = Diagnostic::new(d.severity, d.loc, d.message.clone());
            let text = sm.render(ctx.ctx(), &bare);
            text.split_once('\n').map(|(_, rest)| rest.trim_end_matches('\n').to_string()).unwrap_or_default()
        }
        None => String::new(),
    };
    Py::new(
        py,
        PyDiagnosticInfo {
            severity: d.severity.into(),
            location: PyLocation::wrap(py, ctx, d.loc)?,
            message: d.message.clone(),
            notes: notes?,
            excerpt,
        },
    )
}

/// `MLIRError(message, diagnostics)`, using the loader's class when present.
pub fn mlir_error(py: Python<'_>, ctx: &CtxRef, message: &str, diags: &[Diagnostic], src: Option<&SourceMgr>) -> PyErr {
    // With `Context.emit_error_diagnostics`, the diagnostics go to the
    // context's handlers (printed when none takes them) and the error
    // carries none, as upstream's.
    let emit = ctx.0.get().emit_error_diagnostics.load(std::sync::atomic::Ordering::Relaxed);
    if emit {
        for d in diags {
            if !ctx.ctx().emit(d) {
                eprint!("{}", SourceMgr::new().render(ctx.ctx(), d));
            }
        }
    }
    let diags = if emit { &[][..] } else { diags };
    let build = || -> PyResult<PyErr> {
        let infos: PyResult<Vec<_>> = diags.iter().map(|d| info_from(py, ctx, d, src)).collect();
        let list = PyList::new(py, infos?)?;
        let cls = super::ir_module(py)?.getattr("MLIRError")?;
        Ok(PyErr::from_value(cls.call1((message, list))?))
    };
    build().unwrap_or_else(|e| e)
}

/// A handler attached with `Context.attach_diagnostic_handler`.
#[pyclass(name = "DiagnosticHandler", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyDiagnosticHandler {
    ctx: Py<PyContext>,
    id: parking_lot::Mutex<Option<mlir_ir::diagnostics::HandlerId>>,
    had_error: Arc<AtomicBool>,
}

/// Attaches `callback` to `ctx`.
pub fn attach_handler(ctx: &Bound<'_, PyContext>, callback: Py<PyAny>) -> PyResult<Py<PyDiagnosticHandler>> {
    let py = ctx.py();
    let had_error = Arc::new(AtomicBool::new(false));
    let flag = had_error.clone();
    let ctx_obj: Py<PyContext> = ctx.clone().unbind();
    // The context holds the handler, so the handler holds the context
    // weakly: a strong reference would be a cycle Python's collector
    // cannot see, and the context would never be freed (upstream's handler
    // does not own its context either).
    let weak_ctx: Py<pyo3::types::PyWeakrefReference> = pyo3::types::PyWeakrefReference::new(ctx.as_any())?.unbind();
    let handler: mlir_ir::context::DiagnosticHandler = Arc::new(move |d: &Diagnostic| {
        Python::attach(|py| {
            let Some(live) = weak_ctx.bind(py).upgrade() else { return false };
            let Ok(ctx_for_cb) = live.extract::<Py<PyContext>>() else { return false };
            let cref = CtxRef(ctx_for_cb);
            let run = || -> PyResult<bool> {
                let info = info_from(py, &cref, d, None)?;
                let diag = Py::new(py, PyDiagnostic { info })?;
                callback.call1(py, (diag,))?.bind(py).is_truthy()
            };
            match run() {
                Ok(handled) => handled,
                Err(e) => {
                    flag.store(true, Ordering::Relaxed);
                    e.print(py);
                    false
                }
            }
        })
    });
    let id = ctx.get().owned.ctx().attach_diagnostic_handler(handler);
    Py::new(py, PyDiagnosticHandler { ctx: ctx_obj, id: parking_lot::Mutex::new(Some(id)), had_error })
}

#[pymethods]
impl PyDiagnosticHandler {
    /// Detaches the handler (idempotent).
    fn detach(&self) {
        if let Some(id) = self.id.lock().take() {
            self.ctx.get().owned.ctx().detach_diagnostic_handler(id);
        }
    }
    /// Whether it is attached.
    #[getter]
    fn attached(&self) -> bool {
        self.id.lock().is_some()
    }
    /// Whether the callback raised.
    #[getter]
    fn had_error(&self) -> bool {
        self.had_error.load(Ordering::Relaxed)
    }
    fn __enter__(slf: Py<Self>) -> Py<Self> {
        slf
    }
    #[pyo3(signature = (*_args))]
    fn __exit__(&self, _args: &Bound<'_, PyTuple>) {
        self.detach()
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySeverity>()?;
    m.add_class::<PyDiagnosticInfo>()?;
    m.add_class::<PyDiagnostic>()?;
    m.add_class::<PyDiagnosticHandler>()?;
    m.add("MLIRError", m.py().get_type::<MLIRError>())?;
    Ok(())
}
