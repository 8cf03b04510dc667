//! The shaped builtin types: `ShapedType` and its vector, tensor and memref
//! subclasses (classes declared in `types_builtin`).

use super::attributes::{attr_to_py, PyMlirAttribute};
use super::location::PyLocation;
use super::types::{make, type_to_py, PyMlirType};
use super::types_builtin::{
    tb, PyMemRefType, PyRankedTensorType, PyShapedType, PyUnrankedMemRefType, PyUnrankedTensorType, PyVectorType,
};
use mlir_ir::types::{TypeKind, DYNAMIC};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

#[pymethods]
impl PyShapedType {
    /// The element type.
    #[getter]
    fn element_type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = tb(slf)?;
        let e = b.kind().element_type().ok_or_else(|| PyValueError::new_err("not a shaped type"))?;
        type_to_py(slf.py(), &b.ctx, e)
    }
    /// Whether the type is ranked.
    #[getter]
    fn has_rank(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(tb(slf)?.kind().shape().is_some())
    }
    /// The rank.
    #[getter]
    fn rank(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(shape_of(slf)?.len())
    }
    /// The shape.
    #[getter]
    fn shape(slf: &Bound<'_, Self>) -> PyResult<Vec<i64>> {
        shape_of(slf)
    }
    /// Whether every dimension is static.
    #[getter]
    fn has_static_shape(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(tb(slf)?.kind().shape().is_some_and(|s| s.iter().all(|d| *d != DYNAMIC)))
    }
    /// Whether dimension `dim` is dynamic.
    fn is_dynamic_dim(slf: &Bound<'_, Self>, dim: isize) -> PyResult<bool> {
        Ok(Self::get_dim_size(slf, dim)? == DYNAMIC)
    }
    /// Whether dimension `dim` is static.
    fn is_static_dim(slf: &Bound<'_, Self>, dim: isize) -> PyResult<bool> {
        Ok(Self::get_dim_size(slf, dim)? != DYNAMIC)
    }
    /// The size of dimension `dim`.
    fn get_dim_size(slf: &Bound<'_, Self>, dim: isize) -> PyResult<i64> {
        let s = shape_of(slf)?;
        Ok(s[super::norm_index(dim, s.len(), "dimension")?])
    }
    /// The value marking a dynamic size.
    #[staticmethod]
    fn get_dynamic_size() -> i64 {
        DYNAMIC
    }
    /// The value marking a dynamic stride or offset.
    #[staticmethod]
    fn get_dynamic_stride_or_offset() -> i64 {
        DYNAMIC
    }
    #[staticmethod]
    fn is_dynamic_size(dim_size: i64) -> bool {
        dim_size == DYNAMIC
    }
    #[staticmethod]
    fn is_static_size(dim_size: i64) -> bool {
        dim_size != DYNAMIC
    }
    #[staticmethod]
    fn is_dynamic_stride_or_offset(val: i64) -> bool {
        val == DYNAMIC
    }
    #[staticmethod]
    fn is_static_stride_or_offset(val: i64) -> bool {
        val != DYNAMIC
    }
}

fn shape_of<T>(slf: &Bound<'_, T>) -> PyResult<Vec<i64>> {
    tb(slf)?
        .kind()
        .shape()
        .map(|s| s.to_vec())
        .ok_or_else(|| PyValueError::new_err("calling this method requires that the type has a rank."))
}

fn check_shape(
    py: Python<'_>,
    ctx: &super::CtxRef,
    shape: &[i64],
    loc: Option<&Bound<'_, PyLocation>>,
    what: &str,
) -> PyResult<()> {
    if shape.iter().any(|d| *d < 0 && *d != DYNAMIC) {
        let l = loc.map(|l| l.get().loc).unwrap_or_else(|| ctx.ctx().unknown_loc());
        let d = mlir_ir::Diagnostic::error(l, format!("invalid {what} dimension size"));
        return Err(super::diagnostics::mlir_error(py, ctx, "Invalid type", &[d], None));
    }
    Ok(())
}

fn elem_ok(e: &PyMlirType) -> bool {
    !matches!(e.kind(), TypeKind::Function { .. } | TypeKind::None | TypeKind::Tuple(_))
}

fn opt_attr(a: Option<&Bound<'_, PyMlirAttribute>>) -> Option<mlir_ir::Attribute> {
    a.map(|a| a.get().attr)
}

#[pymethods]
impl PyRankedTensorType {
    /// `tensor<shape x element_type, encoding>`.
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, encoding=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        encoding: Option<&Bound<'_, PyMlirAttribute>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        super::location::resolve_location(py, loc)?;
        Self::build(py, shape, element_type, encoding, loc)
    }

    /// `get` without a location (errors carry an unknown one).
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, encoding=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        encoding: Option<&Bound<'_, PyMlirAttribute>>,
        context: Option<&Bound<'_, super::context::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        Self::build(py, shape, element_type, encoding, None)
    }
}

impl PyRankedTensorType {
    fn build(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        encoding: Option<&Bound<'_, PyMlirAttribute>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let e = element_type.get();
        check_shape(py, &e.ctx, &shape, loc, "tensor")?;
        if !elem_ok(e) {
            return Err(PyValueError::new_err(format!("invalid tensor element type: {}", e.text())));
        }
        let ty = e.ctx.ctx().ranked_tensor_type(&shape, e.ty, opt_attr(encoding));
        make::<PyRankedTensorType>(py, PyMlirType { ctx: e.ctx.clone_ref(py), ty })
    }
}

#[pymethods]
impl PyRankedTensorType {
    /// The encoding attribute, if any.
    #[getter]
    fn encoding(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = tb(slf)?;
        match b.kind() {
            TypeKind::RankedTensor { encoding: Some(a), .. } => Ok(Some(attr_to_py(slf.py(), &b.ctx, *a)?)),
            _ => Ok(None),
        }
    }
}

#[pymethods]
impl PyUnrankedTensorType {
    /// `tensor<*x element_type>`.
    #[staticmethod]
    #[pyo3(signature = (element_type, loc=None))]
    fn get(
        py: Python<'_>,
        element_type: &Bound<'_, PyMlirType>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        super::location::resolve_location(py, loc)?;
        Self::get_unchecked(py, element_type, None)
    }

    /// `get` without a location.
    #[staticmethod]
    #[pyo3(signature = (element_type, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        element_type: &Bound<'_, PyMlirType>,
        context: Option<&Bound<'_, super::context::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        let e = element_type.get();
        let ty = e.ctx.ctx().unranked_tensor_type(e.ty);
        make::<PyUnrankedTensorType>(py, PyMlirType { ctx: e.ctx.clone_ref(py), ty })
    }
}

#[pymethods]
impl PyVectorType {
    /// `vector<shape x element_type>`, optionally with scalable dimensions.
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, *, scalable=None, scalable_dims=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        scalable: Option<Vec<bool>>,
        scalable_dims: Option<Vec<i64>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        super::location::resolve_location(py, loc)?;
        Self::build(py, shape, element_type, scalable, scalable_dims, loc)
    }

    /// `get` without a location (errors carry an unknown one).
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, *, scalable=None, scalable_dims=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        scalable: Option<Vec<bool>>,
        scalable_dims: Option<Vec<i64>>,
        context: Option<&Bound<'_, super::context::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        Self::build(py, shape, element_type, scalable, scalable_dims, None)
    }
}

impl PyVectorType {
    fn build(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        scalable: Option<Vec<bool>>,
        scalable_dims: Option<Vec<i64>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let e = element_type.get();
        if shape.iter().any(|d| *d <= 0) {
            return check_shape(py, &e.ctx, &[-2], loc, "vector").map(|_| py.None());
        }
        if scalable.is_some() && scalable_dims.is_some() {
            return Err(PyValueError::new_err("'scalable' and 'scalable_dims' kwargs are mutually exclusive."));
        }
        let mut flags = vec![false; shape.len()];
        if let Some(s) = scalable {
            if s.len() != shape.len() {
                return Err(PyValueError::new_err("Expected len(scalable) == len(shape)."));
            }
            flags = s;
        }
        if let Some(dims) = scalable_dims {
            for d in dims {
                let i = super::norm_index(d as isize, shape.len(), "scalable dimension")?;
                flags[i] = true;
            }
        }
        let ty = e.ctx.ctx().vector_type(&shape, &flags, e.ty);
        make::<PyVectorType>(py, PyMlirType { ctx: e.ctx.clone_ref(py), ty })
    }
}

#[pymethods]
impl PyVectorType {
    /// Whether any dimension is scalable.
    #[getter]
    fn scalable(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(Self::scalable_dims(slf)?.iter().any(|b| *b))
    }
    /// Per-dimension scalability.
    #[getter]
    fn scalable_dims(slf: &Bound<'_, Self>) -> PyResult<Vec<bool>> {
        match tb(slf)?.kind() {
            TypeKind::Vector { scalable, .. } => Ok(scalable.to_vec()),
            _ => Ok(vec![]),
        }
    }
}

#[pymethods]
impl PyMemRefType {
    /// `memref<shape x element_type, layout, memory_space>`.
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, layout=None, memory_space=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        layout: Option<&Bound<'_, PyMlirAttribute>>,
        memory_space: Option<&Bound<'_, PyMlirAttribute>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        super::location::resolve_location(py, loc)?;
        Self::build(py, shape, element_type, layout, memory_space, loc)
    }

    /// `get` without a location (errors carry an unknown one).
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, layout=None, memory_space=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        layout: Option<&Bound<'_, PyMlirAttribute>>,
        memory_space: Option<&Bound<'_, PyMlirAttribute>>,
        context: Option<&Bound<'_, super::context::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        Self::build(py, shape, element_type, layout, memory_space, None)
    }

    /// The strides and offset of the layout (`ShapedType.get_dynamic_*`
    /// values for dynamic ones); `RuntimeError` for a layout that is not
    /// strided.
    fn get_strides_and_offset(slf: &Bound<'_, Self>) -> PyResult<(Vec<i64>, i64)> {
        let b = tb(slf)?;
        let ctx = b.ctx.ctx();
        match b.kind() {
            TypeKind::MemRef { shape, layout, .. } => mlir_ir::types::memref_strides_and_offset(ctx, shape, *layout)
                .ok_or_else(|| {
                    pyo3::exceptions::PyRuntimeError::new_err("Failed to extract strides and offset from memref.")
                }),
            _ => Err(PyValueError::new_err("not a memref type")),
        }
    }
    /// The layout attribute; the identity `AffineMapAttr` when the type has
    /// none (the printed form omits it).
    #[getter]
    fn layout(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = tb(slf)?;
        let ctx = b.ctx.ctx();
        let attr = match b.kind() {
            TypeKind::MemRef { layout: Some(a), .. } => *a,
            TypeKind::MemRef { shape, layout: None, .. } => {
                ctx.get_attr(mlir_ir::AttrKind::AffineMap(mlir_ir::affine::AffineMap::multi_dim_identity(shape.len())))
            }
            _ => return Err(PyValueError::new_err("not a memref type")),
        };
        attr_to_py(slf.py(), &b.ctx, attr)
    }
    /// The layout as an affine map (the linear map of a strided layout).
    #[getter]
    fn affine_map(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = tb(slf)?;
        let TypeKind::MemRef { shape, layout, .. } = b.kind() else {
            return Err(PyValueError::new_err("not a memref type"));
        };
        let map = mlir_ir::types::memref_layout_map(b.ctx.ctx(), shape.len(), *layout)
            .ok_or_else(|| PyValueError::new_err("the memref layout has no affine map form"))?;
        super::affine::map_to_py(slf.py(), &b.ctx, map)
    }
    /// The memory space, if any.
    #[getter]
    fn memory_space(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = tb(slf)?;
        match b.kind() {
            TypeKind::MemRef { memory_space: Some(a), .. } => Ok(Some(attr_to_py(slf.py(), &b.ctx, *a)?)),
            _ => Ok(None),
        }
    }
}

impl PyMemRefType {
    fn build(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: &Bound<'_, PyMlirType>,
        layout: Option<&Bound<'_, PyMlirAttribute>>,
        memory_space: Option<&Bound<'_, PyMlirAttribute>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let e = element_type.get();
        check_shape(py, &e.ctx, &shape, loc, "memref")?;
        if let Some(message) =
            opt_attr(layout).and_then(|l| mlir_ir::types::memref_layout_error(e.ctx.ctx(), shape.len(), l))
        {
            let l = loc.map(|l| l.get().loc).unwrap_or_else(|| e.ctx.ctx().unknown_loc());
            let d = mlir_ir::Diagnostic::error(l, message);
            return Err(super::diagnostics::mlir_error(py, &e.ctx, "Invalid type", &[d], None));
        }
        let ty = e.ctx.ctx().memref_type(&shape, e.ty, opt_attr(layout), opt_attr(memory_space));
        make::<PyMemRefType>(py, PyMlirType { ctx: e.ctx.clone_ref(py), ty })
    }
}

#[pymethods]
impl PyUnrankedMemRefType {
    /// `memref<*x element_type, memory_space>`.
    #[staticmethod]
    #[pyo3(signature = (element_type, memory_space, loc=None))]
    fn get(
        py: Python<'_>,
        element_type: &Bound<'_, PyMlirType>,
        memory_space: Option<&Bound<'_, PyMlirAttribute>>,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        super::location::resolve_location(py, loc)?;
        Self::get_unchecked(py, element_type, memory_space, None)
    }

    /// `get` without a location.
    #[staticmethod]
    #[pyo3(signature = (element_type, memory_space, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        element_type: &Bound<'_, PyMlirType>,
        memory_space: Option<&Bound<'_, PyMlirAttribute>>,
        context: Option<&Bound<'_, super::context::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        let e = element_type.get();
        let ty = e.ctx.ctx().unranked_memref_type(e.ty, opt_attr(memory_space));
        make::<PyUnrankedMemRefType>(py, PyMlirType { ctx: e.ctx.clone_ref(py), ty })
    }
    /// The memory space, if any.
    #[getter]
    fn memory_space(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = tb(slf)?;
        match b.kind() {
            TypeKind::UnrankedMemRef { memory_space: Some(a), .. } => Ok(Some(attr_to_py(slf.py(), &b.ctx, *a)?)),
            _ => Ok(None),
        }
    }
}
