//! Arithmetic on unpacked values: the IEEE special-case tables are LLVM's,
//! the finite cases are computed *exactly* with big integers and rounded
//! once, which is what a correctly rounded operation means and therefore
//! agrees with LLVM's hand-rolled significand code bit for bit.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::Zero;

use super::from_string::round_big;
use super::semantics::{NanEncoding, NonFiniteBehavior};
use super::status::{Category, CmpResult, LostFraction, OpStatus, RoundingMode};
use super::unpacked::{lost_fraction_through_truncation, omsb, Unpacked};

/// `ilogb` of zero (LLVM's `IEK_Zero`).
pub const ILOGB_ZERO: i32 = i32::MIN + 1;
/// `ilogb` of NaN (LLVM's `IEK_NaN`).
pub const ILOGB_NAN: i32 = i32::MIN;
/// `ilogb` of infinity (LLVM's `IEK_Inf`).
pub const ILOGB_INF: i32 = i32::MAX;

/// The exact value of a finite non-zero number as `sig * 2^exp2`.
fn exact(v: &Unpacked) -> (BigUint, i64) {
    let p = v.info().precision as i64;
    (BigUint::from(v.sig), v.exponent as i64 - (p - 1))
}

/// Bring two exact values to a common binary exponent.
fn align(a: (BigUint, i64), b: (BigUint, i64)) -> (BigUint, BigUint, i64) {
    let e = a.1.min(b.1);
    let big_a = a.0 << (a.1 - e) as usize;
    let big_b = b.0 << (b.1 - e) as usize;
    (big_a, big_b, e)
}

/// Quiet a NaN result and report whether a signaling NaN was consumed.
fn propagate_nan(result: &mut Unpacked, rhs: &Unpacked) -> OpStatus {
    if result.is_signaling() {
        result.make_quiet();
        return OpStatus::INVALID_OP;
    }
    if rhs.is_signaling() {
        OpStatus::INVALID_OP
    } else {
        OpStatus::OK
    }
}

/// The default NaN LLVM produces for invalid operations.
fn default_nan(like: &Unpacked) -> Unpacked {
    Unpacked::build(like.sem, |v| v.make_nan(false, false, None))
}

/// `a + b` or `a - b`.
pub(crate) fn add_sub(a: &Unpacked, b: &Unpacked, subtract: bool, rm: RoundingMode) -> (Unpacked, OpStatus) {
    use Category::*;
    let mut r = *a;
    let mut status = OpStatus::OK;
    match (a.category, b.category) {
        (Zero | Normal | Infinity, NaN) => {
            r = *b;
            status = propagate_nan(&mut r, b);
        }
        (NaN, _) => status = propagate_nan(&mut r, b),
        (Normal, Zero) | (Infinity, Normal) | (Infinity, Zero) => {}
        (Normal | Zero, Infinity) => r.make_inf(b.sign ^ subtract),
        (Zero, Normal) => {
            r = *b;
            r.sign = b.sign ^ subtract;
        }
        (Zero, Zero) => {}
        (Infinity, Infinity) => {
            if (a.sign ^ b.sign) != subtract {
                r = default_nan(a);
                status = OpStatus::INVALID_OP;
            }
        }
        (Normal, Normal) => {
            let (big_a, big_b, e) = align(exact(a), exact(b));
            let b_sign = b.sign ^ subtract;
            let (sign, mag) = if a.sign == b_sign {
                (a.sign, big_a + big_b)
            } else if big_a >= big_b {
                (a.sign, big_a - big_b)
            } else {
                (b_sign, big_b - big_a)
            };
            if mag.is_zero() {
                r = Unpacked::zero(a.sem, a.sign);
            } else {
                let (v, s) = round_big(a.sem, sign, mag, e, LostFraction::ExactlyZero, rm);
                r = v;
                status = s;
            }
        }
    }
    // Exact zero sums are +0 except when rounding down; like-signed zeros
    // keep their sign.
    if r.category == Zero {
        if b.category != Zero || (r.sign == b.sign) == subtract {
            r.sign = rm == RoundingMode::TowardNegative;
        }
        if r.info().nan_encoding == NanEncoding::NegativeZero || !r.info().has_signed_repr {
            r.sign = false;
        }
    }
    (r, status)
}

/// The special cases of multiplication; `None` when both are finite non-zero.
fn multiply_specials(a: &Unpacked, b: &Unpacked) -> Option<(Unpacked, OpStatus)> {
    use Category::*;
    let sign = a.sign ^ b.sign;
    let mut r = *a;
    let status = match (a.category, b.category) {
        (Zero | Normal | Infinity, NaN) => {
            r = *b;
            propagate_nan(&mut r, b)
        }
        (NaN, _) => propagate_nan(&mut r, b),
        (Normal, Infinity) | (Infinity, Normal) | (Infinity, Infinity) => {
            r.make_inf(sign);
            OpStatus::OK
        }
        (Zero, Normal) | (Normal, Zero) | (Zero, Zero) => {
            r = Unpacked::zero(a.sem, sign);
            OpStatus::OK
        }
        (Zero, Infinity) | (Infinity, Zero) => {
            r = default_nan(a);
            OpStatus::INVALID_OP
        }
        (Normal, Normal) => return None,
    };
    Some((r, status))
}

/// `a * b`.
pub(crate) fn mul(a: &Unpacked, b: &Unpacked, rm: RoundingMode) -> (Unpacked, OpStatus) {
    if let Some(special) = multiply_specials(a, b) {
        return special;
    }
    let (sa, ea) = exact(a);
    let (sb, eb) = exact(b);
    round_big(a.sem, a.sign ^ b.sign, sa * sb, ea + eb, LostFraction::ExactlyZero, rm)
}

/// `a / b`.
pub(crate) fn div(a: &Unpacked, b: &Unpacked, rm: RoundingMode) -> (Unpacked, OpStatus) {
    use Category::*;
    let sign = a.sign ^ b.sign;
    let mut r = *a;
    let status = match (a.category, b.category) {
        (Zero | Normal | Infinity, NaN) => {
            r = *b;
            propagate_nan(&mut r, b)
        }
        (NaN, _) => propagate_nan(&mut r, b),
        (Infinity, Zero) | (Infinity, Normal) => {
            r.make_inf(sign);
            OpStatus::OK
        }
        (Zero, Infinity) | (Zero, Normal) | (Normal, Infinity) => {
            r = Unpacked::zero(a.sem, sign);
            OpStatus::OK
        }
        (Normal, Zero) => {
            r.make_inf(sign);
            OpStatus::DIV_BY_ZERO
        }
        (Infinity, Infinity) | (Zero, Zero) => {
            r = default_nan(a);
            OpStatus::INVALID_OP
        }
        (Normal, Normal) => {
            let (sa, ea) = exact(a);
            let (sb, eb) = exact(b);
            // Enough quotient bits for the precision plus guard bits; the
            // remainder supplies the sticky information.
            let p = a.info().precision as i64;
            let shift = (p + 3 + sb.bits() as i64 - sa.bits() as i64).max(0);
            let (q, rem) = (sa << shift as usize).div_rem(&sb);
            let lost = if rem.is_zero() {
                LostFraction::ExactlyZero
            } else {
                match (rem << 1usize).cmp(&sb) {
                    Ordering::Less => LostFraction::LessThanHalf,
                    Ordering::Equal => LostFraction::ExactlyHalf,
                    Ordering::Greater => LostFraction::MoreThanHalf,
                }
            };
            return round_big(a.sem, sign, q, ea - eb - shift, lost, rm);
        }
    };
    (r, status)
}

/// Special cases shared by `fmod` and IEEE remainder; `None` when both
/// operands are finite non-zero.
fn mod_specials(a: &Unpacked, b: &Unpacked) -> Option<(Unpacked, OpStatus)> {
    use Category::*;
    let mut r = *a;
    let status = match (a.category, b.category) {
        (Zero | Normal | Infinity, NaN) => {
            r = *b;
            propagate_nan(&mut r, b)
        }
        (NaN, _) => propagate_nan(&mut r, b),
        (Zero, Infinity) | (Zero, Normal) | (Normal, Infinity) => OpStatus::OK,
        (Normal, Zero) | (Infinity, Zero) | (Infinity, Normal) | (Infinity, Infinity) | (Zero, Zero) => {
            r = default_nan(a);
            OpStatus::INVALID_OP
        }
        (Normal, Normal) => return None,
    };
    Some((r, status))
}

/// Build `±mag * 2^e` exactly (the caller guarantees representability);
/// a zero magnitude takes `zero_sign`.
fn exact_result(a: &Unpacked, sign: bool, mag: BigUint, e: i64, zero_sign: bool) -> Unpacked {
    if mag.is_zero() {
        return Unpacked::zero(a.sem, zero_sign);
    }
    round_big(a.sem, sign, mag, e, LostFraction::ExactlyZero, RoundingMode::NearestTiesToEven).0
}

/// C `fmod`: `a - trunc(a / b) * b`, always exact, sign of `a`.
pub(crate) fn fmod(a: &Unpacked, b: &Unpacked) -> (Unpacked, OpStatus) {
    if let Some(special) = mod_specials(a, b) {
        return special;
    }
    let (big_a, big_b, e) = align(exact(a), exact(b));
    let r = big_a % big_b;
    (exact_result(a, a.sign, r, e, a.sign), OpStatus::OK)
}

/// IEEE 754 `remainder`: `a - n * b` with `n = a / b` rounded to nearest
/// even; exact.
pub(crate) fn remainder(a: &Unpacked, b: &Unpacked) -> (Unpacked, OpStatus) {
    if let Some(special) = mod_specials(a, b) {
        return special;
    }
    let (big_a, big_b, e) = align(exact(a), exact(b));
    let (q, r) = big_a.div_rem(&big_b);
    let round_up = match (&r << 1usize).cmp(&big_b) {
        Ordering::Greater => true,
        Ordering::Equal => q.bit(0),
        Ordering::Less => false,
    };
    // Rounding the quotient up leaves a negative remainder `r - b`.
    let (negated, mag) = if round_up { (true, &big_b - &r) } else { (false, r) };
    (exact_result(a, a.sign ^ negated, mag, e, a.sign), OpStatus::OK)
}

/// Fused `a * b + c` with a single rounding.
pub(crate) fn fma(a: &Unpacked, b: &Unpacked, c: &Unpacked, rm: RoundingMode) -> (Unpacked, OpStatus) {
    let sign = a.sign ^ b.sign;
    let finite_product = a.is_finite_non_zero() && b.is_finite_non_zero();
    if finite_product && c.category != Category::Infinity && c.category != Category::NaN {
        let (sa, ea) = exact(a);
        let (sb, eb) = exact(b);
        let product = (sa * sb, ea + eb);
        if c.category == Category::Zero {
            return round_big(a.sem, sign, product.0, product.1, LostFraction::ExactlyZero, rm);
        }
        let (big_p, big_c, e) = align(product, exact(c));
        let (rsign, mag) = if sign == c.sign {
            (sign, big_p + big_c)
        } else if big_p >= big_c {
            (sign, big_p - big_c)
        } else {
            (c.sign, big_c - big_p)
        };
        if mag.is_zero() {
            return (Unpacked::zero(a.sem, rm == RoundingMode::TowardNegative), OpStatus::OK);
        }
        return round_big(a.sem, rsign, mag, e, LostFraction::ExactlyZero, rm);
    }
    // Some operand is special: LLVM multiplies the specials (skipping the
    // product of two finite values, which cannot matter next to an
    // infinite or NaN addend) and then adds with ordinary rounding.
    let (product, status) = if finite_product {
        let mut p = *a;
        p.sign = sign;
        (p, OpStatus::OK)
    } else {
        mul(a, b, rm)
    };
    if status != OpStatus::OK {
        return (product, status);
    }
    add_sub(&product, c, false, rm)
}

/// Round to an integral value in the same format per `rm`.
pub(crate) fn round_to_integral(a: &Unpacked, rm: RoundingMode) -> (Unpacked, OpStatus) {
    match a.category {
        Category::Infinity | Category::Zero => return (*a, OpStatus::OK),
        Category::NaN => {
            let mut r = *a;
            if r.is_signaling() {
                r.make_quiet();
                return (r, OpStatus::INVALID_OP);
            }
            return (r, OpStatus::OK);
        }
        Category::Normal => {}
    }
    let p = a.info().precision as i32;
    if a.exponent + 1 >= p {
        return (*a, OpStatus::OK);
    }
    let frac_bits = (p - 1 - a.exponent) as u32;
    let lost = lost_fraction_through_truncation(a.sig, frac_bits);
    if lost == LostFraction::ExactlyZero {
        return (*a, OpStatus::OK);
    }
    let mut int = a.sig.checked_shr(frac_bits).unwrap_or(0);
    if a.round_away_from_zero(rm, lost, frac_bits) {
        int += 1;
    }
    let r = if int == 0 {
        Unpacked::zero(a.sem, a.sign)
    } else {
        let (v, _) =
            round_big(a.sem, a.sign, BigUint::from(int), 0, LostFraction::ExactlyZero, RoundingMode::NearestTiesToEven);
        v
    };
    (r, OpStatus::INEXACT)
}

/// Compare magnitudes of two finite non-zero values of one format.
pub(crate) fn compare_abs(a: &Unpacked, b: &Unpacked) -> Ordering {
    a.exponent.cmp(&b.exponent).then(a.sig.cmp(&b.sig))
}

/// IEEE comparison (`-0 == +0`, NaN unordered).
pub(crate) fn compare(a: &Unpacked, b: &Unpacked) -> CmpResult {
    use Category::*;
    let by_sign = |negative: bool| {
        if negative {
            CmpResult::LessThan
        } else {
            CmpResult::GreaterThan
        }
    };
    match (a.category, b.category) {
        (NaN, _) | (_, NaN) => CmpResult::Unordered,
        (Infinity, Normal) | (Infinity, Zero) | (Normal, Zero) => by_sign(a.sign),
        (Normal, Infinity) | (Zero, Infinity) | (Zero, Normal) => by_sign(!b.sign),
        (Infinity, Infinity) => {
            if a.sign == b.sign {
                CmpResult::Equal
            } else {
                by_sign(a.sign)
            }
        }
        (Zero, Zero) => CmpResult::Equal,
        (Normal, Normal) => {
            if a.sign != b.sign {
                return by_sign(a.sign);
            }
            let ord = compare_abs(a, b);
            let ord = if a.sign { ord.reverse() } else { ord };
            match ord {
                Ordering::Less => CmpResult::LessThan,
                Ordering::Equal => CmpResult::Equal,
                Ordering::Greater => CmpResult::GreaterThan,
            }
        }
    }
}

/// The unbiased exponent of the value as if it were normalized.
pub(crate) fn ilogb(a: &Unpacked) -> i32 {
    match a.category {
        Category::NaN => ILOGB_NAN,
        Category::Zero => ILOGB_ZERO,
        Category::Infinity => ILOGB_INF,
        Category::Normal => {
            let p = a.info().precision;
            a.exponent - (p - omsb(a.sig)) as i32
        }
    }
}

/// `a * 2^exp`, rounded.
pub(crate) fn scalbn(a: &Unpacked, exp: i32, rm: RoundingMode) -> (Unpacked, OpStatus) {
    let mut r = *a;
    if r.category == Category::NaN {
        r.make_quiet();
        return (r, OpStatus::OK);
    }
    if r.category != Category::Normal {
        return (r, OpStatus::OK);
    }
    let info = a.info();
    let max_inc = info.max_exponent - (info.min_exponent - (info.precision as i32 - 1)) + 1;
    r.exponent += exp.clamp(-max_inc - 1, max_inc);
    let status = r.normalize(rm, LostFraction::ExactlyZero);
    if r.category == Category::NaN {
        r.make_quiet();
    }
    (r, status)
}

/// IEEE `nextUp` (or `nextDown` when `down`).
pub(crate) fn next(a: &Unpacked, down: bool) -> (Unpacked, OpStatus) {
    let mut x = *a;
    if down {
        x.change_sign();
    }
    let info = x.info();
    let p = info.precision;
    let mut status = OpStatus::OK;
    match x.category {
        Category::Infinity => {
            if x.sign {
                x.make_largest(true);
            }
        }
        Category::NaN => {
            if x.is_signaling() {
                status = OpStatus::INVALID_OP;
                x.make_nan(false, x.sign, None);
            }
        }
        Category::Zero => x.make_smallest(false),
        Category::Normal => {
            if x.is_smallest() && x.sign {
                x.make_zero(true);
            } else if x.is_largest() && !x.sign {
                match info.non_finite {
                    NonFiniteBehavior::NanOnly => x.make_nan(false, false, None),
                    NonFiniteBehavior::FiniteOnly => {}
                    NonFiniteBehavior::Ieee754 => x.make_inf(false),
                }
            } else if x.sign {
                let cross = x.exponent != info.min_exponent && x.is_significand_all_zeros();
                x.sig -= 1;
                if cross {
                    x.sig |= 1u128 << (p - 1);
                    x.exponent -= 1;
                }
            } else {
                let cross = p <= 1 || (!x.is_denormal() && x.is_significand_all_ones());
                if cross {
                    x.sig = 1u128 << (p - 1);
                    x.exponent += 1;
                } else {
                    x.sig += 1;
                }
            }
        }
    }
    if down {
        x.change_sign();
    }
    (x, status)
}
