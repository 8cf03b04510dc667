//! `RegionBranchOpInterface`'s type checks along control-flow edges
//! (`verifyTypesAlongControlFlowEdges`) for `scf.if`, `scf.execute_region`,
//! `scf.while` and `memref.alloca_scope`.

use super::common::{is, operands, region_args, result_types, terminator, types};
use mlir_ir::printer::type_to_string;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, Type};

/// Checks the edge from `point` (the op itself or a terminator in it,
/// named `from`) to `to`; a mismatch notes the branch point, as upstream.
fn edge(
    ir: &Ir,
    op: OpId,
    point: OpId,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let prefix = format!("along control flow edge from {from} to {to}: ");
    let fail = |msg: String| {
        let d = op_error_prefixed(ir, op, msg);
        match ir.op_loc(point) {
            Ok(loc) => d.with_note(loc, "region branch point"),
            Err(_) => d,
        }
    };
    if operands.len() != inputs.len() {
        return Err(fail(format!(
            "{prefix}region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(fail(format!(
                "{prefix}successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                type_to_string(ctx, *a),
                type_to_string(ctx, *b)
            )));
        }
    }
    Ok(())
}

fn yield_types(ir: &Ir, t: OpId, skip: usize) -> Vec<Type> {
    types(ir, &operands(ir, t)).into_iter().skip(skip).collect()
}

/// `scf.if` and `scf.execute_region`: every `scf.yield` ending a block
/// forwards to the parent's results.
pub fn verify_yields_to_parent(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_returns_to_parent(ir, op, "scf.yield")
}

/// Every `terminator` ending a block of `op`'s regions forwards its
/// operands to `op`'s results (also `memref.alloca_scope.return`).
pub(crate) fn verify_returns_to_parent(ir: &Ir, op: OpId, terminator: &str) -> Result<(), Diagnostic> {
    let from = format!("Operation {terminator}");
    let results = result_types(ir, op);
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    for r in regions {
        let blocks: Vec<_> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        for b in blocks {
            let Some(t) = ir.block_last_op(b).ok().flatten() else { continue };
            if is(ir, t, terminator) {
                edge(ir, op, t, &from, "parent", &yield_types(ir, t, 0), &results)?;
            }
        }
    }
    Ok(())
}

/// `scf.while`: inits to the before region, `scf.condition` to the after
/// region and the results, `scf.yield` back to the before region.
pub fn verify_while_edges(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let before = types(ir, &region_args(ir, op, 0));
    let after = types(ir, &region_args(ir, op, 1));
    edge(ir, op, op, "parent", "Region #0", &types(ir, &operands(ir, op)), &before)?;
    if let Some(c) = terminator(ir, op, 0).filter(|t| is(ir, *t, "scf.condition")) {
        let args = yield_types(ir, c, 1);
        edge(ir, op, c, "Operation scf.condition", "parent", &args, &result_types(ir, op))?;
        edge(ir, op, c, "Operation scf.condition", "Region #1", &args, &after)?;
    }
    if let Some(y) = terminator(ir, op, 1).filter(|t| is(ir, *t, "scf.yield")) {
        edge(ir, op, y, "Operation scf.yield", "Region #0", &yield_types(ir, y, 0), &before)?;
    }
    Ok(())
}
