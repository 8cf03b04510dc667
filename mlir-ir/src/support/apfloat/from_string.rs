//! Correctly rounded string to float conversion (LLVM's
//! `convertFromString`): decimal and C99 hexadecimal significands plus the
//! textual infinities and NaNs LLVM accepts.
//!
//! LLVM reaches correct rounding with an error-bounded multi-precision
//! loop; we get the same results more simply by computing the exact value
//! with big integers and rounding once in [`Unpacked::normalize`].

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use super::semantics::FloatSemantics;
use super::status::{Category, LostFraction, OpStatus, RoundingMode};
use super::unpacked::Unpacked;

/// Why a string is not a floating-point literal. The messages are LLVM's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseFloatError {
    message: &'static str,
}

impl ParseFloatError {
    fn new(message: &'static str) -> ParseFloatError {
        ParseFloatError { message }
    }

    /// The human-readable reason.
    pub fn message(&self) -> &'static str {
        self.message
    }
}

/// Classify a remainder `r` of a division by `d` relative to half of `d`.
fn lost_from_remainder(r: &BigUint, d: &BigUint) -> LostFraction {
    if r.is_zero() {
        return LostFraction::ExactlyZero;
    }
    let twice: BigUint = r << 1usize;
    match twice.cmp(d) {
        std::cmp::Ordering::Less => LostFraction::LessThanHalf,
        std::cmp::Ordering::Equal => LostFraction::ExactlyHalf,
        std::cmp::Ordering::Greater => LostFraction::MoreThanHalf,
    }
}

/// Classify the low `bits` bits of a big integer for rounding.
fn lost_through_truncation(v: &BigUint, bits: u64) -> LostFraction {
    let Some(lsb) = v.trailing_zeros() else {
        return LostFraction::ExactlyZero;
    };
    if bits <= lsb {
        LostFraction::ExactlyZero
    } else if bits == lsb + 1 {
        LostFraction::ExactlyHalf
    } else if v.bit(bits - 1) {
        LostFraction::MoreThanHalf
    } else {
        LostFraction::LessThanHalf
    }
}

/// Round `sign * (q + lost) * 2^exp2` into `sem`, where `lost` describes a
/// fraction of one unit of `q` that was already discarded.
pub(crate) fn round_big(
    sem: FloatSemantics,
    sign: bool,
    q: BigUint,
    exp2: i64,
    lost: LostFraction,
    rm: RoundingMode,
) -> (Unpacked, OpStatus) {
    let mut v = Unpacked::zero(sem, sign);
    if q.is_zero() && lost == LostFraction::ExactlyZero {
        return (v, OpStatus::OK);
    }
    let p = sem.precision() as i64;
    let bits = q.bits() as i64;
    let (sig, exp2, lost) = if bits > 120 {
        let shift = (bits - 120) as u64;
        let below = lost_through_truncation(&q, shift);
        let kept: BigUint = &q >> shift as usize;
        (kept.to_u128().unwrap_or(0), exp2 + shift as i64, below.combine(lost))
    } else {
        (q.to_u128().unwrap_or(0), exp2, lost)
    };
    // Clamp wildly out-of-range exponents; `normalize` only needs to know
    // that they overflow or underflow.
    let exponent = (exp2 + p - 1).clamp(-(1 << 20), 1 << 20) as i32;
    v.category = Category::Normal;
    v.sign = sign;
    v.exponent = exponent;
    v.sig = sig;
    let mut status = v.normalize(rm, lost);
    // Unsigned formats cannot hold a negative result (LLVM aborts here).
    if v.sign && !sem.has_signed_repr() && v.category != Category::NaN {
        v.make_nan(false, false, None);
        status = OpStatus::INVALID_OP;
    }
    (v, status)
}

/// Parse `s` into `sem` with rounding mode `rm`.
pub(crate) fn convert_from_string(
    sem: FloatSemantics,
    s: &str,
    rm: RoundingMode,
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    if s.is_empty() {
        return Err(ParseFloatError::new("Invalid string length"));
    }
    if let Some(v) = convert_specials(sem, s) {
        return Ok((v, OpStatus::OK));
    }
    let bytes = s.as_bytes();
    let negative = bytes[0] == b'-';
    let mut rest = s;
    if bytes[0] == b'-' || bytes[0] == b'+' {
        rest = &s[1..];
        if rest.is_empty() {
            return Err(ParseFloatError::new("String has no digits"));
        }
    }
    if negative && !sem.has_signed_repr() {
        return Err(ParseFloatError::new("This floating point format does not support signed values"));
    }
    let rb = rest.as_bytes();
    if rb.len() >= 2 && rb[0] == b'0' && (rb[1] == b'x' || rb[1] == b'X') {
        if rb.len() == 2 {
            return Err(ParseFloatError::new("Invalid string"));
        }
        return convert_hex(sem, negative, &rest[2..], rm);
    }
    convert_decimal(sem, negative, rest, rm)
}

/// The textual infinities and NaNs (`inf`, `-INFINITY`, `nan(0x12)`, `snan`).
fn convert_specials(sem: FloatSemantics, s: &str) -> Option<Unpacked> {
    if s.len() < 3 {
        return None;
    }
    if s == "inf" || s == "INFINITY" || s == "+Inf" {
        return Some(Unpacked::build(sem, |v| v.make_inf(false)));
    }
    let mut s = s;
    let negative = s.starts_with('-');
    if negative {
        s = &s[1..];
        if s.len() < 3 {
            return None;
        }
        if s == "inf" || s == "INFINITY" || s == "Inf" {
            return Some(Unpacked::build(sem, |v| v.make_inf(true)));
        }
    }
    let signaling = s.starts_with('s') || s.starts_with('S');
    if signaling {
        s = &s[1..];
        if s.len() < 3 {
            return None;
        }
    }
    if !(s.starts_with("nan") || s.starts_with("NaN")) {
        return None;
    }
    let mut payload = &s[3..];
    if payload.is_empty() {
        return Some(Unpacked::build(sem, |v| v.make_nan(signaling, negative, None)));
    }
    if payload.starts_with('(') {
        if payload.len() <= 2 || !payload.ends_with(')') {
            return None;
        }
        payload = &payload[1..payload.len() - 1];
    }
    let mut radix = 10;
    if payload.starts_with('0') {
        if payload.len() > 1 && (payload.as_bytes()[1] | 0x20) == b'x' {
            payload = &payload[2..];
            radix = 16;
        } else {
            radix = 8;
        }
    }
    let value = BigUint::parse_bytes(payload.as_bytes(), radix)?;
    // Only the low bits matter; the significand keeps at most 113 of them.
    let low: BigUint = value & BigUint::from(u128::MAX);
    let fill = low.to_u128().unwrap_or(0);
    Some(Unpacked::build(sem, |v| v.make_nan(signaling, negative, Some(fill))))
}

/// The decimal exponent after `e`, saturated like LLVM's (at 24000 in
/// magnitude); an empty exponent counts as zero.
fn read_exponent(s: &str) -> Result<i64, ParseFloatError> {
    let b = s.as_bytes();
    if b.is_empty() || (b.len() == 1 && (b[0] == b'-' || b[0] == b'+')) {
        return Ok(0);
    }
    let negative = b[0] == b'-';
    let digits = if b[0] == b'-' || b[0] == b'+' { &b[1..] } else { b };
    let mut value: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return Err(ParseFloatError::new("Invalid character in exponent"));
        }
        value = value * 10 + (c - b'0') as i64;
        if value >= 24000 {
            // LLVM stops scanning once saturated, ignoring what follows.
            value = 24000;
            break;
        }
    }
    Ok(if negative { -value } else { value })
}

fn convert_decimal(
    sem: FloatSemantics,
    negative: bool,
    s: &str,
    rm: RoundingMode,
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    let b = s.as_bytes();
    // Split into significand digits, the position of the dot, and exponent.
    let mut digits: Vec<u8> = Vec::with_capacity(b.len());
    let mut dot: Option<usize> = None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            if dot.is_some() {
                return Err(ParseFloatError::new("String contains multiple dots"));
            }
            dot = Some(digits.len());
        } else if c.is_ascii_digit() {
            digits.push(c - b'0');
        } else {
            break;
        }
        i += 1;
    }
    let mut exponent: i64 = 0;
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return Err(ParseFloatError::new("Invalid character in significand"));
        }
        if digits.is_empty() {
            return Err(ParseFloatError::new("Significand has no digits"));
        }
        exponent = read_exponent(&s[i + 1..])?;
    } else if digits.is_empty() {
        return Err(ParseFloatError::new("Significand has no digits"));
    }
    // value = digits * 10^(exponent - digits after the dot)
    let frac_len = dot.map_or(0, |d| digits.len() - d) as i64;
    exponent -= frac_len;
    let first = digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return Ok((Unpacked::zero(sem, negative), OpStatus::OK));
    };
    let last = digits.iter().rposition(|&d| d != 0).unwrap_or(first);
    exponent += (digits.len() - 1 - last) as i64;
    let sig_digits = &digits[first..=last];
    let normalized_exponent = exponent + sig_digits.len() as i64 - 1;

    let info = sem.info();
    // LLVM's quick range checks: 42039/12655 < log2(10) < 28738/8651.
    if (normalized_exponent - 1) * 42039 >= 12655 * info.max_exponent as i64 {
        let mut v = Unpacked::zero(sem, negative);
        v.category = Category::Normal;
        v.sign = negative;
        let status = v.handle_overflow(rm);
        return Ok((v, status));
    }
    if (normalized_exponent + 1) * 28738 <= 8651 * (info.min_exponent as i64 - info.precision as i64) {
        let mut v = Unpacked::zero(sem, negative);
        v.category = Category::Normal;
        v.sign = negative;
        v.exponent = info.min_exponent - 1;
        v.sig = 0;
        let status = v.normalize(rm, LostFraction::LessThanHalf);
        return Ok((v, status));
    }

    let mut n = BigUint::zero();
    for chunk in sig_digits.chunks(18) {
        let mut part: u64 = 0;
        for &d in chunk {
            part = part * 10 + d as u64;
        }
        n = n * BigUint::from(10u64.pow(chunk.len() as u32)) + BigUint::from(part);
    }
    if exponent >= 0 {
        let m = n * BigUint::from(10u32).pow(exponent as u32);
        return Ok(round_big(sem, negative, m, 0, LostFraction::ExactlyZero, rm));
    }
    let d = BigUint::from(10u32).pow((-exponent) as u32);
    let p = info.precision as i64;
    let shift = (p + 3 + d.bits() as i64 - n.bits() as i64).max(0);
    let scaled: BigUint = n << shift as usize;
    let (q, r) = scaled.div_rem(&d);
    let lost = lost_from_remainder(&r, &d);
    Ok(round_big(sem, negative, q, -shift, lost, rm))
}

fn hex_digit(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

fn convert_hex(
    sem: FloatSemantics,
    negative: bool,
    s: &str,
    rm: RoundingMode,
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    let b = s.as_bytes();
    let mut value = BigUint::zero();
    let mut any_digit = false;
    let mut dot: Option<usize> = None;
    let mut count = 0usize;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            if dot.is_some() {
                return Err(ParseFloatError::new("String contains multiple dots"));
            }
            dot = Some(count);
        } else if let Some(h) = hex_digit(c) {
            value = (value << 4usize) + BigUint::from(h);
            any_digit = true;
            count += 1;
        } else {
            break;
        }
        i += 1;
    }
    if i == b.len() {
        return Err(ParseFloatError::new("Hex strings require an exponent"));
    }
    if b[i] != b'p' && b[i] != b'P' {
        return Err(ParseFloatError::new("Invalid character in significand"));
    }
    if !any_digit {
        return Err(ParseFloatError::new("Significand has no digits"));
    }
    let exp_str = &s[i + 1..];
    let eb = exp_str.as_bytes();
    if eb.is_empty() {
        return Err(ParseFloatError::new("Exponent has no digits"));
    }
    let (neg_exp, digits) = match eb[0] {
        b'-' => (true, &eb[1..]),
        b'+' => (false, &eb[1..]),
        _ => (false, eb),
    };
    if digits.is_empty() {
        return Err(ParseFloatError::new("Exponent has no digits"));
    }
    let mut e: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return Err(ParseFloatError::new("Invalid character in exponent"));
        }
        e = (e * 10 + (c - b'0') as i64).min(1 << 40);
    }
    if neg_exp {
        e = -e;
    }
    let frac = dot.map_or(0, |d| count - d) as i64;
    let exp2 = e - 4 * frac;
    if value.is_zero() {
        return Ok((Unpacked::zero(sem, negative), OpStatus::OK));
    }
    Ok(round_big(sem, negative, value, exp2, LostFraction::ExactlyZero, rm))
}
