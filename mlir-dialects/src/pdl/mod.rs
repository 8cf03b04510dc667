//! The `pdl` dialect (Pattern Descriptor Language): rewrite patterns as
//! IR. A `pdl.pattern` holds a matcher (`pdl.operation`, `pdl.operand`,
//! `pdl.attribute`, `pdl.type`, ...) terminated by a `pdl.rewrite` whose
//! body (or external rewriter) says what replaces the match.
//!
//! The ops are those of upstream's `PDLOps.td` (MLIR 22) under their
//! names, formats and diagnostics; the types (`!pdl.value`,
//! `!pdl.range<type>`, ...) are the dialect's opaque types, read by
//! [`type_syntax`]. Inside `pdl.pattern` and `pdl.rewrite` bodies the
//! default dialect is `pdl`, so nested ops print without the prefix.
//!
//! The dialect also owns what its ops mean as a pattern: [`compile`]
//! translates `pdl.pattern` ops into the program `mlir-passes` interprets,
//! and is registered by linking as the PDL compiler, so generic code (the
//! Python `PDLModule`) reaches it without naming this dialect.

pub mod attrs;
pub mod binding;
pub mod compile;
pub mod directives;
pub mod operation;
pub mod ops;
pub mod pattern;
pub mod rewrite;
pub mod type_syntax;
pub mod types;
pub mod verify;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::spec::{OpSpec, SharedDefinitions, SpecOp};
use mlir_ir::dialect::Dialect;
use mlir_ir::{Ir, OpId};
use std::sync::Arc;

/// Whether `op` is the op named `name`.
pub(crate) fn is_op(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == name)
}

/// Whether `op`'s parent op is the op named `name`.
pub(crate) fn parent_is(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_parent_op(op).ok().flatten().is_some_and(|p| is_op(ir, p, name))
}

// Registration by linking: a binary that links this dialect compiles PDL
// modules through `mlir_passes::pdl::compile_patterns`.
inventory::submit! { mlir_passes::pdl::PdlCompilerRegistration { compile: compile::compile_patterns } }

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    ops::specs()
}

/// The `pdl` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("pdl", SpecOp::shared(&DEFINITIONS, specs));
    d.type_hooks = Some(Arc::new(type_syntax::PdlTypeSyntax));
    d
}
