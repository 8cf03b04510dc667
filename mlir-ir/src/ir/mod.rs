//! IR storage: operations, blocks and regions in generational arenas.
//!
//! An [`Ir`] holds every operation, block and region made in one context.
//! Handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]) name entities;
//! the `try_*` accessors report a stale handle as [`IrError`] so that the
//! Python and C layers can turn misuse into an exception or a null handle.
//! The plain accessors are for code that already holds valid handles.

mod absorb;
mod arena;
mod blocks;
mod build;
mod clone;
mod data;
mod handles;
mod order;
mod query;
mod transplant;
mod uses;
mod walk;

pub use arena::RawId;
pub use build::{InsertPoint, OperationState};
pub use clone::ValueMapping;
pub use handles::{BlockId, BlockOperand, OpId, OpOperand, RegionId, Value};
pub use transplant::Transplant;
pub use walk::{WalkOrder, WalkResult};

pub(crate) use data::{ArgData, BlockData, OpData, Operand, RegionData, ResultData, Successor};

use crate::context::Context;
use arena::Arena;

/// Misuse of IR handles or structure, reported instead of crashing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IrError {
    /// The operation was erased (or never existed in this IR).
    #[error("the operation has been erased or is invalid")]
    StaleOp,
    /// The block was erased (or never existed in this IR).
    #[error("the block has been erased or is invalid")]
    StaleBlock,
    /// The region was erased (or never existed in this IR).
    #[error("the region has been erased or is invalid")]
    StaleRegion,
    /// The value's defining op or block was erased.
    #[error("the value's owner has been erased")]
    StaleValue,
    /// An index was out of range.
    #[error("{what} index {index} out of range (size {size})")]
    OutOfRange { what: &'static str, index: usize, size: usize },
    /// The operation is already in a block.
    #[error("the operation is already inserted in a block")]
    AlreadyAttached,
    /// The block is already in a region.
    #[error("the block is already inserted in a region")]
    BlockAlreadyAttached,
    /// Erasing would leave dangling uses.
    #[error("cannot erase: {0} still has uses")]
    HasUses(&'static str),
    /// Moving an operation into itself.
    #[error("cannot move an operation into its own region")]
    IntoItself,
    /// The operation is not in a block.
    #[error("the operation is not inserted in a block")]
    Detached,
    /// A typed op view was read after its op changed shape (a bug in the
    /// code holding the view: views are checked when made).
    #[error("internal error: the op no longer has the operands and results of its `{0}` view")]
    ViewMismatch(&'static str),
}

/// Result of IR operations that can meet a stale handle.
pub type IrResult<T> = Result<T, IrError>;

/// The IR of one context: every operation, block and region.
pub struct Ir {
    ctx: Context,
    pub(crate) ops: Arena<OpData>,
    pub(crate) blocks: Arena<BlockData>,
    pub(crate) regions: Arena<RegionData>,
    /// Unique among the IRs of the process (keys symbol-table caches).
    uid: u64,
    /// Bumped whenever a symbol may have been added, removed, moved or
    /// renamed, so cached symbol tables know when they are stale.
    symbol_gen: u64,
    /// Whether this is a private IR holding ops split off from their
    /// parent for a parallel pass: its top-level ops have a parent at home.
    split_from_parent: bool,
    /// The op last verified successfully and the [`Ir::verify_stamp`] it
    /// was verified at: verifying it again before anything changes would
    /// give the same answer.
    verified: Option<(OpId, VerifyStamp)>,
}

/// What a verification's outcome depends on besides the op: the IR's
/// contents (the arenas' mutation counters) and the context's
/// configuration (loaded dialects, unregistered dialects allowed).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct VerifyStamp {
    ir: (u64, u64, u64),
    dialects: u64,
    allow_unregistered: bool,
}

impl Ir {
    /// Empty IR storage for `ctx`.
    pub fn new(ctx: &Context) -> Ir {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Ir {
            ctx: ctx.clone(),
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
            uid: NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            symbol_gen: 0,
            split_from_parent: false,
            verified: None,
        }
    }

    /// The state a verification of this IR depends on, now.
    pub(crate) fn verify_stamp(&self) -> VerifyStamp {
        VerifyStamp {
            ir: (self.ops.version(), self.blocks.version(), self.regions.version()),
            dialects: self.ctx.dialect_generation(),
            allow_unregistered: self.ctx.allow_unregistered_dialects(),
        }
    }

    /// Whether `op` verified successfully and nothing changed since.
    pub(crate) fn verified_unchanged(&self, op: OpId) -> bool {
        self.verified == Some((op, self.verify_stamp()))
    }

    /// Records that `op` just verified successfully.
    pub(crate) fn mark_verified(&mut self, op: OpId) {
        self.verified = Some((op, self.verify_stamp()));
    }

    /// Whether `op` is nested in another op, at home when this IR holds ops
    /// split off for a parallel pass (their parent is not here then).
    pub fn op_is_nested(&self, op: OpId) -> bool {
        self.op_parent_op(op).ok().flatten().is_some()
            || (self.split_from_parent && self.op_parent_block(op).ok().flatten().is_none())
    }

    /// `(IR id, symbol generation)`: equal pairs mean no symbol was added,
    /// removed, moved or renamed in between.
    pub fn symbol_version(&self) -> (u64, u64) {
        (self.uid, self.symbol_gen)
    }

    /// Notes that `op` (about to move, or whose attributes change) may be
    /// a symbol.
    pub(crate) fn touch_symbol(&mut self, op: OpId) {
        let is_symbol = match self.ops.get(op.0) {
            Some(d) => match self.ctx.op_def(d.name) {
                Some(def) => def.traits().contains(crate::dialect::OpTraits::SYMBOL),
                // An unregistered op may be anything.
                None => true,
            },
            None => false,
        };
        if is_symbol {
            self.symbol_gen += 1;
        }
    }

    /// The context whose types and attributes this IR uses.
    #[inline]
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// Number of live operations, blocks and regions (for leak checks).
    pub fn live_counts(&self) -> (usize, usize, usize) {
        (self.ops.live_count(), self.blocks.live_count(), self.regions.live_count())
    }

    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> IrResult<&OpData> {
        self.ops.get(op.0).ok_or(IrError::StaleOp)
    }

    #[inline]
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> IrResult<&mut OpData> {
        self.ops.get_mut(op.0).ok_or(IrError::StaleOp)
    }

    #[inline]
    pub(crate) fn block_data(&self, block: BlockId) -> IrResult<&BlockData> {
        self.blocks.get(block.0).ok_or(IrError::StaleBlock)
    }

    #[inline]
    pub(crate) fn block_data_mut(&mut self, block: BlockId) -> IrResult<&mut BlockData> {
        self.blocks.get_mut(block.0).ok_or(IrError::StaleBlock)
    }

    #[inline]
    pub(crate) fn region_data(&self, region: RegionId) -> IrResult<&RegionData> {
        self.regions.get(region.0).ok_or(IrError::StaleRegion)
    }

    /// Valid-handle access for internal code: a stale handle here is a bug
    /// in the core, not user misuse.
    #[inline]
    pub(crate) fn op(&self, op: OpId) -> &OpData {
        self.ops.get(op.0).expect("internal use of an erased operation")
    }

    #[inline]
    pub(crate) fn op_mut(&mut self, op: OpId) -> &mut OpData {
        self.ops.get_mut(op.0).expect("internal use of an erased operation")
    }

    #[inline]
    pub(crate) fn block(&self, block: BlockId) -> &BlockData {
        self.blocks.get(block.0).expect("internal use of an erased block")
    }

    #[inline]
    pub(crate) fn block_mut(&mut self, block: BlockId) -> &mut BlockData {
        self.blocks.get_mut(block.0).expect("internal use of an erased block")
    }

    #[inline]
    pub(crate) fn region(&self, region: RegionId) -> &RegionData {
        self.regions.get(region.0).expect("internal use of an erased region")
    }

    #[inline]
    pub(crate) fn region_mut(&mut self, region: RegionId) -> &mut RegionData {
        self.regions.get_mut(region.0).expect("internal use of an erased region")
    }
}
