//! Builtin types: uniqued, immutable, compared by handle identity.
//!
//! A [`Type`] is a 32-bit handle into its context's type uniquer; the data
//! behind it is a [`TypeKind`]. Constructors live on [`Context`] (`ctx.i32()`,
//! `ctx.ranked_tensor(...)`), queries on `TypeKind`.

mod float_kind;
mod shaped;
mod strided;

pub use float_kind::FloatKind;
pub use shaped::DYNAMIC;
pub use strided::{
    canonicalize_strided_layout, memref_layout_error, memref_layout_map, memref_strides_and_offset, simplify_linear,
    strided_linear_layout_map,
};

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ident::Identifier;

/// A uniqued type, valid in the context that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw index, for the C API and Python handles.
    pub fn index(self) -> u32 {
        self.0
    }

    /// The type's data.
    pub fn kind(self, ctx: &Context) -> &TypeKind {
        ctx.type_kind(self)
    }
}

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign semantics; printed values read as signed.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The data of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer { width: u32, signedness: Signedness },
    /// `index`.
    Index,
    /// Every builtin float type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`.
    Function { inputs: Box<[Type]>, results: Box<[Type]> },
    /// `vector<[4]x8xT>`; `scalable[i]` marks dimension `i` as scalable.
    Vector { shape: Box<[i64]>, scalable: Box<[bool]>, element: Type },
    /// `tensor<4x?xT, encoding>`.
    RankedTensor { shape: Box<[i64]>, element: Type, encoding: Option<Attribute> },
    /// `tensor<*xT>`.
    UnrankedTensor { element: Type },
    /// `memref<4x?xT, layout, space>`; an identity layout is stored as `None`.
    MemRef { shape: Box<[i64]>, element: Type, layout: Option<Attribute>, memory_space: Option<Attribute> },
    /// `memref<*xT, space>`.
    UnrankedMemRef { element: Type, memory_space: Option<Attribute> },
    /// A type of a dialect that is not loaded: `!dialect.body` or
    /// `!dialect<"body">`, kept as text.
    Opaque { dialect: Identifier, data: Box<str> },
}

impl TypeKind {
    /// Whether this is any integer type (`iN`, `siN`, `uiN`).
    pub fn is_integer(&self) -> bool {
        matches!(self, TypeKind::Integer { .. })
    }

    /// Whether this is a signless integer of the given width.
    pub fn is_signless_int(&self, w: u32) -> bool {
        matches!(self, TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w)
    }

    /// Whether this is an integer or `index`.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeKind::Float(_))
    }

    /// The shape of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }

    /// The element type of a shaped type or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            TypeKind::Complex(element) => Some(*element),
            _ => None,
        }
    }

    /// Whether this is a shaped type (vector, tensor or memref).
    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// Integer bit width, or float bit width; `None` for other types.
    pub fn int_or_float_bit_width(&self) -> Option<u32> {
        match self {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(f) => Some(f.bit_width()),
            _ => None,
        }
    }
}

/// The maximum width of an integer type, as in upstream MLIR.
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;
