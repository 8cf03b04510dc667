//! The client side of rmlir's C API door.
//!
//! One core per process: the `mlir.ir` extension module holds the only
//! copy of the core, and publishes its `mlir-c` functions as one
//! [`MlirCApiTable`] of function pointers in a PyCapsule (the attribute
//! `_capi_table` of `<package>._mlir_libs._mlir`, capsule name
//! [`CAPSULE_NAME`]). A native extension in another wheel depends on this
//! crate only — it carries no core — and after [`install`]ing the table
//! calls `mlirOperationGetName(..)` and friends by their upstream names
//! (module [`calls`]), exchanging handles with Python through upstream's
//! `_CAPIPtr` / `_CAPICreate` capsules.
//!
//! Why a table rather than a shared core library: Rust cannot link one
//! core `dylib` into several independently built `cdylib`s without
//! shipping `libstd` as a shared library and pinning every wheel to one
//! compiler build, and Python loads extension modules with `RTLD_LOCAL`,
//! so symbols exported by `_mlir.so` are invisible to other extensions.
//! A capsule holding a versioned table (numpy's C API scheme) works across
//! wheels, compilers and relocated package names, and is checked at
//! install time instead of failing at symbol resolution.
//!
//! Versioning: the header carries a magic number, [`ABI_VERSION`] and the
//! table's size. Fields are only ever appended (see
//! `mlir-capi/table-order.txt`), so a client accepts any core whose
//! table is at least as large as the one it was built against.

pub mod ffi;
mod functions;
#[cfg(feature = "pyo3")]
pub mod python;
mod table;

pub use table::{calls, MlirCApiTable, FUNCTION_COUNT};

use std::ffi::c_void;
use std::sync::OnceLock;

/// Identifies the table: `b"RMLIRCAP"` as a little-endian `u64`.
pub const MAGIC: u64 = u64::from_le_bytes(*b"RMLIRCAP");

/// The table's ABI version: bumped only when an existing field changes
/// meaning or type (appending a function does not bump it).
pub const ABI_VERSION: u32 = 1;

/// The name of the capsule holding the table, without the package
/// prefix (the default package publishes
/// `mlir._mlir_libs._mlir._capi_table`).
pub const CAPSULE_NAME: &str = "_mlir_libs._mlir._capi_table";

/// The start of every table.
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TableHeader {
    /// [`MAGIC`].
    pub magic: u64,
    /// [`ABI_VERSION`] of the core that made the table.
    pub abi_version: u32,
    /// Number of function fields in the core's table.
    pub function_count: u32,
}

impl TableHeader {
    /// The header of a table of this layout.
    pub const fn current() -> TableHeader {
        TableHeader { magic: MAGIC, abi_version: ABI_VERSION, function_count: FUNCTION_COUNT as u32 }
    }
}

/// Why a table was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// The pointer was null.
    Null,
    /// The memory does not start with [`MAGIC`]: not an rmlir table.
    NotATable,
    /// The core's ABI version differs from this client's.
    AbiVersion {
        /// The core's version.
        core: u32,
        /// This client's version.
        client: u32,
    },
    /// The core's table is older (shorter) than this client needs.
    TooOld {
        /// Functions in the core's table.
        core: u32,
        /// Functions this client was built against.
        client: u32,
    },
    /// A different table is already installed in this client.
    OtherTableInstalled,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Null => write!(f, "the C API table pointer is null"),
            TableError::NotATable => write!(f, "the capsule does not hold an rmlir C API table"),
            TableError::AbiVersion { core, client } => {
                write!(f, "the core's C API ABI version is {core}, this extension was built for {client}")
            }
            TableError::TooOld { core, client } => write!(
                f,
                "the core's C API table has {core} functions, this extension needs {client}: upgrade rmlir-core"
            ),
            TableError::OtherTableInstalled => {
                write!(f, "this extension is already bound to another core's C API table")
            }
        }
    }
}

impl std::error::Error for TableError {}

static INSTALLED: OnceLock<&'static MlirCApiTable> = OnceLock::new();

/// Checks that `ptr` points at a compatible table.
///
/// # Safety
/// `ptr` must be null or point at memory that stays valid for the rest of
/// the process and is at least a [`TableHeader`] long; if the header
/// checks pass it must be a whole table of the size the header states.
pub unsafe fn check(ptr: *const c_void) -> Result<&'static MlirCApiTable, TableError> {
    if ptr.is_null() {
        return Err(TableError::Null);
    }
    // SAFETY: non-null and at least a header long (caller's contract).
    let header = unsafe { *(ptr as *const TableHeader) };
    if header.magic != MAGIC {
        return Err(TableError::NotATable);
    }
    if header.abi_version != ABI_VERSION {
        return Err(TableError::AbiVersion { core: header.abi_version, client: ABI_VERSION });
    }
    if (header.function_count as usize) < FUNCTION_COUNT {
        return Err(TableError::TooOld { core: header.function_count, client: FUNCTION_COUNT as u32 });
    }
    // SAFETY: a compatible header starts a table at least as long as ours
    // (caller's contract), valid for the rest of the process.
    Ok(unsafe { &*(ptr as *const MlirCApiTable) })
}

/// Binds this client to the core's table at `ptr` (the pointer of the
/// core's `_capi_table` capsule). Installing the same table again is a
/// no-op; a different one is refused, since handles of two cores must
/// never meet.
///
/// # Safety
/// As for [`check`].
pub unsafe fn install(ptr: *const c_void) -> Result<&'static MlirCApiTable, TableError> {
    // SAFETY: forwarded contract.
    let table = unsafe { check(ptr) }?;
    let bound = *INSTALLED.get_or_init(|| table);
    if std::ptr::eq(bound, table) {
        Ok(table)
    } else {
        Err(TableError::OtherTableInstalled)
    }
}

/// The installed table, if any.
pub fn installed() -> Option<&'static MlirCApiTable> {
    INSTALLED.get().copied()
}

/// The installed table; the functions of [`calls`] go through it.
///
/// # Panics
/// If no table is installed: calling the C API before binding to a core
/// is a programming error of the extension, reported before any call.
#[inline]
pub fn table() -> &'static MlirCApiTable {
    match INSTALLED.get() {
        Some(t) => t,
        None => panic!("rmlir C API used before mlir_capi_client::install bound it to the core's table"),
    }
}
