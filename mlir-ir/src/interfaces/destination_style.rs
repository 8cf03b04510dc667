//! `DestinationStyleOpInterface`: ops that write their results into
//! "init" operands (destination-passing style), so a result and its init
//! can share a buffer.

use crate::ir::{Ir, OpId, Value};
use std::ops::Range;

/// Upstream's `DestinationStyleOpInterface`.
pub trait DestinationStyleOpInterface: Send + Sync {
    /// `getDpsInitsMutable`: the positions of the init operands; result
    /// `i` is tied to init `i`.
    fn dps_inits(&self, ir: &Ir, op: OpId) -> Range<usize>;
}

/// The init operand tied to result `index` of `op`
/// (`getTiedOpOperand`), if `op` is in destination style.
pub fn tied_init(ir: &Ir, op: OpId, index: usize) -> Option<Value> {
    let dps = super::op_interface::<dyn DestinationStyleOpInterface>(ir, op)?;
    let inits = dps.dps_inits(ir, op);
    let pos = inits.start + index;
    (pos < inits.end).then(|| ir.operand(op, pos).ok()).flatten()
}
