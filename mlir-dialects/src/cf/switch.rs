//! `cf.switch`: the `custom<SwitchOpCases>` list, parsed and printed as
//! upstream's `parseSwitchOpCases`/`printSwitchOpCases`, and its verifier.

use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::attributes::{DenseElements, DenseValue};
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::{type_to_string, OpAsmPrinter};
use mlir_ir::support::apint::APInt;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Attribute, Context, Diagnostic, Ir, OpId, OperationState, Value};

/// A dense i32 array attribute.
pub fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.dense_i32_array_attr(values)
}

/// A destination and its operands; a count mismatch is reported at
/// `cases_at` (where the case list starts), as upstream.
fn parse_dest(p: &mut OpAsmParser<'_, '_, '_>, cases_at: usize) -> ParseResult<(mlir_ir::BlockId, Vec<Value>)> {
    let b = p.parse_successor()?;
    let mut vals = Vec::new();
    if p.parse_optional_lparen() {
        let mut ops = Vec::new();
        p.comma_list(Delimiter::None, "", |me| {
            ops.push(me.parse_operand()?);
            Ok(())
        })?;
        let types = p.parse_colon_type_list()?;
        p.parse_rparen()?;
        if types.len() != ops.len() {
            return Err(p.error_at(
                cases_at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    ops.len(),
                    types.len()
                ),
            ));
        }
        for (o, t) in ops.iter().zip(types) {
            vals.push(p.resolve_operand(o, t)?);
        }
    }
    Ok((b, vals))
}

/// Parses `%flag : type, [ default: ^bb(...), 1: ^bb(...), ... ] attr-dict`.
pub fn parse_switch(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_colon()?;
    let at = p.current_offset();
    let fty = p.parse_type()?;
    if !matches!(ctx.type_kind(fty), mlir_ir::TypeKind::Integer { .. }) {
        return Err(p.error_at(
            at,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                type_to_string(ctx, fty)
            ),
        ));
    }
    let flag = p.resolve_operand(&flag, fty)?;
    p.parse_comma()?;
    p.parse_lsquare()?;
    let cases_at = p.current_offset();
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let (def, def_ops) = parse_dest(p, cases_at)?;
    let width = ctx.type_kind(fty).int_or_float_bit_width().unwrap_or(64);
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Value> = Vec::new();
    let mut seg = Vec::new();
    while p.parse_optional_comma() {
        let v = p.parse_integer()?;
        values.push(DenseValue::Int(APInt::from_i64(width, v)));
        p.parse_colon()?;
        let (b, ops) = parse_dest(p, cases_at)?;
        dests.push(b);
        seg.push(ops.len() as i32);
        case_ops.extend(ops);
    }
    p.parse_rsquare()?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    let n_def = def_ops.len() as i32;
    let n_case = case_ops.len() as i32;
    st.operands.push(flag);
    st.operands.extend(def_ops);
    st.operands.extend(case_ops);
    st.successors.push(def);
    st.successors.extend(dests);
    if !values.is_empty() {
        let vty = ctx.vector_type(&[values.len() as i64], &[false], fty);
        if let Ok(a) = ctx.dense_elements_attr(vty, &values) {
            st.attributes.push((ctx.ident("case_values"), a));
        }
    }
    st.attributes.push((ctx.ident("case_operand_segments"), i32_array(ctx, &seg)));
    st.attributes.push((ctx.ident("operandSegmentSizes"), i32_array(ctx, &[1, n_def, n_case])));
    Ok(())
}

/// Operand groups: default operands, then one group per case, split by
/// `sizes` and `case_segments` (the op's `operandSegmentSizes` and
/// `case_operand_segments`, which the printer and verifier read as the op
/// has them: they meet ops that need not fit the definition).
fn groups(
    ir: &Ir,
    op: OpId,
    sizes: Option<Attribute>,
    case_segments: Option<Attribute>,
) -> (Vec<Value>, Vec<Vec<Value>>) {
    let ctx = ir.ctx();
    let ops: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let sizes = sizes.and_then(|a| dense_i32(ctx, a)).unwrap_or_default();
    let n_def = sizes.get(1).copied().unwrap_or(0).max(0) as usize;
    let def: Vec<Value> = ops.iter().skip(1).take(n_def).copied().collect();
    let at = (1 + n_def).min(ops.len());
    (def, split_cases(ctx, &ops[at..], case_segments))
}

/// The case operands `ops` split into one group per case by
/// `case_segments` (a group past the operands is cut short).
pub(super) fn split_cases(ctx: &Context, ops: &[Value], case_segments: Option<Attribute>) -> Vec<Vec<Value>> {
    let mut at = 0;
    let mut cases = Vec::new();
    for n in case_segments.and_then(|a| dense_i32(ctx, a)).unwrap_or_default() {
        let end = (at + n.max(0) as usize).min(ops.len());
        cases.push(ops[at.min(end)..end].to_vec());
        at = end;
    }
    cases
}

/// The case values a switch's `case_values` attribute holds, in order
/// (none without one).
pub(crate) fn case_values(ctx: &Context, values: Option<Attribute>) -> Vec<APInt> {
    let Some(d) = values.and_then(|a| DenseElements::new(ctx, a)) else { return Vec::new() };
    (0..d.len()).filter_map(|i| d.int(i)).collect()
}

/// Prints the custom form.
pub fn print_switch(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let succs: Vec<_> = ir.successors(op).map(|s| s.collect()).unwrap_or_default();
    let (def, cases) = groups(ir, op, op_attr(ir, op, "operandSegmentSizes"), op_attr(ir, op, "case_operand_segments"));
    p.output().push(' ');
    if let Some(f) = ops.first() {
        p.print_operand(*f);
        p.output().push_str(" : ");
        let t = ir.value_type(*f).unwrap_or_else(|_| p.ctx().none_type());
        p.print_type(t);
    }
    p.output().push_str(", [");
    p.print_new_line();
    p.output().push_str("  default: ");
    if let Some(d) = succs.first() {
        p.print_successor_and_use_list(*d, &def);
    }
    let values = case_values(ir.ctx(), op_attr(ir, op, "case_values"));
    if op_attr(ir, op, "case_values").is_some() {
        for (i, v) in values.iter().enumerate() {
            p.output().push(',');
            p.print_new_line();
            p.output().push_str(&format!("  {}: ", v.low_u64()));
            if let Some(b) = succs.get(i + 1) {
                let vals = cases.get(i).cloned().unwrap_or_default();
                p.print_successor_and_use_list(*b, &vals);
            }
        }
        p.print_new_line();
    }
    p.output().push(']');
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    attrs.sort_by(|a, b| ir.ctx().ident_str(a.0).cmp(ir.ctx().ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &["case_values", "case_operand_segments", "operandSegmentSizes"]);
}

/// `SwitchOp::verify` plus the successor-operand checks.
pub fn verify_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let n_dests = ir.successors(op).map(|s| s.count()).unwrap_or(0).saturating_sub(1);
    let values = op_attr(ir, op, "case_values");
    if values.is_none() && n_dests == 0 {
        return crate::cf::branch::verify_successor_groups(ir, op, &verify_groups(ir, op));
    }
    if let Some(a) = values {
        let flag = ir.operands(op).ok().and_then(|mut o| o.next()).and_then(|v| ir.value_type(v).ok());
        if let Some(d) = DenseElements::new(ctx, a) {
            let et = d.element_type();
            if Some(et) != flag {
                return Err(op_error_prefixed(
                    ir,
                    op,
                    format!(
                        "'flag' type ('{}') should match case value type ('{}')",
                        flag.map(|t| type_to_string(ctx, t)).unwrap_or_default(),
                        type_to_string(ctx, et)
                    ),
                ));
            }
            if d.len() as usize != n_dests {
                return Err(op_error_prefixed(
                    ir,
                    op,
                    format!("number of case values ({}) should match number of case destinations ({n_dests})", d.len()),
                ));
            }
        }
    }
    crate::cf::branch::verify_successor_groups(ir, op, &verify_groups(ir, op))
}

/// The operands of each successor, default first, for the verifier.
fn verify_groups(ir: &Ir, op: OpId) -> Vec<Vec<Value>> {
    let (def, cases) = groups(ir, op, op_attr(ir, op, "operandSegmentSizes"), op_attr(ir, op, "case_operand_segments"));
    let mut g = vec![def];
    g.extend(cases);
    g
}
