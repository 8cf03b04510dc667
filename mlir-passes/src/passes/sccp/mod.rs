//! `sccp`: sparse conditional constant propagation (upstream's `SCCP`),
//! through each region's control-flow graph, into and out of region-branch
//! ops, and across calls — all through op interfaces.
//!
//! Values start unknown and only go up: to a constant, then to
//! "overdefined". Only executable blocks are visited: an entry block is,
//! and a branch (`BranchOpInterface`) makes its successors executable —
//! just the one its known constant operands pick
//! (`getSuccessorForOperands`). Block arguments join the values their
//! executable predecessors pass. An op's results come from its folder
//! given the constant operands; anything that does not fold is
//! overdefined.
//!
//! The order of the work matters where equal constants of two dialects
//! meet: the first to reach a value stays, and decides which dialect's
//! constant replaces it. So the work is one first-in first-out list, as
//! upstream's solver has: blocks that became executable, ops whose
//! operands changed, and block arguments to join over their live incoming
//! edges in use-list order.
//!
//! Region-branch ops (`RegionBranchOpInterface`, [`region_branch`]) pass
//! values into the regions their operands let control enter, and their
//! regions' terminators pass values on to the regions or results they
//! continue to. Other ops with regions are overdefined, and their regions
//! are analyzed with unknown arguments. A call (`CallOpInterface`) joins
//! into its results what its callee's live `ReturnLike` terminators pass; a
//! callable whose call sites are all known ([`callables`]) runs only once a
//! live call reaches it, with arguments joined from those calls.
//!
//! Then every constant value is replaced by a constant materialized at the
//! front of its function (after which dead ops go).

mod callables;
mod region_branch;

use crate::pass::{Pass, PassResult};
use crate::registry::PassRegistration;
use hashbrown::{HashMap, HashSet};
use mlir_ir::dialect::{FoldResult, Folded, OpTraits};
use mlir_ir::effects::would_be_trivially_dead;
use mlir_ir::interfaces::{
    is_region_branch_terminator, op_interface, BranchOpInterface, CallOpInterface, RegionBranchOpInterface,
};
use mlir_ir::ir::{BlockId, InsertPoint, Ir, OpId, RegionId, Value};
use mlir_ir::{Attribute, LocKind};
use std::collections::VecDeque;

/// The `sccp` pass.
#[derive(Default)]
pub struct Sccp;

/// A value's lattice element.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Lattice {
    /// This constant, produced by an op of this dialect (by its index in
    /// the loaded dialects' namespaces).
    Constant(Attribute, usize),
    Overdefined,
}

/// An item of the solver's worklist.
#[derive(Copy, Clone, Debug)]
enum Work {
    /// Visit an op again: an operand's lattice changed.
    Op(OpId),
    /// Join into a block's arguments what its live incoming edges pass.
    Args(BlockId),
    /// Visit the ops of a block that became executable.
    Block(BlockId),
}

struct Solver<'a> {
    ir: &'a Ir,
    values: HashMap<Value, Lattice>,
    executable: HashSet<BlockId>,
    /// Edges `(pred block, succ block)` known executable.
    edges: HashSet<(BlockId, BlockId)>,
    work: VecDeque<Work>,
    dialects: Vec<String>,
    callables: HashMap<OpId, callables::Callable>,
}

impl Solver<'_> {
    fn dialect_index(&mut self, op: OpId) -> usize {
        let name = self.ir.op_name(op).map(|n| self.ir.ctx().op_name_str(n)).unwrap_or("");
        let ns = name.split_once('.').map_or(name, |(d, _)| d).to_string();
        match self.dialects.iter().position(|d| *d == ns) {
            Some(i) => i,
            None => {
                self.dialects.push(ns);
                self.dialects.len() - 1
            }
        }
    }

    /// Raises `v` to `new` (joined with what it was); re-visits its users
    /// when it changed.
    fn update(&mut self, v: Value, new: Lattice) {
        let joined = match (self.values.get(&v), new) {
            (None, n) => n,
            (Some(Lattice::Overdefined), _) => return,
            (Some(old), n) if *old == n => return,
            (Some(Lattice::Constant(a, _)), Lattice::Constant(b, _)) if *a == b => return,
            _ => Lattice::Overdefined,
        };
        self.values.insert(v, joined);
        for u in self.ir.value_uses(v).unwrap_or_default() {
            self.work.push_back(Work::Op(u.op));
        }
    }

    fn mark_executable(&mut self, b: BlockId) {
        if self.executable.insert(b) {
            self.work.push_back(Work::Block(b));
        }
    }

    fn enter_region(&mut self, r: RegionId, overdefine_args: bool) {
        let Some(entry) = self.ir.region_first_block(r).ok().flatten() else { return };
        if overdefine_args {
            for a in self.ir.block_args(entry).map(|a| a.collect::<Vec<_>>()).unwrap_or_default() {
                self.update(a, Lattice::Overdefined);
            }
        }
        self.mark_executable(entry);
    }

    fn visit_block(&mut self, b: BlockId) {
        for op in self.ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default() {
            self.visit_op(op);
        }
    }

    fn in_executable_block(&self, op: OpId) -> bool {
        self.ir.op_parent_block(op).ok().flatten().is_some_and(|b| self.executable.contains(&b))
    }

    fn operand_lattices(&self, op: OpId) -> Vec<Option<Lattice>> {
        self.ir.operands(op).map(|o| o.map(|v| self.values.get(&v).copied()).collect()).unwrap_or_default()
    }

    fn visit_op(&mut self, op: OpId) {
        if !self.in_executable_block(op) {
            return;
        }
        let regions = self.ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
        let results: Vec<Value> = self.ir.results(op).map(|r| r.collect()).unwrap_or_default();
        if let Some(c) = self.callables.get(&op) {
            // A function with unknown callers runs with unknown arguments;
            // any other, once a live call reaches it.
            if c.unknown_callers {
                for r in regions {
                    self.enter_region(r, true);
                }
            }
            return;
        }
        if op_interface::<dyn CallOpInterface>(self.ir, op).is_some() {
            self.visit_call(op, &results);
            return;
        }
        if op_interface::<dyn RegionBranchOpInterface>(self.ir, op).is_some() {
            self.visit_region_branch(op);
            return;
        }
        let parent = self.ir.op_parent_op(op).ok().flatten();
        if let Some(parent) = parent.filter(|_| is_region_branch_terminator(self.ir, op)) {
            // A return feeds the results of its callable's live calls.
            if let Some(c) = self.callables.get(&parent) {
                self.work.extend(c.calls.iter().map(|&c| Work::Op(c)));
                return;
            }
            // A region terminator feeds its parent's results and regions.
            if op_interface::<dyn RegionBranchOpInterface>(self.ir, parent).is_some() {
                self.work.push_back(Work::Op(parent));
                return;
            }
        }
        if !regions.is_empty() {
            for r in regions {
                self.enter_region(r, true);
            }
            for r in results {
                self.update(r, Lattice::Overdefined);
            }
            return;
        }
        let succs: Vec<BlockId> = self.ir.successors(op).map(|s| s.collect()).unwrap_or_default();
        if !succs.is_empty() {
            self.visit_branch(op, &succs);
            return;
        }
        let lattices = self.operand_lattices(op);
        // Wait for every operand to be known before folding.
        if lattices.iter().any(|l| l.is_none()) {
            return;
        }
        let consts: Vec<Option<Attribute>> = lattices
            .iter()
            .map(|l| match l {
                Some(Lattice::Constant(a, _)) => Some(*a),
                _ => None,
            })
            .collect();
        let def = self.ir.op_name(op).ok().and_then(|n| self.ir.ctx().op_def(n).cloned());
        let folded =
            def.filter(|d| !d.traits().contains(OpTraits::TERMINATOR)).and_then(|d| d.fold(self.ir, op, &consts));
        let dialect = self.dialect_index(op);
        match folded {
            Some(Folded::Results(rs)) if rs.len() == results.len() => {
                for (r, f) in results.iter().zip(rs) {
                    let l = match f {
                        FoldResult::Attr(a) => Lattice::Constant(a, dialect),
                        FoldResult::Value(v) => match self.values.get(&v) {
                            Some(l) => *l,
                            None => continue,
                        },
                    };
                    self.update(*r, l);
                }
            }
            _ => {
                for r in results {
                    self.update(r, Lattice::Overdefined);
                }
            }
        }
    }

    /// A live call: it joins its operands into its callee's arguments (when
    /// all the callee's call sites are known) and makes its body live; its
    /// results join what the callee's live returns pass. A call to a
    /// declaration or outside the analyzed op has unknown results.
    fn visit_call(&mut self, call: OpId, results: &[Value]) {
        let Some(f) = callables::callee(self.ir, call).filter(|f| self.callables.contains_key(f)) else {
            for r in results {
                self.update(*r, Lattice::Overdefined);
            }
            return;
        };
        let c = self.callables.get_mut(&f).expect("checked above");
        if !c.calls.contains(&call) {
            c.calls.push(call);
        }
        let unknown_callers = c.unknown_callers;
        let Some(body) = callables::body(self.ir, f) else { return };
        if !unknown_callers {
            if let Some((entry, args)) = self.entry_args(body) {
                let passed = self.operand_lattices(call);
                let range = callables::arg_operands(self.ir, call);
                self.join_into(&args, passed.get(range).unwrap_or(&[]));
                self.mark_executable(entry);
            }
        }
        for t in self.live_region_terminators(body) {
            let returned = self.operand_lattices(t);
            self.join_into(results, &returned);
        }
    }

    /// A branch: once its operands are known, the successor they pick
    /// (all of them when they pick none) becomes executable, its arguments
    /// joining the forwarded operands; without `BranchOpInterface` they
    /// are unknown.
    fn visit_branch(&mut self, op: OpId, succs: &[BlockId]) {
        let Some(from) = self.ir.op_parent_block(op).ok().flatten() else { return };
        let branch = op_interface::<dyn BranchOpInterface>(self.ir, op);
        let Some((lattices, consts)) = self.known_operands(op) else { return };
        let chosen = branch.and_then(|b| b.successor_for_operands(self.ir, op, &consts));
        // As upstream, what goes live is the edge to the chosen block: every
        // successor slot naming that block forwards along it.
        let taken: Vec<usize> = match chosen {
            Some(block) => (0..succs.len()).filter(|i| succs[*i] == block).collect(),
            None => (0..succs.len()).collect(),
        };
        for i in taken {
            let succ = succs[i];
            self.edges.insert((from, succ));
            let args: Vec<Value> = self.ir.block_args(succ).map(|a| a.collect()).unwrap_or_default();
            let forwarded = branch.and_then(|b| b.successor_operands(self.ir, op, i)).and_then(|r| lattices.get(r));
            match forwarded {
                // Joined later, over every live edge at once.
                Some(vals) if vals.len() == args.len() => self.work.push_back(Work::Args(succ)),
                _ => {
                    for a in args {
                        self.update(a, Lattice::Overdefined);
                    }
                }
            }
            self.mark_executable(succ);
        }
    }

    /// Joins into `block`'s arguments what each live incoming edge passes,
    /// as upstream's `visitBlock` does: predecessors in use-list order
    /// (most recent first). The first constant to arrive stays, with its
    /// dialect, when later ones are equal: the order decides which
    /// dialect's constant an argument is replaced by.
    fn visit_block_args(&mut self, block: BlockId) {
        let args: Vec<Value> = self.ir.block_args(block).map(|a| a.collect()).unwrap_or_default();
        for pred in self.ir.block_predecessors(block).unwrap_or_default() {
            let Some(from) = self.ir.op_parent_block(pred.op).ok().flatten() else { continue };
            if !self.edges.contains(&(from, block)) {
                continue;
            }
            let branch = op_interface::<dyn BranchOpInterface>(self.ir, pred.op);
            let Some(range) = branch.and_then(|b| b.successor_operands(self.ir, pred.op, pred.index as usize)) else {
                continue;
            };
            let lattices = self.operand_lattices(pred.op);
            if let Some(vals) = lattices.get(range).filter(|v| v.len() == args.len()) {
                self.join_into(&args, vals);
            }
        }
    }

    fn run(&mut self) {
        while let Some(item) = self.work.pop_front() {
            match item {
                Work::Block(block) => self.visit_block(block),
                Work::Op(op) => self.visit_op(op),
                Work::Args(block) => self.visit_block_args(block),
            }
        }
    }
}

/// The region constants in `block` are materialized in: the nearest whose
/// op is isolated from above (or top-level).
fn insertion_block(ir: &Ir, mut block: BlockId) -> Option<BlockId> {
    loop {
        let region = ir.block_parent_region(block).ok()??;
        let parent = ir.region_parent_op(region).ok()??;
        let isolated = ir
            .op_name(parent)
            .ok()
            .and_then(|n| ir.ctx().op_def(n))
            .map_or(true, |d| d.traits().contains(OpTraits::ISOLATED_FROM_ABOVE));
        if isolated || ir.op_parent_block(parent).ok().flatten().is_none() {
            return ir.region_first_block(region).ok().flatten();
        }
        block = ir.op_parent_block(parent).ok()??;
    }
}

impl Pass for Sccp {
    fn argument(&self) -> &str {
        "sccp"
    }

    fn name(&self) -> &str {
        "SCCP"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let callables = callables::callables(ir, op);
        let mut solver = Solver {
            ir,
            values: HashMap::new(),
            executable: HashSet::new(),
            edges: HashSet::new(),
            work: VecDeque::new(),
            dialects: Vec::new(),
            callables,
        };
        for r in solver.ir.regions(op).map(|r| r.to_vec()).unwrap_or_default() {
            solver.enter_region(r, true);
        }
        solver.run();
        let Solver { values, dialects, .. } = solver;
        // Rewrite as upstream does: blocks depth-first in order; each op's
        // results get constants (an op all of whose results did, and that
        // has no effects, goes), then its regions, then the block's
        // arguments. Constants are unified per function and each new one
        // goes to the front of the function's entry block.
        let ctx = ir.ctx().clone();
        let mut made: HashMap<(BlockId, Attribute, mlir_ir::Type, String), Value> = HashMap::new();
        let mut replace = |ir: &mut Ir, v: Value| -> bool {
            let Some(Lattice::Constant(attr, d)) = values.get(&v).copied() else { return false };
            let Ok(ty) = ir.value_type(v) else { return false };
            let block = match v {
                Value::OpResult { op: o, .. } => ir.op_parent_block(o).ok().flatten(),
                Value::BlockArg { block, .. } => Some(block),
            };
            let Some(home) = block.and_then(|b| insertion_block(ir, b)) else { return false };
            let key = (home, attr, ty, dialects[d].clone());
            let c = match made.get(&key) {
                Some(c) => *c,
                None => {
                    let Some(m) = ctx.dialect(&dialects[d]).and_then(|dl| dl.materialize_constant) else {
                        return false;
                    };
                    let Some(st) = m(&ctx, attr, ty, ctx.get_loc(LocKind::Unknown)) else { return false };
                    // A constant materialized in another dialect (math's as
                    // arith's) is unified under that dialect too, as
                    // upstream's OperationFolder does.
                    let op_name = ctx.op_name_str(st.name).to_string();
                    let made_ns = op_name.split_once('.').map_or(op_name.as_str(), |(d, _)| d);
                    let other = (made_ns != dialects[d]).then(|| made_ns.to_string());
                    if let Some(c) = other.as_ref().and_then(|o| made.get(&(home, attr, ty, o.clone())).copied()) {
                        made.insert(key, c);
                        return c == v || ir.replace_all_uses_with(v, c).is_ok();
                    }
                    let Ok(cop) = ir.create_op(st) else { return false };
                    if ir.insert_op(cop, InsertPoint::BlockStart(home)).is_err() {
                        let _ = ir.erase_op(cop);
                        return false;
                    }
                    let Ok(c) = ir.result(cop, 0) else { return false };
                    made.insert(key, c);
                    if let Some(o) = other {
                        made.insert((home, attr, ty, o), c);
                    }
                    c
                }
            };
            c == v || ir.replace_all_uses_with(v, c).is_ok()
        };
        let mut stack: Vec<BlockId> = Vec::new();
        let push_regions = |ir: &Ir, o: OpId, stack: &mut Vec<BlockId>| {
            for r in ir.regions(o).map(|r| r.to_vec()).unwrap_or_default() {
                let blocks: Vec<BlockId> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
                stack.extend(blocks.into_iter().rev());
            }
        };
        push_regions(ir, op, &mut stack);
        while let Some(b) = stack.pop() {
            if !ir.block_is_live(b) {
                continue;
            }
            let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
            for o in ops {
                if !ir.op_is_live(o) {
                    continue;
                }
                let results: Vec<Value> = ir.results(o).map(|r| r.collect()).unwrap_or_default();
                let mut all = !results.is_empty();
                for r in results {
                    all &= replace(ir, r);
                }
                if all && would_be_trivially_dead(ir, o) && ir.erase_op(o).is_ok() {
                    continue;
                }
                push_regions(ir, o, &mut stack);
            }
            for a in ir.block_args(b).map(|a| a.collect::<Vec<_>>()).unwrap_or_default() {
                replace(ir, a);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Sccp)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "sccp",
        description: "Sparse Conditional Constant Propagation",
        create: |o| crate::passes::no_options::<Sccp>("sccp", o),
    }
}
