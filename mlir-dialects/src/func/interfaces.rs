//! The op interfaces of the `func` ops, and the dialect's inliner
//! interface: calls and functions as the call graph, the inliner and
//! `sccp` see them.

use mlir_ir::interfaces::{CallOpInterface, Callee, DialectInlinerInterface, SymbolUserOpInterface};
use mlir_ir::ir::{BlockId, Ir, OpId};
use mlir_ir::ods::view::Checked;
use mlir_ir::Diagnostic;
use std::ops::Range;

/// `func.call`: calls the function its `callee` names with all its
/// operands, which must exist with a matching type.
pub(super) struct Call;

impl CallOpInterface for Call {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        super::CallOp::new(ir, op)?.callee(ir).checked().map(Callee::Symbol)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.num_operands(op).unwrap_or(0)
    }
}

impl SymbolUserOpInterface for Call {
    fn verify_symbol_uses(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        super::ops::verify_call(ir, op)
    }
}

/// `func.constant`: its `value` must name a function of its result type.
pub(super) struct Constant;

impl SymbolUserOpInterface for Constant {
    fn verify_symbol_uses(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        super::ops::verify_constant(ir, op)
    }
}

/// `func.call_indirect`: calls its first operand with the rest.
pub(super) struct CallIndirect;

impl CallOpInterface for CallIndirect {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        Some(Callee::Value(super::CallIndirectOp::new(ir, op)?.callee(ir).checked()))
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        1..ir.num_operands(op).unwrap_or(1).max(1)
    }
}

/// The `func` dialect's inliner interface: every call is legal to inline,
/// and a `func.return` of a multi-block body becomes a `cf.br` to the
/// block after the call, as upstream's `FuncInlinerInterface` does.
pub(super) struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn handle_terminator_with_branch(&self, ir: &mut Ir, op: OpId, dest: BlockId) -> bool {
        crate::cf::replace_with_branch(ir, op, dest)
    }
}
