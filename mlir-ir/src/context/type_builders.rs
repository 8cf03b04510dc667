//! Convenience constructors for builtin types.

use super::Context;
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::types::{FloatKind, Signedness, Type, TypeKind};

impl Context {
    /// `iN` / `siN` / `uiN`.
    pub fn int_type(&self, width: u32, signedness: Signedness) -> Type {
        self.cached_scalar(TypeKind::Integer { width, signedness })
    }

    /// Signless `iN`.
    pub fn int(&self, width: u32) -> Type {
        self.int_type(width, Signedness::Signless)
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.cached_scalar(TypeKind::Float(kind))
    }

    /// `complex<element>`.
    pub fn complex_type(&self, element: Type) -> Type {
        self.get_type(TypeKind::Complex(element))
    }

    /// `tuple<...>`.
    pub fn tuple_type(&self, types: &[Type]) -> Type {
        self.get_type(TypeKind::Tuple(types.into()))
    }

    /// `(inputs) -> results`. Looked up by borrowed key, so an existing
    /// function type costs no allocation.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        let key = super::keys::FunctionKey { inputs, results };
        self.intern_type_by(
            &key,
            |k| matches!(k, TypeKind::Function { inputs: i, results: r } if **i == *inputs && **r == *results),
            || TypeKind::Function { inputs: inputs.into(), results: results.into() },
        )
    }

    /// `vector<...>`; `scalable` empty means no scalable dimension.
    pub fn vector_type(&self, shape: &[i64], scalable: &[bool], element: Type) -> Type {
        let none_scalable: smallvec::SmallVec<[bool; 8]>;
        let scalable = if scalable.is_empty() {
            none_scalable = smallvec::smallvec![false; shape.len()];
            &none_scalable[..]
        } else {
            scalable
        };
        let key = super::keys::VectorKey { shape, scalable, element };
        self.intern_type_by(
            &key,
            |k| matches!(k, TypeKind::Vector { shape: s, scalable: sc, element: e } if **s == *shape && **sc == *scalable && *e == element),
            || TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element },
        )
    }

    /// `tensor<shape x element, encoding>`.
    pub fn ranked_tensor_type(&self, shape: &[i64], element: Type, encoding: Option<Attribute>) -> Type {
        let key = super::keys::RankedTensorKey { shape, element, encoding };
        self.intern_type_by(
            &key,
            |k| matches!(k, TypeKind::RankedTensor { shape: s, element: e, encoding: c } if **s == *shape && *e == element && *c == encoding),
            || TypeKind::RankedTensor { shape: shape.into(), element, encoding },
        )
    }

    /// `tensor<*xelement>`.
    pub fn unranked_tensor_type(&self, element: Type) -> Type {
        self.get_type(TypeKind::UnrankedTensor { element })
    }

    /// `memref<shape x element, layout, space>`. An identity affine-map
    /// layout and an integer-0 ... memory space are kept as given except the
    /// identity layout, which is dropped as upstream does.
    pub fn memref_type(
        &self,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        let layout = layout.filter(|l| !self.is_identity_layout(*l, shape.len()));
        let key = super::keys::MemRefKey { shape, element, layout, memory_space };
        self.intern_type_by(
            &key,
            |k| {
                matches!(k, TypeKind::MemRef { shape: s, element: e, layout: l, memory_space: m }
                    if **s == *shape && *e == element && *l == layout && *m == memory_space)
            },
            || TypeKind::MemRef { shape: shape.into(), element, layout, memory_space },
        )
    }

    /// `memref<*xelement, space>`.
    pub fn unranked_memref_type(&self, element: Type, memory_space: Option<Attribute>) -> Type {
        self.get_type(TypeKind::UnrankedMemRef { element, memory_space })
    }

    /// A type of an unloaded dialect, kept as text.
    pub fn opaque_type(&self, dialect: Identifier, data: &str) -> Type {
        self.get_type(TypeKind::Opaque { dialect, data: data.into() })
    }

    /// Whether `layout` is the identity layout for a memref of `rank`.
    pub(crate) fn is_identity_layout(&self, layout: Attribute, rank: usize) -> bool {
        match self.attr_kind(layout) {
            AttrKind::AffineMap(map) => map.is_identity() && map.num_dims() == rank,
            _ => false,
        }
    }

    /// The keyword-free spelling check for a signless integer type.
    pub fn is_signless_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { signedness: Signedness::Signless, .. })
    }
}
