//! `mlir-c/Support.h`: string references and type ids.

use crate::ffi::*;
use crate::strings;
use std::ffi::c_char;

/// Makes a string reference to a NUL-terminated string (not copied).
#[no_mangle]
pub extern "C" fn mlirStringRefCreateFromCString(s: *const c_char) -> MlirStringRef {
    MlirStringRef { data: s, length: strings::c_len(s) }
}

/// Whether two string references hold the same bytes.
#[no_mangle]
pub extern "C" fn mlirStringRefEqual(a: MlirStringRef, b: MlirStringRef) -> bool {
    strings::bytes(a) == strings::bytes(b)
}

/// Whether two type ids are equal.
#[no_mangle]
pub extern "C" fn mlirTypeIDEqual(a: MlirTypeID, b: MlirTypeID) -> bool {
    a.ptr == b.ptr
}

/// A hash of a type id.
#[no_mangle]
pub extern "C" fn mlirTypeIDHashValue(id: MlirTypeID) -> usize {
    id.ptr as usize
}
