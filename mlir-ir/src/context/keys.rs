//! Borrowed lookup keys for interning without allocating: each hashes
//! exactly like the owned `TypeKind` / `AttrKind` it stands for (the
//! derived `Hash`: discriminant, then fields in order; a boxed slice hashes
//! as its slice). A unit test checks the equivalence.

use crate::attributes::{AttrKind, NamedAttribute};
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
        // And through the context: the same handle whichever path made it.
        assert_eq!(
            ctx.function_type(&[a, b], &[b]),
            ctx.get_type(TypeKind::Function { inputs: Box::new([a, b]), results: Box::new([b]) })
        );
    }
}
