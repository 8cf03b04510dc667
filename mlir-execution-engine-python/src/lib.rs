#![allow(non_snake_case)] // the crate is named as upstream's extension module
//! `mlir._mlir_libs._mlirExecutionEngine`: upstream's `ExecutionEngine`
//! Python class over rmlir's Cranelift JIT. The pure-Python
//! `mlir.execution_engine` subclasses it with `lookup`, `invoke` and
//! `register_runtime`, exactly as upstream's does.

mod module_source;

use mlir_execution_engine::{Error, ExecutionEngine, Options};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

/// The package whose core this extension reads modules of.
static PACKAGE: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// A JIT-compiled module.
#[pyclass(name = "ExecutionEngine", module = "mlir._mlir_libs._mlirExecutionEngine", subclass, unsendable)]
struct PyExecutionEngine {
    engine: ExecutionEngine,
}

fn runtime_err(e: Error) -> PyErr {
    PyRuntimeError::new_err(e.to_string())
}

#[pymethods]
impl PyExecutionEngine {
    /// Create a new ExecutionEngine instance for the given Module. The
    /// module must contain only dialects that can be translated to LLVM.
    /// Perform transformations and code generation at the optimization
    /// level `opt_level` if specified, or otherwise at the default level
    /// of two (-O2). Load a list of libraries specified in `shared_libs`.
    #[new]
    #[pyo3(signature = (module, opt_level = 2, shared_libs = Vec::new(), enable_object_dump = true, enable_pic = false))]
    fn new(
        module: &Bound<'_, PyAny>,
        opt_level: i64,
        shared_libs: Vec<String>,
        enable_object_dump: bool,
        enable_pic: bool,
    ) -> PyResult<Self> {
        if !(0..=3).contains(&opt_level) {
            return Err(PyValueError::new_err(format!("opt_level must be between 0 and 3, got {opt_level}")));
        }
        let opts = Options { opt_level: opt_level as u32, shared_libs, enable_object_dump, enable_pic };
        let package = PACKAGE.get().map(String::as_str).unwrap_or("mlir");
        let engine = module_source::with_module(module, package, |m| ExecutionEngine::new(m, opts))?
            .map_err(|e| PyRuntimeError::new_err(format!("Failure while creating the ExecutionEngine: {e}")))?;
        Ok(PyExecutionEngine { engine })
    }

    /// Lookup function `func` in the ExecutionEngine: the address of its
    /// packed wrapper `_mlir_<func>`, 0 if the module defines none.
    fn raw_lookup(&mut self, func_name: &str) -> PyResult<usize> {
        Ok(self.engine.lookup_packed(func_name).map_err(runtime_err)?.map_or(0, |p| p as usize))
    }

    /// Register `callback` as the runtime symbol `name`.
    fn raw_register_runtime(&self, name: &str, callback: &Bound<'_, PyAny>) -> PyResult<()> {
        // A ctypes pointer (c_void_p, CFUNCTYPE cast) or a plain address.
        let address = if callback.hasattr("value")? { callback.getattr("value")? } else { callback.clone() };
        let address: usize = address.extract().map_err(|_| {
            pyo3::exceptions::PyTypeError::new_err("raw_register_runtime expects a ctypes pointer or an address")
        })?;
        self.engine.register_symbol(name, address);
        Ok(())
    }

    /// Initialize the ExecutionEngine. Global constructors specified by
    /// `llvm.mlir.global_ctors` will be run.
    fn initialize(&mut self) -> PyResult<()> {
        self.engine.initialize().map_err(runtime_err)
    }

    /// Dump ExecutionEngine to an object file.
    fn dump_to_object_file(&self, file_name: &str) -> PyResult<()> {
        match self.engine.dump_to_object_file(file_name) {
            // As upstream: without the object cache it says so and returns.
            Err(Error::Invalid(msg)) => {
                eprintln!("{msg}");
                Ok(())
            }
            other => other.map_err(runtime_err),
        }
    }
}

/// The extension module.
#[pymodule]
#[pyo3(name = "_mlirExecutionEngine")]
fn execution_engine_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let _ = PACKAGE.set(module_source::package(&m.name()?.to_string()).to_string());
    m.add_class::<PyExecutionEngine>()?;
    Ok(())
}
