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
    /// Immediate dominator, by RPO index.
    idom: Vec<usize>,
}

impl DomTree {
    fn new(ir: &Ir, region: RegionId) -> DomTree {
        let Some(entry) = ir.region(region).first_block else {
            return DomTree { rpo: HashMap::new(), idom: Vec::new() };
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
        DomTree { rpo, idom }
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
        let mut cur = bi;
        while cur != 0 {
            cur = self.idom[cur];
            if cur == ai {
                return true;
            }
        }
        false
    }
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
        match v {
            Value::BlockArg { block, .. } => {
                let Some(ub) = ir.op(user).parent else { return false };
                block == ub || self.properly_dominates_block(ir, block, ub)
            }
            Value::OpResult { op, .. } => self.properly_dominates_op(ir, op, user, false),
        }
    }

    /// Checks operand dominance in every region nested in `op`, not
    /// entering isolated-from-above ops (they are checked on their own).
    pub(crate) fn verify_contained_regions(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let mut stack = vec![op];
        while let Some(cur) = stack.pop() {
            for &r in ir.op(cur).regions.iter() {
                let entry = ir.region(r).first_block;
                for b in ir.region_blocks(r).into_iter().flatten() {
                    // The entry block is reachable without building the
                    // region's dominator tree (single-block regions never
                    // need one).
                    let reachable = Some(b) == entry || self.is_reachable(ir, b);
                    for o in ir.block_ops(b).into_iter().flatten() {
                        if reachable {
                            for (i, operand) in ir.op(o).operands.iter().enumerate() {
                                if !self.properly_dominates_value(ir, operand.value, o) {
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
                            stack.push(o);
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
