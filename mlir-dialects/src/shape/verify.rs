//! The hand-written verifiers of the shape ops (upstream's `verify`
//! methods in `Shape.cpp`).

use super::types::{can_hold_error, is_shape, is_size};
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, Type};

/// The operand types and the type of result 0 of `op`.
fn types(ir: &Ir, op: OpId) -> (Vec<Type>, Option<Type>) {
    let operands = ir.operands(op).map(|o| o.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    let result = ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok());
    (operands, result)
}

/// Upstream's `verifySizeOrIndexOp`: when an operand can hold an error,
/// the result must be a `size` to carry it.
pub fn size_or_index_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (operands, result) = types(ir, op);
    if operands.iter().any(|t| can_hold_error(ctx, *t)) && !result.is_some_and(|t| is_size(ctx, t)) {
        return Err(op_error_prefixed(
            ir,
            op,
            "if at least one of the operands can hold error values then the result must be of type `size` to propagate them",
        ));
    }
    Ok(())
}

/// Upstream's `verifyShapeOrExtentTensorOp`: when an operand can hold an
/// error, the result must be a `shape` to carry it.
pub fn shape_or_extent_tensor_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (operands, result) = types(ir, op);
    if operands.iter().any(|t| can_hold_error(ctx, *t)) && !result.is_some_and(|t| is_shape(ctx, t)) {
        return Err(op_error_prefixed(
            ir,
            op,
            "if at least one of the operands can hold error values then the result must be of type `shape` to propagate them",
        ));
    }
    Ok(())
}

/// `AssumingAllOp::verify`: at least one witness.
pub fn assuming_all(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.num_operands(op).unwrap_or(0) == 0 {
        return Err(op_error_prefixed(ir, op, "no operands specified"));
    }
    Ok(())
}

/// `CstrBroadcastableOp::verify`: at least two shapes.
pub fn cstr_broadcastable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.num_operands(op).unwrap_or(0) < 2 {
        return Err(op_error_prefixed(ir, op, "required at least 2 input shapes"));
    }
    Ok(())
}
