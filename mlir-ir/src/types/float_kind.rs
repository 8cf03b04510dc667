//! The builtin float types and their spellings.

/// Every builtin float type, named as in the textual format.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

impl FloatKind {
    /// All kinds with their keywords, for the lexer and printer.
    pub const ALL: [(FloatKind, &'static str); 18] = [
        (FloatKind::F16, "f16"),
        (FloatKind::BF16, "bf16"),
        (FloatKind::F32, "f32"),
        (FloatKind::F64, "f64"),
        (FloatKind::F80, "f80"),
        (FloatKind::F128, "f128"),
        (FloatKind::TF32, "tf32"),
        (FloatKind::F8E5M2, "f8E5M2"),
        (FloatKind::F8E4M3, "f8E4M3"),
        (FloatKind::F8E4M3FN, "f8E4M3FN"),
        (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ"),
        (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ"),
        (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
        (FloatKind::F8E3M4, "f8E3M4"),
        (FloatKind::F8E8M0FNU, "f8E8M0FNU"),
        (FloatKind::F6E2M3FN, "f6E2M3FN"),
        (FloatKind::F6E3M2FN, "f6E3M2FN"),
        (FloatKind::F4E2M1FN, "f4E2M1FN"),
    ];

    /// The keyword of this type in the textual format.
    pub fn keyword(self) -> &'static str {
        FloatKind::ALL[self as usize].1
    }

    /// The kind spelled by `keyword`, if any.
    pub fn from_keyword(keyword: &str) -> Option<FloatKind> {
        FloatKind::ALL.iter().find(|(_, k)| *k == keyword).map(|(f, _)| *f)
    }

    /// Storage width in bits.
    pub fn bit_width(self) -> u32 {
        use FloatKind::*;
        match self {
            F16 | BF16 => 16,
            F32 => 32,
            F64 => 64,
            F80 => 80,
            F128 => 128,
            TF32 => 19,
            F8E5M2 | F8E4M3 | F8E4M3FN | F8E5M2FNUZ | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E3M4 | F8E8M0FNU => 8,
            F6E2M3FN | F6E3M2FN => 6,
            F4E2M1FN => 4,
        }
    }
}
