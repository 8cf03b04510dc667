//! Structural op traits the core itself checks or relies on.

/// A set of op traits.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(u32);

impl OpTraits {
    /// No traits.
    pub const fn empty() -> Self {
        OpTraits(0)
    }
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    /// Regions may not use values defined outside.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// Regions' blocks need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    /// Defines a symbol table in its region.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 4);
    /// Is a symbol (`sym_name`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 5);
    /// Regions are graph regions (no dominance).
    pub const GRAPH_REGION: OpTraits = OpTraits(1 << 6);
    /// Produces a constant (`ConstantLike`).
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 7);
    /// Operands commute.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 8);
    /// No side effects.
    pub const PURE: OpTraits = OpTraits(1 << 9);
    /// Has no regions with a CFG of their own (`NoRegionArguments` etc.).
    pub const ZERO_REGIONS: OpTraits = OpTraits(1 << 10);
    /// Is a return-like terminator.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 11);
    /// Has recursive memory effects (effects are those of nested ops).
    pub const RECURSIVE_EFFECTS: OpTraits = OpTraits(1 << 12);
    /// Its single-block regions get an implicit terminator when parsed.
    pub const IMPLICIT_TERMINATOR: OpTraits = OpTraits(1 << 13);

    /// Reads memory (`MemRead` on an operand).
    pub const MEM_READ: OpTraits = OpTraits(1 << 14);
    /// Writes memory (`MemWrite`).
    pub const MEM_WRITE: OpTraits = OpTraits(1 << 15);
    /// Allocates the memory its results name (`MemAlloc`).
    pub const MEM_ALLOC: OpTraits = OpTraits(1 << 16);
    /// Frees memory (`MemFree`).
    pub const MEM_FREE: OpTraits = OpTraits(1 << 17);
    /// No memory effects, but not always speculatable (`NoMemoryEffect`
    /// without `AlwaysSpeculatable`, e.g. `tensor.dim`).
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 18);

    /// The raw bits, for storing a set in an atomic (run-time traits of
    /// ops defined at run time, see [`crate::ods::dynamic`]).
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set whose raw bits are `bits` (the inverse of [`OpTraits::bits`]).
    pub const fn from_bits(bits: u32) -> OpTraits {
        OpTraits(bits)
    }

    /// Whether every trait in `other` is present.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets.
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        self.union(rhs)
    }
}
