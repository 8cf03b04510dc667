//! The canonicalization of `scf.index_switch`: a switch on a constant is
//! the case it selects (upstream's `FoldConstantCase`); then upstream 22's
//! generic region-branch patterns (uniform results forwarded, unused ones
//! dropped).

use super::canonicalize::{body, constant_int, inline_region_before};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::OpId;
use std::sync::Arc;

/// The op's canonicalization patterns.
pub fn index_switch_patterns() -> Vec<PatternRef> {
    let mut patterns: Vec<PatternRef> = vec![Arc::new(FoldConstantCase)];
    patterns
        .extend(mlir_ir::rewrite::region_branch_patterns::region_branch_canonicalization_patterns("scf.index_switch"));
    patterns
}

/// A switch whose argument is a constant is replaced by the body of the
/// case with that value (the default region when no case has it), inlined
/// before it, its yielded values standing for the results.
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IndexSwitchOp::new(ir, op) else { return false };
        let arg = view.arg(ir).checked();
        let Some(value) = constant_int(ir, arg) else { return false };
        // Regions: the default one, then one per case in `cases` order.
        let region = super::switch::case_values(ir.ctx(), view.cases(ir).checked())
            .iter()
            .position(|c| num_bigint::BigInt::from(*c) == value)
            .map_or(0, |i| i + 1);
        match body(ir, op, region) {
            Some((block, term)) => inline_region_before(rw, op, block, term, &[]),
            None => false,
        }
    }
}
