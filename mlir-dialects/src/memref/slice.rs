//! Ops with offsets, sizes and strides (`memref.subview`,
//! `tensor.extract_slice`, `tensor.insert_slice`): upstream's
//! `custom<DynamicIndexList>` directive and the op syntax around it.

use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{Ir, OpId, OperationState, Value};

const DYNAMIC: i64 = i64::MIN;

pub use crate::spec::verify::{i64_array, i64s};

/// `[%a, 4, %b]`: dynamic values and the static list with `kDynamic`
/// placeholders.
pub fn parse_dynamic_index_list(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    parse_dynamic_index_list_in(p, Delimiter::Square)
}

/// A dynamic index list in the given delimiters.
pub fn parse_dynamic_index_list_in(
    p: &mut OpAsmParser<'_, '_, '_>,
    delimiter: Delimiter,
) -> ParseResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut dynamic = Vec::new();
    let mut statics = Vec::new();
    p.comma_list(delimiter, " in dynamic index list", |me| {
        if me.at_operand() {
            dynamic.push(me.parse_operand()?);
            statics.push(DYNAMIC);
        } else {
            statics.push(me.parse_integer()?);
        }
        Ok(())
    })?;
    Ok((dynamic, statics))
}

/// Prints `[%a, 4, %b]`.
pub fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_>, dynamic: &[Value], statics: &[i64]) {
    print_dynamic_index_list_in(p, dynamic, statics, ('[', ']'));
}

/// Prints a dynamic index list in the given delimiters.
pub fn print_dynamic_index_list_in(p: &mut OpAsmPrinter<'_>, dynamic: &[Value], statics: &[i64], delims: (char, char)) {
    p.output().push(delims.0);
    let mut d = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        if *s == DYNAMIC {
            if let Some(v) = d.next() {
                p.print_operand(*v);
            }
        } else {
            p.output().push_str(&s.to_string());
        }
    }
    p.output().push(delims.1);
}

/// Parses the three lists, resolving them as `index` values and recording
/// the static attributes; returns the operand counts.
pub fn parse_offsets_sizes_strides(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<[i32; 3]> {
    let ctx = p.ctx();
    let mut counts = [0; 3];
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"].iter().enumerate() {
        let (dynamic, statics) = parse_dynamic_index_list(p)?;
        counts[i] = dynamic.len() as i32;
        st.operands.extend(p.resolve_operands_same(&dynamic, ctx.index_type())?);
        st.attributes.push((ctx.ident(name), i64_array(ctx, &statics)));
    }
    Ok(counts)
}

/// Prints the three lists of `op`, whose first `leading` operands are
/// not offsets, sizes or strides.
pub fn print_offsets_sizes_strides(p: &mut OpAsmPrinter<'_>, ir: &Ir, op: OpId, leading: usize) {
    let ctx = ir.ctx();
    let ops: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let sizes = op_attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ctx, a)).unwrap_or_default();
    let mut at = leading;
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"].iter().enumerate() {
        let n = sizes.get(leading + i).copied().unwrap_or(0).max(0) as usize;
        let end = (at + n).min(ops.len());
        let statics = i64s(ctx, op_attr(ir, op, name));
        if i > 0 {
            p.output().push(' ');
        }
        print_dynamic_index_list(p, &ops[at.min(end)..end], &statics);
        at = end;
    }
}

/// The attributes `attr-dict` prints for these ops.
pub fn printed_attrs(ir: &Ir, op: OpId) -> Vec<mlir_ir::attributes::NamedAttribute> {
    let ctx = ir.ctx();
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    attrs
}

/// Attributes the custom syntax carries.
pub const ELIDED: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];

/// `memref.subview %src[offsets] [sizes] [strides] attr-dict : type to type`.
pub fn parse_subview(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let mut inner = OperationState::new(st.name, st.loc);
    let counts = parse_offsets_sizes_strides(p, &mut inner)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, src_ty)?);
    st.operands.extend(inner.operands);
    st.attributes.extend(inner.attributes);
    st.attributes
        .push((ctx.ident("operandSegmentSizes"), crate::cf::i32_array(ctx, &[1, counts[0], counts[1], counts[2]])));
    st.result_types.push(res_ty);
    Ok(())
}

/// Prints `memref.subview` (and `tensor.extract_slice`).
pub fn print_subview(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let Ok(src) = ir.operand(op, 0) else { return };
    p.output().push(' ');
    p.print_operand(src);
    print_offsets_sizes_strides(p, ir, op, 1);
    p.print_optional_attr_dict(&printed_attrs(ir, op), ELIDED);
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(src) {
        p.print_type(t);
    }
    p.output().push_str(" to ");
    if let Ok(t) = ir.result(op, 0).and_then(|r| ir.value_type(r)) {
        p.print_type(t);
    }
}

/// `tensor.insert_slice %src into %dest[offsets] [sizes] [strides]
/// attr-dict : type into type`.
pub fn parse_insert_slice(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    parse_insert_slice_impl(p, st, true)
}

/// `tensor.parallel_insert_slice`: as `insert_slice`, without a result.
pub fn parse_parallel_insert_slice(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    parse_insert_slice_impl(p, st, false)
}

fn parse_insert_slice_impl(
    p: &mut OpAsmParser<'_, '_, '_>,
    st: &mut OperationState,
    with_result: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    p.parse_keyword("into")?;
    let dest = p.parse_operand()?;
    let mut inner = OperationState::new(st.name, st.loc);
    let counts = parse_offsets_sizes_strides(p, &mut inner)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("into")?;
    let dest_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, src_ty)?);
    st.operands.push(p.resolve_operand(&dest, dest_ty)?);
    st.operands.extend(inner.operands);
    st.attributes.extend(inner.attributes);
    st.attributes
        .push((ctx.ident("operandSegmentSizes"), crate::cf::i32_array(ctx, &[1, 1, counts[0], counts[1], counts[2]])));
    if with_result {
        st.result_types.push(dest_ty);
    }
    Ok(())
}

/// Prints `tensor.insert_slice`.
pub fn print_insert_slice(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let (Ok(src), Ok(dest)) = (ir.operand(op, 0), ir.operand(op, 1)) else { return };
    p.output().push(' ');
    p.print_operand(src);
    p.output().push_str(" into ");
    p.print_operand(dest);
    print_offsets_sizes_strides(p, ir, op, 2);
    p.print_optional_attr_dict(&printed_attrs(ir, op), ELIDED);
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(src) {
        p.print_type(t);
    }
    p.output().push_str(" into ");
    if let Ok(t) = ir.value_type(dest) {
        p.print_type(t);
    }
}
