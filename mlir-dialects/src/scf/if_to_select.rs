//! `ConvertTrivialIfToSelect` (upstream's `scf.if` canonicalization): the
//! results of an `scf.if` whose branches yield values defined outside it
//! become `arith.select`s (or the value itself when both branches agree);
//! the `scf.if` keeps only the results its branches compute. Also
//! `RemoveEmptyElseBranch`.

use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, RegionId, Value};

/// The pattern.
pub struct ConvertTrivialIfToSelect;

/// The region `v` is defined in (directly).
fn parent_region(ir: &Ir, v: Value) -> Option<RegionId> {
    let block = ir.value_parent_block(v).ok()??;
    ir.block_parent_region(block).ok()?
}

/// The single block of region `index` of `op` and its terminator.
fn branch(ir: &Ir, op: OpId, index: usize) -> Option<(RegionId, mlir_ir::BlockId, OpId)> {
    let r = *ir.regions(op).ok()?.get(index)?;
    let b = ir.region_first_block(r).ok()??;
    Some((r, b, ir.block_last_op(b).ok()??))
}

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn name(&self) -> &str {
        "ConvertTrivialIfToSelect"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let n = ir.num_results(op).unwrap_or(0);
        if n == 0 {
            return false;
        }
        let (Some((then_r, then_b, then_y)), Some((else_r, else_b, else_y))) = (branch(ir, op, 0), branch(ir, op, 1))
        else {
            return false;
        };
        let tv: Vec<Value> = ir.operands(then_y).map(|o| o.collect()).unwrap_or_default();
        let fv: Vec<Value> = ir.operands(else_y).map(|o| o.collect()).unwrap_or_default();
        if tv.len() != n || fv.len() != n {
            return false;
        }
        let computed: Vec<bool> = tv
            .iter()
            .zip(&fv)
            .map(|(t, f)| parent_region(ir, *t) == Some(then_r) || parent_region(ir, *f) == Some(else_r))
            .collect();
        if computed.iter().all(|c| *c) {
            return false;
        }
        let (Some(view), Ok(loc)) = (super::IfOp::new(ir, op), ir.op_loc(op)) else { return false };
        let cond = view.condition(ir).checked();
        let ctx = ir.ctx().clone();
        let types: Vec<_> = tv.iter().map(|v| ir.value_type(*v).ok()).collect::<Option<_>>().unwrap_or_default();
        if types.len() != n {
            return false;
        }
        // The new `scf.if` takes both branch blocks.
        let mut st = OperationState::new(ctx.op_name("scf.if"), loc);
        st.operands = vec![cond];
        st.result_types = types.iter().zip(&computed).filter(|(_, c)| **c).map(|(t, _)| *t).collect();
        st.regions = vec![rw.create_region(), rw.create_region()];
        let new_regions = st.regions.clone();
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(new_if) = rw.create(st, op) else { return false };
        for (b, r) in [(then_b, new_regions[0]), (else_b, new_regions[1])] {
            if rw.move_block(b, r, None).is_err() {
                return false;
            }
        }
        let new_results: Vec<Value> = rw.ir().results(new_if).map(|r| r.collect()).unwrap_or_default();
        let mut results = Vec::with_capacity(n);
        let (mut then_yields, mut else_yields) = (Vec::new(), Vec::new());
        rw.set_insertion_point(InsertPoint::Before(new_if));
        for i in 0..n {
            let (t, f) = (tv[i], fv[i]);
            if computed[i] {
                results.push(new_results[then_yields.len()]);
                then_yields.push(t);
                else_yields.push(f);
            } else if t == f {
                results.push(t);
            } else {
                let mut sel = OperationState::new(ctx.op_name("arith.select"), loc);
                sel.operands = vec![cond, t, f];
                sel.result_types = vec![types[i]];
                let Ok(s) = rw.create(sel, new_if) else { return false };
                results.push(Value::OpResult { op: s, index: 0 });
            }
        }
        for (block, old, values) in [(then_b, then_y, then_yields), (else_b, else_y, else_yields)] {
            let mut y = OperationState::new(ctx.op_name("scf.yield"), loc);
            y.operands = values;
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            if rw.create(y, old).is_err() || rw.replace_op(old, &[]).is_err() {
                return false;
            }
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// `RemoveEmptyElseBranch`: an `scf.if` without results whose else block
/// only yields loses the else block.
pub struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn name(&self) -> &str {
        "RemoveEmptyElseBranch"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        if ir.num_results(op).unwrap_or(1) != 0 {
            return false;
        }
        let Some((_, block, yield_op)) = branch(ir, op, 1) else { return false };
        let only_yield = ir.block_first_op(block).ok().flatten() == Some(yield_op);
        if !only_yield || ir.num_operands(yield_op).unwrap_or(1) != 0 {
            return false;
        }
        if rw.erase_op(yield_op).is_err() || rw.erase_block(block).is_err() {
            return false;
        }
        rw.modify_in_place(op, |_| ());
        true
    }
}
