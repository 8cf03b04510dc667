//! `memref.global` with upstream's `custom<GlobalMemrefOpTypeAndInitialValue>`.

use crate::spec::verify::op_attr;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, OperationState, TypeKind};

/// `("private")? (constant)? @name : type (= uninitialized | = value)? attr-dict`.
pub fn parse_global(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(v) = p.parse_optional_string() {
        st.attributes.push((ctx.ident("sym_visibility"), ctx.string_attr(&String::from_utf8_lossy(&v))));
    }
    if p.parse_optional_keyword("constant") {
        st.attributes.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let tensor = match ctx.type_kind(ty).clone() {
        TypeKind::MemRef { shape, element, .. } if shape.iter().all(|d| *d >= 0) => {
            ctx.ranked_tensor_type(&shape, element, None)
        }
        _ => {
            let text = mlir_ir::printer::type_to_string(ctx, ty);
            return Err(p.error_at_raw(p.name_offset(), format!("type should be static shaped memref, but got {text}")));
        }
    };
    st.attributes.push((ctx.ident("type"), ctx.type_attr(ty)));
    if p.parse_optional_equal() {
        let init = if p.parse_optional_keyword("uninitialized") {
            ctx.unit_attr()
        } else {
            let a = p.parse_attribute(Some(tensor))?;
            if !matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. }) {
                return Err(p.error_at_raw(p.name_offset(), "initial value should be a unit or elements attribute"));
            }
            a
        };
        st.attributes.push((ctx.ident("initial_value"), init));
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `memref.global`.
pub fn print_global(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    if let Some(AttrKind::String { value, .. }) = op_attr(ir, op, "sym_visibility").map(|a| ctx.attr_kind(a)) {
        p.output().push(' ');
        let v = value.to_vec();
        p.print_string(&v);
    }
    if op_attr(ir, op, "constant").is_some() {
        p.output().push_str(" constant");
    }
    if let Some(AttrKind::String { value, .. }) = op_attr(ir, op, "sym_name").map(|a| ctx.attr_kind(a)) {
        p.output().push(' ');
        let s = String::from_utf8_lossy(value).into_owned();
        p.print_symbol_name(&s);
    }
    p.output().push_str(" : ");
    if let Some(AttrKind::Type(t)) = op_attr(ir, op, "type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    if let Some(init) = op_attr(ir, op, "initial_value") {
        p.output().push_str(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            p.output().push_str("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend(ctx.dict_entries(props).iter().copied());
    }
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &["sym_name", "sym_visibility", "constant", "type", "initial_value"]);
}
