//! `InferTypeOpInterface` implemented in Python, for ops defined at run
//! time: the op class's `infer_result_types(operand_types, attributes)`
//! class method gives the result types.
//!
//! The core asks it wherever upstream asks the interface: builders given
//! no result types, the custom form's parser when the format does not
//! spell them, and the verifier, which checks that the op's result types
//! are the ones inferred (upstream's `verifyInferredResultTypes`).

use super::context::CtxRef;
use super::dynamic_op::WeakCtx;
use mlir_ir::attributes::NamedAttribute;
use mlir_ir::interfaces::InferTypeOpInterface;
use mlir_ir::{Context, Type};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// The Python class method behind an op's `InferTypeOpInterface`.
pub struct PyInferType {
    /// The context the op is defined in (weak: it owns the definition).
    pub ctx: WeakCtx,
    /// The op class, whose `infer_result_types` is called.
    pub cls: Py<PyAny>,
}

impl PyInferType {
    /// Calls the class method; the types it returns, or why not.
    fn call(
        &self,
        py: Python<'_>,
        ctx: &CtxRef,
        operand_types: &[Type],
        attrs: &[NamedAttribute],
    ) -> PyResult<Vec<Type>> {
        let types = PyList::empty(py);
        for &t in operand_types {
            types.append(super::types::type_to_py(py, ctx, t)?)?;
        }
        let dict = PyDict::new(py);
        for &(name, attr) in attrs {
            dict.set_item(ctx.ctx().ident_str(name), super::attributes::attr_to_py(py, ctx, attr)?)?;
        }
        let out = self.cls.call_method1(py, "infer_result_types", (types, dict))?;
        let mut result = Vec::new();
        for t in out.bind(py).try_iter()? {
            let t = t?;
            let base = super::types::type_base(&t).map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err(format!(
                    "infer_result_types must return a sequence of Type, got an element {}",
                    t.repr().map(|r| r.to_string()).unwrap_or_default()
                ))
            })?;
            ctx.check_same(&base.ctx, "an inferred Type")?;
            result.push(base.ty);
        }
        Ok(result)
    }
}

impl InferTypeOpInterface for PyInferType {
    /// `None` (the op "failed to infer returned types", which the caller
    /// reports at its location) when the context is gone or the Python
    /// code raised; the exception goes to `sys.unraisablehook` (printed
    /// with its traceback by default), Python's place for an exception
    /// that cannot propagate.
    fn infer_return_types(&self, ctx: &Context, operand_types: &[Type], attrs: &[NamedAttribute]) -> Option<Vec<Type>> {
        Python::attach(|py| {
            let owner = self.ctx.get(py)?;
            if !owner.ctx().same(ctx) {
                return None;
            }
            match self.call(py, &owner, operand_types, attrs) {
                Ok(types) => Some(types),
                Err(e) => {
                    e.write_unraisable(py, Some(self.cls.bind(py)));
                    None
                }
            }
        })
    }
}
