//! Conversions between formats and to/from integers (LLVM's `convert`,
//! `convertToInteger`, `convertFromAPInt`).

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

use super::from_string::round_big;
use super::semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior};
use super::status::{Category, LostFraction, OpStatus, RoundingMode};
use super::unpacked::{lost_fraction_through_truncation, omsb, shift_right, Unpacked};

/// Convert `v` to `to`, rounding per `rm`. Also reports whether
/// information was lost, i.e. converting back would not give `v`
/// (almost, but not exactly, `status != OK`).
pub(crate) fn convert(v: &Unpacked, to: FloatSemantics, rm: RoundingMode) -> (Unpacked, OpStatus, bool) {
    let from = v.sem;
    let from_info = from.info();
    let to_info = to.info();
    let mut x = *v;
    let mut lost = LostFraction::ExactlyZero;
    let mut shift = to_info.precision as i32 - from_info.precision as i32;
    let is_signaling = x.is_signaling();

    // x87 NaNs without the integer bit, or without the quiet bit, have no
    // counterpart in other formats.
    let x86_special_nan = from == FloatSemantics::F80
        && to != FloatSemantics::F80
        && x.category == Category::NaN
        && (x.sig >> 63 & 1 == 0 || x.sig >> 62 & 1 == 0);

    // When narrowing a subnormal into a format with a wider exponent range,
    // adjust the exponent instead of shifting significant bits away.
    if shift < 0 && x.is_finite_non_zero() {
        let msb = omsb(x.sig) as i32;
        let mut change = msb - from_info.precision as i32;
        if x.exponent + change < to_info.min_exponent {
            change = to_info.min_exponent - x.exponent;
        }
        if change < shift {
            change = shift;
        }
        if change < 0 {
            shift -= change;
            x.exponent += change;
        } else if msb <= -shift {
            change = msb + shift - 1;
            shift -= change;
            x.exponent += change;
        }
    }
    if shift < 0
        && (x.is_finite_non_zero()
            || (x.category == Category::NaN && from_info.non_finite != NonFiniteBehavior::NanOnly))
    {
        lost = shift_right(&mut x.sig, (-shift) as u32);
    }
    x.sem = to;
    if shift > 0 && (x.is_finite_non_zero() || x.category == Category::NaN) {
        x.sig <<= shift as u32;
    }

    let (status, loses) = match x.category {
        Category::Normal => {
            let mut status = x.normalize(rm, lost);
            if x.sign && !to_info.has_signed_repr && x.category != Category::NaN {
                // A negative value has no encoding in an unsigned format.
                x.make_nan(false, false, None);
                status = OpStatus::INVALID_OP;
            }
            (status, status != OpStatus::OK)
        }
        Category::NaN => {
            if to_info.non_finite == NonFiniteBehavior::FiniteOnly {
                // No NaN to convert to (LLVM aborts); report it as invalid.
                x.make_zero(false);
                (OpStatus::INVALID_OP, true)
            } else if to_info.non_finite == NonFiniteBehavior::NanOnly {
                x.make_nan(false, x.sign, None);
                let loses = from_info.non_finite != NonFiniteBehavior::NanOnly;
                let status = if is_signaling { OpStatus::INVALID_OP } else { OpStatus::OK };
                return (x, status, loses);
            } else {
                if from_info.nan_encoding == NanEncoding::NegativeZero
                    && to_info.nan_encoding != NanEncoding::NegativeZero
                {
                    // Re-create the NaN: the FNUZ NaN's all-zero payload
                    // would otherwise read as infinity.
                    x.make_nan(false, false, None);
                }
                let loses = lost != LostFraction::ExactlyZero || x86_special_nan;
                if !x86_special_nan && to == FloatSemantics::F80 {
                    x.sig |= 1u128 << 63;
                }
                if is_signaling {
                    x.make_quiet();
                    (OpStatus::INVALID_OP, loses)
                } else {
                    (OpStatus::OK, loses)
                }
            }
        }
        Category::Infinity => match to_info.non_finite {
            NonFiniteBehavior::Ieee754 => (OpStatus::OK, false),
            NonFiniteBehavior::NanOnly => {
                x.make_nan(false, x.sign, None);
                (OpStatus::INEXACT, true)
            }
            NonFiniteBehavior::FiniteOnly => {
                // No infinity (LLVM aborts); saturate like an overflow would.
                x.make_largest(x.sign);
                (OpStatus::INEXACT | OpStatus::OVERFLOW, true)
            }
        },
        Category::Zero => {
            if to_info.nan_encoding == NanEncoding::NegativeZero {
                let loses = from_info.nan_encoding != NanEncoding::NegativeZero && x.sign;
                x.sign = false;
                (if loses { OpStatus::INEXACT } else { OpStatus::OK }, loses)
            } else if !to_info.has_zero {
                x.make_smallest_normalized(false);
                (OpStatus::INEXACT, true)
            } else {
                (OpStatus::OK, false)
            }
        }
    };
    (x, status, loses)
}

/// The result of [`convert_to_integer`]: the (saturated) integer value,
/// the IEEE status, and whether the conversion was exact.
pub(crate) struct IntConversion {
    pub value: BigInt,
    pub status: OpStatus,
    pub is_exact: bool,
}

/// The largest and smallest integers of a width and signedness.
fn int_bounds(width: u32, is_signed: bool) -> (BigInt, BigInt) {
    if is_signed {
        let half = BigInt::one() << (width as usize - 1);
        (-half.clone(), half - 1)
    } else {
        (BigInt::zero(), (BigInt::one() << width as usize) - 1)
    }
}

/// Round `v` to an integer of `width` bits, saturating out-of-range
/// values (NaN gives 0) and reporting `INVALID_OP` for them.
pub(crate) fn convert_to_integer(v: &Unpacked, width: u32, is_signed: bool, rm: RoundingMode) -> IntConversion {
    let invalid = || {
        let (min, max) = int_bounds(width, is_signed);
        let value = if v.category == Category::NaN {
            BigInt::zero()
        } else if v.sign {
            min
        } else {
            max
        };
        IntConversion { value, status: OpStatus::INVALID_OP, is_exact: false }
    };
    match v.category {
        Category::Infinity | Category::NaN => return invalid(),
        Category::Zero => {
            // Negative zero has no integer image, so it is not exact.
            return IntConversion { value: BigInt::zero(), status: OpStatus::OK, is_exact: !v.sign };
        }
        Category::Normal => {}
    }
    let p = v.info().precision as i32;
    let (mut mag, truncated) = if v.exponent < 0 {
        (BigUint::zero(), (p - 1 - v.exponent) as u32)
    } else {
        let bits = v.exponent + 1;
        if bits as u32 > width {
            return invalid();
        }
        if bits < p {
            let t = (p - bits) as u32;
            (BigUint::from(v.sig >> t), t)
        } else {
            (BigUint::from(v.sig) << (bits - p) as usize, 0)
        }
    };
    let mut lost = LostFraction::ExactlyZero;
    if truncated > 0 {
        lost = lost_fraction_through_truncation(v.sig, truncated);
        if lost != LostFraction::ExactlyZero && v.round_away_from_zero(rm, lost, truncated) {
            mag += 1u32;
        }
    }
    let msb = mag.bits() as u32;
    if v.sign {
        if !is_signed {
            if msb != 0 {
                return invalid();
            }
        } else {
            // Only -2^(width-1) needs all `width` bits.
            let is_min = msb == width && mag.trailing_zeros().map_or(0, |t| t as u32) + 1 == msb;
            if (msb == width && !is_min) || msb > width {
                return invalid();
            }
        }
    } else if msb >= width + !is_signed as u32 {
        return invalid();
    }
    let value = BigInt::from_biguint(if v.sign { Sign::Minus } else { Sign::Plus }, mag);
    let exact = lost == LostFraction::ExactlyZero;
    IntConversion { value, status: if exact { OpStatus::OK } else { OpStatus::INEXACT }, is_exact: exact }
}

/// Round an arbitrary integer into `sem`.
pub(crate) fn convert_from_integer(sem: FloatSemantics, value: &BigInt, rm: RoundingMode) -> (Unpacked, OpStatus) {
    let negative = value.sign() == Sign::Minus;
    round_big(sem, negative, value.magnitude().clone(), 0, LostFraction::ExactlyZero, rm)
}
