//! The call interface of `llvm.call` (`llvm.func` is a
//! `mlir_ir::interfaces::FunctionBody`), so the call graph and `sccp`
//! follow LLVM calls as upstream's do.

use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::interfaces::{CallOpInterface, Callee};
use mlir_ir::ir::{Ir, OpId};
use std::ops::Range;

/// `llvm.call`: a direct call names its `callee`; an indirect one calls
/// its first callee operand with the rest.
pub(super) struct Call;

impl Call {
    /// The positions of the `callee_operands` segment (the first).
    fn callee_operands(ir: &Ir, op: OpId) -> Range<usize> {
        let sizes = op_attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir.ctx(), a));
        let len = match sizes.as_deref() {
            Some([first, ..]) => usize::try_from(*first).unwrap_or(0),
            _ => ir.num_operands(op).unwrap_or(0),
        };
        0..len.min(ir.num_operands(op).unwrap_or(0))
    }
}

impl CallOpInterface for Call {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        match op_attr(ir, op, "callee") {
            Some(sym) => Some(Callee::Symbol(sym)),
            None => ir.operand(op, 0).ok().map(Callee::Value),
        }
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        let all = Call::callee_operands(ir, op);
        let direct = op_attr(ir, op, "callee").is_some();
        let start = if direct { all.start } else { (all.start + 1).min(all.end) };
        start..all.end
    }
}
