//! Reading a buffer whose element format Python cannot describe.
//!
//! `memoryview(obj)` asks the exporter for the element format, which some
//! exporters cannot give (numpy's `datetime64`, or an extension dtype such
//! as `bfloat16`). When the caller states the element type itself
//! (`DenseElementsAttr.get(array, type=...)`), upstream asks for the bytes
//! and the shape only, and so does [`read_untyped`].

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::ffi;
use pyo3::prelude::*;

/// The bytes (row-major copy), element size and shape of a C-contiguous
/// buffer of `obj`, without asking for its element format.
pub fn read_untyped(obj: &Bound<'_, PyAny>) -> PyResult<(Vec<u8>, usize, Vec<i64>)> {
    let mut view = std::mem::MaybeUninit::<ffi::Py_buffer>::uninit();
    // SAFETY: `obj` is a live object (we hold a reference through `Bound`,
    // with the GIL); `view` is writable storage for one `Py_buffer`, which
    // `PyObject_GetBuffer` fills completely when it returns 0. On failure it
    // leaves a Python exception set and the view untouched, which we
    // turn into an error without reading the view.
    let rc = unsafe { ffi::PyObject_GetBuffer(obj.as_ptr(), view.as_mut_ptr(), ffi::PyBUF_C_CONTIGUOUS) };
    if rc != 0 {
        let cause = PyErr::take(obj.py());
        let err = PyTypeError::new_err("expected an object supporting the buffer protocol");
        err.set_cause(obj.py(), cause);
        return Err(err);
    }
    // SAFETY: `PyObject_GetBuffer` succeeded, so the view is initialized.
    let mut view = unsafe { view.assume_init() };
    // SAFETY: with PyBUF_C_CONTIGUOUS (which includes PyBUF_ND) the exporter
    // filled `buf` with `len` readable bytes and `shape` with `ndim`
    // extents (or null for a 0-d buffer), valid until the view is released
    // below; we copy them out first. The view is released exactly once.
    let out = unsafe {
        let bytes = if view.buf.is_null() || view.len <= 0 {
            Vec::new()
        } else {
            std::slice::from_raw_parts(view.buf as *const u8, view.len as usize).to_vec()
        };
        let shape = if view.shape.is_null() {
            Vec::new()
        } else {
            std::slice::from_raw_parts(view.shape, view.ndim.max(0) as usize).iter().map(|&d| d as i64).collect()
        };
        let itemsize = view.itemsize.max(0) as usize;
        ffi::PyBuffer_Release(&mut view);
        (bytes, itemsize, shape)
    };
    if out.1 == 0 {
        return Err(PyValueError::new_err("the buffer's element size is 0"));
    }
    Ok(out)
}
