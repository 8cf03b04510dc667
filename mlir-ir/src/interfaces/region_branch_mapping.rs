//! Which values a `RegionBranchOpInterface` op forwards to which: every
//! operand a branch point passes on (an entry operand of the op, or an
//! operand of a terminator in one of its regions) and the successor inputs
//! (results, or entry-block arguments) it becomes, as upstream's
//! `getSuccessorOperandInputMapping`. The generic region-branch
//! canonicalizations ([`crate::rewrite::region_branch_patterns`]) work on it.

use super::region_branch::{
    is_region_branch_terminator, terminator_successor_operands, RegionBranchOpInterface, RegionBranchPoint,
    RegionSuccessor,
};
use crate::ir::{Ir, OpId, Value};
use hashbrown::HashMap;

/// An operand forwarded by a branch point: operand `index` of `owner`,
/// the region op itself (on entry) or one of its regions' terminators.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForwardedOperand {
    /// The op holding the operand.
    pub owner: OpId,
    /// Its position among the owner's operands.
    pub index: usize,
}

impl ForwardedOperand {
    /// The value the operand holds now.
    pub fn value(&self, ir: &Ir) -> Option<Value> {
        ir.operand(self.owner, self.index).ok()
    }
}

/// The successor mapping of one op, in discovery order (branch points in
/// upstream's order: the op, then its regions' terminators in order), so
/// the patterns using it are deterministic.
pub struct SuccessorMapping {
    /// Each forwarded operand and the inputs it reaches.
    pub operand_inputs: Vec<(ForwardedOperand, Vec<Value>)>,
}

impl SuccessorMapping {
    /// The mapping of `op`, or `None` when it is not a region-branch op or
    /// a successor's operands and inputs do not pair up (malformed IR).
    pub fn of(ir: &Ir, op: OpId) -> Option<SuccessorMapping> {
        let imp = super::op_interface::<dyn RegionBranchOpInterface>(ir, op)?;
        let mut operand_inputs: Vec<(ForwardedOperand, Vec<Value>)> = Vec::new();
        let mut slot: HashMap<ForwardedOperand, usize> = HashMap::new();
        let mut points: Vec<(RegionBranchPoint, OpId)> = vec![(RegionBranchPoint::Parent, op)];
        for (i, &region) in ir.regions(op).ok()?.iter().enumerate() {
            for block in ir.region_blocks(region).ok()? {
                if let Some(term) = ir.block_last_op(block).ok()? {
                    if is_region_branch_terminator(ir, term) {
                        points.push((RegionBranchPoint::Region(i), term));
                    }
                }
            }
        }
        for (point, owner) in points {
            for dst in imp.successor_regions(ir, op, point) {
                let operands = match point {
                    RegionBranchPoint::Parent => imp.entry_successor_operands(ir, op, dst),
                    RegionBranchPoint::Region(_) => terminator_successor_operands(ir, owner, dst),
                };
                let inputs = successor_inputs(ir, op, dst)?;
                if operands.len() != inputs.len() {
                    return None;
                }
                for (index, input) in operands.zip(inputs) {
                    let key = ForwardedOperand { owner, index };
                    let at = *slot.entry(key).or_insert_with(|| {
                        operand_inputs.push((key, Vec::new()));
                        operand_inputs.len() - 1
                    });
                    operand_inputs[at].1.push(input);
                }
            }
        }
        Some(SuccessorMapping { operand_inputs })
    }

    /// Each successor input and the operands forwarded to it (upstream's
    /// `getSuccessorInputOperandMapping`), in discovery order.
    pub fn inverse(&self) -> InputOperands {
        let mut inputs: Vec<(Value, Vec<ForwardedOperand>)> = Vec::new();
        let mut slot: HashMap<Value, usize> = HashMap::new();
        for (operand, values) in &self.operand_inputs {
            for &v in values {
                let at = *slot.entry(v).or_insert_with(|| {
                    inputs.push((v, Vec::new()));
                    inputs.len() - 1
                });
                inputs[at].1.push(*operand);
            }
        }
        InputOperands { inputs, slot }
    }
}

/// Successor inputs and the operands that reach each.
pub struct InputOperands {
    /// Each input and its operands, in discovery order.
    pub inputs: Vec<(Value, Vec<ForwardedOperand>)>,
    slot: HashMap<Value, usize>,
}

impl InputOperands {
    /// The operands forwarded to `input`, if it is a successor input.
    pub fn operands_of(&self, input: Value) -> Option<&[ForwardedOperand]> {
        self.slot.get(&input).map(|&i| self.inputs[i].1.as_slice())
    }
}

/// The values `dst` receives: `op`'s results, or a region's entry-block
/// arguments from its first forwarded one on.
fn successor_inputs(ir: &Ir, op: OpId, dst: RegionSuccessor) -> Option<Vec<Value>> {
    match dst {
        RegionSuccessor::Parent => ir.results(op).ok().map(|r| r.collect()),
        RegionSuccessor::Region { index, first_input } => {
            let region = *ir.regions(op).ok()?.get(index)?;
            match ir.region_first_block(region).ok()? {
                Some(entry) => Some(ir.block_args(entry).ok()?.skip(first_input).collect()),
                None => Some(Vec::new()),
            }
        }
    }
}
