//! `scf.for` and `scf.while`: custom syntax as upstream's `ForOp::parse`
//! / `WhileOp::parse` and their printers, with the `LoopLikeOpInterface`
//! and region checks.

use super::common::{
    all_attrs, ensure_yield, is, operands, print_init_list, region, region_args, result_types, terminator, types,
};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::{type_to_string, OpAsmPrinter};
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, OperationState, TypeKind, Value};

/// `scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(...) -> (types)] [: type] {...}`.
pub fn parse_for(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("unsigned") {
        st.attributes.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    let iv = p.parse_argument(false, false)?;
    p.parse_equal()?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = vec![iv];
    let mut inits = Vec::new();
    let has_iter = p.parse_optional_keyword("iter_args");
    if has_iter {
        let Some((lhs, rhs)) = p.parse_optional_assignment_list()? else {
            return Err(p.error_at(p.current_offset(), "expected '('"));
        };
        args.extend(lhs);
        inits = rhs;
        p.parse_arrow()?;
        st.result_types = p.parse_function_result_types()?;
    }
    if args.len() != st.result_types.len() + 1 {
        return Err(p.error_at(p.name_offset(), "mismatch in number of loop-carried values and defined values"));
    }
    let ty = if p.parse_optional_colon() { p.parse_type()? } else { ctx.index_type() };
    args[0].ty = ty;
    for (a, t) in args.iter_mut().skip(1).zip(&st.result_types) {
        a.ty = *t;
    }
    let body = p.parse_region(&args, false)?;
    ensure_yield(p, body, st.loc);
    st.regions.push(body);
    for o in [&lb, &ub, &step] {
        st.operands.push(p.resolve_operand(o, ty)?);
    }
    for (o, t) in inits.iter().zip(st.result_types.clone()) {
        st.operands.push(p.resolve_operand(o, t)?);
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `scf.for`.
pub fn print_for(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    let args = region_args(ir, op, 0);
    let attrs = all_attrs(ir, op);
    let unsigned = attrs.iter().any(|(n, _)| ir.ctx().ident_str(*n) == "unsignedCmp");
    if unsigned {
        p.output().push_str(" unsigned");
    }
    p.output().push(' ');
    if let Some(iv) = args.first() {
        p.print_operand(*iv);
    }
    p.output().push_str(" = ");
    for (i, kw) in ["", " to ", " step "].iter().enumerate() {
        p.output().push_str(kw);
        if let Some(v) = ops.get(i) {
            p.print_operand(*v);
        }
    }
    let inits: Vec<Value> = ops.iter().skip(3).copied().collect();
    let iter_args: Vec<Value> = args.iter().skip(1).copied().collect();
    print_init_list(p, &iter_args, &inits, " iter_args");
    if !inits.is_empty() {
        p.output().push_str(" -> (");
        p.print_type_list(&types(ir, &inits));
        p.output().push(')');
    }
    p.output().push(' ');
    if let Some(t) = args.first().and_then(|a| ir.value_type(*a).ok()) {
        if !matches!(ir.ctx().type_kind(t), TypeKind::Index) {
            p.output().push_str(" : ");
            p.print_type(t);
            p.output().push(' ');
        }
    }
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, !inits.is_empty(), false);
    }
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

/// The `LoopLikeOpInterface` checks over inits, iter_args, yielded values
/// and results.
fn verify_loop_like(
    ir: &Ir,
    op: OpId,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let results = result_types(ir, op);
    let err = |m: String| Err(op_error_prefixed(ir, op, m));
    if inits.len() != iter_args.len() {
        return err(format!("different number of inits and region iter_args: {} != {}", inits.len(), iter_args.len()));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if results.len() != iter_args.len() {
        return err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    let ts = |v: &[Value]| types(ir, v);
    let (ti, ta, ty) = (ts(inits), ts(iter_args), ts(yielded));
    let s = |t| type_to_string(ctx, t);
    for (i, (a, b)) in ti.iter().zip(&ta).enumerate() {
        if a != b {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                s(*a),
                s(*b)
            ));
        }
    }
    for (i, (a, b)) in ta.iter().zip(&ty).enumerate() {
        if a != b {
            return err(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                s(*a),
                s(*b)
            ));
        }
    }
    for (i, (a, b)) in ta.iter().zip(&results).enumerate() {
        if a != b {
            return err(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                s(*a),
                s(*b)
            ));
        }
    }
    Ok(())
}

/// `ForOp::verify` and the loop-like checks.
pub fn verify_for(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = operands(ir, op);
    let inits: Vec<Value> = ops.iter().skip(3).copied().collect();
    if inits.len() != ir.num_results(op).unwrap_or(0) {
        return Err(op_error_prefixed(ir, op, "mismatch in number of loop-carried values and defined values"));
    }
    let args = region_args(ir, op, 0);
    let iter_args: Vec<Value> = args.iter().skip(1).copied().collect();
    let yielded =
        terminator(ir, op, 0).filter(|t| is(ir, *t, "scf.yield")).map(|t| operands(ir, t)).unwrap_or_default();
    verify_loop_like(ir, op, &inits, &iter_args, &yielded)
}

/// `ForOp::verifyRegions`.
pub fn verify_for_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = operands(ir, op);
    let args = region_args(ir, op, 0);
    let ivt = args.first().and_then(|a| ir.value_type(*a).ok());
    if ivt != ops.first().and_then(|v| ir.value_type(*v).ok()) {
        return Err(op_error_prefixed(ir, op, "expected induction variable to be same type as bounds and step"));
    }
    if args.len().saturating_sub(1) != ir.num_results(op).unwrap_or(0) {
        return Err(op_error_prefixed(ir, op, "mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

/// `scf.while (%a = %x, ...) : (types) -> types {before} do {after}`.
pub fn parse_while(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let (mut args, inits) = p.parse_optional_assignment_list()?.unwrap_or_default();
    p.parse_colon()?;
    let at = p.current_offset();
    let fty = p.parse_function_type()?;
    let (ins, outs) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    };
    st.result_types = outs;
    if ins.len() != inits.len() {
        return Err(p.error_at_raw(
            at,
            format!("expected as many input types as operands (expected {} got {})", inits.len(), ins.len()),
        ));
    }
    for (o, t) in inits.iter().zip(&ins) {
        st.operands.push(p.resolve_operand(o, *t)?);
    }
    for (a, t) in args.iter_mut().zip(&ins) {
        a.ty = *t;
    }
    st.regions.push(p.parse_region(&args, false)?);
    p.parse_keyword("do")?;
    st.regions.push(p.parse_region(&[], false)?);
    st.attributes.extend(p.parse_optional_attr_dict_with_keyword()?);
    Ok(())
}

/// Prints `scf.while`.
pub fn print_while(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let inits = operands(ir, op);
    let args = region_args(ir, op, 0);
    print_init_list(p, &args, &inits, " ");
    p.output().push_str(" : (");
    p.print_type_list(&types(ir, &inits));
    p.output().push_str(") -> ");
    p.print_result_types(&result_types(ir, op));
    p.output().push(' ');
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, true, false);
    }
    p.output().push_str(" do ");
    if let Some(r) = region(ir, op, 1) {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict_with_keyword(&all_attrs(ir, op), &[]);
}

/// `WhileOp::verify`: the regions end in `scf.condition` and `scf.yield`.
pub fn verify_while(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    for (i, name, what) in [(0, "scf.condition", "before"), (1, "scf.yield", "after")] {
        if !terminator(ir, op, i).is_some_and(|t| is(ir, t, name)) {
            return Err(op_error_prefixed(ir, op, format!("expects the '{what}' region to terminate with '{name}'")));
        }
    }
    Ok(())
}
