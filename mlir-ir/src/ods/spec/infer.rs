//! Result-type inference functions (`InferTypeOpInterface::inferReturnTypes`)
//! shared by the ops that implement the interface upstream. Each maps the
//! operand types and attributes of a would-be op to its result types, or
//! `None` when they do not fit (the builder then reports the failure).

use crate::{AttrKind, Attribute, Context, Identifier, Type, TypeKind};

/// The attributes an inference function sees.
pub type Attrs<'a> = &'a [(Identifier, Attribute)];

/// The type of the operand at `i`.
fn operand(ops: &[Type], i: usize) -> Option<Type> {
    ops.get(i).copied()
}

/// One `index` result.
pub fn index(ctx: &Context, _ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![ctx.index_type()])
}

/// One `i1` result.
pub fn i1(ctx: &Context, _ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![ctx.i1_type()])
}

/// The first operand's type.
pub fn first_operand(_ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![operand(ops, 0)?])
}

/// The second operand's type (`select`'s true value, `insert`'s dest).
pub fn second_operand(_ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![operand(ops, 1)?])
}

/// Two results of the first operand's type (`mulsi_extended`).
pub fn first_operand_twice(_ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    let t = operand(ops, 0)?;
    Some(vec![t, t])
}

/// `i1`, or `i1` in the first operand's vector/tensor shape (compares,
/// float classification).
pub fn i1_like_first_operand(ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![i1_same_shape(ctx, operand(ops, 0)?)])
}

/// The element type of the first operand (`memref.load`, `tensor.extract`).
pub fn element_of_first_operand(ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    Some(vec![ctx.type_kind(operand(ops, 0)?).element_type()?])
}

/// The type of the typed attribute `value` (`arith.constant`).
pub fn value_attr_type(ctx: &Context, _ops: &[Type], attrs: Attrs<'_>) -> Option<Vec<Type>> {
    let (_, a) = attrs.iter().find(|(n, _)| ctx.ident_str(*n) == "value")?;
    let ty = match ctx.attr_kind(*a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => *ty,
        AttrKind::Bool(_) => ctx.i1_type(),
        _ => return None,
    };
    Some(vec![ty])
}

/// `memref.extract_strided_metadata`: a rank-0 base buffer in the source's
/// memory space, then the offset, sizes and strides as `index`.
pub fn strided_metadata(ctx: &Context, ops: &[Type], _attrs: Attrs<'_>) -> Option<Vec<Type>> {
    let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(operand(ops, 0)?).clone() else {
        return None;
    };
    let base = ctx.memref_type(&[], element, None, memory_space);
    let index = ctx.index_type();
    let mut out = vec![base, index];
    out.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Some(out)
}

/// `getI1SameShape`: `i1`, or a vector/tensor of `i1` of the same shape.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1_type();
    match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.vector_type(&shape, &scalable, i1),
        TypeKind::RankedTensor { shape, .. } => ctx.ranked_tensor_type(&shape, i1, None),
        TypeKind::UnrankedTensor { .. } => ctx.unranked_tensor_type(i1),
        _ => i1,
    }
}
