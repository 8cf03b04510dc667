//! `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`:
//! region-holding ops whose control flow between the op and its regions is
//! known (`if`, loops, `execute_region`), so data-flow analyses follow
//! values into and out of their regions and sinking knows which regions
//! run at most once.

use crate::dialect::OpTraits;
use crate::ir::{Ir, OpId};
use crate::Attribute;
use std::ops::Range;

/// Where control is when it branches (upstream's `RegionBranchPoint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionBranchPoint {
    /// The op itself, before entering any region.
    Parent,
    /// The end of the op's region with this index (one of its terminators).
    Region(usize),
}

/// Where control may go (upstream's `RegionSuccessor`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionSuccessor {
    /// Back to the op: the forwarded values become its results.
    Parent,
    /// The entry block of the op's region `index`; the forwarded values
    /// become its arguments from `first_input` on (earlier ones, such as a
    /// loop's induction variable, are not forwarded: their values are
    /// unknown to a data-flow analysis).
    Region {
        /// The region's index among the op's regions.
        index: usize,
        /// The first entry-block argument that receives a forwarded value.
        first_input: usize,
    },
}

impl RegionSuccessor {
    /// A region successor all of whose entry arguments are forwarded.
    pub const fn region(index: usize) -> RegionSuccessor {
        RegionSuccessor::Region { index, first_input: 0 }
    }
}

/// Upstream's `RegionBranchOpInterface`.
pub trait RegionBranchOpInterface: Send + Sync {
    /// `getSuccessorRegions`: where control may go from `point`.
    fn successor_regions(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor>;

    /// `getEntrySuccessorRegions`: where control may go on entry when the
    /// operands have these constant values (`None`: not a constant).
    /// Defaults to every entry successor.
    fn entry_successor_regions(&self, ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        self.successor_regions(ir, op, RegionBranchPoint::Parent)
    }

    /// `getEntrySuccessorOperands`: the positions of the operands forwarded
    /// on entry to `to`. Defaults to none.
    fn entry_successor_operands(&self, _ir: &Ir, _op: OpId, _to: RegionSuccessor) -> Range<usize> {
        0..0
    }

    /// The regions that run at most once each time the op runs
    /// (upstream's `getRegionInvocationBounds` with an upper bound of at
    /// most one), into which `control-flow-sink` may move ops. Defaults to
    /// none.
    fn singly_executed_regions(&self, _ir: &Ir, _op: OpId) -> Vec<usize> {
        Vec::new()
    }
}

/// Upstream's `RegionBranchTerminatorOpInterface`, for terminators that
/// choose among their parent's successors or forward only some operands.
/// A `ReturnLike` terminator without it forwards all of its operands to
/// every successor its parent lists.
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// `getSuccessorOperands`: the positions of the operands forwarded to
    /// `to`.
    fn successor_operands(&self, ir: &Ir, op: OpId, to: RegionSuccessor) -> Range<usize>;

    /// `getSuccessorRegions` of the terminator: where control goes given
    /// its operands' constant values (`None`: not a constant), among
    /// `successors` (those its parent lists from the terminator's region).
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        operands: &[Option<Attribute>],
        successors: Vec<RegionSuccessor>,
    ) -> Vec<RegionSuccessor>;
}

/// Whether `op` is a terminator that forwards values to its region-branch
/// parent's successors: it implements [`RegionBranchTerminatorOpInterface`]
/// or is `ReturnLike`.
pub fn is_region_branch_terminator(ir: &Ir, op: OpId) -> bool {
    let Some(def) = ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n)) else { return false };
    def.interfaces().has::<dyn RegionBranchTerminatorOpInterface>() || def.traits().contains(OpTraits::RETURN_LIKE)
}

/// The positions of `terminator`'s operands forwarded to `to`: its
/// interface's answer, or all of them for a `ReturnLike` terminator.
pub fn terminator_successor_operands(ir: &Ir, terminator: OpId, to: RegionSuccessor) -> Range<usize> {
    match super::op_interface::<dyn RegionBranchTerminatorOpInterface>(ir, terminator) {
        Some(imp) => imp.successor_operands(ir, terminator, to),
        None => 0..ir.num_operands(terminator).unwrap_or(0),
    }
}
