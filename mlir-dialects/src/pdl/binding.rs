//! Binding uses: a value-defining PDL op directly in the matcher body of a
//! `pdl.pattern` must be used by something that binds it (upstream's
//! `hasBindingUse`/`verifyHasBindingUse`), and the verifiers of the ops
//! that need only that (`pdl.operand`, `pdl.operands`, `pdl.attribute`,
//! `pdl.type`, `pdl.types`).

use super::{is_op, parent_is};
use crate::spec::verify::op_attr;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId};

/// Whether `op` is used by a binding op: any user but `pdl.result` and
/// `pdl.results`, which bind only when they are bound themselves.
pub fn has_binding_use(ir: &Ir, op: OpId) -> bool {
    let results: Vec<_> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
    results.into_iter().any(|v| {
        ir.value_uses_iter(v).any(|u| {
            let extracts = is_op(ir, u.op, "pdl.result") || is_op(ir, u.op, "pdl.results");
            !extracts || has_binding_use(ir, u.op)
        })
    })
}

/// Upstream's `verifyHasBindingUse`: nothing to check outside the matcher
/// body of a pattern; there, `op` needs a binding use.
pub fn verify_has_binding_use(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !parent_is(ir, op, "pdl.pattern") || has_binding_use(ir, op) {
        return Ok(());
    }
    Err(op_error_prefixed(ir, op, "expected a bindable user when defined in the matcher body of a `pdl.pattern`"))
}

/// `pdl.attribute`: a constant value inside a rewrite, not both a type and
/// a value, a binding use in the matcher.
pub fn verify_attribute(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if op_attr(ir, op, "value").is_none() {
        if parent_is(ir, op, "pdl.rewrite") {
            return Err(op_error_prefixed(ir, op, "expected constant value when specified within a `pdl.rewrite`"));
        }
        return verify_has_binding_use(ir, op);
    }
    if ir.num_operands(op).unwrap_or(0) != 0 {
        return Err(op_error_prefixed(ir, op, "expected only one of [`type`, `value`] to be set"));
    }
    Ok(())
}

/// `pdl.type`: without a constant type it needs a binding use.
pub fn verify_type(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match op_attr(ir, op, "constantType") {
        Some(_) => Ok(()),
        None => verify_has_binding_use(ir, op),
    }
}

/// `pdl.types`: without constant types it needs a binding use.
pub fn verify_types(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match op_attr(ir, op, "constantTypes") {
        Some(_) => Ok(()),
        None => verify_has_binding_use(ir, op),
    }
}
