//! `BranchOpInterface`: terminators that branch to successor blocks and
//! forward some of their operands to those blocks' arguments.

use crate::ir::{BlockId, Ir, OpId};
use crate::Attribute;
use std::ops::Range;

/// Upstream's `BranchOpInterface`.
pub trait BranchOpInterface: Send + Sync {
    /// `getSuccessorOperands`: the positions of the operands forwarded to
    /// successor `index`'s block arguments, in order; `None` when `op` has
    /// no such successor.
    fn successor_operands(&self, ir: &Ir, op: OpId, index: usize) -> Option<Range<usize>>;

    /// `SuccessorOperands::erase`: drops forwarded operand `arg` of
    /// successor `index` (the caller erases the block argument); whether
    /// it did.
    fn erase_successor_operand(&self, ir: &mut Ir, op: OpId, index: usize, arg: usize) -> bool;

    /// `getSuccessorForOperands`: the one successor control goes to when
    /// the operands have these constant values (`None`: not a constant),
    /// or `None` when that is not known.
    fn successor_for_operands(&self, _ir: &Ir, _op: OpId, _operands: &[Option<Attribute>]) -> Option<BlockId> {
        None
    }
}

/// Upstream's `verifyBranchSuccessorOperands` (the interface's trait
/// verifier): the operands forwarded to each successor match its block
/// arguments in number and type.
pub fn verify_successor_operands(
    branch: &dyn BranchOpInterface,
    ir: &Ir,
    op: OpId,
) -> Result<(), crate::diagnostics::Diagnostic> {
    let succs: Vec<BlockId> = ir.successors(op).map(|s| s.collect()).unwrap_or_default();
    let operands: Vec<crate::ir::Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    for (index, block) in succs.into_iter().enumerate() {
        let range = branch.successor_operands(ir, op, index).unwrap_or(0..0);
        let nargs = ir.num_block_args(block).unwrap_or(0);
        if range.len() != nargs {
            return Err(crate::verifier::op_error_prefixed(
                ir,
                op,
                format!("branch has {} operands for successor #{index}, but target block has {nargs}", range.len()),
            ));
        }
        for (i, v) in operands.get(range).unwrap_or_default().iter().enumerate() {
            let arg = ir.block_arg(block, i).ok().and_then(|a| ir.value_type(a).ok());
            if ir.value_type(*v).ok() != arg {
                return Err(crate::verifier::op_error_prefixed(
                    ir,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{index}"),
                ));
            }
        }
    }
    Ok(())
}
