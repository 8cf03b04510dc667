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

/// LLVM's `toStringImpl` for a finite non-zero value
/// `significand * 2^exp` whose semantics have `semantics_precision` bits.
fn to_string_impl(
    out: &mut String,
    negative: bool,
    mut exp: i32,
    mut sig: BigUint,
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
    let tz = sig.trailing_zeros().unwrap_or(0);
    exp += tz as i32;
    sig >>= tz as usize;
    // Rebase the exponent from 2 to 10: N * 2^-e == N * 5^e * 10^-e.
    if exp > 0 {
        sig <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }
    adjust_int_to_precision(&mut sig, &mut exp, format_precision);

    // Digits, least significant first, skipping trailing zeros. One
    // radix conversion instead of a division (and allocation) per digit.
    let text = if sig.is_zero() { String::new() } else { sig.to_str_radix(10) };
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
            let sig = BigUint::from(v.sig);
            let fmt = Format { precision: format_precision, max_padding: format_max_padding, truncate_zero };
            to_string_impl(&mut out, v.sign, exp, sig, p, fmt);
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
