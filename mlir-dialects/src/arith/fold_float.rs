//! Folders of the `arith` float arithmetic (`addf`, `subf`, `mulf`, `divf`,
//! `remf`, `maximumf`, `minimumf`, `maxnumf`, `minnumf`, `negf`) on every
//! builtin float type, through `APFloat`, with upstream's identities
//! (`addf x, -0.0`, `subf x, +0.0`, `mulf`/`divf x, 1.0`, `maximumf x,
//! -inf`, `minimumf x, +inf`, `maxnumf`/`minnumf x, NaN`, and `x op x` for
//! the min/max ops), and the two-result `addui_extended` and
//! `mului_extended`.

use crate::fold_utils::{apfloat_of, float_attr_of, int_attr, int_of, result_type, to_attr, to_value};
use mlir_ir::dialect::{FoldResult, Folded};
use mlir_ir::ods::view::Checked;
use mlir_ir::support::apfloat::APFloat;
use mlir_ir::{Attribute, Context, Ir, OpId};
use num_bigint::{BigInt, BigUint};

fn mnemonic(ir: &Ir, op: OpId) -> &str {
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n)).unwrap_or("");
    name.split_once('.').map_or(name, |(_, m)| m)
}

/// Whether constant `a` is the float `v` (`-0.0` and `+0.0` differ).
fn is_float(ctx: &Context, a: Option<Attribute>, test: impl Fn(&APFloat) -> bool) -> bool {
    a.and_then(|a| apfloat_of(ctx, a)).is_some_and(|f| test(&f))
}

fn is_one(f: &APFloat) -> bool {
    let one = APFloat::from_f64(f.semantics(), 1.0).0;
    f.to_bits() == one.to_bits()
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_float_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let m = mnemonic(ir, op);
    let (lhs, rhs) = super::family_views::lhs_rhs(ir, op)?;
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    let identity = match m {
        "addf" => is_float(ctx, b, |f| f.is_zero() && f.is_negative()),
        "subf" => is_float(ctx, b, |f| f.is_zero() && !f.is_negative()),
        "mulf" | "divf" => is_float(ctx, b, is_one),
        "maximumf" => lhs == rhs || is_float(ctx, b, |f| f.is_inf() && f.is_negative()),
        "minimumf" => lhs == rhs || is_float(ctx, b, |f| f.is_inf() && !f.is_negative()),
        "maxnumf" | "minnumf" => lhs == rhs || is_float(ctx, b, APFloat::is_nan),
        _ => false,
    };
    if identity {
        return to_value(lhs);
    }
    // With no NaNs and no signed zeros, `x * 0` is that zero (upstream
    // returns the zero operand itself, sign included).
    let fastmath =
        super::family_views::fastmath(ir, op).flatten().and_then(|f| super::attrs::FASTMATH.bits(ctx, f)).unwrap_or(0);
    const NNAN_NSZ: u64 = 2 | 8;
    if m == "mulf" && fastmath & NNAN_NSZ == NNAN_NSZ && is_float(ctx, b, APFloat::is_zero) {
        return to_value(rhs);
    }
    let (x, y) = (apfloat_of(ctx, a?)?, apfloat_of(ctx, b?)?);
    let r = match m {
        "addf" => x.add(&y),
        "subf" => x.sub(&y),
        "mulf" => x.mul(&y),
        "divf" => x.div(&y),
        "remf" => x.rem(&y).0,
        "maximumf" => x.maximum(&y),
        "minimumf" => x.minimum(&y),
        "maxnumf" => x.maxnum(&y),
        "minnumf" => x.minnum(&y),
        _ => return None,
    };
    to_attr(float_attr_of(ctx, result_type(ir, op)?, &r))
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_negf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    // negf(negf(x)) is x.
    if let mlir_ir::Value::OpResult { op: inner, .. } = super::NegFOp::new(ir, op)?.operand(ir).checked() {
        if let Some(inner) = super::NegFOp::new(ir, inner) {
            return to_value(inner.operand(ir).checked());
        }
    }
    let x = apfloat_of(ctx, c.first().copied().flatten()?)?;
    to_attr(float_attr_of(ctx, result_type(ir, op)?, &x.neg()))
}

/// Unsigned value and width of an integer constant.
fn unsigned(ctx: &Context, a: Option<Attribute>) -> Option<(BigUint, u32)> {
    let (_, v) = int_of(ctx, a?)?;
    Some((v.to_biguint(), v.width()))
}

fn two_results(a: Option<Attribute>, b: Option<Attribute>) -> Option<Folded> {
    Some(Folded::Results(vec![FoldResult::Attr(a?), FoldResult::Attr(b?)]))
}

/// `addui_extended`: `(x, 0)` gives `x, false`; constants give the wrapped
/// sum and whether it carried.
/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_addui_extended(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    if unsigned(ctx, b).is_some_and(|(v, _)| v == BigUint::ZERO) {
        let lhs = super::AddUIExtendedOp::new(ir, op)?.lhs(ir).checked();
        return Some(Folded::Results(vec![FoldResult::Value(lhs), FoldResult::Attr(ctx.bool_attr(false))]));
    }
    let ((x, w), (y, _)) = (unsigned(ctx, a)?, unsigned(ctx, b)?);
    let sum = x + y;
    let carry = (&sum >> w) != BigUint::ZERO;
    two_results(int_attr(ctx, ty, &BigInt::from(unsigned_sum_low(&sum, w))), Some(ctx.bool_attr(carry)))
}

fn unsigned_sum_low(v: &BigUint, w: u32) -> BigUint {
    v % (BigUint::from(1u8) << w)
}

/// `mului_extended`: `(x, 0)` gives `0, 0`, `(x, 1)` gives `x, 0`;
/// constants give the low and high halves of the full product.
/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_mului_extended(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    match unsigned(ctx, b) {
        Some((v, _)) if v == BigUint::ZERO => {
            let zero = b?;
            return Some(Folded::Results(vec![FoldResult::Attr(zero), FoldResult::Attr(zero)]));
        }
        Some((v, _)) if v == BigUint::from(1u8) => {
            let (lhs, _) = super::family_views::lhs_rhs(ir, op)?;
            let zero = int_attr(ctx, ty, &BigInt::ZERO)?;
            return Some(Folded::Results(vec![FoldResult::Value(lhs), FoldResult::Attr(zero)]));
        }
        _ => {}
    }
    let ((x, w), (y, _)) = (unsigned(ctx, a)?, unsigned(ctx, b)?);
    let product = x * y;
    let low = unsigned_sum_low(&product, w);
    let high = product >> w;
    two_results(int_attr(ctx, ty, &BigInt::from(low)), int_attr(ctx, ty, &BigInt::from(high)))
}
