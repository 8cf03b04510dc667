//! The greedy rewrite driver (upstream's `applyPatternsGreedily` with its
//! `OperationFolder`): folds ops, erases trivially dead ones and unifies
//! constants, over and over until nothing changes.
//!
//! Constants are owned by the folder of their *insertion region*: the
//! entry block of the nearest region whose op is isolated from above (or
//! top-level). Each iteration walks the IR; a constant it meets is moved to
//! the front of that block (after the constants already there) or replaced
//! by an equal one already known. Other ops go on the worklist, processed
//! in order (top-down) or in post-order (bottom-up): a dead op is erased,
//! an op that folds is replaced, a constant result being materialized by
//! the op's dialect right before the op (the next walk hoists it).

use hashbrown::{HashMap, HashSet};
use mlir_ir::dialect::{FoldResult, Folded, OpTraits};
use mlir_ir::effects::is_trivially_dead;
use mlir_ir::ir::{InsertPoint, Ir, OpId, RegionId, Value, WalkOrder, WalkResult};
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewriteListener};
use mlir_ir::{Attribute, LocKind, Type};

/// Patterns by root op name, best benefit first (upstream's
/// `FrozenRewritePatternSet`).
#[derive(Clone, Default)]
pub struct FrozenPatterns {
    by_root: HashMap<String, Vec<PatternRef>>,
    any: Vec<PatternRef>,
}

impl FrozenPatterns {
    /// Freezes `patterns`, dropping those named in `disabled` and, when
    /// `enabled` is not empty, those not named there.
    pub fn new(patterns: Vec<PatternRef>, disabled: &[String], enabled: &[String]) -> FrozenPatterns {
        let mut f = FrozenPatterns::default();
        for p in patterns {
            let name = p.name().to_string();
            if disabled.contains(&name) || (!enabled.is_empty() && !enabled.contains(&name)) {
                continue;
            }
            match p.root() {
                Some(r) => f.by_root.entry(r.to_string()).or_default().push(p),
                None => f.any.push(p),
            }
        }
        for v in f.by_root.values_mut() {
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        f.any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        f
    }

    /// The canonicalization patterns of every loaded dialect's ops.
    pub fn canonicalization(ctx: &mlir_ir::Context, disabled: &[String], enabled: &[String]) -> FrozenPatterns {
        let mut all = Vec::new();
        for ns in ctx.loaded_dialects() {
            if let Some(d) = ctx.dialect(&ns) {
                for def in &d.ops {
                    all.extend(def.canonicalization_patterns());
                }
            }
        }
        FrozenPatterns::new(all, disabled, enabled)
    }

    /// The patterns to try on an op named `name`, best first: borrowed
    /// when only patterns rooted at `name` apply, which is what the driver
    /// asks for every op it visits (cloning the list would bump every
    /// pattern's reference count, a cache line each thread of a parallel
    /// run writes to).
    fn for_op(&self, name: &str) -> std::borrow::Cow<'_, [PatternRef]> {
        let rooted = self.by_root.get(name).map_or(&[][..], |v| v.as_slice());
        if self.any.is_empty() {
            return std::borrow::Cow::Borrowed(rooted);
        }
        let mut v: Vec<PatternRef> = rooted.to_vec();
        v.extend(self.any.iter().cloned());
        v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        std::borrow::Cow::Owned(v)
    }

    /// Whether any pattern is written outside Rust
    /// ([`mlir_ir::rewrite::RewritePattern::is_external`]).
    pub fn has_external(&self) -> bool {
        self.any.iter().chain(self.by_root.values().flatten()).any(|p| p.is_external())
    }

    /// Whether there are no patterns.
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty() && self.any.is_empty()
    }
}

/// What a pattern did, collected for the driver.
struct Notes {
    /// The op whose regions the driver simplifies.
    root: OpId,
    /// Ops to revisit, each followed by its ancestors below `root`, in
    /// notification order (upstream queues them as it hears of them).
    touched: Vec<OpId>,
    erased: Vec<OpId>,
    /// `erased` as a set, for the user counts of later erasures.
    gone: HashSet<OpId>,
}

impl Notes {
    fn new(root: OpId) -> Notes {
        Notes { root, touched: Vec::new(), erased: Vec::new(), gone: HashSet::new() }
    }

    fn touch(&mut self, ir: &Ir, op: OpId) {
        self.touched.extend(with_ancestors(ir, self.root, op));
    }
}

impl RewriteListener for Notes {
    fn op_inserted(&mut self, ir: &Ir, op: OpId) {
        self.touch(ir, op);
    }
    fn op_erasing(&mut self, ir: &Ir, op: OpId) {
        let gone = &self.gone;
        for p in producers_to_revisit(ir, op, &|u| gone.contains(&u)) {
            self.touch(ir, p);
        }
        self.erased.push(op);
        self.gone.insert(op);
    }
    fn op_modified(&mut self, ir: &Ir, op: OpId) {
        self.touch(ir, op);
    }
}

/// `op` and its ancestors strictly inside `root` (upstream's
/// `addToWorklist` scope walk); empty when `op` is not inside `root`.
fn with_ancestors(ir: &Ir, root: OpId, op: OpId) -> smallvec::SmallVec<[OpId; 8]> {
    let mut chain = smallvec::smallvec![op];
    let mut cur = op;
    loop {
        match ir.op_parent_op(cur).ok().flatten() {
            Some(p) if p == root => return chain,
            Some(p) => {
                chain.push(p);
                cur = p;
            }
            None => return smallvec::SmallVec::new(),
        }
    }
}

/// The producers of `op`'s operands that erasing `op` leaves with at most
/// one user, so they may be dead or simplify further (upstream's
/// `addOperandsToWorklist`), in operand order; users in `gone` are already
/// erased. The use lists are walked lazily and left at the second other
/// user: a constant shared by a whole function must not make each erasure
/// cost its every use.
fn producers_to_revisit(ir: &Ir, op: OpId, gone: &impl Fn(OpId) -> bool) -> smallvec::SmallVec<[OpId; 4]> {
    let mut producers = smallvec::SmallVec::new();
    let operands: smallvec::SmallVec<[Value; 4]> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    for v in operands {
        let Value::OpResult { op: def, .. } = v else { continue };
        let mut other: Option<OpId> = None;
        let mut more = false;
        for u in ir.value_uses_iter(v) {
            if u.op == op || Some(u.op) == other || gone(u.op) {
                continue;
            }
            if other.is_none() {
                other = Some(u.op);
                continue;
            }
            more = true;
            break;
        }
        if !more {
            producers.push(def);
        }
    }
    producers
}

/// Knobs of the driver (upstream's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Process ops in pre-order (`true`) or post-order.
    pub top_down: bool,
    /// Iterations before giving up (`-1`: no limit).
    pub max_iterations: i64,
    /// Rewrites before giving up (`-1`: no limit).
    pub max_num_rewrites: i64,
    /// Fold ops.
    pub fold: bool,
    /// Unify equal constants.
    pub cse_constants: bool,
    /// Erase unreachable blocks after each iteration (`region-simplify`
    /// not `disabled`).
    pub region_simplify: bool,
    /// Which ops may be rewritten.
    pub strictness: Strictness,
    /// Leave the regions of isolated-from-above ops under the root alone
    /// (the ops themselves are still rewritten): their insides were
    /// already driven on their own, as roots (see
    /// [`crate::Pass::splits_at_isolation`]). Top-down only.
    pub shallow: bool,
}

/// Which ops the driver may rewrite (upstream's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op.
    AnyOp,
    /// The ops present at the start and those created since.
    ExistingAndNewOps,
    /// Only the ops present at the start.
    ExistingOps,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_num_rewrites: -1,
            fold: true,
            cse_constants: true,
            region_simplify: true,
            strictness: Strictness::AnyOp,
            shallow: false,
        }
    }
}

/// The outcome of a run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyOutcome {
    /// Whether a fixed point was reached within the limits.
    pub converged: bool,
    /// Whether anything changed.
    pub changed: bool,
}

#[derive(PartialEq, Eq, Hash)]
struct ConstKey {
    region: RegionId,
    dialect: mlir_ir::Identifier,
    value: Attribute,
    ty: Type,
}

/// The constants the driver owns, by insertion region and value.
#[derive(Default)]
struct Folder {
    known: HashMap<ConstKey, OpId>,
    owned: HashSet<OpId>,
    keys: HashMap<OpId, ConstKey>,
}

/// The driver's state between steps; it holds no borrow of the IR, which
/// each step gets anew, so patterns written in Python can run between
/// steps with the IR unlocked.
struct Driver<'p> {
    patterns: &'p FrozenPatterns,
    folder: Folder,
    worklist: Vec<OpId>,
    queued: crate::op_set::OpSet,
    rewrites: i64,
    config: GreedyConfig,
    /// Whether the current iteration changed anything.
    changed: bool,
    /// An op whose remaining patterns wait on an external one.
    pending: Option<(OpId, Vec<PatternRef>)>,
    /// With a strict mode, the ops that may be rewritten.
    allowed: Option<HashSet<OpId>>,
    /// The op whose regions are simplified: queueing an op queues its
    /// ancestors below it too (upstream's scope).
    root: OpId,
}

pub use mlir_ir::rewrite::ExternalOutcome;

/// One step's result.
enum Step {
    /// The worklist is empty.
    Done,
    /// Run this external pattern on this op, then resume.
    External(PatternRef, OpId),
}

/// Runs the driver on the regions of `root` with `patterns` (native
/// patterns only).
pub fn apply_greedily(ir: &mut Ir, root: OpId, patterns: &FrozenPatterns, config: &GreedyConfig) -> GreedyOutcome {
    let host = crate::manager::DirectHost::new(ir);
    apply_greedily_on(&host, root, patterns, config, &mut |_, _| ExternalOutcome::default())
}

/// Runs the driver on the regions of `root` of the IR `host` lends;
/// external patterns (written in Python) run through `run_external` with
/// the IR returned to the host.
pub fn apply_greedily_on(
    host: &dyn crate::manager::IrHost,
    root: OpId,
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
    run_external: &mut dyn FnMut(&PatternRef, OpId) -> ExternalOutcome,
) -> GreedyOutcome {
    let mut d = Driver {
        patterns,
        folder: Folder::default(),
        worklist: Vec::new(),
        queued: crate::op_set::OpSet::new(),
        rewrites: 0,
        config: config.clone(),
        changed: false,
        pending: None,
        allowed: None,
        root,
    };
    let with = |f: &mut dyn FnMut(&mut Ir)| host.with_ir(f);
    let mut changed_any = false;
    let mut iteration = 0i64;
    loop {
        if config.max_iterations >= 0 && iteration >= config.max_iterations {
            return GreedyOutcome { converged: false, changed: changed_any };
        }
        iteration += 1;
        with(&mut |ir| d.start_iteration(ir, root));
        loop {
            let mut step = Step::Done;
            with(&mut |ir| step = d.step(ir));
            match step {
                Step::Done => break,
                Step::External(p, op) => {
                    let out = run_external(&p, op);
                    with(&mut |ir| d.after_external(ir, &out));
                }
            }
        }
        let mut changed = d.changed;
        if config.region_simplify {
            let mut simplified = false;
            with(&mut |ir| {
                simplified = erase_unreachable_blocks(ir, root, config.shallow)
                    | crate::region_dce::run_region_dce(ir, root, config.shallow)
            });
            if simplified {
                // Erased constants may be remembered by the folder.
                d.folder = Folder::default();
            }
            changed |= simplified;
        }
        changed_any |= changed;
        if !changed {
            return GreedyOutcome { converged: true, changed: changed_any };
        }
        if config.max_num_rewrites >= 0 && d.rewrites >= config.max_num_rewrites {
            return GreedyOutcome { converged: false, changed: changed_any };
        }
    }
}

fn is_registered(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op).ok().is_some_and(|n| ir.ctx().op_def(n).is_some())
}

/// The value of a constant-like op.
fn constant_value(ir: &Ir, op: OpId) -> Option<Attribute> {
    let def = ir.ctx().op_def(ir.op_name(op).ok()?)?;
    if !def.traits().contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    match def.fold(ir, op, &[])? {
        Folded::Results(r) => match r.first()? {
            FoldResult::Attr(a) => Some(*a),
            FoldResult::Value(_) => None,
        },
        Folded::InPlace | Folded::Update { .. } => None,
    }
}

/// The namespace of `op`'s name (the text before the first `.`).
fn dialect_of(ir: &Ir, op: OpId) -> &str {
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n)).unwrap_or_default();
    name.split_once('.').map_or(name, |(d, _)| d)
}

/// The region constants used in `block` are hoisted to: the nearest whose
/// op is isolated from above (or unregistered), or top-level.
fn insertion_region(ir: &Ir, mut block: mlir_ir::BlockId) -> Option<RegionId> {
    loop {
        let region = ir.block_parent_region(block).ok()??;
        let parent = ir.region_parent_op(region).ok()??;
        let top = ir.op_parent_block(parent).ok().flatten();
        if !is_registered(ir, parent) || ir.op_has_trait(parent, OpTraits::ISOLATED_FROM_ABOVE) {
            return Some(region);
        }
        match top {
            None => return Some(region),
            Some(b) => block = b,
        }
    }
}

impl<'p> Driver<'p> {
    /// Queues `op` and, as upstream's `addToWorklist`, each of its
    /// ancestors inside the root's regions (none when `op` is outside them).
    fn enqueue(&mut self, ir: &Ir, op: OpId) {
        for o in with_ancestors(ir, self.root, op) {
            self.enqueue_one(o);
        }
    }

    /// [`Driver::enqueue`] while the first worklist of an iteration is
    /// being filled, when nothing was popped yet: an ancestor found queued
    /// had its own ancestors queued right after it, so the walk up stops
    /// there, leaving the same worklist. Walking up to the root from every
    /// op costs the nesting depth per op: quadratic over a deep nest.
    fn enqueue_while_filling(&mut self, ir: &Ir, op: OpId) {
        let mut cur = op;
        while !self.queued.contains(cur) {
            self.enqueue_one(cur);
            match ir.op_parent_op(cur).ok().flatten() {
                Some(p) if p != self.root => cur = p,
                _ => return,
            }
        }
    }

    fn enqueue_one(&mut self, op: OpId) {
        if let Some(allowed) = &mut self.allowed {
            match self.config.strictness {
                Strictness::ExistingAndNewOps => {
                    allowed.insert(op);
                }
                _ if !allowed.contains(&op) => return,
                _ => {}
            }
        }
        if self.queued.insert(op) {
            self.worklist.push(op);
        }
    }

    /// Walks the IR: constants are registered (and hoisted or unified),
    /// every other op goes on the worklist in traversal order.
    fn start_iteration(&mut self, ir: &mut Ir, root: OpId) {
        self.changed = false;
        self.pending = None;
        self.worklist.clear();
        self.queued.clear();
        // Upstream makes a new `OperationFolder` per iteration: constants
        // are unified and hoisted here, in the walk, and nowhere else.
        self.folder = Folder::default();
        let mut order = Vec::new();
        let mut multi_block = Vec::new();
        let walk_order = if self.config.top_down { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
        let shallow = self.config.shallow;
        ir.walk(root, walk_order, &mut |ir, op| {
            if op != root {
                order.push((op, constant_value(ir, op).is_some()));
                if shallow && ir.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
                    return WalkResult::Skip;
                }
            }
            push_multi_block_regions(ir, op, &mut multi_block);
            WalkResult::Advance
        });
        if self.config.strictness != Strictness::AnyOp && self.allowed.is_none() {
            self.allowed = Some(order.iter().map(|(op, _)| *op).collect());
        }
        for (op, is_const) in order {
            if !ir.op_is_live(op) {
                continue;
            }
            if is_const && self.config.cse_constants && !self.insert_known_constant(ir, op) {
                self.changed = true;
                continue;
            }
            self.enqueue_while_filling(ir, op);
        }
        // The worklist is a stack popped from the back: top-down processes
        // ops in walk order, bottom-up (post-order, not reversed) from the
        // last op back.
        if self.config.top_down {
            self.worklist.reverse();
        }
        // Upstream 22 erases unreachable blocks before each iteration's
        // worklist runs (patterns are unsafe on unreachable code), telling
        // the driver of every op it erases: they leave the worklist and
        // their producers are revisited.
        let dead = unreachable_blocks_in(ir, &multi_block);
        if !dead.is_empty() {
            let mut notes = Notes::new(root);
            for &b in &dead {
                let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
                for op in ops.into_iter().rev() {
                    for o in ir.erase_order(op).unwrap_or_default() {
                        notes.op_erasing(ir, o);
                    }
                }
            }
            if ir.erase_blocks(&dead).is_ok() {
                self.absorb(ir, false, &notes.touched, &notes.erased);
                self.changed = true;
            }
        }
    }

    /// Processes ops until the worklist is empty or an external pattern
    /// must run.
    fn step(&mut self, ir: &mut Ir) -> Step {
        if let Some((op, rest)) = self.pending.take() {
            if let Some(s) = self.run_patterns(ir, op, &rest) {
                return s;
            }
        }
        while let Some(op) = self.worklist.pop() {
            self.queued.remove(op);
            if !ir.op_is_live(op) {
                continue;
            }
            if self.config.max_num_rewrites >= 0 && self.rewrites >= self.config.max_num_rewrites {
                self.worklist.clear();
                break;
            }
            if is_trivially_dead(ir, op) {
                self.erase(ir, op);
                self.note_change();
                continue;
            }
            if self.config.fold && self.try_fold(ir, op) {
                self.note_change();
                continue;
            }
            if self.patterns.is_empty() {
                continue;
            }
            let Ok(name) = ir.op_name(op) else { continue };
            let patterns: &'p FrozenPatterns = self.patterns;
            let candidates = patterns.for_op(ir.ctx().op_name_str(name));
            if candidates.is_empty() {
                continue;
            }
            if let Some(s) = self.run_patterns(ir, op, &candidates) {
                return s;
            }
        }
        Step::Done
    }

    fn note_change(&mut self) {
        self.changed = true;
        self.rewrites += 1;
    }

    /// Tries `patterns` on `op` in order; stops at the first that applies,
    /// or hands an external one back to the caller.
    fn run_patterns(&mut self, ir: &mut Ir, op: OpId, patterns: &[PatternRef]) -> Option<Step> {
        let mut rest = patterns.iter();
        while let Some(p) = rest.next() {
            if !ir.op_is_live(op) {
                return None;
            }
            if p.is_external() {
                self.pending = Some((op, rest.cloned().collect()));
                return Some(Step::External(p.clone(), op));
            }
            let mut notes = Notes::new(self.root);
            let applied = {
                let mut rw = PatternRewriter::new(ir, &mut notes);
                p.match_and_rewrite(op, &mut rw)
            };
            self.absorb(ir, applied, &notes.touched, &notes.erased);
            if applied {
                return None;
            }
        }
        None
    }

    /// Takes note of what an external pattern did; on failure, the op's
    /// remaining patterns run next.
    fn after_external(&mut self, ir: &mut Ir, out: &ExternalOutcome) {
        let touched: Vec<OpId> = out.touched.iter().flat_map(|&t| with_ancestors(ir, self.root, t)).collect();
        self.absorb(ir, out.applied, &touched, &out.erased);
        if out.applied {
            self.pending = None;
        }
    }

    /// Takes note of a pattern's changes: `touched` lists the ops to
    /// revisit with their ancestors already included, in the order upstream
    /// queues them. (The op itself is revisited only if it was touched.)
    fn absorb(&mut self, ir: &Ir, applied: bool, touched: &[OpId], erased: &[OpId]) {
        for e in erased {
            self.forget(*e);
        }
        for &t in touched {
            if ir.op_is_live(t) {
                self.enqueue_one(t);
            }
        }
        if applied {
            self.note_change();
        }
    }

    /// Registers the constant `op`; `false` when it was replaced by an
    /// equal known constant (and erased).
    fn insert_known_constant(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let Some(block) = ir.op_parent_block(op).ok().flatten() else { return true };
        let Some(region) = insertion_region(ir, block) else { return true };
        let Some(entry) = ir.region_first_block(region).ok().flatten() else { return true };
        if self.folder.owned.contains(&op) {
            self.hoist_if_needed(ir, op, block, entry);
            return true;
        }
        let Some(value) = constant_value(ir, op) else { return true };
        let Some(ty) = ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok()) else { return true };
        let key = ConstKey { region, dialect: ir.ctx().ident(dialect_of(ir, op)), value, ty };
        if let Some(&existing) = self.folder.known.get(&key) {
            if existing != op && ir.op_is_live(existing) {
                // Upstream replaces through the driver's rewriter: the users
                // are revisited, and the kept constant's location becomes
                // unknown (it now stands for several).
                let users: Vec<OpId> = ir
                    .results(op)
                    .map(|r| r.collect::<Vec<_>>())
                    .unwrap_or_default()
                    .into_iter()
                    .flat_map(|r| ir.value_uses(r).unwrap_or_default())
                    .map(|u| u.op)
                    .collect();
                let results: Vec<Value> = ir.results(existing).map(|r| r.collect()).unwrap_or_default();
                if ir.replace_all_op_uses_with(op, &results).is_ok() {
                    for u in users {
                        self.enqueue(ir, u);
                    }
                    let unknown = ir.ctx().get_loc(LocKind::Unknown);
                    let _ = ir.set_op_loc(existing, unknown);
                    self.erase(ir, op);
                    return false;
                }
                return true;
            }
        }
        self.hoist_if_needed(ir, op, block, entry);
        self.folder.owned.insert(op);
        self.folder.keys.insert(op, ConstKey { region: key.region, dialect: key.dialect, value, ty });
        self.folder.known.insert(key, op);
        true
    }

    /// Moves constant `op` to the front of `entry` unless it already sits
    /// there among the folder's constants.
    fn hoist_if_needed(&mut self, ir: &mut Ir, op: OpId, block: mlir_ir::BlockId, entry: mlir_ir::BlockId) {
        let first = ir.block_first_op(entry).ok().flatten();
        let prev = ir.op_prev(op).ok().flatten();
        let in_place = block == entry && (first == Some(op) || prev.is_some_and(|p| self.folder.owned.contains(&p)));
        if in_place {
            return;
        }
        let at = match first {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::BlockEnd(entry),
        };
        if ir.move_op(op, at).is_ok() {
            let unknown = ir.ctx().get_loc(LocKind::Unknown);
            let _ = ir.set_op_loc(op, unknown);
        }
    }

    /// Drops `op` from the folder's constants.
    fn forget(&mut self, op: OpId) {
        if let Some(key) = self.folder.keys.remove(&op) {
            if self.folder.known.get(&key) == Some(&op) {
                self.folder.known.remove(&key);
            }
        }
        self.folder.owned.remove(&op);
    }

    /// Erases `op`, forgetting it as a constant and revisiting the
    /// producers of its operands ([`producers_to_revisit`]).
    fn erase(&mut self, ir: &mut Ir, op: OpId) {
        let order = ir.erase_order(op).unwrap_or_default();
        // The ops erased before the current one; most erasures are of a
        // single op or a small tree, where a scan beats hashing.
        let mut gone_set = HashSet::new();
        for (i, &o) in order.iter().enumerate() {
            let producers = if order.len() <= 16 {
                producers_to_revisit(ir, o, &|u| order[..i].contains(&u))
            } else {
                producers_to_revisit(ir, o, &|u| gone_set.contains(&u))
            };
            for p in producers {
                self.enqueue(ir, p);
            }
            self.forget(o);
            if order.len() > 16 {
                gone_set.insert(o);
            }
        }
        let _ = ir.erase_op(op);
    }

    fn try_fold(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let Some(def) = ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n).cloned()) else { return false };
        // A constant folds to its own value: rematerializing it would loop.
        if def.traits().contains(OpTraits::CONSTANT_LIKE) {
            return false;
        }
        let operands: smallvec::SmallVec<[Value; 4]> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        let consts: smallvec::SmallVec<[Option<Attribute>; 4]> = operands
            .iter()
            .map(|v| match v {
                Value::OpResult { op: d, .. } => constant_value(ir, *d),
                _ => None,
            })
            .collect();
        match def.fold(ir, op, &consts) {
            Some(Folded::InPlace) => {
                self.enqueue(ir, op);
                true
            }
            Some(Folded::Update { operands, attrs }) => {
                if let Some(new) = operands {
                    if ir.set_operands(op, &new).is_err() {
                        return false;
                    }
                }
                for (name, value) in attrs {
                    if ir.set_op_inherent_attr(op, name, Some(value)).is_err() {
                        return false;
                    }
                }
                self.enqueue(ir, op);
                true
            }
            Some(Folded::Results(results)) => self.replace_with_fold(ir, op, &results),
            None if def.traits().contains(OpTraits::COMMUTATIVE) => {
                self.move_constants_right(ir, op, &operands, &consts)
            }
            None => false,
        }
    }

    /// Upstream's `foldCommutative`: constant operands move to the end.
    fn move_constants_right(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        operands: &[Value],
        consts: &[Option<Attribute>],
    ) -> bool {
        if operands.len() < 2 {
            return false;
        }
        let mut reordered: Vec<Value> =
            operands.iter().zip(consts).filter(|(_, c)| c.is_none()).map(|(v, _)| *v).collect();
        reordered.extend(operands.iter().zip(consts).filter(|(_, c)| c.is_some()).map(|(v, _)| *v));
        if reordered == operands {
            return false;
        }
        if ir.set_operands(op, &reordered).is_err() {
            return false;
        }
        self.enqueue(ir, op);
        true
    }

    /// Replaces `op` by its fold results as upstream's driver does: each
    /// constant is materialized right before `op` with `op`'s location
    /// (the next iteration's walk unifies and hoists it), users are
    /// revisited, then `op` is erased.
    fn replace_with_fold(&mut self, ir: &mut Ir, op: OpId, results: &[FoldResult]) -> bool {
        let n = ir.num_results(op).unwrap_or(0);
        if results.len() != n {
            return false;
        }
        let ctx = ir.ctx().clone();
        let materializer = ctx.dialect(dialect_of(ir, op)).and_then(|d| d.materialize_constant);
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut values = Vec::with_capacity(n);
        let mut created = Vec::new();
        for (i, r) in results.iter().enumerate() {
            match r {
                FoldResult::Value(v) => values.push(*v),
                FoldResult::Attr(a) => {
                    let ty = match ir.result(op, i).and_then(|r| ir.value_type(r)) {
                        Ok(t) => t,
                        Err(_) => return self.undo_materialized(ir, created),
                    };
                    let made = materializer.and_then(|m| m(&ctx, *a, ty, loc)).and_then(|st| ir.create_op(st).ok());
                    let Some(c) = made else { return self.undo_materialized(ir, created) };
                    if ir.insert_op(c, InsertPoint::Before(op)).is_err() {
                        let _ = ir.erase_op(c);
                        return self.undo_materialized(ir, created);
                    }
                    created.push(c);
                    match ir.result(c, 0) {
                        Ok(v) => values.push(v),
                        Err(_) => return self.undo_materialized(ir, created),
                    }
                }
            }
        }
        for c in created {
            self.enqueue(ir, c);
        }
        let users: Vec<OpId> = (0..n)
            .filter_map(|i| ir.result(op, i).ok())
            .flat_map(|r| ir.value_uses(r).unwrap_or_default())
            .map(|u| u.op)
            .collect();
        if ir.replace_all_op_uses_with(op, &values).is_err() {
            return false;
        }
        for u in users {
            self.enqueue(ir, u);
        }
        self.erase(ir, op);
        true
    }

    /// Erases the constants made for a fold that could not complete.
    fn undo_materialized(&mut self, ir: &mut Ir, created: Vec<OpId>) -> bool {
        for c in created {
            let _ = ir.erase_op(c);
        }
        false
    }
}

/// Erases the blocks of every region under `root` that cannot be reached
/// from their region's entry (upstream's `eraseUnreachableBlocks`);
/// whether any was. `shallow`: not inside isolated-from-above ops below
/// `root`.
pub fn erase_unreachable_blocks(ir: &mut Ir, root: OpId, shallow: bool) -> bool {
    let dead = unreachable_blocks(ir, root, shallow);
    !dead.is_empty() && ir.erase_blocks(&dead).is_ok()
}

/// The blocks of the regions under `root` that cannot be reached from
/// their region's entry.
fn unreachable_blocks(ir: &mut Ir, root: OpId, shallow: bool) -> Vec<mlir_ir::BlockId> {
    let mut regions = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, &mut |ir, op| {
        if shallow && op != root && ir.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
            return WalkResult::Skip;
        }
        push_multi_block_regions(ir, op, &mut regions);
        WalkResult::Advance
    });
    unreachable_blocks_in(ir, &regions)
}

/// Adds the regions of `op` with more than one block (only those can have
/// an unreachable block) to `out`.
fn push_multi_block_regions(ir: &Ir, op: OpId, out: &mut Vec<RegionId>) {
    for &r in ir.regions(op).unwrap_or(&[]) {
        if ir.region_first_block(r).ok() != ir.region_last_block(r).ok() {
            out.push(r);
        }
    }
}

/// The blocks of `regions` that cannot be reached from their region's
/// entry.
fn unreachable_blocks_in(ir: &Ir, regions: &[RegionId]) -> Vec<mlir_ir::BlockId> {
    let mut all_dead = Vec::new();
    for &r in regions {
        if !ir.region_is_live(r) {
            continue;
        }
        let blocks: Vec<mlir_ir::BlockId> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        let Some(&entry) = blocks.first() else { continue };
        let mut reachable: HashSet<mlir_ir::BlockId> = HashSet::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if !reachable.insert(b) {
                continue;
            }
            if let Ok(Some(t)) = ir.block_last_op(b) {
                stack.extend(ir.successors(t).map(|s| s.collect::<Vec<_>>()).unwrap_or_default());
            }
        }
        all_dead.extend(blocks.into_iter().filter(|b| !reachable.contains(b)));
    }
    all_dead
}

/// Erases the trivially dead ops under `root` until none is left (the
/// dead-code half of upstream's `runRegionDCE`); whether any was.
pub fn erase_dead_ops(ir: &mut Ir, root: OpId) -> bool {
    let mut changed = false;
    loop {
        let mut ops = Vec::new();
        ir.walk(root, WalkOrder::PostOrder, &mut |_, op| {
            if op != root {
                ops.push(op);
            }
            WalkResult::Advance
        });
        let mut erased = false;
        for op in ops.into_iter().rev() {
            if ir.op_is_live(op) && is_trivially_dead(ir, op) && ir.erase_op(op).is_ok() {
                erased = true;
            }
        }
        if !erased {
            return changed;
        }
        changed = true;
    }
}

/// The walk-based driver (upstream's `walkAndApplyPatterns`): visits every
/// op under `root` once, in post-order, applying the first pattern that
/// matches; no folding, no revisiting. External patterns run through
/// `run_external` with the IR returned to the host.
pub fn walk_and_apply_on(
    host: &dyn crate::manager::IrHost,
    root: OpId,
    patterns: &FrozenPatterns,
    run_external: &mut dyn FnMut(&PatternRef, OpId) -> ExternalOutcome,
) {
    let mut ops = Vec::new();
    host.with_ir(&mut |ir| {
        ir.walk(root, WalkOrder::PostOrder, &mut |_, op| {
            ops.push(op);
            WalkResult::Advance
        });
    });
    for op in ops {
        let mut name = None;
        host.with_ir(&mut |ir| {
            if ir.op_is_live(op) {
                name = ir.op_name(op).ok().map(|n| ir.ctx().op_name_str(n).to_string());
            }
        });
        let Some(name) = name else { continue };
        for p in patterns.for_op(&name).iter() {
            let applied = if p.is_external() {
                run_external(p, op).applied
            } else {
                let mut applied = false;
                host.with_ir(&mut |ir| {
                    if ir.op_is_live(op) {
                        let mut quiet = mlir_ir::rewrite::NoListener;
                        let mut rw = PatternRewriter::new(ir, &mut quiet);
                        applied = p.match_and_rewrite(op, &mut rw);
                    }
                });
                applied
            };
            if applied {
                break;
            }
        }
    }
}
