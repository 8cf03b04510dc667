//! The short verifiers of `pdl.apply_native_constraint`,
//! `pdl.apply_native_rewrite`, `pdl.range`, `pdl.replace` and
//! `pdl.results`, with upstream's messages.

use super::types::{self, Handle, PdlType};
use super::{ReplaceOp, ResultsOp};
use mlir_ir::ods::view::Checked;
use mlir_ir::printer::type_to_string;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, Type};

fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    ir.result(op, 0).ok().and_then(|v| ir.value_type(v).ok())
}

fn operand_types(ir: &Ir, op: OpId) -> crate::spec::verify::Types {
    crate::spec::verify::types_of(ir, &crate::spec::verify::operands(ir, op))
}

/// `pdl.apply_native_constraint`: at least one argument.
pub fn apply_native_constraint(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.num_operands(op).unwrap_or(0) == 0 {
        return Err(op_error_prefixed(ir, op, "expected at least one argument"));
    }
    Ok(())
}

/// `pdl.apply_native_rewrite`: at least one argument or result.
pub fn apply_native_rewrite(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.num_operands(op).unwrap_or(0) == 0 && ir.num_results(op).unwrap_or(0) == 0 {
        return Err(op_error_prefixed(ir, op, "expected at least one argument or result"));
    }
    Ok(())
}

/// `pdl.range`: every operand has the range's element type (or is a range
/// of it).
pub fn range(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(ty) = result_type(ir, op) else { return Ok(()) };
    let element = types::element_or_self(ctx, ty);
    for t in operand_types(ir, op) {
        let operand_element = types::element_or_self(ctx, t);
        if operand_element != element {
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "expected operand to have element type '{}', but got '{}'",
                    type_to_string(ctx, element),
                    type_to_string(ctx, operand_element)
                ),
            ));
        }
    }
    Ok(())
}

/// `pdl.replace`: a replacement op or replacement values, not both.
pub fn replace(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    // Run after the op's invariants, so it fits its definition.
    let Some(v) = ReplaceOp::new(ir, op) else { return Ok(()) };
    if v.repl_operation(ir).checked().is_some() && !v.repl_values(ir).checked().is_empty() {
        return Err(op_error_prefixed(
            ir,
            op,
            "expected no replacement values to be provided when the replacement operation is present",
        ));
    }
    Ok(())
}

/// `pdl.results`: without an index, the result is a range of values.
pub fn results(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(ty) = result_type(ir, op) else { return Ok(()) };
    let Some(v) = ResultsOp::new(ir, op) else { return Ok(()) };
    if v.index(ir).checked().is_none() && PdlType::of(ctx, ty) == Some(PdlType::Single(Handle::Value)) {
        return Err(op_error_prefixed(
            ir,
            op,
            format!(
                "expected `pdl.range<value>` result type when no index is specified, but got: '{}'",
                type_to_string(ctx, ty)
            ),
        ));
    }
    Ok(())
}
