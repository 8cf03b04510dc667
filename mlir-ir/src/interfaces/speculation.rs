//! `ConditionallySpeculatable`: whether an op may run where it was not
//! going to (hoisted out of a loop or a branch) without trapping or never
//! terminating.

use crate::dialect::OpTraits;
use crate::ir::{Ir, OpId};

/// Upstream's `Speculation::Speculatability`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Running it speculatively may trap or not terminate.
    NotSpeculatable,
    /// Always safe to run speculatively.
    Speculatable,
    /// Safe when every op nested in its regions is.
    RecursivelySpeculatable,
}

/// Upstream's `ConditionallySpeculatable`, for ops whose speculatability
/// depends on their operands or attributes (a division by a value that
/// may be zero). `Pure` ops are speculatable without implementing it.
pub trait ConditionallySpeculatable: Send + Sync {
    /// `getSpeculatability`.
    fn speculatability(&self, ir: &Ir, op: OpId) -> Speculatability;
}

/// The speculatability of `op`: its definition's implementation, else
/// `Speculatable` for a `Pure` op (upstream's `AlwaysSpeculatable`), else
/// not speculatable (unregistered ops and stale handles too).
pub fn speculatability(ir: &Ir, op: OpId) -> Speculatability {
    let Some(def) = ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n)) else {
        return Speculatability::NotSpeculatable;
    };
    if let Some(imp) = def.interfaces().get::<dyn ConditionallySpeculatable>() {
        return imp.speculatability(ir, op);
    }
    if def.traits().contains(OpTraits::PURE) {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
