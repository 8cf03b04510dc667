//! The op interfaces of the `memref` ops that are not fixed by their
//! traits: views of another memref, and the symbol use of `get_global`.

use mlir_ir::interfaces::{SymbolUserOpInterface, ViewLikeOpInterface};
use mlir_ir::ods::view::Checked;
use mlir_ir::{on_view, Diagnostic, Ir, OpId, Value};

/// `ViewLikeOpInterface` of the memref ops whose result views their first
/// operand (`cast`, `subview`, `view`, `reinterpret_cast`, the reshapes,
/// `transpose`, `memory_space_cast`, `assume_alignment`).
pub(crate) struct ViewOfSource;

impl ViewLikeOpInterface for ViewOfSource {
    fn view_source(&self, ir: &Ir, op: OpId) -> Option<Value> {
        use super::*;
        // The definitions name the viewed operand `source`, `src`, `in` or
        // `memref`.
        let source = || {
            on_view!(
                ir,
                op,
                |v| v.source(ir).checked(),
                [CastOp, SubViewOp, ViewOp, ReinterpretCastOp, MemorySpaceCastOp, ReshapeOp,]
            )
        };
        let src = || on_view!(ir, op, |v| v.src(ir).checked(), [CollapseShapeOp, ExpandShapeOp]);
        source()
            .or_else(src)
            .or_else(|| TransposeOp::new(ir, op).map(|v| v.in_(ir).checked()))
            .or_else(|| AssumeAlignmentOp::new(ir, op).map(|v| v.memref(ir).checked()))
    }
}

/// `memref.get_global`: the global it names must exist with its type.
pub(super) struct GetGlobal;

impl SymbolUserOpInterface for GetGlobal {
    fn verify_symbol_uses(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        super::verify::verify_get_global(ir, op)
    }
}
