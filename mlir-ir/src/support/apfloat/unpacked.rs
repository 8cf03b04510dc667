//! The working representation of a value: category, sign, unbiased
//! exponent and an explicit significand (LLVM's `IEEEFloat` internals).
//!
//! All arithmetic happens on this form and is re-encoded afterwards, so
//! the encoding quirks of each format live only in [`Unpacked::decode`] and
//! [`Unpacked::encode`], and rounding lives only in [`Unpacked::normalize`].
//! A finite value is `sig * 2^(exponent - (precision - 1))`; normalized
//! numbers have bit `precision - 1` of `sig` set, subnormals have
//! `exponent == min_exponent` and that bit clear. `u128` holds every
//! significand we need: at most 113 bits plus guard bits.

use super::semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior, SemanticsInfo};
use super::status::{Category, LostFraction, OpStatus, RoundingMode};

/// A decoded floating-point value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Unpacked {
    pub sem: FloatSemantics,
    pub category: Category,
    pub sign: bool,
    pub exponent: i32,
    pub sig: u128,
}

/// A mask of the low `bits` bits (saturating at all 128).
pub(crate) fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// One-based index of the most significant set bit (0 for zero).
pub(crate) fn omsb(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// Classify the bits that truncating `v` by `bits` places would discard.
pub(crate) fn lost_fraction_through_truncation(v: u128, bits: u32) -> LostFraction {
    if v == 0 {
        return LostFraction::ExactlyZero;
    }
    let lsb = v.trailing_zeros();
    if bits <= lsb {
        LostFraction::ExactlyZero
    } else if bits == lsb + 1 {
        LostFraction::ExactlyHalf
    } else if bits <= 128 && (v >> (bits - 1)) & 1 == 1 {
        LostFraction::MoreThanHalf
    } else {
        LostFraction::LessThanHalf
    }
}

/// Shift `v` right by `bits`, reporting what fell off.
pub(crate) fn shift_right(v: &mut u128, bits: u32) -> LostFraction {
    let lost = lost_fraction_through_truncation(*v, bits);
    *v = if bits >= 128 { 0 } else { *v >> bits };
    lost
}

impl Unpacked {
    /// The numeric description of our format.
    pub fn info(&self) -> SemanticsInfo {
        self.sem.info()
    }

    fn precision(&self) -> u32 {
        self.sem.info().precision
    }

    /// The exponent LLVM stores for zeros.
    pub fn exponent_zero(sem: FloatSemantics) -> i32 {
        sem.info().min_exponent - 1
    }

    /// The exponent LLVM stores for infinities.
    pub fn exponent_inf(sem: FloatSemantics) -> i32 {
        sem.info().max_exponent + 1
    }

    /// The exponent whose encoding marks NaNs; it differs per NaN encoding.
    pub fn exponent_nan(sem: FloatSemantics) -> i32 {
        let info = sem.info();
        if info.non_finite == NonFiniteBehavior::NanOnly {
            if info.nan_encoding == NanEncoding::NegativeZero {
                return Self::exponent_zero(sem);
            }
            if info.has_signed_repr {
                return info.max_exponent;
            }
        }
        info.max_exponent + 1
    }

    /// Positive zero (or the closest value for formats without zero).
    pub fn zero(sem: FloatSemantics, negative: bool) -> Unpacked {
        let mut v = Unpacked { sem, category: Category::Zero, sign: false, exponent: Self::exponent_zero(sem), sig: 0 };
        v.make_zero(negative);
        v
    }

    /// Become zero. Formats whose negative-zero pattern is NaN only have
    /// `+0`; `f8E8M0FNU` has no zero at all and gets its smallest value.
    pub fn make_zero(&mut self, negative: bool) {
        let info = self.info();
        if !info.has_zero {
            self.make_smallest_normalized(false);
            return;
        }
        self.category = Category::Zero;
        self.sign = negative && info.nan_encoding != NanEncoding::NegativeZero;
        self.exponent = Self::exponent_zero(self.sem);
        self.sig = 0;
    }

    /// Become infinity; formats without infinity get NaN (`NanOnly`) or
    /// saturate to the largest finite value (`FiniteOnly`, where LLVM would
    /// abort).
    pub fn make_inf(&mut self, negative: bool) {
        match self.info().non_finite {
            NonFiniteBehavior::FiniteOnly => self.make_largest(negative),
            NonFiniteBehavior::NanOnly => self.make_nan(false, negative, None),
            NonFiniteBehavior::Ieee754 => {
                self.category = Category::Infinity;
                self.sign = negative;
                self.exponent = Self::exponent_inf(self.sem);
                self.sig = 0;
            }
        }
    }

    /// Become a NaN with the given payload (LLVM's `makeNaN`). Formats with
    /// a single NaN pattern ignore the payload and quietness. `FiniteOnly`
    /// formats have no NaN; LLVM aborts there, we produce `+0` instead and
    /// callers report the invalid operation through their status.
    pub fn make_nan(&mut self, snan: bool, negative: bool, fill: Option<u128>) {
        let info = self.info();
        if info.non_finite == NonFiniteBehavior::FiniteOnly {
            self.make_zero(false);
            return;
        }
        let p = info.precision;
        self.category = Category::NaN;
        self.sign = negative && info.has_signed_repr;
        self.exponent = Self::exponent_nan(self.sem);
        let mut snan = snan;
        let mut fill = fill;
        if info.non_finite == NonFiniteBehavior::NanOnly {
            snan = false;
            if info.nan_encoding == NanEncoding::NegativeZero {
                self.sign = true;
                fill = Some(0);
            } else {
                fill = Some(low_mask(p - 1));
            }
        }
        self.sig = fill.unwrap_or(0) & low_mask(p - 1);
        let qnan_bit = p.saturating_sub(2);
        if snan {
            self.sig &= !(1u128 << qnan_bit);
            if self.sig == 0 && qnan_bit > 0 {
                self.sig |= 1u128 << (qnan_bit - 1);
            }
        } else if info.nan_encoding != NanEncoding::NegativeZero {
            self.sig |= 1u128 << qnan_bit;
        }
        // x87 NaNs carry the explicit integer bit; without it they would be
        // "pseudo-NaNs" that hardware rejects.
        if self.sem == FloatSemantics::F80 {
            self.sig |= 1u128 << (qnan_bit + 1);
        }
    }

    /// Become the largest finite value (all-ones significand at the maximum
    /// exponent, minus the all-ones NaN pattern for the `FN` formats).
    pub fn make_largest(&mut self, negative: bool) {
        let info = self.info();
        self.category = Category::Normal;
        self.sign = negative && info.has_signed_repr;
        self.exponent = info.max_exponent;
        self.sig = low_mask(info.precision);
        if info.non_finite == NonFiniteBehavior::NanOnly
            && info.nan_encoding == NanEncoding::AllOnes
            && info.precision > 1
        {
            self.sig &= !1;
        }
    }

    /// Become the smallest subnormal.
    pub fn make_smallest(&mut self, negative: bool) {
        let info = self.info();
        self.category = Category::Normal;
        self.sign = negative && info.has_signed_repr;
        self.exponent = info.min_exponent;
        self.sig = 1;
    }

    /// Become the smallest normal value.
    pub fn make_smallest_normalized(&mut self, negative: bool) {
        let info = self.info();
        self.category = Category::Normal;
        self.sign = negative && info.has_signed_repr;
        self.exponent = info.min_exponent;
        self.sig = 1u128 << (info.precision - 1);
    }

    /// A fresh value of the given category-building function.
    pub fn build(sem: FloatSemantics, f: impl FnOnce(&mut Unpacked)) -> Unpacked {
        let mut v = Unpacked::zero(sem, false);
        f(&mut v);
        v
    }

    /// Finite and not zero.
    pub fn is_finite_non_zero(&self) -> bool {
        self.category == Category::Normal
    }

    /// A subnormal value (LLVM's `isDenormal`).
    pub fn is_denormal(&self) -> bool {
        self.is_finite_non_zero()
            && self.exponent == self.info().min_exponent
            && (self.sig >> (self.precision() - 1)) & 1 == 0
    }

    /// A NaN whose quiet bit is clear (formats with one NaN never signal).
    pub fn is_signaling(&self) -> bool {
        if self.category != Category::NaN || self.info().non_finite != NonFiniteBehavior::Ieee754 {
            return false;
        }
        (self.sig >> (self.precision() - 2)) & 1 == 0
    }

    /// Set the quiet bit of a NaN.
    pub fn make_quiet(&mut self) {
        if self.info().non_finite != NonFiniteBehavior::NanOnly {
            self.sig |= 1u128 << (self.precision() - 2);
        }
    }

    /// Whether the significand bits below the integer bit are all ones.
    pub fn is_significand_all_ones(&self) -> bool {
        let p = self.precision();
        p > 1 && self.sig & low_mask(p - 1) == low_mask(p - 1)
    }

    /// Whether the significand bits below the integer bit are all zero.
    pub fn is_significand_all_zeros(&self) -> bool {
        let p = self.precision();
        p <= 1 || self.sig & low_mask(p - 1) == 0
    }

    /// The smallest positive subnormal magnitude.
    pub fn is_smallest(&self) -> bool {
        self.is_finite_non_zero() && self.exponent == self.info().min_exponent && self.sig == 1
    }

    /// The largest finite magnitude.
    pub fn is_largest(&self) -> bool {
        let info = self.info();
        let max_exp = self.is_finite_non_zero() && self.exponent == info.max_exponent;
        if info.non_finite == NonFiniteBehavior::NanOnly && info.nan_encoding == NanEncoding::AllOnes {
            if info.precision > 1 {
                let p = info.precision;
                max_exp && self.sig & low_mask(p - 1) == low_mask(p - 1) & !1
            } else {
                max_exp
            }
        } else {
            max_exp && self.is_significand_all_ones()
        }
    }

    /// Flip the sign, except where a sign flip would turn zero into NaN
    /// (the `FNUZ` formats) or the format has no sign at all.
    pub fn change_sign(&mut self) {
        let info = self.info();
        if info.nan_encoding == NanEncoding::NegativeZero && matches!(self.category, Category::Zero | Category::NaN) {
            return;
        }
        if !info.has_signed_repr {
            return;
        }
        self.sign = !self.sign;
    }

    /// LLVM's `bitwiseIsEqual`: same category, sign, and for finite values
    /// same exponent and significand. Differs from comparing encodings only
    /// for non-canonical x87 patterns.
    pub fn bitwise_eq(&self, other: &Unpacked) -> bool {
        if self.sem != other.sem || self.category != other.category || self.sign != other.sign {
            return false;
        }
        match self.category {
            Category::Zero | Category::Infinity => true,
            Category::Normal => self.exponent == other.exponent && self.sig == other.sig,
            Category::NaN => self.sig == other.sig,
        }
    }

    /// Decode a bit pattern (the low `bit_width` bits of `bits`).
    pub fn decode(sem: FloatSemantics, bits: u128) -> Unpacked {
        let info = sem.info();
        let bits = bits & low_mask(info.size_in_bits);
        let mut v = Unpacked::zero(sem, false);
        match sem {
            FloatSemantics::F80 => v.decode_x87(bits),
            FloatSemantics::Float8E8M0FNU => {
                v.sign = false;
                v.sig = 1;
                if bits == 0xFF {
                    v.category = Category::NaN;
                    v.exponent = Self::exponent_nan(sem);
                } else {
                    v.category = Category::Normal;
                    v.exponent = bits as i32 - 127;
                }
            }
            _ => v.decode_ieee(bits),
        }
        v
    }

    fn decode_ieee(&mut self, bits: u128) {
        let info = self.info();
        let trailing = info.precision - 1;
        let exp_bits = info.size_in_bits - 1 - trailing;
        let bias = 1 - info.min_exponent;
        let field = bits & low_mask(trailing);
        let biased = ((bits >> trailing) & low_mask(exp_bits)) as i32;
        let sign = (bits >> (info.size_in_bits - 1)) & 1 == 1;
        let all_zero = field == 0;
        let is_zero = biased == 0 && all_zero;
        if info.non_finite == NonFiniteBehavior::Ieee754 && biased - bias == Self::exponent_inf(self.sem) && all_zero {
            self.make_inf(sign);
            return;
        }
        let is_nan = match info.nan_encoding {
            NanEncoding::Ieee => biased - bias == Self::exponent_nan(self.sem) && !all_zero,
            NanEncoding::AllOnes => biased - bias == Self::exponent_nan(self.sem) && field == low_mask(trailing),
            NanEncoding::NegativeZero => is_zero && sign,
        };
        if is_nan {
            self.category = Category::NaN;
            self.sign = sign;
            self.exponent = Self::exponent_nan(self.sem);
            self.sig = field;
            return;
        }
        if is_zero {
            self.make_zero(sign);
            return;
        }
        self.category = Category::Normal;
        self.sign = sign;
        self.sig = field;
        if biased == 0 {
            self.exponent = info.min_exponent;
        } else {
            self.exponent = biased - bias;
            self.sig |= 1u128 << trailing;
        }
    }

    /// x87 has an explicit integer bit, so some patterns are invalid on
    /// hardware; like LLVM we read pseudo-infinities, pseudo-NaNs and
    /// unnormals as NaN and pseudo-denormals as normal numbers.
    fn decode_x87(&mut self, bits: u128) {
        let sig = bits & low_mask(64);
        let biased = ((bits >> 64) & 0x7fff) as i32;
        let sign = (bits >> 79) & 1 == 1;
        let integer_bit = sig >> 63 == 1;
        self.sign = sign;
        if biased == 0 && sig == 0 {
            self.make_zero(sign);
        } else if biased == 0x7fff && sig == 1u128 << 63 {
            self.make_inf(sign);
        } else if biased == 0x7fff || (biased != 0 && !integer_bit) {
            self.category = Category::NaN;
            self.exponent = Self::exponent_nan(self.sem);
            self.sig = sig;
        } else {
            self.category = Category::Normal;
            self.sig = sig;
            self.exponent = if biased == 0 { -16382 } else { biased - 16383 };
        }
    }

    /// Encode to the format's bit pattern (LLVM's `bitcastToAPInt`).
    pub fn encode(&self) -> u128 {
        let info = self.info();
        if self.sem == FloatSemantics::F80 {
            let (biased, sig): (u128, u128) = match self.category {
                Category::Normal => {
                    let mut e = (self.exponent + 16383) as u128;
                    if e == 1 && self.sig >> 63 == 0 {
                        e = 0;
                    }
                    (e, self.sig)
                }
                Category::Zero => (0, 0),
                Category::Infinity => (0x7fff, 1u128 << 63),
                Category::NaN => (0x7fff, self.sig),
            };
            return (sig & low_mask(64)) | ((biased & 0x7fff) << 64) | ((self.sign as u128) << 79);
        }
        let trailing = info.precision - 1;
        let exp_bits = if trailing > 0 { info.size_in_bits - 1 - trailing } else { info.size_in_bits };
        let bias = if self.sem == FloatSemantics::Float8E8M0FNU { -info.min_exponent } else { 1 - info.min_exponent };
        let (biased, sig) = match self.category {
            Category::Normal => {
                let mut e = self.exponent + bias;
                if e == 1 && (self.sig >> trailing) & 1 == 0 {
                    e = 0;
                }
                (e, self.sig)
            }
            Category::Zero => (Self::exponent_zero(self.sem) + bias, 0),
            Category::Infinity => (Self::exponent_inf(self.sem) + bias, 0),
            Category::NaN => (Self::exponent_nan(self.sem) + bias, self.sig),
        };
        let mut out = sig & low_mask(trailing);
        out |= ((biased as u128) & low_mask(exp_bits)) << trailing;
        if info.has_signed_repr {
            out |= (self.sign as u128) << (info.size_in_bits - 1);
        }
        out
    }

    /// Whether, truncating at bit `bit` with `lost` discarded below it, the
    /// rounding mode asks to bump the magnitude.
    pub fn round_away_from_zero(&self, rm: RoundingMode, lost: LostFraction, bit: u32) -> bool {
        match rm {
            RoundingMode::NearestTiesToAway => {
                matches!(lost, LostFraction::ExactlyHalf | LostFraction::MoreThanHalf)
            }
            RoundingMode::NearestTiesToEven => match lost {
                LostFraction::MoreThanHalf => true,
                LostFraction::ExactlyHalf if self.category != Category::Zero => {
                    self.sig.checked_shr(bit).unwrap_or(0) & 1 == 1
                }
                _ => false,
            },
            RoundingMode::TowardZero => false,
            RoundingMode::TowardPositive => !self.sign,
            RoundingMode::TowardNegative => self.sign,
        }
    }

    /// Overflow: infinity (or NaN where there is no infinity) when the
    /// rounding mode points away from zero, otherwise the largest finite
    /// value. The sign is preserved.
    pub fn handle_overflow(&mut self, rm: RoundingMode) -> OpStatus {
        let info = self.info();
        if info.non_finite != NonFiniteBehavior::FiniteOnly {
            let to_inf = match rm {
                RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway => true,
                RoundingMode::TowardPositive => !self.sign,
                RoundingMode::TowardNegative => self.sign,
                RoundingMode::TowardZero => false,
            };
            if to_inf {
                self.make_inf(self.sign);
                return OpStatus::OVERFLOW | OpStatus::INEXACT;
            }
        }
        self.make_largest(self.sign);
        OpStatus::INEXACT
    }

    /// Round a finite value whose significand may have any width (up to 128
    /// bits) and may have `lost` discarded below its LSB to the format:
    /// place the MSB at the integer bit, clamp into the subnormal range,
    /// round per `rm`, and detect overflow and underflow.
    pub fn normalize(&mut self, rm: RoundingMode, lost: LostFraction) -> OpStatus {
        if !self.is_finite_non_zero() {
            return OpStatus::OK;
        }
        let info = self.info();
        let p = info.precision;
        let mut lost = lost;
        let mut msb = omsb(self.sig);
        if msb != 0 || lost != LostFraction::ExactlyZero {
            let mut change = msb as i32 - p as i32;
            if self.exponent + change > info.max_exponent {
                return self.handle_overflow(rm);
            }
            if self.exponent + change < info.min_exponent {
                change = info.min_exponent - self.exponent;
            }
            if change < 0 {
                // Exact by construction: callers only hand us short
                // significands when nothing was discarded.
                self.sig <<= (-change) as u32;
                self.exponent += change;
                return OpStatus::OK;
            }
            if change > 0 {
                let below = shift_right(&mut self.sig, change as u32);
                self.exponent += change;
                lost = below.combine(lost);
                msb = msb.saturating_sub(change as u32);
            }
        }
        let nan_is_all_ones =
            info.non_finite == NonFiniteBehavior::NanOnly && info.nan_encoding == NanEncoding::AllOnes;
        if nan_is_all_ones && self.exponent == info.max_exponent && self.is_significand_all_ones() {
            return self.handle_overflow(rm);
        }
        if lost == LostFraction::ExactlyZero {
            if msb == 0 {
                self.make_zero(self.sign);
            }
            return OpStatus::OK;
        }
        if self.round_away_from_zero(rm, lost, 0) {
            if msb == 0 {
                self.exponent = info.min_exponent;
            }
            self.sig += 1;
            msb = omsb(self.sig);
            if msb == p + 1 {
                if self.exponent == info.max_exponent {
                    let toward = if self.sign { RoundingMode::TowardNegative } else { RoundingMode::TowardPositive };
                    return self.handle_overflow(toward);
                }
                shift_right(&mut self.sig, 1);
                self.exponent += 1;
                return OpStatus::INEXACT;
            }
            if nan_is_all_ones && self.exponent == info.max_exponent && self.is_significand_all_ones() {
                return self.handle_overflow(rm);
            }
        }
        if msb == p {
            return OpStatus::INEXACT;
        }
        if msb == 0 {
            self.make_zero(self.sign);
        }
        OpStatus::UNDERFLOW | OpStatus::INEXACT
    }
}
