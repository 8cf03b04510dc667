//! Folders of the `math` ops (upstream's `MathOps.cpp` `fold` methods) for
//! scalar constants.
//!
//! As upstream: `absf`, `ceil`, `floor`, `roundeven`, `copysign` and the
//! classification ops (`isnan`, ...) are exact on any float type; `round`
//! and `trunc` too, but only for `f32`/`f64`. The other float functions
//! (`f32`/`f64` only) call the C library (`libm.rs`), and are not folded
//! where upstream declines: `sqrt`, `log`, `log2`, `log10` of a negative
//! number, `log1p` below -1. `rsqrt`, `cbrt`, `fma`, `fpowi` and `clampf`
//! do not fold. Integer `ctlz`/`cttz`/`ctpop`/`absi`/`ipowi` wrap to the
//! type's width.

use super::libm;
use crate::fold_utils::{apfloat_of, float_attr, float_attr_of, float_of, int_attr, int_of, is_f32, to_attr};
use mlir_ir::dialect::Folded;
use mlir_ir::support::apfloat::RoundingMode;
use mlir_ir::{Attribute, Ir, OpId};
use num_bigint::BigInt;

fn mnemonic(ir: &Ir, op: OpId) -> &str {
    let ctx = ir.ctx();
    ir.op_name(op).map(|n| ctx.op_name_str(n)).unwrap_or("").trim_start_matches("math.")
}

fn constant(c: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    c.get(i).copied().flatten()
}

/// `absf`, `ceil`, `floor`, `round` (half away from zero), `roundeven`,
/// `trunc`: exact, so computed on the `APFloat` of any float type (`round`
/// and `trunc` only for `f32`/`f64`, as upstream).
pub(super) fn fold_exact_unary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let a = constant(c, 0)?;
    let x = apfloat_of(ctx, a)?;
    let ty = crate::fold_utils::result_type(ir, op)?;
    let rounded = |rm| x.round_to_integral(rm).0;
    let name = mnemonic(ir, op);
    // Upstream folds these two through `round`/`trunc` of the C library:
    // only `f32` and `f64`.
    if matches!(name, "round" | "trunc") && float_of(ctx, a).is_none() {
        return None;
    }
    let r = match name {
        "absf" => x.abs(),
        "ceil" => rounded(RoundingMode::TowardPositive),
        "floor" => rounded(RoundingMode::TowardNegative),
        "round" => rounded(RoundingMode::NearestTiesToAway),
        "roundeven" => rounded(RoundingMode::NearestTiesToEven),
        "trunc" => rounded(RoundingMode::TowardZero),
        _ => return None,
    };
    to_attr(float_attr_of(ctx, ty, &r))
}

/// `copysign` of two constants of any float type.
pub(super) fn fold_copysign(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let x = apfloat_of(ctx, constant(c, 0)?)?;
    let y = apfloat_of(ctx, constant(c, 1)?)?;
    let ty = crate::fold_utils::result_type(ir, op)?;
    to_attr(float_attr_of(ctx, ty, &x.copy_sign(&y)))
}

/// `isnan`, `isinf`, `isfinite`, `isnormal` of a constant of any float type.
pub(super) fn fold_classify(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let x = apfloat_of(ctx, constant(c, 0)?)?;
    if !matches!(ctx.type_kind(crate::fold_utils::result_type(ir, op)?), mlir_ir::TypeKind::Integer { width: 1, .. }) {
        return None;
    }
    let r = match mnemonic(ir, op) {
        "isnan" => x.is_nan(),
        "isinf" => x.is_inf(),
        "isfinite" => x.is_finite(),
        "isnormal" => x.is_normal(),
        _ => return None,
    };
    to_attr(Some(crate::fold_utils::bool_attr(ctx, r)))
}

/// The C library function of the op, in the operand's precision.
pub(super) fn fold_libm_unary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let name = mnemonic(ir, op);
    let (ty, x) = float_of(ctx, constant(c, 0)?)?;
    let f32_ = is_f32(ctx, ty);
    // Upstream's domain checks, made in the operand's precision.
    let negative = |v: f64| if f32_ { (v as f32).is_sign_negative() } else { v.is_sign_negative() };
    let declines = match name {
        "sqrt" | "log" | "log2" | "log10" => negative(x),
        "log1p" => negative(if f32_ { ((x as f32) + 1.0) as f64 } else { x + 1.0 }),
        _ => false,
    };
    if declines {
        return None;
    }
    let f = libm::unary(name)?;
    let r = if f32_ { (f.f32)(x as f32) as f64 } else { (f.f64)(x) };
    to_attr(float_attr(ctx, ty, r))
}

/// `powf`, `atan2`: the C library function, in the operands' precision.
pub(super) fn fold_libm_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (ty, x) = float_of(ctx, constant(c, 0)?)?;
    let (_, y) = float_of(ctx, constant(c, 1)?)?;
    let m = mnemonic(ir, op);
    let f = libm::binary(m)?;
    // Upstream folds only in f32 and f64, and `atan2(±0, ±0)` to NaN.
    let is_f64 = matches!(ctx.type_kind(ty), mlir_ir::TypeKind::Float(mlir_ir::types::FloatKind::F64));
    if !is_f32(ctx, ty) && !is_f64 {
        return None;
    }
    let r = if m == "atan2" && x == 0.0 && y == 0.0 {
        f64::NAN
    } else if is_f32(ctx, ty) {
        (f.f32)(x as f32, y as f32) as f64
    } else {
        (f.f64)(x, y)
    };
    to_attr(float_attr(ctx, ty, r))
}

/// `ctlz`, `cttz`, `ctpop`, `absi` of an integer constant.
pub(super) fn fold_int_unary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (ty, v) = int_of(ctx, constant(c, 0)?)?;
    let w = v.width();
    let bits: Vec<bool> = (0..w).map(|i| v.bit(i)).collect();
    let r: BigInt = match mnemonic(ir, op) {
        "ctlz" => BigInt::from(bits.iter().rev().take_while(|b| !**b).count()),
        "cttz" => BigInt::from(bits.iter().take_while(|b| !**b).count()),
        "ctpop" => BigInt::from(bits.iter().filter(|b| **b).count()),
        "absi" => {
            let s = v.to_bigint();
            if s < BigInt::from(0) {
                -s
            } else {
                s
            }
        }
        _ => return None,
    };
    to_attr(int_attr(ctx, ty, &r))
}

/// `ipowi`: `base ** power` wrapped to the width; a negative power gives 0
/// unless the base is 1 or -1, and `0 ** negative` is not folded.
pub(super) fn fold_ipowi(ir: &Ir, _op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (ty, base) = int_of(ctx, constant(c, 0)?)?;
    let (_, power) = int_of(ctx, constant(c, 1)?)?;
    let w = base.width();
    let modulus = BigInt::from(1) << w;
    let (b, p) = (base.to_bigint(), power.to_bigint());
    let one = BigInt::from(1);
    let r = if p == BigInt::from(0) {
        one
    } else if p < BigInt::from(0) {
        let minus_one = BigInt::from(-1);
        if b == BigInt::from(0) {
            return None;
        } else if b == one {
            one
        } else if b != minus_one {
            BigInt::from(0)
        } else if power.bit(0) {
            minus_one
        } else {
            one
        }
    } else {
        // Square-and-multiply, wrapping like APInt's `*=`.
        let (mut result, mut cur, mut e) = (one.clone(), b.clone(), p);
        loop {
            if &e % 2 == one {
                result = (result * &cur) % &modulus;
            }
            e >>= 1;
            if e == BigInt::from(0) {
                break result;
            }
            cur = (&cur * &cur) % &modulus;
        }
    };
    to_attr(int_attr(ctx, ty, &r))
}
