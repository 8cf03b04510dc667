//! `InferTypeOpInterface`: an op (or op class) whose result types follow
//! from its operands and attributes, and `inferReturnTypes` to compute them
//! (the op definition's `InferTypeOpInterface`).

use super::attributes::attr_base;
use super::context::{resolve_context, CtxRef, PyContext};
use super::operation::{handle_of, operation_obj, OpHandle};
use super::value::value_of;
use mlir_ir::interfaces::InferTypeOpInterface;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};
use std::sync::Arc;

/// `InferTypeOpInterface(object, context=None)`: `object` is an operation
/// or an `OpView` subclass.
#[pyclass(name = "InferTypeOpInterface", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyInferTypeOpInterface {
    ctx: CtxRef,
    name: String,
    op: Option<Arc<OpHandle>>,
}

#[pymethods]
impl PyInferTypeOpInterface {
    #[new]
    #[pyo3(signature = (object, context=None))]
    fn new(py: Python<'_>, object: &Bound<'_, PyAny>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Self> {
        let (ctx, name, op) = interface_target(py, object, context, "InferTypeOpInterface", |d| {
            d.interfaces().has::<dyn InferTypeOpInterface>()
        })?;
        Ok(PyInferTypeOpInterface { ctx, name, op })
    }

    /// The operation (not for an interface made from a class).
    #[getter]
    fn operation(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        interface_operation(py, &self.op)
    }

    /// The operation as its `OpView` class.
    #[getter]
    fn opview(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        interface_opview(py, &self.op)
    }

    /// The result types for `operands` (values) and `attributes` (a dict or
    /// `DictAttr`); `properties` are attributes too.
    #[pyo3(name = "inferReturnTypes", signature = (operands=None, attributes=None, properties=None, regions=None, context=None, loc=None))]
    #[allow(clippy::too_many_arguments)]
    fn infer_return_types(
        &self,
        py: Python<'_>,
        operands: Option<Vec<Bound<'_, PyAny>>>,
        attributes: Option<Bound<'_, PyAny>>,
        properties: Option<Bound<'_, PyAny>>,
        regions: Option<Bound<'_, PyAny>>,
        context: Option<Bound<'_, PyContext>>,
        loc: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        let _ = (regions, context, loc);
        let c = self.ctx.ctx();
        let (types, attrs) = interface_inputs(&self.ctx, operands, [attributes, properties])?;
        let def = c.op_def(c.op_name(&self.name)).cloned();
        let inferred = def.as_ref().and_then(|d| d.interfaces().get::<dyn InferTypeOpInterface>());
        let inferred = inferred.and_then(|i| i.infer_return_types(c, &types, &attrs));
        match inferred {
            // Plain `Type`s, as upstream returns them.
            Some(ts) => ts
                .into_iter()
                .map(|ty| Ok(Py::new(py, super::types::PyMlirType { ctx: self.ctx.clone_ref(py), ty })?.into_any()))
                .collect(),
            None => Err(PyValueError::new_err(format!("'{}' op failed to infer returned types", self.name))),
        }
    }
}

/// The context, op name and (for an op rather than a class) op handle an
/// interface object is made for; `ValueError` unless the op's definition
/// `implements` the interface `interface`.
pub(crate) fn interface_target(
    py: Python<'_>,
    object: &Bound<'_, PyAny>,
    context: Option<&Bound<'_, PyContext>>,
    interface: &str,
    implements: impl Fn(&dyn mlir_ir::dialect::OpDefinition) -> bool,
) -> PyResult<(CtxRef, String, Option<Arc<OpHandle>>)> {
    let (ctx, name, op) = if let Ok(cls) = object.cast::<PyType>() {
        let name: String = cls.getattr("OPERATION_NAME")?.extract()?;
        (resolve_context(py, context)?, name, None)
    } else {
        let h = handle_of(object)?;
        let id = h.check()?;
        let name = {
            let ir = h.ctx.read();
            let n = ir.op_name(id).map_err(super::ir_err)?;
            h.ctx.ctx().op_name_str(n).to_string()
        };
        (h.ctx.clone_ref(py), name, Some(h))
    };
    let c = ctx.ctx();
    if !c.op_def(c.op_name(&name)).is_some_and(|d| implements(d.as_ref())) {
        return Err(PyValueError::new_err(format!("the operation does not implement {interface}")));
    }
    Ok((ctx, name, op))
}

/// `interface.operation`.
pub(crate) fn interface_operation(py: Python<'_>, op: &Option<Arc<OpHandle>>) -> PyResult<Py<PyAny>> {
    match op {
        Some(h) => Ok(operation_obj(py, h.clone())?.into_any()),
        None => Err(PyTypeError::new_err("Cannot get an operation from a static interface")),
    }
}

/// `interface.opview`.
pub(crate) fn interface_opview(py: Python<'_>, op: &Option<Arc<OpHandle>>) -> PyResult<Py<PyAny>> {
    match op {
        Some(h) => super::opview::opview_obj(py, h.clone()),
        None => Err(PyTypeError::new_err("Cannot get an opview from a static interface")),
    }
}

/// The operand types and attributes an inference call is given: `operands`
/// are values; each of `dicts` is a dict or `DictAttr` of attributes.
pub(crate) fn interface_inputs<'py, const N: usize>(
    ctx: &CtxRef,
    operands: Option<Vec<Bound<'py, PyAny>>>,
    dicts: [Option<Bound<'py, PyAny>>; N],
) -> PyResult<(Vec<mlir_ir::Type>, Vec<mlir_ir::attributes::NamedAttribute>)> {
    let c = ctx.ctx();
    let mut types = Vec::new();
    for o in operands.iter().flatten() {
        let (vctx, v) = value_of(o)?;
        ctx.check_same(&vctx, "operand Value")?;
        types.push(vctx.read().value_type(v).map_err(super::ir_err)?);
    }
    let mut attrs = Vec::new();
    for a in dicts.into_iter().flatten() {
        if a.is_none() {
            continue;
        }
        if let Ok(d) = a.cast::<PyDict>() {
            for (k, v) in d.iter() {
                let k: String = k.extract()?;
                attrs.push((c.ident(&k), attr_base(&v)?.attr));
            }
        } else {
            attrs.extend(c.dict_entries(attr_base(&a)?.attr).iter().copied());
        }
    }
    Ok((types, attrs))
}

/// Registers the class.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyInferTypeOpInterface>()
}
