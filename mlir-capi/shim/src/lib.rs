#![allow(non_snake_case)] // the library is named as upstream's: libMLIRPythonCAPI
//! `libMLIRPythonCAPI`: the shared library upstream's C consumers link
//! (`-lMLIRPythonCAPI`, found through `mlir._mlir_libs.get_lib_dirs()`),
//! exporting every `mlir-c` function of `mlir-capi/include/mlir-c/`.
//!
//! It holds no core. Each function forwards to the table of the core
//! that the package's `_mlir` extension module loaded into this process
//! (see [`locate`]), so a C handle and a Python object always refer to
//! the same IR. Python loads extension modules with `RTLD_LOCAL`, which
//! hides `_mlir`'s own exports from other libraries; this forwarding
//! library is how C code reaches them anyway, without a second core.

mod exports;
mod locate;

use mlir_capi_client::MlirCApiTable;
use std::ffi::c_void;
use std::sync::OnceLock;

static CORE: OnceLock<&'static MlirCApiTable> = OnceLock::new();

/// The core's table, found on first use.
///
/// A process that calls the C API without any rmlir core loadable is a
/// misuse no return value can express; it ends with a message saying so
/// instead of calling through a null table.
pub(crate) fn core() -> &'static MlirCApiTable {
    CORE.get_or_init(|| match locate::find() {
        Ok(t) => t,
        Err(msg) => {
            eprintln!("libMLIRPythonCAPI: {msg}");
            std::process::abort()
        }
    })
}

/// Binds this library to the table at `table` (for hosts that hold the
/// core some other way). Returns false if the table is incompatible or a
/// different one is already bound.
///
/// # Safety
/// `table` must be null or point at a core's table valid for the rest of
/// the process.
#[no_mangle]
pub unsafe extern "C" fn rmlirCapiBindTable(table: *const c_void) -> bool {
    // SAFETY: forwarded contract.
    match unsafe { mlir_capi_client::check(table) } {
        Ok(t) => std::ptr::eq(*CORE.get_or_init(|| t), t),
        Err(_) => false,
    }
}
