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

use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The op's canonicalization patterns, in upstream's order.
pub fn while_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(RemoveLoopInvariantArgsFromBeforeBlock),
        Arc::new(RemoveLoopInvariantValueYielded),
        Arc::new(WhileConditionTruth),
        Arc::new(WhileCmpCond),
        Arc::new(WhileUnusedResult),
        Arc::new(WhileRemoveDuplicatedResults),
        Arc::new(WhileRemoveUnusedArgs),
        Arc::new(WhileOpAlignBeforeArgs),
    ]
}

/// The blocks and terminators of a well-formed `scf.while`.
struct Parts {
    before: BlockId,
    after: BlockId,
    condition: OpId,
    yield_op: OpId,
}

/// What a result of a rebuilt loop is replaced by.
#[derive(Copy, Clone)]
enum Replacement {
    /// A value of the old loop's (loop invariant, or unused).
    Value(Value),
    /// A result of the new loop.
    Result(u32),
}

/// Result `i` of the old loop: the value when `fixed[i]` holds one, else
/// the new loop's next result.
fn in_order(fixed: &[Option<Value>]) -> Vec<Replacement> {
    let mut next = 0;
    fixed
        .iter()
        .map(|f| match f {
            Some(v) => Replacement::Value(*v),
            None => {
                next += 1;
                Replacement::Result(next - 1)
            }
        })
        .collect()
}

fn parts(ir: &Ir, op: OpId) -> Option<Parts> {
    let regions = ir.regions(op).ok()?;
    let before = ir.region_first_block(*regions.first()?).ok()??;
    let after = ir.region_first_block(*regions.get(1)?).ok()??;
    Some(Parts { before, after, condition: ir.block_last_op(before).ok()??, yield_op: ir.block_last_op(after).ok()?? })
}

fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).map(|o| o.collect()).unwrap_or_default()
}

fn block_args(ir: &Ir, block: BlockId) -> Vec<Value> {
    ir.block_args(block).map(|a| a.collect()).unwrap_or_default()
}

/// A before-block argument is loop invariant when the value yielded for
/// it is its initial value, or is an after-block argument whose condition
/// operand is that before-block argument or its initial value. Its uses
/// take the initial value and it leaves the loop.
struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "RemoveLoopInvariantArgsFromBeforeBlock"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let inits = operands(ir, op);
        let yields = operands(ir, p.yield_op);
        let before_args = block_args(ir, p.before);
        let cond_args: Vec<Value> = operands(ir, p.condition).into_iter().skip(1).collect();
        if inits.len() != yields.len() || inits.len() != before_args.len() {
            return false;
        }
        let invariant: Vec<bool> = (0..inits.len())
            .map(|i| {
                if yields[i] == inits[i] {
                    return true;
                }
                match yields[i] {
                    Value::BlockArg { block, index } if block == p.after => {
                        cond_args.get(index as usize).is_some_and(|c| *c == before_args[i] || *c == inits[i])
                    }
                    _ => false,
                }
            })
            .collect();
        if !invariant.contains(&true) {
            return false;
        }
        for (i, &inv) in invariant.iter().enumerate() {
            if inv && rw.replace_all_uses_with(before_args[i], inits[i]).is_err() {
                return false;
            }
        }
        let keep = |vs: &[Value]| -> Vec<Value> {
            vs.iter().zip(&invariant).filter(|(_, inv)| !**inv).map(|(v, _)| *v).collect()
        };
        let (new_inits, new_yields) = (keep(&inits), keep(&yields));
        rw.modify_in_place(op, |ir| {
            for i in (0..invariant.len()).rev().filter(|i| invariant[*i]) {
                let _ = ir.erase_block_arg(p.before, i);
            }
            let _ = ir.set_operands(p.yield_op, &new_yields);
            ir.set_operands(op, &new_inits).is_ok()
        })
    }
}

/// A value the condition forwards that is defined outside the before
/// block is loop invariant: the after-block argument and the loop result
/// it feeds are replaced by it, and the loop stops carrying it.
struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "RemoveLoopInvariantValueYielded"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        let after_args = block_args(ir, p.after);
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        if cond_args.len() != after_args.len() || cond_args.len() != results.len() {
            return false;
        }
        let invariant: Vec<bool> =
            cond_args.iter().map(|v| ir.value_parent_block(*v).ok().flatten() != Some(p.before)).collect();
        if !invariant.contains(&true) {
            return false;
        }
        let kept: Vec<Value> = cond_args.iter().zip(&invariant).filter(|(_, inv)| !**inv).map(|(v, _)| *v).collect();
        let Ok(types) = kept.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>() else { return false };
        let (Ok(loc), Ok(name), inits) = (ir.op_loc(op), ir.op_name(op), operands(ir, op)) else { return false };
        for (i, &inv) in invariant.iter().enumerate() {
            if inv && rw.replace_all_uses_with(after_args[i], cond_args[i]).is_err() {
                return false;
            }
        }
        let mut condition_operands = vec![cond];
        condition_operands.extend(kept);
        let fixed: Vec<Option<Value>> = cond_args.iter().zip(&invariant).map(|(v, inv)| inv.then_some(*v)).collect();
        rebuild(rw, op, &p, &condition_operands, &invariant, (name, loc, inits, types), &in_order(&fixed))
    }
}

/// Ends a pattern that drops after-block arguments: the condition forwards
/// `condition_operands`, the after-block arguments marked in `dropped` go,
/// and a new loop with result types `types` adopts both blocks and
/// replaces `op`, result `i` by `replacements[i]`.
fn rebuild(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    p: &Parts,
    condition_operands: &[Value],
    dropped: &[bool],
    (name, loc, inits, types): (mlir_ir::OperationName, mlir_ir::Location, Vec<Value>, Vec<mlir_ir::Type>),
    replacements: &[Replacement],
) -> bool {
    let regions = rw.modify_in_place(p.condition, |ir| {
        let _ = ir.set_operands(p.condition, condition_operands);
        for i in (0..dropped.len()).rev().filter(|i| dropped[*i]) {
            let _ = ir.erase_block_arg(p.after, i);
        }
        let mut regions = Vec::new();
        for block in [p.before, p.after] {
            let region = ir.create_region();
            if ir.detach_block(block).is_err() || ir.append_block(region, block).is_err() {
                return None;
            }
            regions.push(region);
        }
        Some(regions)
    });
    let Some(regions) = regions else { return false };
    let mut st = OperationState::new(name, loc);
    st.operands = inits;
    st.result_types = types;
    st.regions = regions;
    let Ok(new) = rw.create(st, op) else { return false };
    let values: Vec<Value> = replacements
        .iter()
        .map(|r| match r {
            Replacement::Value(v) => *v,
            Replacement::Result(i) => Value::OpResult { op: new, index: *i },
        })
        .collect();
    rw.replace_op(op, &values).is_ok()
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
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        let targets: Vec<Value> = cond_args
            .iter()
            .zip(block_args(ir, p.after))
            .filter(|(v, arg)| **v == cond && ir.value_has_uses(*arg).unwrap_or(false))
            .map(|(_, arg)| arg)
            .collect();
        if targets.is_empty() {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
        st.attributes.push((ctx.ident("value"), ctx.bool_attr(true)));
        st.result_types.push(ctx.i1_type());
        let Ok(truth) = rw.create(st, op) else { return false };
        let truth = Value::OpResult { op: truth, index: 0 };
        targets.into_iter().all(|arg| rw.replace_all_uses_with(arg, truth).is_ok())
    }
}

/// A result that is unused, and whose after-block argument is unused too,
/// is no longer carried.
struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileUnusedResult"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        let after_args = block_args(ir, p.after);
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        if cond_args.len() != after_args.len() || cond_args.len() != results.len() {
            return false;
        }
        let unused = |v: Value| !ir.value_has_uses(v).unwrap_or(true);
        let dropped: Vec<bool> = results.iter().zip(&after_args).map(|(r, a)| unused(*r) && unused(*a)).collect();
        if !dropped.contains(&true) {
            return false;
        }
        let mut condition_operands = vec![cond];
        condition_operands.extend(cond_args.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(v, _)| *v));
        let Ok(types) = results
            .iter()
            .zip(&dropped)
            .filter(|(_, d)| !**d)
            .map(|(r, _)| ir.value_type(*r))
            .collect::<Result<Vec<_>, _>>()
        else {
            return false;
        };
        let (Ok(loc), Ok(name), inits) = (ir.op_loc(op), ir.op_name(op), operands(ir, op)) else { return false };
        // An unused result needs no replacement: it stands for itself.
        let fixed: Vec<Option<Value>> = results.iter().zip(&dropped).map(|(r, d)| d.then_some(*r)).collect();
        rebuild(rw, op, &p, &condition_operands, &dropped, (name, loc, inits, types), &in_order(&fixed))
    }
}

/// The predicate of an `arith.cmpi`, as its enum value.
fn cmpi_predicate(ir: &Ir, op: OpId) -> Option<i64> {
    let a = crate::spec::verify::op_attr(ir, op, "predicate")?;
    crate::fold_utils::int_of(ir.ctx(), a).and_then(|(_, v)| v.to_i64())
}

/// `arith::invertPredicate` for `arith.cmpi`: eq/ne, slt/sge, sle/sgt,
/// ult/uge, ule/ugt.
fn invert_cmpi(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
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
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        let Value::OpResult { op: cmp, .. } = cond else { return false };
        let is_cmpi = |o: OpId| ir.op_name(o).is_ok_and(|n| ir.ctx().op_name_str(n) == "arith.cmpi");
        if !is_cmpi(cmp) {
            return false;
        }
        let cmp_operands = operands(ir, cmp);
        let Some(pred) = cmpi_predicate(ir, cmp) else { return false };
        let mut replace: Vec<(OpId, bool)> = Vec::new();
        for (arg, after_arg) in cond_args.iter().zip(block_args(ir, p.after)) {
            for idx in 0..2 {
                if cmp_operands.get(idx) != Some(arg) {
                    continue;
                }
                for u in ir.value_uses(after_arg).unwrap_or_default() {
                    let cmp2 = u.op;
                    if !is_cmpi(cmp2) || replace.iter().any(|(o, _)| *o == cmp2) {
                        continue;
                    }
                    if operands(ir, cmp2).get(1 - idx) != cmp_operands.get(1 - idx) {
                        continue;
                    }
                    match cmpi_predicate(ir, cmp2) {
                        Some(p2) if p2 == pred => replace.push((cmp2, true)),
                        Some(p2) if p2 == invert_cmpi(pred) => replace.push((cmp2, false)),
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
            let Ok(loc) = rw.ir.op_loc(cmp2) else { return false };
            let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
            st.attributes.push((ctx.ident("value"), ctx.bool_attr(value)));
            st.result_types.push(ctx.i1_type());
            if rw.replace_op_with_new(cmp2, st).is_err() {
                return false;
            }
        }
        true
    }
}

/// A value the condition forwards more than once is carried once: the
/// after-block arguments and results of the repeats become the first's.
struct WhileRemoveDuplicatedResults;

impl RewritePattern for WhileRemoveDuplicatedResults {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileRemoveDuplicatedResults"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        let after_args = block_args(ir, p.after);
        if cond_args.len() != after_args.len() {
            return false;
        }
        // Where each forwarded value first appears.
        let first: Vec<usize> = cond_args.iter().map(|v| cond_args.iter().position(|w| w == v).unwrap_or(0)).collect();
        let dropped: Vec<bool> = first.iter().enumerate().map(|(i, f)| *f != i).collect();
        if !dropped.contains(&true) {
            return false;
        }
        let unique: Vec<Value> = cond_args.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(v, _)| *v).collect();
        let Ok(types) = unique.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>() else { return false };
        let (Ok(loc), Ok(name), inits) = (ir.op_loc(op), ir.op_name(op), operands(ir, op)) else { return false };
        // Result i is the new loop's result where its value first appears.
        let replacements: Vec<Replacement> =
            first.iter().map(|f| Replacement::Result((0..*f).filter(|j| !dropped[*j]).count() as u32)).collect();
        for (i, &d) in dropped.iter().enumerate() {
            if d && rw.replace_all_uses_with(after_args[i], after_args[first[i]]).is_err() {
                return false;
            }
        }
        let mut condition_operands = vec![cond];
        condition_operands.extend(unique);
        rebuild(rw, op, &p, &condition_operands, &dropped, (name, loc, inits, types), &replacements)
    }
}

/// A before-block argument nothing uses is no longer carried.
struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileRemoveUnusedArgs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let before_args = block_args(ir, p.before);
        let inits = operands(ir, op);
        let yields = operands(ir, p.yield_op);
        if before_args.len() != inits.len() || before_args.len() != yields.len() {
            return false;
        }
        let unused: Vec<bool> = before_args.iter().map(|a| !ir.value_has_uses(*a).unwrap_or(true)).collect();
        if !unused.contains(&true) {
            return false;
        }
        let keep =
            |vs: &[Value]| -> Vec<Value> { vs.iter().zip(&unused).filter(|(_, u)| !**u).map(|(v, _)| *v).collect() };
        let (new_inits, new_yields) = (keep(&inits), keep(&yields));
        rw.modify_in_place(op, |ir| {
            for i in (0..unused.len()).rev().filter(|i| unused[*i]) {
                let _ = ir.erase_block_arg(p.before, i);
            }
            let _ = ir.set_operands(p.yield_op, &new_yields);
            ir.set_operands(op, &new_inits).is_ok()
        })
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
        let ir = &*rw.ir;
        let Some(p) = parts(ir, op) else { return false };
        let before_args = block_args(ir, p.before);
        let cond_operands = operands(ir, p.condition);
        let Some((&cond, cond_args)) = cond_operands.split_first() else { return false };
        if before_args == cond_args || cond_args.len() != before_args.len() {
            return false;
        }
        if cond_args.iter().enumerate().any(|(i, v)| cond_args[..i].contains(v)) {
            return false;
        }
        // mapping[k]: the before-block argument that condition operand k is.
        let Some(mapping) =
            cond_args.iter().map(|v| before_args.iter().position(|b| b == v)).collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
        let after_args = block_args(ir, p.after);
        if results.len() != mapping.len() || after_args.len() != mapping.len() {
            return false;
        }
        let mut types = vec![None; mapping.len()];
        for (k, &j) in mapping.iter().enumerate() {
            types[j] = ir.value_type(results[k]).ok();
        }
        let Some(types) = types.into_iter().collect::<Option<Vec<_>>>() else { return false };
        let (Ok(loc), Ok(name), inits) = (ir.op_loc(op), ir.op_name(op), operands(ir, op)) else { return false };
        // Upstream's new blocks have every argument at the loop: new after
        // arguments in before-block order stand for the old ones.
        let n = after_args.len();
        let mut fresh = Vec::with_capacity(n);
        for ty in &types {
            match rw.ir.add_block_arg(p.after, *ty, loc) {
                Ok(v) => fresh.push(v),
                Err(_) => return false,
            }
        }
        for (k, &j) in mapping.iter().enumerate() {
            if rw.replace_all_uses_with(after_args[k], fresh[j]).is_err() {
                return false;
            }
        }
        for i in 0..before_args.len() {
            let _ = rw.ir.set_block_arg_loc(p.before, i, loc);
        }
        let dropped: Vec<bool> = (0..2 * n).map(|i| i < n).collect();
        let mut condition_operands = vec![cond];
        condition_operands.extend(before_args);
        let replacements: Vec<Replacement> = mapping.iter().map(|&j| Replacement::Result(j as u32)).collect();
        rebuild(rw, op, &p, &condition_operands, &dropped, (name, loc, inits, types), &replacements)
    }
}
