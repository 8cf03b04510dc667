//! Upstream's `_CAPIPtr` capsules for this aggregate's package: the
//! convention itself (names, reading, writing) is `mlir_capi_client`'s,
//! shared with every extension that binds to this core.

use pyo3::prelude::*;
use std::ffi::c_void;
use std::sync::OnceLock;

static PACKAGE: OnceLock<String> = OnceLock::new();

/// Records the package this aggregate was imported under, from the
/// extension module's own name (`<package>._mlir_libs._mlir`): a
/// relocated copy (`mydsl2._mlir_libs._mlir`) names its capsules
/// `mydsl2.ir.<Class>._CAPIPtr`, as upstream's relocated builds do.
pub fn set_package_from_module(module_name: &str) {
    let package = module_name.strip_suffix("._mlir_libs._mlir").unwrap_or("mlir");
    let _ = PACKAGE.set(package.to_string());
}

/// The package this aggregate is installed under (`mlir` by default).
pub fn package() -> &'static str {
    PACKAGE.get().map(String::as_str).unwrap_or("mlir")
}

/// A capsule for `class` holding the handle pointer `ptr`.
pub fn make(py: Python<'_>, class: &str, ptr: *const c_void) -> PyResult<Py<PyAny>> {
    mlir_capi_client::python::make_capsule(py, package(), class, ptr)
}

/// The handle pointer in `obj` (a capsule for `class`, or an object with
/// such a `_CAPIPtr`); a `TypeError` for anything else, notably a capsule
/// of another package's core.
pub fn read(obj: &Bound<'_, PyAny>, class: &str) -> PyResult<*const c_void> {
    mlir_capi_client::python::read_capsule(obj, package(), class)
}

/// The capsule of this core's C API table.
pub fn table(py: Python<'_>) -> PyResult<Py<PyAny>> {
    mlir_capi_client::python::table_capsule(py, package(), mlir_c::bridge::table())
}
