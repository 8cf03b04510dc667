//! Fixed-width arbitrary-precision integers (the analogue of LLVM's `APInt`).
//!
//! MLIR integer attributes carry a bit width and a two's complement bit
//! pattern; whether the pattern is read as signed or unsigned depends on the
//! type. Widths up to 64 bits — nearly every integer in practice — are held
//! inline; wider ones spill to a boxed word array.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};
use std::fmt;

/// A two's complement bit pattern of a fixed width (1 ..= 2^24 bits).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct APInt {
    width: u32,
    repr: Repr,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Widths <= 64: the bits, masked to the width.
    Small(u64),
    /// Wider values: little-endian words, the top word masked to the width.
    Big(Box<[u64]>),
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl APInt {
    /// Zero of the given width.
    pub fn zero(width: u32) -> APInt {
        APInt::from_u64(width, 0)
    }

    /// The low `width` bits of `value`.
    pub fn from_u64(width: u32, value: u64) -> APInt {
        if width <= 64 {
            APInt { width, repr: Repr::Small(value & mask(width)) }
        } else {
            APInt::from_biguint(width, &BigUint::from(value))
        }
    }

    /// `value` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, value: i64) -> APInt {
        if width <= 64 {
            APInt::from_u64(width, value as u64)
        } else {
            APInt::from_bigint(width, &BigInt::from(value))
        }
    }

    /// The low `width` bits of an unsigned big integer.
    pub fn from_biguint(width: u32, value: &BigUint) -> APInt {
        let digits = value.to_u64_digits();
        if width <= 64 {
            return APInt::from_u64(width, digits.first().copied().unwrap_or(0));
        }
        let nwords = width.div_ceil(64) as usize;
        let mut words = vec![0u64; nwords];
        for (w, d) in words.iter_mut().zip(digits.iter()) {
            *w = *d;
        }
        let top = width % 64;
        if top != 0 {
            words[nwords - 1] &= mask(top);
        }
        APInt { width, repr: Repr::Big(words.into_boxed_slice()) }
    }

    /// The low `width` bits of a little-endian byte string (missing bytes
    /// are zero), without going through a big integer.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> APInt {
        let word = |chunk: &[u8]| {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            u64::from_le_bytes(b)
        };
        if width <= 64 {
            return APInt::from_u64(width, word(&bytes[..bytes.len().min(8)]));
        }
        let nwords = width.div_ceil(64) as usize;
        let mut words = vec![0u64; nwords];
        for (w, chunk) in words.iter_mut().zip(bytes.chunks(8)) {
            *w = word(chunk);
        }
        let top = width % 64;
        if top != 0 {
            words[nwords - 1] &= mask(top);
        }
        APInt { width, repr: Repr::Big(words.into_boxed_slice()) }
    }

    /// Appends the value's `width.div_ceil(8)` bytes, little-endian.
    pub fn extend_le_bytes(&self, out: &mut Vec<u8>) {
        let n = self.width.div_ceil(8) as usize;
        match &self.repr {
            Repr::Small(v) => out.extend_from_slice(&v.to_le_bytes()[..n]),
            Repr::Big(words) => {
                let start = out.len();
                for w in words.iter() {
                    out.extend_from_slice(&w.to_le_bytes());
                }
                out.truncate(start + n);
            }
        }
    }

    /// The two's complement of a signed big integer, truncated to `width` bits.
    pub fn from_bigint(width: u32, value: &BigInt) -> APInt {
        match value.sign() {
            Sign::Minus => {
                let modulus = BigUint::one() << width as usize;
                let mag = value.magnitude() % &modulus;
                if mag.is_zero() {
                    APInt::zero(width)
                } else {
                    APInt::from_biguint(width, &(modulus - mag))
                }
            }
            _ => APInt::from_biguint(width, value.magnitude()),
        }
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The pattern read as an unsigned number.
    pub fn to_biguint(&self) -> BigUint {
        match &self.repr {
            Repr::Small(v) => BigUint::from(*v),
            // From 32-bit digits at once: shifting and adding word by word
            // took time quadratic in the width (20 s for one
            // `-1 : i16777215`).
            Repr::Big(words) => BigUint::new(words.iter().flat_map(|&w| [w as u32, (w >> 32) as u32]).collect()),
        }
    }

    /// The pattern read as a two's complement signed number.
    pub fn to_bigint(&self) -> BigInt {
        let u = BigInt::from(self.to_biguint());
        if self.is_negative() {
            u - (BigInt::one() << self.width as usize)
        } else {
            u
        }
    }

    /// Whether the top (sign) bit is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width.saturating_sub(1))
    }

    /// Bit `i` (0 is the least significant).
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match &self.repr {
            Repr::Small(v) => (v >> i) & 1 == 1,
            Repr::Big(words) => (words[(i / 64) as usize] >> (i % 64)) & 1 == 1,
        }
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        match &self.repr {
            Repr::Small(v) => *v == 0,
            Repr::Big(words) => words.iter().all(|w| *w == 0),
        }
    }

    /// The low 64 bits, zero-extended.
    pub fn low_u64(&self) -> u64 {
        match &self.repr {
            Repr::Small(v) => *v,
            Repr::Big(words) => words[0],
        }
    }

    /// The value as a signed 64-bit number, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width <= 64 {
            let v = self.low_u64();
            if self.width == 0 {
                return Some(0);
            }
            let shift = 64 - self.width;
            Some(((v << shift) as i64) >> shift)
        } else {
            i64::try_from(self.to_bigint()).ok()
        }
    }

    /// The value as an unsigned 64-bit number, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.repr {
            Repr::Small(v) => Some(*v),
            Repr::Big(words) => words[1..].iter().all(|w| *w == 0).then_some(words[0]),
        }
    }

    /// Number of bits needed to hold the unsigned value (0 for zero).
    pub fn active_bits(&self) -> u32 {
        match &self.repr {
            Repr::Small(v) => 64 - v.leading_zeros(),
            Repr::Big(_) => self.to_biguint().bits() as u32,
        }
    }

    /// Number of bits needed to hold the value as a signed number.
    pub fn min_signed_bits(&self) -> u32 {
        let v = self.to_bigint();
        let mag = if v.sign() == Sign::Minus { (-v) - 1 } else { v };
        mag.magnitude().bits() as u32 + 1
    }

    /// Zero- or sign-extends, or truncates, to `width` bits.
    pub fn resize(&self, width: u32, signed: bool) -> APInt {
        if signed {
            APInt::from_bigint(width, &self.to_bigint())
        } else {
            APInt::from_biguint(width, &self.to_biguint())
        }
    }

    /// Decimal text of the signed (`signed = true`) or unsigned reading.
    pub fn to_string_radix10(&self, signed: bool) -> String {
        if let (Repr::Small(v), false) = (&self.repr, signed) {
            return v.to_string();
        }
        if signed {
            if let Some(v) = self.to_i64() {
                return v.to_string();
            }
            self.to_bigint().to_string()
        } else {
            self.to_biguint().to_string()
        }
    }

    /// Appends the decimal text (see [`APInt::to_string_radix10`]) to `out`
    /// without an intermediate allocation for values of at most 64 bits.
    pub fn write_radix10(&self, signed: bool, out: &mut String) {
        let small = match (&self.repr, signed) {
            (Repr::Small(v), false) => Some((false, *v)),
            (_, true) => self.to_i64().map(|v| (v < 0, v.unsigned_abs())),
            _ => None,
        };
        match small {
            Some((neg, mag)) => {
                if neg {
                    out.push('-');
                }
                out.push_str(itoa::Buffer::new().format(mag));
            }
            None => out.push_str(&self.to_string_radix10(signed)),
        }
    }

    /// `0x`-prefixed upper-case hexadecimal text of the unsigned reading.
    pub fn to_hex_string(&self) -> String {
        format!("0x{}", self.to_biguint().to_str_radix(16).to_uppercase())
    }
}

impl fmt::Debug for APInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "APInt<{}>({})", self.width, self.to_string_radix10(false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values_wrap_to_width() {
        let v = APInt::from_u64(3, 7);
        assert_eq!(v.to_string_radix10(true), "-1");
        assert_eq!(v.to_string_radix10(false), "7");
        assert_eq!(APInt::from_i64(8, -1).to_u64(), Some(255));
    }

    #[test]
    fn little_endian_bytes_round_trip_at_every_width() {
        for (width, text) in [
            (1u32, "1"),
            (8, "200"),
            (12, "4095"),
            (64, "18446744073709551615"),
            (100, "1267650600228229401496703205375"),
        ] {
            let v = APInt::from_biguint(width, &text.parse::<BigUint>().unwrap());
            let mut bytes = Vec::new();
            v.extend_le_bytes(&mut bytes);
            assert_eq!(bytes.len(), width.div_ceil(8) as usize);
            assert_eq!(bytes, {
                let mut b = v.to_biguint().to_bytes_le();
                b.resize(bytes.len(), 0);
                b
            });
            assert_eq!(APInt::from_le_bytes(width, &bytes), v);
        }
        // Bytes beyond the width are dropped; missing bytes are zero.
        assert_eq!(APInt::from_le_bytes(4, &[0xff, 0xff]).to_u64(), Some(15));
        assert_eq!(APInt::from_le_bytes(70, &[1]).to_u64(), Some(1));
    }

    #[test]
    fn wide_values_round_trip() {
        let big: BigInt = "-123456789012345678901234567890".parse().unwrap();
        let v = APInt::from_bigint(128, &big);
        assert!(v.is_negative());
        assert_eq!(v.to_string_radix10(true), "-123456789012345678901234567890");
        assert_eq!(APInt::from_i64(128, i64::MIN).to_i64(), Some(i64::MIN));
    }

    /// The widest integer type, all ones: converted in time linear in
    /// its 262,144 words (word-by-word shifting was quadratic: minutes in
    /// a debug build for one `-1 : i16777215`).
    #[test]
    fn widest_all_ones_converts() {
        let width = crate::types::MAX_INT_WIDTH;
        let v = APInt::from_i64(width, -1);
        assert_eq!(v.to_biguint().bits(), u64::from(width));
        assert_eq!(v.to_string_radix10(true), "-1");
        assert_eq!(v.min_signed_bits(), 1);
    }

    #[test]
    fn signed_bits() {
        assert_eq!(APInt::from_i64(64, -1).min_signed_bits(), 1);
        assert_eq!(APInt::from_i64(64, 127).min_signed_bits(), 8);
        assert_eq!(APInt::from_i64(64, -128).min_signed_bits(), 8);
    }
}
