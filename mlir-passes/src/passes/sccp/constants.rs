//! The constant propagation `sccp` runs over the live code the dead-code
//! analysis finds (upstream's `SparseConstantPropagation` on its sparse
//! forward analysis).
//!
//! Values start uninitialized and only go up: to a constant, then to
//! overdefined. An op's results come from its folder given its operands'
//! constants, once every operand is initialized; anything that does not
//! fold is overdefined. Block arguments join what their live predecessors
//! pass: branches along live edges, region-branch ops and their regions'
//! terminators, and a callable's live calls. A call's results join what
//! its callee's returns pass.

use super::solver::{Analysis, Lattice, Point, Solver, Walked};
use mlir_ir::dialect::{FoldResult, Folded, OpTraits};
use mlir_ir::interfaces::{
    is_region_branch_terminator, op_interface, terminator_successor_operands, BranchOpInterface, CallOpInterface,
    CallableOpInterface, RegionBranchOpInterface, RegionSuccessor,
};
use mlir_ir::ir::{BlockId, OpId, Value};
use mlir_ir::Attribute;

const ME: Analysis = Analysis::Constants;

impl Solver<'_> {
    /// Overdefines the top op's entry arguments, then visits every op and
    /// block in order, subscribing to each block's liveness.
    pub(super) fn initialize_constants(&mut self, order: &[Walked]) {
        for r in self.ir.regions(self.top).map(|r| r.to_vec()).unwrap_or_default() {
            if let Some(entry) = self.ir.region_first_block(r).ok().flatten() {
                for a in self.block_values(entry) {
                    self.overdefine(a);
                }
            }
        }
        for &item in order {
            match item {
                Walked::Op(op) => self.visit_op_constants(op),
                Walked::Block(b) => {
                    self.subscribe_block(b, ME);
                    self.visit_block_constants(b);
                }
            }
        }
    }

    pub(super) fn visit_constants(&mut self, point: Point) {
        match point {
            Point::After(op) => self.visit_op_constants(op),
            Point::Block(b) => self.visit_block_constants(b),
        }
    }

    /// An op with results in a live block.
    fn visit_op_constants(&mut self, op: OpId) {
        let results = self.result_values(op);
        if results.is_empty() || !self.in_live_block(op) {
            return;
        }
        if op_interface::<dyn RegionBranchOpInterface>(self.ir, op).is_some() {
            self.join_region_successor(Point::After(op), op, &results);
            return;
        }
        let operands: Vec<Option<Lattice>> =
            self.operand_values(op).into_iter().map(|v| self.value_subscribed(v, ME)).collect();
        if op_interface::<dyn CallOpInterface>(self.ir, op).is_some() {
            self.visit_call_results(op, &results);
        } else {
            self.fold(op, &operands, &results);
        }
    }

    /// Folds `op` given its operands' constants: its results become what it
    /// folds to, or overdefined. An op with regions is not simulated.
    fn fold(&mut self, op: OpId, operands: &[Option<Lattice>], results: &[Value]) {
        if !self.ir.regions(op).map(|r| r.is_empty()).unwrap_or(true) {
            return self.overdefine_all(results);
        }
        let mut consts: Vec<Option<Attribute>> = Vec::with_capacity(operands.len());
        for l in operands {
            match l {
                None => return,
                Some(Lattice::Constant(a, _)) => consts.push(Some(*a)),
                Some(Lattice::Overdefined) => consts.push(None),
            }
        }
        let def = self.ir.op_name(op).ok().and_then(|n| self.ir.ctx().op_def(n).cloned());
        let folded =
            def.filter(|d| !d.traits().contains(OpTraits::TERMINATOR)).and_then(|d| d.fold(self.ir, op, &consts));
        match folded {
            Some(Folded::Results(rs)) if rs.len() == results.len() => {
                let dialect = self.dialect_index(op);
                for (r, f) in results.iter().zip(rs) {
                    let l = match f {
                        FoldResult::Attr(a) => Some(Lattice::Constant(a, dialect)),
                        FoldResult::Value(v) => self.value(v),
                    };
                    self.join(*r, l);
                }
            }
            _ => self.overdefine_all(results),
        }
    }

    fn overdefine_all(&mut self, values: &[Value]) {
        for v in values {
            self.overdefine(*v);
        }
    }

    /// A call's results join what the callee's known returns pass; they are
    /// overdefined when the callee is a declaration or some return is not
    /// known.
    fn visit_call_results(&mut self, call: OpId, results: &[Value]) {
        let external = super::callables::callee(self.ir, call).is_some_and(|f| {
            op_interface::<dyn CallableOpInterface>(self.ir, f).is_some_and(|c| c.callable_region(self.ir, f).is_none())
        });
        if external {
            return self.overdefine_all(results);
        }
        let point = Point::After(call);
        let returns = self.predecessors_for(point, (point, ME));
        if returns.unknown {
            return self.overdefine_all(results);
        }
        let returns: Vec<OpId> = returns.known.iter().map(|(r, _)| *r).collect();
        for ret in returns {
            for (v, r) in self.operand_values(ret).into_iter().zip(results) {
                let l = self.value_for(v, point, ME);
                self.join(*r, l);
            }
        }
    }

    /// A live block's arguments: an entry block's come from its callable's
    /// calls or its region-branch parent (or are overdefined); another
    /// block's from the branches along its live incoming edges, in
    /// use-list order.
    fn visit_block_constants(&mut self, b: BlockId) {
        let args = self.block_values(b);
        if args.is_empty() || !self.block_live(b) {
            return;
        }
        let Some(region) = self.ir.block_parent_region(b).ok().flatten() else { return };
        if self.ir.region_first_block(region).ok().flatten() == Some(b) {
            let Some(parent) = self.ir.region_parent_op(region).ok().flatten() else {
                return self.overdefine_all(&args);
            };
            let callable = op_interface::<dyn CallableOpInterface>(self.ir, parent);
            if callable.is_some_and(|c| c.callable_region(self.ir, parent) == Some(region)) {
                return self.join_call_arguments(parent, b, &args);
            }
            if op_interface::<dyn RegionBranchOpInterface>(self.ir, parent).is_some() {
                return self.join_region_successor(Point::Block(b), parent, &args);
            }
            return self.overdefine_all(&args);
        }
        let point = Point::Block(b);
        for pred in self.ir.block_predecessors(b).unwrap_or_default() {
            let Some(from) = self.parent_block(pred.op) else { continue };
            if !self.edge_live_subscribed(from, b, ME) {
                continue;
            }
            let range = op_interface::<dyn BranchOpInterface>(self.ir, pred.op)
                .and_then(|br| br.successor_operands(self.ir, pred.op, pred.index as usize));
            let Some(range) = range else { return self.overdefine_all(&args) };
            let operands = self.operand_values(pred.op);
            let forwarded = operands.get(range).unwrap_or(&[]);
            // Arguments the branch produces itself come first, unknown.
            let produced = args.len().saturating_sub(forwarded.len());
            for (i, a) in args.iter().enumerate() {
                match i.checked_sub(produced).and_then(|j| forwarded.get(j)) {
                    Some(v) => {
                        let l = self.value_for(*v, point, ME);
                        self.join(*a, l);
                    }
                    None => self.overdefine(*a),
                }
            }
        }
    }

    /// A callable's entry arguments join what its known calls pass, or are
    /// overdefined when its callers may be unknown.
    fn join_call_arguments(&mut self, callable: OpId, entry: BlockId, args: &[Value]) {
        let point = Point::Block(entry);
        let calls = self.predecessors_for(Point::After(callable), (point, ME));
        if calls.unknown {
            return self.overdefine_all(args);
        }
        let calls: Vec<OpId> = calls.known.iter().map(|(c, _)| *c).collect();
        for call in calls {
            let range =
                op_interface::<dyn CallOpInterface>(self.ir, call).map_or(0..0, |c| c.arg_operands(self.ir, call));
            let passed = self.operand_values(call);
            for (v, a) in passed.get(range).unwrap_or(&[]).iter().zip(args) {
                let l = self.value_for(*v, point, ME);
                self.join(*a, l);
            }
        }
    }

    /// The results of region-branch op `op` (at `point` after it) or the
    /// entry arguments of one of its regions (at the block's start): each
    /// known predecessor (the op itself, or a region's terminator) passes
    /// its forwarded operands to the inputs; values that are no successor
    /// input (a loop's induction variable) are overdefined.
    fn join_region_successor(&mut self, point: Point, op: OpId, lattices: &[Value]) {
        let preds = self.predecessors_for(point, (point, ME)).known.clone();
        for (pred, to) in preds {
            let Some(to) = to else { return self.overdefine_all(lattices) };
            let range = if pred == op {
                op_interface::<dyn RegionBranchOpInterface>(self.ir, op)
                    .map(|b| b.entry_successor_operands(self.ir, op, to))
            } else if is_region_branch_terminator(self.ir, pred) {
                Some(terminator_successor_operands(self.ir, pred, to))
            } else {
                None
            };
            let Some(range) = range else { return self.overdefine_all(lattices) };
            let operands = self.operand_values(pred);
            let forwarded = operands.get(range).unwrap_or(&[]);
            let inputs = self.successor_inputs(op, to).len();
            let mut first = 0;
            if inputs != lattices.len() {
                if inputs > 0 {
                    first = match to {
                        RegionSuccessor::Region { first_input, .. } => first_input,
                        RegionSuccessor::Parent => 0,
                    };
                }
                let end = (first + inputs).min(lattices.len());
                self.overdefine_all(&lattices[..first.min(lattices.len())]);
                self.overdefine_all(&lattices[end..]);
            }
            for (v, l) in forwarded.iter().zip(lattices.get(first..).unwrap_or(&[])) {
                let value = self.value_for(*v, point, ME);
                self.join(*l, value);
            }
        }
    }
}
