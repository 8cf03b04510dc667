//! `memref.collapse_shape`, `memref.expand_shape` and the metadata
//! extraction ops.

use super::slice::{i64_array, parse_dynamic_index_list, print_dynamic_index_list};
use crate::spec::constraints::AttrPrint;
use crate::spec::verify::op_attr;
use crate::spec::AttrConstraint;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Ir, OpId, OperationState, Value};

/// `IndexListArrayAttr`: an array of i64 arrays.
pub static REASSOCIATION: AttrConstraint = AttrConstraint {
    ods_name: "IndexListArrayAttr",
    summary: "Array of 64-bit integer array attributes",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
    print: AttrPrint::Full,
};

/// `%src [[0, 1], [2]] output_shape [%n, 2, 8] attr-dict : type into type`.
pub fn parse_expand_shape(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let reassociation = p.parse_attribute(None)?;
    p.parse_keyword("output_shape")?;
    let (dynamic, statics) = parse_dynamic_index_list(p)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("into")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, src_ty)?);
    st.operands.extend(p.resolve_operands_same(&dynamic, ctx.index_type())?);
    st.attributes.push((ctx.ident("reassociation"), reassociation));
    st.attributes.push((ctx.ident("static_output_shape"), i64_array(ctx, &statics)));
    st.result_types.push(res_ty);
    Ok(())
}

/// Prints `memref.expand_shape` / `tensor.expand_shape`.
pub fn print_expand_shape(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    let ops: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let Some(src) = ops.first().copied() else { return };
    p.output().push(' ');
    p.print_operand(src);
    if let Some(a) = op_attr(ir, op, "reassociation") {
        p.output().push(' ');
        p.print_attribute(a);
    }
    p.output().push_str(" output_shape ");
    let statics: Vec<i64> = match op_attr(ir, op, "static_output_shape").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { raw, .. }) => {
            raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()
        }
        _ => Vec::new(),
    };
    print_dynamic_index_list(p, &ops[1..], &statics);
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &["reassociation", "static_output_shape"]);
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(src) {
        p.print_type(t);
    }
    p.output().push_str(" into ");
    if let Ok(t) = ir.result(op, 0).and_then(|r| ir.value_type(r)) {
        p.print_type(t);
    }
}

/// `%base_buffer, %offset, %sizes:N, %strides:N`.
pub fn metadata_names(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let n = ir.num_results(op).unwrap_or(0);
    let rank = n.saturating_sub(2) / 2;
    let mut name = |i: usize, s: &str| {
        if let Ok(v) = ir.result(op, i) {
            set(v, s)
        }
    };
    name(0, "base_buffer");
    name(1, "offset");
    if rank > 0 {
        name(2, "sizes");
        name(2 + rank, "strides");
    }
}
