//! Folders of the `index` ops. The width of `index` is not known, so a
//! constant result is only folded when computing it at 64 and at 32 bits
//! agrees (upstream's `foldBinaryOpChecked`).

use crate::fold_utils::{bool_attr, int_of, to_attr, to_value};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::on_view;
use mlir_ir::support::apint::APInt;
use mlir_ir::{Attribute, Context, Ir, OpId, Value};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::Zero;

fn mnemonic(ir: &Ir, op: OpId) -> &str {
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n)).unwrap_or("");
    name.split_once('.').map_or(name, |(_, m)| m)
}

/// `v` truncated to `w` bits, read signed or unsigned.
fn at_width(v: &APInt, w: u32, signed: bool) -> BigInt {
    let t = v.resize(w, false);
    if signed {
        t.to_bigint()
    } else {
        BigInt::from(t.to_biguint())
    }
}

fn compute(m: &str, a: &APInt, b: &APInt, w: u32) -> Option<BigInt> {
    let signed = matches!(m, "divs" | "ceildivs" | "floordivs" | "rems" | "maxs" | "mins" | "shrs");
    let (x, y) = (at_width(a, w, signed), at_width(b, w, signed));
    let r = match m {
        "add" => x + y,
        "sub" => x - y,
        "mul" => x * y,
        "and" => at_width(a, w, false) & at_width(b, w, false),
        "or" => at_width(a, w, false) | at_width(b, w, false),
        "xor" => at_width(a, w, false) ^ at_width(b, w, false),
        "maxs" | "maxu" => x.max(y),
        "mins" | "minu" => x.min(y),
        "shl" | "shrs" | "shru" => {
            let s: usize = at_width(b, w, false).try_into().ok().filter(|s| *s < w as usize)?;
            if m == "shl" {
                x << s
            } else {
                x >> s
            }
        }
        _ if y.is_zero() => return None,
        "divs" | "divu" => x / y,
        "rems" | "remu" => x % y,
        "ceildivu" => x.div_ceil(&y),
        "ceildivs" => ceildivs_wrapping(&x, &y, w),
        "floordivs" => floordivs_wrapping(&x, &y, w),
        _ => return None,
    };
    Some(r)
}

/// `v` read as a `w`-bit two's complement number (wrapping, as APInt
/// arithmetic does).
fn wrap(v: BigInt, w: u32) -> BigInt {
    let modulus = BigInt::from(1u8) << w;
    let r = v.mod_floor(&modulus);
    if r >= (BigInt::from(1u8) << (w - 1)) {
        r - modulus
    } else {
        r
    }
}

/// Upstream's `calculateCeilDivS` at `w` bits, wrapping where its APInt
/// arithmetic wraps (`-MIN` is `MIN`): its 32- and 64-bit results then
/// differ exactly when upstream declines to fold. `m` is nonzero.
fn ceildivs_wrapping(n: &BigInt, m: &BigInt, w: u32) -> BigInt {
    if n.is_zero() {
        return n.clone();
    }
    let m_positive = *m > BigInt::zero();
    if (*n > BigInt::zero()) != m_positive {
        let negated = wrap(-n, w);
        return wrap(-(negated / m), w);
    }
    let x = if m_positive { -1 } else { 1 };
    wrap(wrap(n + x, w) / m + 1, w)
}

/// Upstream's `calculateFloorDivS` at `w` bits, wrapping as it does.
fn floordivs_wrapping(n: &BigInt, m: &BigInt, w: u32) -> BigInt {
    if n.is_zero() {
        return n.clone();
    }
    let m_negative = *m < BigInt::zero();
    if (*n < BigInt::zero()) == m_negative {
        return wrap(n / m, w);
    }
    let x = if m_negative { 1 } else { -1 };
    wrap(-1 - wrap(x - n, w) / m, w)
}

/// Every binary op: the constant result if 64 and 32 bits agree, else
/// upstream's only identities, `add`/`sub` of 0 and `mul` by 1 (the left
/// operand) and `mul` by 0 (the constant 0). Upstream folds no other
/// identity (`shl x, 0`, `divu x, 1`, `or x, 0` stay), so neither does this.
pub(super) fn fold_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let m = mnemonic(ir, op);
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    // As upstream's folders: constants first (so the result is this
    // dialect's constant), then the identities.
    if let Some(folded) = fold_constants(ctx, m, a, b) {
        return Some(folded);
    }
    let is = |a: Option<Attribute>, v: i64| a.and_then(|a| int_of(ctx, a)).is_some_and(|(_, x)| x.to_i64() == Some(v));
    let lhs = || on_view!(ir, op, |v| v.lhs(ir).checked(), [super::AddOp, super::SubOp, super::MulOp]);
    match m {
        "add" | "sub" if is(b, 0) => to_value(lhs()?),
        "mul" if is(b, 1) => to_value(lhs()?),
        // The zero as an attribute: it is materialized as `index.constant`
        // even when the operand was an `arith.constant`.
        "mul" if is(b, 0) => to_attr(Some(ctx.int_attr(ctx.index_type(), APInt::zero(64)))),
        _ => None,
    }
}

/// `m` of two constants, when its 64- and 32-bit results agree.
fn fold_constants(ctx: &Context, m: &str, a: Option<Attribute>, b: Option<Attribute>) -> Option<Folded> {
    to_attr(Some(binary_of_constants(ctx, m, a?, b?)?))
}

/// The `index` attribute binary op `m` (a mnemonic) gives for the
/// constants `a` and `b`, when its 64- and 32-bit results agree.
pub(super) fn binary_of_constants(ctx: &Context, m: &str, a: Attribute, b: Attribute) -> Option<Attribute> {
    let (_, x) = int_of(ctx, a)?;
    let (_, y) = int_of(ctx, b)?;
    let r64 = compute(m, &x, &y, 64)?;
    let r32 = compute(m, &x, &y, 32)?;
    let v64 = APInt::from_bigint(64, &r64);
    // The 32-bit result must be the 64-bit one truncated.
    if v64.resize(32, false) != APInt::from_bigint(32, &r32) {
        return None;
    }
    Some(ctx.int_attr(ctx.index_type(), v64))
}

/// `index.cmp` as upstream's `CmpOp::fold`: of constants when 64 and 32
/// bits agree, then of a min/max with a constant against a constant
/// ([`super::cmp_of_min_max`]), then of a value with itself.
pub(super) fn fold_cmp(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx: &Context = ir.ctx();
    let cmp = super::CmpOp::new(ir, op)?;
    let p = super::predicate_keyword(ctx, cmp.pred(ir).checked()?)?;
    let lhs_const = c.first().copied().flatten().and_then(|a| int_of(ctx, a));
    let rhs_const = c.get(1).copied().flatten().and_then(|a| int_of(ctx, a));
    if let (Some((_, x)), Some((_, y))) = (&lhs_const, &rhs_const) {
        let eval = |w: u32| {
            let signed = p.starts_with('s');
            let (a, b) = (at_width(x, w, signed), at_width(y, w, signed));
            match p {
                "eq" => a == b,
                "ne" => a != b,
                "slt" | "ult" => a < b,
                "sle" | "ule" => a <= b,
                "sgt" | "ugt" => a > b,
                _ => a >= b,
            }
        };
        let r = eval(64);
        if r == eval(32) {
            return to_attr(Some(bool_attr(ctx, r)));
        }
    }
    if let Some((_, b)) = &rhs_const {
        if let Some(r) = cmp_of_min_max(ir, cmp.lhs(ir).checked(), b, p) {
            return to_attr(Some(bool_attr(ctx, r)));
        }
    }
    // A value compared with itself.
    if cmp.lhs(ir).checked() == cmp.rhs(ir).checked() {
        return to_attr(Some(bool_attr(ctx, matches!(p, "eq" | "sle" | "sge" | "ule" | "uge"))));
    }
    None
}

/// The compare `p` of `lhs`, when it is `index.mins/minu/maxs/maxu(x, a)`
/// (constant `a`), with the constant `b`, when the bounds decide it.
fn cmp_of_min_max(ir: &Ir, lhs: Value, b: &APInt, p: &str) -> Option<bool> {
    let Value::OpResult { op: def, .. } = lhs else { return None };
    let m = mnemonic(ir, def);
    let bound =
        on_view!(ir, def, |v| v.rhs(ir).checked(), [super::MinSOp, super::MinUOp, super::MaxSOp, super::MaxUOp])?;
    let a = crate::fold_utils::constant_int(ir, bound)?;
    super::cmp_of_min_max::fold_cmp_of_min_max(m, a.to_i64()? as i128, b.to_i64()? as i128, p)
}

/// `index.casts` of a constant (upstream's `foldCastOp` with sign
/// extension).
pub(super) fn fold_casts(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    fold_cast(ir, op, c, true)
}

/// `index.castu` of a constant (zero extension).
pub(super) fn fold_castu(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    fold_cast(ir, op, c, false)
}

/// A cast of constant `c[0]` when its value is the same for 32- and 64-bit
/// `index` (upstream's `foldCastOp`): to `index`, the 64-bit cast; to an
/// integer of at most 32 bits, a truncation; wider, only when the value
/// reads the same through 32 bits.
fn fold_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Folded> {
    let ctx = ir.ctx();
    let (_, value) = int_of(ctx, c.first().copied().flatten()?)?;
    let ty = ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok())?;
    let result = match ctx.type_kind(ty) {
        mlir_ir::TypeKind::Index => value.resize(64, signed),
        mlir_ir::TypeKind::Integer { width, .. } => {
            let width = *width;
            let through32 = value.resize(32, false).resize(width, signed);
            let direct = value.resize(width, signed);
            if width > 32 && direct != through32 {
                return None;
            }
            direct
        }
        _ => return None,
    };
    to_attr(crate::fold_utils::int_attr(ctx, ty, &result.to_bigint()))
}
