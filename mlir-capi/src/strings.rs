//! Reading C strings and arrays, and the arrays of `MlirOperationState`:
//! the second (and last) module that dereferences pointers from C.
//!
//! # Safety contract
//!
//! As upstream: an `MlirStringRef` names `length` readable bytes (or has
//! length 0); an `(n, pointer)` pair names `n` readable elements; a
//! `const char *` is NUL-terminated; an `MlirOperationState` passed by
//! pointer was made by `mlirOperationStateGet` and grown only by
//! `mlirOperationStateAdd*`.

use crate::ffi::*;
use std::alloc::Layout;
use std::borrow::Cow;
use std::ffi::{c_char, c_void, CStr};

/// The bytes of a string reference.
pub(crate) fn bytes<'a>(s: MlirStringRef) -> &'a [u8] {
    if s.data.is_null() || s.length == 0 {
        return &[];
    }
    // SAFETY: `data` names `length` readable bytes (module contract).
    unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) }
}

/// The text of a string reference (invalid UTF-8 replaced).
pub(crate) fn text<'a>(s: MlirStringRef) -> Cow<'a, str> {
    String::from_utf8_lossy(bytes(s))
}

/// The text of a NUL-terminated C string (invalid UTF-8 replaced).
pub(crate) fn c_text<'a>(s: *const c_char) -> Cow<'a, str> {
    if s.is_null() {
        return Cow::Borrowed("");
    }
    // SAFETY: a non-null `const char *` is NUL-terminated (module contract).
    unsafe { CStr::from_ptr(s) }.to_string_lossy()
}

/// The length of a NUL-terminated C string.
pub(crate) fn c_len(s: *const c_char) -> usize {
    if s.is_null() {
        return 0;
    }
    // SAFETY: as in `c_text`.
    unsafe { CStr::from_ptr(s) }.to_bytes().len()
}

/// A string reference to bytes that outlive its use by C (interned data,
/// static strings).
pub(crate) fn str_ref(s: &[u8]) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// The elements of an `(n, pointer)` array.
pub(crate) fn slice<'a, T>(n: isize, p: *const T) -> &'a [T] {
    if p.is_null() || n <= 0 {
        return &[];
    }
    // SAFETY: `p` names `n` readable elements (module contract).
    unsafe { std::slice::from_raw_parts(p, n as usize) }
}

/// Sends `s` to a string callback in one chunk.
pub(crate) fn send(callback: MlirStringCallback, user_data: *mut c_void, s: &str) {
    if let Some(cb) = callback {
        cb(str_ref(s.as_bytes()), user_data);
    }
}

/// The state behind a state pointer.
pub(crate) fn state<'a>(p: *mut MlirOperationState) -> Option<&'a mut MlirOperationState> {
    // SAFETY: a non-null state pointer names a live, writable state made by
    // `mlirOperationStateGet` (module contract).
    unsafe { p.as_mut() }
}

/// Appends `add` to the array `(n, p)`, reallocating it with the system
/// allocator as upstream does with `realloc`.
pub(crate) fn append<T: Copy>(n: &mut isize, p: &mut *mut T, add: &[T]) {
    if add.is_empty() {
        return;
    }
    let old = (*n).max(0) as usize;
    let new = old + add.len();
    let (Ok(old_layout), Ok(new_layout)) = (Layout::array::<T>(old), Layout::array::<T>(new)) else {
        return;
    };
    let ptr = if p.is_null() || old == 0 {
        // SAFETY: `new_layout` has a non-zero size (`add` is not empty).
        unsafe { std::alloc::alloc(new_layout) }
    } else {
        // SAFETY: `*p` was allocated here with `old_layout` (an array of
        // `old` elements) and `new_layout.size()` is non-zero.
        unsafe { std::alloc::realloc((*p).cast(), old_layout, new_layout.size()) }
    };
    if ptr.is_null() {
        return;
    }
    let ptr = ptr.cast::<T>();
    // SAFETY: `ptr` has room for `new` elements; the first `old` are
    // initialized; we fill the rest from `add`, which cannot overlap the
    // fresh allocation.
    unsafe { std::ptr::copy_nonoverlapping(add.as_ptr(), ptr.add(old), add.len()) };
    *p = ptr;
    *n = new as isize;
}

/// Frees an array grown by [`append`] and resets it to empty.
pub(crate) fn release<T>(n: &mut isize, p: &mut *mut T) {
    if !p.is_null() && *n > 0 {
        if let Ok(layout) = Layout::array::<T>(*n as usize) {
            // SAFETY: `*p` was allocated by `append` with this layout.
            unsafe { std::alloc::dealloc((*p).cast(), layout) };
        }
    }
    *p = std::ptr::null_mut();
    *n = 0;
}
