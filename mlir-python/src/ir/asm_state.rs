//! `AsmState`: the naming scope `Value.get_name(state)` and
//! `Operation.print(state)` use, built from an op or a value.

use super::operation::{handle_of, OpHandle};
use super::value::value_of;
use super::{CtxRef, IrResultExt};
use pyo3::prelude::*;
use std::sync::Arc;

/// `AsmState(op_or_value, use_local_scope=False)`.
#[pyclass(name = "AsmState", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyAsmState {
    /// The context.
    pub ctx: CtxRef,
    /// The op the state was made for (kept alive with it).
    pub op: Arc<OpHandle>,
    /// Whether names are numbered from the nearest isolated op.
    pub local_scope: bool,
}

#[pymethods]
impl PyAsmState {
    #[new]
    #[pyo3(signature = (value_or_op, use_local_scope=false))]
    fn new(py: Python<'_>, value_or_op: &Bound<'_, PyAny>, use_local_scope: bool) -> PyResult<Self> {
        if let Ok(h) = handle_of(value_or_op) {
            h.check()?;
            return Ok(PyAsmState { ctx: h.ctx.clone_ref(py), op: h, local_scope: use_local_scope });
        }
        let (ctx, v) = value_of(value_or_op)?;
        let op = {
            let ir = ctx.read();
            match v {
                mlir_ir::Value::OpResult { op, .. } => op,
                mlir_ir::Value::BlockArg { block, .. } => ir
                    .block_parent_op(block)
                    .py()?
                    .ok_or_else(|| pyo3::exceptions::PyValueError::new_err("the block argument has no parent op"))?,
            }
        };
        let h = OpHandle::new(py, &ctx, op, None, false);
        Ok(PyAsmState { ctx, op: h, local_scope: use_local_scope })
    }
}

/// Registers the class.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyAsmState>()
}
