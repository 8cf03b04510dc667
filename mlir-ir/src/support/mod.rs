//! Numeric and text support shared by the whole core (the analogue of
//! LLVM's `Support` library): arbitrary-precision integers and floats.

pub mod apfloat;
pub mod apint;
mod float_kind_semantics;
pub(crate) mod runs;
pub mod stack;

pub use float_kind_semantics::{float_bits_from_f64, semantics_of};
