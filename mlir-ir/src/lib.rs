//! rmlir core: MLIR's IR re-built in Rust.
//!
//! The crate holds everything a program needs to hold, parse, print and
//! verify MLIR: the [`context`] that interns types, attributes and locations,
//! the IR storage named by generational handles, the textual parser and
//! printer, and the builtin dialect.

pub mod affine;
pub mod support;
