//! `FunctionOpInterface`: ops that define a function, so code shared by
//! several function ops (one printer and verifier for `func.func` and
//! `shape.func`) reads the signature without knowing which op it has.

use crate::ir::{Ir, OpId};
use crate::Type;

/// Upstream's `FunctionOpInterface`.
pub trait FunctionOpInterface: Send + Sync {
    /// `getFunctionType`: the op's function type, `None` when it has none
    /// (an op that does not fit its definition).
    fn function_type(&self, ir: &Ir, op: OpId) -> Option<Type>;
}
