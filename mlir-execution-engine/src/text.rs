//! Strings across the C API: `MlirStringRef` to Rust, and the printing
//! callbacks that collect text. The only `unsafe` of the reader.

use crate::reader::capi;
use capi::MlirStringRef;
use std::ffi::c_void;

/// The text a string reference points at (lossy for invalid UTF-8).
pub fn string(s: MlirStringRef) -> String {
    String::from_utf8_lossy(bytes(s)).into_owned()
}

/// The bytes a string reference points at.
pub fn bytes<'a>(s: MlirStringRef) -> &'a [u8] {
    if s.data.is_null() || s.length == 0 {
        return &[];
    }
    // SAFETY: the C API hands out references to `length` bytes owned by the
    // context (interned names, attribute data), alive while the module is.
    unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) }
}

/// A string reference to `s` (borrowed for the duration of a call).
pub fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// Appends the fragment to the `String` behind `user_data`.
extern "C" fn append(s: MlirStringRef, user_data: *mut c_void) {
    // SAFETY: `user_data` is the `&mut String` that `collect` passed along
    // with this callback, alive for the duration of the printing call.
    let out = unsafe { &mut *user_data.cast::<String>() };
    out.push_str(&String::from_utf8_lossy(bytes(s)));
}

/// Runs a printing function of the C API and returns what it printed.
pub fn collect(print: impl FnOnce(capi::MlirStringCallback, *mut c_void)) -> String {
    let mut out = String::new();
    print(Some(append), (&mut out as *mut String).cast());
    out
}
