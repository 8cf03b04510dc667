//! How the extension gets at the IR of a Python `mlir.ir.Module`: through
//! the module's `_CAPIPtr` capsule and the C API table of the core that
//! made it. The extension holds no core of its own; it binds to the one
//! of the package it is installed in (`mlir`, or a relocated one).

use mlir_execution_engine::reader::capi;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// The package this extension belongs to, from its module's name
/// (`<package>._mlir_libs._mlirExecutionEngine`).
pub fn package(module_name: &str) -> &str {
    module_name.strip_suffix("._mlir_libs._mlirExecutionEngine").unwrap_or("mlir")
}

/// Runs `f` on the C handle of the module `obj`.
pub fn with_module<R>(obj: &Bound<'_, PyAny>, package: &str, f: impl FnOnce(capi::MlirModule) -> R) -> PyResult<R> {
    mlir_capi_client::python::bind(obj.py(), package)?;
    let ptr = mlir_capi_client::python::read_capsule(obj, package, "Module").map_err(|e| {
        let ty = obj.get_type().name().map(|n| n.to_string()).unwrap_or_default();
        PyTypeError::new_err(format!("ExecutionEngine expects an {package}.ir.Module, got {ty} ({e})"))
    })?;
    Ok(f(capi::MlirModule { ptr }))
}
