//! `arith.constant` and the extended-arithmetic ops.

use crate::spec::constraints::{ANY, BOOL_LIKE, SIGNLESS_INT_LIKE, TYPED_ATTR};
use crate::spec::verify::op_attr;
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::types::Signedness;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Diagnostic, Ir, OpId, TypeKind, Value};
use std::fmt::Write;

fn constant_names(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    use mlir_ir::ods::view::Checked;
    let Some(constant) = super::ConstantOp::new(ir, op) else { return };
    let res = constant.result(ir).checked();
    let Some(v) = constant.value(ir).checked() else {
        return;
    };
    let ty = ir.value_type(res).unwrap_or_else(|_| ctx.none_type());
    match ctx.attr_kind(v) {
        AttrKind::Bool(b) => set(res, if *b { "true" } else { "false" }),
        AttrKind::Integer { value, .. } => {
            if let TypeKind::Integer { width: 1, .. } = ctx.type_kind(ty) {
                set(res, if value.is_zero() { "false" } else { "true" });
                return;
            }
            // Built by hand rather than through the type printer: every
            // constant of a module is named each time it is printed.
            let mut name = String::with_capacity(16);
            name.push('c');
            match value.to_i64() {
                Some(v) => {
                    let _ = write!(name, "{v}");
                }
                None => name.push_str(&value.to_string_radix10(true)),
            }
            if let TypeKind::Integer { width, signedness } = ctx.type_kind(ty) {
                let prefix = match signedness {
                    Signedness::Signless => "_i",
                    Signedness::Signed => "_si",
                    Signedness::Unsigned => "_ui",
                };
                let _ = write!(name, "{prefix}{width}");
            }
            set(res, &name);
        }
        _ => set(res, "cst"),
    }
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Ok(res) = ir.result(op, 0) else {
        return Ok(());
    };
    let ty = ir.value_type(res).unwrap_or_else(|_| ctx.none_type());
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != Signedness::Signless {
            return Err(op_error_prefixed(ir, op, "integer return type must be signless"));
        }
    }
    let Some(v) = op_attr(ir, op, "value") else {
        return Ok(());
    };
    if !matches!(
        ctx.attr_kind(v),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
    ) {
        return Err(op_error_prefixed(ir, op, "value must be an integer, float, or elements attribute"));
    }
    Ok(())
}

fn extended(name: &'static str, summary: &'static str, results: [&'static str; 2], second_bool: bool) -> OpSpec {
    let s = OpSpec::new(name, summary)
        .operand("lhs", &SIGNLESS_INT_LIKE)
        .operand("rhs", &SIGNLESS_INT_LIKE)
        .result(results[0], &SIGNLESS_INT_LIKE);
    if second_bool {
        s.result(results[1], &BOOL_LIKE)
            .traits(&[
                Trait::Pure,
                Trait::Commutative,
                Trait::AllTypesMatch(&["lhs", "rhs", "sum"]),
                Trait::Elementwise,
            ])
            .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")
    } else {
        s.result(results[1], &SIGNLESS_INT_LIKE)
            .infer(crate::spec::infer::first_operand_twice)
            .traits(&[
                Trait::Pure,
                Trait::Commutative,
                Trait::AllTypesMatch(&["lhs", "rhs", "low", "high"]),
                Trait::Elementwise,
            ])
            .format("$lhs `,` $rhs attr-dict `:` type($lhs)")
    }
}

/// `arith.constant` and the extended ops.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("arith.constant", "integer or floating point constant")
            .attr("value", &TYPED_ATTR)
            .result("result", &ANY)
            .infer(crate::spec::infer::value_attr_type)
            .traits(&[Trait::ConstantLike, Trait::Pure, Trait::AllTypesMatch(&["value", "result"])])
            .format("attr-dict $value")
            .hooks(Hooks { result_names: Some(constant_names), verify: Some(verify_constant), ..Default::default() }),
        extended(
            "arith.addui_extended",
            "extended unsigned integer addition operation returning sum and overflow bit",
            ["sum", "overflow"],
            true,
        )
        .folder(super::fold_float::fold_addui_extended)
        .canonicalize(super::extended_patterns::addui_extended_patterns),
        extended("arith.mului_extended", "extended unsigned integer multiplication operation", ["low", "high"], false)
            .folder(super::fold_float::fold_mului_extended)
            .canonicalize(super::extended_patterns::mului_extended_patterns),
        extended("arith.mulsi_extended", "extended signed integer multiplication operation", ["low", "high"], false)
            .canonicalize(super::extended_patterns::mulsi_extended_patterns),
    ]
}
