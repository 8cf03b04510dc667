//! The op interfaces of the `scf` ops: their control flow between the op
//! and its regions (`RegionBranchOpInterface`, with `scf.condition`
//! choosing among the `while` loop's successors), which regions form
//! loops (`LoopLikeOpInterface`), and when they may run speculatively.
//! `scf.yield` forwards all its operands as a `ReturnLike` terminator.

use crate::fold_utils::{constant_int, int_of};
use mlir_ir::interfaces::{
    ConditionallySpeculatable, LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, Speculatability,
};
use mlir_ir::ir::{Ir, OpId, RegionId};
use mlir_ir::ods::view::Checked;
use mlir_ir::Attribute;
use std::ops::Range;

/// The regions of `op` from index `from` on.
fn regions_from(ir: &Ir, op: OpId, from: usize) -> Vec<RegionId> {
    ir.regions(op).map(|r| r.iter().skip(from).copied().collect()).unwrap_or_default()
}

/// Whether region `index` of `op` has no block (an absent `else`).
fn region_is_empty(ir: &Ir, op: OpId, index: usize) -> bool {
    let region = ir.regions(op).ok().and_then(|r| r.get(index).copied());
    region.map_or(true, |r| ir.region_first_block(r).ok().flatten().is_none())
}

/// The constant integer of an operand, if it has one.
fn int_operand(ir: &Ir, operands: &[Option<Attribute>], index: usize) -> Option<i64> {
    let (_, value) = int_of(ir.ctx(), (*operands.get(index)?)?)?;
    value.to_i64()
}

/// `scf.for`: the body runs zero or more times; the induction variable is
/// not forwarded, the iteration arguments are (from the inits on entry,
/// from `scf.yield` after each iteration), and so are the results.
pub(super) struct For;

/// The induction variable precedes the forwarded iteration arguments.
const FOR_BODY: RegionSuccessor = RegionSuccessor::Region { index: 0, first_input: 1 };

impl RegionBranchOpInterface for For {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![FOR_BODY, RegionSuccessor::Parent]
    }

    fn entry_successor_operands(&self, ir: &Ir, op: OpId, _to: RegionSuccessor) -> Range<usize> {
        3..ir.num_operands(op).unwrap_or(3).max(3)
    }
}

impl LoopLikeOpInterface for For {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        regions_from(ir, op, 0).into_iter().take(1).collect()
    }
}

impl ConditionallySpeculatable for For {
    /// A loop with step 1 always terminates; any other may not (upstream).
    fn speculatability(&self, ir: &Ir, op: OpId) -> Speculatability {
        let step = super::ForOp::new(ir, op).map(|f| f.step(ir).checked()).and_then(|s| constant_int(ir, s));
        match step.and_then(|s| s.to_i64()) {
            Some(1) => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `scf.while`: the `before` region runs first with the inits; its
/// `scf.condition` continues into `after` or leaves with the results;
/// `after` yields back to `before`.
pub(super) struct While;

impl RegionBranchOpInterface for While {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent | RegionBranchPoint::Region(1) => vec![RegionSuccessor::region(0)],
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::region(1), RegionSuccessor::Parent],
        }
    }

    fn entry_successor_operands(&self, ir: &Ir, op: OpId, _to: RegionSuccessor) -> Range<usize> {
        0..ir.num_operands(op).unwrap_or(0)
    }
}

impl LoopLikeOpInterface for While {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        regions_from(ir, op, 0)
    }
}

/// `scf.condition`: forwards all but its condition; a constant condition
/// picks the `after` region (true) or the exit (false).
pub(super) struct Condition;

impl RegionBranchTerminatorOpInterface for Condition {
    fn successor_operands(&self, ir: &Ir, op: OpId, _to: RegionSuccessor) -> Range<usize> {
        1..ir.num_operands(op).unwrap_or(1).max(1)
    }

    fn successor_regions(
        &self,
        ir: &Ir,
        _op: OpId,
        operands: &[Option<Attribute>],
        successors: Vec<RegionSuccessor>,
    ) -> Vec<RegionSuccessor> {
        match int_operand(ir, operands, 0) {
            Some(flag) => {
                let keep = if flag != 0 { RegionSuccessor::region(1) } else { RegionSuccessor::Parent };
                successors.into_iter().filter(|s| *s == keep).collect()
            }
            None => successors,
        }
    }
}

/// `scf.if`: enters the `then` region, or the `else` region (the results
/// directly when it is absent); each yields to the results.
pub(super) struct If;

impl RegionBranchOpInterface for If {
    fn successor_regions(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                let otherwise =
                    if region_is_empty(ir, op, 1) { RegionSuccessor::Parent } else { RegionSuccessor::region(1) };
                vec![RegionSuccessor::region(0), otherwise]
            }
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }

    fn entry_successor_regions(&self, ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let all = self.successor_regions(ir, op, RegionBranchPoint::Parent);
        match int_operand(ir, operands, 0) {
            Some(cond) => all.get(usize::from(cond == 0)).copied().into_iter().collect(),
            None => all,
        }
    }

    fn singly_executed_regions(&self, _ir: &Ir, _op: OpId) -> Vec<usize> {
        vec![0, 1]
    }
}

impl ConditionallySpeculatable for If {
    fn speculatability(&self, _ir: &Ir, _op: OpId) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

/// `scf.index_switch`: enters the region of the case its argument matches
/// (the default region, first, otherwise); each yields to the results.
pub(super) struct IndexSwitch;

/// The `cases` of an `scf.index_switch` (none when the op does not fit
/// its definition).
fn switch_cases(ir: &Ir, op: OpId) -> Vec<i64> {
    super::IndexSwitchOp::new(ir, op)
        .map(|v| super::switch::case_values(ir.ctx(), v.cases(ir).checked()))
        .unwrap_or_default()
}

impl RegionBranchOpInterface for IndexSwitch {
    fn successor_regions(&self, ir: &Ir, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => (0..regions_from(ir, op, 0).len()).map(RegionSuccessor::region).collect(),
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }

    fn entry_successor_regions(&self, ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        match int_operand(ir, operands, 0) {
            Some(value) => {
                let at = switch_cases(ir, op).iter().position(|c| *c == value).map_or(0, |i| i + 1);
                vec![RegionSuccessor::region(at)]
            }
            None => self.successor_regions(ir, op, RegionBranchPoint::Parent),
        }
    }

    fn singly_executed_regions(&self, ir: &Ir, op: OpId) -> Vec<usize> {
        (0..regions_from(ir, op, 0).len()).collect()
    }
}

/// `scf.execute_region`: runs its region once, which yields to the
/// results. Upstream declares no invocation bounds for it, so nothing is
/// sunk into it.
pub(super) struct ExecuteRegion;

impl RegionBranchOpInterface for ExecuteRegion {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0)],
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }
}

/// `scf.forall` and `scf.parallel`: loops over their one body region.
pub(super) struct ParallelLoop;

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        regions_from(ir, op, 0).into_iter().take(1).collect()
    }
}
