//! The interfaces the `toy` ops implement (`toy.func` is a
//! `mlir_ir::interfaces::FunctionBody`).

use mlir_dialects::spec::verify::op_attr;
use mlir_ir::interfaces::{
    CallOpInterface, Callee, DialectInlinerInterface, LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionSuccessor,
};
use mlir_ir::ir::{BlockId, Ir, OpId, RegionId};
use mlir_ir::Attribute;
use std::ops::Range;

/// `toy.loop`: its body runs zero or more times.
pub(crate) struct Loop;

impl LoopLikeOpInterface for Loop {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId> {
        ir.regions(op).map(|r| r.to_vec()).unwrap_or_default()
    }
}

impl RegionBranchOpInterface for Loop {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::region(0), RegionSuccessor::Parent]
    }
}

/// `toy.when`: runs its first region when the condition holds, else its
/// second; each yields the results.
pub(crate) struct When;

impl RegionBranchOpInterface for When {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0), RegionSuccessor::region(1)],
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }

    fn entry_successor_regions(&self, ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let cond = operands.first().copied().flatten().and_then(|a| mlir_dialects::fold_utils::int_of(ir.ctx(), a));
        match cond {
            Some((_, c)) => vec![RegionSuccessor::region(usize::from(c.is_zero()))],
            None => self.successor_regions(ir, op, RegionBranchPoint::Parent),
        }
    }

    fn singly_executed_regions(&self, _ir: &Ir, _op: OpId) -> Vec<usize> {
        vec![0, 1]
    }
}

/// `toy.call`: calls its `callee` with all its operands.
pub(crate) struct Call;

impl CallOpInterface for Call {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        op_attr(ir, op, "callee").map(Callee::Symbol)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.num_operands(op).unwrap_or(0)
    }
}

/// Every `toy.call` may be inlined; a `toy.return` of a multi-block body
/// becomes a `cf.br` to the code after the call.
pub(crate) struct ToyInliner;

impl DialectInlinerInterface for ToyInliner {
    fn handle_terminator_with_branch(&self, ir: &mut Ir, op: OpId, dest: BlockId) -> bool {
        mlir_dialects::cf::replace_with_branch(ir, op, dest)
    }
}
