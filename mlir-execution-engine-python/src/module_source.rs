//! How the extension gets at the IR of a Python `mlir.ir.Module`.
//!
//! With the `capi-door` feature, through the module's `_CAPIPtr` capsule
//! (`mlir.ir.Module._CAPIPtr`, pointer = the C `MlirModule.ptr`), read
//! with the core's C API. Until the core publishes that door, the module's
//! printed form is parsed in a private context of this extension and read
//! there; the engine keeps nothing of the IR after reading, so the private
//! context is dropped right away.

use mlir_execution_engine::reader::capi;
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;

/// Runs `f` on the C handle of the module `obj`.
pub fn with_module<R>(obj: &Bound<'_, PyAny>, f: impl FnOnce(capi::MlirModule) -> R) -> PyResult<R> {
    if !obj.hasattr("operation")? || !obj.hasattr("body")? {
        let ty = obj.get_type().name()?;
        return Err(PyTypeError::new_err(format!("ExecutionEngine expects an mlir.ir.Module, got {ty}")));
    }
    #[cfg(feature = "capi-door")]
    {
        use pyo3::types::PyCapsule;
        let capsule = obj.getattr("_CAPIPtr")?;
        let capsule = capsule.downcast::<PyCapsule>()?;
        let ptr = capsule.pointer();
        return Ok(f(capi::MlirModule { ptr: ptr as *const _ }));
    }
    #[cfg(not(feature = "capi-door"))]
    {
        let text: String = obj.getattr("operation")?.call_method0("__str__")?.extract()?;
        let parsed = Private::parse(&text)?;
        Ok(f(parsed.module))
    }
}

/// A module parsed in a context of this extension.
#[cfg(not(feature = "capi-door"))]
struct Private {
    ctx: capi::MlirContext,
    module: capi::MlirModule,
}

#[cfg(not(feature = "capi-door"))]
impl Private {
    fn parse(text: &str) -> PyResult<Private> {
        // Links the dialect crates, whose registrations make them available.
        let _ = mlir_init::registry();
        let ctx = capi::mlirContextCreate();
        let reg = capi::mlirDialectRegistryCreate();
        capi::mlirRegisterAllDialects(reg);
        capi::mlirContextAppendDialectRegistry(ctx, reg);
        capi::mlirDialectRegistryDestroy(reg);
        capi::mlirContextLoadAllAvailableDialects(ctx);
        let module =
            capi::mlirModuleCreateParse(ctx, capi::MlirStringRef { data: text.as_ptr().cast(), length: text.len() });
        if module.ptr.is_null() {
            capi::mlirContextDestroy(ctx);
            return Err(PyRuntimeError::new_err("the execution engine cannot read the module's printed form"));
        }
        Ok(Private { ctx, module })
    }
}

#[cfg(not(feature = "capi-door"))]
impl Drop for Private {
    fn drop(&mut self) {
        capi::mlirModuleDestroy(self.module);
        capi::mlirContextDestroy(self.ctx);
    }
}
