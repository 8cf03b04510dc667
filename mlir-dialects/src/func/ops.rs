//! `func.return`, `func.call`, `func.call_indirect`, `func.constant`.

use super::func_op::signature;
use super::interfaces::{Call, CallIndirect, Constant};
use crate::spec::constraints::{ANY, DICT_ARRAY, FLAT_SYMBOL_REF, FUNCTION, UNIT};
use crate::spec::verify::{op_attr, operands, result_types, types_of};
use crate::spec::{Arity, Hooks, OpSpec, Trait};
use mlir_ir::interfaces::{CallOpInterface, SymbolUserOpInterface};
use mlir_ir::printer::type_to_string;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Diagnostic, Ir, OpId, Type, TypeKind};
use std::sync::Arc;

fn fmt_types(ir: &Ir, tys: &[Type]) -> String {
    tys.iter().map(|t| type_to_string(ir.ctx(), *t)).collect::<Vec<_>>().join(", ")
}

fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(func) = ir.op_parent_op(op).ok().flatten() else {
        return Ok(());
    };
    let Some((_, results)) = signature(ir, func) else {
        return Ok(());
    };
    let name = match op_attr(ir, func, "sym_name").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    let tys = types_of(ir, &operands(ir, op));
    if tys.len() != results.len() {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("has {} operands, but enclosing function (@{name}) returns {}", tys.len(), results.len()),
        ));
    }
    for (i, (a, b)) in tys.iter().zip(results.iter()).enumerate() {
        if a != b {
            let loc = ir.op_loc(op).unwrap_or_else(|_| ctx.unknown_loc());
            let msg = format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                type_to_string(ctx, *a),
                type_to_string(ctx, *b)
            );
            let d = op_error_prefixed(ir, op, "");
            let note = d.notes.first().cloned();
            let mut e = Diagnostic::error(loc, msg);
            if let Some(n) = note {
                e = e.with_note(n.loc, n.message);
            }
            return Err(e);
        }
    }
    Ok(())
}

pub(super) fn verify_call(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(callee) = op_attr(ir, op, "callee") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(callee) {
        AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).to_string(),
        _ => return Ok(()),
    };
    let target = mlir_ir::symbols::lookup_nearest_symbol_from(ir, op, callee)
        .filter(|f| ir.op_name(*f).is_ok_and(|n| ctx.op_name_str(n) == "func.func"));
    let e = |m: String| Err(op_error_prefixed(ir, op, m));
    let Some(f) = target else {
        return e(format!("'{name}' does not reference a valid function"));
    };
    let Some((ins, outs)) = signature(ir, f) else {
        return Ok(());
    };
    let tys = types_of(ir, &operands(ir, op));
    if tys.len() != ins.len() {
        return e("incorrect number of operands for callee".into());
    }
    for (i, (a, b)) in tys.iter().zip(ins.iter()).enumerate() {
        if a != b {
            return e(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                type_to_string(ctx, *b),
                type_to_string(ctx, *a)
            ));
        }
    }
    let rt = result_types(ir, op);
    if rt.len() != outs.len() {
        return e("incorrect number of results for callee".into());
    }
    for (i, (a, b)) in rt.iter().zip(outs.iter()).enumerate() {
        if a != b {
            let loc = ir.op_loc(op).unwrap_or_else(|_| ctx.unknown_loc());
            return Err(op_error_prefixed(ir, op, format!("result type mismatch at index {i}"))
                .with_note(loc, format!("      op result types: {}", fmt_types(ir, &rt)))
                .with_note(loc, format!("function result types: {}", fmt_types(ir, &outs))));
        }
    }
    Ok(())
}

/// `func.constant`'s symbol use (upstream's `ConstantOp::verifySymbolUses`):
/// the nearest `func.func` of that name, with the constant's type.
pub(super) fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(value) = op_attr(ir, op, "value") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(value) else {
        return Ok(());
    };
    let target = mlir_ir::symbols::lookup_nearest_symbol_from(ir, op, value)
        .filter(|f| ir.op_name(*f).is_ok_and(|n| ctx.op_name_str(n) == "func.func"));
    let Some(f) = target else {
        let name = ctx.ident_str(*root);
        return Err(op_error_prefixed(ir, op, format!("reference to undefined function '{name}'")));
    };
    let fty = op_attr(ir, f, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    if fty != result_types(ir, op).first().copied() {
        return Err(op_error_prefixed(ir, op, "reference to function with mismatched type"));
    }
    Ok(())
}

fn verify_call_indirect(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let tys = types_of(ir, &operands(ir, op));
    let Some(TypeKind::Function { inputs, results }) = tys.first().map(|t| ctx.type_kind(*t)) else {
        return Ok(());
    };
    if tys[1..] != inputs[..] {
        return Err(op_error_prefixed(ir, op, "operand type mismatch"));
    }
    if result_types(ir, op)[..] != results[..] {
        return Err(op_error_prefixed(ir, op, "result type mismatch"));
    }
    Ok(())
}

fn call_indirect_infer(
    ctx: &mlir_ir::Context,
    ops: &[Type],
    _: &[(mlir_ir::Identifier, mlir_ir::Attribute)],
) -> Option<Vec<Type>> {
    match ctx.type_kind(*ops.first()?) {
        TypeKind::Function { results, .. } => Some(results.to_vec()),
        _ => None,
    }
}

fn parse_call_indirect(
    p: &mut mlir_ir::parser::OpAsmParser<'_, '_, '_>,
    st: &mut mlir_ir::OperationState,
) -> mlir_ir::parser::ParseResult<()> {
    let at = p.current_offset();
    let callee = p.parse_operand()?;
    let args = p.parse_operand_list(mlir_ir::parser::Delimiter::Paren, None)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    let fty = p.parse_colon_type()?;
    let ctx = p.ctx();
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return Err(p.error_at(at, "expected function type"));
    };
    st.operands.push(p.resolve_operand(&callee, fty)?);
    let vals = p.resolve_operands(&args, &inputs, at)?;
    st.operands.extend(vals);
    st.result_types.extend(results.iter().copied());
    Ok(())
}

fn constant_names(ir: &Ir, op: OpId, set: &mut dyn FnMut(mlir_ir::Value, &str)) {
    if let Ok(r) = ir.result(op, 0) {
        set(r, "f");
    }
}

/// The specs of the non-function ops.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("func.return", "Function return operation")
            .operand_group("operands", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::HasParent("func.func"), Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($operands^ `:` type($operands))?")
            .hooks(Hooks { verify: Some(verify_return), ..Default::default() }),
        OpSpec::new("func.call", "call operation")
            .attr("callee", &FLAT_SYMBOL_REF)
            .optional_attr("arg_attrs", &DICT_ARRAY)
            .optional_attr("res_attrs", &DICT_ARRAY)
            .optional_attr("no_inline", &UNIT)
            .operand_group("operands", &ANY, Arity::Variadic)
            .result_group("result", &ANY, Arity::Variadic)
            .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
            .interface::<dyn CallOpInterface>(Arc::new(Call))
            .interface::<dyn SymbolUserOpInterface>(Arc::new(Call)),
        OpSpec::new("func.call_indirect", "indirect call operation")
            .operand("callee", &FUNCTION)
            .operand_group("callee_operands", &ANY, Arity::Variadic)
            .optional_attr("arg_attrs", &DICT_ARRAY)
            .optional_attr("res_attrs", &DICT_ARRAY)
            .result_group("results", &ANY, Arity::Variadic)
            .format("$callee `(` $callee_operands `)` attr-dict `:` type($callee)")
            .hooks(Hooks {
                verify: Some(verify_call_indirect),
                infer_types: Some(call_indirect_infer),
                parse: Some(parse_call_indirect),
                ..Default::default()
            })
            .interface::<dyn CallOpInterface>(Arc::new(CallIndirect))
            .canonicalize(super::canonicalize::call_indirect_patterns),
        OpSpec::new("func.constant", "constant")
            .attr("value", &FLAT_SYMBOL_REF)
            .result("result", &ANY)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .format("attr-dict $value `:` type(results)")
            .folder(super::canonicalize::fold_constant)
            .hooks(Hooks { result_names: Some(constant_names), ..Default::default() })
            .interface::<dyn SymbolUserOpInterface>(Arc::new(Constant)),
    ]
}
