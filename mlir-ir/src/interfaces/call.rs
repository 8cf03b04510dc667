//! `CallOpInterface` and `CallableOpInterface`: calls, and the ops they
//! call (functions), so the inliner, `sccp` and the call graph follow
//! calls of any dialect.

use crate::ir::{Ir, OpId, RegionId, Value};
use crate::Attribute;
use std::ops::Range;

/// What a call calls (upstream's `CallInterfaceCallable`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference to a callable op.
    Symbol(Attribute),
    /// An SSA value holding the callable (an indirect call).
    Value(Value),
}

/// Upstream's `CallOpInterface`.
pub trait CallOpInterface: Send + Sync {
    /// `getCallableForCallee`: what `op` calls, `None` when it is malformed.
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee>;

    /// `getArgOperands`: the positions of the operands passed as the
    /// callee's arguments.
    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize>;
}

/// Upstream's `CallableOpInterface`.
pub trait CallableOpInterface: Send + Sync {
    /// `getCallableRegion`: the body, or `None` for a declaration (an
    /// external function, whose region is empty).
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId>;
}

/// The region of a callable whose body is its first region, `None` when
/// that region has no block (a declaration): the common case, shared by
/// dialects whose functions are shaped like `func.func`.
pub fn first_region_if_defined(ir: &Ir, op: OpId) -> Option<RegionId> {
    let region = *ir.regions(op).ok()?.first()?;
    ir.region_first_block(region).ok().flatten().map(|_| region)
}

/// The callable and symbol interfaces of a function-like op whose body is
/// its first region (`func.func`, `llvm.func`, a downstream's function):
/// the body is the callable region, and without a block it is a
/// declaration.
pub struct FunctionBody;

impl CallableOpInterface for FunctionBody {
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId> {
        first_region_if_defined(ir, op)
    }
}

impl super::SymbolOpInterface for FunctionBody {
    fn is_declaration(&self, ir: &Ir, op: OpId) -> bool {
        first_region_if_defined(ir, op).is_none()
    }
}
