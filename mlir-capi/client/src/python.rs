//! The Python side of the door (feature `pyo3`): binding to a package's
//! core, and upstream's `_CAPIPtr` / `_CAPICreate` capsule convention.
//!
//! A capsule's pointer is a C API handle's `ptr`; its name is
//! `"<package>.ir.<Class>._CAPIPtr"` (`<package>.passmanager.PassManager`
//! for pass managers, `<package>.execution_engine.ExecutionEngine` for
//! engines), so a handle of one package's core is refused by another's. The only unsafe code of this crate's Python side.

use crate::MlirCApiTable;
use pyo3::exceptions::{PyImportError, PyTypeError};
use pyo3::prelude::*;
use std::ffi::{c_void, CStr, CString};
use std::sync::Mutex;

/// The `mlir.ir`-level module holding `class` (`ir`, `passmanager` or
/// `execution_engine`).
fn module_of(class: &str) -> &'static str {
    match class {
        "PassManager" => "passmanager",
        "ExecutionEngine" => "execution_engine",
        _ => "ir",
    }
}

/// `"<package>.<module>.<class>._CAPIPtr"`, made once per name and kept
/// for the process (a capsule's name must outlive the capsule).
pub fn capsule_name(package: &str, class: &str) -> &'static CStr {
    intern(format!("{package}.{}.{class}._CAPIPtr", module_of(class)))
}

fn intern(name: String) -> &'static CStr {
    static NAMES: Mutex<Vec<&'static CStr>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(n) = names.iter().find(|n| n.to_bytes() == name.as_bytes()) {
        return n;
    }
    let leaked: &'static CStr = match CString::new(name) {
        Ok(s) => Box::leak(s.into_boxed_c_str()),
        Err(_) => c"<invalid capsule name>",
    };
    names.push(leaked);
    leaked
}

/// The name of the table capsule of `package`'s core.
pub fn table_capsule_name(package: &str) -> &'static CStr {
    intern(format!("{package}.{}", crate::CAPSULE_NAME))
}

/// A capsule named for `class` of `package` holding `ptr`. The capsule
/// owns nothing (no destructor), as upstream's.
pub fn make_capsule(py: Python<'_>, package: &str, class: &str, ptr: *const c_void) -> PyResult<Py<PyAny>> {
    if ptr.is_null() {
        return Err(PyTypeError::new_err(format!("cannot make a {class} capsule of a null handle")));
    }
    raw_capsule(py, ptr, capsule_name(package, class))
}

fn raw_capsule(py: Python<'_>, ptr: *const c_void, name: &'static CStr) -> PyResult<Py<PyAny>> {
    // SAFETY: `ptr` is non-null and `name` lives for the process; with no
    // destructor the capsule never frees anything. A null return sets a
    // Python error, which `from_owned_ptr_or_err` picks up.
    unsafe {
        let raw = pyo3::ffi::PyCapsule_New(ptr as *mut c_void, name.as_ptr(), None);
        Bound::from_owned_ptr_or_err(py, raw).map(Bound::unbind)
    }
}

/// The capsule of a table (what a core publishes as `_capi_table`).
pub fn table_capsule(py: Python<'_>, package: &str, table: &'static MlirCApiTable) -> PyResult<Py<PyAny>> {
    raw_capsule(py, table as *const MlirCApiTable as *const c_void, table_capsule_name(package))
}

/// The pointer of `obj`, a capsule named for `class` of `package`, or an
/// object whose `_CAPIPtr` is one; a clear `TypeError` otherwise — notably
/// for an object of another package's core.
pub fn read_capsule(obj: &Bound<'_, PyAny>, package: &str, class: &str) -> PyResult<*const c_void> {
    let name = capsule_name(package, class);
    let capsule = if is_capsule(obj) {
        obj.clone()
    } else {
        // An object without `_CAPIPtr` is the wrong kind; one whose
        // `_CAPIPtr` raises (an erased op) reports its own error.
        match obj.getattr("_CAPIPtr") {
            Ok(c) => c,
            Err(e) if e.is_instance_of::<pyo3::exceptions::PyAttributeError>(obj.py()) => return Err(wrong(obj, name)),
            Err(e) => return Err(e),
        }
    };
    checked_pointer(&capsule, name)
}

fn checked_pointer(capsule: &Bound<'_, PyAny>, name: &CStr) -> PyResult<*const c_void> {
    // SAFETY: `PyCapsule_IsValid` accepts any object and checks the name;
    // only a valid capsule of this name is read, which cannot fail.
    unsafe {
        if pyo3::ffi::PyCapsule_IsValid(capsule.as_ptr(), name.as_ptr()) == 0 {
            return Err(wrong(capsule, name));
        }
        Ok(pyo3::ffi::PyCapsule_GetPointer(capsule.as_ptr(), name.as_ptr()) as *const c_void)
    }
}

fn is_capsule(obj: &Bound<'_, PyAny>) -> bool {
    // SAFETY: a type check on a live object.
    unsafe { pyo3::ffi::PyCapsule_CheckExact(obj.as_ptr()) != 0 }
}

fn wrong(obj: &Bound<'_, PyAny>, name: &CStr) -> PyErr {
    let what = if is_capsule(obj) {
        // SAFETY: reading the name of a live capsule (null if unnamed).
        let got = unsafe { pyo3::ffi::PyCapsule_GetName(obj.as_ptr()) };
        if got.is_null() {
            "an unnamed capsule".to_string()
        } else {
            // SAFETY: a capsule name is a NUL-terminated string.
            format!("a capsule named {:?}", unsafe { CStr::from_ptr(got) })
        }
    } else {
        format!("an object of type {}", obj.get_type().name().map(|n| n.to_string()).unwrap_or_default())
    };
    PyTypeError::new_err(format!("expected a capsule named {name:?} (from this package's core), got {what}"))
}

/// Binds this extension to the core of `package` (`"mlir"` for the
/// default one): imports `<package>._mlir_libs._mlir`, checks its table's
/// version and installs it for [`crate::calls`]. Idempotent.
pub fn bind(py: Python<'_>, package: &str) -> PyResult<&'static MlirCApiTable> {
    if let Some(t) = crate::installed() {
        return Ok(t);
    }
    let module = py.import(format!("{package}._mlir_libs._mlir").as_str())?;
    let capsule = module.getattr("_capi_table")?;
    let ptr = checked_pointer(&capsule, table_capsule_name(package))?;
    // SAFETY: a capsule of this name holds the core's static table.
    unsafe { crate::install(ptr) }.map_err(|e| PyImportError::new_err(e.to_string()))
}

/// The Python object of a handle: `<package>.ir.<class>._CAPICreate`
/// applied to a capsule of `ptr`.
pub fn to_python(py: Python<'_>, package: &str, class: &str, ptr: *const c_void) -> PyResult<Py<PyAny>> {
    let capsule = make_capsule(py, package, class, ptr)?;
    let module = py.import(format!("{package}.{}", module_of(class)).as_str())?;
    Ok(module.getattr(class)?.call_method1("_CAPICreate", (capsule,))?.unbind())
}
