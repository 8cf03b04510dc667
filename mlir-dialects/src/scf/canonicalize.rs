//! Canonicalization patterns of `scf.for` and `scf.if` (upstream's
//! `SCF.cpp`): loops with no or one iteration disappear, loop-carried
//! values that never change are dropped, and an `scf.if` on a constant
//! becomes the branch it takes.

use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::region_branch_patterns::region_branch_canonicalization_patterns;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, Value};
use num_bigint::BigInt;
use std::sync::Arc;

/// The patterns of `scf.for`.
pub fn for_patterns() -> Vec<PatternRef> {
    let mut patterns: Vec<PatternRef> = vec![Arc::new(SimplifyTrivialLoops)];
    patterns.extend(region_branch_canonicalization_patterns("scf.for"));
    patterns
}

/// The patterns of `scf.execute_region` without `no_inline`: its region is
/// inlined where the op was, as a straight sequence of ops when it has one
/// block, or (in a function or another `scf.execute_region`) as blocks
/// joined by `cf.br`. Otherwise results yielded from outside are forwarded
/// and unused ones dropped (upstream's RegionBranchOpInterface patterns).
pub fn execute_region_patterns() -> Vec<PatternRef> {
    let mut patterns: Vec<PatternRef> = vec![Arc::new(SingleBlockExecuteInliner), Arc::new(MultiBlockExecuteInliner)];
    patterns.extend(region_branch_canonicalization_patterns("scf.execute_region"));
    patterns
}

/// Upstream's `MultiBlockExecuteInliner`: the block holding the op is split
/// before it, a `cf.br` enters the region's first block, every `scf.yield`
/// becomes a `cf.br` to the split-off rest, whose new arguments replace the
/// op's results.
struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::ExecuteRegionOp::new(ir, op) else { return false };
        if view.no_inline(ir).checked().is_some() {
            return false;
        }
        let ctx = ir.ctx().clone();
        // Upstream inlines into a function (`FunctionOpInterface`, whose
        // ops here are the callables with bodies) or another
        // `scf.execute_region`.
        let parent = ir.op_parent_op(op).ok().flatten();
        let parent_ok = parent.is_some_and(|p| {
            mlir_ir::interfaces::op_interface::<dyn mlir_ir::interfaces::CallableOpInterface>(ir, p).is_some()
                || ir.op_name(p).ok() == ir.op_name(op).ok()
        });
        let (Ok(Some(prev)), Some(region)) =
            (ir.op_parent_block(op), ir.regions(op).ok().and_then(|r| r.first().copied()))
        else {
            return false;
        };
        let blocks: Vec<BlockId> = ir.region_blocks(region).map(|b| b.collect()).unwrap_or_default();
        let Some(&entry) = blocks.first() else { return false };
        let Ok(parent_region) = ir.block_parent_region(prev).map(|r| r.into_iter().next()) else { return false };
        let (true, Some(parent_region)) = (parent_ok, parent_region) else { return false };
        let loc = ir.op_loc(op).unwrap_or(ctx.unknown_loc());
        let result_types: Vec<_> =
            ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
        let Ok(post) = rw.split_block(prev, op) else { return false };
        let mut enter = OperationState::new(ctx.op_name("cf.br"), loc);
        enter.successors.push(entry);
        rw.set_insertion_point(InsertPoint::BlockEnd(prev));
        if rw.create(enter, op).is_err() {
            return false;
        }
        for &b in &blocks {
            let Ok(Some(term)) = rw.ir().block_last_op(b) else { continue };
            if !rw.ir().op_name(term).is_ok_and(|n| ctx.op_name_str(n) == "scf.yield") {
                continue;
            }
            let mut br = OperationState::new(ctx.op_name("cf.br"), rw.ir().op_loc(term).unwrap_or(loc));
            br.operands = rw.ir().operands(term).map(|o| o.collect()).unwrap_or_default();
            br.successors.push(post);
            rw.set_insertion_point(InsertPoint::Before(term));
            if rw.create(br, term).is_err() || rw.erase_op(term).is_err() {
                return false;
            }
        }
        for &b in &blocks {
            if rw.move_block(b, parent_region, Some(post)).is_err() {
                return false;
            }
        }
        let args: Vec<Value> = result_types.iter().filter_map(|t| rw.add_block_arg(post, *t, loc).ok()).collect();
        rw.set_insertion_point(InsertPoint::Before(op));
        rw.replace_op(op, &args).is_ok()
    }
}

struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::ExecuteRegionOp::new(ir, op) else { return false };
        if view.no_inline(ir).checked().is_some() {
            return false;
        }
        let Some(r) = ir.regions(op).ok().and_then(|r| r.first().copied()) else { return false };
        let (Ok(Some(first)), Ok(Some(last))) = (ir.region_first_block(r), ir.region_last_block(r)) else {
            return false;
        };
        if first != last {
            return false;
        }
        match body(ir, op, 0) {
            Some((block, term)) => inline_region_before(rw, op, block, term, &[]),
            None => false,
        }
    }
}

/// The patterns of `scf.if`.
pub fn if_patterns() -> Vec<PatternRef> {
    // Upstream's order (equal benefits apply in the order added).
    let mut patterns: Vec<PatternRef> = vec![
        Arc::new(super::if_not_swap::SwapIfOfNot),
        Arc::new(super::combine_ifs::CombineIfs),
        Arc::new(super::combine_ifs::CombineNestedIfs),
        Arc::new(super::condition_propagation::ConditionPropagation),
        Arc::new(super::if_to_select::ConvertTrivialIfToSelect),
        Arc::new(super::if_to_select::RemoveEmptyElseBranch),
        Arc::new(RemoveStaticCondition),
        Arc::new(super::if_unused_results::ReplaceIfYieldWithConditionOrValue),
    ];
    // Upstream 22's generic region-branch patterns come last.
    patterns.extend(region_branch_canonicalization_patterns("scf.if"));
    patterns
}

/// The integer a constant-like op defines for `v`.
pub(super) fn constant_int(ir: &Ir, v: Value) -> Option<BigInt> {
    crate::fold_utils::constant_int(ir, v).map(|i| i.to_bigint())
}

/// The body block and its terminator.
pub(super) fn body(ir: &Ir, op: OpId, region: usize) -> Option<(BlockId, OpId)> {
    let r = *ir.regions(op).ok()?.get(region)?;
    let b = ir.region_first_block(r).ok()??;
    let t = ir.block_last_op(b).ok()??;
    Some((b, t))
}

/// Whether `v` is defined outside `op` (not inside its regions).
pub(super) fn defined_outside(ir: &Ir, v: Value, op: OpId) -> bool {
    let block = match v {
        Value::OpResult { op: d, .. } => match ir.op_parent_block(d) {
            Ok(Some(b)) => b,
            _ => return true,
        },
        Value::BlockArg { block, .. } => block,
    };
    let mut cur = ir.block_parent_op(block).ok().flatten();
    while let Some(p) = cur {
        if p == op {
            return false;
        }
        cur = ir.op_parent_op(p).ok().flatten();
    }
    true
}

/// The trip count of `scf.for` `op` when its bounds and step are constants
/// (upstream's `constantTripCount`): `ub - lb` is computed at the bounds'
/// width (64 bits for `index`) and wraps as upstream's does; a difference
/// that wraps negative counts as no trip.
fn trip_count(ir: &Ir, op: OpId) -> Option<BigInt> {
    let view = super::ForOp::new(ir, op)?;
    let lb = constant_int(ir, view.lower_bound(ir).checked())?;
    let ub = constant_int(ir, view.upper_bound(ir).checked())?;
    let step = constant_int(ir, view.step(ir).checked())?;
    if step <= BigInt::from(0) {
        return None;
    }
    if ub <= lb {
        return Some(BigInt::from(0));
    }
    let ty = ir.value_type(view.lower_bound(ir).checked()).checked();
    let width = crate::fold_utils::int_width(ir.ctx(), ty)?;
    let diff = mlir_ir::support::apint::APInt::from_bigint(width, &(ub - lb)).to_bigint();
    if diff < BigInt::from(0) {
        return Some(BigInt::from(0));
    }
    Some((diff + &step - 1) / step)
}

/// Replaces `op`'s results by the ops of `block` inlined before it, the
/// block's arguments being `args` and its terminator's operands the results.
pub(super) fn inline_region_before(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    block: BlockId,
    term: OpId,
    args: &[Value],
) -> bool {
    let Ok(Some(parent)) = rw.ir().op_parent_block(op) else { return false };
    let yielded: Vec<Value> = rw.ir().operands(term).map(|o| o.collect()).unwrap_or_default();
    if rw.inline_block(block, parent, Some(op), args).is_err() {
        return false;
    }
    // The yielded values may be the block's own arguments, now replaced.
    let yielded: Vec<Value> = rw.ir().operands(term).map(|o| o.collect()).unwrap_or(yielded);
    if rw.erase_op(term).is_err() {
        return false;
    }
    rw.replace_op(op, &yielded).is_ok()
}

struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&str> {
        Some("scf.for")
    }
    fn name(&self) -> &str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Ok(operands) = ir.operands(op).map(|o| o.collect::<Vec<_>>()) else { return false };
        if operands.len() < 3 {
            return false;
        }
        let inits = operands[3..].to_vec();
        let trip = trip_count(ir, op);
        // No iteration: the results are the initial values.
        if operands[0] == operands[1] || trip == Some(BigInt::from(0)) {
            return rw.replace_op(op, &inits).is_ok();
        }
        let Some((block, term)) = body(ir, op, 0) else { return false };
        if trip.as_ref().is_some_and(|t| *t > BigInt::from(1)) {
            // A loop that runs, does nothing and yields outside values
            // results in those values.
            let only_yield = ir.block_first_op(block).ok().flatten() == Some(term);
            let yielded: Vec<Value> = ir.operands(term).map(|o| o.collect()).unwrap_or_default();
            if only_yield && yielded.iter().all(|v| defined_outside(ir, *v, op)) {
                return rw.replace_op(op, &yielded).is_ok();
            }
            return false;
        }
        if trip != Some(BigInt::from(1)) {
            return false;
        }
        let mut args = vec![operands[0]];
        args.extend(inits);
        inline_region_before(rw, op, block, term, &args)
    }
}

struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn name(&self) -> &str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IfOp::new(ir, op) else { return false };
        let Some(c) = constant_int(ir, view.condition(ir).checked()) else { return false };
        let region = if c == BigInt::from(0) { 1 } else { 0 };
        match body(ir, op, region) {
            Some((block, term)) => inline_region_before(rw, op, block, term, &[]),
            // A false condition with no else: nothing runs.
            None if ir.num_results(op).unwrap_or(1) == 0 => rw.erase_op(op).is_ok(),
            None => false,
        }
    }
}
