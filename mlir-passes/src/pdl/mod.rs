//! Patterns as programs: a matcher over ops, operands, results, types and
//! attributes, and the steps of a rewrite, which the greedy and walk
//! drivers run as external patterns. The programs come from a pattern
//! language (upstream's PDL) whose compiler is linked in, not named here.
//!
//! Upstream lowers PDL to `pdl_interp` and runs that as bytecode; rmlir
//! interprets the compiled pattern directly: the matcher binds the root op,
//! then follows operands down to their producers and results up to their
//! users (backtracking over users), checks constant types and attributes,
//! and finally calls the native constraints. The compiled form holds no
//! handle into the module it came from, so that module may change or go
//! away.
//!
//! - [`program`]: the compiled form, [`PdlPattern`], checked when built.
//! - [`compiler`]: the registration slot the pattern language's compiler
//!   fills by linking (the `pdl` dialect's, in `mlir-dialects`), and
//!   [`compile_patterns`], which calls it.
//! - [`matcher`]: finding the bindings of a pattern at an op.
//! - [`rewrite`]: running the rewrite steps on those bindings.
//!
//! Native constraint and rewrite functions (Python callables in the
//! bindings) are reached through [`PdlNatives`]; the IR is reached through
//! an [`IrHost`](crate::IrHost) one step at a time, so a native function
//! runs with the IR unlocked.

pub mod compiler;
mod matcher;
pub mod program;
mod rewrite;

pub use compiler::{compile_patterns, PdlCompileFn, PdlCompilerRegistration};
pub use program::{Kind, MatchStep, OperationStep, PdlPattern, RewriteStep, Slot};

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
    /// No linked crate provides a compiler of pattern modules (see
    /// [`compiler`]).
    #[error("no PDL compiler linked (the crate of the pdl dialect provides one)")]
    NoCompiler,
    /// More than one linked crate provides one.
    #[error("{0} PDL compilers linked; a binary may link only one")]
    SeveralCompilers(usize),
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
