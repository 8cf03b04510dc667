//! The `llvm` vector ops: `llvm.extractelement`, `llvm.insertelement` and
//! `llvm.shufflevector`, with upstream's formats and verifiers.

use crate::spec::constraints::{TypeConstraint, ANY, ANY_INTEGER_SIGNLESS};
use crate::spec::verify::{op_attr, operands};
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Context, Diagnostic, Ir, OpId, OperationState, Type, TypeKind};

/// `LLVM_AnyVector`: builtin vectors (LLVM's own `!llvm.vec` stays opaque).
static ANY_VECTOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "LLVM dialect-compatible vector type",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Vector { .. }),
};

/// `LLVM::getVectorElementType`.
fn vector_element(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// The vector ops' specs.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.extractelement", "Extract an element from an LLVM vector.")
            .operand("vector", &ANY_VECTOR)
            .operand("position", &ANY_INTEGER_SIGNLESS)
            .result("res", &ANY)
            .infer(crate::spec::infer::element_of_first_operand)
            .traits(&[
                Trait::Pure,
                Trait::TypesMatchWith {
                    summary: "result type matches vector element type",
                    from: "vector",
                    to: "res",
                    transform: vector_element,
                },
            ])
            .format("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        OpSpec::new("llvm.insertelement", "Insert an element into an LLVM vector.")
            .operand("vector", &ANY_VECTOR)
            .operand("value", &ANY)
            .operand("position", &ANY_INTEGER_SIGNLESS)
            .result("res", &ANY_VECTOR)
            .infer(crate::spec::infer::first_operand)
            .traits(&[
                Trait::Pure,
                Trait::TypesMatchWith {
                    summary: "argument type matches vector element type",
                    from: "vector",
                    to: "value",
                    transform: vector_element,
                },
                Trait::AllTypesMatch(&["res", "vector"]),
            ])
            .format("$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        OpSpec::new("llvm.shufflevector", "Construct a permutation of two vectors.")
            .operand("v1", &ANY_VECTOR)
            .operand("v2", &ANY_VECTOR)
            .attr("mask", &crate::spec::constraints::DENSE_I32_ARRAY)
            .result("res", &ANY_VECTOR)
            .traits(&[Trait::Pure, Trait::AllTypesMatch(&["v1", "v2"])])
            .folder(super::fold::fold_shufflevector)
            .hooks(Hooks {
                parse: Some(parse_shuffle),
                print: Some(print_shuffle),
                verify: Some(verify_shuffle),
                ..Default::default()
            }),
    ]
}

fn mask_len(ctx: &Context, mask: mlir_ir::Attribute) -> usize {
    match ctx.attr_kind(mask) {
        AttrKind::DenseArray { len, .. } => *len,
        _ => 0,
    }
}

fn mask_values(ctx: &Context, mask: mlir_ir::Attribute) -> Vec<i32> {
    crate::spec::verify::dense_i32(ctx, mask).unwrap_or_default()
}

/// A vector of `len` elements of `v1`'s element type, scalable when `v1` is.
fn shuffle_result_type(ctx: &Context, v1: Type, len: usize) -> Type {
    let scalable = matches!(ctx.type_kind(v1), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s));
    ctx.vector_type(&[len as i64], &[scalable], vector_element(ctx, v1))
}

/// `$v1 , $v2 [mask] attr-dict : type($v1)`; the result type follows from
/// the mask's length.
fn parse_shuffle(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let v1 = p.parse_operand()?;
    p.parse_comma()?;
    let v2 = p.parse_operand()?;
    let at = p.current_offset();
    let mask = crate::cf::parse_i32_list(p)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) {
        return Err(p.error_at(at, "expected an LLVM compatible vector type"));
    }
    let len = mask_len(ctx, mask);
    // Upstream asserts on an empty mask; a zero-length vector is invalid.
    if len == 0 {
        return Err(p.error_at(at, "expected a non-empty mask"));
    }
    st.operands.push(p.resolve_operand(&v1, ty)?);
    st.operands.push(p.resolve_operand(&v2, ty)?);
    st.attributes.push((ctx.ident("mask"), mask));
    st.result_types.push(shuffle_result_type(ctx, ty, len));
    Ok(())
}

fn print_shuffle(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    let (Some(v1), Some(v2)) = (ops.first().copied(), ops.get(1).copied()) else { return };
    p.output().push(' ');
    p.print_operand(v1);
    p.output().push_str(", ");
    p.print_operand(v2);
    p.output().push(' ');
    if let Some(mask) = op_attr(ir, op, "mask") {
        let values: Vec<String> = mask_values(p.ctx(), mask).iter().map(i32::to_string).collect();
        p.output().push_str(&format!("[{}]", values.join(", ")));
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &["mask"]);
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(v1) {
        p.print_type(t);
    }
    // Upstream's format ends in `custom<ShuffleType>`, which prints nothing
    // after its leading space.
    p.output().push(' ');
}

/// `ShuffleVectorOp::verify`: a scalable vector can only be splat.
fn verify_shuffle(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(v1) = operands(ir, op).first().and_then(|v| ir.value_type(*v).ok()) else { return Ok(()) };
    let scalable = matches!(ctx.type_kind(v1), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s));
    let mask = op_attr(ir, op, "mask").map(|m| mask_values(ctx, m)).unwrap_or_default();
    if scalable && mask.iter().any(|v| *v != 0) {
        return Err(op_error_prefixed(ir, op, "expected a splat operation for scalable vectors"));
    }
    Ok(())
}
