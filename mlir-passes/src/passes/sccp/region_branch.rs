//! Region-branch ops for `sccp`, as their `RegionBranchOpInterface`
//! describes them: values flow from the op's operands into the regions it
//! enters, from each live region terminator into the regions or results it
//! continues to, and a known constant operand narrows where control goes
//! (the branch of an `if` it picks, the exit of a `while` loop). Region
//! arguments that nothing forwards (a loop's induction variable) are
//! unknown.

use super::{Lattice, Solver};
use mlir_ir::interfaces::{
    is_region_branch_terminator, op_interface, terminator_successor_operands, RegionBranchOpInterface,
    RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use mlir_ir::ir::{BlockId, OpId, RegionId, Value};
use mlir_ir::Attribute;
use std::ops::Range;

/// The lattices of an op's operands, all known, and the constants among
/// them (`None`: overdefined).
pub(super) type KnownOperands = (Vec<Option<Lattice>>, Vec<Option<Attribute>>);

impl Solver<'_> {
    /// The terminators of the executable blocks of `r` that forward values
    /// to their parent's successors (region-branch terminators).
    pub(super) fn live_region_terminators(&self, r: RegionId) -> Vec<OpId> {
        let blocks: Vec<BlockId> = self.ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        blocks
            .into_iter()
            .filter(|b| self.executable.contains(b))
            .filter_map(|b| self.ir.block_last_op(b).ok().flatten())
            .filter(|t| is_region_branch_terminator(self.ir, *t))
            .collect()
    }

    /// Joins `lattices` (unknown ones skipped) into `values`.
    pub(super) fn join_into(&mut self, values: &[Value], lattices: &[Option<Lattice>]) {
        for (v, l) in values.iter().zip(lattices) {
            if let Some(l) = l {
                self.update(*v, *l);
            }
        }
    }

    pub(super) fn entry_args(&self, r: RegionId) -> Option<(BlockId, Vec<Value>)> {
        let entry = self.ir.region_first_block(r).ok().flatten()?;
        Some((entry, self.ir.block_args(entry).map(|a| a.collect()).unwrap_or_default()))
    }

    /// The lattices of `op`'s operands when every one is known, with the
    /// constants among them; `None` while one is still unknown (as
    /// upstream's analysis, a branch waits for all its operands).
    pub(super) fn known_operands(&self, op: OpId) -> Option<KnownOperands> {
        let lattices = self.operand_lattices(op);
        if lattices.iter().any(|l| l.is_none()) {
            return None;
        }
        let consts = lattices
            .iter()
            .map(|l| match l {
                Some(Lattice::Constant(a, _)) => Some(*a),
                _ => None,
            })
            .collect();
        Some((lattices, consts))
    }

    /// Sends `forwarded` to `to`, a successor of region-branch op `op`: the
    /// results, or a region's entry arguments (those not forwarded become
    /// unknown), whose block becomes executable.
    fn forward(&mut self, op: OpId, to: RegionSuccessor, forwarded: &[Option<Lattice>]) {
        match to {
            RegionSuccessor::Parent => {
                let results: Vec<Value> = self.ir.results(op).map(|r| r.collect()).unwrap_or_default();
                self.join_into(&results, forwarded);
            }
            RegionSuccessor::Region { index, first_input } => {
                let region = self.ir.regions(op).ok().and_then(|r| r.get(index).copied());
                let Some((entry, args)) = region.and_then(|r| self.entry_args(r)) else { return };
                let split = first_input.min(args.len());
                for a in &args[..split] {
                    self.update(*a, Lattice::Overdefined);
                }
                self.join_into(&args[split..], forwarded);
                self.mark_executable(entry);
            }
        }
    }

    /// A region-branch op: once its operands are known, control enters the
    /// successors they allow; every live terminator of its regions then
    /// forwards to the successors it allows.
    pub(super) fn visit_region_branch(&mut self, op: OpId) {
        let Some(branch) = op_interface::<dyn RegionBranchOpInterface>(self.ir, op) else { return };
        let Some((lattices, consts)) = self.known_operands(op) else { return };
        for to in branch.entry_successor_regions(self.ir, op, &consts) {
            let range = branch.entry_successor_operands(self.ir, op, to);
            self.forward(op, to, slice(&lattices, range));
        }
        let regions: Vec<RegionId> = self.ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
        for (index, r) in regions.into_iter().enumerate() {
            for t in self.live_region_terminators(r) {
                let Some((lattices, consts)) = self.known_operands(t) else { continue };
                let mut successors = branch.successor_regions(self.ir, op, RegionBranchPoint::Region(index));
                if let Some(choice) = op_interface::<dyn RegionBranchTerminatorOpInterface>(self.ir, t) {
                    successors = choice.successor_regions(self.ir, t, &consts, successors);
                }
                for to in successors {
                    let range = terminator_successor_operands(self.ir, t, to);
                    self.forward(op, to, slice(&lattices, range));
                }
            }
        }
    }
}

/// `items[range]`, or nothing when the range does not fit.
fn slice<T>(items: &[T], range: Range<usize>) -> &[T] {
    items.get(range).unwrap_or(&[])
}
