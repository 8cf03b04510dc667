//! The op interfaces of the `memref` ops that are not fixed by their
//! traits: views of another memref, and the symbol use of `get_global`.

use mlir_ir::interfaces::{SymbolUserOpInterface, ViewLikeOpInterface};
use mlir_ir::{Diagnostic, Ir, OpId, Value};

/// `ViewLikeOpInterface` of the memref ops whose result views their first
/// operand (`cast`, `subview`, `view`, `reinterpret_cast`, the reshapes,
/// `transpose`, `memory_space_cast`, `assume_alignment`).
pub(crate) struct ViewOfSource;

impl ViewLikeOpInterface for ViewOfSource {
    fn view_source(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 0).ok()
    }
}

/// `memref.get_global`: the global it names must exist with its type.
pub(super) struct GetGlobal;

impl SymbolUserOpInterface for GetGlobal {
    fn verify_symbol_uses(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        super::verify::verify_get_global(ir, op)
    }
}
