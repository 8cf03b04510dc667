//! Folders of the `arith` ops (upstream's `ArithOps.cpp` `fold` methods)
//! for scalar integer, index and `f32`/`f64` operands: constant folding
//! and the algebraic identities (`x + 0`, `x * 1`, `x - x`, `x ^ x`, ...).

use super::family_views::cast_input_of;
use crate::fold_utils::{bool_attr, float_of, int_attr, int_of, int_width, result_type, to_attr, to_value};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Context, Ir, OpId, Value};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Zero};

fn mnemonic(ir: &Ir, op: OpId) -> &str {
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n)).unwrap_or("");
    name.split_once('.').map_or(name, |(_, m)| m)
}

/// A signed or unsigned view of an integer constant.
fn big(ctx: &Context, a: Attribute, signed: bool) -> Option<(BigInt, u32)> {
    let (_, v) = int_of(ctx, a)?;
    let w = v.width();
    Some((if signed { v.to_bigint() } else { BigInt::from(v.to_biguint()) }, w))
}

fn is_int_value(ctx: &Context, a: Option<Attribute>, value: i64) -> bool {
    a.and_then(|a| int_of(ctx, a)).is_some_and(|(_, v)| {
        let w = v.width();
        v == mlir_ir::support::apint::APInt::from_i64(w, value)
    })
}

/// `(a * b) / b` and `(b * a) / b` are `a` (upstream's `foldDivMul`), when
/// the multiplication promises it does not wrap in the division's
/// signedness: `nsw` for `divsi`, `nuw` for `divui`.
fn div_of_mul(ir: &Ir, m: &str, lhs: Value, rhs: Value) -> Option<Value> {
    let (a, b) = producer_operands(ir, lhs, "muli")?;
    let Value::OpResult { op: mul, .. } = lhs else { return None };
    let needed = super::attrs::OVERFLOW.parse_flags(if m == "divsi" { "nsw" } else { "nuw" }).ok()?;
    let flags = super::flags_interfaces::overflow_flags(ir, mul).and_then(|f| super::attrs::OVERFLOW.bits(ir.ctx(), f));
    if flags.unwrap_or(0) & needed != needed {
        return None;
    }
    if a == rhs {
        return Some(b);
    }
    (b == rhs).then_some(a)
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_int_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let m = mnemonic(ir, op);
    let ty = result_type(ir, op)?;
    int_width(ctx, ty)?;
    let (lhs, rhs) = super::family_views::lhs_rhs(ir, op)?;
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    // Identities that need one constant, or none.
    match m {
        // Upstream's SubIOp::fold tries x - x before x - 0 (both constant
        // zeros: a new zero of this dialect, not the operand).
        "subi" if lhs == rhs => return to_attr(int_attr(ctx, ty, &BigInt::zero())),
        "addi" | "ori" | "xori" | "shli" | "shrsi" | "shrui" if is_int_value(ctx, b, 0) => return to_value(lhs),
        "subi" if is_int_value(ctx, b, 0) => return to_value(lhs),
        "xori" if lhs == rhs => return to_attr(int_attr(ctx, ty, &BigInt::zero())),
        "muli" if is_int_value(ctx, b, 1) => return to_value(lhs),
        // The zero operand itself, not a new constant (as upstream).
        "muli" | "andi" if is_int_value(ctx, b, 0) => return to_value(rhs),
        "andi" if is_int_value(ctx, b, -1) => return to_value(lhs),
        "andi" if and_of_and(ir, lhs, rhs).is_some() => return to_value(and_of_and(ir, lhs, rhs)?),
        "xori" | "addi" | "subi" if cancelling_pair(ir, m, lhs, rhs).is_some() => {
            return to_value(cancelling_pair(ir, m, lhs, rhs)?)
        }
        "ori" if is_int_value(ctx, b, -1) => return to_attr(b),
        // Upstream simplifies `andi(x, x)` and `ori(x, x)` by a pattern,
        // after folding: two constants fold to a new constant of this
        // dialect first.
        "andi" | "ori" if lhs == rhs && (a.is_none() || b.is_none()) => return to_value(lhs),
        "maxsi" | "maxui" | "minsi" | "minui" if lhs == rhs => return to_value(lhs),
        "maxsi" | "maxui" | "minsi" | "minui" => {
            if let Some(folded) = fold_min_max_bound(ctx, m, b, lhs, rhs) {
                return Some(folded);
            }
        }
        "divsi" | "divui" | "ceildivsi" | "ceildivui" | "floordivsi" if is_int_value(ctx, b, 1) => {
            return to_value(lhs)
        }
        "divsi" | "divui" if div_of_mul(ir, m, lhs, rhs).is_some() => return to_value(div_of_mul(ir, m, lhs, rhs)?),
        "remsi" | "remui" if is_int_value(ctx, b, 1) => return to_attr(int_attr(ctx, ty, &BigInt::zero())),
        _ => {}
    }
    let (a, b) = (a?, b?);
    let signed = matches!(m, "divsi" | "remsi" | "shrsi" | "maxsi" | "minsi" | "ceildivsi" | "floordivsi");
    let (x, w) = big(ctx, a, signed)?;
    let (y, _) = big(ctx, b, signed)?;
    let shift = || -> Option<usize> {
        let (s, _) = big(ctx, b, false)?;
        (s < BigInt::from(w)).then(|| s.try_into().ok()).flatten()
    };
    let min_signed = -(BigInt::one() << (w - 1));
    let r = match m {
        "addi" => x + y,
        "subi" => x - y,
        "muli" => x * y,
        "andi" => big(ctx, a, false)?.0 & big(ctx, b, false)?.0,
        "ori" => big(ctx, a, false)?.0 | big(ctx, b, false)?.0,
        "xori" => big(ctx, a, false)?.0 ^ big(ctx, b, false)?.0,
        "shli" => x << shift()?,
        "shrui" => x >> shift()?,
        "shrsi" => x >> shift()?,
        "maxsi" | "maxui" => x.max(y),
        "minsi" | "minui" => x.min(y),
        _ if y.is_zero() => return None,
        // Upstream's ceildivsi negates its operands on the way: it does not
        // fold when a nonzero dividend or the divisor is MIN.
        "ceildivsi" if !x.is_zero() && (x == min_signed || y == min_signed) => return None,
        // Signed division overflows on MIN / -1: upstream does not fold it.
        // The remainder is 0 there (APInt's `srem`), which upstream folds.
        "divsi" | "ceildivsi" | "floordivsi" if x == min_signed && y == -BigInt::one() => return None,
        // BigInt division truncates toward zero, as `sdiv`/`udiv` do.
        "divsi" | "divui" => x / y,
        "remsi" | "remui" => x % y,
        "ceildivui" => x.div_ceil(&y),
        "ceildivsi" => x.div_ceil(&y),
        "floordivsi" => x.div_floor(&y),
        _ => return None,
    };
    to_attr(int_attr(ctx, ty, &r))
}

/// `and(a, and(a, b))` in any operand order is `and(a, b)` (upstream's
/// `foldAndIofAndI`): the inner `andi`'s result, when one operand is an
/// `andi` and the other is one of its operands.
fn and_of_and(ir: &Ir, lhs: Value, rhs: Value) -> Option<Value> {
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        let Value::OpResult { op: prev, .. } = inner else { continue };
        let Some(and) = super::AndIOp::new(ir, prev) else { continue };
        if and.lhs(ir).checked() == other || and.rhs(ir).checked() == other {
            return Some(inner);
        }
    }
    None
}

/// The operands of `v`'s producer when it is the `arith` op `mnemonic`.
fn producer_operands(ir: &Ir, v: Value, mnemonic: &str) -> Option<(Value, Value)> {
    let Value::OpResult { op, .. } = v else { return None };
    macro_rules! lhs_rhs {
        ($view:ident) => {{
            let v = super::$view::new(ir, op)?;
            Some((v.lhs(ir).checked(), v.rhs(ir).checked()))
        }};
    }
    match mnemonic {
        "xori" => lhs_rhs!(XOrIOp),
        "subi" => lhs_rhs!(SubIOp),
        "addi" => lhs_rhs!(AddIOp),
        "muli" => lhs_rhs!(MulIOp),
        _ => None,
    }
}

/// Upstream's folds of an operation undoing another (in `XOrIOp::fold`,
/// `AddIOp::fold`, `SubIOp::fold`): `xor(xor(x, a), a)`, `xor(xor(a, x),
/// a)`, `xor(a, xor(x, a))`, `xor(a, xor(a, x))` are `x`; `addi(subi(a,
/// b), b)` and `addi(b, subi(a, b))` are `a`; `subi(addi(a, b), b)` is `a`
/// and `subi(addi(a, b), a)` is `b`.
fn cancelling_pair(ir: &Ir, m: &str, lhs: Value, rhs: Value) -> Option<Value> {
    match m {
        "xori" => {
            if let Some((x, y)) = producer_operands(ir, lhs, "xori") {
                if y == rhs {
                    return Some(x);
                }
                if x == rhs {
                    return Some(y);
                }
            }
            let (x, y) = producer_operands(ir, rhs, "xori")?;
            if y == lhs {
                return Some(x);
            }
            (x == lhs).then_some(y)
        }
        "addi" => {
            if let Some((a, b)) = producer_operands(ir, lhs, "subi") {
                if b == rhs {
                    return Some(a);
                }
            }
            let (a, b) = producer_operands(ir, rhs, "subi")?;
            (b == lhs).then_some(a)
        }
        "subi" => {
            let (a, b) = producer_operands(ir, lhs, "addi")?;
            if b == rhs {
                return Some(a);
            }
            (a == rhs).then_some(b)
        }
        _ => None,
    }
}

/// The `arith.cmpi` predicate names, by value.
const CMPI: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The value of a compare's `predicate` attribute.
fn predicate(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    int_of(ctx, a?)?.1.to_i64()
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_cmpi(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let cmp = super::CmpIOp::new(ir, op)?;
    let (lhs, rhs) = (cmp.lhs(ir).checked(), cmp.rhs(ir).checked());
    let p = CMPI.get(usize::try_from(predicate(ctx, cmp.predicate(ir).checked())?).ok()?)?;
    // Only scalar compares fold here (an i1 result).
    if !matches!(ctx.type_kind(result_type(ir, op)?), mlir_ir::TypeKind::Integer { width: 1, .. }) {
        return None;
    }
    // Equal operands first, as upstream: `cmpi ne, ext(x), ext(x)` with a
    // zero `ext(x)` is a new `false`, not `x`.
    if lhs == rhs {
        let r = matches!(*p, "eq" | "sle" | "sge" | "ule" | "uge");
        return to_attr(Some(bool_attr(ctx, r)));
    }
    // `cmpi ne, ext(x : i1), 0` is `x`.
    if *p == "ne" && is_int_value(ctx, c.get(1).copied().flatten(), 0) {
        if let Some(src) = cast_input_of(ir, lhs, &["extui", "extsi"]) {
            if ir.value_type(src).ok() == Some(ctx.i1_type()) {
                return to_value(src);
            }
        }
    }
    let (a, b) = (c.first().copied().flatten(), c.get(1).copied().flatten());
    // On `i1`, `cmpi ne, x, false` and `cmpi eq, x, true` are `x`.
    if ir.value_type(lhs).ok() == Some(ctx.i1_type())
        && ((*p == "ne" && is_int_value(ctx, b, 0)) || (*p == "eq" && is_int_value(ctx, b, 1)))
    {
        return to_value(lhs);
    }
    if a.is_some() && b.is_none() {
        // A constant moves to the right, the predicate mirrored.
        let mirrored = match *p {
            "slt" => "sgt",
            "sgt" => "slt",
            "sle" => "sge",
            "sge" => "sle",
            "ult" => "ugt",
            "ugt" => "ult",
            "ule" => "uge",
            "uge" => "ule",
            other => other,
        };
        let value = CMPI.iter().position(|q| *q == mirrored)? as i64;
        let pred = ctx.int_attr_i64(ctx.int(64), value);
        return Some(Folded::Update { operands: Some(vec![rhs, lhs]), attrs: vec![(ctx.ident("predicate"), pred)] });
    }
    let (a, b) = (a?, b?);
    let signed = p.starts_with('s');
    let (x, _) = big(ctx, a, signed)?;
    let (y, _) = big(ctx, b, signed)?;
    let r = match *p {
        "eq" => x == y,
        "ne" => x != y,
        "slt" | "ult" => x < y,
        "sle" | "ule" => x <= y,
        "sgt" | "ugt" => x > y,
        _ => x >= y,
    };
    to_attr(Some(bool_attr(ctx, r)))
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_cmpf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let p = predicate(ctx, super::CmpFOp::new(ir, op)?.predicate(ir).checked())?;
    let float = |i: usize| c.get(i).copied().flatten().and_then(|a| float_of(ctx, a)).map(|(_, v)| v);
    // A NaN on one side decides the compare whatever the other side is
    // (upstream makes both operands that NaN).
    let (x, y) = match (float(0), float(1)) {
        (Some(n), _) | (_, Some(n)) if n.is_nan() => (n, n),
        (x, y) => (x?, y?),
    };
    let unordered = x.is_nan() || y.is_nan();
    let r = match p {
        0 => false,
        1 => !unordered && x == y,
        2 => !unordered && x > y,
        3 => !unordered && x >= y,
        4 => !unordered && x < y,
        5 => !unordered && x <= y,
        6 => !unordered && x != y,
        7 => !unordered,
        8 => unordered || x == y,
        9 => unordered || x > y,
        10 => unordered || x >= y,
        11 => unordered || x < y,
        12 => unordered || x <= y,
        13 => unordered || x != y,
        14 => unordered,
        15 => true,
        _ => return None,
    };
    to_attr(Some(bool_attr(ctx, r)))
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_select(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let select = super::SelectOp::new(ir, op)?;
    let (cond, t, f) =
        (select.condition(ir).checked(), select.true_value(ir).checked(), select.false_value(ir).checked());
    if t == f {
        return to_value(t);
    }
    // A constant condition picks its side before anything else, as in
    // upstream's `SelectOp::fold`: sccp then gives the result the picked
    // value's constant, dialect included.
    if let Some((_, v)) = c.first().copied().flatten().and_then(|a| int_of(ctx, a)) {
        return to_value(if v.is_zero() { f } else { t });
    }
    // A fully poisoned side leaves the other.
    let poison = |i: usize| c.get(i).copied().flatten().is_some_and(|a| a == crate::ub::poison_attr(ctx));
    if poison(1) {
        return to_value(f);
    }
    if poison(2) {
        return to_value(t);
    }
    // select(c, true, false) is c.
    let is_bool = |i: usize, b: bool| {
        c.get(i).copied().flatten().and_then(|a| int_of(ctx, a)).is_some_and(|(ty, v)| {
            matches!(ctx.type_kind(ty), mlir_ir::TypeKind::Integer { width: 1, .. }) && v.is_zero() != b
        })
    };
    if is_bool(1, true) && is_bool(2, false) {
        return to_value(cond);
    }
    // select(cmpi eq/ne (a, b), a, b) is b (eq) or a (ne).
    let cond_cmp = match cond {
        Value::OpResult { op: cmp, .. } => super::CmpIOp::new(ir, cmp),
        _ => None,
    };
    if let Some(cmp) = cond_cmp {
        let (l, r) = (cmp.lhs(ir).checked(), cmp.rhs(ir).checked());
        if (l == t && r == f) || (r == t && l == f) {
            match predicate(ctx, cmp.predicate(ir).checked()) {
                Some(0) => return to_value(f),
                Some(1) => return to_value(t),
                _ => {}
            }
        }
    }
    None
}

/// `trunci` of an extension or of another `trunci` (upstream's
/// `TruncIOp::fold`): back to the source when the widths match, else the
/// truncation reads the narrower source directly.
fn fold_trunci_chain(ir: &Ir, op: OpId) -> Option<Folded> {
    let ctx = ir.ctx();
    let trunc = super::TruncIOp::new(ir, op)?;
    let input = trunc.in_(ir).checked();
    let width =
        |v: Value| ir.value_type(v).ok().and_then(|t| int_width(ctx, ctx.type_kind(t).element_type().unwrap_or(t)));
    if let Some(src) = cast_input_of(ir, input, &["extui", "extsi"]) {
        let (sw, dw) = (width(src)?, width(trunc.out(ir).checked())?);
        if sw > dw {
            return Some(Folded::Update { operands: Some(vec![src]), attrs: Vec::new() });
        }
        if ir.value_type(src).ok()? == result_type(ir, op)? {
            return to_value(src);
        }
    }
    let src = cast_input_of(ir, input, &["trunci"])?;
    Some(Folded::Update { operands: Some(vec![src]), attrs: Vec::new() })
}

/// The folder of the ops defined with it (see the specs).
pub(super) fn fold_int_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let m = mnemonic(ir, op);
    if m == "trunci" && crate::fold_elementwise::element_result_type().is_none() {
        if let Some(f) = fold_trunci_chain(ir, op) {
            return Some(f);
        }
    }
    // `ext(ext(x))` of one kind extends `x` directly, in place, before any
    // constant is folded (upstream's ExtUIOp/ExtSIOp::fold; sparse
    // constant propagation therefore leaves such a chain alone).
    if matches!(m, "extui" | "extsi") && crate::fold_elementwise::element_result_type().is_none() {
        let (input, _) = super::family_views::cast_in_out(ir, op)?;
        if let Some(src) = cast_input_of(ir, input, &[m]) {
            return Some(Folded::Update { operands: Some(vec![src]), attrs: Vec::new() });
        }
    }
    let a = c.first().copied().flatten()?;
    let ty = result_type(ir, op)?;
    let signed = matches!(m, "index_cast" | "extsi" | "trunci");
    let (v, _) = big(ctx, a, signed)?;
    to_attr(int_attr(ctx, ty, &v))
}

/// `max`/`min` with the bound of their order as the right operand: the
/// absorbing bound is the result, the neutral one gives the left operand
/// (upstream's `maxsi(x, MAX) -> MAX`, `maxsi(x, MIN) -> x`, ...).
fn fold_min_max_bound(ctx: &Context, m: &str, b: Option<Attribute>, lhs: Value, rhs: Value) -> Option<Folded> {
    let (_, v) = int_of(ctx, b?)?;
    let w = v.width();
    let (is_max, is_min) = match m {
        "maxsi" | "minsi" => {
            let s = v.to_bigint();
            (s == (BigInt::one() << (w - 1)) - 1, s == -(BigInt::one() << (w - 1)))
        }
        _ => {
            let u = BigInt::from(v.to_biguint());
            (u == (BigInt::one() << w) - 1, u.is_zero())
        }
    };
    let absorbing = if m.starts_with("max") { is_max } else { is_min };
    let neutral = if m.starts_with("max") { is_min } else { is_max };
    if absorbing {
        to_value(rhs)
    } else if neutral {
        to_value(lhs)
    } else {
        None
    }
}
