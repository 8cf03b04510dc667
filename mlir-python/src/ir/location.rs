//! `Location`: unknown, file, name, call-site and fused locations; a context
//! manager; `emit_error`.

use super::attributes::{attr_to_py, PyMlirAttribute};
use super::context::{resolve_context, CtxRef, PyContext};
use super::stack::{self, FrameKind};
use mlir_ir::attributes::{LocKind, Location};
use mlir_ir::diagnostics::Diagnostic;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// `mlir.ir.Location`.
#[pyclass(name = "Location", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyLocation {
    /// The owning context.
    pub ctx: CtxRef,
    /// The location.
    pub loc: Location,
}

impl PyLocation {
    /// A new Python location object.
    pub fn wrap(py: Python<'_>, ctx: &CtxRef, loc: Location) -> PyResult<Py<PyLocation>> {
        Py::new(py, PyLocation { ctx: ctx.clone_ref(py), loc })
    }

    fn kind(&self) -> &LocKind {
        self.loc.kind(self.ctx.ctx())
    }
}

/// Resolves an explicit `loc=` or the innermost `with Location`.
pub fn resolve_location(py: Python<'_>, loc: Option<&Bound<'_, PyLocation>>) -> PyResult<Py<PyLocation>> {
    if let Some(l) = loc {
        return Ok(l.clone().unbind());
    }
    stack::current_location(py).ok_or_else(|| {
        PyRuntimeError::new_err(
            "An MLIR function requires a Location but none was provided in the call or from the surrounding environment. Either pass to the function with a 'loc=' argument or establish a default using 'with loc:'",
        )
    })
}

#[pymethods]
impl PyLocation {
    /// `loc(unknown)`.
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn unknown(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyLocation>> {
        let ctx = resolve_context(py, context)?;
        let loc = ctx.ctx().unknown_loc();
        PyLocation::wrap(py, &ctx, loc)
    }

    /// `loc("filename":line:col)`, or a range with `end_line`/`end_col`.
    #[staticmethod]
    #[pyo3(signature = (filename, line, col, end_line=None, end_col=None, context=None))]
    fn file(
        py: Python<'_>,
        filename: &str,
        line: u32,
        col: u32,
        end_line: Option<u32>,
        end_col: Option<u32>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let ctx = resolve_context(py, context)?;
        let c = ctx.ctx();
        let loc = match (end_line, end_col) {
            (None, None) => c.file_loc(filename, line, col),
            (el, ec) => c.get_loc(LocKind::FileLineCol {
                file: c.ident(filename),
                line,
                col,
                end_line: el.unwrap_or(line),
                end_col: ec.unwrap_or(col),
                parts: if el.is_some() { 4 } else { 3 },
            }),
        };
        PyLocation::wrap(py, &ctx, loc)
    }

    /// `loc("name"(childLoc))`.
    #[staticmethod]
    #[pyo3(signature = (name, childLoc=None, context=None))]
    #[allow(non_snake_case)]
    fn name(
        py: Python<'_>,
        name: &str,
        childLoc: Option<&Bound<'_, PyLocation>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let ctx = match (childLoc, context) {
            (Some(c), None) => c.get().ctx.clone_ref(py),
            _ => resolve_context(py, context)?,
        };
        let loc = ctx.ctx().name_loc(name, childLoc.map(|c| c.get().loc));
        PyLocation::wrap(py, &ctx, loc)
    }

    /// `loc(callsite(callee at frames...))`.
    #[staticmethod]
    #[pyo3(signature = (callee, frames, context=None))]
    fn callsite(
        py: Python<'_>,
        callee: &Bound<'_, PyLocation>,
        frames: Vec<Bound<'_, PyLocation>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let _ = context;
        let ctx = callee.get().ctx.clone_ref(py);
        let Some((last, rest)) = frames.split_last() else {
            return Err(PyValueError::new_err("No caller frames provided."));
        };
        let c = ctx.ctx();
        let mut caller = last.get().loc;
        for f in rest.iter().rev() {
            caller = c.callsite_loc(f.get().loc, caller);
        }
        let loc = c.callsite_loc(callee.get().loc, caller);
        PyLocation::wrap(py, &ctx, loc)
    }

    /// `loc(fused<metadata>[locations...])`.
    #[staticmethod]
    #[pyo3(signature = (locations, metadata=None, context=None))]
    fn fused(
        py: Python<'_>,
        locations: Vec<Bound<'_, PyLocation>>,
        metadata: Option<&Bound<'_, PyMlirAttribute>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let ctx = resolve_context(py, context)?;
        let locs: Vec<Location> = locations.iter().map(|l| l.get().loc).collect();
        let loc = ctx.ctx().fused_loc(&locs, metadata.map(|m| m.get().attr));
        PyLocation::wrap(py, &ctx, loc)
    }

    /// The location held by a location attribute.
    #[staticmethod]
    #[pyo3(signature = (attribute, context=None))]
    fn from_attr(
        py: Python<'_>,
        attribute: &Bound<'_, PyMlirAttribute>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let _ = context;
        let a = attribute.get();
        let loc =
            a.ctx.ctx().as_location(a.attr).ok_or_else(|| PyValueError::new_err("attribute is not a location"))?;
        PyLocation::wrap(py, &a.ctx, loc)
    }

    /// The location as an attribute.
    #[getter]
    fn attr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        attr_to_py(py, &self.ctx, self.loc.attr())
    }

    /// The context owning the location.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }

    /// Emits an error diagnostic at this location to the context's handlers.
    fn emit_error(&self, message: &str) {
        let d = Diagnostic::error(self.loc, message);
        if !self.ctx.ctx().emit(&d) {
            let text = mlir_ir::diagnostics::SourceMgr::new().render(self.ctx.ctx(), &d);
            eprint!("{text}");
        }
    }

    fn is_a_file(&self) -> bool {
        matches!(self.kind(), LocKind::FileLineCol { .. })
    }
    fn is_a_name(&self) -> bool {
        matches!(self.kind(), LocKind::Name { .. })
    }
    fn is_a_callsite(&self) -> bool {
        matches!(self.kind(), LocKind::CallSite { .. })
    }
    fn is_a_fused(&self) -> bool {
        matches!(self.kind(), LocKind::Fused { .. })
    }

    #[getter]
    fn filename(&self) -> PyResult<String> {
        match self.kind() {
            LocKind::FileLineCol { file, .. } => Ok(self.ctx.ctx().ident_str(*file).to_string()),
            _ => Err(PyValueError::new_err("not a file location")),
        }
    }
    #[getter]
    fn start_line(&self) -> PyResult<u32> {
        self.flc(|l, _, _, _| l)
    }
    #[getter]
    fn start_col(&self) -> PyResult<u32> {
        self.flc(|_, c, _, _| c)
    }
    #[getter]
    fn end_line(&self) -> PyResult<u32> {
        self.flc(|_, _, l, _| l)
    }
    #[getter]
    fn end_col(&self) -> PyResult<u32> {
        self.flc(|_, _, _, c| c)
    }
    #[getter]
    fn name_str(&self) -> PyResult<String> {
        match self.kind() {
            LocKind::Name { name, .. } => Ok(self.ctx.ctx().ident_str(*name).to_string()),
            _ => Err(PyValueError::new_err("not a name location")),
        }
    }
    #[getter]
    fn child_loc(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        match self.kind() {
            LocKind::Name { child, .. } => PyLocation::wrap(py, &self.ctx, *child),
            _ => Err(PyValueError::new_err("not a name location")),
        }
    }
    #[getter]
    fn callee(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        match self.kind() {
            LocKind::CallSite { callee, .. } => PyLocation::wrap(py, &self.ctx, *callee),
            _ => Err(PyValueError::new_err("not a callsite location")),
        }
    }
    #[getter]
    fn caller(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        match self.kind() {
            LocKind::CallSite { caller, .. } => PyLocation::wrap(py, &self.ctx, *caller),
            _ => Err(PyValueError::new_err("not a callsite location")),
        }
    }
    #[getter]
    fn locations(&self, py: Python<'_>) -> PyResult<Vec<Py<PyLocation>>> {
        match self.kind() {
            LocKind::Fused { locs, .. } => locs.iter().map(|l| PyLocation::wrap(py, &self.ctx, *l)).collect(),
            _ => Err(PyValueError::new_err("not a fused location")),
        }
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        let me = slf.get();
        stack::push(
            py,
            FrameKind::Location,
            slf.clone().into_any().unbind(),
            me.ctx.obj(py),
            Some(slf.clone().unbind()),
            None,
        );
        slf.clone().unbind()
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(slf: &Bound<'_, Self>, _args: &Bound<'_, PyTuple>) -> PyResult<()> {
        stack::pop(FrameKind::Location, slf.as_any())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyLocation>().is_ok_and(|o| o.get().loc == self.loc && o.get().ctx.same(&self.ctx))
    }

    fn __repr__(&self) -> String {
        mlir_ir::printer::location_to_string(self.ctx.ctx(), self.loc)
    }

    fn __str__(&self) -> String {
        self.__repr__()
    }
}

impl PyLocation {
    fn flc(&self, f: impl Fn(u32, u32, u32, u32) -> u32) -> PyResult<u32> {
        match self.kind() {
            LocKind::FileLineCol { line, col, end_line, end_col, .. } => Ok(f(*line, *col, *end_line, *end_col)),
            _ => Err(PyValueError::new_err("not a file location")),
        }
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyLocation>()?;
    let cls = m.py().get_type::<PyLocation>();
    super::add_static_property(&cls, "current", |_a, _k| {
        Python::attach(|py| Ok(stack::current_location(py).map(|c| c.into_any()).unwrap_or_else(|| py.None())))
    })
}
