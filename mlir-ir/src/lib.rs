//! rmlir core: MLIR's IR re-built in Rust.
//!
//! The crate holds everything a program needs to hold, parse, print and
//! verify MLIR: the [`context`] that interns types, attributes and
//! locations; the [`ir`] storage named by generational handles; the
//! [`parser`] and [`printer`] of the textual format; the [`verifier`]; and
//! the builtin dialect. Dialect crates build on the [`dialect`] API.

pub mod affine;
pub mod attributes;
pub mod builtin;
pub mod bytecode;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod effects;
pub mod ident;
pub mod interfaces;
pub mod ir;
pub mod ods;
pub mod owned;
pub mod parser;
pub mod printer;
pub mod rewrite;
pub mod support;
pub mod symbols;
pub mod types;
pub mod verifier;

pub use attributes::{AttrKind, AttrParam, Attribute, DialectAttr, LocKind, Location};
pub use context::{Context, OperationName};
pub use diagnostics::{Diagnostic, Severity, SourceMgr};
pub use ident::Identifier;
pub use ir::{BlockId, Ir, IrError, IrResult, OpId, OperationState, RegionId, Value};
pub use types::{Type, TypeKind};
