#![allow(non_snake_case)] // the crate is named as upstream's extension module
//! `mlir._mlir_libs._mlirExecutionEngine`: upstream's `ExecutionEngine`
//! Python class over rmlir's Cranelift JIT. The pure-Python
//! `mlir.execution_engine` subclasses it with `lookup`, `invoke` and
//! `register_runtime`, exactly as upstream's does.

mod engine_handle;
mod module_source;

use engine_handle::SharedEngine;
use mlir_execution_engine::{Error, ExecutionEngine, Options};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use std::cell::{Cell, RefCell, RefMut};
use std::rc::Rc;

/// The package whose core this extension reads modules of.
static PACKAGE: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// A JIT-compiled module.
#[pyclass(name = "ExecutionEngine", module = "mlir._mlir_libs._mlirExecutionEngine", subclass, unsendable)]
struct PyExecutionEngine {
    /// The engine, shared with objects made from its `_CAPIPtr`.
    engine: SharedEngine,
    /// Set by `_testing_release`: this object no longer stands for the
    /// engine (whose handle stays valid).
    released: Cell<bool>,
}

fn runtime_err(e: Error) -> PyErr {
    PyRuntimeError::new_err(e.to_string())
}

impl PyExecutionEngine {
    fn wrap(engine: SharedEngine) -> PyExecutionEngine {
        PyExecutionEngine { engine, released: Cell::new(false) }
    }

    /// The engine; a `RuntimeError` once released, or while another call
    /// on it is running (a callback into Python re-entering it).
    fn engine(&self) -> PyResult<RefMut<'_, ExecutionEngine>> {
        if self.released.get() {
            return Err(PyRuntimeError::new_err("the ExecutionEngine was released (_testing_release)"));
        }
        self.engine.try_borrow_mut().map_err(|_| PyRuntimeError::new_err("the ExecutionEngine is in use"))
    }
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
            // Upstream's message, then what failed (upstream leaves that
            // to the diagnostic the engine emitted).
            .map_err(|e| PyRuntimeError::new_err(format!("Failure while creating the ExecutionEngine. {e}")))?;
        Ok(PyExecutionEngine::wrap(Rc::new(RefCell::new(engine))))
    }

    /// The engine's handle, in a capsule named as upstream's.
    #[getter]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.engine()?;
        let package = PACKAGE.get().map(String::as_str).unwrap_or("mlir");
        mlir_capi_client::python::make_capsule(py, package, "ExecutionEngine", engine_handle::handle(&self.engine))
    }

    /// An `ExecutionEngine` sharing the engine of a `_CAPIPtr` capsule.
    #[classmethod]
    fn _CAPICreate(_cls: &Bound<'_, pyo3::types::PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Self> {
        let package = PACKAGE.get().map(String::as_str).unwrap_or("mlir");
        let ptr = mlir_capi_client::python::read_capsule(capsule, package, "ExecutionEngine")?;
        Ok(PyExecutionEngine::wrap(engine_handle::engine_of(ptr)?))
    }

    /// Gives up this object's hold on the engine, as upstream's testing
    /// hook does: the engine is kept for the rest of the process (its
    /// handle stays valid for `_CAPICreate`), and this object raises
    /// `RuntimeError` from then on.
    fn _testing_release(&self) {
        if !self.released.replace(true) {
            std::mem::forget(self.engine.clone());
        }
    }

    /// Lookup function `func` in the ExecutionEngine: the address of its
    /// packed wrapper `_mlir_<func>`, 0 if the module defines none.
    fn raw_lookup(&self, func_name: &str) -> PyResult<usize> {
        Ok(self.engine()?.lookup_packed(func_name).map_err(runtime_err)?.map_or(0, |p| p as usize))
    }

    /// Register `callback` as the runtime symbol `name`.
    fn raw_register_runtime(&self, name: &str, callback: &Bound<'_, PyAny>) -> PyResult<()> {
        // A ctypes pointer (c_void_p, CFUNCTYPE cast) or a plain address.
        let address = if callback.hasattr("value")? { callback.getattr("value")? } else { callback.clone() };
        let address: usize = address.extract().map_err(|_| {
            pyo3::exceptions::PyTypeError::new_err("raw_register_runtime expects a ctypes pointer or an address")
        })?;
        self.engine()?.register_symbol(name, address);
        Ok(())
    }

    /// Initialize the ExecutionEngine. Global constructors specified by
    /// `llvm.mlir.global_ctors` will be run.
    fn initialize(&self) -> PyResult<()> {
        self.engine()?.initialize().map_err(runtime_err)
    }

    /// Dump ExecutionEngine to an object file.
    fn dump_to_object_file(&self, file_name: &str) -> PyResult<()> {
        match self.engine()?.dump_to_object_file(file_name) {
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
