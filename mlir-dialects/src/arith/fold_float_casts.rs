//! Folders of the `arith` casts that involve floats (upstream's
//! `constFoldCastOp` uses): `sitofp`, `uitofp`, `fptosi`, `fptoui`,
//! `extf`, `truncf` and `bitcast`, for scalar constants of every builtin
//! float type (through `APFloat`).
//!
//! As upstream: an integer converts to the nearest float; a float converts
//! to an integer toward zero unless it is NaN or out of range (no fold);
//! `extf` and `truncf` fold only when no information is lost, `truncf` in
//! its `roundingmode`; `bitcast` reinterprets the bits.

use crate::fold_utils::{apfloat_of, float_attr_of, int_of, result_type, to_attr};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::support::apfloat::{APFloat, OpStatus, RoundingMode};
use mlir_ir::support::apint::APInt;
use mlir_ir::support::semantics_of;
use mlir_ir::types::FloatKind;
use mlir_ir::{AttrKind, Attribute, Ir, OpId, TypeKind};

fn mnemonic(ir: &Ir, op: OpId) -> &str {
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n)).unwrap_or("");
    name.split_once('.').map_or(name, |(_, m)| m)
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_int_to_float(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let TypeKind::Float(kind) = ctx.type_kind(ty) else { return None };
    let (_, v) = int_of(ctx, c.first().copied().flatten()?)?;
    let value = if mnemonic(ir, op) == "sitofp" { v.to_bigint() } else { v.to_biguint().into() };
    let (f, _) = APFloat::from_integer(semantics_of(*kind), &value, RoundingMode::NearestTiesToEven);
    to_attr(float_attr_of(ctx, ty, &f))
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_float_to_int(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) else { return None };
    let f = apfloat_of(ctx, c.first().copied().flatten()?)?;
    let signed = mnemonic(ir, op) == "fptosi";
    let r = f.convert_to_integer(width, signed, RoundingMode::TowardZero);
    if r.status.contains(OpStatus::INVALID_OP) {
        return None;
    }
    to_attr(crate::fold_utils::int_attr(ctx, ty, &r.value))
}

/// `truncf`'s `roundingmode` cases, in the enum's order.
const ROUNDING: [RoundingMode; 5] = [
    RoundingMode::NearestTiesToEven,
    RoundingMode::TowardNegative,
    RoundingMode::TowardPositive,
    RoundingMode::TowardZero,
    RoundingMode::NearestTiesToAway,
];

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_float_to_float(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let TypeKind::Float(kind) = ctx.type_kind(ty) else { return None };
    let f = apfloat_of(ctx, c.first().copied().flatten()?)?;
    // Only `truncf` has a rounding mode (`extf` is exact).
    let mode = super::TruncFOp::new(ir, op).and_then(|t| t.roundingmode(ir).checked());
    let rm = match mode.and_then(|a| int_of(ctx, a)).and_then(|(_, v)| v.to_i64()) {
        Some(i) => *ROUNDING.get(usize::try_from(i).ok()?)?,
        None => RoundingMode::NearestTiesToEven,
    };
    let (r, status, loses_info) = f.convert_with(semantics_of(*kind), rm);
    if loses_info || status != OpStatus::OK {
        return None;
    }
    to_attr(float_attr_of(ctx, ty, &r))
}

/// Exponent and significand bits of the float kinds whose `extf` a
/// `truncf` may see through.
fn float_layout(kind: FloatKind) -> Option<(u32, u32)> {
    match kind {
        FloatKind::F16 => Some((5, 11)),
        FloatKind::BF16 => Some((8, 8)),
        FloatKind::F32 => Some((8, 24)),
        FloatKind::F64 => Some((11, 53)),
        _ => None,
    }
}

/// `arith.truncf` (upstream's `TruncFOp::fold`): of an `extf` whose source
/// the intermediate type represents exactly, the source when it has the
/// result's type, a truncation of the source when it is wider; else a
/// constant converted without loss.
pub(super) fn fold_truncf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    if let Some(folded) = truncf_of_extf(ir, op) {
        return Some(folded);
    }
    fold_float_to_float(ir, op, c)
}

fn truncf_of_extf(ir: &Ir, op: OpId) -> Option<Folded> {
    let ctx = ir.ctx();
    let mlir_ir::Value::OpResult { op: ext, .. } = super::TruncFOp::new(ir, op)?.in_(ir).checked() else {
        return None;
    };
    let src = super::ExtFOp::new(ir, ext)?.in_(ir).checked();
    let kind_of = |t| match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    let (src_ty, mid_ty, res_ty) = (ir.value_type(src).checked(), result_type(ir, ext)?, result_type(ir, op)?);
    let (src_k, mid_k, res_k) = (kind_of(src_ty)?, kind_of(mid_ty)?, kind_of(res_ty)?);
    let ((se, sm), (me, mm)) = (float_layout(src_k)?, float_layout(mid_k)?);
    if se > me || sm > mm {
        return None;
    }
    let width = |k: FloatKind| semantics_of(k).bit_width();
    if width(src_k) > width(res_k) {
        return Some(Folded::Update { operands: Some(vec![src]), attrs: Vec::new() });
    }
    if src_ty == res_ty {
        return Some(Folded::Results(vec![mlir_ir::dialect::FoldResult::Value(src)]));
    }
    None
}

/// `arith.bitcast`: of a constant, the constant's bits reread; else a cast
/// to its own type is its operand (upstream's `CastOpInterface` fold,
/// tried after the op's own).
pub(super) fn fold_bitcast(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    if let Some(folded) = fold_bitcast_constant(ir, op, c) {
        return Some(folded);
    }
    let input = super::BitcastOp::new(ir, op)?.in_(ir).checked();
    if ir.value_type(input).checked() == result_type(ir, op)? {
        return Some(Folded::Results(vec![mlir_ir::dialect::FoldResult::Value(input)]));
    }
    None
}

/// The folder of the ops defined with it (see the specs).
fn fold_bitcast_constant(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let a = c.first().copied().flatten()?;
    let (bits, width) = match ctx.attr_kind(a) {
        AttrKind::Float { ty: from, bits } => {
            let TypeKind::Float(kind) = ctx.type_kind(*from) else { return None };
            (bits.get(), semantics_of(*kind).bit_width())
        }
        _ => {
            let (_, v) = int_of(ctx, a)?;
            let w = v.width();
            if w > 128 {
                return None;
            }
            let b: u128 = v.to_biguint().try_into().ok()?;
            (b, w)
        }
    };
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) if semantics_of(*kind).bit_width() == width => {
            to_attr(Some(ctx.get_attr(AttrKind::Float { ty, bits: bits.into() })))
        }
        TypeKind::Integer { width: w, .. } if *w == width => {
            to_attr(Some(ctx.int_attr(ty, APInt::from_biguint(width, &bits.into()))))
        }
        _ => None,
    }
}
