//! [`ExternalOutcome`]: what a pattern written outside Rust (in Python)
//! did to the IR, reported back to the driver that handed it the op.
//!
//! Such a pattern changes the IR through its own handles while the driver
//! holds no borrow of it, so the driver cannot listen to its changes; the
//! pattern's rewriter collects them here instead.

use crate::ir::{Ir, OpId, Value};
use crate::Diagnostic;

/// What an external pattern did, for the driver.
#[derive(Default)]
pub struct ExternalOutcome {
    /// Whether it matched and rewrote.
    pub applied: bool,
    /// Ops it created or changed (to revisit).
    pub touched: Vec<OpId>,
    /// Ops it erased.
    pub erased: Vec<OpId>,
    /// The error the pattern's code raised, as a diagnostic at the op's
    /// location (with the traceback in a note); whoever ran the pattern
    /// runs no further external ones and fails with it.
    pub error: Option<Diagnostic>,
}

impl ExternalOutcome {
    /// Erases `op` (which must be unused), noting it and its subtree as
    /// erased and the producers of its operands as touched (they may have
    /// become dead).
    pub fn erase_op(&mut self, ir: &mut Ir, op: OpId) -> crate::ir::IrResult<()> {
        let subtree = ir.subtree_ops(op)?;
        let producers: Vec<OpId> = ir
            .operands(op)?
            .filter_map(|v| match v {
                Value::OpResult { op, .. } => Some(op),
                _ => None,
            })
            .collect();
        ir.erase_op(op)?;
        self.erased.extend(subtree);
        self.touched.extend(producers);
        Ok(())
    }

    /// Replaces every use of `op`'s results by `values` and erases it,
    /// noting the users as touched.
    pub fn replace_op(&mut self, ir: &mut Ir, op: OpId, values: &[Value]) -> crate::ir::IrResult<()> {
        self.replace_uses(ir, op, values)?;
        self.erase_op(ir, op)
    }

    /// Replaces every use of `op`'s results by `values`, noting the users
    /// as touched.
    pub fn replace_uses(&mut self, ir: &mut Ir, op: OpId, values: &[Value]) -> crate::ir::IrResult<()> {
        let n = ir.num_results(op)?;
        let users: Vec<OpId> = (0..n)
            .filter_map(|i| ir.result(op, i).ok())
            .flat_map(|r| ir.value_uses(r).unwrap_or_default())
            .map(|u| u.op)
            .collect();
        ir.replace_all_op_uses_with(op, values)?;
        self.touched.extend(users);
        Ok(())
    }
}
