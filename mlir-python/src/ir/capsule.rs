//! Upstream's `_CAPIPtr` capsules for this aggregate's package: the
//! convention itself (names, reading, writing) is `mlir_capi_client`'s,
//! shared with every extension that binds to this core.

use pyo3::prelude::*;
use std::ffi::c_void;

/// The package this aggregate is installed under (`mlir` unless a
/// downstream relocated it at build time with `RMLIR_PYTHON_PACKAGE`).
pub const PACKAGE: &str = match option_env!("RMLIR_PYTHON_PACKAGE") {
    Some(p) => p,
    None => "mlir",
};

/// A capsule for `class` holding the handle pointer `ptr`.
pub fn make(py: Python<'_>, class: &str, ptr: *const c_void) -> PyResult<Py<PyAny>> {
    mlir_capi_client::python::make_capsule(py, PACKAGE, class, ptr)
}

/// The handle pointer in `obj` (a capsule for `class`, or an object with
/// such a `_CAPIPtr`); a `TypeError` for anything else, notably a capsule
/// of another package's core.
pub fn read(obj: &Bound<'_, PyAny>, class: &str) -> PyResult<*const c_void> {
    mlir_capi_client::python::read_capsule(obj, PACKAGE, class)
}

/// The capsule of this core's C API table.
pub fn table(py: Python<'_>) -> PyResult<Py<PyAny>> {
    mlir_capi_client::python::table_capsule(py, PACKAGE, mlir_c::bridge::table())
}
