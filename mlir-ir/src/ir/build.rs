//! Creating, inserting, moving and erasing operations.

use super::{
    BlockId, BlockOperand, Ir, IrError, IrResult, OpData, OpId, OpOperand, Operand, RegionData, RegionId, ResultData,
    Successor, Value,
};
use crate::attributes::{Attribute, Location, NamedAttribute};
use crate::context::OperationName;
use crate::types::Type;

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation's name.
    pub name: OperationName,
    /// Where it comes from.
    pub loc: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Attributes; for a registered op, those naming inherent attributes
    /// are moved into its properties.
    pub attributes: Vec<NamedAttribute>,
    /// Properties (`<{...}>`).
    pub properties: Option<Attribute>,
    /// Detached regions to adopt.
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// A state with only a name and location.
    pub fn new(name: OperationName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: Vec::new(),
            properties: None,
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }

    /// Makes this state one for a new op `name` at `loc`, keeping the
    /// capacity of its lists (see [`Ir::create_op_from`]).
    pub fn reset(&mut self, name: OperationName, loc: Location) {
        self.name = name;
        self.loc = loc;
        self.properties = None;
        self.clear_lists();
    }

    fn clear_lists(&mut self) {
        self.operands.clear();
        self.result_types.clear();
        self.attributes.clear();
        self.regions.clear();
        self.successors.clear();
    }
}

/// Where to insert an operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    BlockEnd(BlockId),
    /// At the start of a block.
    BlockStart(BlockId),
    /// Right before an operation.
    Before(OpId),
    /// Right after an operation.
    After(OpId),
}

impl Ir {
    /// Creates a detached operation from `state`.
    pub fn create_op(&mut self, mut state: OperationState) -> IrResult<OpId> {
        self.create_op_from(&mut state)
    }

    /// [`Self::create_op`] reading `state` in place. On success the state's
    /// lists are left empty with their capacity, so a caller creating many
    /// ops can [`OperationState::reset`] one state and fill it again without
    /// allocating; on error the state is as it was.
    pub fn create_op_from(&mut self, state: &mut OperationState) -> IrResult<OpId> {
        for v in &state.operands {
            if !self.value_is_live(*v) {
                return Err(IrError::StaleValue);
            }
        }
        for r in &state.regions {
            if self.region_data(*r)?.parent.is_some() {
                return Err(IrError::BlockAlreadyAttached);
            }
        }
        for b in &state.successors {
            self.block_data(*b)?;
        }
        let ctx = &self.ctx;
        let (attrs, props) = if state.attributes.is_empty() && state.properties.is_none() {
            ctx.bare_op_attrs(state.name)
        } else {
            ctx.populate_default_attrs(state.name, &mut state.attributes, state.properties);
            ctx.split_inherent_attrs(state.name, &mut state.attributes, state.properties)
        };
        let data = OpData {
            name: state.name,
            loc: state.loc,
            attrs,
            props,
            operands: state.operands.iter().map(|&value| Operand { value, prev: None, next: None }).collect(),
            results: state.result_types.iter().map(|&ty| ResultData { ty, first_use: None }).collect(),
            regions: state.regions.iter().copied().collect(),
            successors: state.successors.iter().map(|&block| Successor { block, prev: None, next: None }).collect(),
            parent: None,
            prev: None,
            next: None,
            order: 0,
        };
        let op = OpId(self.ops.alloc(data));
        for i in 0..state.operands.len() {
            self.link_use(OpOperand { op, index: i as u32 });
        }
        for i in 0..state.successors.len() {
            self.link_succ(BlockOperand { op, index: i as u32 });
        }
        for &r in &state.regions {
            self.region_mut(r).parent = Some(op);
        }
        state.clear_lists();
        Ok(op)
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        RegionId(self.regions.alloc(RegionData { parent: None, first_block: None, last_block: None }))
    }

    /// Whether `ancestor` is `op` or encloses it.
    pub fn op_is_ancestor(&self, ancestor: OpId, mut op: OpId) -> IrResult<bool> {
        loop {
            if op == ancestor {
                return Ok(true);
            }
            match self.op_parent_op(op)? {
                Some(p) => op = p,
                None => return Ok(false),
            }
        }
    }

    /// Inserts the detached operation `op` at `at`.
    pub fn insert_op(&mut self, op: OpId, at: InsertPoint) -> IrResult<()> {
        if self.op_data(op)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        self.touch_symbol(op);
        let (block, prev, next) = match at {
            InsertPoint::BlockEnd(b) => (b, self.block_data(b)?.last_op, None),
            InsertPoint::BlockStart(b) => (b, None, self.block_data(b)?.first_op),
            InsertPoint::Before(o) => {
                let d = self.op_data(o)?;
                (d.parent.ok_or(IrError::Detached)?, d.prev, Some(o))
            }
            InsertPoint::After(o) => {
                let d = self.op_data(o)?;
                (d.parent.ok_or(IrError::Detached)?, Some(o), d.next)
            }
        };
        // Only an op with regions can enclose the destination.
        if !self.op(op).regions.is_empty() {
            if let Some(owner) = self.block_parent_op(block)? {
                if self.op_is_ancestor(op, owner)? {
                    return Err(IrError::IntoItself);
                }
            }
        }
        self.link_op(op, block, prev, next);
        Ok(())
    }

    /// Links `op` into `block` between `prev` and `next` (adjacent).
    pub(crate) fn link_op(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        {
            let d = self.op_mut(op);
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op),
            None => self.block_mut(block).first_op = Some(op),
        }
        match next {
            Some(n) => self.op_mut(n).prev = Some(op),
            None => self.block_mut(block).last_op = Some(op),
        }
        self.note_inserted(op, block, prev, next);
    }

    /// Removes `op` from its block, leaving it detached.
    pub fn detach_op(&mut self, op: OpId) -> IrResult<()> {
        self.touch_symbol(op);
        let d = self.op_data(op)?;
        let (Some(block), prev, next) = (d.parent, d.prev, d.next) else {
            return Ok(());
        };
        match prev {
            Some(p) => self.op_mut(p).next = next,
            None => self.block_mut(block).first_op = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev,
            None => self.block_mut(block).last_op = prev,
        }
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
        Ok(())
    }

    /// Moves `op` (attached or not) to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) -> IrResult<()> {
        match at {
            InsertPoint::Before(o) | InsertPoint::After(o) if o == op => return Ok(()),
            _ => {}
        }
        // Validate the destination before detaching so that a failed move
        // leaves the IR as it was.
        let block = match at {
            InsertPoint::BlockEnd(b) | InsertPoint::BlockStart(b) => b,
            InsertPoint::Before(o) | InsertPoint::After(o) => self.op_data(o)?.parent.ok_or(IrError::Detached)?,
        };
        if let Some(owner) = self.block_parent_op(block)? {
            if self.op_is_ancestor(op, owner)? {
                return Err(IrError::IntoItself);
            }
        }
        self.detach_op(op)?;
        self.insert_op(op, at)
    }

    /// Every operation in the subtree of `op`, `op` first, pre-order.
    pub fn subtree_ops(&self, op: OpId) -> IrResult<Vec<OpId>> {
        self.op_data(op)?;
        let mut out = vec![op];
        let mut i = 0;
        while i < out.len() {
            let cur = out[i];
            for &r in self.op(cur).regions.iter() {
                let mut b = self.region(r).first_block;
                while let Some(block) = b {
                    let mut o = self.block(block).first_op;
                    while let Some(x) = o {
                        out.push(x);
                        o = self.op(x).next;
                    }
                    b = self.block(block).next;
                }
            }
            i += 1;
        }
        Ok(out)
    }

    /// The ops of `op`'s subtree in the order upstream's rewriter erases
    /// them one by one (users before definitions): regions last to first,
    /// blocks in post-order of the control flow (successors first, and
    /// again from the first block left until none is), ops in a block last
    /// to first, each op after everything nested in it; `op` last.
    pub fn erase_order(&self, op: OpId) -> IrResult<Vec<OpId>> {
        self.op_data(op)?;
        let mut out = Vec::new();
        self.push_erase_order(op, &mut out);
        Ok(out)
    }

    fn push_erase_order(&self, op: OpId, out: &mut Vec<OpId>) {
        for &r in self.op(op).regions.iter().rev() {
            let all: Vec<BlockId> = self.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
            let mut done: hashbrown::HashSet<BlockId> = hashbrown::HashSet::new();
            while let Some(&start) = all.iter().find(|b| !done.contains(*b)) {
                // Iterative post-order DFS over successors.
                let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
                done.insert(start);
                while let Some((b, i)) = stack.pop() {
                    let succs: Vec<BlockId> = self
                        .block(b)
                        .last_op
                        .map(|t| self.op(t).successors.iter().map(|s| s.block).collect())
                        .unwrap_or_default();
                    if let Some(&next) = succs.get(i) {
                        stack.push((b, i + 1));
                        if done.insert(next) {
                            stack.push((next, 0));
                        }
                        continue;
                    }
                    let mut o = self.block(b).last_op;
                    while let Some(x) = o {
                        self.push_erase_order(x, out);
                        o = self.op(x).prev;
                    }
                }
            }
        }
        out.push(op);
    }

    /// Erases `op` and everything nested in it.
    ///
    /// Fails, changing nothing, if a value defined in the subtree (or a
    /// block in it) is still used from outside it.
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        let subtree = self.subtree_ops(op)?;
        let inside: hashbrown::HashSet<OpId> = subtree.iter().copied().collect();
        for &o in &subtree {
            for r in 0..self.op(o).results.len() {
                let v = Value::OpResult { op: o, index: r as u32 };
                if self.value_uses(v)?.iter().any(|u| !inside.contains(&u.op)) {
                    return Err(IrError::HasUses("a result"));
                }
            }
            for &region in self.op(o).regions.iter() {
                for block in self.region_blocks(region)?.collect::<Vec<_>>() {
                    for a in self.block_args(block)? {
                        if self.value_uses(a)?.iter().any(|u| !inside.contains(&u.op)) {
                            return Err(IrError::HasUses("a block argument"));
                        }
                    }
                    if self.block_predecessors(block)?.iter().any(|s| !inside.contains(&s.op)) {
                        return Err(IrError::HasUses("a block"));
                    }
                }
            }
        }
        self.detach_op(op)?;
        self.destroy_ops(&subtree);
        Ok(())
    }

    /// Frees `ops` (a set closed under nesting) and their regions and
    /// blocks, after dropping every use they make.
    pub(crate) fn destroy_ops(&mut self, ops: &[OpId]) {
        for &o in ops {
            for i in 0..self.op(o).operands.len() {
                self.unlink_use(OpOperand { op: o, index: i as u32 });
            }
            for i in 0..self.op(o).successors.len() {
                self.unlink_succ(BlockOperand { op: o, index: i as u32 });
            }
        }
        for &o in ops {
            let data = self.ops.free(o.0).expect("subtree ops are live");
            for &r in data.regions.iter() {
                let mut b = self.region(r).first_block;
                while let Some(block) = b {
                    b = self.block(block).next;
                    self.blocks.free(block.0);
                }
                self.regions.free(r.0);
            }
        }
    }
}
