//! PDL patterns: each `pdl.pattern` op of a module compiled into a
//! [`PdlPattern`] — a matcher over the pattern's `pdl.operation`,
//! `pdl.operand`, `pdl.type` ... ops and the steps of its `pdl.rewrite` —
//! which the greedy and walk drivers run as an external pattern.
//!
//! Upstream lowers PDL to `pdl_interp` and runs that as bytecode; rmlir
//! interprets the pattern directly: the matcher binds the root op, then
//! follows operands down to their producers and results up to their users
//! (backtracking over users), checks constant types and attributes, and
//! finally calls the native constraints. The compiled form holds no handle
//! into the module it came from, so that module may change or go away.
//!
//! - [`compile`]: `pdl.pattern` → [`PdlPattern`].
//! - [`matcher`]: finding the bindings of a pattern at an op.
//! - [`rewrite`]: running the rewrite steps on those bindings.
//!
//! Native constraint and rewrite functions (Python callables in the
//! bindings) are reached through [`PdlNatives`]; the IR is reached through
//! an [`IrHost`](crate::IrHost) one step at a time, so a native function
//! runs with the IR unlocked.

mod compile;
mod matcher;
mod rewrite;

pub use compile::{compile_patterns, PdlPattern};

use mlir_ir::{Attribute, OpId, Type, Value};

/// A value a PDL pattern binds: what a `!pdl.operation`, `!pdl.value`,
/// `!pdl.attribute`, `!pdl.type`, `!pdl.range<value>` or
/// `!pdl.range<type>` stands for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdlValue {
    /// An operation.
    Op(OpId),
    /// An SSA value.
    Value(Value),
    /// An attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
    /// A range of values.
    Values(Vec<Value>),
    /// A range of types.
    Types(Vec<Type>),
}

/// Why a PDL pattern could not be compiled or applied.
#[derive(Debug, thiserror::Error)]
pub enum PdlError {
    /// The PDL is malformed or uses what the interpreter does not support.
    #[error("{0}")]
    Invalid(String),
    /// A native function failed; the caller holds the reason (a Python
    /// exception in the bindings).
    #[error("a native PDL function failed")]
    Native,
    /// The IR was used through a stale handle.
    #[error(transparent)]
    Ir(#[from] mlir_ir::IrError),
}

/// The functions a PDL module names but does not define: upstream's
/// `registerConstraintFunction` / `registerRewriteFunction`.
pub trait PdlNatives {
    /// Runs constraint `name` on `args`: `Some(results)` when it holds,
    /// `None` when it does not. Called with the IR unlocked.
    fn constraint(&mut self, name: &str, args: &[PdlValue]) -> Result<Option<Vec<PdlValue>>, PdlError>;

    /// Runs rewrite function `name` on `args` (new ops go before `root`):
    /// `Some(results)` when it succeeded, `None` when it reported failure.
    /// Called with the IR unlocked.
    fn rewrite(&mut self, name: &str, args: &[PdlValue], root: OpId) -> Result<Option<Vec<PdlValue>>, PdlError>;
}
