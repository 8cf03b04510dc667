//! `scf.while` canonicalization (upstream 22's `WhileMoveIfDown`): an
//! `scf.if` right before the `scf.condition`, on the same condition and
//! with an empty `else`, only runs when the loop goes on into its `after`
//! region, so its `then` body moves to the start of that region. The
//! condition forwards the `else` values where it forwarded the if's
//! results (the `after` arguments take the `then` values), and the values
//! of the `before` region the `then` body uses are forwarded as new
//! trailing results of a rebuilt loop.
//!
//! Unlike upstream 22, a loop whose `then` yields a value of the `before`
//! region itself is left alone (upstream's rewrite of it does not verify).
//! Like upstream 22, a result the condition forwards twice reaches only
//! the first position (the later ones already hold the `else` value when
//! they are looked at); `RemoveDuplicateSuccessorInputUses` normally merges
//! such positions first.

use super::common::operands;
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};

/// Upstream's `WhileMoveIfDown`.
pub(super) struct WhileMoveIfDown;

/// What the pattern reads of a matching loop.
struct Match {
    before_region: RegionId,
    after: BlockId,
    condition: OpId,
    if_op: OpId,
    then_block: BlockId,
    then_yield: OpId,
    else_yield: Option<OpId>,
}

fn matched(ir: &Ir, op: OpId) -> Option<Match> {
    let regions = ir.regions(op).ok()?;
    let (&before_region, &after_region) = (regions.first()?, regions.get(1)?);
    let before = ir.region_first_block(before_region).ok()??;
    let after = ir.region_first_block(after_region).ok()??;
    let condition = ir.block_last_op(before).ok()??;
    let if_op = ir.op_prev(condition).ok()??;
    let view = super::IfOp::new(ir, if_op)?;
    if view.condition(ir).checked() != super::ConditionOp::new(ir, condition)?.condition(ir).checked() {
        return None;
    }
    let (then_block, then_yield) = super::canonicalize::body(ir, if_op, 0)?;
    // An `else` with anything but its yield is not handled (as upstream).
    let else_yield = match super::canonicalize::body(ir, if_op, 1) {
        Some((block, term)) => {
            if ir.block_first_op(block).ok()? != Some(term) {
                return None;
            }
            Some(term)
        }
        None => None,
    };
    // The if's results may only feed the condition.
    for r in ir.results(if_op).ok()? {
        if ir.value_uses(r).ok()?.iter().any(|u| u.op != condition) {
            return None;
        }
    }
    // A then value defined in the before region itself would reach the
    // after region without being forwarded: upstream 22 rewrites such a
    // loop into IR that fails verification; it is left alone here.
    for v in operands(ir, then_yield) {
        if defined_in_region(ir, v, before_region) {
            return None;
        }
    }
    Some(Match { before_region, after, condition, if_op, then_block, then_yield, else_yield })
}

/// Every op nested in `block`, in order.
fn nested_ops(ir: &Ir, block: BlockId, out: &mut Vec<OpId>) {
    for op in ir.block_ops(block).into_iter().flatten() {
        out.push(op);
        for &r in ir.regions(op).map(|r| r.to_vec()).unwrap_or_default().iter() {
            for b in ir.region_blocks(r).into_iter().flatten() {
                nested_ops(ir, b, out);
            }
        }
    }
}

/// Whether `v` is defined directly in region `region` (a block argument
/// of one of its blocks, or a result of an op in one).
fn defined_in_region(ir: &Ir, v: Value, region: RegionId) -> bool {
    let block = ir.value_parent_block(v).ok().flatten();
    block.and_then(|b| ir.block_parent_region(b).ok().flatten()) == Some(region)
}

impl RewritePattern for WhileMoveIfDown {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileMoveIfDown"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(m) = matched(rw.ir(), op) else { return false };
        let if_results: Vec<Value> = rw.ir().results(m.if_op).map(|r| r.collect()).unwrap_or_default();
        let after_args: Vec<Value> = rw.ir().block_args(m.after).map(|a| a.collect()).unwrap_or_default();
        // The forwarded if results: the condition passes the else value
        // and the after argument takes the then value.
        // Upstream re-reads the condition's operands after each
        // replacement, so a result forwarded twice reaches only the first.
        let forwarded = |ir: &Ir| super::ConditionOp::new(ir, m.condition).map(|c| c.args(ir).checked());
        let yielded = |ir: &Ir, y: OpId| super::YieldOp::new(ir, y).map(|v| v.results(ir).checked());
        let Some(then_values) = yielded(rw.ir(), m.then_yield) else { return false };
        let else_values = m.else_yield.and_then(|y| yielded(rw.ir(), y)).unwrap_or_default();
        let count = forwarded(rw.ir()).map_or(0, |a| a.len());
        for idx in 0..count {
            let Some(arg) = forwarded(rw.ir()).and_then(|a| a.get(idx).copied()) else { return false };
            let Some(k) = if_results.iter().position(|r| *r == arg) else { continue };
            let (Some(&then_value), Some(&else_value), Some(&after_arg)) =
                (then_values.get(k), else_values.get(k), after_args.get(idx))
            else {
                return false;
            };
            if rw.replace_all_uses_with(if_results[k], else_value).is_err()
                || rw.replace_all_uses_with(after_arg, then_value).is_err()
            {
                return false;
            }
        }
        // The before region's values the then body uses, in use order.
        let ir = rw.ir();
        let mut inside = Vec::new();
        nested_ops(ir, m.then_block, &mut inside);
        let mut additional: Vec<Value> = Vec::new();
        for &o in &inside {
            for v in operands(ir, o) {
                if defined_in_region(ir, v, m.before_region) && !additional.contains(&v) {
                    additional.push(v);
                }
            }
        }
        let Some(extra_types) = additional.iter().map(|v| ir.value_type(*v).ok()).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let (Ok(name), Ok(loc), Ok(old_regions)) = (ir.op_name(op), ir.op_loc(op), ir.regions(op).map(|r| r.to_vec()))
        else {
            return false;
        };
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        let Some(mut result_types) = results.iter().map(|r| ir.value_type(*r).ok()).collect::<Option<Vec<_>>>() else {
            return false;
        };
        result_types.extend(extra_types.iter().copied());
        let mut state = OperationState::new(name, loc);
        state.operands = operands(ir, op);
        state.result_types = result_types;
        state.regions = vec![rw.create_region(), rw.create_region()];
        let new_regions = state.regions.clone();
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(new_loop) = rw.create(state, op) else { return false };
        let moved = rw.modify_in_place(new_loop, |ir| -> Option<Vec<Value>> {
            for (from, to) in old_regions.iter().zip(&new_regions) {
                for b in ir.region_blocks(*from).ok()?.collect::<Vec<_>>() {
                    ir.detach_block(b).ok()?;
                    ir.insert_block(*to, b, None).ok()?;
                }
            }
            extra_types.iter().map(|t| ir.add_block_arg(m.after, *t, loc).ok()).collect()
        });
        let Some(new_args) = moved else { return false };
        let appended = rw.modify_in_place(m.condition, |ir| {
            let mut all = operands(ir, m.condition);
            all.extend(additional.iter().copied());
            ir.set_operands(m.condition, &all)
        });
        if appended.is_err() {
            return false;
        }
        // Inside the then body, the before region's values are now the new
        // after arguments.
        for (v, arg) in additional.iter().zip(&new_args) {
            for u in rw.ir().value_uses(*v).unwrap_or_default() {
                if inside.contains(&u.op) {
                    let index = u.index as usize;
                    if rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, index, *arg)).is_err() {
                        return false;
                    }
                }
            }
        }
        let first = rw.ir().block_first_op(m.after).ok().flatten();
        if rw.erase_op(m.then_yield).is_err()
            || rw.inline_block(m.then_block, m.after, first, &[]).is_err()
            || rw.erase_op(m.if_op).is_err()
        {
            return false;
        }
        let new_results: Vec<Value> =
            rw.ir().results(new_loop).map(|r| r.take(results.len()).collect()).unwrap_or_default();
        rw.replace_op(op, &new_results).is_ok()
    }
}
