//! The data-flow solver `sccp` runs its two analyses on, built as
//! upstream's `DataFlowSolver` is, because the order of its work decides
//! the output: where equal constants of two dialects meet, the first to
//! reach a value stays and decides which dialect's constant replaces it.
//!
//! The solver keeps states, each at an anchor: a value's constant, a
//! block's or a control-flow edge's liveness, and the known predecessors
//! of a program point (a block's start, or just after an op). An analysis
//! reads a state either as a subscriber or as a dependent, and when the
//! state changes the solver queues the analysis again at the points that
//! read it, on one first-in first-out list:
//!
//! - a state's dependents (added by a read "for" a point) come first, in
//!   the order they were added;
//! - then, for a value, every user of it (in use-list order) for each
//!   analysis that subscribed to its uses;
//! - for a block that becomes live, the block and then every op in it,
//!   for each analysis that subscribed to its contents;
//! - for an edge that becomes live, the block it leads to.

use hashbrown::{HashMap, HashSet};
use mlir_ir::interfaces::RegionSuccessor;
use mlir_ir::ir::{BlockId, Ir, OpId, RegionId, Value};
use mlir_ir::Attribute;
use std::collections::VecDeque;

/// Where an analysis runs (upstream's `ProgramPoint`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Point {
    /// The start of a block.
    Block(BlockId),
    /// Just after an op.
    After(OpId),
}

/// The two analyses, in the order `sccp` loads them (the order in which
/// they subscribe, and so the order in which they are queued).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Analysis {
    /// Which blocks and edges are live, and the predecessors of region
    /// entries, region-branch results, callables and calls.
    DeadCode,
    /// Each value's constant.
    Constants,
}

/// A queued visit: an analysis at a point.
pub(super) type Item = (Point, Analysis);

/// A value's lattice element once it is initialized (upstream's
/// `ConstantValue`).
#[derive(Copy, Clone, Debug)]
pub(super) enum Lattice {
    /// This constant, produced by an op of this dialect (by its index in
    /// [`Solver::dialects`]).
    Constant(Attribute, usize),
    /// Not a constant.
    Overdefined,
}

impl PartialEq for Lattice {
    /// Two constants are equal when their values are: the dialect that
    /// produced one does not count, so the first to arrive stays.
    fn eq(&self, other: &Lattice) -> bool {
        match (self, other) {
            (Lattice::Constant(a, _), Lattice::Constant(b, _)) => a == b,
            (Lattice::Overdefined, Lattice::Overdefined) => true,
            _ => false,
        }
    }
}

/// Items in the order they were first added, each once.
#[derive(Default)]
struct Dependents {
    items: Vec<Item>,
    seen: HashSet<Item>,
}

impl Dependents {
    fn insert(&mut self, item: Item) {
        if self.seen.insert(item) {
            self.items.push(item);
        }
    }
}

/// A value's state.
#[derive(Default)]
struct ValueState {
    /// `None` while uninitialized.
    value: Option<Lattice>,
    /// The analyses queued at the value's users when it changes.
    use_subscribers: Vec<Analysis>,
    dependents: Dependents,
}

/// A block's or an edge's liveness.
#[derive(Default)]
struct Liveness {
    live: bool,
    /// The analyses queued at the block (and its ops) when it goes live.
    subscribers: Vec<Analysis>,
}

/// The ops control may come from into a program point (upstream's
/// `PredecessorState`).
#[derive(Default)]
pub(super) struct Predecessors {
    /// Whether some predecessors may be unknown.
    pub(super) unknown: bool,
    /// The known ones, in the order they became known, with the successor
    /// each one reaches the point as, for region control flow.
    pub(super) known: Vec<(OpId, Option<RegionSuccessor>)>,
    dependents: Dependents,
}

/// The states, and the work list of visits still to make.
pub(super) struct Solver<'a> {
    pub(super) ir: &'a Ir,
    /// The op the analysis runs on; callables outside it are external.
    pub(super) top: OpId,
    values: HashMap<Value, ValueState>,
    blocks: HashMap<BlockId, Liveness>,
    edges: HashMap<(BlockId, BlockId), Liveness>,
    predecessors: HashMap<Point, Predecessors>,
    work: VecDeque<Item>,
    /// The namespaces of the dialects constants came from.
    pub(super) dialects: Vec<String>,
}

/// What the solver found: each initialized value's lattice element, and
/// the dialect namespaces its constants' indices refer to.
pub(super) struct Solution {
    pub(super) values: HashMap<Value, Lattice>,
    pub(super) dialects: Vec<String>,
}

fn subscribe(list: &mut Vec<Analysis>, analysis: Analysis) {
    if !list.contains(&analysis) {
        list.push(analysis);
    }
}

impl<'a> Solver<'a> {
    pub(super) fn new(ir: &'a Ir, top: OpId) -> Solver<'a> {
        Solver {
            ir,
            top,
            values: HashMap::new(),
            blocks: HashMap::new(),
            edges: HashMap::new(),
            predecessors: HashMap::new(),
            work: VecDeque::new(),
            dialects: Vec::new(),
        }
    }

    /// Runs both analyses to their fixpoint: each initializes over the
    /// whole of `top` (dead code first), then the queued visits run.
    pub(super) fn solve(mut self) -> Solution {
        // One walk of `top`, which both initializations follow.
        let order = preorder(self.ir, self.top);
        self.initialize_dead_code(&order);
        self.initialize_constants(&order);
        while let Some((point, analysis)) = self.work.pop_front() {
            match analysis {
                Analysis::DeadCode => self.visit_dead_code(point),
                Analysis::Constants => self.visit_constants(point),
            }
        }
        let values = self.values.into_iter().filter_map(|(v, s)| Some((v, s.value?))).collect();
        Solution { values, dialects: self.dialects }
    }

    /// The index of the dialect `op` belongs to, by namespace.
    pub(super) fn dialect_index(&mut self, op: OpId) -> usize {
        let name = self.ir.op_name(op).map(|n| self.ir.ctx().op_name_str(n)).unwrap_or("");
        let ns = name.split_once('.').map_or(name, |(d, _)| d);
        match self.dialects.iter().position(|d| d == ns) {
            Some(i) => i,
            None => {
                self.dialects.push(ns.to_string());
                self.dialects.len() - 1
            }
        }
    }

    // ----- values -----

    /// `v`'s lattice element, read without a dependency.
    pub(super) fn value(&self, v: Value) -> Option<Lattice> {
        self.values.get(&v).and_then(|s| s.value)
    }

    /// `v`'s lattice element; `analysis` is queued at each of `v`'s users
    /// when it changes (upstream's `useDefSubscribe`).
    pub(super) fn value_subscribed(&mut self, v: Value, analysis: Analysis) -> Option<Lattice> {
        let state = self.values.entry(v).or_default();
        subscribe(&mut state.use_subscribers, analysis);
        state.value
    }

    /// `v`'s lattice element; `analysis` is queued at `point` when it
    /// changes (upstream's `getLatticeElementFor`).
    pub(super) fn value_for(&mut self, v: Value, point: Point, analysis: Analysis) -> Option<Lattice> {
        let state = self.values.entry(v).or_default();
        state.dependents.insert((point, analysis));
        state.value
    }

    /// Joins `new` into `v`'s lattice element (nothing joins nothing);
    /// queues its readers when it changed.
    pub(super) fn join(&mut self, v: Value, new: Option<Lattice>) {
        let Some(new) = new else { return };
        let state = self.values.entry(v).or_default();
        let joined = match state.value {
            None => new,
            Some(old) if old == new => return,
            Some(_) => Lattice::Overdefined,
        };
        if state.value == Some(joined) {
            return;
        }
        state.value = Some(joined);
        self.work.extend(state.dependents.items.iter().copied());
        let subscribers = state.use_subscribers.clone();
        for u in self.ir.value_uses_iter(v) {
            self.work.extend(subscribers.iter().map(|a| (Point::After(u.op), *a)));
        }
    }

    /// Marks `v` as not a constant (upstream's `setToEntryState`).
    pub(super) fn overdefine(&mut self, v: Value) {
        self.join(v, Some(Lattice::Overdefined));
    }

    // ----- liveness -----

    pub(super) fn block_live(&self, b: BlockId) -> bool {
        self.blocks.get(&b).is_some_and(|s| s.live)
    }

    /// Queues `analysis` at the block and each of its ops when the block
    /// goes live (upstream's `blockContentSubscribe`).
    pub(super) fn subscribe_block(&mut self, b: BlockId, analysis: Analysis) {
        subscribe(&mut self.blocks.entry(b).or_default().subscribers, analysis);
    }

    pub(super) fn mark_block_live(&mut self, b: BlockId) {
        let state = self.blocks.entry(b).or_default();
        if state.live {
            return;
        }
        state.live = true;
        let subscribers = state.subscribers.clone();
        self.work.extend(subscribers.iter().map(|a| (Point::Block(b), *a)));
        let ops: Vec<OpId> = self.ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
        for a in subscribers {
            self.work.extend(ops.iter().map(|o| (Point::After(*o), a)));
        }
    }

    /// Whether the edge is live; `analysis` is queued at its target block
    /// when it goes live.
    pub(super) fn edge_live_subscribed(&mut self, from: BlockId, to: BlockId, analysis: Analysis) -> bool {
        let state = self.edges.entry((from, to)).or_default();
        subscribe(&mut state.subscribers, analysis);
        state.live
    }

    /// Marks the target block and the edge to it live.
    pub(super) fn mark_edge_live(&mut self, from: BlockId, to: BlockId) {
        self.mark_block_live(to);
        let state = self.edges.entry((from, to)).or_default();
        if state.live {
            return;
        }
        state.live = true;
        let subscribers = state.subscribers.clone();
        self.work.extend(subscribers.into_iter().map(|a| (Point::Block(to), a)));
    }

    /// Marks the entry block of each of `op`'s regions live.
    pub(super) fn mark_entry_blocks_live(&mut self, op: OpId) {
        for r in self.ir.regions(op).map(|r| r.to_vec()).unwrap_or_default() {
            if let Some(entry) = self.ir.region_first_block(r).ok().flatten() {
                self.mark_block_live(entry);
            }
        }
    }

    // ----- predecessors -----

    /// The predecessors of `point`; `reader` is queued when they change
    /// (upstream's `getOrCreateFor`).
    pub(super) fn predecessors_for(&mut self, point: Point, reader: Item) -> &Predecessors {
        let state = self.predecessors.entry(point).or_default();
        state.dependents.insert(reader);
        state
    }

    /// Adds `op` as a predecessor of `point`, reaching it as `successor`.
    pub(super) fn join_predecessor(&mut self, point: Point, op: OpId, successor: Option<RegionSuccessor>) {
        let state = self.predecessors.entry(point).or_default();
        match state.known.iter_mut().find(|(o, _)| *o == op) {
            Some((_, s)) if successor.is_none() || *s == successor => return,
            Some((_, s)) => *s = successor,
            None => state.known.push((op, successor)),
        }
        self.work.extend(state.dependents.items.iter().copied());
    }

    /// Records that `point` may have predecessors the analysis cannot see.
    pub(super) fn set_unknown_predecessors(&mut self, point: Point) {
        let state = self.predecessors.entry(point).or_default();
        if !state.unknown {
            state.unknown = true;
            self.work.extend(state.dependents.items.iter().copied());
        }
    }

    // ----- the IR, as the analyses ask it -----

    /// The entry block of `op`'s region `index`.
    pub(super) fn region_entry(&self, op: OpId, index: usize) -> Option<BlockId> {
        let region = *self.ir.regions(op).ok()?.get(index)?;
        self.ir.region_first_block(region).ok().flatten()
    }

    /// The values `to` receives: the op's results, or its region's entry
    /// arguments from the first forwarded one on.
    pub(super) fn successor_inputs(&self, op: OpId, to: RegionSuccessor) -> Vec<Value> {
        match to {
            RegionSuccessor::Parent => self.result_values(op),
            RegionSuccessor::Region { index, first_input } => {
                let args = self.region_entry(op, index).map(|b| self.block_values(b)).unwrap_or_default();
                args.get(first_input..).map(<[Value]>::to_vec).unwrap_or_default()
            }
        }
    }

    pub(super) fn block_values(&self, b: BlockId) -> Vec<Value> {
        self.ir.block_args(b).map(|a| a.collect()).unwrap_or_default()
    }

    pub(super) fn operand_values(&self, op: OpId) -> Vec<Value> {
        self.ir.operands(op).map(|o| o.collect()).unwrap_or_default()
    }

    pub(super) fn result_values(&self, op: OpId) -> Vec<Value> {
        self.ir.results(op).map(|r| r.collect()).unwrap_or_default()
    }

    pub(super) fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ir.op_parent_block(op).ok().flatten()
    }

    /// Whether `op` is in no block or in a live one.
    pub(super) fn in_live_block(&self, op: OpId) -> bool {
        self.parent_block(op).map_or(true, |b| self.block_live(b))
    }

    /// The index of `region` among its parent's regions.
    pub(super) fn region_index(&self, parent: OpId, region: RegionId) -> Option<usize> {
        self.ir.regions(parent).ok()?.iter().position(|r| *r == region)
    }
}

/// An op or block in the order upstream's analyses initialize: an op, then
/// for each of its regions' blocks in turn, the block and then its ops.
#[derive(Copy, Clone)]
pub(super) enum Walked {
    Op(OpId),
    Block(BlockId),
}

/// `top` and everything nested in it in [`Walked`] order, without
/// recursion (nesting may be deep).
pub(super) fn preorder(ir: &Ir, top: OpId) -> Vec<Walked> {
    let mut out = Vec::new();
    let mut stack = vec![Walked::Op(top)];
    while let Some(item) = stack.pop() {
        out.push(item);
        match item {
            Walked::Op(op) => {
                let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
                for r in regions.into_iter().rev() {
                    let blocks: Vec<BlockId> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
                    stack.extend(blocks.into_iter().rev().map(Walked::Block));
                }
            }
            Walked::Block(b) => {
                let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
                stack.extend(ops.into_iter().rev().map(Walked::Op));
            }
        }
    }
    out
}
