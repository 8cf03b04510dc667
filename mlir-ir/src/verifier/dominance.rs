//! Dominance: per-region dominator trees over the CFG formed by block
//! terminators' successors, and the operand dominance check.

use super::op_error;
use crate::diagnostics::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use hashbrown::HashMap;
use std::cell::RefCell;

/// The dominator tree of one region (Cooper–Harvey–Kennedy).
struct DomTree {
    /// Reverse post-order index of each reachable block.
    rpo: HashMap<BlockId, usize>,
    /// Entry and exit numbers of a depth-first walk of the tree, by RPO
    /// index: `a` dominates `b` when `b`'s interval lies in `a`'s. Walking
    /// the immediate dominators instead costs the tree's depth per query:
    /// quadratic over a chain of 100,000 blocks.
    interval: Vec<(u32, u32)>,
}

impl DomTree {
    fn new(ir: &Ir, region: RegionId) -> DomTree {
        let Some(entry) = ir.region(region).first_block else {
            return DomTree { rpo: HashMap::new(), interval: Vec::new() };
        };
        let succs = |b: BlockId| -> Vec<BlockId> {
            ir.block(b).last_op.map(|o| ir.op(o).successors.iter().map(|s| s.block).collect()).unwrap_or_default()
        };
        // Iterative DFS for post-order.
        let mut post = Vec::new();
        let mut seen = hashbrown::HashSet::new();
        let mut stack = vec![(entry, succs(entry), 0usize)];
        seen.insert(entry);
        while let Some((b, ss, i)) = stack.last_mut() {
            if *i < ss.len() {
                let n = ss[*i];
                *i += 1;
                if seen.insert(n) {
                    let s = succs(n);
                    stack.push((n, s, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        let order: Vec<BlockId> = post.into_iter().rev().collect();
        let rpo: HashMap<BlockId, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for (i, b) in order.iter().enumerate() {
            for s in succs(*b) {
                if let Some(&j) = rpo.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; order.len()];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..order.len() {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF { p } else { intersect(&idom, p, new) };
                }
                if new != UNDEF && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        DomTree { rpo, interval: tree_intervals(&idom) }
    }

    fn reachable(&self, b: BlockId) -> bool {
        self.rpo.contains_key(&b)
    }

    fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(&bi) = self.rpo.get(&b) else { return true };
        let Some(&ai) = self.rpo.get(&a) else { return false };
        let ((a_in, a_out), (b_in, b_out)) = (self.interval[ai], self.interval[bi]);
        a_in < b_in && b_out < a_out
    }
}

/// The entry and exit numbers of a depth-first walk of the tree whose
/// parents are `idom` (the root, index 0, is its own; unreachable entries
/// are `usize::MAX` and get numbers of their own, dominating nothing).
fn tree_intervals(idom: &[usize]) -> Vec<(u32, u32)> {
    let n = idom.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, &d) in idom.iter().enumerate().skip(1) {
        if d < n {
            children[d].push(b);
        }
    }
    let mut interval = vec![(0u32, 0u32); n];
    let mut clock = 0u32;
    let mut tick = || {
        clock += 1;
        clock
    };
    // Roots: the entry, and anything the fixpoint left without a dominator.
    let roots = std::iter::once(0).chain((1..n).filter(|&b| idom[b] >= n));
    for root in roots.take(n) {
        let mut stack = vec![(root, 0usize)];
        interval[root].0 = tick();
        while let Some((b, next)) = stack.last_mut() {
            match children[*b].get(*next) {
                Some(&c) => {
                    *next += 1;
                    interval[c].0 = tick();
                    stack.push((c, 0));
                }
                None => {
                    interval[*b].1 = tick();
                    stack.pop();
                }
            }
        }
    }
    interval
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

/// The chain of ops from the root of a dominance check down to the op
/// whose regions are being checked, indexed by the region each lies in.
#[derive(Default)]
struct AncestorPath {
    /// Outermost first: each op with its block and region.
    chain: Vec<(RegionId, BlockId, OpId)>,
    /// Position in `chain` of each region on it.
    at: HashMap<RegionId, usize>,
}

impl AncestorPath {
    /// Keeps the outermost `depth` ops.
    fn truncate(&mut self, depth: usize) {
        while self.chain.len() > depth {
            if let Some((r, _, _)) = self.chain.pop() {
                self.at.remove(&r);
            }
        }
    }

    /// Appends `op`, nested in the last op of the chain.
    fn push(&mut self, ir: &Ir, op: OpId) {
        let Some(b) = ir.op(op).parent else { return };
        let Some(r) = ir.block(b).parent else { return };
        self.at.insert(r, self.chain.len());
        self.chain.push((r, b, op));
    }

    /// The block of `region` and the op in it on the chain, if any.
    fn get(&self, region: RegionId) -> Option<(BlockId, OpId)> {
        let &(_, b, op) = self.chain.get(*self.at.get(&region)?)?;
        Some((b, op))
    }
}

/// Lazily built dominator trees for the regions of one IR.
pub struct DominanceInfo {
    trees: RefCell<HashMap<RegionId, DomTree>>,
}

impl DominanceInfo {
    /// Empty dominance info; trees are built on first query.
    pub fn new(_ir: &Ir) -> DominanceInfo {
        DominanceInfo { trees: RefCell::new(HashMap::new()) }
    }

    fn with_tree<T>(&self, ir: &Ir, r: RegionId, f: impl FnOnce(&DomTree) -> T) -> T {
        let mut trees = self.trees.borrow_mut();
        let t = trees.entry(r).or_insert_with(|| DomTree::new(ir, r));
        f(t)
    }

    /// Whether a region has SSA dominance: not for graph regions, nor for
    /// a single-block region that may be one (any unregistered op's), as
    /// upstream's `mayBeGraphRegion`.
    pub fn has_ssa_dominance(ir: &Ir, region: RegionId) -> bool {
        let Some(op) = ir.region(region).parent else { return true };
        match ir.ctx().op_def(ir.op(op).name) {
            Some(d) => !d.traits().contains(OpTraits::GRAPH_REGION),
            None => {
                let r = ir.region(region);
                !(r.first_block.is_some() && r.first_block == r.last_block)
            }
        }
    }

    /// Whether `block` is reachable from its region's entry.
    pub fn is_reachable(&self, ir: &Ir, block: BlockId) -> bool {
        match ir.block(block).parent {
            None => true,
            Some(r) => self.with_tree(ir, r, |t| t.reachable(block)),
        }
    }

    fn ancestor_block_in(ir: &Ir, region: RegionId, mut b: BlockId) -> Option<BlockId> {
        loop {
            let r = ir.block(b).parent?;
            if r == region {
                return Some(b);
            }
            let op = ir.region(r).parent?;
            b = ir.op(op).parent?;
        }
    }

    fn ancestor_op_in(ir: &Ir, region: RegionId, mut op: OpId) -> Option<OpId> {
        loop {
            let b = ir.op(op).parent?;
            let r = ir.block(b).parent?;
            if r == region {
                return Some(op);
            }
            op = ir.region(r).parent?;
        }
    }

    /// Whether block `a` properly dominates block `b`.
    pub fn properly_dominates_block(&self, ir: &Ir, a: BlockId, mut b: BlockId) -> bool {
        let Some(ra) = ir.block(a).parent else { return false };
        if a == b {
            return !Self::has_ssa_dominance(ir, ra);
        }
        if Some(ra) != ir.block(b).parent {
            match Self::ancestor_block_in(ir, ra, b) {
                None => return false,
                Some(x) => b = x,
            }
            if a == b {
                return true;
            }
        }
        self.with_tree(ir, ra, |t| t.properly_dominates(a, b))
    }

    /// Whether op `a` properly dominates op `b`.
    pub fn properly_dominates_op(&self, ir: &Ir, a: OpId, mut b: OpId, enclosing_ok: bool) -> bool {
        let (Some(ab), Some(_)) = (ir.op(a).parent, ir.op(b).parent) else { return false };
        let Some(ra) = ir.block(ab).parent else { return false };
        if a == b {
            return !Self::has_ssa_dominance(ir, ra);
        }
        let mut bb = ir.op(b).parent.expect("checked above");
        if ir.block(bb).parent != Some(ra) {
            match Self::ancestor_op_in(ir, ra, b) {
                None => return false,
                Some(x) => b = x,
            }
            bb = ir.op(b).parent.expect("ancestor is in a block");
            if a == b && enclosing_ok {
                return true;
            }
        }
        if ab == bb {
            if !Self::has_ssa_dominance(ir, ra) {
                return true;
            }
            return ir.is_before_in_block(a, b).unwrap_or(false);
        }
        self.with_tree(ir, ra, |t| t.properly_dominates(ab, bb))
    }

    /// Whether `v` properly dominates `user`.
    pub fn properly_dominates_value(&self, ir: &Ir, v: Value, user: OpId) -> bool {
        self.dominates_use(ir, v, user, |region| {
            let op = Self::ancestor_op_in(ir, region, user)?;
            Some((ir.op(op).parent?, op))
        })
    }

    /// [`DominanceInfo::properly_dominates_value`] with the ancestors of
    /// `user` given by `ancestor`: for a region, the block of it and the
    /// op in that block holding `user` (`user` itself in its own region),
    /// `None` when `user` is not inside the region.
    fn dominates_use(
        &self,
        ir: &Ir,
        v: Value,
        user: OpId,
        ancestor: impl Fn(RegionId) -> Option<(BlockId, OpId)>,
    ) -> bool {
        let Some(ub) = ir.op(user).parent else { return false };
        match v {
            Value::BlockArg { block, .. } => {
                if block == ub {
                    return true;
                }
                let Some(ra) = ir.block(block).parent else { return false };
                let Some((b, _)) = ancestor(ra) else { return false };
                block == b || self.with_tree(ir, ra, |t| t.properly_dominates(block, b))
            }
            Value::OpResult { op: def, .. } => {
                let Some(ab) = ir.op(def).parent else { return false };
                let Some(ra) = ir.block(ab).parent else { return false };
                if def == user {
                    return !Self::has_ssa_dominance(ir, ra);
                }
                let Some((bb, b)) = ancestor(ra) else { return false };
                if ab == bb {
                    return !Self::has_ssa_dominance(ir, ra) || ir.is_before_in_block(def, b).unwrap_or(false);
                }
                self.with_tree(ir, ra, |t| t.properly_dominates(ab, bb))
            }
        }
    }

    /// Checks operand dominance in every region nested in `op`, not
    /// entering isolated-from-above ops (they are checked on their own).
    ///
    /// The ops are visited depth first, keeping the chain of ops from `op`
    /// down to the current one: the ancestor of a use in the region of its
    /// value's definition is then looked up, not searched for by walking
    /// up (which costs the nesting depth per use: quadratic in it).
    pub(crate) fn verify_contained_regions(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let mut path = AncestorPath::default();
        // (op, its depth below `op`): its regions are checked when popped.
        let mut stack = vec![(op, 0usize)];
        while let Some((cur, depth)) = stack.pop() {
            path.truncate(depth.saturating_sub(1));
            if depth > 0 {
                path.push(ir, cur);
            }
            for &r in ir.op(cur).regions.iter() {
                let entry = ir.region(r).first_block;
                for b in ir.region_blocks(r).into_iter().flatten() {
                    // The entry block is reachable without building the
                    // region's dominator tree (single-block regions never
                    // need one).
                    let reachable = Some(b) == entry || self.is_reachable(ir, b);
                    for o in ir.block_ops(b).into_iter().flatten() {
                        if reachable {
                            let ancestor = |region: RegionId| {
                                if region == r {
                                    return Some((b, o));
                                }
                                path.get(region).or_else(|| {
                                    // Defined outside `op` (or nowhere
                                    // above): rare, searched.
                                    let a = Self::ancestor_op_in(ir, region, o)?;
                                    Some((ir.op(a).parent?, a))
                                })
                            };
                            for (i, operand) in ir.op(o).operands.iter().enumerate() {
                                if !self.dominates_use(ir, operand.value, o, ancestor) {
                                    return Err(self.diagnose(ir, o, i));
                                }
                            }
                        }
                        if !ir.op(o).regions.is_empty()
                            && !ir
                                .ctx()
                                .op_def(ir.op(o).name)
                                .is_some_and(|d| d.traits().contains(OpTraits::ISOLATED_FROM_ABOVE))
                        {
                            stack.push((o, depth + 1));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn diagnose(&self, ir: &Ir, op: OpId, index: usize) -> Diagnostic {
        let d = op_error(ir, op, format!("operand #{index} does not dominate this use"));
        let v = ir.op(op).operands[index].value;
        let b1 = ir.op(op).parent.expect("checked ops are in blocks");
        let r1 = ir.block(b1).parent;
        let is_anc = |a: Option<RegionId>, b: Option<RegionId>| match (a, b) {
            (Some(a), Some(b)) => a != b && super::structure::region_is_ancestor(ir, a, b),
            _ => false,
        };
        match v {
            Value::OpResult { op: def, .. } => {
                let b2 = ir.op(def).parent;
                let r2 = b2.and_then(|b| ir.block(b).parent);
                let what = if b2 == Some(b1) {
                    " (op in the same block)"
                } else if r1 == r2 {
                    " (op in the same region)"
                } else if is_anc(r2, r1) {
                    " (op in a parent region)"
                } else if is_anc(r1, r2) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                d.with_note(ir.op(def).loc, format!("operand defined here{what}"))
            }
            Value::BlockArg { block, .. } => {
                let r2 = ir.block(block).parent;
                let loc = ir
                    .block_parent_op(block)
                    .ok()
                    .flatten()
                    .map(|o| ir.op(o).loc)
                    .unwrap_or_else(|| ir.ctx().unknown_loc());
                let Some(r2v) = r2 else {
                    return d.with_note(loc, " (block without parent)");
                };
                let index = ir.region_blocks(r2v).map(|i| i.take_while(|x| *x != block).count()).unwrap_or(0);
                let where_ = if r1 == r2 {
                    " in the same region)"
                } else if is_anc(r2, r1) {
                    " in a parent region)"
                } else if is_anc(r1, r2) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                d.with_note(loc, format!("operand defined as a block argument (block #{index}{where_}"))
            }
        }
    }
}
