//! The native half of `mlir.dialects.llvm`'s `StructType`, as the module
//! `<pkg>._mlir_libs._mlirDialectsLLVM` (upstream's extension of that
//! name): building literal and identified structs, setting an identified
//! struct's body and reading a struct's parts. The Python classes live in
//! the dialect package (`_llvm_types.py`); the types themselves in
//! `mlir_dialects::llvm::struct_type`.

use crate::ir::context::{resolve_context, CtxRef, PyContext};
use crate::ir::types::{type_base, type_to_py, PyMlirType};
use mlir_dialects::llvm::struct_type;
use mlir_ir::Type;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

/// The handles of `elements`, which must be types of `ctx`.
fn element_types(ctx: &CtxRef, elements: &[Bound<'_, PyAny>]) -> PyResult<Vec<Type>> {
    elements
        .iter()
        .map(|e| {
            let t = type_base(e).map_err(|_| PyTypeError::new_err("struct elements must be Types"))?;
            if !t.ctx.same(ctx) {
                return Err(PyValueError::new_err("struct element type belongs to another context"));
            }
            Ok(t.ty)
        })
        .collect()
}

/// `StructType.get_literal`: the literal struct of `elements`.
#[pyfunction]
#[pyo3(signature = (elements, packed, context=None))]
fn _struct_literal(
    py: Python<'_>,
    elements: Vec<Bound<'_, PyAny>>,
    packed: bool,
    context: Option<&Bound<'_, PyContext>>,
) -> PyResult<Py<PyAny>> {
    let ctx = resolve_context(py, context)?;
    let types = element_types(&ctx, &elements)?;
    let ty = struct_type::literal(ctx.ctx(), &types, packed);
    type_to_py(py, &ctx, ty)
}

/// `StructType.get_identified`: the identified struct `name`, the same
/// type on every call.
#[pyfunction]
#[pyo3(signature = (name, context=None))]
fn _struct_identified(py: Python<'_>, name: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
    let ctx = resolve_context(py, context)?;
    let ty = struct_type::identified(ctx.ctx(), name);
    type_to_py(py, &ctx, ty)
}

/// `StructType.get_opaque`: the identified struct `name`, declared opaque
/// unless it has a body already.
#[pyfunction]
#[pyo3(signature = (name, context=None))]
fn _struct_opaque(py: Python<'_>, name: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
    let ctx = resolve_context(py, context)?;
    let ty = struct_type::opaque(ctx.ctx(), name);
    type_to_py(py, &ctx, ty)
}

/// `StructType.new_identified`: a new identified struct with this body,
/// under `name` or the first free `name.N`.
#[pyfunction]
#[pyo3(signature = (name, elements, packed, context=None))]
fn _struct_new_identified(
    py: Python<'_>,
    name: &str,
    elements: Vec<Bound<'_, PyAny>>,
    packed: bool,
    context: Option<&Bound<'_, PyContext>>,
) -> PyResult<Py<PyAny>> {
    let ctx = resolve_context(py, context)?;
    let types = element_types(&ctx, &elements)?;
    let ty = struct_type::new_identified(ctx.ctx(), name, &types, packed);
    type_to_py(py, &ctx, ty)
}

/// `StructType.set_body`: sets the body of an identified struct; raises
/// `ValueError` when it already has a different one, as upstream.
#[pyfunction]
fn _struct_set_body(ty: &Bound<'_, PyMlirType>, elements: Vec<Bound<'_, PyAny>>, packed: bool) -> PyResult<()> {
    let t = ty.get();
    let ctx = t.ctx.ctx();
    let Some(name) = struct_type::identified_name(ctx, t.ty) else {
        return Err(PyValueError::new_err(format!("set_body needs an identified struct, not {}", t.text())));
    };
    let types = element_types(&t.ctx, &elements)?;
    struct_type::set_body(ctx, &name, &types, packed)
        .map_err(|_| PyValueError::new_err("Struct body already set to different content."))
}

/// The parts of an `!llvm.struct`: `(name or None, packed, element types
/// or None when opaque)`; `None` for any other type.
#[pyfunction]
#[allow(clippy::type_complexity)]
fn _struct_info(
    py: Python<'_>,
    ty: &Bound<'_, PyMlirType>,
) -> PyResult<Option<(Option<String>, bool, Option<Vec<Py<PyAny>>>)>> {
    let t = ty.get();
    let Some(info) = struct_type::struct_info(t.ctx.ctx(), t.ty) else { return Ok(None) };
    let body = match info.body {
        Some(types) => Some(types.into_iter().map(|e| type_to_py(py, &t.ctx, e)).collect::<PyResult<Vec<_>>>()?),
        None => None,
    };
    Ok(Some((info.name, info.packed, body)))
}

/// Whether `ty` is an `!llvm.struct` (without building its element types,
/// which for a recursive struct include itself).
#[pyfunction]
fn _is_struct(ty: &Bound<'_, PyMlirType>) -> bool {
    let t = ty.get();
    struct_type::identified_name(t.ctx.ctx(), t.ty).is_some()
        || mlir_dialects::llvm::types::llvm_body(t.ctx.ctx(), t.ty).is_some_and(|b| b.starts_with("struct<"))
}

/// Fills the `_mlirDialectsLLVM` module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_is_struct, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_literal, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_identified, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_opaque, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_new_identified, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_set_body, m)?)?;
    m.add_function(wrap_pyfunction!(_struct_info, m)?)
}
