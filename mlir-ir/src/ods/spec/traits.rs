//! Op traits: the structural ones the core knows ([`OpTraits`]) and the
//! verification-only ones ODS generates checks for.

use crate::dialect::OpTraits;
use crate::{Context, Type};

/// One trait of an op.
#[derive(Clone, Copy)]
pub enum Trait {
    /// `Terminator`.
    Terminator,
    /// `ReturnLike`.
    ReturnLike,
    /// `Pure` (no memory effects, speculatable).
    Pure,
    /// `Commutative`.
    Commutative,
    /// `ConstantLike`.
    ConstantLike,
    /// `IsolatedFromAbove`.
    IsolatedFromAbove,
    /// `Symbol`.
    Symbol,
    /// `SymbolTable`: its single-block region holds a symbol table.
    SymbolTable,
    /// `HasOnlyGraphRegion`: its regions are graph regions (no dominance).
    GraphRegion,
    /// `NoTerminator`.
    NoTerminator,
    /// `AutomaticAllocationScope`, `CallableOpInterface`, ...: no check.
    Marker(&'static str),
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType,
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// `ElementwiseMappable`.
    Elementwise,
    /// `AttrSizedOperandSegments`.
    AttrSizedOperandSegments,
    /// `AllTypesMatch<[names]>` over operands, results or typed attributes.
    AllTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith<summary, from, to, transform>`.
    TypesMatchWith {
        /// The summary shown on failure.
        summary: &'static str,
        /// The source value.
        from: &'static str,
        /// The value whose type is derived.
        to: &'static str,
        /// The transformation applied to `from`'s type.
        transform: fn(&Context, Type) -> Type,
    },
    /// A predicate trait with its summary (`PredOpTrait`).
    Pred {
        /// The summary shown on failure.
        summary: &'static str,
        /// The check.
        check: fn(&crate::Ir, crate::OpId) -> bool,
    },
    /// `HasParent<op>`; `ParentOneOf<[ops]>` as the names joined by `, `.
    HasParent(&'static str),
    /// `RecursiveMemoryEffects`: the effects are those of the nested ops.
    RecursiveMemoryEffects,
    /// `MemRead` on an operand.
    MemRead,
    /// `MemWrite` on an operand.
    MemWrite,
    /// `MemAlloc` on a result.
    MemAlloc,
    /// `MemFree` on an operand.
    MemFree,
    /// `NoMemoryEffect` alone (not speculatable like `Pure`).
    NoMemoryEffect,
    /// `SingleBlock`: each region has at most one block.
    SingleBlock,
    /// `NoRegionArguments`: region entry blocks take no arguments.
    NoRegionArguments,
}

impl Trait {
    /// The core's view of this trait.
    pub fn core(&self) -> OpTraits {
        match self {
            Trait::Terminator => OpTraits::TERMINATOR,
            Trait::ReturnLike => OpTraits::RETURN_LIKE,
            Trait::Pure => OpTraits::PURE,
            Trait::Commutative => OpTraits::COMMUTATIVE,
            Trait::ConstantLike => OpTraits::CONSTANT_LIKE,
            Trait::IsolatedFromAbove => OpTraits::ISOLATED_FROM_ABOVE,
            Trait::Symbol => OpTraits::SYMBOL,
            Trait::SymbolTable => OpTraits::SYMBOL_TABLE,
            Trait::GraphRegion => OpTraits::GRAPH_REGION,
            Trait::NoTerminator => OpTraits::NO_TERMINATOR,
            Trait::RecursiveMemoryEffects => OpTraits::RECURSIVE_EFFECTS,
            Trait::MemRead => OpTraits::MEM_READ,
            Trait::MemWrite => OpTraits::MEM_WRITE,
            Trait::MemAlloc => OpTraits::MEM_ALLOC,
            Trait::MemFree => OpTraits::MEM_FREE,
            Trait::NoMemoryEffect => OpTraits::NO_MEMORY_EFFECT,
            Trait::SingleBlock => OpTraits::SINGLE_BLOCK,
            _ => OpTraits::empty(),
        }
    }
}
