//! `InferIntRangeInterface`: the range of integer values an op's results
//! can take, given the ranges of its operands. Speculatability asks it
//! (upstream's `m_IntRangeWithoutZeroU` matchers): a division is safe to
//! hoist when its divisor's producer rules out zero (and -1 when signed)
//! even knowing nothing of its own operands.

use crate::ir::{Ir, OpId};

/// Upstream's `ConstantIntRanges` for integers of at most 64 bits (and
/// `index`, stored as 64 bits): the signed and the unsigned bounds, both
/// inclusive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntRange {
    /// Bit width of the values.
    pub width: u32,
    /// Smallest value read unsigned.
    pub umin: u64,
    /// Largest value read unsigned.
    pub umax: u64,
    /// Smallest value read signed.
    pub smin: i64,
    /// Largest value read signed.
    pub smax: i64,
}

impl IntRange {
    /// Every `width`-bit value (upstream's `getMaxRange`); `None` above 64
    /// bits.
    pub fn max(width: u32) -> Option<IntRange> {
        if width == 0 || width > 64 {
            return None;
        }
        let umax = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        let smax = (umax >> 1) as i64;
        Some(IntRange { width, umin: 0, umax, smin: -smax - 1, smax })
    }

    /// The range of one non-negative value that fits in `width` bits as a
    /// signed number.
    pub fn constant_non_negative(width: u32, value: u64) -> IntRange {
        IntRange { width, umin: value, umax: value, smin: value as i64, smax: value as i64 }
    }

    /// The signed range `[lo, hi]` of non-negative bounds (upstream's
    /// `fromSigned` when both bounds are non-negative: the unsigned bounds
    /// are the same).
    pub fn non_negative(width: u32, lo: u64, hi: u64) -> IntRange {
        IntRange { width, umin: lo, umax: hi, smin: lo as i64, smax: hi as i64 }
    }

    /// The smallest range holding both (upstream's `rangeUnion`).
    pub fn union(&self, other: &IntRange) -> IntRange {
        IntRange {
            width: self.width,
            umin: self.umin.min(other.umin),
            umax: self.umax.max(other.umax),
            smin: self.smin.min(other.smin),
            smax: self.smax.max(other.smax),
        }
    }

    /// Whether zero is outside the unsigned range.
    pub fn excludes_zero_unsigned(&self) -> bool {
        self.umin > 0
    }

    /// Whether zero is outside the signed range.
    pub fn excludes_zero_signed(&self) -> bool {
        self.smin > 0 || self.smax < 0
    }

    /// Whether -1 is outside the signed range.
    pub fn excludes_minus_one_signed(&self) -> bool {
        self.smin > -1 || self.smax < -1
    }
}

/// Upstream's `InferIntRangeInterface`.
pub trait InferIntRangeInterface: Send + Sync {
    /// `inferResultRanges`: the range of each result given one range per
    /// operand (`None` for an operand that is not an integer of at most 64
    /// bits); `None` for a result whose range is not known.
    fn infer_result_ranges(&self, ir: &Ir, op: OpId, operands: &[Option<IntRange>]) -> Vec<Option<IntRange>>;
}
