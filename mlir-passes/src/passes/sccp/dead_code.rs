//! The dead-code analysis `sccp` runs under its constant propagation
//! (upstream's `DeadCodeAnalysis`): which blocks and control-flow edges
//! are live, and which ops control reaches a region, a region-branch op's
//! results, a callable or a call's results from — all through op
//! interfaces.
//!
//! It visits only ops with control flow: ops with regions, branches,
//! calls and region or callable terminators. A branch and a region-branch
//! op wait until their operands' constants are known, then make live only
//! the successors those constants allow. A callable goes live once a live
//! call reaches it, or at once when its callers may be unknown.

use super::solver::{Analysis, Lattice, Point, Solver, Walked};
use mlir_ir::dialect::OpTraits;
use mlir_ir::interfaces::{
    op_interface, BranchOpInterface, CallOpInterface, CallableOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use mlir_ir::ir::OpId;
use mlir_ir::Attribute;

const ME: Analysis = Analysis::DeadCode;

impl Solver<'_> {
    /// Makes the top op's entry blocks live, records the callables whose
    /// callers may be unknown, then visits every op with control flow.
    pub(super) fn initialize_dead_code(&mut self, order: &[Walked]) {
        self.mark_entry_blocks_live(self.top);
        for f in super::callables::with_unknown_callers(self.ir, self.top, order) {
            self.set_unknown_predecessors(Point::After(f));
        }
        for &item in order {
            let Walked::Op(op) = item else { continue };
            if self.has_control_flow(op) {
                if let Some(b) = self.parent_block(op) {
                    self.subscribe_block(b, ME);
                }
                self.visit_dead_code(Point::After(op));
            }
        }
    }

    fn has_control_flow(&self, op: OpId) -> bool {
        !self.ir.regions(op).map(|r| r.is_empty()).unwrap_or(true)
            || self.ir.num_successors(op).unwrap_or(0) > 0
            || self.is_region_or_callable_return(op)
            || op_interface::<dyn CallOpInterface>(self.ir, op).is_some()
    }

    /// Whether `op` is the terminator of a block of a region-branch op or a
    /// callable, and leaves it (it has no successors).
    fn is_region_or_callable_return(&self, op: OpId) -> bool {
        let Some(block) = self.parent_block(op) else { return false };
        let Some(parent) = self.ir.op_parent_op(op).ok().flatten() else { return false };
        self.ir.num_successors(op).unwrap_or(0) == 0
            && (op_interface::<dyn RegionBranchOpInterface>(self.ir, parent).is_some()
                || op_interface::<dyn CallableOpInterface>(self.ir, parent).is_some())
            && self.ir.block_last_op(block).ok().flatten() == Some(op)
            && self.ir.op_has_trait(op, OpTraits::TERMINATOR)
    }

    /// Visits the op before `point` (block starts need nothing).
    pub(super) fn visit_dead_code(&mut self, point: Point) {
        let Point::After(op) = point else { return };
        if !self.in_live_block(op) {
            return;
        }
        if op_interface::<dyn CallOpInterface>(self.ir, op).is_some() {
            self.visit_live_call(op);
        }
        if !self.ir.regions(op).map(|r| r.is_empty()).unwrap_or(true) {
            if op_interface::<dyn RegionBranchOpInterface>(self.ir, op).is_some() {
                self.visit_region_branch_entry(op);
            } else if op_interface::<dyn CallableOpInterface>(self.ir, op).is_some() {
                let callers = self.predecessors_for(Point::After(op), (Point::After(op), ME));
                if callers.unknown || !callers.known.is_empty() {
                    self.mark_entry_blocks_live(op);
                }
            } else {
                self.mark_entry_blocks_live(op);
            }
        }
        if self.is_region_or_callable_return(op) {
            let parent = self.ir.op_parent_op(op).ok().flatten().expect("a return has a parent");
            if op_interface::<dyn RegionBranchOpInterface>(self.ir, parent).is_some() {
                self.visit_region_terminator(op, parent);
            } else {
                self.visit_callable_terminator(op, parent);
            }
        }
        if self.ir.num_successors(op).unwrap_or(0) > 0 {
            self.visit_branch(op);
        }
    }

    /// The constants of `op`'s operands (`None` for overdefined ones), once
    /// every one is initialized; this analysis revisits `op` when one
    /// changes.
    fn operand_constants(&mut self, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let mut out = Vec::new();
        for v in self.operand_values(op) {
            match self.value_subscribed(v, ME)? {
                Lattice::Constant(a, _) => out.push(Some(a)),
                Lattice::Overdefined => out.push(None),
            }
        }
        Some(out)
    }

    /// A live call: a predecessor of the callable it calls, when that is a
    /// symbol with a body inside the analyzed op; otherwise its results
    /// come from places the analysis cannot see.
    fn visit_live_call(&mut self, call: OpId) {
        let internal = super::callables::callee(self.ir, call).filter(|f| {
            self.ir.op_is_ancestor(self.top, *f).unwrap_or(false)
                && op_interface::<dyn CallableOpInterface>(self.ir, *f)
                    .map_or(true, |c| c.callable_region(self.ir, *f).is_some())
        });
        match internal {
            Some(f) => self.join_predecessor(Point::After(f), call, None),
            None => self.set_unknown_predecessors(Point::After(call)),
        }
    }

    /// A region-branch op: once its operands are known, the regions (or
    /// results) control enters go live, with the op as their predecessor.
    fn visit_region_branch_entry(&mut self, op: OpId) {
        let Some(consts) = self.operand_constants(op) else { return };
        let Some(branch) = op_interface::<dyn RegionBranchOpInterface>(self.ir, op) else { return };
        for to in branch.entry_successor_regions(self.ir, op, &consts) {
            self.enter_successor(op, op, to);
        }
    }

    /// Control goes from `from` to `to`, a successor of region-branch op
    /// `op`: a region's entry block goes live; `from` becomes a
    /// predecessor of that block or of the op's results.
    fn enter_successor(&mut self, op: OpId, from: OpId, to: RegionSuccessor) {
        let point = match to {
            RegionSuccessor::Parent => Point::After(op),
            RegionSuccessor::Region { index, .. } => {
                let Some(entry) = self.region_entry(op, index) else { return };
                self.mark_block_live(entry);
                Point::Block(entry)
            }
        };
        self.join_predecessor(point, from, Some(to));
    }

    /// A region's terminator: once its operands are known, it continues
    /// to the successors they allow.
    fn visit_region_terminator(&mut self, op: OpId, parent: OpId) {
        let Some(consts) = self.operand_constants(op) else { return };
        let Some(branch) = op_interface::<dyn RegionBranchOpInterface>(self.ir, parent) else { return };
        let Some(region) = self.parent_block(op).and_then(|b| self.ir.block_parent_region(b).ok().flatten()) else {
            return;
        };
        let Some(index) = self.region_index(parent, region) else { return };
        let mut successors = branch.successor_regions(self.ir, parent, RegionBranchPoint::Region(index));
        if let Some(choice) = op_interface::<dyn RegionBranchTerminatorOpInterface>(self.ir, op) {
            successors = choice.successor_regions(self.ir, op, &consts, successors);
        }
        for to in successors {
            self.enter_successor(parent, op, to);
        }
    }

    /// A callable's terminator: a predecessor of the results of every live
    /// call of the callable, when it returns (`ReturnLike`).
    fn visit_callable_terminator(&mut self, op: OpId, callable: OpId) {
        let calls: Vec<OpId> = self
            .predecessors_for(Point::After(callable), (Point::After(op), ME))
            .known
            .iter()
            .map(|(c, _)| *c)
            .collect();
        let returns = self.ir.op_has_trait(op, OpTraits::RETURN_LIKE);
        for call in calls {
            if returns {
                self.join_predecessor(Point::After(call), op, None);
            } else {
                self.set_unknown_predecessors(Point::After(call));
            }
        }
    }

    /// A branch: once its operands are known, the edge to the successor
    /// they pick goes live, or every edge when they pick none.
    fn visit_branch(&mut self, op: OpId) {
        let Some(from) = self.parent_block(op) else { return };
        let succs: Vec<_> = self.ir.successors(op).map(|s| s.collect()).unwrap_or_default();
        let Some(branch) = op_interface::<dyn BranchOpInterface>(self.ir, op) else {
            for to in succs {
                self.mark_edge_live(from, to);
            }
            return;
        };
        let Some(consts) = self.operand_constants(op) else { return };
        match branch.successor_for_operands(self.ir, op, &consts) {
            Some(to) => self.mark_edge_live(from, to),
            None => {
                for to in succs {
                    self.mark_edge_live(from, to);
                }
            }
        }
    }
}
