//! The custom assembly of `shape.const_shape` (upstream's
//! `ConstShapeOp::parse` / `print`): `{attrs} [1, 2, 3] : type`, the
//! extents written as an array of integers and stored as an index
//! elements attribute.

use super::fold::{extents_of, index_tensor_attr};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, OperationState};

/// Parses `attr-dict [extents] : type`.
pub fn parse(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    st.attributes.extend(p.parse_optional_attr_dict()?);
    let at = p.current_offset();
    let raw = p.parse_attribute(None)?;
    let extents: Option<Vec<i64>> = match ctx.attr_kind(raw) {
        AttrKind::Array(items) => items
            .iter()
            .map(|a| match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => None,
    };
    let Some(attr) = extents.and_then(|e| index_tensor_attr(ctx, &e)) else {
        return Err(p.error_at_raw(at, "expected an array of integer extents"));
    };
    st.attributes.push((ctx.ident("shape"), attr));
    let ty = p.parse_colon_type()?;
    st.result_types.push(ty);
    Ok(())
}

/// Prints ` {attrs}[extents] : type`, spaced as upstream prints it.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    // The extents are a property; only discardable attributes print here.
    let attrs = ir.op_attrs(op).map(<[_]>::to_vec).unwrap_or_default();
    let extents = crate::fold_utils::attr(ir, op, "shape").and_then(|a| extents_of(ctx, a)).unwrap_or_default();
    let ty = ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok());
    p.output().push(' ');
    p.print_optional_attr_dict(&attrs, &["shape"]);
    let list: Vec<String> = extents.iter().map(i64::to_string).collect();
    p.output().push_str(&format!("[{}] : ", list.join(", ")));
    if let Some(ty) = ty {
        p.print_type(ty);
    }
}
