//! Raw PyCapsules carrying C API handles, upstream's `_CAPIPtr`
//! convention: the capsule's pointer is the handle's `ptr`, its name
//! `"<package>.ir.<Class>._CAPIPtr"`. The only unsafe code of the door's
//! Python side.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use std::ffi::{c_void, CStr, CString};
use std::sync::OnceLock;

/// The package this aggregate is installed under (`mlir` unless a
/// downstream relocated it at build time with `RMLIR_PYTHON_PACKAGE`).
pub const PACKAGE: &str = match option_env!("RMLIR_PYTHON_PACKAGE") {
    Some(p) => p,
    None => "mlir",
};

/// The classes with a capsule, in the order of [`name`]'s table.
pub const CLASSES: [&str; 13] = [
    "Context",
    "Module",
    "Operation",
    "Block",
    "Region",
    "Value",
    "Type",
    "Attribute",
    "Location",
    "AffineMap",
    "IntegerSet",
    "DialectRegistry",
    "PassManager",
];

/// The capsule name of `class` (one of [`CLASSES`]), made once and kept
/// for the process: a capsule's name must outlive it.
pub fn name(class: &str) -> &'static CStr {
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        CLASSES
            .iter()
            .map(|c| {
                let module = if *c == "PassManager" { "passmanager" } else { "ir" };
                match CString::new(format!("{PACKAGE}.{module}.{c}._CAPIPtr")) {
                    Ok(s) => s,
                    Err(_) => unreachable!("class names hold no NUL"),
                }
            })
            .collect()
    });
    match CLASSES.iter().position(|c| *c == class) {
        Some(i) => &names[i],
        None => unreachable!("capsule class {class} is listed in CLASSES"),
    }
}

/// A capsule named for `class` holding `ptr` (no destructor: the capsule
/// does not own what the handle names, as upstream's).
pub fn make(py: Python<'_>, class: &str, ptr: *const c_void) -> PyResult<Py<PyAny>> {
    if ptr.is_null() {
        return Err(PyTypeError::new_err(format!("cannot make a {class} capsule of a null handle")));
    }
    let name = name(class);
    // SAFETY: `ptr` is non-null and `name` lives for the process; with no
    // destructor the capsule never frees anything. A null return sets a
    // Python error, which `from_owned_ptr_or_err` picks up.
    unsafe {
        let raw = pyo3::ffi::PyCapsule_New(ptr as *mut c_void, name.as_ptr(), None);
        Bound::from_owned_ptr_or_err(py, raw).map(Bound::unbind)
    }
}

/// The pointer of `obj`, a capsule named for `class` (or an object whose
/// `_CAPIPtr` is one, as upstream's casters accept); a clear `TypeError`
/// otherwise — notably for a capsule of another package's core.
pub fn read(obj: &Bound<'_, PyAny>, class: &str) -> PyResult<*const c_void> {
    let name = name(class);
    let capsule = if is_capsule(obj) { obj.clone() } else { obj.getattr("_CAPIPtr").map_err(|_| wrong(obj, name))? };
    // SAFETY: `PyCapsule_IsValid` accepts any object and checks the name;
    // only a valid capsule of this name is read, which never fails.
    unsafe {
        if pyo3::ffi::PyCapsule_IsValid(capsule.as_ptr(), name.as_ptr()) == 0 {
            return Err(wrong(&capsule, name));
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
        // SAFETY: reading the name of a capsule (null for an unnamed one).
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

/// The capsule of the core's C API table, published as
/// `_mlir._capi_table` for extensions in other wheels.
pub fn table(py: Python<'_>) -> PyResult<Py<PyAny>> {
    static TABLE_NAME: OnceLock<CString> = OnceLock::new();
    let name = TABLE_NAME.get_or_init(|| match CString::new(format!("{PACKAGE}.{}", mlir_capi_client::CAPSULE_NAME)) {
        Ok(s) => s,
        Err(_) => unreachable!("package names hold no NUL"),
    });
    let ptr = mlir_c::bridge::table() as *const _ as *mut c_void;
    // SAFETY: the table is a `static`; the name lives for the process.
    unsafe {
        let raw = pyo3::ffi::PyCapsule_New(ptr, name.as_ptr(), None);
        Bound::from_owned_ptr_or_err(py, raw).map(Bound::unbind)
    }
}
