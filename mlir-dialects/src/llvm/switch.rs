//! `llvm.switch %v : i32, ^default [ 1: ^bb1(%x : i32), 7: ^bb2 ]`: one
//! successor per case, the case values as a dense vector, the case
//! operands flattened with their per-case counts.

use crate::spec::constraints::{ANY, DENSE_I32_ARRAY, ELEMENTS, SIGNLESS_INT_LIKE};
use crate::spec::verify::{op_attr, operands};
use crate::spec::{Arity, Hooks, OpSpec, Trait};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, OperationState, Value};

fn parse_switch(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    let value = p.parse_operand()?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    p.parse_comma()?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let mut values: Vec<i64> = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Value> = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    p.parse_lsquare()?;
    if !p.parse_optional_rsquare() {
        loop {
            values.push(p.parse_integer()?);
            p.parse_colon()?;
            let (d, ops) = p.parse_successor_and_use_list()?;
            dests.push(d);
            segments.push(ops.len() as i32);
            case_ops.extend(ops);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    st.operands.push(p.resolve_operand(&value, ty)?);
    let _ = at;
    st.operands.extend(default_ops.iter().copied());
    st.operands.extend(case_ops.iter().copied());
    st.successors.push(default);
    st.successors.extend(dests);
    if !values.is_empty() {
        let vty = ctx.vector_type(&[values.len() as i64], &[false], ty);
        let text = format!(
            "dense<[{}]> : {}",
            values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "),
            mlir_ir::printer::type_to_string(ctx, vty)
        );
        let attr = mlir_ir::parser::parse_attribute_str(ctx, &text).map_err(|d| p.error_at(at, d.message))?;
        st.attributes.push((ctx.ident("case_values"), attr));
    }
    st.attributes.push((ctx.ident("case_operand_segments"), ctx.dense_i32_array_attr(&segments)));
    st.attributes.push((
        ctx.ident("operandSegmentSizes"),
        ctx.dense_i32_array_attr(&[1, default_ops.len() as i32, case_ops.len() as i32]),
    ));
    Ok(())
}

/// The integers of a dense integer attribute.
fn dense_ints(ctx: &mlir_ir::Context, a: mlir_ir::Attribute) -> Vec<i64> {
    let text = mlir_ir::printer::attr_to_string(ctx, a);
    let inner = text.strip_prefix("dense<").and_then(|t| t.split_once('>')).map(|(v, _)| v).unwrap_or("");
    inner.trim_matches(['[', ']']).split(',').filter_map(|s| s.trim().parse().ok()).collect()
}

fn print_switch(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    let succs: Vec<_> = ir.successors(op).map(|s| s.collect()).unwrap_or_default();
    let segs = |name: &str| -> Vec<i32> {
        match op_attr(ir, op, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray { raw, len, .. }) => {
                (0..*len).map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap_or([0; 4]))).collect()
            }
            _ => Vec::new(),
        }
    };
    let sizes = segs("operandSegmentSizes");
    let case_sizes = segs("case_operand_segments");
    let n_default = sizes.get(1).copied().unwrap_or(0) as usize;
    p.output().push(' ');
    if let Some(v) = ops.first() {
        p.print_operand(*v);
        p.output().push_str(" : ");
        if let Ok(t) = ir.value_type(*v) {
            p.print_type(t);
        }
    }
    p.output().push_str(", ");
    if let Some(d) = succs.first() {
        p.print_successor_and_use_list(*d, ops.get(1..1 + n_default).unwrap_or(&[]));
    }
    p.output().push_str(" [");
    let values = op_attr(ir, op, "case_values").map(|a| dense_ints(&ctx, a)).unwrap_or_default();
    let mut next = 1 + n_default;
    p.increase_indent();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.output().push(',');
        }
        p.print_new_line();
        p.output().push_str(&format!("{v}: "));
        let n = case_sizes.get(i).copied().unwrap_or(0) as usize;
        if let Some(d) = succs.get(1 + i) {
            p.print_successor_and_use_list(*d, ops.get(next..next + n).unwrap_or(&[]));
        }
        next += n;
    }
    p.decrease_indent();
    p.print_new_line();
    p.output().push(']');
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// The spec of `llvm.switch`.
pub fn spec() -> OpSpec {
    OpSpec::new("llvm.switch", "Switch instruction.")
        .operand("value", &SIGNLESS_INT_LIKE)
        .operand_group("defaultOperands", &ANY, Arity::Variadic)
        .operand_group("caseOperands", &ANY, Arity::Variadic)
        .optional_attr("case_values", &ELEMENTS)
        .attr("case_operand_segments", &DENSE_I32_ARRAY)
        .optional_attr("branch_weights", &DENSE_I32_ARRAY)
        .successor("defaultDestination", false)
        .successor("caseDestinations", true)
        .traits(&[Trait::Pure, Trait::Terminator, Trait::AttrSizedOperandSegments])
        .hooks(Hooks { parse: Some(parse_switch), print: Some(print_switch), ..Default::default() })
        .interface::<dyn mlir_ir::interfaces::BranchOpInterface>(std::sync::Arc::new(
            crate::branch_operands::BranchLayout::Switch,
        ))
}
