//! `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors`: the functions to
//! run when a module is loaded or unloaded, with their priorities (what
//! the JIT's `initialize` runs).

use super::metadata::ARRAY;
use crate::spec::verify::op_attr;
use crate::spec::{Hooks, OpSpec};
use mlir_ir::verifier::op_error_plain;
use mlir_ir::{AttrKind, OpId};

/// The two specs.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.mlir.global_ctors", "LLVM dialect global_ctors.")
            .attr("ctors", &ARRAY)
            .attr("priorities", &ARRAY)
            .attr("data", &ARRAY)
            .format("`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
            .hooks(Hooks { verify: Some(verify_ctors), ..Default::default() }),
        OpSpec::new("llvm.mlir.global_dtors", "LLVM dialect global_dtors.")
            .attr("dtors", &ARRAY)
            .attr("priorities", &ARRAY)
            .attr("data", &ARRAY)
            .format("`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
            .hooks(Hooks { verify: Some(verify_dtors), ..Default::default() }),
    ]
}

fn len(ir: &mlir_ir::Ir, op: OpId, name: &str) -> Option<usize> {
    match ir.ctx().attr_kind(op_attr(ir, op, name)?) {
        AttrKind::Array(items) => Some(items.len()),
        _ => None,
    }
}

/// Upstream's check: one priority and one data entry per function.
fn verify_lists(ir: &mlir_ir::Ir, op: OpId, funcs: &str) -> Result<(), mlir_ir::Diagnostic> {
    let n = len(ir, op, funcs);
    if n != len(ir, op, "priorities") || n != len(ir, op, "data") {
        return Err(op_error_plain(
            ir,
            op,
            format!("{funcs}, priorities, and data must have the same number of elements"),
        ));
    }
    Ok(())
}

fn verify_ctors(ir: &mlir_ir::Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    verify_lists(ir, op, "ctors")
}

fn verify_dtors(ir: &mlir_ir::Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    verify_lists(ir, op, "dtors")
}
