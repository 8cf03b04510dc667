//! The region verifier of `pdl.pattern` (upstream's
//! `PatternOp::verifyRegions`): the body ends in `pdl.rewrite`, holds only
//! `pdl` ops and at least one `pdl.operation`, and the entities the rewrite
//! uses form one connected component.

use super::{is_op, operation::operand_values, ResultOp, ResultsOp};
use mlir_ir::ods::view::Checked;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, Value};
use std::collections::HashSet;

fn loc(ir: &Ir, op: OpId) -> mlir_ir::Location {
    ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc())
}

/// The ops of `block`.
fn block_ops(ir: &Ir, block: mlir_ir::BlockId) -> Vec<OpId> {
    ir.block_ops(block).map(|i| i.collect()).unwrap_or_default()
}

/// The users of every result of `op`.
fn users(ir: &Ir, op: OpId) -> Vec<OpId> {
    let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
    results.into_iter().flat_map(|v| ir.value_uses_iter(v).map(|u| u.op).collect::<Vec<_>>()).collect()
}

/// The first op nested in `op`'s regions, in post order (children before
/// their parent, as upstream's `walk`), that `pred` accepts.
fn walk_find(ir: &Ir, op: OpId, pred: &dyn Fn(OpId) -> bool) -> Option<OpId> {
    for &r in ir.regions(op).map(|r| r.to_vec()).unwrap_or_default().iter() {
        for b in ir.region_blocks(r).map(|i| i.collect::<Vec<_>>()).unwrap_or_default() {
            for o in block_ops(ir, b) {
                if let Some(found) = walk_find(ir, o, pred) {
                    return Some(found);
                }
                if pred(o) {
                    return Some(o);
                }
            }
        }
    }
    None
}

/// The op whose result a `pdl.result` or `pdl.results` takes, when `op`
/// is one that fits its definition.
fn parent_of_result(ir: &Ir, op: OpId) -> Option<Value> {
    mlir_ir::on_view!(ir, op, |v| v.parent(ir).checked(), [ResultOp, ResultsOp])
}

/// Upstream's `visit`: marks the operands, operations and results
/// reachable from `op` through operands, parents and users, inside the
/// matcher body.
fn visit(ir: &Ir, op: OpId, visited: &mut HashSet<OpId>) {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        let parent_is_pattern = ir.op_parent_op(op).ok().flatten().is_some_and(|p| is_op(ir, p, "pdl.pattern"));
        if !parent_is_pattern || is_op(ir, op, "pdl.rewrite") || !visited.insert(op) {
            continue;
        }
        let mut defining = Vec::new();
        if is_op(ir, op, "pdl.operation") {
            defining = operand_values(ir, op);
        } else if is_op(ir, op, "pdl.result") || is_op(ir, op, "pdl.results") {
            defining.extend(parent_of_result(ir, op));
        }
        for v in defining {
            if let Value::OpResult { op: def, .. } = v {
                stack.push(def);
            }
        }
        stack.extend(users(ir, op));
    }
}

/// Whether a user of `op` is the `pdl.rewrite` or nested in it.
fn has_user_in_rewrite(ir: &Ir, op: OpId) -> bool {
    users(ir, op).into_iter().any(|user| {
        is_op(ir, user, "pdl.rewrite")
            || ir
                .op_parent_block(user)
                .ok()
                .flatten()
                .and_then(|b| ir.block_parent_region(b).ok().flatten())
                .and_then(|r| ir.region_parent_op(r).ok().flatten())
                .is_some_and(|p| is_op(ir, p, "pdl.rewrite"))
    })
}

/// The region verifier of `pdl.pattern`.
pub fn verify_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&body) = ir.regions(op).ok().and_then(|r| r.first()) else { return Ok(()) };
    let Some(block) = ir.region_first_block(body).ok().flatten() else { return Ok(()) };
    let ops = block_ops(ir, block);
    let Some(&term) = ops.last() else { return Ok(()) };
    if !is_op(ir, term, "pdl.rewrite") {
        return Err(op_error_prefixed(ir, op, "expected body to terminate with `pdl.rewrite`")
            .with_note(loc(ir, term), "see terminator defined here"));
    }
    let ctx = ir.ctx();
    let non_pdl =
        walk_find(ir, op, &|o| ir.op_name(o).map(|n| !ctx.op_name_str(n).starts_with("pdl.")).unwrap_or(false));
    if let Some(o) = non_pdl {
        return Err(op_error_prefixed(ir, op, "expected only `pdl` operations within the pattern body")
            .with_note(loc(ir, o), "see non-`pdl` operation defined here"));
    }
    if !ops.iter().any(|&o| is_op(ir, o, "pdl.operation")) {
        return Err(op_error_prefixed(ir, op, "the pattern must contain at least one `pdl.operation`"));
    }
    // The entities used by the rewrite must form one connected component,
    // found from the first of them.
    let mut visited = HashSet::new();
    let mut first = true;
    for &o in &ops {
        let entity = ["pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation"]
            .iter()
            .any(|n| is_op(ir, o, n));
        if !entity || !has_user_in_rewrite(ir, o) {
            continue;
        }
        if first {
            visit(ir, o, &mut visited);
            first = false;
        } else if !visited.contains(&o) {
            return Err(op_error_prefixed(ir, op, "the operations must form a connected component")
                .with_note(loc(ir, o), "see a disconnected value / operation here"));
        }
    }
    Ok(())
}
