//! `TypeID`: identifies a type or attribute class (upstream's `mlir::TypeID`).
//!
//! rmlir's builtin kinds carry small stable ids: types below 1000,
//! attributes from 1000, locations from 2000; the types of a loaded dialect
//! kept as text have one id per dialect and mnemonic, from 1,000,000.

use pyo3::prelude::*;
use std::hash::{Hash, Hasher};

/// A class identifier, comparable and hashable.
#[pyclass(name = "TypeID", module = "mlir._mlir_libs._mlir.ir", frozen)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyTypeID {
    /// The id.
    pub id: u64,
}

#[pymethods]
impl PyTypeID {
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyTypeID>().is_ok_and(|o| o.get().id == self.id)
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.id.hash(&mut h);
        h.finish()
    }
}

/// The type id of `!dialect.mnemonic...` types, for dialect modules that
/// define Python classes for them (`llvm.PointerType.static_typeid`).
#[pyfunction]
fn _dialect_type_typeid(dialect: &str, mnemonic: &str) -> PyTypeID {
    PyTypeID { id: super::types::dialect_type_typeid(dialect, mnemonic) }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyTypeID>()?;
    m.add_function(wrap_pyfunction!(_dialect_type_typeid, m)?)
}
