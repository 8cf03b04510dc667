//! Builtin attributes: uniqued, immutable, compared by handle identity.
//!
//! Locations are attributes too (as upstream's `LocationAttr`), so one
//! uniquer and one alias table serve both; [`Location`] is a typed view.

pub(crate) mod dense;
mod location;

pub use dense::{DenseData, DenseElementKind, DenseElements, DenseError, DenseValue, ResourceBlob};
pub use location::{LocKind, Location};

use crate::context::Context;
use crate::ident::Identifier;
use crate::support::apint::APInt;
use crate::types::Type;

/// A uniqued attribute, valid in the context that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The raw index, for the C API and Python handles.
    pub fn index(self) -> u32 {
        self.0
    }

    /// The attribute's data.
    pub fn kind(self, ctx: &Context) -> &AttrKind {
        ctx.attr_kind(self)
    }
}

/// A 128-bit pattern stored as two words: a `u128` field would force
/// 16-byte alignment on every interned attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bits128([u64; 2]);

impl Bits128 {
    /// The pattern as a number.
    pub fn get(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }
}

impl From<u128> for Bits128 {
    fn from(v: u128) -> Self {
        Bits128([v as u64, (v >> 64) as u64])
    }
}

/// A `name = value` pair, as held in dictionaries and on operations.
pub type NamedAttribute = (Identifier, Attribute);

/// The data of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`.
    Unit,
    /// `true` / `false` (an `i1` integer attribute upstream; kept apart
    /// because it prints and binds differently).
    Bool(bool),
    /// `42 : i32`.
    Integer { ty: Type, value: APInt },
    /// `1.0 : f32`; `bits` is the IEEE-style bit pattern in `ty`'s format.
    Float { ty: Type, bits: Bits128 },
    /// `"text" : type`; the bytes need not be UTF-8. `ty` is `none` when
    /// absent in the source.
    String { value: Box<[u8]>, ty: Type },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`; entries sorted by name, names unique.
    Dictionary(Box<[NamedAttribute]>),
    /// `@root::@nested` (flat when `nested` is empty).
    SymbolRef { root: Identifier, nested: Box<[Identifier]> },
    /// `dense<...> : type` of int, float, complex or string elements.
    DenseElements { ty: Type, data: DenseData },
    /// `array<i32: 1, 2>`; `raw` holds `len` elements, each in the
    /// element type's byte width, little-endian (i1 as one byte).
    DenseArray { element: Type, len: usize, raw: Box<[u8]> },
    /// `dense_resource<key> : type`; the blob lives in the context.
    DenseResource { ty: Type, key: Identifier },
    /// `strided<[s0, s1], offset: o>`; dynamic values are `types::DYNAMIC`.
    Strided { offset: i64, strides: Box<[i64]> },
    /// An attribute of a dialect that is not loaded: `#dialect.body`, kept
    /// as text, with its type (`none` when it has none).
    Opaque { dialect: Identifier, data: Box<str>, ty: Type },
    /// `distinct[id]<referenced>`: unique by `id`, never merged.
    Distinct { id: u64, referenced: Attribute },
    /// A location.
    Loc(LocKind),
    /// `affine_map<...>`.
    AffineMap(crate::affine::AffineMap),
    /// `affine_set<...>`.
    IntegerSet(crate::affine::IntegerSet),
    /// An attribute of a loaded dialect (`#arith.fastmath<fast>`), parsed
    /// and printed through the dialect's [`crate::dialect::DialectAttrHooks`].
    Dialect(DialectAttr),
}

/// One parameter of a [`DialectAttr`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrParam {
    /// An integer (enum case values, bit-enum masks, sizes).
    Int(i64),
    /// A nested attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
    /// A string or keyword.
    Str(Box<str>),
}

/// The storage of a dialect attribute: its namespace, mnemonic and
/// parameters. What the parameters mean is up to the dialect.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectAttr {
    /// The namespace, e.g. `arith`.
    pub dialect: Identifier,
    /// The mnemonic, e.g. `fastmath`.
    pub mnemonic: Box<str>,
    /// The parameters.
    pub params: Box<[AttrParam]>,
}
