//! The verifier of `pdl.operation`: a name inside a rewrite, as many
//! attribute names as attribute values, result types a rewrite can infer
//! (upstream's `verifyResultTypesAreInferrable`), and a binding use in the
//! matcher.

use super::binding::verify_has_binding_use;
use super::{is_op, parent_is, OperationOp, TypeOp, TypesOp};
use crate::spec::Arity;
use mlir_ir::dialect::OpDefinition;
use mlir_ir::ods::view::Checked;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Diagnostic, Ir, OpId, Value};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// The op name `pdl.operation` refers to, if it has one.
fn op_name(ir: &Ir, op: OpId) -> Option<String> {
    let a = OperationOp::new(ir, op)?.op_name(ir).checked()?;
    match ir.ctx().attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The definition of `name` when it is registered with a loaded dialect
/// (looking it up loads nothing, as upstream's `RegisteredOperationName`).
fn registered(ir: &Ir, name: &str) -> Option<Arc<dyn OpDefinition>> {
    let ns = name.split('.').next()?;
    let dialect = ir.ctx().dialect(ns)?;
    dialect.ops.iter().find(|d| d.name() == name).cloned()
}

/// Upstream's `mightHaveTypeInference`: the named op is unregistered or
/// implements `InferTypeOpInterface`; false without a name.
fn might_have_type_inference(ir: &Ir, op: OpId) -> bool {
    match op_name(ir, op) {
        Some(name) => registered(ir, &name)
            .map_or(true, |d| d.interfaces().has::<dyn mlir_ir::interfaces::InferTypeOpInterface>()),
        None => false,
    }
}

/// Whether the registered op `name` must have at least one result (it is
/// neither `ZeroResults` nor `VariadicResults`), when that is known.
fn expects_results(name: &str) -> Option<bool> {
    // The specs are kept with the table, for the life of the process: they
    // own text leaked when they were built (names made at run time), which
    // dropping them would leave unreachable.
    static TABLE: OnceLock<(Vec<crate::spec::OpSpec>, HashMap<&'static str, bool>)> = OnceLock::new();
    let (_, table) = TABLE.get_or_init(|| {
        let specs = crate::all_specs();
        let table = specs
            .iter()
            .map(|s| {
                let all_variadic = s.results.iter().all(|r| r.arity != Arity::Single);
                (s.name, !all_variadic)
            })
            .collect();
        (specs, table)
    });
    table.get(name).copied()
}

/// The op defining `v`, if an op does.
fn defining_op(v: Value) -> Option<OpId> {
    match v {
        Value::OpResult { op, .. } => Some(op),
        Value::BlockArg { .. } => None,
    }
}

/// The users of every result of `op`.
fn users(ir: &Ir, op: OpId) -> Vec<OpId> {
    let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
    results.into_iter().flat_map(|v| ir.value_uses_iter(v).map(|u| u.op).collect::<Vec<_>>()).collect()
}

fn not_inferable(ir: &Ir, op: OpId, note: String) -> Diagnostic {
    let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
    op_error_prefixed(ir, op, "must have inferable or constrained result types when nested within `pdl.rewrite`")
        .with_note(loc, note)
}

/// Upstream's `verifyResultTypesAreInferrable`.
fn verify_result_types_inferable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let block = ir.op_parent_block(op).ok().flatten();
    // A `pdl.replace` of an op defined before this one (or outside the
    // rewrite) gives the result types.
    let replaced_before = |user: OpId, index: u32| {
        if !is_op(ir, user, "pdl.replace") || index == 0 {
            return false;
        }
        let Some(replaced) = ir.operand(user, 0).ok().and_then(defining_op) else {
            return false;
        };
        ir.op_parent_block(replaced).ok().flatten() != block || ir.is_before_in_block(replaced, op).unwrap_or(false)
    };
    if let Ok(result) = ir.result(op, 0) {
        if ir.value_uses_iter(result).any(|u| replaced_before(u.op, u.index)) {
            return Ok(());
        }
    }
    let Some(view) = OperationOp::new(ir, op) else { return Ok(()) };
    let type_values = view.type_values(ir).checked();
    if type_values.is_empty() {
        let Some(name) = op_name(ir, op) else { return Ok(()) };
        if registered(ir, &name).is_none() {
            return Ok(());
        }
        if expects_results(&name) == Some(true) {
            return Err(not_inferable(
                ir,
                op,
                format!(
                    "operation is created in a non-inferrable context, but '{name}' does not implement \
                     InferTypeOpInterface"
                ),
            ));
        }
        return Ok(());
    }
    // A type defined in the matcher that constrains an input can be used.
    let constrains_input = |user: OpId| {
        ir.op_parent_block(user).ok().flatten() != block
            && (is_op(ir, user, "pdl.operand") || is_op(ir, user, "pdl.operands") || is_op(ir, user, "pdl.operation"))
    };
    for (i, v) in type_values.into_iter().enumerate() {
        let def = defining_op(v);
        let usable = def.is_some_and(|d| {
            if is_op(ir, d, "pdl.apply_native_rewrite") {
                return true;
            }
            let constant = if let Some(t) = TypeOp::new(ir, d) {
                t.constant_type(ir).checked()
            } else if let Some(t) = TypesOp::new(ir, d) {
                t.constant_types(ir).checked()
            } else {
                return false;
            };
            constant.is_some() || users(ir, d).into_iter().any(constrains_input)
        });
        if !usable {
            return Err(not_inferable(ir, op, format!("result type #{i} was not constrained")));
        }
    }
    Ok(())
}

/// The verifier of `pdl.operation`.
pub fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let within_rewrite = parent_is(ir, op, "pdl.rewrite");
    if within_rewrite && op_name(ir, op).is_none() {
        return Err(op_error_prefixed(ir, op, "must have an operation name when nested within a `pdl.rewrite`"));
    }
    // Run after the op's invariants, so it fits its definition.
    let Some(view) = OperationOp::new(ir, op) else { return Ok(()) };
    let names = match view.attribute_value_names(ir).checked().map(|a| ir.ctx().attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.len(),
        _ => 0,
    };
    let values = view.attribute_values(ir).checked().len();
    if names != values {
        return Err(op_error_prefixed(
            ir,
            op,
            format!(
                "expected the same number of attribute values and attribute names, got {names} names and {values} \
                 values"
            ),
        ));
    }
    if within_rewrite && !might_have_type_inference(ir, op) {
        verify_result_types_inferable(ir, op)?;
    }
    verify_has_binding_use(ir, op)
}

/// The values `pdl.operation` takes as operands of the op it describes.
/// (none when `op` does not fit its definition).
pub fn operand_values(ir: &Ir, op: OpId) -> Vec<Value> {
    OperationOp::new(ir, op).map(|v| v.operand_values(ir).checked()).unwrap_or_default()
}
