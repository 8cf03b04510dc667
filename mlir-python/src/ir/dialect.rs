//! `mlir.ir.Dialect`: the base of the generated `_Dialect` classes, and the
//! registry of those classes by namespace (`register_dialect`).
//!
//! `ctx.dialects.arith` answers an instance of the class registered for
//! `arith` (importing the dialect's Python module first), or a plain
//! `Dialect` when there is none.

use super::context::PyDialectDescriptor;
use pyo3::prelude::*;
use pyo3::types::PyType;

/// Registered dialect classes by namespace.
static DIALECT_CLASSES: parking_lot::Mutex<Vec<(String, Py<PyType>)>> = parking_lot::Mutex::new(Vec::new());

/// The class registered for dialect `ns`.
pub fn dialect_class(py: Python<'_>, ns: &str) -> Option<Py<PyType>> {
    DIALECT_CLASSES.lock().iter().find(|(k, _)| k == ns).map(|(_, c)| c.clone_ref(py))
}

/// Records `cls` as the class of dialect `ns` (a later one wins).
pub fn record_dialect_class(_py: Python<'_>, ns: &str, cls: Bound<'_, PyType>) {
    let mut v = DIALECT_CLASSES.lock();
    match v.iter_mut().find(|(k, _)| k == ns) {
        Some(slot) => slot.1 = cls.unbind(),
        None => v.push((ns.to_string(), cls.unbind())),
    }
}

/// The Python object for a loaded dialect: an instance of its registered
/// class, or a plain `Dialect`.
pub fn dialect_obj(py: Python<'_>, descriptor: PyDialectDescriptor) -> PyResult<Py<PyAny>> {
    let ns = descriptor.namespace.clone();
    crate::globals::load_dialect_module(py, &ns)?;
    let desc = Py::new(py, descriptor)?;
    match dialect_class(py, &ns) {
        Some(cls) => Ok(cls.bind(py).call1((desc,))?.unbind()),
        None => Ok(Py::new(py, PyDialect { descriptor: desc })?.into_any()),
    }
}

/// `mlir.ir.Dialect`.
#[pyclass(name = "Dialect", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
pub struct PyDialect {
    descriptor: Py<PyDialectDescriptor>,
}

#[pymethods]
impl PyDialect {
    #[new]
    fn new(descriptor: Py<PyDialectDescriptor>) -> Self {
        PyDialect { descriptor }
    }

    /// The dialect's descriptor.
    #[getter]
    fn descriptor(&self, py: Python<'_>) -> Py<PyDialectDescriptor> {
        self.descriptor.clone_ref(py)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let ns = slf.get().descriptor.get().namespace.clone();
        let cls = slf.get_type();
        Ok(format!("<Dialect {ns} (class {}.{})>", cls.module()?, cls.qualname()?))
    }
}

/// `register_dialect(dialect_class)`: records a dialect class by its
/// `DIALECT_NAMESPACE`.
#[pyfunction]
pub fn register_dialect(dialect_class: &Bound<'_, PyType>) -> PyResult<Py<PyType>> {
    let ns: String = dialect_class.getattr("DIALECT_NAMESPACE")?.extract()?;
    record_dialect_class(dialect_class.py(), &ns, dialect_class.clone());
    Ok(dialect_class.clone().unbind())
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyDialect>()
}
