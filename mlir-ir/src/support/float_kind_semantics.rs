//! The bridge between builtin float types and APFloat semantics.

use super::apfloat::{APFloat, FloatSemantics};
use crate::types::FloatKind;

/// The APFloat semantics of a builtin float type.
pub fn semantics_of(kind: FloatKind) -> FloatSemantics {
    // Both enums list the formats in the same order (checked by a test).
    FloatSemantics::ALL[kind as usize]
}

/// The bit pattern of `v` rounded to `kind`, as `FloatAttr::get(type,
/// double)` does.
pub fn float_bits_from_f64(kind: FloatKind, v: f64) -> u128 {
    APFloat::from_f64(semantics_of(kind), v).0.to_bits()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_semantics_line_up() {
        for (kind, name) in FloatKind::ALL {
            assert_eq!(semantics_of(kind).mlir_name(), name);
        }
    }
}
