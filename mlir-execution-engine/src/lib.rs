//! rmlir's execution engine: JIT compilation of llvm-dialect modules with
//! Cranelift, and the runtime functions of upstream's runner utilities.
//!
//! The IR is read only through the `mlir-c` API ([`reader`]) into the
//! engine's own [`model`]; [`codegen`] turns that into Cranelift
//! functions; [`engine`] links and runs them. Built without the `jit`
//! feature the crate is only the [`runtime`], which the
//! `mlir-runner-utils` cdylibs export as shared libraries.

#[cfg(feature = "jit")]
pub mod call;
#[cfg(feature = "jit")]
pub mod codegen;
#[cfg(feature = "jit")]
pub mod dylib;
#[cfg(feature = "jit")]
pub mod dyn_alloca;
#[cfg(feature = "jit")]
pub mod engine;
#[cfg(feature = "jit")]
pub mod error;
#[cfg(feature = "jit")]
pub mod half;
#[cfg(feature = "jit")]
pub mod layout;
#[cfg(feature = "jit")]
pub mod model;
#[cfg(feature = "jit")]
pub mod reader;
pub mod runtime;
#[cfg(feature = "jit")]
mod text;

#[cfg(feature = "jit")]
pub use engine::{ExecutionEngine, Options};
#[cfg(feature = "jit")]
pub use error::Error;
