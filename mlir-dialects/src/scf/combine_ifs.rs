//! `scf.if` patterns that merge ifs (upstream's `SCF.cpp`):
//! - `CombineIfs`: two consecutive ifs on the same condition (or one on its
//!   negation `xori(c, true)`) become one if yielding both results;
//! - `CombineNestedIfs`: an if whose then block holds only another if
//!   becomes one if on `arith.andi` of both conditions.

use super::common::{op_region, region_within};
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, RegionId, Type, Value};

/// `CombineIfs`.
pub struct CombineIfs;

/// `CombineNestedIfs`.
pub struct CombineNestedIfs;

fn is_if(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == "scf.if")
}

/// Region `index` of `op` and its (last) block, if it has one.
fn block_of(ir: &Ir, op: OpId, index: usize) -> Option<(RegionId, BlockId)> {
    let r = *ir.regions(op).ok()?.get(index)?;
    Some((r, ir.region_last_block(r).ok()??))
}

/// The terminator of `block` and its operands.
fn yield_of(ir: &Ir, block: BlockId) -> Option<(OpId, Vec<Value>)> {
    let y = ir.block_last_op(block).ok()??;
    Some((y, ir.operands(y).ok()?.collect()))
}

/// Whether `v` is `xori(x, 1)`, and then `x`.
fn negation_of(ir: &Ir, v: Value) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let xor = crate::arith::XOrIOp::new(ir, op)?;
    let one = super::canonicalize::constant_int(ir, xor.rhs(ir).checked())?;
    (one == 1.into() || one == (-1).into()).then(|| xor.lhs(ir).checked())
}

/// Creates an `scf.if` on `cond` with `types` and empty regions before
/// `before`.
fn new_if(rw: &mut PatternRewriter<'_>, before: OpId, cond: Value, types: Vec<Type>) -> Option<OpId> {
    let ctx = rw.ir().ctx().clone();
    let mut st = OperationState::new(ctx.op_name("scf.if"), rw.ir().op_loc(before).ok()?);
    st.operands = vec![cond];
    st.result_types = types;
    st.regions = vec![rw.create_region(), rw.create_region()];
    rw.set_insertion_point(InsertPoint::Before(before));
    rw.create(st, before).ok()
}

/// Moves every block of `from` to the end of `to`.
fn move_blocks(rw: &mut PatternRewriter<'_>, from: RegionId, to: RegionId) -> bool {
    rw.move_region_blocks(from, to).is_ok()
}

/// Replaces the terminator of `block` by an `scf.yield` of `values`.
fn set_yield(rw: &mut PatternRewriter<'_>, block: BlockId, values: Vec<Value>) -> bool {
    let Some((old, _)) = yield_of(rw.ir(), block) else { return false };
    let ctx = rw.ir().ctx().clone();
    let Ok(loc) = rw.ir().op_loc(old) else { return false };
    let mut y = OperationState::new(ctx.op_name("scf.yield"), loc);
    y.operands = values;
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    rw.create(y, old).is_ok() && rw.erase_op(old).is_ok()
}

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn name(&self) -> &str {
        "CombineIfs"
    }
    fn match_and_rewrite(&self, next: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Ok(Some(prev)) = ir.op_prev(next) else { return false };
        if !is_if(ir, prev) {
            return false;
        }
        let (Some(next_if), Some(prev_if)) = (super::IfOp::new(ir, next), super::IfOp::new(ir, prev)) else {
            return false;
        };
        let (next_cond, prev_cond) = (next_if.condition(ir).checked(), prev_if.condition(ir).checked());
        let next_then_b = block_of(ir, next, 0);
        let next_else_b = block_of(ir, next, 1);
        // The logical then/else blocks of `next` under `prev`'s condition.
        let (mut next_then, mut next_else) = (None, None);
        if next_cond == prev_cond {
            next_then = next_then_b;
            next_else = next_else_b;
        }
        if negation_of(ir, next_cond) == Some(prev_cond) || negation_of(ir, prev_cond) == Some(next_cond) {
            next_else = next_then_b;
            next_then = next_else_b;
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let Some((_, prev_then_block)) = block_of(ir, prev, 0) else { return false };
        let Some((_, prev_then_yield)) = yield_of(ir, prev_then_block) else { return false };
        let prev_else_yield =
            block_of(ir, prev, 1).and_then(|(_, b)| yield_of(ir, b)).map(|(_, v)| v).unwrap_or_default();
        let prev_results: Vec<Value> = ir.results(prev).map(|r| r.collect()).unwrap_or_default();
        // Uses of `prev`'s results inside `next` take the yielded values.
        let mut rewires = Vec::new();
        for ((r, t), e) in prev_results.iter().zip(&prev_then_yield).zip(&prev_else_yield) {
            for u in ir.value_uses(*r).unwrap_or_default() {
                let at = op_region(ir, u.op);
                if next_then.is_some_and(|(region, _)| region_within(ir, at, region)) {
                    rewires.push((u, *t));
                } else if next_else.is_some_and(|(region, _)| region_within(ir, at, region)) {
                    rewires.push((u, *e));
                }
            }
        }
        for (u, v) in rewires {
            rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, v).is_ok());
        }
        let ir = rw.ir();
        let mut types: Vec<Type> = prev_results.iter().filter_map(|v| ir.value_type(*v).ok()).collect();
        types.extend(
            ir.results(next).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect::<Vec<_>>()).unwrap_or_default(),
        );
        let n_prev = prev_results.len();
        let Some(combined) = new_if(rw, next, prev_cond, types) else { return false };
        let combined_regions = rw.ir().regions(combined).map(|r| r.to_vec()).unwrap_or_default();
        let prev_regions = rw.ir().regions(prev).map(|r| r.to_vec()).unwrap_or_default();
        if !move_blocks(rw, prev_regions[0], combined_regions[0]) {
            return false;
        }
        let Ok(Some(then_block)) = rw.ir().region_first_block(combined_regions[0]) else { return false };
        if let Some((_, nt)) = next_then {
            let Some((_, mut values)) = yield_of(rw.ir(), then_block) else { return false };
            let Some((_, more)) = yield_of(rw.ir(), nt) else { return false };
            values.extend(more);
            let Some((first_yield, _)) = yield_of(rw.ir(), then_block) else { return false };
            if rw.merge_blocks(nt, then_block, &[]).is_err() || rw.erase_op(first_yield).is_err() {
                return false;
            }
            if !set_yield(rw, then_block, values) {
                return false;
            }
        }
        if !move_blocks(rw, prev_regions[1], combined_regions[1]) {
            return false;
        }
        if let Some((next_else_region, ne)) = next_else {
            match rw.ir().region_first_block(combined_regions[1]) {
                Ok(None) => {
                    if !move_blocks(rw, next_else_region, combined_regions[1]) {
                        return false;
                    }
                }
                Ok(Some(else_block)) => {
                    let Some((first_yield, mut values)) = yield_of(rw.ir(), else_block) else { return false };
                    let Some((_, more)) = yield_of(rw.ir(), ne) else { return false };
                    values.extend(more);
                    if rw.merge_blocks(ne, else_block, &[]).is_err() || rw.erase_op(first_yield).is_err() {
                        return false;
                    }
                    if !set_yield(rw, else_block, values) {
                        return false;
                    }
                }
                Err(_) => return false,
            }
        }
        let results: Vec<Value> = rw.ir().results(combined).map(|r| r.collect()).unwrap_or_default();
        rw.replace_op(prev, &results[..n_prev]).is_ok() && rw.replace_op(next, &results[n_prev..]).is_ok()
    }
}

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn name(&self) -> &str {
        "CombineNestedIfs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((then_region, then_block)) = block_of(ir, op, 0) else { return false };
        let ops: Vec<OpId> = ir.block_ops(then_block).map(|o| o.collect()).unwrap_or_default();
        // The nested if must be the only op besides the yield.
        let [nested, _] = ops.as_slice() else { return false };
        let nested = *nested;
        if !is_if(ir, nested) {
            return false;
        }
        let only_yield = |b: Option<(RegionId, BlockId)>| {
            b.map_or(true, |(_, b)| ir.block_ops(b).map(|o| o.count() == 1).unwrap_or(false))
        };
        let else_block = block_of(ir, op, 1);
        if !only_yield(else_block) || !only_yield(block_of(ir, nested, 1)) {
            return false;
        }
        let Some((_, mut then_yield)) = yield_of(ir, then_block) else { return false };
        let else_yield = else_block.and_then(|(_, b)| yield_of(ir, b)).map(|(_, v)| v).unwrap_or_default();
        let Some((_, nested_then)) = block_of(ir, nested, 0) else { return false };
        let Some((_, nested_then_yield)) = yield_of(ir, nested_then) else { return false };
        let nested_else_yield =
            block_of(ir, nested, 1).and_then(|(_, b)| yield_of(ir, b)).map(|(_, v)| v).unwrap_or_default();
        let mut to_select = Vec::new();
        for (i, v) in then_yield.clone().into_iter().enumerate() {
            if let Value::OpResult { op: d, index } = v {
                if d == nested {
                    let k = index as usize;
                    if nested_else_yield.get(k) != else_yield.get(i) {
                        return false;
                    }
                    then_yield[i] = nested_then_yield[k];
                    continue;
                }
            }
            // The value the outer if yields when only the inner condition
            // fails must come from outside.
            if ir.value_parent_block(v).ok().flatten().and_then(|b| ir.block_parent_region(b).ok().flatten())
                == Some(then_region)
            {
                return false;
            }
            to_select.push(i);
        }
        let (Some(outer_if), Some(nested_if), Ok(loc)) =
            (super::IfOp::new(ir, op), super::IfOp::new(ir, nested), ir.op_loc(op))
        else {
            return false;
        };
        let (cond, nested_cond) = (outer_if.condition(ir).checked(), nested_if.condition(ir).checked());
        let ctx = ir.ctx().clone();
        let types: Vec<Type> =
            ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
        let mut and = OperationState::new(ctx.op_name("arith.andi"), loc);
        and.operands = vec![cond, nested_cond];
        and.result_types = vec![ctx.i1_type()];
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(and) = rw.create(and, op) else { return false };
        let Ok(new_cond) = rw.ir().result(and, 0) else { return false };
        let Some(combined) = new_if(rw, op, new_cond, types) else { return false };
        let mut results: Vec<Value> = rw.ir().results(combined).map(|r| r.collect()).unwrap_or_default();
        rw.set_insertion_point(InsertPoint::Before(combined));
        for i in to_select {
            let mut sel = OperationState::new(ctx.op_name("arith.select"), loc);
            sel.operands = vec![cond, then_yield[i], else_yield[i]];
            sel.result_types = vec![match rw.ir().value_type(then_yield[i]) {
                Ok(t) => t,
                Err(_) => return false,
            }];
            let Ok(s) = rw.create(sel, combined) else { return false };
            results[i] = Value::OpResult { op: s, index: 0 };
        }
        let regions = rw.ir().regions(combined).map(|r| r.to_vec()).unwrap_or_default();
        let block = rw.create_block(&[]);
        if rw.move_block(block, regions[0], None).is_err() || rw.merge_blocks(nested_then, block, &[]).is_err() {
            return false;
        }
        if !set_yield(rw, block, then_yield) {
            return false;
        }
        if !else_yield.is_empty() {
            let eb = rw.create_block(&[]);
            if rw.move_block(eb, regions[1], None).is_err() {
                return false;
            }
            let mut y = OperationState::new(ctx.op_name("scf.yield"), loc);
            y.operands = else_yield;
            rw.set_insertion_point(InsertPoint::BlockEnd(eb));
            if rw.create(y, op).is_err() {
                return false;
            }
        }
        rw.replace_op(op, &results).is_ok()
    }
}
