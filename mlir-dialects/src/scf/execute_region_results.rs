//! The region-branch canonicalization of `scf.execute_region` that remains
//! when it is not inlined (upstream 22's generic RegionBranchOpInterface
//! patterns): a result every `scf.yield` passes the same outside value for
//! is that value, and results nobody uses are dropped; the op is rebuilt
//! with the rest (with none left and no effects, it then goes as dead).

use mlir_ir::ir::InsertPoint;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};

/// The pattern.
pub struct ExecuteRegionResults;

/// The `scf.yield`s ending the blocks of `region`.
fn yields(ir: &Ir, region: RegionId) -> Option<Vec<OpId>> {
    let blocks: Vec<BlockId> = ir.region_blocks(region).ok()?.collect();
    let mut out = Vec::new();
    for b in blocks {
        let Some(t) = ir.block_last_op(b).ok()? else { continue };
        if ir.op_name(t).is_ok_and(|n| ir.ctx().op_name_str(n) == "scf.yield") {
            out.push(t);
        }
    }
    Some(out)
}

/// Whether `v` is defined inside `region` (at any depth).
fn defined_in(ir: &Ir, v: Value, region: RegionId) -> bool {
    let home = ir.value_parent_block(v).ok().flatten().and_then(|b| ir.block_parent_region(b).ok().flatten());
    super::common::region_within(ir, home, region)
}

impl RewritePattern for ExecuteRegionResults {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &str {
        "RegionBranchOpInterface results"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(region) = ir.regions(op).ok().and_then(|r| r.first().copied()) else { return false };
        let Some(yields) = yields(ir, region) else { return false };
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        if results.is_empty() || yields.is_empty() {
            return false;
        }
        let yielded: Vec<Vec<Value>> =
            yields.iter().map(|y| ir.operands(*y).map(|o| o.collect()).unwrap_or_default()).collect();
        if yielded.iter().any(|v| v.len() != results.len()) {
            return false;
        }
        // Per result: the outside value every yield passes, if any.
        let forwarded: Vec<Option<Value>> = (0..results.len())
            .map(|i| {
                let v = yielded[0][i];
                (yielded.iter().all(|y| y[i] == v) && !defined_in(ir, v, region)).then_some(v)
            })
            .collect();
        let unused: Vec<bool> = results.iter().map(|r| ir.value_uses(*r).is_ok_and(|u| u.is_empty())).collect();
        let keep: Vec<usize> = (0..results.len()).filter(|&i| forwarded[i].is_none() && !unused[i]).collect();
        if keep.len() == results.len() {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("scf.execute_region"), loc);
        st.result_types = keep.iter().filter_map(|&i| ir.value_type(results[i]).ok()).collect();
        st.attributes = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
        if let Some(no_inline) = crate::fold_utils::attr(ir, op, "no_inline") {
            st.attributes.push((ctx.ident("no_inline"), no_inline));
        }
        st.regions = vec![rw.create_region()];
        let new_region = st.regions[0];
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(new_op) = rw.create(st, op) else { return false };
        let blocks: Vec<BlockId> = rw.ir().region_blocks(region).map(|b| b.collect()).unwrap_or_default();
        for b in blocks {
            if rw.move_block(b, new_region, None).is_err() {
                return false;
            }
        }
        for (y, values) in yields.iter().zip(&yielded) {
            let kept: Vec<Value> = keep.iter().map(|&i| values[i]).collect();
            let ok = rw.modify_in_place(*y, |ir| ir.set_operands(*y, &kept).is_ok());
            if !ok {
                return false;
            }
        }
        let new_results: Vec<Value> = rw.ir().results(new_op).map(|r| r.collect()).unwrap_or_default();
        let mut replacements = Vec::with_capacity(results.len());
        let mut next = 0;
        for i in 0..results.len() {
            if keep.contains(&i) {
                replacements.push(new_results[next]);
                next += 1;
            } else {
                // Unused results take any value of their type: themselves.
                replacements.push(forwarded[i].unwrap_or(results[i]));
            }
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}
