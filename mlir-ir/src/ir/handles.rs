//! Handles naming operations, blocks, regions and values.
//!
//! Each is a generational id (see [`super::arena`]): copying one is free,
//! and using one after its entity was erased is detected.

use super::arena::RawId;

macro_rules! entity_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(pub(crate) RawId);

        impl $name {
            /// The underlying generational id.
            pub fn raw(self) -> RawId {
                self.0
            }

            /// Rebuilds a handle from [`RawId::to_bits`] (C API, Python).
            pub fn from_bits(bits: u64) -> Option<Self> {
                RawId::from_bits(bits).map($name)
            }
        }
    };
}

entity_id!(
    /// Names an operation.
    OpId
);
entity_id!(
    /// Names a block.
    BlockId
);
entity_id!(
    /// Names a region.
    RegionId
);

/// An SSA value: an operation result or a block argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Value {
    /// Result `index` of `op`.
    OpResult { op: OpId, index: u32 },
    /// Argument `index` of `block`.
    BlockArg { block: BlockId, index: u32 },
}

/// A use of a value: operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OpOperand {
    /// The using operation.
    pub op: OpId,
    /// The operand position.
    pub index: u32,
}

/// A use of a block as a successor: successor `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct BlockOperand {
    /// The branching operation.
    pub op: OpId,
    /// The successor position.
    pub index: u32,
}
