//! Small value types shared by every operation: rounding modes, IEEE
//! exception flags, value categories and comparison results.

use std::fmt;
use std::ops::{BitOr, BitOrAssign};

/// IEEE 754 rounding-direction attributes (LLVM's `RoundingMode` subset
/// that `APFloat` accepts).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to the even significand (the default everywhere).
    #[default]
    NearestTiesToEven,
    /// Round toward +infinity.
    TowardPositive,
    /// Round toward -infinity.
    TowardNegative,
    /// Round toward zero (truncate).
    TowardZero,
    /// Round to nearest, ties away from zero.
    NearestTiesToAway,
}

/// IEEE 754 exception flags raised by an operation (LLVM's `opStatus`),
/// a bit set so that several flags can be reported at once.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct OpStatus(u8);

impl OpStatus {
    /// No exception: the result is exact.
    pub const OK: OpStatus = OpStatus(0);
    /// Invalid operation (e.g. `inf - inf`, signaling NaN operand, out-of-range integer conversion).
    pub const INVALID_OP: OpStatus = OpStatus(0x01);
    /// Division of a finite non-zero value by zero.
    pub const DIV_BY_ZERO: OpStatus = OpStatus(0x02);
    /// The rounded result exceeded the largest finite value.
    pub const OVERFLOW: OpStatus = OpStatus(0x04);
    /// The result is tiny (subnormal or zero) and inexact.
    pub const UNDERFLOW: OpStatus = OpStatus(0x08);
    /// The result had to be rounded.
    pub const INEXACT: OpStatus = OpStatus(0x10);

    /// The raw flag bits, in LLVM's numbering.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether every flag of `other` is set in `self`.
    pub const fn contains(self, other: OpStatus) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether no flag is set.
    pub const fn is_ok(self) -> bool {
        self.0 == 0
    }
}

impl BitOr for OpStatus {
    type Output = OpStatus;
    fn bitor(self, rhs: OpStatus) -> OpStatus {
        OpStatus(self.0 | rhs.0)
    }
}

impl BitOrAssign for OpStatus {
    fn bitor_assign(&mut self, rhs: OpStatus) {
        self.0 |= rhs.0;
    }
}

impl fmt::Debug for OpStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("OpStatus(OK)");
        }
        let names = [
            (OpStatus::INVALID_OP, "INVALID_OP"),
            (OpStatus::DIV_BY_ZERO, "DIV_BY_ZERO"),
            (OpStatus::OVERFLOW, "OVERFLOW"),
            (OpStatus::UNDERFLOW, "UNDERFLOW"),
            (OpStatus::INEXACT, "INEXACT"),
        ];
        let set: Vec<&str> = names.iter().filter(|(flag, _)| self.contains(*flag)).map(|(_, name)| *name).collect();
        write!(f, "OpStatus({})", set.join(" | "))
    }
}

/// The class of a value (LLVM's `fltCategory`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Category {
    /// Positive or negative infinity.
    Infinity,
    /// Any NaN.
    NaN,
    /// A finite non-zero value, normal or subnormal.
    Normal,
    /// Positive or negative zero.
    Zero,
}

/// Result of an IEEE comparison (LLVM's `cmpResult`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpResult {
    /// `lhs < rhs`.
    LessThan,
    /// `lhs == rhs` (including `-0 == +0`).
    Equal,
    /// `lhs > rhs`.
    GreaterThan,
    /// At least one operand is NaN.
    Unordered,
}

impl CmpResult {
    /// The ordering, or `None` when unordered.
    pub fn to_ordering(self) -> Option<std::cmp::Ordering> {
        match self {
            CmpResult::LessThan => Some(std::cmp::Ordering::Less),
            CmpResult::Equal => Some(std::cmp::Ordering::Equal),
            CmpResult::GreaterThan => Some(std::cmp::Ordering::Greater),
            CmpResult::Unordered => None,
        }
    }
}

/// How much of a value was discarded by a truncation, relative to half a
/// unit in the last kept place. Rounding only needs this classification,
/// never the discarded bits themselves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LostFraction {
    ExactlyZero,
    LessThanHalf,
    ExactlyHalf,
    MoreThanHalf,
}

impl LostFraction {
    /// Combine the fraction lost by a more significant truncation with one
    /// lost further down: any non-zero tail pushes "zero" to "less than
    /// half" and "half" to "more than half".
    pub(crate) fn combine(self, less_significant: LostFraction) -> LostFraction {
        if less_significant == LostFraction::ExactlyZero {
            return self;
        }
        match self {
            LostFraction::ExactlyZero => LostFraction::LessThanHalf,
            LostFraction::ExactlyHalf => LostFraction::MoreThanHalf,
            other => other,
        }
    }
}
