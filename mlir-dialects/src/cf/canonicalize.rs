//! Canonicalization patterns of `cf.br` and `cf.cond_br` (upstream's
//! `ControlFlowOps.cpp`): branches on constants become unconditional,
//! branches through blocks that only branch on are collapsed, and a
//! branch to a block with no other predecessor merges the two.

use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{BlockId, Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The patterns of `cf.br`.
pub fn br_patterns() -> Vec<PatternRef> {
    vec![Arc::new(BrToBlockWithSinglePred), Arc::new(PassThroughBr)]
}

/// The patterns of `cf.cond_br`.
pub fn cond_br_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(ConstCondBranch),
        Arc::new(PassThroughCondBranch),
        Arc::new(CondBranchIdenticalSuccessors),
        Arc::new(CondBranchFromCondBranchOnSameCondition),
        Arc::new(CondBranchTruthPropagation),
    ]
}

/// The pattern of `cf.assert`: an assertion of `true` is erased.
pub fn assert_patterns() -> Vec<PatternRef> {
    vec![Arc::new(AssertTrue)]
}

struct AssertTrue;

impl RewritePattern for AssertTrue {
    fn root(&self) -> Option<&str> {
        Some("cf.assert")
    }
    fn name(&self) -> &str {
        "EraseAssertTrue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(assert) = super::AssertOp::new(ir, op) else { return false };
        if !constant_int(ir, assert.arg(ir).checked()).is_some_and(|v| v.bit(0)) {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// The block `op` is in, if that block's single predecessor edge comes
/// from a `cf.cond_br` (upstream's `getSinglePredecessor`).
fn single_pred_cond_br(ir: &Ir, block: BlockId) -> Option<OpId> {
    let preds = ir.block_predecessors(block).ok()?;
    let [p] = preds.as_slice() else { return None };
    name_is(ir, p.op, "cf.cond_br").then_some(p.op)
}

/// A `cf.cond_br` whose block is reached only from a `cf.cond_br` on the
/// same condition takes the same way.
struct CondBranchFromCondBranchOnSameCondition;

impl RewritePattern for CondBranchFromCondBranchOnSameCondition {
    fn root(&self) -> Option<&str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Ok(Some(block)) = ir.op_parent_block(op) else { return false };
        let Some(pred) = single_pred_cond_br(ir, block) else { return false };
        let (Some((cond, t, f)), Some((pred_cond, _, _))) = (cond_br_parts(ir, op), cond_br_parts(ir, pred)) else {
            return false;
        };
        if cond != pred_cond {
            return false;
        }
        let taken_true = ir.successor(pred, 0).is_ok_and(|b| b == block);
        let (dest, operands) = if taken_true { (ir.successor(op, 0), t) } else { (ir.successor(op, 1), f) };
        let Ok(dest) = dest else { return false };
        let Some(st) = br_state(ir, op, dest, &operands) else { return false };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// In a destination block reached only through this branch, the
/// condition is known: its uses there become `true`/`false` constants.
struct CondBranchTruthPropagation;

impl RewritePattern for CondBranchTruthPropagation {
    fn root(&self) -> Option<&str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &str {
        "CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((cond, _, _)) = cond_br_parts(rw.ir(), op) else { return false };
        let mut replaced = false;
        for (succ, value) in [(0, true), (1, false)] {
            let ir = rw.ir();
            let Ok(dest) = ir.successor(op, succ) else { continue };
            if ir.block_predecessors(dest).map(|p| p.len()).unwrap_or(0) != 1 {
                continue;
            }
            let uses: Vec<_> = ir
                .value_uses(cond)
                .unwrap_or_default()
                .into_iter()
                .filter(|u| ir.op_parent_block(u.op).ok().flatten() == Some(dest))
                .collect();
            if uses.is_empty() {
                continue;
            }
            let ctx = ir.ctx().clone();
            let Ok(loc) = ir.op_loc(op) else { return replaced };
            let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
            st.attributes.push((ctx.ident("value"), ctx.bool_attr(value)));
            st.result_types.push(ctx.i1_type());
            rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
            let Ok(c) = rw.create(st, op) else { return replaced };
            let Ok(cv) = rw.ir().result(c, 0) else { return replaced };
            for u in uses {
                let ok = rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, cv).is_ok());
                replaced |= ok;
            }
        }
        replaced
    }
}

pub(super) fn name_is(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == name)
}

/// A `cf.br` to `dest` with `operands`.
pub(super) fn br_state(ir: &Ir, op: OpId, dest: BlockId, operands: &[Value]) -> Option<OperationState> {
    let ctx = ir.ctx();
    let mut st = OperationState::new(ctx.op_name("cf.br"), ir.op_loc(op).ok()?);
    st.operands = operands.to_vec();
    st.successors.push(dest);
    Some(st)
}

/// `(condition, true operands, false operands)` of a `cf.cond_br`.
fn cond_br_parts(ir: &Ir, op: OpId) -> Option<(Value, Vec<Value>, Vec<Value>)> {
    let br = super::CondBranchOp::new(ir, op)?;
    Some((br.condition(ir).checked(), br.true_dest_operands(ir).checked(), br.false_dest_operands(ir).checked()))
}

/// Upstream's `collapseBranch`: if `block` holds only a `cf.br` whose
/// operands are its arguments or outside values, the branch can go to that
/// `cf.br`'s destination directly, with the operands mapped.
pub(super) fn collapse(ir: &Ir, block: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let first = ir.block_first_op(block).ok()??;
    if ir.op_next(first).ok()?.is_some() || !name_is(ir, first, "cf.br") {
        return None;
    }
    let args: Vec<Value> = ir.block_args(block).ok()?.collect();
    for a in &args {
        if ir.value_uses(*a).ok()?.iter().any(|u| u.op != first) {
            return None;
        }
    }
    let dest = ir.successor(first, 0).ok()?;
    if dest == block {
        return None;
    }
    // Nor through a chain of `cf.br` terminators that runs into a cycle
    // (an infinite loop), as upstream's `collapseBranch`.
    let mut visited: hashbrown::HashSet<BlockId> = [block, dest].into_iter().collect();
    let mut next = dest;
    while let Some(t) = ir.block_last_op(next).ok().flatten().filter(|t| name_is(ir, *t, "cf.br")) {
        next = ir.successor(t, 0).ok()?;
        if !visited.insert(next) {
            return None;
        }
    }
    let mapped = ir
        .operands(first)
        .ok()?
        .map(|v| match args.iter().position(|a| *a == v) {
            Some(i) => operands.get(i).copied().unwrap_or(v),
            None => v,
        })
        .collect();
    Some((dest, mapped))
}

pub(super) use crate::fold_utils::constant_int;

struct BrToBlockWithSinglePred;

impl RewritePattern for BrToBlockWithSinglePred {
    fn root(&self) -> Option<&str> {
        Some("cf.br")
    }
    fn name(&self) -> &str {
        "SimplifyBrToBlockWithSinglePred"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let (Ok(succ), Ok(Some(parent))) = (ir.successor(op, 0), ir.op_parent_block(op)) else { return false };
        let preds = ir.block_predecessors(succ).unwrap_or_default();
        if succ == parent || preds.len() != 1 {
            return false;
        }
        let operands: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        // The branch goes first: the merged block must have no predecessor.
        if rw.erase_op(op).is_err() {
            return false;
        }
        rw.merge_blocks(succ, parent, &operands).is_ok()
    }
}

struct PassThroughBr;

impl RewritePattern for PassThroughBr {
    fn root(&self) -> Option<&str> {
        Some("cf.br")
    }
    fn name(&self) -> &str {
        "SimplifyPassThroughBr"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Ok(dest) = ir.successor(op, 0) else { return false };
        let operands: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        let Some((to, args)) = collapse(ir, dest, &operands) else { return false };
        let Some(st) = br_state(ir, op, to, &args) else { return false };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

struct ConstCondBranch;

impl RewritePattern for ConstCondBranch {
    fn root(&self) -> Option<&str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &str {
        "SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((cond, t, f)) = cond_br_parts(ir, op) else { return false };
        let Some(v) = constant_int(ir, cond) else { return false };
        let (dest, operands) = if v.is_zero() { (ir.successor(op, 1), f) } else { (ir.successor(op, 0), t) };
        let Ok(dest) = dest else { return false };
        let Some(st) = br_state(ir, op, dest, &operands) else { return false };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// A `cf.cond_br` like `op` with other destinations and operands.
fn cond_br_state(
    ir: &Ir,
    op: OpId,
    cond: Value,
    t: (BlockId, &[Value]),
    f: (BlockId, &[Value]),
) -> Option<OperationState> {
    let ctx = ir.ctx();
    let mut st = OperationState::new(ctx.op_name("cf.cond_br"), ir.op_loc(op).ok()?);
    st.operands.push(cond);
    st.operands.extend_from_slice(t.1);
    st.operands.extend_from_slice(f.1);
    st.successors = vec![t.0, f.0];
    st.attributes
        .push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&[1, t.1.len() as i32, f.1.len() as i32])));
    if let Some(w) = super::CondBranchOp::new(ir, op)?.branch_weights(ir).checked() {
        st.attributes.push((ctx.ident("branch_weights"), w));
    }
    Some(st)
}

struct PassThroughCondBranch;

impl RewritePattern for PassThroughCondBranch {
    fn root(&self) -> Option<&str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &str {
        "SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((cond, t, f)) = cond_br_parts(ir, op) else { return false };
        let (Ok(td), Ok(fd)) = (ir.successor(op, 0), ir.successor(op, 1)) else { return false };
        let nt = collapse(ir, td, &t);
        let nf = collapse(ir, fd, &f);
        if nt.is_none() && nf.is_none() {
            return false;
        }
        let (td, t) = nt.unwrap_or((td, t));
        let (fd, f) = nf.unwrap_or((fd, f));
        let Some(st) = cond_br_state(ir, op, cond, (td, &t), (fd, &f)) else { return false };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

struct CondBranchIdenticalSuccessors;

impl RewritePattern for CondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&str> {
        Some("cf.cond_br")
    }
    fn name(&self) -> &str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((cond, t, f)) = cond_br_parts(ir, op) else { return false };
        let (Ok(td), Ok(fd)) = (ir.successor(op, 0), ir.successor(op, 1)) else { return false };
        if td != fd {
            return false;
        }
        if t == f {
            let Some(st) = br_state(ir, op, td, &t) else { return false };
            return rw.replace_op_with_new(op, st).is_ok();
        }
        // Different operands: with this block the destination's only
        // predecessor, select between them.
        let Ok(Some(parent)) = ir.op_parent_block(op) else { return false };
        let preds = ir.block_predecessors(td).unwrap_or_default();
        let unique_pred = preds.iter().all(|p| ir.op_parent_block(p.op).ok().flatten() == Some(parent));
        if !unique_pred {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut merged = Vec::with_capacity(t.len());
        for (a, b) in t.iter().zip(&f) {
            if a == b {
                merged.push(*a);
                continue;
            }
            let Ok(ty) = rw.ir().value_type(*a) else { return false };
            let mut st = OperationState::new(ctx.op_name("arith.select"), loc);
            st.operands = vec![cond, *a, *b];
            st.result_types.push(ty);
            let Ok(sel) = rw.create(st, op) else { return false };
            let Ok(v) = rw.ir().result(sel, 0) else { return false };
            merged.push(v);
        }
        let Some(st) = br_state(rw.ir(), op, td, &merged) else { return false };
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
