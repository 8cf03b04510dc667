//! Operation order within a block: sparse sequence numbers make "is A
//! before B" O(1); inserts fill gaps and invalidate the block's numbering
//! only when no gap is left.

use super::{BlockId, Ir, IrError, IrResult, OpId};

/// Gap left between consecutive numbers so most inserts need no renumbering.
const STRIDE: u32 = 16;

impl Ir {
    /// Keeps the numbering of `block` valid after `op` was linked between
    /// `prev` and `next`, or marks it invalid.
    pub(crate) fn note_inserted(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        if !self.block(block).order_valid {
            return;
        }
        let lo = prev.map(|p| self.op(p).order);
        let hi = next.map(|n| self.op(n).order);
        let order = match (lo, hi) {
            (None, None) => Some(STRIDE),
            (Some(l), None) => l.checked_add(STRIDE),
            (None, Some(h)) => (h > 1).then_some(h / 2),
            (Some(l), Some(h)) => (h - l > 1).then_some(l + (h - l) / 2),
        };
        match order {
            Some(o) => self.op_mut(op).order = o,
            None => self.block_mut(block).order_valid = false,
        }
    }

    /// Renumbers `block` if its numbering is invalid.
    pub fn renumber_block(&mut self, block: BlockId) -> IrResult<()> {
        if self.block_data(block)?.order_valid {
            return Ok(());
        }
        let mut cur = self.block(block).first_op;
        let mut n = 0u32;
        while let Some(op) = cur {
            n += STRIDE;
            let d = self.op_mut(op);
            d.order = n;
            cur = d.next;
        }
        self.block_mut(block).order_valid = true;
        Ok(())
    }

    /// Whether `a` comes strictly before `b`; both must be in one block.
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> IrResult<bool> {
        let (da, db) = (self.op_data(a)?, self.op_data(b)?);
        let block = da.parent.ok_or(IrError::Detached)?;
        if db.parent != Some(block) {
            return Err(IrError::Detached);
        }
        if self.block(block).order_valid {
            return Ok(da.order < db.order);
        }
        let mut cur = da.next;
        while let Some(o) = cur {
            if o == b {
                return Ok(true);
            }
            cur = self.op(o).next;
        }
        Ok(false)
    }
}
