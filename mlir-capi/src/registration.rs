//! Dialect registries (`mlir-c/IR.h`) and `mlirRegisterAllDialects`
//! (`mlir-c/RegisterEverything.h`).
//!
//! rmlir's dialects register themselves by linking, so "all dialects" means
//! every dialect linked into the binary that calls this library: a C
//! program linking `libmlir_c` alone sees the builtin dialect, a Rust
//! binary that also links `mlir-dialects` sees those too.

use crate::ffi::*;
use crate::handles::{self, guard};
use mlir_ir::dialect::DialectRegistry;

/// Creates an empty dialect registry; transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryCreate() -> MlirDialectRegistry {
    guard(|| MlirDialectRegistry { ptr: handles::box_into_raw(DialectRegistry::new()) })
}

/// Whether the registry is null.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryIsNull(registry: MlirDialectRegistry) -> bool {
    registry.ptr.is_null()
}

/// Destroys a registry made by `mlirDialectRegistryCreate`.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryDestroy(registry: MlirDialectRegistry) {
    guard(|| handles::box_free::<DialectRegistry>(registry.ptr))
}

/// Adds every dialect linked into this binary to `registry`.
#[no_mangle]
pub extern "C" fn mlirRegisterAllDialects(registry: MlirDialectRegistry) {
    guard(|| {
        if let Some(reg) = handles::box_ref::<DialectRegistry>(registry.ptr) {
            reg.extend(&DialectRegistry::linked());
        }
    })
}

/// Makes the registry's dialects available to the context (loaded on first
/// use, or by `mlirContextLoadAllAvailableDialects`).
#[no_mangle]
pub extern "C" fn mlirContextAppendDialectRegistry(context: MlirContext, registry: MlirDialectRegistry) {
    guard(|| {
        if let (Some(cx), Some(reg)) = (handles::context(context), handles::box_ref::<DialectRegistry>(registry.ptr)) {
            cx.ctx().append_dialect_registry(reg);
        }
    })
}
