//! Affine expressions, affine maps and integer sets: pure values with no
//! context, ready to be interned inside attributes.
//!
//! * [`AffineExpr`] — an `Arc`-shared expression tree whose constructors
//!   simplify exactly like upstream MLIR's, so structural equality matches
//!   upstream's uniquing identity and printing matches mlir-opt.
//! * [`AffineMap`] and [`IntegerSet`] — the two affine attribute payloads.
//! * [`parse_affine_map_or_set`] and friends — the body parser, reporting
//!   errors at the byte offsets mlir-opt reports them.
//! * `Display` on all three prints upstream's textual form.

mod expr;
mod lex;
mod map;
mod parse;
mod print;
mod set;
mod simplify;

#[cfg(test)]
mod tests;

pub use expr::{AffineExpr, AffineExprKind};
pub use map::AffineMap;
pub use parse::{
    parse_affine_expr, parse_affine_map, parse_affine_map_or_set, parse_affine_str, parse_integer_set,
    AffineParseError, ParsedAffine,
};
pub use print::{write_affine_expr, NameFn};
pub use set::IntegerSet;
