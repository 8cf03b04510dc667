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
