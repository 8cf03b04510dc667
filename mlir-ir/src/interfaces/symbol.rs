//! `SymbolOpInterface` and `SymbolUserOpInterface`: ops that define a
//! symbol (their name and visibility are the `sym_name` and
//! `sym_visibility` attributes, read by [`crate::symbols`]) and ops that
//! refer to symbols.

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};

/// Upstream's `SymbolOpInterface`: what differs between symbol ops beyond
/// their name and visibility.
pub trait SymbolOpInterface: Send + Sync {
    /// `isDeclaration`: whether the op only declares the symbol (a function
    /// without a body); a declaration is never discarded as dead code of
    /// its own and is not inlined.
    fn is_declaration(&self, ir: &Ir, op: OpId) -> bool;
}

/// Upstream's `SymbolUserOpInterface`.
pub trait SymbolUserOpInterface: Send + Sync {
    /// `verifySymbolUses`: checks the symbols the op references. Run by the
    /// verifier of the enclosing symbol table after its body verified (as
    /// upstream's), so an op verified on its own, or outside any symbol
    /// table, skips it.
    fn verify_symbol_uses(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic>;
}

/// Whether `op` is a symbol declaration ([`SymbolOpInterface::is_declaration`]);
/// ops without the interface are not.
pub fn is_declaration(ir: &Ir, op: OpId) -> bool {
    super::op_interface::<dyn SymbolOpInterface>(ir, op).is_some_and(|s| s.is_declaration(ir, op))
}
