//! Pattern rewriting: [`RewritePattern`]s matched on ops and the
//! [`PatternRewriter`] they change the IR through, which tells a
//! [`RewriteListener`] (the greedy driver) what was created, changed and
//! erased so it can revisit the affected ops.

use crate::ir::{BlockId, InsertPoint, Ir, IrResult, OpId, OperationState, RegionId, Value};
use std::sync::Arc;

mod external_outcome;
pub mod region_branch_patterns;
pub use external_outcome::ExternalOutcome;

/// Hears about every change a pattern makes.
pub trait RewriteListener {
    /// `op` was created and inserted.
    fn op_inserted(&mut self, _ir: &Ir, _op: OpId) {}
    /// `op` is about to be erased: called for a whole subtree in
    /// [`Ir::erase_order`], while the IR is still intact (the ops already
    /// reported count as gone).
    fn op_erasing(&mut self, _ir: &Ir, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _ir: &Ir, _op: OpId) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl RewriteListener for NoListener {}

/// A rewrite matched on ops: a root op name (or any op), a benefit that
/// orders patterns of the same root, and the rewrite itself.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern matches, or `None` for any op.
    fn root(&self) -> Option<&str>;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging and `disabled-patterns`.
    fn name(&self) -> &str;

    /// Whether the pattern is implemented outside Rust (a Python
    /// callable): drivers then run it with the IR unlocked.
    fn is_external(&self) -> bool {
        false
    }

    /// Runs an external pattern (see [`RewritePattern::is_external`]) on
    /// `op` while the driver holds no borrow of the IR; the pattern reaches
    /// the IR through its own handles and reports what it did. Patterns
    /// that cannot run without their caller's help (a Python pattern set
    /// applied by `apply_patterns_and_fold_greedily`, whose caller runs
    /// them) do not apply here.
    fn run_external(&self, op: OpId) -> ExternalOutcome {
        let _ = op;
        ExternalOutcome::default()
    }

    /// Rewrites `op` if it matches; whether anything changed. A pattern
    /// that returns `false` must not have changed the IR.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// A shared pattern.
pub type PatternRef = Arc<dyn RewritePattern>;

/// The IR as a pattern sees it: every change goes through here so the
/// driver hears of it. The IR is read through [`PatternRewriter::ir`] and
/// never handed out mutably, so a pattern cannot change it behind the
/// listener's back.
pub struct PatternRewriter<'a> {
    ir: &'a mut Ir,
    listener: &'a mut dyn RewriteListener,
    insertion: Option<InsertPoint>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ir` reporting to `listener`.
    pub fn new(ir: &'a mut Ir, listener: &'a mut dyn RewriteListener) -> PatternRewriter<'a> {
        PatternRewriter { ir, listener, insertion: None }
    }

    /// The IR, to read.
    #[inline]
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// A new detached region, for an op about to be created.
    pub fn create_region(&mut self) -> RegionId {
        self.ir.create_region()
    }

    /// A new detached block with these arguments.
    pub fn create_block(&mut self, args: &[(crate::Type, crate::Location)]) -> BlockId {
        self.ir.create_block(args)
    }

    /// Moves `block` (detached or in any region) into `region` before
    /// `before`, or to its end (upstream's `moveBlockBefore`; like
    /// upstream's, it changes no op, so no op is reported).
    pub fn move_block(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) -> IrResult<()> {
        self.ir.detach_block(block)?;
        self.ir.insert_block(region, block, before)
    }

    /// Moves every block of `from` to the end of `to`, in order (upstream's
    /// `inlineRegionBefore` at the end of `to`).
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId) -> IrResult<()> {
        let blocks: Vec<BlockId> = self.ir.region_blocks(from)?.collect();
        blocks.into_iter().try_for_each(|b| self.move_block(b, to, None))
    }

    /// Erases `block` and its ops, telling the listener of each op in
    /// upstream's order: the block's ops last to first, each after what is
    /// nested in it (upstream's `eraseBlock`).
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        for op in self.ir.block_ops(block)?.collect::<Vec<_>>().into_iter().rev() {
            for o in self.ir.erase_order(op)? {
                self.listener.op_erasing(self.ir, o);
            }
        }
        self.ir.erase_block(block)
    }

    /// Appends an argument to `block` (upstream's patterns call
    /// `Block::addArgument` directly: no op changes).
    pub fn add_block_arg(&mut self, block: BlockId, ty: crate::Type, loc: crate::Location) -> IrResult<Value> {
        self.ir.add_block_arg(block, ty, loc)
    }

    /// Erases argument `index` of `block`, which must have no uses left.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> IrResult<()> {
        self.ir.erase_block_arg(block, index)
    }

    /// Sets the location of argument `index` of `block`.
    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: crate::Location) -> IrResult<()> {
        self.ir.set_block_arg_loc(block, index, loc)
    }

    /// Where [`PatternRewriter::create`] inserts.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.insertion = Some(at);
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion
    }

    /// Creates an op at the insertion point (`before` if none is set).
    pub fn create(&mut self, state: OperationState, before: OpId) -> IrResult<OpId> {
        let op = self.ir.create_op(state)?;
        let at = self.insertion.unwrap_or(InsertPoint::Before(before));
        if let Err(e) = self.ir.insert_op(op, at) {
            let _ = self.ir.erase_op(op);
            return Err(e);
        }
        // Later creations go after this one, keeping program order.
        self.insertion = Some(InsertPoint::After(op));
        self.listener.op_inserted(self.ir, op);
        Ok(op)
    }

    /// Replaces every use of `op`'s results by `values` and erases it. The
    /// users of the old results are reported modified, in use order (as
    /// upstream's `replaceAllOpUsesWith`), before the erase.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> IrResult<()> {
        let mut users = Vec::new();
        for r in self.ir.results(op)?.collect::<Vec<_>>() {
            users.extend(self.ir.value_uses(r)?.into_iter().map(|u| u.op));
        }
        self.ir.replace_all_op_uses_with(op, values)?;
        for u in users {
            self.listener.op_modified(self.ir, u);
        }
        self.erase_op(op)
    }

    /// Replaces `op` by a new op built from `state` (created before it).
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> IrResult<OpId> {
        self.insertion = None;
        let new = self.create(state, op)?;
        let values: Vec<Value> = self.ir.results(new)?.collect();
        self.replace_op(op, &values)?;
        Ok(new)
    }

    /// Replaces `op` by a copy without the results `erase` marks (which
    /// must have no uses), its regions' blocks moved over (upstream's
    /// `eraseOpResults`); returns the new op.
    pub fn erase_op_results(&mut self, op: OpId, erase: &[bool]) -> IrResult<OpId> {
        let results: Vec<Value> = self.ir.results(op)?.collect();
        let mut state = OperationState::new(self.ir.op_name(op)?, self.ir.op_loc(op)?);
        state.operands = self.ir.operands(op)?.collect();
        for (i, r) in results.iter().enumerate() {
            if !erase.get(i).copied().unwrap_or(false) {
                state.result_types.push(self.ir.value_type(*r)?);
            }
        }
        state.attributes = self.ir.op_attrs(op)?.to_vec();
        state.properties = self.ir.op_props(op)?;
        state.successors = self.ir.successors(op)?.collect();
        let old_regions: Vec<RegionId> = self.ir.regions(op)?.to_vec();
        state.regions = old_regions.iter().map(|_| self.ir.create_region()).collect();
        let new_regions = state.regions.clone();
        let saved = self.insertion.take();
        let created = self.create(state, op);
        self.insertion = saved;
        let new = created?;
        for (from, to) in old_regions.into_iter().zip(new_regions) {
            self.move_region_blocks(from, to)?;
        }
        // Erased results have no uses: they stand for themselves.
        let mut next = self.ir.results(new)?;
        let replacements: Vec<Value> = results
            .iter()
            .enumerate()
            .map(|(i, r)| if erase.get(i).copied().unwrap_or(false) { Some(*r) } else { next.next() })
            .collect::<Option<Vec<_>>>()
            .ok_or(crate::IrError::StaleOp)?;
        self.replace_op(op, &replacements)?;
        Ok(new)
    }

    /// Erases `op` (which must have no uses left), telling the listener of
    /// each nested op and then `op` in upstream's one-by-one order
    /// ([`Ir::erase_order`]).
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        for o in self.ir.erase_order(op)? {
            self.listener.op_erasing(self.ir, o);
        }
        self.ir.erase_op(op)
    }

    /// Replaces the uses of `from` by `to`, telling the users.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> IrResult<()> {
        let users: Vec<OpId> = self.ir.value_uses(from)?.into_iter().map(|u| u.op).collect();
        self.ir.replace_all_uses_with(from, to)?;
        for u in users {
            self.listener.op_modified(self.ir, u);
        }
        Ok(())
    }

    /// Changes `op` in place through `f`, then reports it modified.
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        let r = f(self.ir);
        self.listener.op_modified(self.ir, op);
        r
    }

    /// Moves every op of `source` before `before` (or to the end of
    /// `dest` when `before` is `None`), replacing the block's arguments by
    /// `args`, and erases the then-empty `source`.
    pub fn inline_block(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) -> IrResult<()> {
        let params: Vec<Value> = self.ir.block_args(source)?.collect();
        for (p, a) in params.iter().zip(args) {
            self.replace_all_uses_with(*p, *a)?;
        }
        let ops: Vec<OpId> = self.ir.block_ops(source)?.collect();
        for o in ops {
            let at = match before {
                Some(b) => InsertPoint::Before(b),
                None => InsertPoint::BlockEnd(dest),
            };
            self.ir.move_op(o, at)?;
            self.listener.op_modified(self.ir, o);
        }
        self.ir.erase_block(source)
    }

    /// Appends the ops of `source` to `dest` (upstream's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) -> IrResult<()> {
        self.inline_block(source, dest, None, args)
    }

    /// Splits `block` before `op`: `op` and everything after it move to a
    /// new block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> IrResult<BlockId> {
        let region = self.ir.block_parent_region(block)?.ok_or(crate::IrError::StaleBlock)?;
        let new = self.ir.create_block(&[]);
        let next = self.ir.block_next(block)?;
        self.ir.insert_block(region, new, next)?;
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.ir.op_next(o)?;
            self.ir.move_op(o, InsertPoint::BlockEnd(new))?;
        }
        Ok(new)
    }
}
