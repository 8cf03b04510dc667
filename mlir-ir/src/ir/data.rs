//! The records stored in the IR arenas.

use super::handles::{BlockId, BlockOperand, OpId, OpOperand, RegionId, Value};
use crate::attributes::{Attribute, Location, NamedAttribute};
use crate::context::OperationName;
use crate::types::Type;

/// One operand: the used value plus its links in that value's use list.
#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub(crate) value: Value,
    pub(crate) prev: Option<OpOperand>,
    pub(crate) next: Option<OpOperand>,
}

/// One result: its type and the head of its use list.
#[derive(Clone, Debug)]
pub(crate) struct ResultData {
    pub(crate) ty: Type,
    pub(crate) first_use: Option<OpOperand>,
}

/// One successor: the target block plus its links in the target's
/// predecessor list.
#[derive(Clone, Debug)]
pub(crate) struct Successor {
    pub(crate) block: BlockId,
    pub(crate) prev: Option<BlockOperand>,
    pub(crate) next: Option<BlockOperand>,
}

/// An operation.
#[derive(Debug)]
pub(crate) struct OpData {
    pub(crate) name: OperationName,
    pub(crate) loc: Location,
    /// Discardable attributes in dictionary order (sorted by name, names
    /// unique). Kept in the op rather than interned as a dictionary
    /// attribute: nearly every op's set differs, so interning bought no
    /// sharing and cost a hash-table insertion per op built or parsed.
    pub(crate) attrs: thin_vec::ThinVec<NamedAttribute>,
    /// Properties: for a registered op, a dictionary of its inherent
    /// attributes; for an unregistered op, whatever `<{...}>` held.
    pub(crate) props: Option<Attribute>,
    pub(crate) operands: Box<[Operand]>,
    /// Most ops have one result: keep it inline instead of on the heap.
    pub(crate) results: smallvec::SmallVec<[ResultData; 1]>,
    /// Usually empty: a thin vector costs one word and no allocation then.
    pub(crate) regions: thin_vec::ThinVec<RegionId>,
    pub(crate) successors: thin_vec::ThinVec<Successor>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    /// Position key within the parent block, valid while the block's
    /// `order_valid` is set; makes "is A before B" O(1).
    pub(crate) order: u32,
}

/// One block argument.
#[derive(Clone, Debug)]
pub(crate) struct ArgData {
    pub(crate) ty: Type,
    pub(crate) loc: Location,
    pub(crate) first_use: Option<OpOperand>,
}

/// A block.
#[derive(Debug)]
pub(crate) struct BlockData {
    pub(crate) args: Vec<ArgData>,
    pub(crate) parent: Option<RegionId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) first_pred: Option<BlockOperand>,
    pub(crate) order_valid: bool,
}

/// A region.
#[derive(Debug)]
pub(crate) struct RegionData {
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
}

#[cfg(test)]
mod size_tests {
    use super::*;

    /// Per-op memory is a stated goal (no more than upstream's); this
    /// records the record sizes so a regression shows up in review.
    #[test]
    fn record_sizes() {
        eprintln!(
            "OpData {} Operand {} ResultData {} Successor {} BlockData {} RegionData {}",
            std::mem::size_of::<OpData>(),
            std::mem::size_of::<Operand>(),
            std::mem::size_of::<ResultData>(),
            std::mem::size_of::<Successor>(),
            std::mem::size_of::<BlockData>(),
            std::mem::size_of::<RegionData>()
        );
        // 112 since discardable attributes live in the op (a thin vector)
        // instead of as an interned dictionary.
        assert!(std::mem::size_of::<OpData>() <= 112);
    }
}

#[cfg(test)]
mod interned_size_tests {
    /// Interned kinds are stored once each, but a module with many
    /// distinct attributes keeps many of them: keep the records compact.
    #[test]
    fn interned_kind_sizes() {
        let a = std::mem::size_of::<crate::attributes::AttrKind>();
        let t = std::mem::size_of::<crate::types::TypeKind>();
        eprintln!("AttrKind {a} TypeKind {t}");
        assert!(a <= 56 && t <= 40);
    }
}
