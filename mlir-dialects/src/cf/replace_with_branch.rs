//! Turning a terminator into a `cf.br`: what the inliner interfaces of
//! dialects with function-like ops do with the returns of an inlined
//! multi-block body (upstream's `handleTerminator` builds a `cf::BranchOp`).

use mlir_ir::ir::{BlockId, InsertPoint, Ir, OpId, OperationState};

/// Replaces terminator `op` with a `cf.br` to `dest` that passes `op`'s
/// operands; whether it did.
pub fn replace_with_branch(ir: &mut Ir, op: OpId, dest: BlockId) -> bool {
    let ctx = ir.ctx().clone();
    let Ok(loc) = ir.op_loc(op) else { return false };
    let mut st = OperationState::new(ctx.op_name("cf.br"), loc);
    st.operands = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    st.successors.push(dest);
    let Ok(br) = ir.create_op(st) else { return false };
    if ir.insert_op(br, InsertPoint::Before(op)).is_err() {
        let _ = ir.erase_op(br);
        return false;
    }
    ir.erase_op(op).is_ok()
}
