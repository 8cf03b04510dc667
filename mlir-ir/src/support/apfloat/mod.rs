//! Arbitrary-format floating point: the analogue of LLVM's `APFloat`.
//!
//! An [`APFloat`] is a format ([`FloatSemantics`]) plus a bit pattern.
//! Operations decode the pattern into an exact sign/exponent/significand
//! form, compute (exactly, with big integers where needed) and round once
//! into the target format, so results are correctly rounded for every
//! format including `f80` and `f128`, and match LLVM bit for bit, NaN
//! payloads and exception flags included.
//!
//! Printing follows LLVM's `toString` and MLIR's `printFloatValue`
//! exactly, because rmlir must print byte-identical IR.
//!
//! Layout, one concept per file:
//! * `semantics` — the format table;
//! * `status` — rounding modes, exception flags, categories;
//! * `unpacked` — decoding, encoding and rounding (`normalize`);
//! * `arith` — arithmetic, comparison and rounding to integral;
//! * `convert` — format and integer conversions;
//! * `from_string` / `to_string` — decimal parsing and printing.

mod arith;
mod convert;
mod from_string;
mod semantics;
mod status;
mod to_string;
mod unpacked;

#[cfg(test)]
mod hw_tests;
#[cfg(test)]
mod tests;

use std::fmt;

use num_bigint::BigInt;

pub use arith::{ILOGB_INF, ILOGB_NAN, ILOGB_ZERO};
pub use from_string::ParseFloatError;
pub use semantics::{FloatSemantics, NanEncoding, NonFiniteBehavior};
pub use status::{Category, CmpResult, OpStatus, RoundingMode};

use unpacked::Unpacked;

/// A floating-point value of any MLIR float format: the format plus the
/// raw encoding in the low [`FloatSemantics::bit_width`] bits of a `u128`.
///
/// Equality and hashing are bitwise (like LLVM's `bitwiseIsEqual`), so
/// `-0.0 != +0.0` and a NaN equals itself; use [`APFloat::compare`] for IEEE
/// comparison. Binary operations require both operands to have the same
/// semantics and panic otherwise (LLVM asserts the same).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct APFloat {
    sem: FloatSemantics,
    bits: u128,
}

/// The outcome of [`APFloat::convert_to_integer`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IntegerConversion {
    /// The rounded integer; out-of-range inputs saturate to the type's
    /// minimum or maximum and NaN gives zero (LLVM's `convertToInteger`).
    pub value: BigInt,
    /// `INVALID_OP` when the input was NaN or out of range, `INEXACT` when
    /// it had a fractional part, otherwise `OK`.
    pub status: OpStatus,
    /// Whether converting `value` back would give exactly the input
    /// (false for `-0.0`, which has no integer image).
    pub is_exact: bool,
}

impl APFloat {
    fn pack(u: Unpacked) -> APFloat {
        APFloat { sem: u.sem, bits: u.encode() }
    }

    pub(crate) fn unpack(&self) -> Unpacked {
        Unpacked::decode(self.sem, self.bits)
    }

    fn with_status(r: (Unpacked, OpStatus)) -> (APFloat, OpStatus) {
        (APFloat::pack(r.0), r.1)
    }

    fn check_same(&self, other: &APFloat) {
        assert_eq!(self.sem, other.sem, "APFloat operands must have the same semantics");
    }

    // ----- construction -------------------------------------------------

    /// The value with bit pattern `bits` (only the low `bit_width` bits are
    /// used). Like LLVM, non-canonical x87 patterns are canonicalized, so
    /// [`APFloat::to_bits`] returns what `bitcastToAPInt` would.
    pub fn from_bits(sem: FloatSemantics, bits: u128) -> APFloat {
        APFloat::pack(Unpacked::decode(sem, bits))
    }

    /// The bit pattern (LLVM's `bitcastToAPInt`).
    pub fn to_bits(&self) -> u128 {
        self.bits
    }

    /// The format of the value.
    pub fn semantics(&self) -> FloatSemantics {
        self.sem
    }

    /// Zero of the given sign (`+0` where the format has no negative zero;
    /// the smallest value for `f8E8M0FNU`, which has no zero).
    pub fn zero(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::zero(sem, negative))
    }

    /// Infinity; NaN in formats without infinity, the largest finite value
    /// in formats without NaN either.
    pub fn inf(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_inf(negative)))
    }

    /// The default quiet NaN (LLVM's `getQNaN`; e.g. `0x7FC00000` for `f32`).
    pub fn nan(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_nan(false, negative, None)))
    }

    /// The default signaling NaN (LLVM's `getSNaN`).
    pub fn snan(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_nan(true, negative, None)))
    }

    /// A NaN with the given payload (truncated to the significand field).
    pub fn nan_with_payload(sem: FloatSemantics, negative: bool, signaling: bool, payload: u128) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_nan(signaling, negative, Some(payload))))
    }

    /// The largest finite value.
    pub fn largest(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_largest(negative)))
    }

    /// The smallest positive (or negative) subnormal value.
    pub fn smallest(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_smallest(negative)))
    }

    /// The smallest positive (or negative) normal value.
    pub fn smallest_normalized(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(Unpacked::build(sem, |v| v.make_smallest_normalized(negative)))
    }

    /// Round a host `f64` into `sem` (ties to even) the way MLIR builds a
    /// `FloatAttr` from a parsed literal. The flag tells whether the value
    /// changed.
    pub fn from_f64(sem: FloatSemantics, v: f64) -> (APFloat, bool) {
        APFloat::from_bits(FloatSemantics::F64, v.to_bits() as u128).convert(sem)
    }

    /// Round a host `f32` into `sem` (ties to even).
    pub fn from_f32(sem: FloatSemantics, v: f32) -> (APFloat, bool) {
        APFloat::from_bits(FloatSemantics::F32, v.to_bits() as u128).convert(sem)
    }

    /// The value as a host `f64`, rounded to nearest even where it does
    /// not fit exactly.
    pub fn to_f64(&self) -> f64 {
        let (d, _) = self.convert(FloatSemantics::F64);
        f64::from_bits(d.bits as u64)
    }

    /// The value as a host `f32`, rounded to nearest even.
    pub fn to_f32(&self) -> f32 {
        let (d, _) = self.convert(FloatSemantics::F32);
        f32::from_bits(d.bits as u32)
    }

    /// Convert to another format with round-to-nearest-even; the flag is
    /// LLVM's `losesInfo`.
    pub fn convert(&self, to: FloatSemantics) -> (APFloat, bool) {
        let (v, _, loses) = self.convert_with(to, RoundingMode::NearestTiesToEven);
        (v, loses)
    }

    /// Convert to another format with an explicit rounding mode, returning
    /// the IEEE status and whether information was lost. Where LLVM would
    /// abort (NaN or infinity into a format without them, negative values
    /// into `f8E8M0FNU`) we produce a defined value and `INVALID_OP` or
    /// `OVERFLOW`.
    pub fn convert_with(&self, to: FloatSemantics, rm: RoundingMode) -> (APFloat, OpStatus, bool) {
        let (v, status, loses) = convert::convert(&self.unpack(), to, rm);
        (APFloat::pack(v), status, loses)
    }

    /// Parse a decimal (`1.5e-3`), hexadecimal (`0x1.8p3`) or special
    /// (`inf`, `-nan`, `snan(0x1)`) literal, correctly rounded to nearest
    /// even (LLVM's `APFloat(sem, str)`).
    pub fn from_decimal_str(sem: FloatSemantics, s: &str) -> Result<APFloat, ParseFloatError> {
        APFloat::from_str_with(sem, s, RoundingMode::NearestTiesToEven).map(|(v, _)| v)
    }

    /// [`APFloat::from_decimal_str`] with an explicit rounding mode and the
    /// IEEE status of the rounding.
    pub fn from_str_with(
        sem: FloatSemantics,
        s: &str,
        rm: RoundingMode,
    ) -> Result<(APFloat, OpStatus), ParseFloatError> {
        from_string::convert_from_string(sem, s, rm).map(APFloat::with_status)
    }

    /// Round an integer into `sem`.
    pub fn from_integer(sem: FloatSemantics, value: &BigInt, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::with_status(convert::convert_from_integer(sem, value, rm))
    }

    // ----- printing -------------------------------------------------------

    /// Exactly what MLIR's `printFloatValue` prints for a `FloatAttr` of
    /// this value: `%e`-like six-digit form when it round-trips, else the
    /// shortest LLVM form if it has a '.', else the hex bit pattern
    /// (always for inf and NaN).
    pub fn to_mlir_string(&self) -> String {
        to_string::to_mlir_string(self)
    }

    /// LLVM's `APFloat::toString(FormatPrecision, FormatMaxPadding,
    /// TruncateZero)`. Precision 0 means "enough digits to round-trip".
    pub fn to_string_llvm(&self, format_precision: u32, format_max_padding: u32, truncate_zero: bool) -> String {
        to_string::to_string_llvm(&self.unpack(), format_precision, format_max_padding, truncate_zero)
    }

    /// The bit pattern as MLIR prints a hex float literal (`0x7FC00000`).
    pub fn to_hex_literal(&self) -> String {
        to_string::hex_literal(self.bits)
    }

    // ----- classification -------------------------------------------------

    /// The value's category.
    pub fn category(&self) -> Category {
        self.unpack().category
    }

    /// Whether the value is a NaN.
    pub fn is_nan(&self) -> bool {
        self.category() == Category::NaN
    }

    /// Whether the value is a signaling NaN.
    pub fn is_signaling(&self) -> bool {
        self.unpack().is_signaling()
    }

    /// Whether the value is an infinity.
    pub fn is_inf(&self) -> bool {
        self.category() == Category::Infinity
    }

    /// Whether the value is a zero of either sign.
    pub fn is_zero(&self) -> bool {
        self.category() == Category::Zero
    }

    /// Whether the sign bit is set (also for zeros and NaNs).
    pub fn is_negative(&self) -> bool {
        self.unpack().sign
    }

    /// Neither infinite nor NaN.
    pub fn is_finite(&self) -> bool {
        matches!(self.category(), Category::Normal | Category::Zero)
    }

    /// Finite and non-zero.
    pub fn is_finite_non_zero(&self) -> bool {
        self.category() == Category::Normal
    }

    /// A subnormal value.
    pub fn is_denormal(&self) -> bool {
        self.unpack().is_denormal()
    }

    /// A normal (finite, non-zero, not subnormal) value.
    pub fn is_normal(&self) -> bool {
        self.is_finite_non_zero() && !self.is_denormal()
    }

    /// Whether the magnitude is the smallest subnormal.
    pub fn is_smallest(&self) -> bool {
        self.unpack().is_smallest()
    }

    /// Whether the magnitude is the largest finite value.
    pub fn is_largest(&self) -> bool {
        self.unpack().is_largest()
    }

    /// Whether the value is a finite integer.
    pub fn is_integer(&self) -> bool {
        let u = self.unpack();
        match u.category {
            Category::Zero => true,
            Category::Normal => {
                let (r, _) = arith::round_to_integral(&u, RoundingMode::TowardZero);
                arith::compare(&u, &r) == CmpResult::Equal
            }
            _ => false,
        }
    }

    // ----- arithmetic -------------------------------------------------------

    /// `self + rhs` with an explicit rounding mode. Panics if the formats differ.
    pub fn add_with(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::add_sub(&self.unpack(), &rhs.unpack(), false, rm))
    }

    /// `self - rhs` with an explicit rounding mode.
    pub fn sub_with(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::add_sub(&self.unpack(), &rhs.unpack(), true, rm))
    }

    /// `self * rhs` with an explicit rounding mode.
    pub fn mul_with(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::mul(&self.unpack(), &rhs.unpack(), rm))
    }

    /// `self / rhs` with an explicit rounding mode.
    pub fn div_with(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::div(&self.unpack(), &rhs.unpack(), rm))
    }

    /// `self * a + b` rounded once.
    pub fn fma_with(&self, a: &APFloat, b: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        self.check_same(a);
        self.check_same(b);
        APFloat::with_status(arith::fma(&self.unpack(), &a.unpack(), &b.unpack(), rm))
    }

    /// `self + rhs`, rounded to nearest even.
    pub fn add(&self, rhs: &APFloat) -> APFloat {
        self.add_with(rhs, RoundingMode::NearestTiesToEven).0
    }

    /// `self - rhs`, rounded to nearest even.
    pub fn sub(&self, rhs: &APFloat) -> APFloat {
        self.sub_with(rhs, RoundingMode::NearestTiesToEven).0
    }

    /// `self * rhs`, rounded to nearest even.
    pub fn mul(&self, rhs: &APFloat) -> APFloat {
        self.mul_with(rhs, RoundingMode::NearestTiesToEven).0
    }

    /// `self / rhs`, rounded to nearest even.
    pub fn div(&self, rhs: &APFloat) -> APFloat {
        self.div_with(rhs, RoundingMode::NearestTiesToEven).0
    }

    /// `self * a + b` rounded once to nearest even.
    pub fn fma(&self, a: &APFloat, b: &APFloat) -> APFloat {
        self.fma_with(a, b, RoundingMode::NearestTiesToEven).0
    }

    /// C `fmod` (LLVM's `APFloat::mod`, MLIR's `arith.remf`): the exact
    /// `self - trunc(self / rhs) * rhs`, with the sign of `self`.
    pub fn rem(&self, rhs: &APFloat) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::fmod(&self.unpack(), &rhs.unpack()))
    }

    /// IEEE 754 `remainder` (LLVM's `APFloat::remainder`): the quotient is
    /// rounded to nearest even instead of truncated.
    pub fn ieee_remainder(&self, rhs: &APFloat) -> (APFloat, OpStatus) {
        self.check_same(rhs);
        APFloat::with_status(arith::remainder(&self.unpack(), &rhs.unpack()))
    }

    /// The negation (a sign flip; no-op on the unsigned `FNUZ` zero/NaN).
    pub fn neg(&self) -> APFloat {
        let mut u = self.unpack();
        u.change_sign();
        APFloat::pack(u)
    }

    /// The absolute value (sign cleared).
    pub fn abs(&self) -> APFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// `self` with the sign of `sign`.
    pub fn copy_sign(&self, sign: &APFloat) -> APFloat {
        if self.is_negative() != sign.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// A quiet version of a signaling NaN; other values are unchanged.
    pub fn make_quiet(&self) -> APFloat {
        let mut u = self.unpack();
        if u.category == Category::NaN {
            u.make_quiet();
        }
        APFloat::pack(u)
    }

    /// Round to an integral value in the same format (LLVM's
    /// `roundToIntegral`); `INEXACT` when the value changed.
    pub fn round_to_integral(&self, rm: RoundingMode) -> (APFloat, OpStatus) {
        APFloat::with_status(arith::round_to_integral(&self.unpack(), rm))
    }

    /// Round to an integer of `width` bits (LLVM's `convertToInteger`).
    ///
    /// # Panics
    /// If `width` is zero.
    pub fn convert_to_integer(&self, width: u32, is_signed: bool, rm: RoundingMode) -> IntegerConversion {
        assert!(width > 0, "integer width must be positive");
        let r = convert::convert_to_integer(&self.unpack(), width, is_signed, rm);
        IntegerConversion { value: r.value, status: r.status, is_exact: r.is_exact }
    }

    /// The next representable value toward +infinity (IEEE `nextUp`).
    pub fn next_up(&self) -> (APFloat, OpStatus) {
        APFloat::with_status(arith::next(&self.unpack(), false))
    }

    /// The next representable value toward -infinity (IEEE `nextDown`).
    pub fn next_down(&self) -> (APFloat, OpStatus) {
        APFloat::with_status(arith::next(&self.unpack(), true))
    }

    /// `self * 2^exp`, rounded.
    pub fn scalbn(&self, exp: i32, rm: RoundingMode) -> APFloat {
        APFloat::pack(arith::scalbn(&self.unpack(), exp, rm).0)
    }

    /// The unbiased exponent as if normalized; [`ILOGB_ZERO`],
    /// [`ILOGB_NAN`] or [`ILOGB_INF`] for the special values.
    pub fn ilogb(&self) -> i32 {
        arith::ilogb(&self.unpack())
    }

    /// Split into a fraction in `[0.5, 1)` and a power of two.
    pub fn frexp(&self, rm: RoundingMode) -> (APFloat, i32) {
        let u = self.unpack();
        let e = arith::ilogb(&u);
        if e == ILOGB_NAN {
            return (self.make_quiet(), e);
        }
        if e == ILOGB_INF {
            return (*self, e);
        }
        let e = if e == ILOGB_ZERO { 0 } else { e + 1 };
        (APFloat::pack(arith::scalbn(&u, -e, rm).0), e)
    }

    // ----- comparison -------------------------------------------------------

    /// IEEE comparison: `-0 == +0`, anything involving NaN is unordered.
    pub fn compare(&self, rhs: &APFloat) -> CmpResult {
        self.check_same(rhs);
        arith::compare(&self.unpack(), &rhs.unpack())
    }

    fn lt(&self, rhs: &APFloat) -> bool {
        self.compare(rhs) == CmpResult::LessThan
    }

    fn pick_signed_zero(a: &APFloat, b: &APFloat, want_negative: bool) -> Option<APFloat> {
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            let a_wins = a.is_negative() == want_negative;
            return Some(if a_wins { *a } else { *b });
        }
        None
    }

    /// IEEE 754-2008 `minNum` as in LLVM: a quiet NaN operand is ignored,
    /// a signaling one is quieted and returned; `-0 < +0`.
    pub fn minnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_signaling() {
            return self.make_quiet();
        }
        if rhs.is_signaling() {
            return rhs.make_quiet();
        }
        if self.is_nan() {
            return *rhs;
        }
        if rhs.is_nan() {
            return *self;
        }
        APFloat::pick_signed_zero(self, rhs, true).unwrap_or(if rhs.lt(self) { *rhs } else { *self })
    }

    /// IEEE 754-2008 `maxNum` as in LLVM (see [`APFloat::minnum`]).
    pub fn maxnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_signaling() {
            return self.make_quiet();
        }
        if rhs.is_signaling() {
            return rhs.make_quiet();
        }
        if self.is_nan() {
            return *rhs;
        }
        if rhs.is_nan() {
            return *self;
        }
        APFloat::pick_signed_zero(self, rhs, false).unwrap_or(if self.lt(rhs) { *rhs } else { *self })
    }

    /// IEEE 754-2019 `minimum`: NaN-propagating (quieted), `-0 < +0`.
    pub fn minimum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return self.make_quiet();
        }
        if rhs.is_nan() {
            return rhs.make_quiet();
        }
        APFloat::pick_signed_zero(self, rhs, true).unwrap_or(if rhs.lt(self) { *rhs } else { *self })
    }

    /// IEEE 754-2019 `maximum`: NaN-propagating (quieted), `-0 < +0`.
    pub fn maximum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return self.make_quiet();
        }
        if rhs.is_nan() {
            return rhs.make_quiet();
        }
        APFloat::pick_signed_zero(self, rhs, false).unwrap_or(if self.lt(rhs) { *rhs } else { *self })
    }

    /// IEEE 754-2019 `minimumNumber`: NaNs are ignored unless both are NaN.
    pub fn minimumnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return if rhs.is_nan() { rhs.make_quiet() } else { *rhs };
        }
        if rhs.is_nan() {
            return *self;
        }
        APFloat::pick_signed_zero(self, rhs, true).unwrap_or(if rhs.lt(self) { *rhs } else { *self })
    }

    /// IEEE 754-2019 `maximumNumber`: NaNs are ignored unless both are NaN.
    pub fn maximumnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return if rhs.is_nan() { rhs.make_quiet() } else { *rhs };
        }
        if rhs.is_nan() {
            return *self;
        }
        APFloat::pick_signed_zero(self, rhs, false).unwrap_or(if self.lt(rhs) { *rhs } else { *self })
    }
}

/// LLVM's default `toString()` form (shortest round-tripping digits,
/// `E` exponent only when needed), e.g. `0.1`, `1.0E+30`, `-Inf`, `NaN`.
impl fmt::Display for APFloat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_llvm(0, 3, true))
    }
}
