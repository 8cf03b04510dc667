//! Helpers shared by the dialects' folders: reading integer and float
//! constants out of attributes and building result attributes, with
//! upstream's conventions (an `i1` constant is a `BoolAttr`).

use crate::attributes::{DenseElementKind, DenseElements};
use crate::dialect::{FoldResult, Folded};
use crate::support::apfloat::APFloat;
use crate::support::apint::APInt;
use crate::{AttrKind, Attribute, Context, Ir, OpId, Type, TypeKind, Value};
use num_bigint::BigInt;

/// The integer held by `attr` (a bool reads as `i1`), with its type.
pub fn int_of(ctx: &Context, attr: Attribute) -> Option<(Type, APInt)> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        AttrKind::Bool(b) => Some((ctx.i1_type(), APInt::from_u64(1, *b as u64))),
        _ => None,
    }
}

/// The bit width of integer or index type `ty` (64 for `index`).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// An integer constant of type `ty` (a `BoolAttr` for `i1`), `value`
/// wrapped to the type's width.
pub fn int_attr(ctx: &Context, ty: Type, value: &BigInt) -> Option<Attribute> {
    let w = int_width(ctx, ty)?;
    let v = APInt::from_bigint(w, value);
    if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) {
        return Some(ctx.bool_attr(!v.is_zero()));
    }
    Some(ctx.int_attr(ty, v))
}

/// A boolean constant (`i1`).
pub fn bool_attr(ctx: &Context, b: bool) -> Attribute {
    ctx.bool_attr(b)
}

/// The `f32`/`f64` value held by `attr`, with its type.
pub fn float_of(ctx: &Context, attr: Attribute) -> Option<(Type, f64)> {
    let AttrKind::Float { ty, bits } = ctx.attr_kind(attr) else { return None };
    let b = bits.get();
    match ctx.type_kind(*ty) {
        TypeKind::Float(crate::types::FloatKind::F32) => Some((*ty, f32::from_bits(b as u32) as f64)),
        TypeKind::Float(crate::types::FloatKind::F64) => Some((*ty, f64::from_bits(b as u64))),
        _ => None,
    }
}

/// A float constant of `f32`/`f64` type `ty`; an `f32` result is rounded
/// once, from the `f32` computation the caller did.
pub fn float_attr(ctx: &Context, ty: Type, value: f64) -> Option<Attribute> {
    let bits: u128 = match ctx.type_kind(ty) {
        TypeKind::Float(crate::types::FloatKind::F32) => (value as f32).to_bits() as u128,
        TypeKind::Float(crate::types::FloatKind::F64) => value.to_bits() as u128,
        _ => return None,
    };
    Some(ctx.get_attr(AttrKind::Float { ty, bits: bits.into() }))
}

/// The float held by a scalar float attribute, in its type's semantics.
pub fn apfloat_of(ctx: &Context, a: Attribute) -> Option<APFloat> {
    let AttrKind::Float { ty, bits } = ctx.attr_kind(a) else { return None };
    let TypeKind::Float(kind) = ctx.type_kind(*ty) else { return None };
    Some(APFloat::from_bits(crate::support::semantics_of(*kind), bits.get()))
}

/// A float attribute of scalar float type `ty` holding `v`.
pub fn float_attr_of(ctx: &Context, ty: Type, v: &APFloat) -> Option<Attribute> {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
        .then(|| ctx.get_attr(AttrKind::Float { ty, bits: v.to_bits().into() }))
}

/// Whether `ty` is `f32`.
pub fn is_f32(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(crate::types::FloatKind::F32))
}

/// Folds to one constant.
pub fn to_attr(a: Option<Attribute>) -> Option<Folded> {
    a.map(|a| Folded::Results(vec![FoldResult::Attr(a)]))
}

/// Folds to an existing value.
pub fn to_value(v: Value) -> Option<Folded> {
    Some(Folded::Results(vec![FoldResult::Value(v)]))
}

/// The type of result 0 of `op`; its element type while an elementwise
/// fold runs the op's scalar folder on one element
/// ([`crate::ods::fold_elementwise`]).
pub fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    crate::ods::fold_elementwise::element_result_type()
        .or_else(|| ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok()))
}

/// The inherent attribute `name` of `op` (else the discardable one).
/// Code that knows the op reads through its typed view instead.
pub fn attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    // By text: interning `name` took the context's uniquer lock per read.
    ir.op_attr_by_name(op, name)
}

/// The attribute a constant-like op defines: its `value`, which is what
/// the default folder of a `ConstantLike` definition folds it to. `None`
/// when `op` is not constant-like.
pub fn constant_value(ir: &Ir, op: OpId) -> Option<Attribute> {
    let def = ir.ctx().op_def(ir.op_name(op).ok()?)?;
    if !def.traits().contains(crate::dialect::OpTraits::CONSTANT_LIKE) {
        return None;
    }
    constant_value_unchecked(ir, op)
}

/// The `value` of an op known to be constant-like (what its definition's
/// default folder returns).
pub fn constant_value_unchecked(ir: &Ir, op: OpId) -> Option<Attribute> {
    // The inherent `value` by id first (the common case, no name
    // compare), then the name lookup for one held as a discardable one.
    let value = ir.ctx().value_ident();
    match ir.op_inherent_attr(op, value) {
        Ok(Some(a)) => Some(a),
        _ => ir.op_attr(op, value).ok().flatten(),
    }
}

/// Element `flat` (row-major; any index of a splat) of a dense int or
/// float elements attribute, as an integer/bool/float attribute.
pub fn dense_element_attr(ctx: &Context, e: &DenseElements<'_>, flat: u64) -> Option<Attribute> {
    if flat >= e.len() {
        return None;
    }
    let flat = if e.is_splat() { 0 } else { flat };
    let ty = e.element_type();
    match e.element_kind() {
        DenseElementKind::Int { width: 1, .. } => Some(ctx.bool_attr(!e.int(flat)?.is_zero())),
        DenseElementKind::Int { .. } => Some(ctx.int_attr(ty, e.int(flat)?)),
        DenseElementKind::Float(_) => Some(ctx.get_attr(AttrKind::Float { ty, bits: e.float_bits(flat)?.into() })),
        _ => None,
    }
}

/// The integer a constant-like op defines for `v` (upstream's
/// `m_ConstantInt`, reading the op's `value`).
pub fn constant_int(ir: &Ir, v: Value) -> Option<APInt> {
    let Value::OpResult { op: def, .. } = v else { return None };
    int_of(ir.ctx(), constant_value(ir, def)?).map(|(_, v)| v)
}
