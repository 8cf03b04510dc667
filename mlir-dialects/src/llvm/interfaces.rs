//! The call interface of `llvm.call` (`llvm.func` is a
//! `mlir_ir::interfaces::FunctionBody`), so the call graph and `sccp`
//! follow LLVM calls as upstream's do.

use mlir_ir::interfaces::{CallOpInterface, Callee};
use mlir_ir::ir::{Ir, OpId};
use mlir_ir::ods::view::Checked;
use std::ops::Range;

/// `llvm.call`: a direct call names its `callee`; an indirect one calls
/// its first callee operand with the rest.
pub(super) struct Call;

impl CallOpInterface for Call {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        let call = super::CallOp::new(ir, op)?;
        match call.callee(ir).checked() {
            Some(sym) => Some(Callee::Symbol(sym)),
            None => call.callee_operands(ir).checked().first().copied().map(Callee::Value),
        }
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        let Some(call) = super::CallOp::new(ir, op) else { return 0..0 };
        // `callee_operands` is the first operand group, so its positions
        // start at 0; an indirect call's first one is the callee.
        let n = call.callee_operands(ir).checked().len();
        let start = if call.callee(ir).checked().is_some() { 0 } else { n.min(1) };
        start..n
    }
}
