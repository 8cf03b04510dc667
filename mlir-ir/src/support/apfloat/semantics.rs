//! The table of floating-point formats (LLVM's `fltSemantics`).
//!
//! Every format is described by the same handful of numbers so that one
//! generic soft-float engine can serve all of them; the oddities of the
//! small ML formats (no infinity, a single NaN encoding, no sign, no zero)
//! are captured by [`NonFiniteBehavior`] and [`NanEncoding`] rather than by
//! per-format code paths.

use std::fmt;

/// Every floating-point format MLIR's builtin dialect has.
///
/// The names follow the MLIR type names (`f16`, `bf16`, `f8E4M3FN`, ...).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// IEEE 754 binary16 (`f16`).
    F16,
    /// Brain float: binary32 with the low 16 significand bits dropped (`bf16`).
    BF16,
    /// IEEE 754 binary32 (`f32`).
    F32,
    /// IEEE 754 binary64 (`f64`).
    F64,
    /// x87 80-bit extended precision with an explicit integer bit (`f80`).
    F80,
    /// IEEE 754 binary128 (`f128`).
    F128,
    /// NVIDIA TensorFloat-32: 19 bits, f32's exponent range with f16's precision (`tf32`).
    TF32,
    /// 8-bit, 5 exponent bits, IEEE-like with inf and NaN (`f8E5M2`).
    Float8E5M2,
    /// 8-bit, 4 exponent bits, IEEE-like with inf and NaN (`f8E4M3`).
    Float8E4M3,
    /// 8-bit, 4 exponent bits, no infinity, NaN only as all-ones (`f8E4M3FN`).
    Float8E4M3FN,
    /// 8-bit, 5 exponent bits, no infinity, NaN encoded as negative zero (`f8E5M2FNUZ`).
    Float8E5M2FNUZ,
    /// 8-bit, 4 exponent bits, no infinity, NaN encoded as negative zero (`f8E4M3FNUZ`).
    Float8E4M3FNUZ,
    /// Like `f8E4M3FNUZ` but with exponent bias 11 (`f8E4M3B11FNUZ`).
    Float8E4M3B11FNUZ,
    /// 8-bit, 3 exponent bits, IEEE-like with inf and NaN (`f8E3M4`).
    Float8E3M4,
    /// 8-bit unsigned power of two: exponent only, no zero, NaN as all-ones (`f8E8M0FNU`).
    Float8E8M0FNU,
    /// 6-bit, 2 exponent bits, finite values only (`f6E2M3FN`).
    Float6E2M3FN,
    /// 6-bit, 3 exponent bits, finite values only (`f6E3M2FN`).
    Float6E3M2FN,
    /// 4-bit, 2 exponent bits, finite values only (`f4E2M1FN`).
    Float4E2M1FN,
}

/// How a format represents infinities and NaNs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NonFiniteBehavior {
    /// IEEE 754: an all-ones exponent means infinity (zero significand) or NaN.
    Ieee754,
    /// No infinity; operations that would produce one produce NaN instead.
    NanOnly,
    /// Neither infinity nor NaN exist; overflow saturates to the largest value.
    FiniteOnly,
}

/// Which bit patterns are NaN (meaningful together with [`NonFiniteBehavior`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NanEncoding {
    /// All-ones exponent with a non-zero significand.
    Ieee,
    /// Only all-ones exponent *and* all-ones significand (the `FN` formats).
    AllOnes,
    /// The negative-zero pattern is the single NaN (the `FNUZ` formats).
    NegativeZero,
}

/// The numeric description of one format, in LLVM's conventions: a finite
/// value is `significand * 2^(exponent - (precision - 1))` where the
/// significand has `precision` bits including the integer bit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SemanticsInfo {
    /// Largest `e` such that `2^e` is representable.
    pub max_exponent: i32,
    /// Smallest `e` such that `2^e` is a normal number.
    pub min_exponent: i32,
    /// Significand bits including the (possibly implicit) integer bit.
    pub precision: u32,
    /// Storage width of the encoding.
    pub size_in_bits: u32,
    pub non_finite: NonFiniteBehavior,
    pub nan_encoding: NanEncoding,
    pub has_zero: bool,
    pub has_signed_repr: bool,
}

const fn ieee(max_exponent: i32, min_exponent: i32, precision: u32, size_in_bits: u32) -> SemanticsInfo {
    SemanticsInfo {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits,
        non_finite: NonFiniteBehavior::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn special(base: SemanticsInfo, non_finite: NonFiniteBehavior, nan_encoding: NanEncoding) -> SemanticsInfo {
    SemanticsInfo { non_finite, nan_encoding, ..base }
}

impl FloatSemantics {
    /// Every format, in declaration order (handy for exhaustive tests).
    pub const ALL: [FloatSemantics; 18] = [
        FloatSemantics::F16,
        FloatSemantics::BF16,
        FloatSemantics::F32,
        FloatSemantics::F64,
        FloatSemantics::F80,
        FloatSemantics::F128,
        FloatSemantics::TF32,
        FloatSemantics::Float8E5M2,
        FloatSemantics::Float8E4M3,
        FloatSemantics::Float8E4M3FN,
        FloatSemantics::Float8E5M2FNUZ,
        FloatSemantics::Float8E4M3FNUZ,
        FloatSemantics::Float8E4M3B11FNUZ,
        FloatSemantics::Float8E3M4,
        FloatSemantics::Float8E8M0FNU,
        FloatSemantics::Float6E2M3FN,
        FloatSemantics::Float6E3M2FN,
        FloatSemantics::Float4E2M1FN,
    ];

    /// The defining numbers of the format; the values are those of LLVM's
    /// semantics table so that rounding and printing agree bit for bit.
    pub(crate) const fn info(self) -> SemanticsInfo {
        use NanEncoding as E;
        use NonFiniteBehavior as B;
        match self {
            FloatSemantics::F16 => ieee(15, -14, 11, 16),
            FloatSemantics::BF16 => ieee(127, -126, 8, 16),
            FloatSemantics::F32 => ieee(127, -126, 24, 32),
            FloatSemantics::F64 => ieee(1023, -1022, 53, 64),
            FloatSemantics::F80 => ieee(16383, -16382, 64, 80),
            FloatSemantics::F128 => ieee(16383, -16382, 113, 128),
            FloatSemantics::TF32 => ieee(127, -126, 11, 19),
            FloatSemantics::Float8E5M2 => ieee(15, -14, 3, 8),
            FloatSemantics::Float8E4M3 => ieee(7, -6, 4, 8),
            FloatSemantics::Float8E4M3FN => special(ieee(8, -6, 4, 8), B::NanOnly, E::AllOnes),
            FloatSemantics::Float8E5M2FNUZ => special(ieee(15, -15, 3, 8), B::NanOnly, E::NegativeZero),
            FloatSemantics::Float8E4M3FNUZ => special(ieee(7, -7, 4, 8), B::NanOnly, E::NegativeZero),
            FloatSemantics::Float8E4M3B11FNUZ => special(ieee(4, -10, 4, 8), B::NanOnly, E::NegativeZero),
            FloatSemantics::Float8E3M4 => ieee(3, -2, 5, 8),
            FloatSemantics::Float8E8M0FNU => SemanticsInfo {
                has_zero: false,
                has_signed_repr: false,
                ..special(ieee(127, -127, 1, 8), B::NanOnly, E::AllOnes)
            },
            FloatSemantics::Float6E2M3FN => special(ieee(2, 0, 4, 6), B::FiniteOnly, E::Ieee),
            FloatSemantics::Float6E3M2FN => special(ieee(4, -2, 3, 6), B::FiniteOnly, E::Ieee),
            FloatSemantics::Float4E2M1FN => special(ieee(2, 0, 2, 4), B::FiniteOnly, E::Ieee),
        }
    }

    /// Width of the bit encoding (what `bitcastToAPInt` produces).
    pub const fn bit_width(self) -> u32 {
        self.info().size_in_bits
    }

    /// Significand bits including the integer bit (53 for `f64`).
    pub const fn precision(self) -> u32 {
        self.info().precision
    }

    /// Largest `e` such that `2^e` is representable.
    pub const fn max_exponent(self) -> i32 {
        self.info().max_exponent
    }

    /// Smallest `e` such that `2^e` is a normal number.
    pub const fn min_exponent(self) -> i32 {
        self.info().min_exponent
    }

    /// How infinities and NaNs are represented.
    pub const fn non_finite_behavior(self) -> NonFiniteBehavior {
        self.info().non_finite
    }

    /// Which bit patterns encode NaN.
    pub const fn nan_encoding(self) -> NanEncoding {
        self.info().nan_encoding
    }

    /// Whether the format has an infinity.
    pub const fn has_inf(self) -> bool {
        matches!(self.info().non_finite, NonFiniteBehavior::Ieee754)
    }

    /// Whether the format has a NaN.
    pub const fn has_nan(self) -> bool {
        !matches!(self.info().non_finite, NonFiniteBehavior::FiniteOnly)
    }

    /// Whether zero is representable (false only for `f8E8M0FNU`).
    pub const fn has_zero(self) -> bool {
        self.info().has_zero
    }

    /// Whether negative values are representable (false only for `f8E8M0FNU`).
    pub const fn has_signed_repr(self) -> bool {
        self.info().has_signed_repr
    }

    /// Whether a negative zero exists distinct from positive zero.
    pub const fn has_signed_zero(self) -> bool {
        self.has_zero() && self.has_signed_repr() && !matches!(self.info().nan_encoding, NanEncoding::NegativeZero)
    }

    /// Whether the format is one of the IEEE 754 interchange formats
    /// (LLVM's `isIEEELikeFP`: f16, bf16, f32, f64, f128).
    pub const fn is_ieee_like(self) -> bool {
        matches!(
            self,
            FloatSemantics::F16
                | FloatSemantics::BF16
                | FloatSemantics::F32
                | FloatSemantics::F64
                | FloatSemantics::F128
        )
    }

    /// Minimum integer width that holds every finite value's integer part
    /// (LLVM's `semanticsIntSizeInBits`).
    pub const fn int_size_in_bits(self, is_signed: bool) -> u32 {
        (self.max_exponent() + 1) as u32 + is_signed as u32
    }

    /// The MLIR type spelling (`f16`, `f8E4M3FN`, ...).
    pub const fn mlir_name(self) -> &'static str {
        match self {
            FloatSemantics::F16 => "f16",
            FloatSemantics::BF16 => "bf16",
            FloatSemantics::F32 => "f32",
            FloatSemantics::F64 => "f64",
            FloatSemantics::F80 => "f80",
            FloatSemantics::F128 => "f128",
            FloatSemantics::TF32 => "tf32",
            FloatSemantics::Float8E5M2 => "f8E5M2",
            FloatSemantics::Float8E4M3 => "f8E4M3",
            FloatSemantics::Float8E4M3FN => "f8E4M3FN",
            FloatSemantics::Float8E5M2FNUZ => "f8E5M2FNUZ",
            FloatSemantics::Float8E4M3FNUZ => "f8E4M3FNUZ",
            FloatSemantics::Float8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatSemantics::Float8E3M4 => "f8E3M4",
            FloatSemantics::Float8E8M0FNU => "f8E8M0FNU",
            FloatSemantics::Float6E2M3FN => "f6E2M3FN",
            FloatSemantics::Float6E3M2FN => "f6E3M2FN",
            FloatSemantics::Float4E2M1FN => "f4E2M1FN",
        }
    }

    /// Inverse of [`FloatSemantics::mlir_name`].
    pub fn from_mlir_name(name: &str) -> Option<FloatSemantics> {
        FloatSemantics::ALL.into_iter().find(|s| s.mlir_name() == name)
    }
}

impl fmt::Display for FloatSemantics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}
