//! The shape dialect's types (`!shape.shape`, `!shape.size`,
//! `!shape.witness`, `!shape.value_shape`), the type constraints of
//! upstream's `ShapeBase.td` with their ODS summaries, and the dialect's
//! type parser.
//!
//! Like the `pdl` types, they are the context's opaque types of the
//! `shape` dialect; the parser accepts exactly upstream's four mnemonics.

use crate::spec::TypeConstraint;
use mlir_ir::dialect::DialectTypeHooks;
use mlir_ir::{Context, Type, TypeKind};

/// The mnemonics of the dialect's types.
const MNEMONICS: [&str; 4] = ["shape", "size", "value_shape", "witness"];

/// The opaque type `!shape.<mnemonic>`.
fn get(ctx: &Context, mnemonic: &str) -> Type {
    ctx.opaque_type(ctx.ident("shape"), mnemonic)
}

/// Whether `ty` is `!shape.<mnemonic>`.
fn is(ctx: &Context, ty: Type, mnemonic: &str) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Opaque { dialect, data } if ctx.ident_str(*dialect) == "shape" && &**data == mnemonic)
}

/// `!shape.shape`.
pub fn shape(ctx: &Context) -> Type {
    get(ctx, "shape")
}

/// `!shape.size`.
pub fn size(ctx: &Context) -> Type {
    get(ctx, "size")
}

/// `!shape.witness`.
pub fn witness(ctx: &Context) -> Type {
    get(ctx, "witness")
}

/// `!shape.value_shape`.
pub fn value_shape(ctx: &Context) -> Type {
    get(ctx, "value_shape")
}

/// Whether `ty` is `!shape.shape`.
pub fn is_shape(ctx: &Context, ty: Type) -> bool {
    is(ctx, ty, "shape")
}

/// Whether `ty` is `!shape.size`.
pub fn is_size(ctx: &Context, ty: Type) -> bool {
    is(ctx, ty, "size")
}

/// Whether `ty` is `!shape.witness`.
pub fn is_witness(ctx: &Context, ty: Type) -> bool {
    is(ctx, ty, "witness")
}

/// Whether `ty` is `!shape.value_shape`.
pub fn is_value_shape(ctx: &Context, ty: Type) -> bool {
    is(ctx, ty, "value_shape")
}

/// Whether `ty` is `index`.
pub fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}

/// Upstream's `isExtentTensorType`: a ranked 1-D tensor of `index`.
pub fn is_extent_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, element, .. }
        if shape.len() == 1 && is_index(ctx, *element))
}

/// The extent of the one dimension of an extent tensor type.
pub fn extent_tensor_rank(ctx: &Context, ty: Type) -> Option<i64> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } if shape.len() == 1 => Some(shape[0]),
        _ => None,
    }
}

/// `tensor<rank x index>` (upstream's `getExtentTensorType`; `rank` may be
/// dynamic).
pub fn extent_tensor(ctx: &Context, rank: i64) -> Type {
    ctx.ranked_tensor_type(&[rank], ctx.index_type(), None)
}

/// Upstream's `isErrorPropagationPossible`: whether a type can hold an
/// error value.
pub fn can_hold_error(ctx: &Context, ty: Type) -> bool {
    is_size(ctx, ty) || is_shape(ctx, ty) || is_value_shape(ctx, ty)
}

/// `1DTensorOf<[Index]>`, without its ODS summary.
fn is_1d_index_tensor(ctx: &Context, ty: Type) -> bool {
    is_extent_tensor(ctx, ty)
}

/// Whether `ty` is shaped (`AnyShaped`: vector, tensor or memref).
fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// `Shape_ShapeType` (its ODS summary is empty).
pub static SHAPE: TypeConstraint = TypeConstraint { buildable: Some(shape), summary: "", check: is_shape };
/// `Shape_SizeType`.
pub static SIZE: TypeConstraint = TypeConstraint { buildable: Some(size), summary: "", check: is_size };
/// `Shape_WitnessType`.
pub static WITNESS: TypeConstraint = TypeConstraint { buildable: Some(witness), summary: "", check: is_witness };
/// `Shape_ValueShapeType`.
pub static VALUE_SHAPE: TypeConstraint =
    TypeConstraint { buildable: Some(value_shape), summary: "", check: is_value_shape };
/// `Shape_ShapeOrSizeType`.
pub static SHAPE_OR_SIZE: TypeConstraint =
    TypeConstraint { buildable: None, summary: "shape or size", check: |c, t| is_shape(c, t) || is_size(c, t) };
/// `AnyShaped`.
pub static ANY_SHAPED: TypeConstraint =
    TypeConstraint { buildable: None, summary: "shaped of any type values", check: is_shaped };
/// `1DTensorOf<[Index]>`.
pub static INDEX_TENSOR_1D: TypeConstraint =
    TypeConstraint { buildable: None, summary: "1D tensor of index values", check: is_1d_index_tensor };
/// `AnyTypeOf<[1DTensorOf<[AnyInteger, Index]>, Shape_ValueShapeType]>`
/// (`value_as_shape`'s operand).
pub static INT_TENSOR_1D_OR_VALUE_SHAPE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "1D tensor of integer or index values or ",
    check: |c, t| {
        is_value_shape(c, t)
            || matches!(c.type_kind(t), TypeKind::RankedTensor { shape, element, .. }
                if shape.len() == 1 && (is_index(c, *element) || matches!(c.type_kind(*element), TypeKind::Integer { .. })))
    },
};
/// `Shape_ShapeOrExtentTensorType`.
pub static SHAPE_OR_EXTENT_TENSOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "shape or extent tensor",
    check: |c, t| is_shape(c, t) || is_1d_index_tensor(c, t),
};
/// `Shape_SizeOrIndexType`.
pub static SIZE_OR_INDEX: TypeConstraint =
    TypeConstraint { buildable: None, summary: "size or index", check: |c, t| is_size(c, t) || is_index(c, t) };
/// `Shape_AnyShapeOrSizeType`.
pub static ANY_SHAPE_OR_SIZE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "any shape or size",
    check: |c, t| (SIZE_OR_INDEX.check)(c, t) || (SHAPE_OR_EXTENT_TENSOR.check)(c, t),
};
/// `AnyTypeOf<[AnyShaped, Shape_ValueShapeType]>` (`shape_of`'s operand).
pub static SHAPED_OR_VALUE_SHAPE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "shaped of any type values or ",
    check: |c, t| is_shaped(c, t) || is_value_shape(c, t),
};
/// `IndexTensor` (`to_extent_tensor`'s result).
pub static INDEX_TENSOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "tensor of index values",
    check: |c, t| match c.type_kind(t) {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => is_index(c, *element),
        _ => false,
    },
};

/// The `shape` dialect's type parser: upstream's generated
/// `parseType`, which reads a keyword and ignores what follows it.
pub struct ShapeTypeSyntax;

impl DialectTypeHooks for ShapeTypeSyntax {
    fn parse_type(&self, ctx: &Context, body: &str) -> Result<Type, (usize, String)> {
        let start = body.len() - body.trim_start().len();
        let rest = &body[start..];
        let starts_keyword = rest.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
        if !starts_keyword {
            return Err((start, "expected valid keyword".into()));
        }
        let len =
            rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))).unwrap_or(rest.len());
        let word = &rest[..len];
        match MNEMONICS.iter().find(|m| **m == word) {
            Some(m) => Ok(get(ctx, m)),
            None => Err((0, format!("unknown  type `{word}` in dialect `shape`"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_four_types_and_rejects_others() {
        let ctx = Context::new();
        let p = |b: &str| ShapeTypeSyntax.parse_type(&ctx, b);
        assert_eq!(p("shape"), Ok(shape(&ctx)));
        assert_eq!(p("value_shape"), Ok(value_shape(&ctx)));
        assert_eq!(p("size<3>"), Ok(size(&ctx)));
        assert_eq!(p("bar"), Err((0, "unknown  type `bar` in dialect `shape`".into())));
        assert_eq!(p("\"x\""), Err((0, "expected valid keyword".into())));
        assert!(is_witness(&ctx, witness(&ctx)) && !is_shape(&ctx, size(&ctx)));
    }

    #[test]
    fn extent_tensors() {
        let ctx = Context::new();
        let t = extent_tensor(&ctx, 3);
        assert!(is_extent_tensor(&ctx, t) && extent_tensor_rank(&ctx, t) == Some(3));
        let f = ctx.ranked_tensor_type(&[3], ctx.i1_type(), None);
        assert!(!is_extent_tensor(&ctx, f));
    }
}
