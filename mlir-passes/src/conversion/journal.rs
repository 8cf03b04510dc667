//! The undo journal of a conversion: every change a pattern makes through
//! the [`super::ConversionPatternRewriter`] is recorded here, so a failed
//! pattern (or a failed conversion) is undone in reverse order and leaves
//! no trace. Replacing and erasing ops are only recorded (the ops stay in
//! place until the conversion commits), so every recorded change is one
//! that can be reversed exactly.

use mlir_ir::ir::InsertPoint;
use mlir_ir::{BlockId, OpId, RegionId, Value};

/// Where a block was, to put it back.
#[derive(Copy, Clone, Debug)]
pub(crate) struct BlockPlace {
    pub region: Option<RegionId>,
    pub before: Option<BlockId>,
}

/// One reversible change.
#[derive(Clone, Debug)]
pub(crate) enum Change {
    /// An op was created.
    CreatedOp(OpId),
    /// A block was created.
    CreatedBlock(BlockId),
    /// An op moved away from this place.
    MovedOp { op: OpId, from: InsertPoint },
    /// A block moved away from this place.
    MovedBlock { block: BlockId, from: BlockPlace },
    /// An op was scheduled for replacement (its results are in the mapping).
    Replaced(OpId),
    /// Values were mapped to replacements.
    Mapped(Value),
    /// A materialization was cached under this key.
    Cached(Vec<Value>, mlir_ir::Type),
    /// Every branch to `old` now goes to `new`.
    BlockUsesReplaced { old: BlockId, new: BlockId },
    /// The arguments of `old` are replaced by those of `new` (a signature
    /// conversion).
    ConvertedBlock { old: BlockId },
    /// An argument was appended to a block.
    AddedBlockArg(BlockId),
    /// An op's operands, attributes and properties before an in-place
    /// change.
    Modified { op: OpId, operands: Vec<Value>, attrs: mlir_ir::Attribute, props: Option<mlir_ir::Attribute> },
}
