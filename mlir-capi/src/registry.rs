//! Dialect registries (`mlirDialectRegistry*`), shared by reference
//! counting between C handles and the Python `DialectRegistry`.

use crate::ffi::*;
use crate::handles::{self, guard};
use mlir_ir::dialect::DialectRegistry;
use parking_lot::Mutex;
use std::sync::Arc;

/// A registry as both sides hold it.
pub type SharedRegistry = Arc<Mutex<DialectRegistry>>;

/// An empty registry, owned by the returned handle.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryCreate() -> MlirDialectRegistry {
    guard(|| handles::registry_into_raw(Arc::new(Mutex::new(DialectRegistry::default()))))
}

/// Releases a registry made by `mlirDialectRegistryCreate`.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryDestroy(registry: MlirDialectRegistry) {
    guard(|| handles::registry_release(registry))
}

/// Makes the registry's dialects available to the context.
#[no_mangle]
pub extern "C" fn mlirContextAppendDialectRegistry(context: MlirContext, registry: MlirDialectRegistry) {
    guard(|| {
        if let (Some(cx), Some(reg)) = (handles::context(context), handles::registry(registry)) {
            let reg = reg.lock().clone();
            cx.ctx().append_dialect_registry(&reg);
        }
    })
}

/// Whether the registry handle is null.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryIsNull(registry: MlirDialectRegistry) -> bool {
    registry.ptr.is_null()
}

/// Adds every dialect linked into this core to `registry` (rmlir's
/// dialects register themselves by linking: in the Python aggregate, all
/// the standard ones).
#[no_mangle]
pub extern "C" fn mlirRegisterAllDialects(registry: MlirDialectRegistry) {
    guard(|| {
        if let Some(reg) = handles::registry(registry) {
            reg.lock().extend(&DialectRegistry::linked());
        }
    })
}
