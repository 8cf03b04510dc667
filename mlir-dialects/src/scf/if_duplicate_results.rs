//! `scf.if` canonicalization: results that both branches yield alike are
//! one (upstream's `RemoveDuplicateSuccessorInputUses`, of the
//! region-branch patterns, on the results of `scf.if`): the uses of the
//! later one go to the earlier, and the later one dies.

use mlir_ir::ir::{OpId, Value};
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};

/// Replaces each used result `j` whose yielded values equal result `i`'s
/// (`i < j`) in both branches by result `i`.
pub(super) struct RemoveDuplicateResultUses;

impl RewritePattern for RemoveDuplicateResultUses {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn name(&self) -> &str {
        "RemoveDuplicateSuccessorInputUses"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IfOp::new(ir, op) else { return false };
        let Ok(results) = view.results(ir) else { return false };
        if results.len() < 2 {
            return false;
        }
        // What each branch yields, by result.
        let mut yielded: Vec<Vec<Value>> = Vec::new();
        for region in [view.then_region(ir), view.else_region(ir)] {
            let Ok(region) = region else { return false };
            let Some(block) = ir.region_first_block(region).ok().flatten() else { return false };
            let Some(term) = ir.block_last_op(block).ok().flatten() else { return false };
            let Ok(values) = ir.operands(term).map(|o| o.collect::<Vec<Value>>()) else { return false };
            if values.len() != results.len() {
                return false;
            }
            yielded.push(values);
        }
        let mut replacements = Vec::new();
        for i in 0..results.len() {
            for j in i + 1..results.len() {
                if !ir.value_has_uses(results[j]).unwrap_or(false) || replacements.iter().any(|(from, _)| *from == j) {
                    continue;
                }
                if yielded.iter().all(|y| y[i] == y[j]) {
                    replacements.push((j, i));
                }
            }
        }
        if replacements.is_empty() {
            return false;
        }
        for (j, i) in replacements {
            if rw.replace_all_uses_with(results[j], results[i]).is_err() {
                return false;
            }
        }
        true
    }
}
