//! Creating, inserting, moving and erasing blocks; block arguments.

use super::{ArgData, BlockData, BlockId, Ir, IrError, IrResult, OpOperand, RegionId, Value};
use crate::attributes::Location;
use crate::types::Type;

impl Ir {
    /// Creates a detached block with arguments of the given types and
    /// locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        BlockId(self.blocks.alloc(BlockData {
            args: args.iter().map(|&(ty, loc)| ArgData { ty, loc, first_use: None }).collect(),
            parent: None,
            prev: None,
            next: None,
            first_op: None,
            last_op: None,
            first_pred: None,
            order_valid: true,
        }))
    }

    /// Inserts the detached `block` into `region`, before `before` (or at
    /// the end).
    pub fn insert_block(&mut self, region: RegionId, block: BlockId, before: Option<BlockId>) -> IrResult<()> {
        if self.block_data(block)?.parent.is_some() {
            return Err(IrError::BlockAlreadyAttached);
        }
        self.region_data(region)?;
        if let Some(owner) = self.region(region).parent {
            // A block may not be put inside an op nested in itself.
            let mut cur = Some(owner);
            while let Some(o) = cur {
                if self.op(o).parent == Some(block) {
                    return Err(IrError::IntoItself);
                }
                cur = self.op_parent_op(o)?;
            }
        }
        let prev = match before {
            Some(b) => {
                if self.block_data(b)?.parent != Some(region) {
                    return Err(IrError::StaleBlock);
                }
                self.block(b).prev
            }
            None => self.region(region).last_block,
        };
        {
            let d = self.block_mut(block);
            d.parent = Some(region);
            d.prev = prev;
            d.next = before;
        }
        match prev {
            Some(p) => self.block_mut(p).next = Some(block),
            None => self.region_mut(region).first_block = Some(block),
        }
        match before {
            Some(n) => self.block_mut(n).prev = Some(block),
            None => self.region_mut(region).last_block = Some(block),
        }
        Ok(())
    }

    /// Appends the detached `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> IrResult<()> {
        self.insert_block(region, block, None)
    }

    /// Removes `block` from its region, leaving it detached.
    pub fn detach_block(&mut self, block: BlockId) -> IrResult<()> {
        let d = self.block_data(block)?;
        let (Some(region), prev, next) = (d.parent, d.prev, d.next) else {
            return Ok(());
        };
        match prev {
            Some(p) => self.block_mut(p).next = next,
            None => self.region_mut(region).first_block = next,
        }
        match next {
            Some(n) => self.block_mut(n).prev = prev,
            None => self.region_mut(region).last_block = prev,
        }
        let d = self.block_mut(block);
        d.parent = None;
        d.prev = None;
        d.next = None;
        Ok(())
    }

    /// Erases `blocks` together: they may use each other's values and
    /// branch to each other (unreachable code), but nothing outside the set
    /// may refer to them. Nothing changes on error.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) -> IrResult<()> {
        let mut ops = Vec::new();
        for &b in blocks {
            for op in self.block_ops(b)?.collect::<Vec<_>>() {
                ops.extend(self.subtree_ops(op)?);
            }
        }
        let inside: hashbrown::HashSet<_> = ops.iter().copied().collect();
        let used_outside =
            |ir: &Ir, v: Value| -> IrResult<bool> { Ok(ir.value_uses(v)?.iter().any(|u| !inside.contains(&u.op))) };
        for &b in blocks {
            for a in self.block_args(b)? {
                if used_outside(self, a)? {
                    return Err(IrError::HasUses("a block argument"));
                }
            }
            if self.block_predecessors(b)?.iter().any(|s| !inside.contains(&s.op)) {
                return Err(IrError::HasUses("the block"));
            }
        }
        for &o in &ops {
            for r in self.results(o)? {
                if used_outside(self, r)? {
                    return Err(IrError::HasUses("a result"));
                }
            }
        }
        for &b in blocks {
            self.detach_block(b)?;
        }
        self.destroy_ops(&ops);
        for &b in blocks {
            self.blocks.free(b.0);
        }
        Ok(())
    }

    /// Erases `block` and its operations. Fails, changing nothing, if the
    /// block or a value defined in it is used from outside it.
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        let mut ops = Vec::new();
        for op in self.block_ops(block)?.collect::<Vec<_>>() {
            ops.extend(self.subtree_ops(op)?);
        }
        let inside: hashbrown::HashSet<_> = ops.iter().copied().collect();
        let used_outside =
            |ir: &Ir, v: Value| -> IrResult<bool> { Ok(ir.value_uses(v)?.iter().any(|u| !inside.contains(&u.op))) };
        for a in self.block_args(block)? {
            if used_outside(self, a)? {
                return Err(IrError::HasUses("a block argument"));
            }
        }
        for &o in &ops {
            for r in self.results(o)? {
                if used_outside(self, r)? {
                    return Err(IrError::HasUses("a result"));
                }
            }
        }
        if self.block_predecessors(block)?.iter().any(|s| !inside.contains(&s.op)) {
            return Err(IrError::HasUses("the block"));
        }
        self.detach_block(block)?;
        self.destroy_ops(&ops);
        self.blocks.free(block.0);
        Ok(())
    }

    /// Appends an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> IrResult<Value> {
        let d = self.block_data_mut(block)?;
        d.args.push(ArgData { ty, loc, first_use: None });
        Ok(Value::BlockArg { block, index: (d.args.len() - 1) as u32 })
    }

    /// Inserts an argument at `index`, renumbering later arguments (their
    /// uses follow).
    pub fn insert_block_arg(&mut self, block: BlockId, index: usize, ty: Type, loc: Location) -> IrResult<Value> {
        let n = self.num_block_args(block)?;
        if index > n {
            return Err(IrError::OutOfRange { what: "argument", index, size: n });
        }
        self.block_mut(block).args.insert(index, ArgData { ty, loc, first_use: None });
        for i in (index + 1)..=n {
            self.retarget_arg_uses(block, i);
        }
        Ok(Value::BlockArg { block, index: index as u32 })
    }

    /// Erases argument `index`, which must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> IrResult<()> {
        let n = self.num_block_args(block)?;
        if index >= n {
            return Err(IrError::OutOfRange { what: "argument", index, size: n });
        }
        if self.block(block).args[index].first_use.is_some() {
            return Err(IrError::HasUses("the block argument"));
        }
        self.block_mut(block).args.remove(index);
        for i in index..n - 1 {
            self.retarget_arg_uses(block, i);
        }
        Ok(())
    }

    /// After argument `i` moved, point its uses' `value` at the new index.
    fn retarget_arg_uses(&mut self, block: BlockId, i: usize) {
        let mut cur: Option<OpOperand> = self.block(block).args[i].first_use;
        while let Some(u) = cur {
            let slot = &mut self.op_mut(u.op).operands[u.index as usize];
            slot.value = Value::BlockArg { block, index: i as u32 };
            cur = slot.next;
        }
    }

    /// Erases the detached `region` with its blocks and their operations.
    /// Fails, changing nothing, if the region is attached to an operation
    /// or something in it is used from outside.
    pub fn erase_region(&mut self, region: RegionId) -> IrResult<()> {
        if self.region_data(region)?.parent.is_some() {
            return Err(IrError::BlockAlreadyAttached);
        }
        let blocks: Vec<BlockId> = self.region_blocks(region)?.collect();
        let mut ops = Vec::new();
        for &b in &blocks {
            for op in self.block_ops(b)?.collect::<Vec<_>>() {
                ops.extend(self.subtree_ops(op)?);
            }
        }
        let inside_ops: hashbrown::HashSet<_> = ops.iter().copied().collect();
        for &b in &blocks {
            for a in self.block_args(b)? {
                if self.value_uses(a)?.iter().any(|u| !inside_ops.contains(&u.op)) {
                    return Err(IrError::HasUses("a block argument"));
                }
            }
            if self.block_predecessors(b)?.iter().any(|s| !inside_ops.contains(&s.op)) {
                return Err(IrError::HasUses("a block"));
            }
        }
        for &o in &ops {
            for r in self.results(o)? {
                if self.value_uses(r)?.iter().any(|u| !inside_ops.contains(&u.op)) {
                    return Err(IrError::HasUses("a result"));
                }
            }
        }
        self.destroy_ops(&ops);
        for b in blocks {
            self.blocks.free(b.0);
        }
        self.regions.free(region.0);
        Ok(())
    }
}
