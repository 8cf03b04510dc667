//! Canonicalization of `scf.while`, upstream's `WhileOp` patterns in its
//! order: `RemoveLoopInvariantArgsFromBeforeBlock`,
//! `RemoveLoopInvariantValueYielded`, `WhileConditionTruth`,
//! `WhileCmpCond`, `WhileUnusedResult`, `WhileRemoveDuplicatedResults`,
//! `WhileRemoveUnusedArgs` and `WhileOpAlignBeforeArgs`.
//!
//! Upstream rebuilds the loop for each; these patterns edit the blocks in
//! place and create a new `scf.while` only when the result types change.
//! Block arguments keep their locations, as mlir-opt 22's output shows,
//! except in `WhileOpAlignBeforeArgs`, whose new blocks upstream builds
//! with every argument at the loop.

use super::common::{adopt_blocks, operands};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The op's canonicalization patterns, in upstream's order.
pub fn while_patterns() -> Vec<PatternRef> {
    let mut patterns: Vec<PatternRef> = vec![
        Arc::new(WhileConditionTruth),
        Arc::new(WhileCmpCond),
        Arc::new(WhileOpAlignBeforeArgs),
        Arc::new(super::while_move_if_down::WhileMoveIfDown),
    ];
    patterns.extend(mlir_ir::rewrite::region_branch_patterns::region_branch_canonicalization_patterns("scf.while"));
    patterns
}

/// A well-formed `scf.while` as the patterns read it.
struct Loop {
    before: BlockId,
    after: BlockId,
    condition: OpId,
    /// The loop's operands, its before-block arguments and the yielded
    /// values (one each per carried value).
    inits: Vec<Value>,
    before_args: Vec<Value>,
    yields: Vec<Value>,
    /// The condition's `i1`, the values it forwards, the after-block
    /// arguments and the results (one each per forwarded value).
    cond: Value,
    forwarded: Vec<Value>,
    after_args: Vec<Value>,
    results: Vec<Value>,
    name: mlir_ir::OperationName,
    loc: mlir_ir::Location,
}

fn view(ir: &Ir, op: OpId) -> Option<Loop> {
    let regions = ir.regions(op).ok()?;
    let before = ir.region_first_block(*regions.first()?).ok()??;
    let after = ir.region_first_block(*regions.get(1)?).ok()??;
    let condition = ir.block_last_op(before).ok()??;
    let yield_op = ir.block_last_op(after).ok()??;
    let condition_operands = operands(ir, condition);
    let (&cond, forwarded) = condition_operands.split_first()?;
    let l = Loop {
        before,
        after,
        condition,
        inits: operands(ir, op),
        before_args: block_args(ir, before),
        yields: operands(ir, yield_op),
        cond,
        forwarded: forwarded.to_vec(),
        after_args: block_args(ir, after),
        results: ir.results(op).ok()?.collect(),
        name: ir.op_name(op).ok()?,
        loc: ir.op_loc(op).ok()?,
    };
    let carried = l.inits.len() == l.before_args.len() && l.inits.len() == l.yields.len();
    let forwards = l.forwarded.len() == l.after_args.len() && l.forwarded.len() == l.results.len();
    (carried && forwards).then_some(l)
}

fn block_args(ir: &Ir, block: BlockId) -> Vec<Value> {
    ir.block_args(block).map(|a| a.collect()).unwrap_or_default()
}

/// Ends a pattern that changes what the loop forwards: the condition
/// forwards `forwarded`, the after-block arguments marked in `dropped` go,
/// and a new loop with result types `types` adopts both blocks and
/// replaces `op`, result `i` by the new loop's result `replacements[i]`.
fn rebuild(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    l: &Loop,
    (forwarded, dropped): (&[Value], &[bool]),
    types: Vec<mlir_ir::Type>,
    replacements: &[u32],
) -> bool {
    let mut condition_operands = vec![l.cond];
    condition_operands.extend_from_slice(forwarded);
    let regions = rw.modify_in_place(l.condition, |ir| {
        let _ = ir.set_operands(l.condition, &condition_operands);
        for i in (0..dropped.len()).rev().filter(|i| dropped[*i]) {
            let _ = ir.erase_block_arg(l.after, i);
        }
        let old = ir.regions(op).ok()?.to_vec();
        adopt_blocks(ir, &old)
    });
    let Some(regions) = regions else { return false };
    let mut st = OperationState::new(l.name, l.loc);
    st.operands = l.inits.clone();
    st.result_types = types;
    st.regions = regions;
    let Ok(new) = rw.create(st, op) else { return false };
    let values: Vec<Value> = replacements.iter().map(|&index| Value::OpResult { op: new, index }).collect();
    rw.replace_op(op, &values).is_ok()
}

/// `arith.constant true` / `false` at `loc`.
fn bool_constant(ctx: &mlir_ir::Context, value: bool, loc: mlir_ir::Location) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.attributes.push((ctx.ident("value"), ctx.bool_attr(value)));
    st.result_types.push(ctx.i1_type());
    st
}

/// An after-block argument that carries the condition itself is `true`
/// there (the after block only runs when it holds).
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileConditionTruth"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(l) = view(ir, op) else { return false };
        let targets: Vec<Value> = l
            .forwarded
            .iter()
            .zip(&l.after_args)
            .filter(|(v, arg)| **v == l.cond && ir.value_has_uses(**arg).unwrap_or(false))
            .map(|(_, arg)| *arg)
            .collect();
        if targets.is_empty() {
            return false;
        }
        let Ok(truth) = rw.create(bool_constant(ir.ctx(), true, l.loc), op) else { return false };
        let truth = Value::OpResult { op: truth, index: 0 };
        targets.into_iter().all(|arg| rw.replace_all_uses_with(arg, truth).is_ok())
    }
}

/// The predicate of an `arith.cmpi`, as its enum value.
fn cmpi_predicate(ir: &Ir, op: OpId) -> Option<i64> {
    let a = crate::arith::CmpIOp::new(ir, op)?.predicate(ir).checked()?;
    crate::fold_utils::int_of(ir.ctx(), a).and_then(|(_, v)| v.to_i64())
}

/// In the after block, an `arith.cmpi` that repeats the condition's
/// comparison on a forwarded operand is `true` (`false` for the inverse
/// predicate): the block only runs when the condition held.
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileCmpCond"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(l) = view(ir, op) else { return false };
        let Value::OpResult { op: cmp, .. } = l.cond else { return false };
        let is_cmpi = |o: OpId| ir.op_name(o).is_ok_and(|n| ir.ctx().op_name_str(n) == "arith.cmpi");
        if !is_cmpi(cmp) {
            return false;
        }
        let cmp_operands = operands(ir, cmp);
        let Some(pred) = cmpi_predicate(ir, cmp) else { return false };
        let mut replace: Vec<(OpId, bool)> = Vec::new();
        for (arg, after_arg) in l.forwarded.iter().zip(&l.after_args) {
            for idx in 0..2 {
                if cmp_operands.get(idx) != Some(arg) {
                    continue;
                }
                for u in ir.value_uses(*after_arg).unwrap_or_default() {
                    let cmp2 = u.op;
                    if !is_cmpi(cmp2) || replace.iter().any(|(o, _)| *o == cmp2) {
                        continue;
                    }
                    if operands(ir, cmp2).get(1 - idx) != cmp_operands.get(1 - idx) {
                        continue;
                    }
                    match cmpi_predicate(ir, cmp2) {
                        Some(p2) if p2 == pred => replace.push((cmp2, true)),
                        Some(p2) if p2 == crate::arith::invert_cmpi_predicate(pred) => replace.push((cmp2, false)),
                        _ => {}
                    }
                }
            }
        }
        if replace.is_empty() {
            return false;
        }
        let ctx = ir.ctx().clone();
        for (cmp2, value) in replace {
            let Ok(loc) = rw.ir().op_loc(cmp2) else { return false };
            if rw.replace_op_with_new(cmp2, bool_constant(&ctx, value, loc)).is_err() {
                return false;
            }
        }
        true
    }
}

/// When the condition forwards the before-block arguments themselves, in
/// another order and each once, it forwards them in their own order; the
/// after-block arguments and results are permuted to match.
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(l) = view(ir, op) else { return false };
        if l.before_args == l.forwarded || l.forwarded.len() != l.before_args.len() {
            return false;
        }
        if l.forwarded.iter().enumerate().any(|(i, v)| l.forwarded[..i].contains(v)) {
            return false;
        }
        // mapping[k]: the before-block argument that forwarded value k is.
        let Some(mapping) =
            l.forwarded.iter().map(|v| l.before_args.iter().position(|b| b == v)).collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        let mut types = vec![None; mapping.len()];
        for (k, &j) in mapping.iter().enumerate() {
            types[j] = ir.value_type(l.results[k]).ok();
        }
        let Some(types) = types.into_iter().collect::<Option<Vec<_>>>() else { return false };
        // Upstream's new blocks have every argument at the loop: new after
        // arguments in before-block order stand for the old ones.
        let n = l.after_args.len();
        let mut fresh = Vec::with_capacity(n);
        for ty in &types {
            match rw.add_block_arg(l.after, *ty, l.loc) {
                Ok(v) => fresh.push(v),
                Err(_) => return false,
            }
        }
        for (k, &j) in mapping.iter().enumerate() {
            if rw.replace_all_uses_with(l.after_args[k], fresh[j]).is_err() {
                return false;
            }
        }
        for i in 0..l.before_args.len() {
            let _ = rw.set_block_arg_loc(l.before, i, l.loc);
        }
        let dropped: Vec<bool> = (0..2 * n).map(|i| i < n).collect();
        let replacements: Vec<u32> = mapping.iter().map(|&j| j as u32).collect();
        rebuild(rw, op, &l, (&l.before_args, &dropped), types, &replacements)
    }
}
