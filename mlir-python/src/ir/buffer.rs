//! The buffer protocol for dense elements attributes: `memoryview(attr)`
//! exposes the elements, read-only, row-major, in their native layout
//! (`struct` format codes), as upstream's bindings do.
//!
//! This is the one place the bindings fill a `Py_buffer` by hand. The
//! exported bytes, shape and strides are a copy owned by a [`BufferData`]
//! boxed into `view.internal` and freed in [`release`]; the view holds a
//! reference to the exporting object in `view.obj`, as the protocol
//! requires. Nothing points into the context's attribute storage.

use pyo3::exceptions::PyBufferError;
use pyo3::ffi;
use pyo3::prelude::*;
use std::ffi::{c_int, c_void, CString};

/// What an exported view points at.
pub struct BufferData {
    /// The elements.
    pub bytes: Vec<u8>,
    /// Element size in bytes.
    pub itemsize: usize,
    /// `struct` format of one element.
    pub format: CString,
    /// Extent of each dimension.
    pub shape: Vec<ffi::Py_ssize_t>,
    /// Byte stride of each dimension.
    pub strides: Vec<ffi::Py_ssize_t>,
}

impl BufferData {
    /// Row-major data of `shape` with `itemsize`-byte elements.
    pub fn row_major(bytes: Vec<u8>, itemsize: usize, format: &str, shape: &[i64]) -> PyResult<BufferData> {
        let shape: Vec<ffi::Py_ssize_t> = shape.iter().map(|d| *d as ffi::Py_ssize_t).collect();
        let mut strides = vec![itemsize as ffi::Py_ssize_t; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * shape[i + 1];
        }
        let format = CString::new(format).map_err(|_| PyBufferError::new_err("bad buffer format"))?;
        Ok(BufferData { bytes, itemsize, format, shape, strides })
    }
}

/// Fills `view` to export `data` for `obj`.
///
/// # Safety
/// `view` must be the `Py_buffer` the interpreter passed to the exporting
/// object's `bf_getbuffer` slot, and `obj` that object (borrowed).
pub unsafe fn fill(view: *mut ffi::Py_buffer, obj: *mut ffi::PyObject, flags: c_int, data: BufferData) -> PyResult<()> {
    if view.is_null() {
        return Err(PyBufferError::new_err("view is null"));
    }
    if flags & ffi::PyBUF_WRITABLE == ffi::PyBUF_WRITABLE {
        return Err(PyBufferError::new_err("attributes are immutable: the buffer is read-only"));
    }
    let data = Box::new(data);
    // SAFETY: `view` is a valid, writable `Py_buffer` (the caller's
    // contract). Every pointer stored in it points into `data`, which stays
    // alive (leaked into `internal`) until `release` frees it, and the new
    // reference to `obj` keeps the exporter alive as long as the view.
    unsafe {
        (*view).obj = obj;
        ffi::Py_INCREF(obj);
        (*view).buf = data.bytes.as_ptr() as *mut c_void;
        (*view).len = data.bytes.len() as ffi::Py_ssize_t;
        (*view).readonly = 1;
        (*view).itemsize = data.itemsize as ffi::Py_ssize_t;
        (*view).format = if flags & ffi::PyBUF_FORMAT == ffi::PyBUF_FORMAT {
            data.format.as_ptr() as *mut _
        } else {
            std::ptr::null_mut()
        };
        (*view).ndim = data.shape.len() as c_int;
        (*view).shape =
            if flags & ffi::PyBUF_ND == ffi::PyBUF_ND { data.shape.as_ptr() as *mut _ } else { std::ptr::null_mut() };
        (*view).strides = if flags & ffi::PyBUF_STRIDES == ffi::PyBUF_STRIDES {
            data.strides.as_ptr() as *mut _
        } else {
            std::ptr::null_mut()
        };
        (*view).suboffsets = std::ptr::null_mut();
        (*view).internal = Box::into_raw(data) as *mut c_void;
    }
    Ok(())
}

/// Frees what [`fill`] allocated for `view`.
///
/// # Safety
/// `view` must be a view [`fill`] filled, passed to `bf_releasebuffer`
/// once.
pub unsafe fn release(view: *mut ffi::Py_buffer) {
    // SAFETY: `internal` is the `Box<BufferData>` `fill` leaked (or null);
    // it is taken back exactly once and the pointer cleared.
    unsafe {
        if view.is_null() || (*view).internal.is_null() {
            return;
        }
        drop(Box::from_raw((*view).internal as *mut BufferData));
        (*view).internal = std::ptr::null_mut();
    }
}
