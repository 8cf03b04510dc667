//! The canonicalization of `scf.index_switch`: a switch on a constant is
//! the case it selects (upstream's `FoldConstantCase`); a result every
//! region yields the same outer value for is that value, and unused
//! results go (what mlir-opt 22 does to switches, checked on the lit
//! test's inputs).

use super::canonicalize::{body, constant_int, defined_outside, inline_region_before};
use super::common::{adopt_blocks, all_attrs, without};
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The op's canonicalization patterns.
pub fn index_switch_patterns() -> Vec<PatternRef> {
    vec![Arc::new(FoldConstantCase), Arc::new(ForwardUniformResults), Arc::new(RemoveUnusedResults)]
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
        let Ok(arg) = ir.operand(op, 0) else { return false };
        let Some(value) = constant_int(ir, arg) else { return false };
        // Regions: the default one, then one per case in `cases` order.
        let region = super::switch::cases(ir, op)
            .iter()
            .position(|c| num_bigint::BigInt::from(*c) == value)
            .map_or(0, |i| i + 1);
        match body(ir, op, region) {
            Some((block, term)) => inline_region_before(rw, op, block, term, &[]),
            None => false,
        }
    }
}

/// A result every region yields the same value for, defined outside the
/// switch, is that value.
struct ForwardUniformResults;

impl RewritePattern for ForwardUniformResults {
    fn root(&self) -> Option<&str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &str {
        "ForwardUniformResults"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(yields) = region_yields(ir, op) else { return false };
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        let mut replace = Vec::new();
        for (i, r) in results.iter().enumerate() {
            let Some(first) = yields.first().and_then(|y| y.get(i)) else { continue };
            let uniform = yields.iter().all(|y| y.get(i) == Some(first));
            if uniform && defined_outside(ir, *first, op) && ir.value_has_uses(*r).unwrap_or(false) {
                replace.push((*r, *first));
            }
        }
        !replace.is_empty() && replace.into_iter().all(|(r, v)| rw.replace_all_uses_with(r, v).is_ok())
    }
}

/// Results nothing uses are no longer yielded: a new switch with the rest
/// adopts the regions.
struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &str {
        "RemoveUnusedResults"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(yields) = region_yields(ir, op) else { return false };
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        let unused: Vec<bool> = results.iter().map(|r| !ir.value_has_uses(*r).unwrap_or(true)).collect();
        if !unused.contains(&true) || yields.iter().any(|y| y.len() != results.len()) {
            return false;
        }
        let Ok(types) = without(&results, &unused).iter().map(|r| ir.value_type(*r)).collect::<Result<Vec<_>, _>>()
        else {
            return false;
        };
        let (Ok(name), Ok(loc), Ok(arg)) = (ir.op_name(op), ir.op_loc(op), ir.operand(op, 0)) else { return false };
        let attributes = all_attrs(ir, op);
        let old_regions: Vec<mlir_ir::RegionId> = ir.regions(op).map(<[_]>::to_vec).unwrap_or_default();
        let terminators: Vec<OpId> = old_regions
            .iter()
            .filter_map(|r| ir.region_first_block(*r).ok().flatten().and_then(|b| ir.block_last_op(b).ok().flatten()))
            .collect();
        let regions = rw.modify_in_place(op, |ir| {
            for (t, y) in terminators.iter().zip(&yields) {
                let _ = ir.set_operands(*t, &without(y, &unused));
            }
            adopt_blocks(ir, &old_regions)
        });
        let Some(regions) = regions else { return false };
        let mut st = OperationState::new(name, loc);
        st.operands.push(arg);
        st.attributes = attributes;
        st.result_types = types;
        st.regions = regions;
        let Ok(new) = rw.create(st, op) else { return false };
        let mut next = 0u32;
        let values: Vec<Value> = results
            .iter()
            .zip(&unused)
            .map(|(r, u)| {
                if *u {
                    // Unused: it stands for itself.
                    *r
                } else {
                    next += 1;
                    Value::OpResult { op: new, index: next - 1 }
                }
            })
            .collect();
        rw.replace_op(op, &values).is_ok()
    }
}

/// The operands of each region's `scf.yield`, in region order (default
/// first), when every region has one block ending in it.
fn region_yields(ir: &Ir, op: OpId) -> Option<Vec<Vec<Value>>> {
    ir.regions(op)
        .ok()?
        .iter()
        .map(|r| {
            let block = ir.region_first_block(*r).ok()??;
            let term = ir.block_last_op(block).ok()??;
            Some(ir.operands(term).ok()?.collect())
        })
        .collect()
}
