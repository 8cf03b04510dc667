//! Walking nested operations, pre- or post-order, tolerating erasure of
//! the operation being visited.

use super::{Ir, OpId};

/// When an operation is visited relative to the operations nested in it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// Before its regions.
    PreOrder,
    /// After its regions.
    PostOrder,
}

/// What a walk callback asks for next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Keep walking.
    Advance,
    /// Do not descend into this operation's regions (pre-order only).
    Skip,
    /// Stop the walk.
    Interrupt,
}

impl Ir {
    /// Walks `op` and everything nested in it. The callback may erase or
    /// move the operation it is given; the walk continues with the sibling
    /// that followed it. Returns `Interrupt` if the callback stopped it.
    pub fn walk(&mut self, op: OpId, order: WalkOrder, f: &mut dyn FnMut(&mut Ir, OpId) -> WalkResult) -> WalkResult {
        crate::support::stack::guard(|| self.walk_inner(op, order, f))
    }

    fn walk_inner(&mut self, op: OpId, order: WalkOrder, f: &mut dyn FnMut(&mut Ir, OpId) -> WalkResult) -> WalkResult {
        if order == WalkOrder::PreOrder {
            match f(self, op) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Advance => {}
            }
        }
        let Ok(regions) = self.regions(op).map(|r| r.to_vec()) else {
            return WalkResult::Advance;
        };
        for region in regions {
            let mut block = self.region_first_block(region).ok().flatten();
            while let Some(b) = block {
                let mut cur = self.block_first_op(b).ok().flatten();
                while let Some(o) = cur {
                    let next = self.op(o).next;
                    if self.walk(o, order, f) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                    cur = match self.op_data(o) {
                        Ok(d) if d.parent == Some(b) => d.next,
                        _ => next.filter(|n| self.op_is_live(*n)),
                    };
                }
                block = self.block_next(b).ok().flatten();
            }
        }
        if order == WalkOrder::PostOrder && self.op_is_live(op) {
            if let WalkResult::Interrupt = f(self, op) {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    /// Every operation nested in `op` (and `op`), pre-order, read-only.
    pub fn collect_ops(&self, op: OpId) -> Vec<OpId> {
        self.subtree_ops(op).unwrap_or_default()
    }
}
