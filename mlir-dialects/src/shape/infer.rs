//! Result-type inference of the shape ops (upstream's `inferReturnTypes`
//! of each `InferTypeOpAdaptorWithIsCompatible` op) and the matching
//! `isCompatibleReturnTypes`, which the verifier applies to the op's
//! declared result types.

use super::types::{
    extent_tensor, extent_tensor_rank, is_extent_tensor, is_index, is_shape, is_size, is_value_shape, shape, size,
};
use mlir_ir::attributes::DenseElements;
use mlir_ir::types::DYNAMIC;
use mlir_ir::{Attribute, Context, Identifier, Type, TypeKind};

/// What an inference function returns (see
/// [`crate::spec::InferTypesCheckedFn`]).
type Inferred = Result<Vec<Type>, Option<String>>;

/// The type of operand `i`, or a failure without a message (upstream's
/// adaptors assume the operands are there; a builder may not pass them).
fn operand_type(ops: &[Type], i: usize) -> Result<Type, Option<String>> {
    ops.get(i).copied().ok_or(None)
}

/// `size` if either operand is a `size`, else `index` (`add`, `mul`).
pub fn size_if_any_size(ctx: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    let (l, r) = (operand_type(ops, 0)?, operand_type(ops, 1)?);
    Ok(vec![if is_size(ctx, l) || is_size(ctx, r) { size(ctx) } else { ctx.index_type() }])
}

/// `size` for a `!shape.shape` operand, else `index` (`rank`,
/// `num_elements`).
pub fn size_if_shape(ctx: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    Ok(vec![if is_shape(ctx, operand_type(ops, 0)?) { size(ctx) } else { ctx.index_type() }])
}

/// Always `index` (`get_extent`).
pub fn index(ctx: &Context, _: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    Ok(vec![ctx.index_type()])
}

/// The type of the second operand (`dim`: its index's type).
pub fn second_operand(_: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    Ok(vec![operand_type(ops, 1)?])
}

/// The operands' type when they agree, else `size` (`max`, `min`).
pub fn same_or_size(ctx: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    let (l, r) = (operand_type(ops, 0)?, operand_type(ops, 1)?);
    Ok(vec![if l == r { l } else { size(ctx) }])
}

/// `max`, `min`: two shapes or two sizes.
pub fn both_shapes_or_sizes(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    match (l, r) {
        ([a], [b]) => (is_shape(ctx, *a) && is_shape(ctx, *b)) || (is_size(ctx, *a) && is_size(ctx, *b)),
        _ => false,
    }
}

/// `const_shape`: `tensor<N x index>` for the `N` extents of `shape`.
pub fn const_shape(ctx: &Context, _: &[Type], attrs: &[(Identifier, Attribute)]) -> Inferred {
    let shape_attr = attrs.iter().find(|(n, _)| ctx.ident_str(*n) == "shape").map(|(_, a)| *a);
    let Some(elements) = shape_attr.and_then(|a| DenseElements::new(ctx, a)) else {
        return Err(Some("missing shape attribute".into()));
    };
    Ok(vec![extent_tensor(ctx, elements.len() as i64)])
}

/// `shape_of`: `!shape.shape` of a `!shape.value_shape`, else the extent
/// tensor of the operand's rank (dynamic when unranked).
pub fn shape_of(ctx: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    let t = operand_type(ops, 0)?;
    if is_value_shape(ctx, t) {
        return Ok(vec![shape(ctx)]);
    }
    let rank = match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } | TypeKind::MemRef { shape, .. } => {
            shape.len() as i64
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => DYNAMIC,
        _ => return Err(None),
    };
    Ok(vec![extent_tensor(ctx, rank)])
}

/// `meet`: the least general of the operand types. Sizes meet sizes or
/// indices, shapes meet shapes or extent tensors; two extent tensors of
/// different static sizes do not meet.
pub fn meet(ctx: &Context, ops: &[Type], _: &[(Identifier, Attribute)]) -> Inferred {
    let Some((&first, rest)) = ops.split_first() else { return Err(None) };
    let mismatch = || Some("requires all sizes or shapes".to_string());
    let is_shape_like = |t: Type| is_shape(ctx, t) || is_extent_tensor(ctx, t);
    let mut acc = first;
    for &t in rest {
        let (mut l, mut r) = (acc, t);
        if !(is_shape(ctx, l) || is_size(ctx, l)) {
            std::mem::swap(&mut l, &mut r);
        }
        if is_size(ctx, l) {
            if !(is_size(ctx, r) || is_index(ctx, r)) {
                return Err(mismatch());
            }
            acc = l;
        } else if is_index(ctx, l) {
            if !is_index(ctx, r) {
                return Err(mismatch());
            }
            acc = r;
        } else if is_shape(ctx, l) {
            if !is_shape_like(r) {
                return Err(mismatch());
            }
            acc = l;
        } else if is_extent_tensor(ctx, l) {
            // Upstream reads `r` as an extent tensor here too.
            let (Some(rank1), Some(rank2)) = (extent_tensor_rank(ctx, l), extent_tensor_rank(ctx, r)) else {
                return Err(mismatch());
            };
            if rank1 == DYNAMIC {
                acc = l;
            } else if rank2 == DYNAMIC {
                acc = r;
            } else if rank1 != rank2 {
                return Err(Some("unequal shape cardinality".into()));
            } else {
                acc = l;
            }
        }
    }
    Ok(vec![acc])
}

/// One `!shape.size` (ops whose result type is fixed, for which ODS
/// derives the inference).
pub fn size_result(ctx: &Context, _: &[Type], _: &[(Identifier, Attribute)]) -> Option<Vec<Type>> {
    Some(vec![size(ctx)])
}

/// One `!shape.shape`.
pub fn shape_result(ctx: &Context, _: &[Type], _: &[(Identifier, Attribute)]) -> Option<Vec<Type>> {
    Some(vec![shape(ctx)])
}

/// One `!shape.value_shape`.
pub fn value_shape_result(ctx: &Context, _: &[Type], _: &[(Identifier, Attribute)]) -> Option<Vec<Type>> {
    Some(vec![super::types::value_shape(ctx)])
}

/// One `!shape.witness`.
pub fn witness_result(ctx: &Context, _: &[Type], _: &[(Identifier, Attribute)]) -> Option<Vec<Type>> {
    Some(vec![super::types::witness(ctx)])
}

/// Upstream's `eachHasOnlyOneOfTypes<SizeType, IndexType>`: one type on
/// each side, each a `size` or an `index`.
pub fn size_or_index_each(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let one = |ts: &[Type]| matches!(ts, [t] if is_size(ctx, *t) || is_index(ctx, *t));
    one(l) && one(r)
}

/// `const_shape`: `!shape.shape` is compatible with any result type;
/// otherwise the types must be equal.
pub fn const_shape_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    match (l, r) {
        ([a], [b]) => is_shape(ctx, *a) || is_shape(ctx, *b) || a == b,
        _ => false,
    }
}

/// Whether two shaped types have compatible shapes (`verifyCompatibleShapes`
/// of two types): equal ranks with equal or dynamic extents, or either
/// unranked.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(Some(shape.to_vec()))
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    };
    match (dims(a), dims(b)) {
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(p, q)| p == q || *p == DYNAMIC || *q == DYNAMIC)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

/// Whether `t` is a tensor type.
fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// `meet`: equal; a size and a size or index; a shape and a shape or
/// tensor; or two types of compatible shapes.
pub fn meet_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let ([a], [b]) = (l, r) else { return false };
    if a == b {
        return true;
    }
    let (mut lhs, mut rhs) = (*a, *b);
    if !(is_shape(ctx, lhs) || is_size(ctx, lhs)) {
        std::mem::swap(&mut lhs, &mut rhs);
    }
    if is_size(ctx, lhs) {
        return is_size(ctx, rhs) || is_index(ctx, rhs);
    }
    if is_shape(ctx, lhs) {
        return is_shape(ctx, rhs) || is_tensor(ctx, rhs);
    }
    compatible_shapes(ctx, lhs, rhs)
}

/// `shape_of`: equal; either a `!shape.shape` (with the other a shape or
/// shaped type); or two shaped types of compatible shapes.
pub fn shape_of_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let ([a], [b]) = (l, r) else { return false };
    if a == b {
        return true;
    }
    let shape_or_shaped = |t: Type| is_shape(ctx, t) || compatible_shapes(ctx, t, t);
    if !shape_or_shaped(*a) || !shape_or_shaped(*b) {
        return false;
    }
    is_shape(ctx, *a) || is_shape(ctx, *b) || compatible_shapes(ctx, *a, *b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meet_of_extent_tensors() {
        let ctx = Context::new();
        let (t0, t3, dynamic) = (extent_tensor(&ctx, 0), extent_tensor(&ctx, 3), extent_tensor(&ctx, DYNAMIC));
        assert_eq!(meet(&ctx, &[t0, t3], &[]), Err(Some("unequal shape cardinality".into())));
        assert_eq!(meet(&ctx, &[t3, dynamic], &[]), Ok(vec![dynamic]));
        assert_eq!(meet(&ctx, &[dynamic, t3], &[]), Ok(vec![dynamic]));
        assert_eq!(meet(&ctx, &[t3, shape(&ctx)], &[]), Ok(vec![shape(&ctx)]));
        assert_eq!(meet(&ctx, &[t3, size(&ctx)], &[]), Err(Some("requires all sizes or shapes".into())));
        assert_eq!(meet(&ctx, &[ctx.index_type(), size(&ctx)], &[]), Ok(vec![size(&ctx)]));
        assert_eq!(meet(&ctx, &[], &[]), Err(None));
    }

    #[test]
    fn compatibility() {
        let ctx = Context::new();
        let (t2, t3, dynamic) = (extent_tensor(&ctx, 2), extent_tensor(&ctx, 3), extent_tensor(&ctx, DYNAMIC));
        assert!(meet_compatible(&ctx, &[t3], &[dynamic]));
        assert!(!meet_compatible(&ctx, &[t3], &[t2]));
        assert!(const_shape_compatible(&ctx, &[t3], &[shape(&ctx)]));
        assert!(!const_shape_compatible(&ctx, &[t3], &[dynamic]));
        assert!(shape_of_compatible(&ctx, &[t3], &[dynamic]));
        assert!(!shape_of_compatible(&ctx, &[t3], &[t2]));
        assert!(size_or_index_each(&ctx, &[size(&ctx)], &[ctx.index_type()]));
        assert!(!size_or_index_each(&ctx, &[size(&ctx)], &[t2]));
    }
}
