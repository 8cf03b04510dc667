//! `scf.forall` and its terminator `scf.forall.in_parallel`, as upstream's
//! `ForallOp::parse`/`print` and `InParallelOp::parse`/`print`.

use super::common::{all_attrs, ensure_terminator, operands, print_init_list, region, region_args, result_types};
use crate::cf::i32_array;
use crate::memref::slice::{i64_array, i64s, parse_dynamic_index_list_in, print_dynamic_index_list_in};
use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::verifier::{op_error_plain, op_error_prefixed};
use mlir_ir::{Diagnostic, Ir, OpId, OperationState, Value};

const BOUNDS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// Parses `scf.forall (%i, ...) in (...) | = (...) to (...) step (...)
/// [shared_outs(%o = %x) -> (types)] {...}`.
pub fn parse_forall(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let mut counts = [0i32; 4];
    let mut statics: [Vec<i64>; 3] = Default::default();
    if p.parse_optional_keyword("in") {
        let (dynamic, ub) = parse_dynamic_index_list_in(p, Delimiter::Paren)?;
        counts[1] = dynamic.len() as i32;
        st.operands.extend(p.resolve_operands_same(&dynamic, index)?);
        statics = [vec![0; ivs.len()], ub, vec![1; ivs.len()]];
    } else {
        for (i, kw) in ["=", "to", "step"].iter().enumerate() {
            if i == 0 {
                p.parse_equal()?;
            } else {
                p.parse_keyword(kw)?;
            }
            let (dynamic, s) = parse_dynamic_index_list_in(p, Delimiter::Paren)?;
            counts[i] = dynamic.len() as i32;
            st.operands.extend(p.resolve_operands_same(&dynamic, index)?);
            statics[i] = s;
        }
    }
    let mut outs_args = Vec::new();
    let at = p.current_offset();
    if p.parse_optional_keyword("shared_outs") {
        let Some((lhs, rhs)) = p.parse_optional_assignment_list()? else {
            return Err(p.error_at(p.current_offset(), "expected '('"));
        };
        if p.parse_optional_arrow() {
            st.result_types = p.parse_function_result_types()?;
        }
        if rhs.len() != st.result_types.len() {
            return Err(p.error_at(
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    rhs.len(),
                    st.result_types.len()
                ),
            ));
        }
        for (o, t) in rhs.iter().zip(st.result_types.clone()) {
            st.operands.push(p.resolve_operand(o, t)?);
        }
        counts[3] = rhs.len() as i32;
        outs_args = lhs;
    }
    for iv in ivs.iter_mut() {
        iv.ty = index;
    }
    for (a, t) in outs_args.iter_mut().zip(&st.result_types) {
        a.ty = *t;
    }
    ivs.extend(outs_args);
    let body = p.parse_region(&ivs, false)?;
    ensure_terminator(p, body, st.loc, "scf.forall.in_parallel", true);
    st.regions.push(body);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    for (name, s) in BOUNDS.iter().zip(&statics) {
        st.attributes.push((ctx.ident(name), i64_array(ctx, s)));
    }
    st.attributes.push((ctx.ident("operandSegmentSizes"), i32_array(ctx, &counts)));
    Ok(())
}

/// The operand groups: dynamic lower bounds, upper bounds, steps, outputs,
/// split by `sizes` (the op's `operandSegmentSizes`, which the printer and
/// verifier read as the op has it: they meet ops that need not fit the
/// definition, where the typed view would not apply).
fn operand_groups(ir: &Ir, op: OpId, sizes: Option<mlir_ir::Attribute>) -> Vec<Vec<Value>> {
    let ops = operands(ir, op);
    let sizes: Vec<usize> = sizes
        .and_then(|a| dense_i32(ir.ctx(), a))
        .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
        .unwrap_or_else(|| vec![0, 0, 0, ops.len()]);
    let mut groups: Vec<Vec<Value>> = Vec::new();
    let mut at = 0;
    for n in sizes.iter().take(4) {
        let end = (at + n).min(ops.len());
        groups.push(ops[at..end].to_vec());
        at = end;
    }
    groups.resize(4, Vec::new());
    groups
}

/// `ForallOp::verify`: results match outputs, the body's arguments are
/// the indices and the outputs, and each bound list has one entry per
/// loop with as many values as dynamic entries.
pub fn verify_forall(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let groups = operand_groups(ir, op, op_attr(ir, op, "operandSegmentSizes"));
    let statics: Vec<Vec<i64>> = BOUNDS.iter().map(|n| i64s(ctx, op_attr(ir, op, n))).collect();
    let rank = statics[0].len();
    let outputs = &groups[3];
    let results = result_types(ir, op);
    if results.len() != outputs.len() {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("produces {} results, but has only {} outputs", results.len(), outputs.len()),
        ));
    }
    let args = region_args(ir, op, 0);
    if args.len() != rank + outputs.len() {
        return Err(op_error_prefixed(ir, op, format!("region expects {rank} arguments")));
    }
    for (i, a) in args.iter().take(rank).enumerate() {
        if !ir.value_type(*a).is_ok_and(|t| matches!(ctx.type_kind(t), mlir_ir::TypeKind::Index)) {
            return Err(op_error_prefixed(ir, op, format!("expects {i}-th block argument to be an index")));
        }
    }
    for (i, (a, o)) in args.iter().skip(rank).zip(outputs).enumerate() {
        if ir.value_type(*a).ok() != ir.value_type(*o).ok() {
            return Err(op_error_prefixed(
                ir,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    for ((name, s), dynamic) in ["lower bound", "upper bound", "step"].iter().zip(&statics).zip(&groups) {
        if s.len() != rank {
            return Err(op_error_plain(ir, op, format!("expected {rank} {name} values, got {}", s.len())));
        }
        let expected = s.iter().filter(|v| **v == mlir_ir::types::DYNAMIC).count();
        if dynamic.len() != expected {
            return Err(op_error_plain(ir, op, format!("expected {expected} dynamic {name} values")));
        }
    }
    Ok(())
}

/// Prints `scf.forall`.
pub fn print_forall(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    let groups = operand_groups(ir, op, op_attr(ir, op, "operandSegmentSizes"));
    let statics: Vec<Vec<i64>> = BOUNDS.iter().map(|n| i64s(ctx, op_attr(ir, op, n))).collect();
    let args = region_args(ir, op, 0);
    let n_ivs = statics[1].len().min(args.len());
    p.output().push_str(" (");
    p.print_operands(&args[..n_ivs]);
    let normalized = groups[0].is_empty()
        && groups[2].is_empty()
        && statics[0].iter().all(|v| *v == 0)
        && statics[2].iter().all(|v| *v == 1);
    if normalized {
        p.output().push_str(") in ");
        print_dynamic_index_list_in(p, &groups[1], &statics[1], ('(', ')'));
    } else {
        p.output().push_str(") = ");
        for (i, kw) in ["", " to ", " step "].iter().enumerate() {
            p.output().push_str(kw);
            print_dynamic_index_list_in(p, &groups[i], &statics[i], ('(', ')'));
        }
    }
    print_init_list(p, &args[n_ivs..], &groups[3], " shared_outs");
    p.output().push(' ');
    let results = result_types(ir, op);
    if args.len() > n_ivs {
        p.output().push_str("-> (");
        p.print_type_list(&results);
        p.output().push_str(") ");
    }
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, !results.is_empty(), false);
    }
    let mut elided = vec!["operandSegmentSizes"];
    elided.extend(BOUNDS);
    p.print_optional_attr_dict(&all_attrs(ir, op), &elided);
}

/// Parses `scf.forall.in_parallel {...}`.
pub fn parse_in_parallel(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let r = p.parse_region(&[], false)?;
    p.ensure_single_block(r);
    st.regions.push(r);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `scf.forall.in_parallel`.
pub fn print_in_parallel(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    p.output().push(' ');
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, false, false);
    }
    p.print_optional_attr_dict(&all_attrs(ir, op), &[]);
}
