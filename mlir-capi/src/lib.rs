//! rmlir's C API: upstream MLIR's `mlir-c` functions and handle types over
//! the Rust core, built as `libmlir_c` (a cdylib for C programs, an rlib
//! for Rust code linking it into a larger native library).
//!
//! The headers are in `mlir-ir/include/mlir-c/`. Handles are
//! pointer-sized structs; see [`handles`] for what they point at and how a
//! handle to an erased operation, block, region or value is detected and
//! answered with a null handle instead of undefined behaviour. All
//! `unsafe` code lives in `handles.rs` and `strings.rs`; every exported
//! function runs inside a panic guard, so no panic crosses into C.

pub mod attributes;
pub mod blocks;
pub mod context;
pub mod diagnostics;
pub mod dialect_llvm;
pub mod elements;
pub mod ffi;
mod handles;
pub mod ir;
pub mod location;
pub mod registration;
mod strings;
pub mod support;
pub mod types;
pub mod values;

pub use ffi::*;
