//! `scf.index_switch`: `custom<SwitchCases>` and the region checks of
//! `IndexSwitchOp::verify`.

use super::common::{all_attrs, ensure_yield, is, operands, result_types, types};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::{type_to_string, OpAsmPrinter};
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, OperationState, RegionId};

fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseArray { element: ctx.int(64), len: values.len(), raw: raw.into() })
}

/// The case values a `cases` attribute holds (none when it is missing or
/// not a dense array): the printer and verifier pass the attribute as the
/// op has it, folders and patterns the one their view reads.
pub(super) fn case_values(ctx: &Context, cases: Option<Attribute>) -> Vec<i64> {
    match cases.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { raw, .. }) => {
            raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()
        }
        _ => Vec::new(),
    }
}

/// `%arg attr-dict (-> types)? (case N {...})* default {...}`.
pub fn parse_index_switch(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&arg, ctx.index_type())?);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    if p.parse_optional_arrow() {
        st.result_types = p.parse_type_list()?;
    }
    let mut values = Vec::new();
    let mut regions: Vec<RegionId> = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer()?);
        let r = p.parse_region(&[], false)?;
        ensure_yield(p, r, st.loc);
        regions.push(r);
    }
    p.parse_keyword("default")?;
    let def = p.parse_region(&[], false)?;
    ensure_yield(p, def, st.loc);
    st.regions.push(def);
    st.regions.extend(regions);
    st.attributes.push((ctx.ident("cases"), i64_array(ctx, &values)));
    Ok(())
}

/// Prints `scf.index_switch`.
pub fn print_index_switch(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    p.output().push(' ');
    if let Some(a) = operands(ir, op).first() {
        p.print_operand(*a);
    }
    p.print_optional_attr_dict(&all_attrs(ir, op), &["cases"]);
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.output().push_str(" -> ");
        p.print_type_list(&results);
    }
    p.output().push(' ');
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    let cases = case_values(ir.ctx(), crate::spec::verify::op_attr(ir, op, "cases"));
    for (v, r) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_new_line();
        p.output().push_str(&format!("case {v} "));
        p.print_region(*r, false, true, false);
    }
    p.print_new_line();
    p.output().push_str("default ");
    if let Some(r) = regions.first() {
        // The format's region directive elides an operand-free implicit
        // terminator.
        let term = ir.region_first_block(*r).ok().flatten().and_then(|b| ir.block_last_op(b).ok().flatten());
        let print_term = term.map_or(true, |t| prints_terminator(ir, t));
        p.print_region(*r, true, print_term, false);
    }
}

/// Whether a region directive prints the implicit terminator `t`.
fn prints_terminator(ir: &Ir, t: OpId) -> bool {
    ir.num_operands(t).unwrap_or(0) != 0 || ir.num_results(t).unwrap_or(0) != 0 || !all_attrs(ir, t).is_empty()
}

/// `IndexSwitchOp::verify`.
pub fn verify_index_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let values = case_values(ctx, crate::spec::verify::op_attr(ir, op, "cases"));
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    let n_case = regions.len().saturating_sub(1);
    let err = |m: String| Err(op_error_prefixed(ir, op, m));
    if values.len() != n_case {
        return err(format!("has {n_case} case regions but {} case values", values.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for v in &values {
        if !seen.insert(*v) {
            return err(format!("has duplicate case value: {v}"));
        }
    }
    let results = result_types(ir, op);
    for (i, r) in regions.iter().enumerate() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(t) = ir.region_first_block(*r).ok().flatten().and_then(|b| ir.block_last_op(b).ok().flatten()) else {
            continue;
        };
        if !is(ir, t, "scf.yield") {
            let n = ir.op_name(t).map(|n| ctx.op_name_str(n).to_string()).unwrap_or_default();
            return err(format!("expected region to end with scf.yield, but got {n}"));
        }
        let ys = types(ir, &operands(ir, t));
        if ys.len() != results.len() {
            return err(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                ys.len()
            ));
        }
        for (idx, (a, b)) in results.iter().zip(&ys).enumerate() {
            if a != b {
                return err(format!("expected result #{idx} of each region to be '{}'", type_to_string(ctx, *a)));
            }
        }
    }
    Ok(())
}
