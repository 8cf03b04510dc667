//! Dead code elimination over regions by liveness (upstream's
//! `runRegionDCE` in `RegionUtils.cpp`): an op is live if it has effects
//! or a live user; a block argument (outside entry blocks) is live if a
//! live op uses it — a branch operand counts only when the argument it
//! feeds is live. Dead ops are erased, and dead block arguments with the
//! branch operands that fed them. This removes cycles of dead values
//! through loop-carried block arguments, which erasing trivially dead ops
//! one by one cannot.

use hashbrown::HashSet;
use mlir_ir::dialect::OpTraits;
use mlir_ir::effects::would_be_trivially_dead;
use mlir_ir::interfaces::{op_interface, BranchOpInterface};
use mlir_ir::{BlockId, Ir, OpId, RegionId, Value};

/// Runs region DCE on the regions of `root`; whether anything was erased.
/// `shallow`: the regions of isolated-from-above ops below `root` are left
/// alone (nothing flows across their boundary, so their liveness is their
/// own).
pub fn run_region_dce(ir: &mut Ir, root: OpId, shallow: bool) -> bool {
    let regions: Vec<RegionId> = ir.regions(root).map(|r| r.to_vec()).unwrap_or_default();
    let mut live = LiveMap { shallow, ..LiveMap::default() };
    loop {
        live.changed = false;
        for &r in &regions {
            live.propagate_region(ir, r);
        }
        if !live.changed {
            break;
        }
    }
    let mut erased = false;
    for &r in &regions {
        erased |= delete_dead(ir, r, &live);
    }
    erased
}

#[derive(Default)]
struct LiveMap {
    ops: crate::op_set::OpSet,
    values: HashSet<Value>,
    changed: bool,
    /// See [`run_region_dce`].
    shallow: bool,
}

impl LiveMap {
    /// Whether the regions of `op` are left alone.
    fn skips_regions_of(&self, ir: &Ir, op: OpId) -> bool {
        self.shallow && ir.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
    }
}

impl LiveMap {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }

    /// A live result makes its op live (results are not tracked alone).
    fn set_value(&mut self, v: Value) {
        match v {
            Value::OpResult { op, .. } => self.set_op(op),
            _ => self.changed |= self.values.insert(v),
        }
    }

    fn is_live(&self, v: Value) -> bool {
        match v {
            Value::OpResult { op, .. } => self.ops.contains(op),
            _ => self.values.contains(&v),
        }
    }

    fn propagate_region(&mut self, ir: &Ir, region: RegionId) {
        let Some(entry) = ir.region_first_block(region).ok().flatten() else { return };
        for block in post_order(ir, entry) {
            // Last op to first, walking the links (the IR does not change
            // here, and this runs after every greedy iteration: no list).
            let mut cur = ir.block_last_op(block).ok().flatten();
            while let Some(op) = cur {
                self.propagate_op(ir, op);
                cur = ir.op_prev(op).ok().flatten();
            }
            // Entry block arguments belong to the enclosing op's contract.
            if block == entry {
                continue;
            }
            for i in 0..ir.num_block_args(block).unwrap_or(0) {
                let Ok(a) = ir.block_arg(block, i) else { continue };
                if !self.is_live(a) {
                    self.process_value(ir, a);
                }
            }
        }
    }

    fn propagate_op(&mut self, ir: &Ir, op: OpId) {
        // Recurses once per level of region nesting: on a grown stack when
        // deep (text may nest regions thousands deep).
        if !self.skips_regions_of(ir, op) {
            for &r in ir.regions(op).unwrap_or(&[]) {
                mlir_ir::support::stack::guard(|| self.propagate_region(ir, r));
            }
        }
        if ir.op_has_trait(op, OpTraits::TERMINATOR) {
            self.propagate_terminator(ir, op);
            return;
        }
        if self.ops.contains(op) {
            return;
        }
        // Live if a result is, or if it has effects. Upstream asks for the
        // effects first; the uses are cheaper and usually decide, and the
        // outcome is the same either way.
        if let Ok(results) = ir.results(op) {
            for r in results {
                self.process_value(ir, r);
            }
        }
        if !self.ops.contains(op) && !would_be_trivially_dead(ir, op) {
            self.set_op(op);
        }
    }

    /// Terminators are live. The arguments of successors they forward to
    /// without `BranchOpInterface` are live too (their operands cannot be
    /// reasoned about).
    fn propagate_terminator(&mut self, ir: &Ir, op: OpId) {
        self.set_op(op);
        if is_branch(ir, op) {
            return;
        }
        let succs: Vec<BlockId> = ir.successors(op).map(|s| s.collect()).unwrap_or_default();
        for s in succs {
            let args: Vec<Value> = ir.block_args(s).map(|a| a.collect()).unwrap_or_default();
            for a in args {
                self.set_value(a);
            }
        }
    }

    fn process_value(&mut self, ir: &Ir, v: Value) {
        let proved =
            ir.value_uses_iter(v).any(|u| self.ops.contains(u.op) && !self.use_known_dead(ir, u.op, u.index as usize));
        if proved {
            self.set_value(v);
        }
    }

    /// A branch operand is dead when the block argument it feeds is.
    fn use_known_dead(&self, ir: &Ir, owner: OpId, operand: usize) -> bool {
        if !ir.op_has_trait(owner, OpTraits::TERMINATOR) {
            return false;
        }
        match fed_argument(ir, owner, operand) {
            Some(arg) => !self.is_live(arg),
            None => false,
        }
    }
}

/// Whether `op` implements `BranchOpInterface`.
fn is_branch(ir: &Ir, op: OpId) -> bool {
    let Some(branch) = op_interface::<dyn BranchOpInterface>(ir, op) else { return false };
    ir.num_successors(op).unwrap_or(0) > 0 && branch.successor_operands(ir, op, 0).is_some()
}

/// The block argument branch operand `operand` of `op` feeds, if any.
fn fed_argument(ir: &Ir, op: OpId, operand: usize) -> Option<Value> {
    let branch = op_interface::<dyn BranchOpInterface>(ir, op)?;
    for i in 0..ir.num_successors(op).ok()? {
        let range = branch.successor_operands(ir, op, i)?;
        if range.contains(&operand) {
            return ir.block_arg(ir.successor(op, i).ok()?, operand - range.start).ok();
        }
    }
    None
}

/// The blocks reachable from `entry` in post-order, successors visited in
/// order (LLVM's `po_iterator`).
fn post_order(ir: &Ir, entry: BlockId) -> Vec<BlockId> {
    let succs_of = |b: BlockId| -> Vec<BlockId> {
        ir.block_last_op(b).ok().flatten().and_then(|t| ir.successors(t).ok().map(|s| s.collect())).unwrap_or_default()
    };
    let mut out = Vec::new();
    let mut seen: HashSet<BlockId> = HashSet::new();
    let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = vec![(entry, succs_of(entry), 0)];
    seen.insert(entry);
    while let Some((block, succs, next)) = stack.last_mut() {
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if seen.insert(s) {
                let ss = succs_of(s);
                stack.push((s, ss, 0));
            }
        } else {
            out.push(*block);
            stack.pop();
        }
    }
    out
}

/// Erases what `live` did not prove live in `region`, recursing into live
/// ops' regions.
fn delete_dead(ir: &mut Ir, region: RegionId, live: &LiveMap) -> bool {
    let Some(entry) = ir.region_first_block(region).ok().flatten() else { return false };
    let single_block = ir.region_blocks(region).map(|b| b.count() == 1).unwrap_or(true);
    let mut erased = false;
    let mut dead = Vec::new();
    for block in post_order(ir, entry) {
        if !single_block {
            if let Some(t) = ir.block_last_op(block).ok().flatten() {
                erased |= erase_dead_successor_operands(ir, t, live);
            }
        }
        let ops: Vec<OpId> = ir.block_ops(block).map(|o| o.collect()).unwrap_or_default();
        for op in ops.into_iter().rev() {
            if !live.ops.contains(op) {
                dead.push(op);
            } else if !live.skips_regions_of(ir, op) {
                let regions: Vec<RegionId> = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
                for r in regions {
                    erased |= mlir_ir::support::stack::guard(|| delete_dead(ir, r, live));
                }
            }
        }
    }
    // Dead ops are used only by dead ops: erase users first, retrying
    // those still used (a later block's op may use an earlier one's).
    while !dead.is_empty() {
        let before = dead.len();
        dead.retain(|&op| !(ir.op_is_live(op) && ir.erase_op(op).is_ok()) && ir.op_is_live(op));
        erased |= dead.len() < before;
        if dead.len() == before {
            break;
        }
    }
    let blocks: Vec<BlockId> = ir.region_blocks(region).map(|b| b.collect()).unwrap_or_default();
    for block in blocks.into_iter().skip(1) {
        let n = ir.num_block_args(block).unwrap_or(0);
        for i in (0..n).rev() {
            let Ok(a) = ir.block_arg(block, i) else { continue };
            if !live.is_live(a) && ir.erase_block_arg(block, i).is_ok() {
                erased = true;
            }
        }
    }
    erased
}

/// Drops the operands `terminator` forwards to dead block arguments.
fn erase_dead_successor_operands(ir: &mut Ir, terminator: OpId, live: &LiveMap) -> bool {
    // The definition is held apart from `ir`, which erasing mutates.
    let Some(def) = ir.op_name(terminator).ok().and_then(|n| ir.ctx().op_def(n).cloned()) else { return false };
    let Some(branch) = def.interfaces().get::<dyn BranchOpInterface>() else { return false };
    let n = ir.num_successors(terminator).unwrap_or(0);
    let mut erased = false;
    for succ in (0..n).rev() {
        let Some(range) = branch.successor_operands(ir, terminator, succ) else { return erased };
        let Ok(block) = ir.successor(terminator, succ) else { continue };
        for arg in (0..range.len()).rev() {
            let Ok(a) = ir.block_arg(block, arg) else { continue };
            if !live.is_live(a) && branch.erase_successor_operand(ir, terminator, succ, arg) {
                erased = true;
            }
        }
    }
    erased
}
