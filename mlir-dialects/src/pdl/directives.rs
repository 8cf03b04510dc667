//! The `custom<...>` directives of the PDL assembly formats, as upstream's
//! hand-written `parse`/`print` functions in `PDL.cpp`:
//! `OperationOpAttributes` (`{"name" = %attr, ...}` of `pdl.operation`),
//! `RangeType` (the result type of `pdl.range`) and `ResultsValueType`
//! (the result type of `pdl.results`).

use super::types::{self, PdlType};
use crate::format::{CustomDirective, Element, ParseState};
use crate::spec::verify::op_attr;
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId};

/// The operand group a directive argument names (through `ref`/`type`).
fn operand_group(e: &Element) -> Option<usize> {
    match e {
        Element::Operand(i) => Some(*i),
        Element::Ref(x) | Element::Type(x) | Element::Qualified(x) => operand_group(x),
        _ => None,
    }
}

/// The result group a directive argument names (through `ref`/`type`).
fn result_group(e: &Element) -> Option<usize> {
    match e {
        Element::Result(i) => Some(*i),
        Element::Ref(x) | Element::Type(x) | Element::Qualified(x) => result_group(x),
        _ => None,
    }
}

/// `{"name" = %value, ...}`: the attribute operands of `pdl.operation`
/// and their names (`attributeValueNames`); nothing when there are none.
fn parse_operation_attributes(
    p: &mut OpAsmParser<'_, '_, '_>,
    st: &mut ParseState,
    args: &[Element],
) -> ParseResult<bool> {
    let ctx = p.ctx();
    let group = args.first().and_then(operand_group).unwrap_or(1);
    let mut names = Vec::new();
    let mut values = Vec::new();
    let at = p.current_offset();
    if p.parse_optional_lbrace() {
        loop {
            let name_at = p.current_offset();
            let name = p.parse_attribute(None)?;
            if !matches!(ctx.attr_kind(name), AttrKind::String { .. }) {
                return Err(p.error_at(name_at, "invalid kind of attribute specified"));
            }
            p.parse_equal()?;
            values.push(p.parse_operand()?);
            names.push(name);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rbrace()?;
    }
    if let Some(slot) = st.operands.get_mut(group) {
        *slot = values.into();
    }
    if let Some(slot) = st.operand_locs.get_mut(group) {
        *slot = Some(at);
    }
    st.attrs.push((ctx.ident("attributeValueNames"), ctx.array_attr(&names)));
    Ok(true)
}

fn print_operation_attributes(p: &mut OpAsmPrinter<'_>, op: OpId, _args: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let names = match op_attr(ir, op, "attributeValueNames").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.to_vec(),
        _ => return,
    };
    if names.is_empty() {
        return;
    }
    let values = super::OperationOp::new(ir, op).map(|v| v.attribute_values(ir).checked()).unwrap_or_default();
    p.output().push_str(" {");
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        p.print_attribute(*name);
        p.output().push_str(" = ");
        if let Some(v) = values.get(i) {
            p.print_operand(*v);
        }
    }
    p.output().push('}');
}

/// The result type of `pdl.range`: the range of the first argument's
/// element type, or `: type` when there are no arguments.
fn parse_range_type(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, args: &[Element]) -> ParseResult<bool> {
    let ctx = p.ctx();
    let operands = args.first().and_then(operand_group).unwrap_or(0);
    let result = args.get(1).and_then(result_group).unwrap_or(0);
    let first = st.operand_types.get(operands).and_then(|t| t.as_ref()).and_then(|t| t.first().copied());
    let ty = match first {
        Some(t) => match PdlType::of(ctx, types::element_or_self(ctx, t)) {
            Some(PdlType::Single(h)) => types::range(ctx, h),
            _ => {
                let shown = mlir_ir::printer::type_to_string(ctx, t);
                return Err(p.error_at_raw(
                    p.name_offset(),
                    format!(
                        "expected element of pdl.range to be one of [!pdl.attribute, !pdl.operation, !pdl.type, \
                         !pdl.value], but got {shown}"
                    ),
                ));
            }
        },
        None => p.parse_colon_type()?,
    };
    if let Some(slot) = st.result_types.get_mut(result) {
        *slot = Some(smallvec::smallvec![ty]);
    }
    Ok(true)
}

fn print_range_type(p: &mut OpAsmPrinter<'_>, op: OpId, _args: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    if ir.num_operands(op).unwrap_or(0) != 0 {
        return;
    }
    if let Ok(ty) = ir.result(op, 0).and_then(|v| ir.value_type(v)) {
        p.output().push_str(": ");
        p.print_type(ty);
    }
}

/// The result type of `pdl.results`: `!pdl.range<value>` without an
/// index, `-> type` with one.
fn parse_results_value_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    st: &mut ParseState,
    args: &[Element],
) -> ParseResult<bool> {
    let ctx = p.ctx();
    let result = args.get(1).and_then(result_group).unwrap_or(0);
    let index = ctx.ident("index");
    let ty = if st.attrs.iter().any(|(n, _)| *n == index) {
        p.parse_arrow()?;
        p.parse_type()?
    } else {
        types::range(ctx, types::Handle::Value)
    };
    if let Some(slot) = st.result_types.get_mut(result) {
        *slot = Some(smallvec::smallvec![ty]);
    }
    Ok(true)
}

fn print_results_value_type(p: &mut OpAsmPrinter<'_>, op: OpId, _args: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    if op_attr(ir, op, "index").is_none() {
        return;
    }
    if let Ok(ty) = ir.result(op, 0).and_then(|v| ir.value_type(v)) {
        p.output().push_str(" -> ");
        p.print_type(ty);
    }
}

/// `custom<OperationOpAttributes>($attributeValues, $attributeValueNames)`.
pub static OPERATION_OP_ATTRIBUTES: [CustomDirective; 1] = [CustomDirective {
    name: "OperationOpAttributes",
    parse: parse_operation_attributes,
    print: print_operation_attributes,
}];

/// `custom<RangeType>(ref(type($arguments)), type($result))`.
pub static RANGE_TYPE: [CustomDirective; 1] =
    [CustomDirective { name: "RangeType", parse: parse_range_type, print: print_range_type }];

/// `custom<ResultsValueType>(ref($index), type($val))`.
pub static RESULTS_VALUE_TYPE: [CustomDirective; 1] =
    [CustomDirective { name: "ResultsValueType", parse: parse_results_value_type, print: print_results_value_type }];
