//! `mlir._mlir_libs._mlir.ir`: one file per concept, mirroring the core.
//!
//! Ownership follows the seed: a [`context::PyContext`] holds an
//! `Arc<OwnedContext>`; every IR object holds a reference to its Python
//! context plus a generational id, and (for anything inside an operation
//! tree) an `Arc` of the [`operation::OpHandle`] it was reached from, which
//! keeps the tree's owner alive. A stale id is reported as a Python
//! exception, never dereferenced.

use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyType};

pub mod affine;
pub mod asm_state;
pub mod attributes;
pub mod attributes_builtin;
pub mod block;
pub mod block_lists;
pub mod buffer;
pub mod buffer_import;
pub mod capi;
pub(crate) mod capsule;
pub mod casters;
pub mod context;
pub mod dense;
pub mod dense_resource;
pub mod diagnostics;
pub mod dialect;
pub mod dynamic_asm;
pub mod dynamic_infer_type;
pub mod dynamic_op;
pub mod dynamic_params;
pub mod infer_shaped_type;
pub mod infer_type;
pub mod insertion_point;
pub mod iterators;
pub mod lent_ir;
pub mod location;
pub mod module;
pub mod ods_attr;
pub mod op_containers;
pub mod operation;
pub mod opview;
mod raw_slots;
pub mod region;
pub mod stack;
pub mod string_table;
pub mod symbol_table;
pub mod traceback_location;
pub mod typeid;
pub mod types;
pub mod types_builtin;
pub mod types_shaped;
pub mod value;
pub mod walk;

pub use context::{CtxRef, PyContext};

/// The Python module path every class reports (`__module__`), as upstream.
pub const MODULE: &str = "mlir._mlir_libs._mlir.ir";

static IR_MODULE: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// The `ir` submodule (set once at import).
pub(crate) fn ir_module(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    IR_MODULE.get(py).map(|m| m.bind(py)).ok_or_else(|| PyRuntimeError::new_err("mlir.ir is not initialised"))
}

/// Turns a core IR error into the Python exception upstream would raise:
/// stale handles are `RuntimeError`s, bad indices `IndexError`s, structural
/// misuse `ValueError`s.
pub(crate) fn ir_err(e: mlir_ir::IrError) -> PyErr {
    use mlir_ir::IrError as E;
    match e {
        E::StaleOp | E::StaleBlock | E::StaleRegion | E::StaleValue => PyRuntimeError::new_err(e.to_string()),
        E::OutOfRange { .. } => PyIndexError::new_err(e.to_string()),
        _ => PyValueError::new_err(e.to_string()),
    }
}

/// Extension trait: `.py()?` on core results.
pub(crate) trait IrResultExt<T> {
    /// Converts the error into a Python exception.
    fn py(self) -> PyResult<T>;
}

impl<T> IrResultExt<T> for Result<T, mlir_ir::IrError> {
    fn py(self) -> PyResult<T> {
        self.map_err(ir_err)
    }
}

/// Normalises a Python index (negative counts from the end) into `0..len`.
pub(crate) fn norm_index(index: isize, len: usize, what: &str) -> PyResult<usize> {
    let i = if index < 0 { index + len as isize } else { index };
    if i < 0 || i as usize >= len {
        return Err(PyIndexError::new_err(format!("{what} index out of range")));
    }
    Ok(i as usize)
}

/// `index` (negative counts from the end) checked against `len`, raising
/// IndexError with exactly `message` when out of range (the messages differ
/// per container upstream, so each caller passes its own).
pub(crate) fn index_or(index: isize, len: usize, message: &str) -> PyResult<usize> {
    let i = if index < 0 { index + len as isize } else { index };
    if i < 0 || i as usize >= len {
        return Err(PyIndexError::new_err(message.to_string()));
    }
    Ok(i as usize)
}

/// The indices a slice selects from a sequence of `len` elements.
pub(crate) fn slice_indices(slice: &Bound<'_, pyo3::types::PySlice>, len: usize) -> PyResult<Vec<usize>> {
    let ind = slice.indices(len as isize)?;
    let mut out = Vec::with_capacity(ind.slicelength);
    let mut i = ind.start;
    for _ in 0..ind.slicelength {
        out.push(i as usize);
        i += ind.step;
    }
    Ok(out)
}

/// A class-level read-only property (upstream's static properties such as
/// `Context.current` or `IntegerAttr.static_typeid`): a descriptor whose
/// `__get__` calls `getter(cls)` whether reached from the class or an
/// instance.
#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "_StaticProperty", frozen)]
pub struct StaticProperty {
    getter: Py<PyAny>,
}

#[pymethods]
impl StaticProperty {
    fn __get__(&self, py: Python<'_>, obj: Option<Py<PyAny>>, owner: Option<Py<PyAny>>) -> PyResult<Py<PyAny>> {
        let cls = match owner {
            Some(o) => o,
            None => match obj {
                Some(o) => o.bind(py).get_type().into_any().unbind(),
                None => py.None(),
            },
        };
        self.getter.call1(py, (cls,))
    }
}

/// Installs a static property `name` on `cls`, computed by `f(cls)`.
pub(crate) fn add_static_property<F>(cls: &Bound<'_, PyType>, name: &str, f: F) -> PyResult<()>
where
    F: Fn(&Bound<'_, pyo3::types::PyTuple>, Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> + Send + Sync + 'static,
{
    let py = cls.py();
    let getter = crate::closure::py_closure(py, f)?;
    let prop = Py::new(py, StaticProperty { getter: getter.into_any().unbind() })?;
    cls.setattr(name, prop)
}

/// Registers every class of `mlir.ir`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let _ = IR_MODULE.set(py, m.clone().unbind());
    m.add_class::<StaticProperty>()?;
    typeid::register(m)?;
    asm_state::register(m)?;
    block_lists::register(m)?;
    context::register(m)?;
    diagnostics::register(m)?;
    location::register(m)?;
    types::register(m)?;
    types_builtin::register(m)?;
    attributes::register(m)?;
    attributes_builtin::register(m)?;
    dense::register(m)?;
    affine::register(m)?;
    operation::register(m)?;
    op_containers::register(m)?;
    opview::register(m)?;
    ods_attr::register(m)?;
    dialect::register(m)?;
    dynamic_asm::register(m)?;
    dynamic_op::register(m)?;
    dynamic_params::register(m)?;
    infer_type::register(m)?;
    infer_shaped_type::register(m)?;
    module::register(m)?;
    region::register(m)?;
    block::register(m)?;
    value::register(m)?;
    insertion_point::register(m)?;
    symbol_table::register(m)?;
    iterators::register(m)?;
    raw_slots::install(py)?;
    Ok(())
}

/// Registers the module-level functions of `_mlir` itself.
pub fn register_toplevel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    types::register_toplevel(m)?;
    value::register_toplevel(m)?;
    opview::register_toplevel(m)?;
    Ok(())
}
