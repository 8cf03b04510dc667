//! Decimal printing: LLVM's `APFloat::toString` and MLIR's
//! `printFloatValue`, reproduced digit for digit.
//!
//! LLVM's algorithm is not "shortest round-trip": it converts the exact
//! binary value to decimal, *truncates* to a number of digits estimated
//! from the requested precision, then rounds the remaining digits half-up.
//! That double rounding is observable in the output, so we follow the same
//! steps rather than using a textbook shortest-digits algorithm.

use num_bigint::BigUint;
use num_traits::Zero;

use super::status::Category;
use super::unpacked::Unpacked;
use super::{APFloat, FloatSemantics};

/// Drop decimal digits from the binary significand that the requested
/// precision cannot show (LLVM's integer `AdjustToPrecision`): a
/// truncating division by a power of ten estimated from the bit count.
fn adjust_int_to_precision(sig: &mut BigUint, exp: &mut i32, format_precision: u32) {
    let bits = sig.bits() as u32;
    // 196/59 slightly overestimates log2(10).
    let bits_required = (format_precision * 196).div_ceil(59);
    if bits <= bits_required {
        return;
    }
    let tens_removable = (bits - bits_required) * 59 / 196;
    if tens_removable == 0 {
        return;
    }
    *exp += tens_removable as i32;
    let divisor = BigUint::from(10u32).pow(tens_removable);
    *sig /= divisor;
}

/// Round the digit buffer (least significant digit first) to
/// `format_precision` digits, half-up, dropping trailing zeros (LLVM's
/// buffer `AdjustToPrecision`).
fn adjust_digits_to_precision(buffer: &mut Vec<u8>, exp: &mut i32, format_precision: u32) {
    let n = buffer.len();
    let fp = format_precision as usize;
    if n <= fp {
        return;
    }
    let mut first_significant = n - fp;
    if buffer[first_significant - 1] < b'5' {
        while first_significant < n && buffer[first_significant] == b'0' {
            first_significant += 1;
        }
        *exp += first_significant as i32;
        buffer.drain(..first_significant);
        return;
    }
    // Round up with decimal carry; digits that become zero are dropped.
    let mut i = first_significant;
    while i != n {
        if buffer[i] == b'9' {
            first_significant += 1;
            i += 1;
        } else {
            buffer[i] += 1;
            break;
        }
    }
    if first_significant == n {
        *exp += first_significant as i32;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    *exp += first_significant as i32;
    buffer.drain(..first_significant);
}

/// The three knobs of LLVM's `toString`.
#[derive(Clone, Copy)]
struct Format {
    /// Significant digits; 0 means "derive from the format's precision".
    precision: u32,
    /// Zeros allowed before switching to scientific notation; 0 forces it.
    max_padding: u32,
    /// Whether to drop zero padding and use the short `E` exponent form.
    truncate_zero: bool,
}

/// The decimal significand LLVM keeps of `sig * 2^exp` (odd `sig`) and
/// its power of ten: the exact value rebased to `N * 10^e`, with
/// [`adjust_int_to_precision`]'s truncation applied. In big integers: the
/// general case.
fn truncated_decimal_big(sig: u128, exp: i32, format_precision: u32) -> (String, i32) {
    let mut sig = BigUint::from(sig);
    let mut exp = exp;
    // Rebase the exponent from 2 to 10: N * 2^-e == N * 5^e * 10^-e.
    if exp > 0 {
        sig <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }
    adjust_int_to_precision(&mut sig, &mut exp, format_precision);
    let text = if sig.is_zero() { String::new() } else { sig.to_str_radix(10) };
    (text, exp)
}

/// [`truncated_decimal_big`] in 128- and 256-bit integers, for the values
/// whose rebased significand fits in 256 bits (every `f32` and all but the
/// extreme `f64`s): the same digits, several times faster. `None` when the
/// value is out of its reach.
fn truncated_decimal_fast(sig: u128, exp: i32, format_precision: u32) -> Option<(u128, i32)> {
    let bits_required = (format_precision * 196).div_ceil(59);
    // `tens_removable` of `adjust_int_to_precision` for a `bits`-bit value.
    let tens_for = |bits: u32| if bits <= bits_required { 0 } else { (bits - bits_required) * 59 / 196 };
    let sig_bits = 128 - sig.leading_zeros();
    if exp >= 0 {
        // N * 2^e, then a truncating division by 10^t = 2^t * 5^t.
        let e = exp as u32;
        let t = tens_for(sig_bits + e);
        let shifted = if e >= t { shl_checked(sig, e - t)? } else { sig.checked_shr(t - e).unwrap_or(0) };
        return Some((shifted / pow5(t)?, t as i32));
    }
    // N * 2^-k == N * 5^k * 10^-k.
    let k = exp.unsigned_abs();
    let t = tens_for(Limbs::times_pow5(sig, k)?.bits());
    // N * 5^k / (2^t * 5^t): multiply by the fives left, then shift out the twos.
    let q = if t <= k {
        Limbs::times_pow5(sig, k - t)?.shr_to_u128(t)?
    } else {
        sig.checked_shr(t).unwrap_or(0) / pow5(t - k)?
    };
    Some((q, t as i32 - k as i32))
}

/// `5^n` when it fits in 128 bits.
fn pow5(n: u32) -> Option<u128> {
    5u128.checked_pow(n)
}

/// `v << n` when nothing is shifted out.
fn shl_checked(v: u128, n: u32) -> Option<u128> {
    (n < 128 && (v == 0 || v.leading_zeros() >= n)).then(|| v << n)
}

/// A 512-bit unsigned integer, least significant limb first: wide enough
/// for an `f64` significand times the `5^k` of any exponent down to about
/// `1e-90`, and cheap next to a heap-allocated big integer.
struct Limbs([u64; 8]);

impl Limbs {
    /// `sig * 5^n`, or `None` when it does not fit.
    fn times_pow5(sig: u128, n: u32) -> Option<Limbs> {
        // 5^27 is the largest power of five in a u64.
        const POW5_27: u64 = 7_450_580_596_923_828_125;
        let mut v = Limbs([0; 8]);
        v.0[0] = sig as u64;
        v.0[1] = (sig >> 64) as u64;
        let mut left = n;
        while left > 0 {
            let step = left.min(27);
            let factor = if step == 27 { POW5_27 } else { 5u64.pow(step) };
            v.mul_small(factor)?;
            left -= step;
        }
        Some(v)
    }

    /// `self *= m`, or `None` on overflow.
    fn mul_small(&mut self, m: u64) -> Option<()> {
        let mut carry = 0u128;
        for limb in &mut self.0 {
            let p = u128::from(*limb) * u128::from(m) + carry;
            *limb = p as u64;
            carry = p >> 64;
        }
        (carry == 0).then_some(())
    }

    /// The number of significant bits.
    fn bits(&self) -> u32 {
        let top = self.0.iter().rposition(|&l| l != 0).map_or(0, |i| i as u32);
        top * 64 + (64 - self.0[top as usize].leading_zeros())
    }

    /// `self >> n` when the result fits in 128 bits.
    fn shr_to_u128(&self, n: u32) -> Option<u128> {
        let limb = |i: usize| self.0.get(i).copied().unwrap_or(0);
        let (whole, part) = ((n / 64) as usize, n % 64);
        let word = |i: usize| {
            let lo = limb(whole + i) >> part;
            let hi = if part == 0 { 0 } else { limb(whole + i + 1) << (64 - part) };
            lo | hi
        };
        let fits = (2..8).all(|i| word(i) == 0);
        fits.then(|| u128::from(word(0)) | (u128::from(word(1)) << 64))
    }
}

/// LLVM's `toStringImpl` for a finite non-zero value
/// `significand * 2^exp` whose semantics have `semantics_precision` bits.
fn to_string_impl(
    out: &mut String,
    negative: bool,
    mut exp: i32,
    mut sig: u128,
    semantics_precision: u32,
    fmt: Format,
) {
    let mut format_precision = fmt.precision;
    let format_max_padding = fmt.max_padding;
    let truncate_zero = fmt.truncate_zero;
    if negative {
        out.push('-');
    }
    if format_precision == 0 {
        // Steele & White's digit bound, derived from the precision alone.
        format_precision = 2 + semantics_precision * 59 / 196;
    }
    // Binary trailing zeros carry no information.
    let tz = sig.trailing_zeros();
    exp += tz as i32;
    sig >>= tz;
    let (text, tens) = match truncated_decimal_fast(sig, exp, format_precision) {
        Some((0, tens)) => (String::new(), tens),
        // u64 formatting when it fits: u128 division by ten is a slow libcall.
        Some((q, tens)) => (u64::try_from(q).map_or_else(|_| q.to_string(), |q| q.to_string()), tens),
        None => truncated_decimal_big(sig, exp, format_precision),
    };
    exp = tens;

    // Digits, least significant first, skipping trailing zeros.
    let significant = text.trim_end_matches('0');
    exp += (text.len() - significant.len()) as i32;
    let mut buffer: Vec<u8> = significant.bytes().rev().collect();
    adjust_digits_to_precision(&mut buffer, &mut exp, format_precision);

    let n_digits = buffer.len() as i32;
    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        // Don't make the number look more precise than it is.
        exp as u32 > format_max_padding || (n_digits + exp) as u32 > format_precision
    } else {
        let msd = exp + n_digits - 1;
        msd < 0 && (-msd) as u32 > format_max_padding
    };
    let digit = |i: i32| buffer[(n_digits - 1 - i) as usize] as char;

    if scientific {
        exp += n_digits - 1;
        out.push(digit(0));
        out.push('.');
        if n_digits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..n_digits {
                out.push(digit(i));
            }
        }
        if !truncate_zero && format_precision as i32 > n_digits - 1 {
            for _ in 0..(format_precision as i32 - n_digits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let digits = exp.unsigned_abs().to_string();
        if !truncate_zero && digits.len() < 2 {
            out.push('0');
        }
        out.push_str(&digits);
        return;
    }
    if exp >= 0 {
        for i in 0..n_digits {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }
    let whole = exp + n_digits;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < n_digits {
        out.push(digit(i));
        i += 1;
    }
}

/// LLVM's `IEEEFloat::toString` on the unpacked form.
pub(crate) fn to_string_llvm(
    v: &Unpacked,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    match v.category {
        Category::Infinity => {
            out.push_str(if v.sign { "-Inf" } else { "+Inf" });
        }
        Category::NaN => out.push_str("NaN"),
        Category::Zero => {
            if v.sign {
                out.push('-');
            }
            if format_max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..format_precision.max(1) {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
        }
        Category::Normal => {
            let p = v.info().precision;
            let exp = v.exponent - (p as i32 - 1);
            let fmt = Format { precision: format_precision, max_padding: format_max_padding, truncate_zero };
            to_string_impl(&mut out, v.sign, exp, v.sig, p, fmt);
        }
    }
    out
}

/// MLIR's `printFloatValue`: short scientific form if it parses back to
/// the same value, else LLVM's default form if it contains a '.', else
/// the bit pattern in hex.
pub(crate) fn to_mlir_string(v: &APFloat) -> String {
    let u = v.unpack();
    if matches!(u.category, Category::Normal | Category::Zero) {
        let short = to_string_llvm(&u, 6, 0, false);
        // Binary32 and binary64 parse back through the standard library,
        // which rounds correctly (to nearest, ties to even) as APFloat does.
        let round_trips = match v.semantics() {
            FloatSemantics::F64 => short.parse::<f64>().is_ok_and(|b| u128::from(b.to_bits()) == v.to_bits()),
            FloatSemantics::F32 => short.parse::<f32>().is_ok_and(|b| u128::from(b.to_bits()) == v.to_bits()),
            sem => APFloat::from_decimal_str(sem, &short).is_ok_and(|back| back.unpack().bitwise_eq(&u)),
        };
        if round_trips {
            return short;
        }
        let long = to_string_llvm(&u, 0, 3, true);
        if long.contains('.') {
            return long;
        }
    }
    hex_literal(v.to_bits())
}

/// `0x` followed by upper-case hex digits without leading zeros, as
/// `APInt::toString(16, formatAsCLiteral)` prints a bit pattern.
pub(crate) fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path gives the big-integer path's digits wherever it
    /// answers, over odd significands of every width the formats have and
    /// exponents across and beyond their ranges, at the precisions MLIR
    /// prints with.
    #[test]
    fn fast_truncation_matches_big_integers() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut answered = 0;
        for _ in 0..200_000 {
            let width = 1 + (next() % 113) as u32;
            let raw = (u128::from(next()) << 64) | u128::from(next());
            let sig = (raw & super::super::unpacked::low_mask(width)) | 1 | (1u128 << (width - 1));
            let exp = (next() % 700) as i32 - 400;
            let precision = [6, 9, 17, 21, 36][(next() % 5) as usize];
            if let Some((q, tens)) = truncated_decimal_fast(sig, exp, precision) {
                answered += 1;
                let fast = if q == 0 { String::new() } else { q.to_string() };
                assert_eq!((fast, tens), truncated_decimal_big(sig, exp, precision), "{sig} * 2^{exp} at {precision}");
            }
        }
        // Most of the exponents drawn lie outside its reach, but not all.
        assert!(answered > 30_000, "fast path answered only {answered} times");
        // The point of the fast path: it answers for everyday values, at
        // both of MLIR's precisions (6 and the f64 round-trip bound, 17).
        for v in [0.1f64, 95.19e-3, 1.5, 3.0e10, 1.0e-30, 123456.789, 6.02e23] {
            let (sig, exp) = ((v.to_bits() & ((1 << 52) - 1)) | (1 << 52), ((v.to_bits() >> 52) as i32) - 1075);
            let (sig, exp) = (u128::from(sig) >> sig.trailing_zeros(), exp + sig.trailing_zeros() as i32);
            assert!(
                truncated_decimal_fast(sig, exp, 6).is_some() && truncated_decimal_fast(sig, exp, 17).is_some(),
                "{v}"
            );
        }
    }

    /// `Limbs` products and shifts against values worked out by hand.
    #[test]
    fn limbs() {
        let v = Limbs::times_pow5(u128::MAX, 0).unwrap();
        assert_eq!((v.bits(), v.shr_to_u128(0)), (128, Some(u128::MAX)));
        // 5^55 * 2^128 needs 256 bits; shifting the 2^128 out leaves 5^55.
        let v = Limbs::times_pow5(1, 55).unwrap();
        assert_eq!(v.shr_to_u128(0), Some(5u128.pow(55)));
        let w = Limbs::times_pow5(1u128 << 100, 55).unwrap();
        assert_eq!((w.bits(), w.shr_to_u128(100)), (v.bits() + 100, Some(5u128.pow(55))));
        assert_eq!(w.shr_to_u128(99), None);
        assert!(Limbs::times_pow5(u128::MAX, 200).is_none());
    }
}
