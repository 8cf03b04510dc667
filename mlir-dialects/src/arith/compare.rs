//! `arith.cmpi`, `arith.cmpf` and `arith.select`.

use super::attrs::{fastmath_none, CMPF_PREDICATE_ATTR, CMPI_PREDICATE_ATTR, FASTMATH_ATTR};
use crate::spec::constraints::{ANY, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_LIKE};
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{Ir, OpId, OperationState, Type, TypeKind};

pub use crate::spec::infer::i1_same_shape;

const I1_SAME_SHAPE: Trait = Trait::TypesMatchWith {
    summary: "result type has i1 element type and same shape as operands",
    from: "lhs",
    to: "result",
    transform: i1_same_shape,
};

fn parse_select(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let at = p.current_offset();
    let ops = p.parse_operand_list(mlir_ir::parser::Delimiter::None, Some(3))?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let first = p.parse_type()?;
    let (cond_ty, result_ty) =
        if p.parse_optional_comma() { (first, p.parse_type()?) } else { (p.ctx().i1_type(), first) };
    st.result_types.push(result_ty);
    let vals = p.resolve_operands(&ops, &[cond_ty, result_ty, result_ty], at)?;
    st.operands.extend(vals);
    Ok(())
}

fn print_select(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = crate::spec::verify::operands(ir, op);
    p.output().push(' ');
    p.print_operands(&ops);
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    let tys = crate::spec::verify::types_of(ir, &ops);
    if let (Some(c), Some(r)) = (tys.first(), tys.get(1)) {
        if matches!(
            p.ctx().type_kind(*c),
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ) {
            p.print_type(*c);
            p.output().push_str(", ");
        }
        p.print_type(*r);
    }
}

fn verify_select(ir: &Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    let ctx = ir.ctx();
    let tys = crate::spec::verify::types_of(ir, &crate::spec::verify::operands(ir, op));
    let (Some(c), Some(r)) = (tys.first(), tys.get(1)) else {
        return Ok(());
    };
    if ctx.type_kind(*c).is_signless_int(1) {
        return Ok(());
    }
    let is_shaped = |t: Type| ctx.type_kind(t).is_shaped();
    if !is_shaped(*r) {
        return Err(mlir_ir::verifier::op_error_prefixed(
            ir,
            op,
            "expected condition to be a signless i1, but got a shaped type",
        ));
    }
    if i1_same_shape(ctx, *r) != *c {
        let ct = mlir_ir::printer::type_to_string(ctx, *c);
        let want = mlir_ir::printer::type_to_string(ctx, i1_same_shape(ctx, *r));
        return Err(mlir_ir::verifier::op_error_prefixed(
            ir,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{want}', but got '{ct}'"
            ),
        ));
    }
    Ok(())
}

/// The compare and select ops.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("arith.cmpi", "integer comparison operation")
            .attr("predicate", &CMPI_PREDICATE_ATTR)
            .operand("lhs", &SIGNLESS_INT_LIKE)
            .operand("rhs", &SIGNLESS_INT_LIKE)
            .result("result", &BOOL_LIKE)
            .infer(crate::spec::infer::i1_like_first_operand)
            .traits(super::ELEMENTWISE)
            .traits(&[I1_SAME_SHAPE, Trait::SameTypeOperands])
            .folder(super::fold::fold_cmpi)
            .canonicalize(super::ext_patterns::cmpi_patterns)
            .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        OpSpec::new("arith.cmpf", "floating-point comparison operation")
            .attr("predicate", &CMPF_PREDICATE_ATTR)
            .operand("lhs", &FLOAT_LIKE)
            .operand("rhs", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &BOOL_LIKE)
            .infer(crate::spec::infer::i1_like_first_operand)
            .traits(super::ELEMENTWISE)
            .traits(&[I1_SAME_SHAPE, Trait::SameTypeOperands])
            .folder(super::fold::fold_cmpf)
            .canonicalize(super::cmpf_int_to_fp::cmpf_patterns)
            .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"),
        OpSpec::new("arith.select", "select operation")
            .operand("condition", &BOOL_LIKE)
            .operand("true_value", &ANY)
            .operand("false_value", &ANY)
            .result("result", &ANY)
            .infer(crate::spec::infer::second_operand)
            .traits(&[Trait::Pure, Trait::AllTypesMatch(&["true_value", "false_value", "result"]), Trait::Elementwise])
            .hooks(Hooks {
                parse: Some(parse_select),
                print: Some(print_select),
                verify: Some(verify_select),
                ..Default::default()
            })
            .folder(super::fold::fold_select)
            .canonicalize(super::canonicalize::select_patterns),
    ]
}
