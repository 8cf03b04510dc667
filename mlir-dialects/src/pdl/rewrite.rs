//! The region verifier of `pdl.rewrite` (upstream's
//! `RewriteOp::verifyRegions`): an external rewrite (`with "name"`) has an
//! empty region; an inline one has a body and no external arguments.

use super::RewriteOp;
use crate::spec::verify::op_attr;
use mlir_ir::ods::view::Checked;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId};

/// The region verifier of `pdl.rewrite`.
pub fn verify_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let region_empty = ir
        .regions(op)
        .ok()
        .and_then(|r| r.first().copied())
        .map_or(true, |r| ir.region_first_block(r).ok().flatten().is_none());
    if op_attr(ir, op, "name").is_some() {
        if !region_empty {
            return Err(op_error_prefixed(ir, op, "expected rewrite region to be empty when rewrite is external"));
        }
        return Ok(());
    }
    if region_empty {
        return Err(op_error_prefixed(
            ir,
            op,
            "expected rewrite region to be non-empty if external name is not specified",
        ));
    }
    // Run after the op's invariants, so it fits its definition.
    if RewriteOp::new(ir, op).is_some_and(|v| !v.external_args(ir).checked().is_empty()) {
        return Err(op_error_prefixed(ir, op, "expected no external arguments when the rewrite is specified inline"));
    }
    Ok(())
}
