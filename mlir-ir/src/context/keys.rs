//! Borrowed lookup keys for interning without allocating: each hashes
//! exactly like the owned `TypeKind` / `AttrKind` it stands for (the
//! derived `Hash`: discriminant, then fields in order; a boxed slice hashes
//! as its slice). A unit test checks the equivalence.

use crate::attributes::{AttrKind, AttrParam, Attribute, DialectAttr, NamedAttribute};
use crate::ident::Identifier;
use crate::types::{Type, TypeKind};
use std::hash::{Hash, Hasher};

/// Stands for `TypeKind::Function { inputs, results }`.
pub(crate) struct FunctionKey<'a> {
    pub(crate) inputs: &'a [Type],
    pub(crate) results: &'a [Type],
}

impl Hash for FunctionKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // Empty boxed slices do not allocate.
        std::mem::discriminant(&TypeKind::Function { inputs: Box::new([]), results: Box::new([]) }).hash(state);
        self.inputs.hash(state);
        self.results.hash(state);
    }
}

/// Stands for `TypeKind::Vector { shape, scalable, element }`.
pub(crate) struct VectorKey<'a> {
    pub(crate) shape: &'a [i64],
    pub(crate) scalable: &'a [bool],
    pub(crate) element: Type,
}

impl Hash for VectorKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let any = TypeKind::Vector { shape: Box::new([]), scalable: Box::new([]), element: self.element };
        std::mem::discriminant(&any).hash(state);
        self.shape.hash(state);
        self.scalable.hash(state);
        self.element.hash(state);
    }
}

/// Stands for `TypeKind::RankedTensor { shape, element, encoding }`.
pub(crate) struct RankedTensorKey<'a> {
    pub(crate) shape: &'a [i64],
    pub(crate) element: Type,
    pub(crate) encoding: Option<Attribute>,
}

impl Hash for RankedTensorKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let any = TypeKind::RankedTensor { shape: Box::new([]), element: self.element, encoding: None };
        std::mem::discriminant(&any).hash(state);
        self.shape.hash(state);
        self.element.hash(state);
        self.encoding.hash(state);
    }
}

/// Stands for `TypeKind::MemRef { shape, element, layout, memory_space }`.
pub(crate) struct MemRefKey<'a> {
    pub(crate) shape: &'a [i64],
    pub(crate) element: Type,
    pub(crate) layout: Option<Attribute>,
    pub(crate) memory_space: Option<Attribute>,
}

impl Hash for MemRefKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let any = TypeKind::MemRef { shape: Box::new([]), element: self.element, layout: None, memory_space: None };
        std::mem::discriminant(&any).hash(state);
        self.shape.hash(state);
        self.element.hash(state);
        self.layout.hash(state);
        self.memory_space.hash(state);
    }
}

/// Stands for `AttrKind::Dialect(DialectAttr { dialect, mnemonic, params })`.
pub(crate) struct DialectAttrKey<'a> {
    pub(crate) dialect: Identifier,
    pub(crate) mnemonic: &'a str,
    pub(crate) params: &'a [AttrParam],
}

impl Hash for DialectAttrKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let any = AttrKind::Dialect(DialectAttr { dialect: self.dialect, mnemonic: "".into(), params: Box::new([]) });
        std::mem::discriminant(&any).hash(state);
        self.dialect.hash(state);
        self.mnemonic.hash(state);
        self.params.hash(state);
    }
}

/// Stands for `AttrKind::Dictionary(entries)`.
pub(crate) struct DictKey<'a>(pub(crate) &'a [NamedAttribute]);

impl Hash for DictKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(&AttrKind::Dictionary(Box::new([]))).hash(state);
        self.0.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn borrowed_keys_hash_like_owned_kinds() {
        let h = hashbrown::DefaultHashBuilder::default();
        let ctx = crate::context::Context::new();
        let (a, b) = (ctx.int(32), ctx.index_type());
        let owned = TypeKind::Function { inputs: Box::new([a, b]), results: Box::new([b]) };
        let key = FunctionKey { inputs: &[a, b], results: &[b] };
        assert_eq!(h.hash_one(&owned), h.hash_one(&key));
        let entries = [(ctx.ident("x"), ctx.unit_attr())];
        let owned = AttrKind::Dictionary(Box::new(entries));
        assert_eq!(h.hash_one(&owned), h.hash_one(DictKey(&entries)));
        let (shape, scalable) = ([4i64, -1], [false, true]);
        let owned = TypeKind::Vector { shape: Box::new(shape), scalable: Box::new(scalable), element: a };
        assert_eq!(h.hash_one(&owned), h.hash_one(VectorKey { shape: &shape, scalable: &scalable, element: a }));
        let enc = Some(ctx.unit_attr());
        let owned = TypeKind::RankedTensor { shape: Box::new(shape), element: a, encoding: enc };
        assert_eq!(h.hash_one(&owned), h.hash_one(RankedTensorKey { shape: &shape, element: a, encoding: enc }));
        let owned = TypeKind::MemRef { shape: Box::new(shape), element: a, layout: enc, memory_space: None };
        let key = MemRefKey { shape: &shape, element: a, layout: enc, memory_space: None };
        assert_eq!(h.hash_one(&owned), h.hash_one(key));
        let params = [AttrParam::Int(3)];
        let owned = AttrKind::Dialect(DialectAttr {
            dialect: ctx.ident("d"),
            mnemonic: "m".into(),
            params: Box::new(params.clone()),
        });
        assert_eq!(
            h.hash_one(&owned),
            h.hash_one(DialectAttrKey { dialect: ctx.ident("d"), mnemonic: "m", params: &params })
        );
        assert_eq!(ctx.dialect_attr(ctx.ident("d"), "m", &params), ctx.get_attr(owned));
        // And through the context: the same handle whichever path made it.
        assert_eq!(
            ctx.function_type(&[a, b], &[b]),
            ctx.get_type(TypeKind::Function { inputs: Box::new([a, b]), results: Box::new([b]) })
        );
        assert_eq!(
            ctx.vector_type(&shape, &scalable, a),
            ctx.get_type(TypeKind::Vector { shape: Box::new(shape), scalable: Box::new(scalable), element: a })
        );
        assert_eq!(ctx.vector_type(&shape, &[], a), ctx.vector_type(&shape, &[false, false], a));
        assert_eq!(
            ctx.ranked_tensor_type(&shape, a, enc),
            ctx.get_type(TypeKind::RankedTensor { shape: Box::new(shape), element: a, encoding: enc })
        );
        assert_eq!(
            ctx.memref_type(&shape, a, None, None),
            ctx.get_type(TypeKind::MemRef { shape: Box::new(shape), element: a, layout: None, memory_space: None })
        );
    }
}
