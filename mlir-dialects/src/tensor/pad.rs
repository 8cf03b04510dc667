//! `tensor.pad`: `$source (nofold)? low[...] high[...] $region attr-dict
//! : type to type`.

use crate::cf::i32_array;
use crate::memref::slice::{i64_array, parse_dynamic_index_list, print_dynamic_index_list};
use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Ir, OpId, OperationState, Value};

/// Parses `tensor.pad`.
pub fn parse_pad(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    if p.parse_optional_keyword("nofold") {
        st.attributes.push((ctx.ident("nofold"), ctx.unit_attr()));
    }
    p.parse_keyword("low")?;
    let (low, static_low) = parse_dynamic_index_list(p)?;
    p.parse_keyword("high")?;
    let (high, static_high) = parse_dynamic_index_list(p)?;
    st.regions.push(p.parse_region(&[], false)?);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, src_ty)?);
    st.operands.extend(p.resolve_operands_same(&low, ctx.index_type())?);
    st.operands.extend(p.resolve_operands_same(&high, ctx.index_type())?);
    st.attributes.push((ctx.ident("static_low"), i64_array(ctx, &static_low)));
    st.attributes.push((ctx.ident("static_high"), i64_array(ctx, &static_high)));
    st.attributes.push((ctx.ident("operandSegmentSizes"), i32_array(ctx, &[1, low.len() as i32, high.len() as i32])));
    st.result_types.push(res_ty);
    Ok(())
}

fn i64s(ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    match op_attr(ir, op, name).map(|a| ir.ctx().attr_kind(a)) {
        Some(AttrKind::DenseArray { raw, .. }) => {
            raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()
        }
        _ => Vec::new(),
    }
}

/// Prints `tensor.pad`.
pub fn print_pad(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    let ops: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let Some(src) = ops.first().copied() else { return };
    let sizes = op_attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ctx, a)).unwrap_or_default();
    let n_low = sizes.get(1).copied().unwrap_or(0).max(0) as usize;
    let n_low = n_low.min(ops.len() - 1);
    p.output().push(' ');
    p.print_operand(src);
    if op_attr(ir, op, "nofold").is_some() {
        p.output().push_str(" nofold");
    }
    p.output().push_str(" low");
    print_dynamic_index_list(p, &ops[1..1 + n_low], &i64s(ir, op, "static_low"));
    p.output().push_str(" high");
    print_dynamic_index_list(p, &ops[1 + n_low..], &i64s(ir, op, "static_high"));
    p.output().push(' ');
    if let Some(r) = ir.regions(op).ok().and_then(|r| r.first().copied()) {
        p.print_region(r, true, true, false);
    }
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &["nofold", "operandSegmentSizes", "static_low", "static_high"]);
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(src) {
        p.print_type(t);
    }
    p.output().push_str(" to ");
    if let Ok(t) = ir.result(op, 0).and_then(|r| ir.value_type(r)) {
        p.print_type(t);
    }
}

/// `PadOp::verifyRegions`: one `index` block argument per result
/// dimension, and a yield of the element type.
pub fn verify_pad_region(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Result<(), mlir_ir::Diagnostic> {
    use mlir_ir::verifier::{op_error_plain, op_error_prefixed};
    let ctx = ir.ctx();
    let Some(result) = ir.results(op).ok().and_then(|mut r| r.next()).and_then(|v| ir.value_type(v).ok()) else {
        return Ok(());
    };
    let kind = ctx.type_kind(result);
    let (Some(shape), Some(element)) = (kind.shape(), kind.element_type()) else { return Ok(()) };
    let Some(block) =
        ir.regions(op).ok().and_then(|r| r.first().copied()).and_then(|r| ir.region_first_block(r).ok().flatten())
    else {
        return Ok(());
    };
    let args: Vec<mlir_ir::Value> = ir.block_args(block).map(|a| a.collect()).unwrap_or_default();
    if args.len() != shape.len() {
        return Err(op_error_plain(ir, op, format!("expected the block to have {} arguments", shape.len())));
    }
    for (i, a) in args.iter().enumerate() {
        if !ir.value_type(*a).is_ok_and(|t| matches!(ctx.type_kind(t), mlir_ir::TypeKind::Index)) {
            return Err(op_error_prefixed(ir, op, format!("expected block argument {} to be an index", i + 1)));
        }
    }
    let yielded =
        ir.block_last_op(block).ok().flatten().and_then(|y| ir.operand(y, 0).ok()).and_then(|v| ir.value_type(v).ok());
    if yielded.is_some_and(|t| t != element) {
        return Err(op_error_prefixed(ir, op, "expected yield type to match shape element type"));
    }
    Ok(())
}

/// `PadOp::verify`: the result type agrees with the source padded by the
/// static amounts (`inferResultType`), dynamic entries allowing any size.
pub fn verify_pad(ir: &Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    use mlir_ir::printer::type_to_string;
    use mlir_ir::types::DYNAMIC;
    use mlir_ir::verifier::op_error_plain;
    let ctx = ir.ctx();
    let (Ok(src), Some(res)) = (
        ir.operand(op, 0).and_then(|v| ir.value_type(v)),
        ir.results(op).ok().and_then(|mut r| r.next()).and_then(|v| ir.value_type(v).ok()),
    ) else {
        return Ok(());
    };
    let (Some(src_shape), Some(res_shape)) = (ctx.type_kind(src).shape(), ctx.type_kind(res).shape()) else {
        return Ok(());
    };
    let lows = crate::memref::slice::i64s(ctx, op_attr(ir, op, "static_low"));
    let highs = crate::memref::slice::i64s(ctx, op_attr(ir, op, "static_high"));
    let show = |t| type_to_string(ctx, t);
    if lows.len() != src_shape.len() || highs.len() != src_shape.len() {
        return Err(op_error_plain(
            ir,
            op,
            format!(
                "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
                show(src),
                show(res)
            ),
        ));
    }
    let inferred: Vec<i64> = (0..src_shape.len())
        .map(|i| {
            if src_shape[i] == DYNAMIC || lows[i] == DYNAMIC || highs[i] == DYNAMIC {
                DYNAMIC
            } else {
                src_shape[i] + lows[i] + highs[i]
            }
        })
        .collect();
    let element = ctx.type_kind(src).element_type().unwrap_or(src);
    let expected = ctx.ranked_tensor_type(&inferred, element, None);
    let mismatch =
        res_shape.len() != inferred.len() || res_shape.iter().zip(&inferred).any(|(r, e)| r != e && *e != DYNAMIC);
    if mismatch {
        return Err(op_error_plain(
            ir,
            op,
            format!("specified type '{}' does not match the inferred type '{}'", show(res), show(expected)),
        ));
    }
    Ok(())
}
