//! `OpView`: the base of generated per-op classes, and the registry mapping
//! operation names to them (`register_operation`, `register_dialect`).

use super::block::PyBlock;
use super::location::PyLocation;
use super::op_containers::PyOpSuccessors;
use super::operation::{create_op, handle_of, operation_obj, OpHandle, PyOperation, PyOperationBase};
use super::types::PyMlirType;
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use pyo3::types::{PyDict, PyTuple, PyType};
use std::sync::Arc;

static OPVIEWS: parking_lot::Mutex<Vec<(String, Py<PyType>)>> = parking_lot::Mutex::new(Vec::new());
static DIALECTS: parking_lot::Mutex<Vec<(String, Py<PyType>)>> = parking_lot::Mutex::new(Vec::new());

/// `mlir.ir.OpView`.
#[pyclass(name = "OpView", module = "mlir._mlir_libs._mlir.ir", extends = PyOperationBase, subclass, frozen)]
pub struct PyOpView;

/// The `OpView` object for `h`: an instance of the class registered for the
/// op's name, or a plain `OpView`.
pub fn opview_obj(py: Python<'_>, h: Arc<OpHandle>) -> PyResult<Py<PyAny>> {
    let registered = {
        let views = OPVIEWS.lock();
        if views.is_empty() {
            None
        } else {
            let name = {
                let ir = h.ctx.read();
                ir.op_name(h.id).ok().map(|n| h.ctx.ctx().op_name_str(n).to_string())
            };
            name.and_then(|n| views.iter().find(|(k, _)| *k == n).map(|(_, c)| c.clone_ref(py)))
        }
    };
    match registered {
        Some(cls) => {
            let cls = cls.bind(py);
            let obj = cls.call_method1("__new__", (cls,))?;
            obj.cast::<PyOperationBase>()?.get().init(h)?;
            Ok(obj.unbind())
        }
        None => Ok(Bound::new(py, PyClassInitializer::from(PyOperationBase::with(h)).add_subclass(PyOpView))?
            .into_any()
            .unbind()),
    }
}

#[pymethods]
impl PyOpView {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyOperationBase::default()).add_subclass(PyOpView)
    }

    fn __init__(slf: &Bound<'_, Self>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(operation)?;
        let base = slf.as_super().get();
        match base.handle() {
            Ok(existing) if Arc::ptr_eq(existing, &h) => Ok(()),
            _ => base.init(h),
        }
    }

    /// The generic `Operation`.
    #[getter]
    fn operation(slf: &Bound<'_, Self>) -> PyResult<Py<PyOperation>> {
        let h = slf.as_super().get().handle()?.clone();
        h.check()?;
        operation_obj(slf.py(), h)
    }

    /// This object.
    #[getter]
    fn opview(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The successor blocks.
    #[getter]
    fn successors(slf: &Bound<'_, Self>) -> PyResult<PyOpSuccessors> {
        Ok(PyOpSuccessors { h: slf.as_super().get().handle()?.clone() })
    }

    /// Builds an operation of this class's `OPERATION_NAME` generically.
    #[classmethod]
    #[pyo3(signature = (results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None))]
    #[allow(clippy::too_many_arguments)]
    fn build_generic(
        cls: &Bound<'_, PyType>,
        results: Option<Vec<Bound<'_, PyMlirType>>>,
        operands: Option<Vec<Bound<'_, PyAny>>>,
        attributes: Option<&Bound<'_, PyDict>>,
        successors: Option<Vec<Bound<'_, PyBlock>>>,
        regions: Option<usize>,
        loc: Option<&Bound<'_, PyLocation>>,
        ip: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyOperation>> {
        let py = cls.py();
        let name: String = cls.getattr("OPERATION_NAME")?.extract()?;
        let regions = match regions {
            Some(r) => r,
            None => match cls.getattr("_ODS_REGIONS") {
                Ok(r) => r.get_item(0)?.extract()?,
                Err(_) => 0,
            },
        };
        let h = create_op(py, &name, results, operands, attributes, successors, regions, loc, ip)?;
        operation_obj(py, h)
    }

    /// Parses one operation, which must be of this class.
    #[classmethod]
    #[pyo3(signature = (source, *, source_name="", context=None))]
    fn parse(
        cls: &Bound<'_, PyType>,
        source: &str,
        source_name: &str,
        context: Option<&Bound<'_, super::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let py = cls.py();
        let ctx = super::context::resolve_context(py, context)?;
        let op = super::module::parse_single_op(py, &ctx, source, source_name)?;
        let h = OpHandle::new(py, &ctx, op, None, true);
        if let Ok(expected) = cls.getattr("OPERATION_NAME").and_then(|n| n.extract::<String>()) {
            let got = {
                let ir = ctx.read();
                ir.op_name(op).ok().map(|n| ctx.ctx().op_name_str(n).to_string()).unwrap_or_default()
            };
            if got != expected {
                return Err(pyo3::exceptions::PyValueError::new_err(format!(
                    "Expected a '{expected}' op, got: '{got}'"
                )));
            }
        }
        opview_obj(py, h)
    }
}

/// `register_operation(dialect_class, *, replace=False)`: a decorator
/// registering an `OpView` subclass under its `OPERATION_NAME`.
#[pyfunction]
#[pyo3(signature = (dialect_class, *, replace=false))]
fn register_operation(py: Python<'_>, dialect_class: Py<PyAny>, replace: bool) -> PyResult<Py<PyAny>> {
    let _ = dialect_class;
    let f = move |args: &Bound<'_, PyTuple>, _kw: Option<&Bound<'_, PyDict>>| -> PyResult<Py<PyAny>> {
        let cls = args.get_item(0)?;
        let name: String = cls.getattr("OPERATION_NAME")?.extract()?;
        let ty = cls.cast::<PyType>()?.clone().unbind();
        let mut views = OPVIEWS.lock();
        match views.iter_mut().find(|(k, _)| *k == name) {
            Some(slot) if replace => slot.1 = ty,
            Some(_) => {
                return Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
                    "Operation '{name}' is already registered."
                )))
            }
            None => views.push((name, ty)),
        }
        Ok(cls.unbind())
    };
    Ok(pyo3::types::PyCFunction::new_closure(py, None, None, f)?.into_any().unbind())
}

/// `register_dialect(dialect_class)`: records a dialect class by `DIALECT_NAMESPACE`.
#[pyfunction]
fn register_dialect(dialect_class: &Bound<'_, PyType>) -> PyResult<Py<PyType>> {
    let ns: String = dialect_class.getattr("DIALECT_NAMESPACE")?.extract()?;
    DIALECTS.lock().push((ns, dialect_class.clone().unbind()));
    Ok(dialect_class.clone().unbind())
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOpView>()
}

/// Registers `register_operation` and `register_dialect` on `_mlir`.
pub fn register_toplevel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_operation, m)?)?;
    m.add_function(wrap_pyfunction!(register_dialect, m)?)
}
