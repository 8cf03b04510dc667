//! [`ConversionPatternRewriter`]: the IR as a conversion pattern changes
//! it. Every change is journaled (see [`super::journal`]) so it can be
//! rolled back; replacing and erasing ops only record the replacement in
//! the value mapping, and the ops stay until the conversion commits, as in
//! upstream's dialect conversion.

use super::journal::{BlockPlace, Change};
use super::type_converter::{SignatureConversion, TypeConverter};
use hashbrown::{HashMap, HashSet};
use mlir_ir::ir::InsertPoint;
use mlir_ir::{BlockId, Context, Ir, Location, OpId, OperationState, RegionId, Type, Value};

/// What a conversion has done so far: the value mapping, the ops to erase,
/// the converted blocks and the journal to undo it all.
#[derive(Default)]
pub(crate) struct ConversionState {
    /// Original value → its replacement values.
    pub mapping: HashMap<Value, Vec<Value>>,
    /// Ops replaced or erased, in order.
    pub replaced: Vec<OpId>,
    pub replaced_set: HashSet<OpId>,
    /// Materializations already built: (inputs, type) → value.
    pub cache: HashMap<(Vec<Value>, Type), Value>,
    /// Blocks whose arguments a signature conversion replaced, in order.
    pub converted_blocks: Vec<BlockId>,
    /// The casts the framework built to bridge types.
    pub materializations: HashSet<OpId>,
    pub journal: Vec<Change>,
}

/// The rewriter a [`super::ConversionPattern`] changes the IR through.
pub struct ConversionPatternRewriter<'a> {
    ir: &'a mut Ir,
    pub(crate) state: &'a mut ConversionState,
    converter: Option<&'a TypeConverter>,
    insertion: Option<InsertPoint>,
}

/// Where a value is defined: right after its op, or at the start of its
/// block for a block argument.
fn after_definition(ir: &Ir, v: Value) -> Option<InsertPoint> {
    match v {
        Value::OpResult { op, .. } => Some(InsertPoint::After(op)),
        _ => ir.value_parent_block(v).ok()?.map(InsertPoint::BlockStart),
    }
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(crate) fn new(
        ir: &'a mut Ir,
        state: &'a mut ConversionState,
        converter: Option<&'a TypeConverter>,
    ) -> ConversionPatternRewriter<'a> {
        ConversionPatternRewriter { ir, state, converter, insertion: None }
    }

    /// The IR, to read.
    #[inline]
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The context.
    pub fn ctx(&self) -> Context {
        self.ir.ctx().clone()
    }

    /// The conversion's type converter, if it has one.
    pub fn type_converter(&self) -> Option<&'a TypeConverter> {
        self.converter
    }

    /// Converts `ty` with the type converter (`ty` itself without one).
    pub fn convert_type(&self, ty: Type) -> Option<Type> {
        match self.converter {
            Some(c) => c.convert_type(self.ir.ctx(), ty),
            None => Some(ty),
        }
    }

    /// A new detached region, for an op about to be created (it is erased
    /// with that op on rollback).
    pub fn ir_create_region(&mut self) -> RegionId {
        self.ir.create_region()
    }

    /// Where [`Self::create`] inserts next.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.insertion = Some(at);
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion
    }

    /// Creates an op at the insertion point; later ops go after it.
    pub fn create(&mut self, state: OperationState) -> Option<OpId> {
        let at = self.insertion?;
        let op = self.ir.create_op(state).ok()?;
        if self.ir.insert_op(op, at).is_err() {
            let _ = self.ir.erase_op(op);
            return None;
        }
        self.state.journal.push(Change::CreatedOp(op));
        self.insertion = Some(InsertPoint::After(op));
        Some(op)
    }

    /// Creates an op and returns its first result.
    pub fn create_value(&mut self, state: OperationState) -> Option<Value> {
        let op = self.create(state)?;
        self.ir.result(op, 0).ok()
    }

    fn map(&mut self, from: Value, to: Vec<Value>) {
        self.state.mapping.insert(from, to);
        self.state.journal.push(Change::Mapped(from));
    }

    /// Replaces `op` by `values` (one per result): the uses of its results
    /// see them, and `op` is erased when the conversion commits.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> bool {
        let Ok(results) = self.ir.results(op) else { return false };
        let results: Vec<Value> = results.collect();
        if results.len() != values.len() || self.state.replaced_set.contains(&op) {
            return false;
        }
        for (r, v) in results.into_iter().zip(values) {
            self.map(r, vec![*v]);
        }
        self.state.replaced.push(op);
        self.state.replaced_set.insert(op);
        self.state.journal.push(Change::Replaced(op));
        true
    }

    /// Creates an op before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> Option<OpId> {
        self.insertion = Some(InsertPoint::Before(op));
        let new = self.create(state)?;
        let values: Vec<Value> = self.ir.results(new).ok()?.collect();
        self.replace_op(op, &values).then_some(new)
    }

    /// Erases `op` when the conversion commits; its results must have no
    /// uses left by then.
    pub fn erase_op(&mut self, op: OpId) -> bool {
        if self.state.replaced_set.contains(&op) || !self.ir.op_is_live(op) {
            return false;
        }
        self.state.replaced.push(op);
        self.state.replaced_set.insert(op);
        self.state.journal.push(Change::Replaced(op));
        true
    }

    /// Whether `op` was replaced or erased (or is nested in such an op).
    pub fn is_replaced(&self, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if self.state.replaced_set.contains(&o) {
                return true;
            }
            cur = self.ir.op_parent_op(o).ok().flatten();
        }
        false
    }

    /// Changes `op` in place through `f` (its operands, attributes or
    /// properties), recording the old ones to restore on rollback.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> Option<R> {
        let operands: Vec<Value> = self.ir.operands(op).ok()?.collect();
        let attrs = self.ir.op_attr_dict(op).ok()?;
        let props = self.ir.op_props(op).ok()?;
        self.state.journal.push(Change::Modified { op, operands, attrs, props });
        Some(f(self.ir))
    }

    fn place_of_block(&self, block: BlockId) -> BlockPlace {
        BlockPlace {
            region: self.ir.block_parent_region(block).ok().flatten(),
            before: self.ir.block_next(block).ok().flatten(),
        }
    }

    /// Moves `block` into `region` before `before` (or to its end).
    pub fn move_block(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) -> bool {
        let from = self.place_of_block(block);
        if self.ir.detach_block(block).is_err() {
            return false;
        }
        self.state.journal.push(Change::MovedBlock { block, from });
        self.ir.insert_block(region, block, before).is_ok()
    }

    /// Moves every block of `from` into `to` before `before` (or to its
    /// end), in order (upstream's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) -> bool {
        let Ok(blocks) = self.ir.region_blocks(from) else { return false };
        let blocks: Vec<BlockId> = blocks.collect();
        blocks.into_iter().all(|b| self.move_block(b, to, before))
    }

    /// A new block with arguments `args` in `region` before `before` (or
    /// at its end).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> Option<BlockId> {
        let b = self.ir.create_block(args);
        if self.ir.insert_block(region, b, before).is_err() {
            let _ = self.ir.erase_block(b);
            return None;
        }
        self.state.journal.push(Change::CreatedBlock(b));
        Some(b)
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Option<Value> {
        let v = self.ir.add_block_arg(block, ty, loc).ok()?;
        self.state.journal.push(Change::AddedBlockArg(block));
        Some(v)
    }

    /// Moves `op` to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) -> bool {
        let from = match self.ir.op_next(op) {
            Ok(Some(n)) => InsertPoint::Before(n),
            Ok(None) => match self.ir.op_parent_block(op) {
                Ok(Some(b)) => InsertPoint::BlockEnd(b),
                _ => return false,
            },
            Err(_) => return false,
        };
        if self.ir.move_op(op, at).is_err() {
            return false;
        }
        self.state.journal.push(Change::MovedOp { op, from });
        true
    }

    /// Splits `block` before `op`: `op` and what follows move to a new
    /// block right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: Option<OpId>) -> Option<BlockId> {
        let region = self.ir.block_parent_region(block).ok()??;
        let next = self.ir.block_next(block).ok()?;
        let new = self.create_block(region, next, &[])?;
        let mut cur = op;
        while let Some(o) = cur {
            cur = self.ir.op_next(o).ok()?;
            if !self.move_op(o, InsertPoint::BlockEnd(new)) {
                return None;
            }
        }
        Some(new)
    }

    /// Replaces the arguments of `block` as `conversion` says: a new block
    /// with the new arguments takes its place and its ops, and each old
    /// argument maps to its new ones. Returns the new block (`block` itself
    /// when nothing changes).
    pub fn apply_signature_conversion(&mut self, block: BlockId, conversion: &SignatureConversion) -> Option<BlockId> {
        let old_args: Vec<Value> = self.ir.block_args(block).ok()?.collect();
        let old_types: Vec<Type> = old_args.iter().map(|a| self.ir.value_type(*a)).collect::<Result<_, _>>().ok()?;
        if old_types == conversion.new_types && conversion.remapped.iter().enumerate().all(|(i, r)| *r == (i..i + 1)) {
            return Some(block);
        }
        let region = self.ir.block_parent_region(block).ok()??;
        // New arguments take the location of the original they replace.
        let mut locs = vec![self.ir.ctx().unknown_loc(); conversion.new_types.len()];
        for (i, r) in conversion.remapped.iter().enumerate() {
            let loc = self.ir.block_arg_loc(block, i).ok()?;
            for j in r.clone() {
                locs[j] = loc;
            }
        }
        let args: Vec<(Type, Location)> = conversion.new_types.iter().copied().zip(locs).collect();
        let new = self.create_block(region, Some(block), &args)?;
        let ops: Vec<OpId> = self.ir.block_ops(block).ok()?.collect();
        for o in ops {
            if !self.move_op(o, InsertPoint::BlockEnd(new)) {
                return None;
            }
        }
        self.ir.replace_all_block_uses_with(block, new).ok()?;
        self.state.journal.push(Change::BlockUsesReplaced { old: block, new });
        let from = self.place_of_block(block);
        self.ir.detach_block(block).ok()?;
        self.state.journal.push(Change::MovedBlock { block, from });
        let new_args: Vec<Value> = self.ir.block_args(new).ok()?.collect();
        for (i, r) in conversion.remapped.iter().enumerate() {
            self.map(old_args[i], new_args[r.clone()].to_vec());
        }
        self.state.converted_blocks.push(block);
        self.state.journal.push(Change::ConvertedBlock { old: block });
        Some(new)
    }

    /// Converts the argument types of every block of `region`: the entry
    /// block as `entry` says (or by the type converter), the others by the
    /// type converter. `None` when a type does not convert.
    pub fn convert_region_types(&mut self, region: RegionId, entry: Option<&SignatureConversion>) -> Option<()> {
        let blocks: Vec<BlockId> = self.ir.region_blocks(region).ok()?.collect();
        for (i, b) in blocks.into_iter().enumerate() {
            let conversion = match (i, entry) {
                (0, Some(e)) => e.clone(),
                _ => {
                    let types: Vec<Type> =
                        self.ir.block_args(b).ok()?.map(|a| self.ir.value_type(a)).collect::<Result<_, _>>().ok()?;
                    SignatureConversion::of_types(self.converter?, self.ir.ctx(), &types)?
                }
            };
            self.apply_signature_conversion(b, &conversion)?;
        }
        Some(())
    }

    /// The values `v` is replaced by now, following the mapping.
    pub fn lookup(&self, v: Value) -> Vec<Value> {
        let mut cur = vec![v];
        for _ in 0..1024 {
            match cur.as_slice() {
                [one] => match self.state.mapping.get(one) {
                    Some(next) => cur = next.clone(),
                    None => break,
                },
                _ => break,
            }
        }
        cur
    }

    /// `v` as the conversion sees it: its replacement, converted to the
    /// legal type (materialized when the replacement has another type).
    pub fn remap(&mut self, v: Value, loc: Location) -> Option<Value> {
        let orig_ty = self.ir.value_type(v).ok()?;
        let current = self.lookup(v);
        let desired = match self.converter {
            Some(c) => c.convert_type(self.ir.ctx(), orig_ty),
            None => None,
        };
        let types: Vec<Type> = current.iter().map(|x| self.ir.value_type(*x)).collect::<Result<_, _>>().ok()?;
        match desired {
            None if current.len() == 1 => Some(current[0]),
            None => None,
            Some(t) if types.as_slice() == [t] => Some(current[0]),
            Some(t) => self.materialize(current, t, loc, false),
        }
    }

    /// Every value of `vs` remapped (see [`Self::remap`]).
    pub fn remap_values(&mut self, vs: &[Value], loc: Location) -> Option<Vec<Value>> {
        vs.iter().map(|v| self.remap(*v, loc)).collect()
    }

    /// A value of type `ty` built from `inputs` right after their
    /// definitions: a target materialization (or, for `source`, a source
    /// one), cached so the same bridge is built once.
    pub(crate) fn materialize(&mut self, inputs: Vec<Value>, ty: Type, loc: Location, source: bool) -> Option<Value> {
        let key = (inputs.clone(), ty);
        if let Some(v) = self.state.cache.get(&key) {
            if self.ir.value_is_live(*v) {
                return Some(*v);
            }
        }
        let at = inputs
            .iter()
            .rev()
            .find(|v| matches!(v, Value::OpResult { .. }))
            .or(inputs.last())
            .and_then(|v| after_definition(self.ir, *v))?;
        let saved = self.insertion;
        self.insertion = Some(at);
        let first = self.state.journal.len();
        let built = match (self.converter, source) {
            (Some(c), false) => c.materialize_target(self, ty, &inputs, loc),
            (Some(c), true) => c.materialize_source(self, ty, &inputs, loc),
            (None, _) => None,
        };
        let v = match built {
            Some(v) => v,
            None => self.unrealized_cast(&inputs, ty, loc)?,
        };
        // What this bridge created counts as the framework's own, so it is
        // erased again when it ends up unused.
        let created: Vec<OpId> = self.state.journal[first..]
            .iter()
            .filter_map(|c| if let Change::CreatedOp(o) = c { Some(*o) } else { None })
            .collect();
        self.state.materializations.extend(created);
        self.insertion = saved;
        self.state.cache.insert(key.clone(), v);
        self.state.journal.push(Change::Cached(key.0, key.1));
        Some(v)
    }

    /// A `builtin.unrealized_conversion_cast` of `inputs` to `ty` at the
    /// insertion point.
    pub fn unrealized_cast(&mut self, inputs: &[Value], ty: Type, loc: Location) -> Option<Value> {
        let ctx = self.ir.ctx().clone();
        let mut st = OperationState::new(ctx.op_name("builtin.unrealized_conversion_cast"), loc);
        st.operands = inputs.to_vec();
        st.result_types = vec![ty];
        self.create_value(st)
    }

    /// The IR, mutably, for the commit phase only (no pattern runs then).
    pub(crate) fn ir_mut_for_commit(&mut self) -> &mut Ir {
        self.ir
    }

    /// Undoes the journal back to `len` entries.
    pub(crate) fn rollback(&mut self, len: usize) {
        rollback(self.ir, self.state, len);
    }
}

/// Undoes `state`'s journal back to `len` entries, newest first.
pub(crate) fn rollback(ir: &mut Ir, state: &mut ConversionState, len: usize) {
    while state.journal.len() > len {
        let Some(change) = state.journal.pop() else { break };
        match change {
            Change::CreatedOp(op) => {
                state.materializations.remove(&op);
                if ir.op_is_live(op) {
                    let _ = ir.set_operands(op, &[]);
                    let _ = ir.erase_op(op);
                }
            }
            Change::CreatedBlock(b) => {
                let _ = ir.detach_block(b);
                let _ = ir.erase_block(b);
            }
            Change::MovedOp { op, from } => {
                let _ = ir.move_op(op, from);
            }
            Change::MovedBlock { block, from } => {
                let _ = ir.detach_block(block);
                if let Some(region) = from.region {
                    let _ = ir.insert_block(region, block, from.before);
                }
            }
            Change::Replaced(op) => {
                state.replaced_set.remove(&op);
                if let Some(i) = state.replaced.iter().rposition(|o| *o == op) {
                    state.replaced.remove(i);
                }
            }
            Change::Mapped(v) => {
                state.mapping.remove(&v);
            }
            Change::Cached(inputs, ty) => {
                state.cache.remove(&(inputs, ty));
            }
            Change::BlockUsesReplaced { old, new } => {
                let _ = ir.replace_all_block_uses_with(new, old);
            }
            Change::ConvertedBlock { old } => {
                if let Some(i) = state.converted_blocks.iter().rposition(|b| *b == old) {
                    state.converted_blocks.remove(i);
                }
            }
            Change::AddedBlockArg(b) => {
                if let Ok(n) = ir.num_block_args(b) {
                    if n > 0 {
                        let _ = ir.erase_block_arg(b, n - 1);
                    }
                }
            }
            Change::Modified { op, operands, attrs, props } => {
                let _ = ir.set_operands(op, &operands);
                let _ = ir.set_op_attr_dict(op, attrs);
                let _ = ir.set_op_props(op, props);
            }
        }
    }
}
