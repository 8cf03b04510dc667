//! Where the compiler of pattern modules comes from: a registration slot
//! filled by linking (`inventory`), as passes and dialects are.
//!
//! The compiler reads the ops of the pattern language (`pdl.pattern`,
//! `pdl.operation`, ...), so it lives with that dialect, which this crate
//! must not know; the dialect submits a [`PdlCompilerRegistration`] and
//! [`compile_patterns`] finds it. A binary that links no such dialect gets
//! [`PdlError::NoCompiler`] instead of a link error or a crash.

use super::{PdlError, PdlPattern};
use mlir_ir::{Ir, OpId};

/// Compiles every pattern nested in a module.
pub type PdlCompileFn = fn(&Ir, OpId) -> Result<Vec<PdlPattern>, PdlError>;

/// A linked compiler of pattern modules.
pub struct PdlCompilerRegistration {
    /// Compiles every pattern nested in the op it is given.
    pub compile: PdlCompileFn,
}

inventory::collect!(PdlCompilerRegistration);

/// Every pattern nested in `module`, compiled by the linked compiler;
/// [`PdlError::NoCompiler`] when none is linked, and
/// [`PdlError::SeveralCompilers`] when more than one is, since nothing
/// says which to prefer.
pub fn compile_patterns(ir: &Ir, module: OpId) -> Result<Vec<PdlPattern>, PdlError> {
    let mut linked = inventory::iter::<PdlCompilerRegistration>.into_iter();
    let compiler = linked.next().ok_or(PdlError::NoCompiler)?;
    let others = linked.count();
    if others > 0 {
        return Err(PdlError::SeveralCompilers(others + 1));
    }
    (compiler.compile)(ir, module)
}
