//! `DenseResourceElementsAttr.get_from_buffer`: elements held in a named
//! context resource blob (`dense_resource<name> : type`), printed in the
//! module's `{-# dialect_resources ... #-}` section.
//!
//! The bytes are copied out of the buffer in its memory order (C or
//! Fortran), so later writes to the Python buffer are not seen by the
//! attribute; upstream borrows the buffer instead, which makes `is_mutable`
//! meaningful there. The name is made unique in the context as upstream's
//! resource manager does (`name`, else `name_1`, `name_2`, ...).

use super::attributes_builtin::{new_attr, PyDenseResourceElementsAttr};
use super::context::{resolve_context, PyContext};
use super::types::PyMlirType;
use mlir_ir::attributes::{AttrKind, ResourceBlob};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

#[pymethods]
impl PyDenseResourceElementsAttr {
    /// A `dense_resource` attribute of `type` (a shaped type) whose blob,
    /// named after `name`, holds the bytes of `array` (any contiguous
    /// buffer), aligned to `alignment` (default: the byte stride of the
    /// innermost dimension).
    ///
    /// The bytes are taken as they are: it is up to the caller that they fit
    /// the type. The name is changed (`name_1`, ...) when the context already
    /// has a resource of that name. `ValueError` for a non-contiguous buffer
    /// or a type that is not shaped.
    #[staticmethod]
    #[pyo3(signature = (array, name, r#type, alignment=None, is_mutable=false, context=None))]
    fn get_from_buffer(
        py: Python<'_>,
        array: &Bound<'_, PyAny>,
        name: &str,
        r#type: &Bound<'_, PyMlirType>,
        alignment: Option<u64>,
        is_mutable: bool,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = is_mutable;
        let ctx = resolve_context(py, context)?;
        let t = r#type.get();
        ctx.check_same(&t.ctx, "Type")?;
        let mv = py
            .import("builtins")?
            .getattr("memoryview")?
            .call1((array,))
            .map_err(|_| PyTypeError::new_err("get_from_buffer(): the array must support the buffer protocol"))?;
        if !mv.getattr("contiguous")?.extract::<bool>()? {
            return Err(PyValueError::new_err("Contiguous buffer is required."));
        }
        if !ctx.ctx().type_kind(t.ty).is_shaped() {
            return Err(PyValueError::new_err("Constructing a DenseResourceElementsAttr requires a ShapedType."));
        }
        // Upstream's default alignment: the byte stride of the innermost
        // dimension (the item size for a scalar buffer).
        let itemsize: u64 = mv.getattr("itemsize")?.extract()?;
        let strides: Vec<i64> = mv.getattr("strides")?.extract()?;
        let inner_stride = strides.last().map_or(itemsize, |s| s.unsigned_abs());
        // Memory order: a Fortran-ordered array's bytes as they lie.
        let data: Vec<u8> = mv.call_method1("tobytes", ("A",))?.extract()?;
        let blob = ResourceBlob { alignment: alignment.unwrap_or(inner_stride), data: data.into() };
        let key = ctx.ctx().declare_resource(name, Some(blob));
        ctx.0.get().kept_buffers.lock().push(array.clone().unbind());
        new_attr::<PyDenseResourceElementsAttr>(py, &ctx, AttrKind::DenseResource { ty: t.ty, key })
    }
}
