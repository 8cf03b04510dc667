//! Read access to operations, blocks, regions and values.

use super::{BlockId, BlockOperand, Ir, IrError, IrResult, OpId, OpOperand, RegionId, Value};
use crate::attributes::{Attribute, Location, NamedAttribute};
use crate::context::OperationName;
use crate::ident::Identifier;
use crate::types::Type;

fn range_check(what: &'static str, index: usize, size: usize) -> IrResult<()> {
    if index < size {
        Ok(())
    } else {
        Err(IrError::OutOfRange { what, index, size })
    }
}

impl Ir {
    /// Whether `op` names a live operation.
    pub fn op_is_live(&self, op: OpId) -> bool {
        self.ops.get(op.0).is_some()
    }

    /// Whether `block` names a live block.
    pub fn block_is_live(&self, block: BlockId) -> bool {
        self.blocks.get(block.0).is_some()
    }

    /// Whether `region` names a live region.
    pub fn region_is_live(&self, region: RegionId) -> bool {
        self.regions.get(region.0).is_some()
    }

    /// Whether `value` names a live value.
    pub fn value_is_live(&self, value: Value) -> bool {
        match value {
            Value::OpResult { op, index } => self.ops.get(op.0).is_some_and(|d| (index as usize) < d.results.len()),
            Value::BlockArg { block, index } => {
                self.blocks.get(block.0).is_some_and(|d| (index as usize) < d.args.len())
            }
        }
    }

    /// The operation's name.
    pub fn op_name(&self, op: OpId) -> IrResult<OperationName> {
        Ok(self.op_data(op)?.name)
    }

    /// Whether `op` is live, registered, and its definition has trait
    /// `t`: an unregistered op has no traits to rely on.
    pub fn op_has_trait(&self, op: OpId, t: crate::dialect::OpTraits) -> bool {
        self.op_data(op).ok().and_then(|d| self.ctx().op_def(d.name)).is_some_and(|def| def.traits().contains(t))
    }

    /// The operation's location.
    pub fn op_loc(&self, op: OpId) -> IrResult<Location> {
        Ok(self.op_data(op)?.loc)
    }

    /// Sets the operation's location.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) -> IrResult<()> {
        self.op_data_mut(op)?.loc = loc;
        Ok(())
    }

    /// The discardable attributes, as a dictionary attribute. This interns
    /// one; [`Self::op_attrs`] reads them without doing so.
    pub fn op_attr_dict(&self, op: OpId) -> IrResult<Attribute> {
        let entries = &self.op_data(op)?.attrs;
        Ok(if entries.is_empty() { self.ctx().empty_dict() } else { self.ctx().dict_attr(entries.to_vec()) })
    }

    /// The discardable attributes, sorted by name.
    pub fn op_attrs(&self, op: OpId) -> IrResult<&[NamedAttribute]> {
        Ok(&self.op_data(op)?.attrs)
    }

    /// The discardable attribute `name`.
    pub fn op_attr(&self, op: OpId, name: Identifier) -> IrResult<Option<Attribute>> {
        Ok(self.op_data(op)?.attrs.iter().find(|(n, _)| *n == name).map(|(_, a)| *a))
    }

    /// The attribute `name` of `op`, inherent (from its properties) or else
    /// discardable, as upstream's `getAttr`.
    pub fn op_attr_by_name(&self, op: OpId, name: &str) -> Option<Attribute> {
        // Compare names as text: interning `name` would take the context's
        // uniquer lock on every lookup, and these lists are small.
        let ctx = self.ctx();
        let find =
            |entries: &[NamedAttribute]| entries.iter().find(|(n, _)| ctx.ident_str(*n) == name).map(|(_, a)| *a);
        let d = self.op_data(op).ok()?;
        d.props.and_then(|p| find(ctx.dict_entries(p))).or_else(|| find(&d.attrs))
    }

    /// Replaces the discardable attributes with the entries of `dict` (a
    /// dictionary attribute; anything else clears them).
    pub fn set_op_attr_dict(&mut self, op: OpId, dict: Attribute) -> IrResult<()> {
        self.touch_symbol(op);
        let entries = self.ctx().dict_entries(dict).into();
        self.op_data_mut(op)?.attrs = entries;
        Ok(())
    }

    /// Sets (or, with `None`, removes) the discardable attribute `name`.
    /// Returns whether an attribute was removed or replaced.
    pub fn set_op_attr(&mut self, op: OpId, name: Identifier, value: Option<Attribute>) -> IrResult<bool> {
        self.touch_symbol(op);
        let ctx = &self.ctx;
        let attrs = &mut self.ops.get_mut(op.0).ok_or(IrError::StaleOp)?.attrs;
        let key = ctx.ident_str(name);
        // Names are unique, so the search finds the entry itself or where
        // it belongs.
        let at = attrs.binary_search_by(|(n, _)| ctx.ident_str(*n).cmp(key));
        match (at, value) {
            (Ok(i), Some(v)) => attrs[i].1 = v,
            (Ok(i), None) => {
                attrs.remove(i);
            }
            (Err(i), Some(v)) => attrs.insert(i, (name, v)),
            (Err(_), None) => {}
        }
        Ok(at.is_ok())
    }

    /// The properties attribute (inherent attributes of a registered op).
    pub fn op_props(&self, op: OpId) -> IrResult<Option<Attribute>> {
        Ok(self.op_data(op)?.props)
    }

    /// Replaces the properties attribute.
    pub fn set_op_props(&mut self, op: OpId, props: Option<Attribute>) -> IrResult<()> {
        self.touch_symbol(op);
        self.op_data_mut(op)?.props = props;
        Ok(())
    }

    /// The inherent attribute `name` (held in the properties dictionary).
    pub fn op_inherent_attr(&self, op: OpId, name: Identifier) -> IrResult<Option<Attribute>> {
        Ok(self.op_data(op)?.props.and_then(|p| self.ctx().dict_get(p, name)))
    }

    /// Sets (or removes) the inherent attribute `name`.
    pub fn set_op_inherent_attr(&mut self, op: OpId, name: Identifier, value: Option<Attribute>) -> IrResult<()> {
        self.touch_symbol(op);
        let ctx = self.ctx().clone();
        let props = self.op_data(op)?.props.unwrap_or_else(|| ctx.empty_dict());
        let (new, _) = ctx.dict_with(props, name, value);
        let data = self.op_data_mut(op)?;
        data.props = if ctx.dict_entries(new).is_empty() { None } else { Some(new) };
        Ok(())
    }

    /// Number of operands.
    pub fn num_operands(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.operands.len())
    }

    /// Operand `index`.
    pub fn operand(&self, op: OpId, index: usize) -> IrResult<Value> {
        let d = self.op_data(op)?;
        range_check("operand", index, d.operands.len())?;
        Ok(d.operands[index].value)
    }

    /// All operands.
    pub fn operands(&self, op: OpId) -> IrResult<impl ExactSizeIterator<Item = Value> + '_> {
        Ok(self.op_data(op)?.operands.iter().map(|o| o.value))
    }

    /// Number of results.
    pub fn num_results(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.results.len())
    }

    /// Result `index`.
    pub fn result(&self, op: OpId, index: usize) -> IrResult<Value> {
        let d = self.op_data(op)?;
        range_check("result", index, d.results.len())?;
        Ok(Value::OpResult { op, index: index as u32 })
    }

    /// All results.
    pub fn results(&self, op: OpId) -> IrResult<impl ExactSizeIterator<Item = Value>> {
        let n = self.op_data(op)?.results.len() as u32;
        Ok((0..n).map(move |index| Value::OpResult { op, index }))
    }

    /// The regions of the operation.
    pub fn regions(&self, op: OpId) -> IrResult<&[RegionId]> {
        Ok(&self.op_data(op)?.regions)
    }

    /// Number of successors.
    pub fn num_successors(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.successors.len())
    }

    /// Successor `index`.
    pub fn successor(&self, op: OpId, index: usize) -> IrResult<BlockId> {
        let d = self.op_data(op)?;
        range_check("successor", index, d.successors.len())?;
        Ok(d.successors[index].block)
    }

    /// All successors.
    pub fn successors(&self, op: OpId) -> IrResult<impl ExactSizeIterator<Item = BlockId> + '_> {
        Ok(self.op_data(op)?.successors.iter().map(|s| s.block))
    }

    /// The block containing the operation, if attached.
    pub fn op_parent_block(&self, op: OpId) -> IrResult<Option<BlockId>> {
        Ok(self.op_data(op)?.parent)
    }

    /// The operation enclosing the operation, if any.
    pub fn op_parent_op(&self, op: OpId) -> IrResult<Option<OpId>> {
        match self.op_data(op)?.parent {
            None => Ok(None),
            Some(b) => self.block_parent_op(b),
        }
    }

    /// The next operation in the same block.
    pub fn op_next(&self, op: OpId) -> IrResult<Option<OpId>> {
        Ok(self.op_data(op)?.next)
    }

    /// The previous operation in the same block.
    pub fn op_prev(&self, op: OpId) -> IrResult<Option<OpId>> {
        Ok(self.op_data(op)?.prev)
    }

    /// The region containing the block, if attached.
    pub fn block_parent_region(&self, block: BlockId) -> IrResult<Option<RegionId>> {
        Ok(self.block_data(block)?.parent)
    }

    /// The operation owning the region containing the block.
    pub fn block_parent_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        match self.block_data(block)?.parent {
            None => Ok(None),
            Some(r) => Ok(self.region_data(r)?.parent),
        }
    }

    /// The operation owning the region.
    pub fn region_parent_op(&self, region: RegionId) -> IrResult<Option<OpId>> {
        Ok(self.region_data(region)?.parent)
    }

    /// The first operation of the block.
    pub fn block_first_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        Ok(self.block_data(block)?.first_op)
    }

    /// The last operation of the block.
    pub fn block_last_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        Ok(self.block_data(block)?.last_op)
    }

    /// The operations of the block, in order.
    pub fn block_ops(&self, block: BlockId) -> IrResult<OpIter<'_>> {
        Ok(OpIter { ir: self, next: self.block_data(block)?.first_op })
    }

    /// The next block in the same region.
    pub fn block_next(&self, block: BlockId) -> IrResult<Option<BlockId>> {
        Ok(self.block_data(block)?.next)
    }

    /// The previous block in the same region.
    pub fn block_prev(&self, block: BlockId) -> IrResult<Option<BlockId>> {
        Ok(self.block_data(block)?.prev)
    }

    /// Number of block arguments.
    pub fn num_block_args(&self, block: BlockId) -> IrResult<usize> {
        Ok(self.block_data(block)?.args.len())
    }

    /// Block argument `index`.
    pub fn block_arg(&self, block: BlockId, index: usize) -> IrResult<Value> {
        let d = self.block_data(block)?;
        range_check("argument", index, d.args.len())?;
        Ok(Value::BlockArg { block, index: index as u32 })
    }

    /// All block arguments.
    pub fn block_args(&self, block: BlockId) -> IrResult<impl ExactSizeIterator<Item = Value>> {
        let n = self.block_data(block)?.args.len() as u32;
        Ok((0..n).map(move |index| Value::BlockArg { block, index }))
    }

    /// The blocks that branch to `block`: one entry per successor use,
    /// most recently added first.
    pub fn block_predecessors(&self, block: BlockId) -> IrResult<Vec<BlockOperand>> {
        let mut out = Vec::new();
        let mut cur = self.block_data(block)?.first_pred;
        while let Some(u) = cur {
            out.push(u);
            cur = self.op(u.op).successors[u.index as usize].next;
        }
        Ok(out)
    }

    /// The first block of the region.
    pub fn region_first_block(&self, region: RegionId) -> IrResult<Option<BlockId>> {
        Ok(self.region_data(region)?.first_block)
    }

    /// The last block of the region.
    pub fn region_last_block(&self, region: RegionId) -> IrResult<Option<BlockId>> {
        Ok(self.region_data(region)?.last_block)
    }

    /// The blocks of the region, in order.
    pub fn region_blocks(&self, region: RegionId) -> IrResult<BlockIter<'_>> {
        Ok(BlockIter { ir: self, next: self.region_data(region)?.first_block })
    }

    /// The value's type.
    pub fn value_type(&self, value: Value) -> IrResult<Type> {
        match value {
            Value::OpResult { op, index } => {
                self.op_data(op)?.results.get(index as usize).map(|r| r.ty).ok_or(IrError::StaleValue)
            }
            Value::BlockArg { block, index } => {
                self.block_data(block)?.args.get(index as usize).map(|a| a.ty).ok_or(IrError::StaleValue)
            }
        }
    }

    /// Sets the value's type.
    pub fn set_value_type(&mut self, value: Value, ty: Type) -> IrResult<()> {
        match value {
            Value::OpResult { op, index } => {
                let r = self.op_data_mut(op)?.results.get_mut(index as usize);
                r.ok_or(IrError::StaleValue)?.ty = ty;
            }
            Value::BlockArg { block, index } => {
                let a = self.block_data_mut(block)?.args.get_mut(index as usize);
                a.ok_or(IrError::StaleValue)?.ty = ty;
            }
        }
        Ok(())
    }

    /// The location of a block argument.
    pub fn block_arg_loc(&self, block: BlockId, index: usize) -> IrResult<Location> {
        let d = self.block_data(block)?;
        range_check("argument", index, d.args.len())?;
        Ok(d.args[index].loc)
    }

    /// Sets the location of a block argument.
    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: Location) -> IrResult<()> {
        let d = self.block_data_mut(block)?;
        range_check("argument", index, d.args.len())?;
        d.args[index].loc = loc;
        Ok(())
    }

    /// The block in which the value is defined.
    pub fn value_parent_block(&self, value: Value) -> IrResult<Option<BlockId>> {
        match value {
            Value::OpResult { op, .. } => self.op_parent_block(op),
            Value::BlockArg { block, .. } => {
                self.block_data(block)?;
                Ok(Some(block))
            }
        }
    }

    /// The uses of the value, most recently added first.
    pub fn value_uses(&self, value: Value) -> IrResult<Vec<OpOperand>> {
        let mut out = Vec::new();
        let mut cur = self.first_use(value)?;
        while let Some(u) = cur {
            out.push(u);
            cur = self.op(u.op).operands[u.index as usize].next;
        }
        Ok(out)
    }

    /// The uses of the value, most recently added first, without
    /// collecting them (empty for a stale value).
    pub fn value_uses_iter(&self, value: Value) -> impl Iterator<Item = OpOperand> + '_ {
        let mut cur = self.first_use(value).ok().flatten();
        std::iter::from_fn(move || {
            let u = cur?;
            cur = self.op(u.op).operands[u.index as usize].next;
            Some(u)
        })
    }

    /// The most recently added use of the value, head of its use list.
    pub fn value_first_use(&self, value: Value) -> IrResult<Option<OpOperand>> {
        self.first_use(value)
    }

    /// The use after `use_` in its value's use list (C API's
    /// `mlirOpOperandGetNextUse`).
    pub fn next_use(&self, use_: OpOperand) -> IrResult<Option<OpOperand>> {
        let d = self.op_data(use_.op)?;
        d.operands.get(use_.index as usize).map(|o| o.next).ok_or(IrError::OutOfRange {
            what: "operand",
            index: use_.index as usize,
            size: d.operands.len(),
        })
    }

    /// Whether the value has any use.
    pub fn value_has_uses(&self, value: Value) -> IrResult<bool> {
        Ok(self.first_use(value)?.is_some())
    }
}

/// Iterates the operations of a block.
pub struct OpIter<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.ir.op(cur).next;
        Some(cur)
    }
}

/// Iterates the blocks of a region.
pub struct BlockIter<'a> {
    ir: &'a Ir,
    next: Option<BlockId>,
}

impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let cur = self.next?;
        self.next = self.ir.block(cur).next;
        Some(cur)
    }
}
