//! The 16-bit float formats `f16` (IEEE binary16) and `bf16` (bfloat16),
//! as LLVM treats them on x86-64 without native half arithmetic: a value
//! lives in a register promoted to `f32` and in memory as 2 bytes; every
//! arithmetic result is rounded back to the 16-bit format (round to
//! nearest, ties to even).
//!
//! The conversions here are plain bit manipulation: the reference for the
//! code generated inline for `f32` <-> half (tests compare the two on
//! every half value), used at compile time (constants, global
//! initializers), and at run time for `f64 -> half`: generated code calls
//! the `extern "C"` entry points of [`symbols`], which the JIT resolves
//! like LLVM's own `__truncdfhf2`.
//! Rounding always starts from the exact value (an `f32` widens to `f64`
//! exactly), so `f64 -> f16` never rounds twice.

/// One of the two 16-bit float formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    /// IEEE binary16: 5 exponent bits, 10 fraction bits.
    F16,
    /// bfloat16: 8 exponent bits, 7 fraction bits.
    BF16,
}

impl Half {
    /// Exponent and fraction widths.
    fn shape(self) -> (u32, u32) {
        match self {
            Half::F16 => (5, 10),
            Half::BF16 => (8, 7),
        }
    }

    /// The bits of the value of this format nearest to `x` (ties to
    /// even); NaNs keep their sign and the top bits of their payload.
    pub fn from_f64(self, x: f64) -> u16 {
        let (exp_bits, man) = self.shape();
        round_f64(x, exp_bits, man)
    }

    /// [`from_f64`](Self::from_f64) of an `f32`, whose NaNs keep their
    /// payload bits as they are (widening to `f64` would quiet a
    /// signaling NaN, and a bitcast through a register must not).
    pub fn from_f32(self, x: f32) -> u16 {
        if !x.is_nan() {
            return self.from_f64(f64::from(x));
        }
        let (exp_bits, man) = self.shape();
        let b = x.to_bits();
        let sign = (b >> 31) << (exp_bits + man);
        let payload = (b & 0x7f_ffff) >> (23 - man);
        let inf = ((1u32 << exp_bits) - 1) << man;
        (sign | inf | if payload == 0 { 1 << (man - 1) } else { payload }) as u16
    }

    /// The exact value of the bits `h` of this format.
    pub fn to_f32(self, h: u16) -> f32 {
        match self {
            // bfloat16 is the top half of an f32.
            Half::BF16 => f32::from_bits(u32::from(h) << 16),
            Half::F16 => f16_to_f32(h),
        }
    }

    /// `x` rounded to this format, as the promoted `f32` a register holds.
    pub fn round(self, x: f64) -> f32 {
        self.to_f32(self.from_f64(x))
    }

    /// The run-time symbol rounding an `f64` to bits of this format
    /// (generated code converts from and to `f32` inline).
    pub fn truncate_f64_symbol(self) -> &'static str {
        match self {
            Half::F16 => "__rmlir_f64_to_f16",
            Half::BF16 => "__rmlir_f64_to_bf16",
        }
    }
}

/// The exact `f32` of f16 bits `h` (a signaling NaN stays signaling, so a
/// bitcast through a register keeps its bits).
fn f16_to_f32(h: u16) -> f32 {
    let h = u32::from(h);
    let sign = (h & 0x8000) << 16;
    let exp = (h >> 10) & 0x1f;
    let man = h & 0x3ff;
    match exp {
        0x1f => f32::from_bits(sign | 0x7f80_0000 | (man << 13)),
        // Zero or subnormal: man * 2^-24, exact in f32.
        0 => {
            let v = man as f32 * f32::from_bits((127 - 24) << 23);
            f32::from_bits(sign | v.to_bits())
        }
        _ => f32::from_bits(sign | ((exp + 127 - 15) << 23) | (man << 13)),
    }
}

/// Rounds `x` to nearest-even in the IEEE-style binary format with
/// `exp_bits` exponent bits and `man` fraction bits (`man <= 10`,
/// `exp_bits <= 8`), returning its bits.
fn round_f64(x: f64, exp_bits: u32, man: u32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u32) << (exp_bits + man);
    let abs = bits & !(1u64 << 63);
    let exp_field_max = (1u32 << exp_bits) - 1;
    let bias = (exp_field_max >> 1) as i32;
    let inf = exp_field_max << man;
    let out = |v: u32| (sign | v) as u16;
    if abs > 0x7ff0_0000_0000_0000 {
        // NaN: keep the top payload bits; an emptied payload would read
        // as infinity, so it becomes the quiet NaN.
        let payload = ((abs & ((1u64 << 52) - 1)) >> (52 - man)) as u32;
        return out(inf | if payload == 0 { 1 << (man - 1) } else { payload });
    }
    if abs == 0x7ff0_0000_0000_0000 {
        return out(inf);
    }
    let biased = (abs >> 52) as i32;
    if biased == 0 {
        // Zero, or an f64 subnormal: far below half the smallest
        // subnormal of either format.
        return out(0);
    }
    let e = biased - 1023;
    if e > bias {
        return out(inf);
    }
    // The value is mant * 2^(e - 52) with the implicit bit in mant.
    let mant = (abs & ((1u64 << 52) - 1)) | (1u64 << 52);
    let emin = 1 - bias;
    let shift = 52 - man + if e < emin { (emin - e) as u32 } else { 0 };
    if shift >= 54 {
        // Below half the smallest subnormal (mant < 2^53).
        return out(0);
    }
    let mut q = mant >> shift;
    let rem = mant & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q += 1;
    }
    let v = if e < emin {
        // Subnormal; rounding up to 2^man is the smallest normal's bits.
        q as u32
    } else {
        // A carry out of the fraction steps the exponent (up to infinity).
        (((e + bias) as u32) << man) + q as u32 - (1 << man)
    };
    out(v.min(inf))
}

extern "C" fn f64_to_f16_rt(x: f64) -> u32 {
    u32::from(Half::F16.from_f64(x))
}

extern "C" fn f64_to_bf16_rt(x: f64) -> u32 {
    u32::from(Half::BF16.from_f64(x))
}

/// The run-time conversions by symbol name, for the JIT's symbol table.
/// Bits travel zero-extended in a 32-bit integer, so no caller has to
/// agree on how the upper bits of a 16-bit result are set.
pub fn symbols() -> [(&'static str, *const u8); 2] {
    [
        (Half::F16.truncate_f64_symbol(), f64_to_f16_rt as *const u8),
        (Half::BF16.truncate_f64_symbol(), f64_to_bf16_rt as *const u8),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_nan(h: Half, b: u16) -> bool {
        h.to_f32(b).is_nan()
    }

    #[test]
    fn every_value_survives_a_round_trip() {
        for h in [Half::F16, Half::BF16] {
            for b in 0..=u16::MAX {
                let x = h.to_f32(b);
                assert_eq!(h.from_f32(x), b, "{h:?} {b:#06x} -> {x}");
                if !x.is_nan() {
                    assert_eq!(h.from_f64(f64::from(x)), b, "{h:?} {b:#06x} -> {x}");
                }
            }
        }
    }

    #[test]
    fn f16_values_decode_as_ieee_binary16() {
        assert_eq!(Half::F16.to_f32(0x3c00), 1.0);
        assert_eq!(Half::F16.to_f32(0xc000), -2.0);
        assert_eq!(Half::F16.to_f32(0x7bff), 65504.0);
        assert_eq!(Half::F16.to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(Half::F16.to_f32(0x03ff), 1023.0 * 2f32.powi(-24));
        assert_eq!(Half::F16.to_f32(0x0400), 2f32.powi(-14));
        assert_eq!(Half::F16.to_f32(0x7c00), f32::INFINITY);
        assert!(Half::F16.to_f32(0x7e00).is_nan());
        assert_eq!(Half::F16.to_f32(0x8000).to_bits(), (-0.0f32).to_bits());
    }

    #[test]
    fn rounding_is_to_nearest_even() {
        let f = Half::F16;
        // 1/3 = 0x3555 (0.33325195), the nearest binary16.
        assert_eq!(f.from_f64(1.0 / 3.0), 0x3555);
        // Halfway between 1 and the next value (1 + 2^-10): ties to even.
        assert_eq!(f.from_f64(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f.from_f64(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f.from_f64(1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 0x3c01);
        // Overflow: 65520 is the midpoint past the largest finite value.
        assert_eq!(f.from_f64(65519.99), 0x7bff);
        assert_eq!(f.from_f64(65520.0), 0x7c00);
        assert_eq!(f.from_f64(-1e10), 0xfc00);
        // Underflow into and out of the subnormals.
        assert_eq!(f.from_f64(2f64.powi(-25)), 0x0000);
        assert_eq!(f.from_f64(2f64.powi(-25) * 1.5), 0x0001);
        assert_eq!(f.from_f64(-2f64.powi(-26)), 0x8000);
        assert_eq!(f.from_f64(2f64.powi(-14) - 2f64.powi(-26)), 0x0400);
        assert_eq!(f.from_f64(f64::MIN_POSITIVE / 4.0), 0);
        let b = Half::BF16;
        assert_eq!(b.from_f64(1.0 / 3.0), 0x3eab);
        assert_eq!(b.from_f64(1.0 + 2f64.powi(-8)), 0x3f80);
        assert_eq!(b.from_f64(1.0 + 3.0 * 2f64.powi(-8)), 0x3f82);
        assert_eq!(b.from_f64(f64::from(f32::MAX)), 0x7f80);
        assert_eq!(b.from_f64(1e-45), 0x0000);
    }

    #[test]
    fn midpoints_between_neighbours_round_to_the_even_one() {
        for h in [Half::F16, Half::BF16] {
            for lo in 0..0x7fffu16 {
                let (a, b) = (f64::from(h.to_f32(lo)), f64::from(h.to_f32(lo + 1)));
                if !b.is_finite() || is_nan(h, lo + 1) {
                    break;
                }
                let mid = (a + b) / 2.0;
                let even = if lo & 1 == 0 { lo } else { lo + 1 };
                assert_eq!(h.from_f64(mid), even, "{h:?} midpoint after {lo:#06x}");
                let tiny = (b - a) / 1024.0;
                assert_eq!(h.from_f64(mid - tiny), lo);
                assert_eq!(h.from_f64(mid + tiny), lo + 1);
                assert_eq!(h.from_f64(-(mid + tiny)), (lo + 1) | 0x8000);
            }
        }
    }

    #[test]
    fn nans_stay_nans_with_their_sign() {
        for h in [Half::F16, Half::BF16] {
            assert!(is_nan(h, h.from_f64(f64::NAN)));
            assert!(is_nan(h, h.from_f64(-f64::NAN)));
            assert_eq!(h.from_f64(-f64::NAN) & 0x8000, 0x8000);
            // A NaN whose payload sits below the kept bits stays a NaN.
            assert!(is_nan(h, h.from_f64(f64::from_bits(0x7ff0_0000_0000_0001))));
        }
        assert_eq!(Half::F16.from_f64(f64::INFINITY), 0x7c00);
        assert_eq!(Half::BF16.from_f64(f64::NEG_INFINITY), 0xff80);
    }
}
