//! `scf.parallel`, `scf.reduce` and `scf.reduce.return`: a parallel loop
//! nest whose body ends in `scf.reduce`, one reduction region per result.

use super::common::ensure_terminator;
use crate::spec::constraints::{ANY, INDEX};
use crate::spec::verify::operands;
use crate::spec::{Arity, Hooks, OpSpec, Trait};
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{OpId, OperationState, Type};

fn parse_parallel(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_equal()?;
    let lbs = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
    p.parse_keyword("to")?;
    let ubs = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
    p.parse_keyword("step")?;
    let steps = p.parse_operand_list(Delimiter::Paren, Some(ivs.len()))?;
    let inits =
        if p.parse_optional_keyword("init") { p.parse_operand_list(Delimiter::Paren, None)? } else { Vec::new() };
    let results = p.parse_optional_arrow_type_list()?;
    let index = ctx.index_type();
    for iv in ivs.iter_mut() {
        iv.ty = index;
    }
    let region = p.parse_region(&ivs, false)?;
    let loc = p.loc_at(at);
    ensure_terminator(p, region, loc, "scf.reduce", false);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    for list in [&lbs, &ubs, &steps] {
        st.operands.extend(p.resolve_operands(list, &vec![index; list.len()], at)?);
    }
    st.operands.extend(p.resolve_operands(&inits, &results, at)?);
    let n = ivs.len() as i32;
    st.attributes.push((ctx.ident("operandSegmentSizes"), crate::cf::i32_array(ctx, &[n, n, n, inits.len() as i32])));
    st.result_types.extend(results);
    st.regions.push(region);
    Ok(())
}

fn print_parallel(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    let region = ir.regions(op).ok().and_then(|r| r.first().copied());
    let body = region.and_then(|r| ir.region_first_block(r).ok().flatten());
    let ivs: Vec<_> = body.and_then(|b| ir.block_args(b).ok().map(|a| a.collect())).unwrap_or_default();
    let n = ivs.len();
    let group = |p: &mut OpAsmPrinter<'_>, vals: &[mlir_ir::Value]| {
        p.output().push('(');
        p.print_operands(vals);
        p.output().push(')');
    };
    p.output().push(' ');
    group(p, &ivs);
    p.output().push_str(" = ");
    group(p, ops.get(..n).unwrap_or(&[]));
    p.output().push_str(" to ");
    group(p, ops.get(n..2 * n).unwrap_or(&[]));
    p.output().push_str(" step ");
    group(p, ops.get(2 * n..3 * n).unwrap_or(&[]));
    let inits = ops.get(3 * n..).unwrap_or(&[]);
    if !inits.is_empty() {
        p.output().push_str(" init ");
        group(p, inits);
    }
    let results: Vec<Type> =
        ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    if !results.is_empty() {
        p.output().push_str(" -> ");
        let parens = results.len() > 1;
        if parens {
            p.output().push('(');
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            p.print_type(*t);
        }
        if parens {
            p.output().push(')');
        }
    }
    p.output().push(' ');
    if let Some(r) = region {
        p.print_region(r, false, true, false);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
}

fn parse_reduce(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let at = p.current_offset();
    if p.parse_optional_lparen() {
        let vals = p.parse_operand_list(Delimiter::None, None)?;
        p.parse_colon()?;
        let tys = p.parse_type_list()?;
        p.parse_rparen()?;
        st.operands.extend(p.resolve_operands(&vals, &tys, at)?);
    }
    while let Some(r) = p.parse_optional_region(&[], false)? {
        st.regions.push(r);
        if !p.parse_optional_comma() {
            break;
        }
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_reduce(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    if !ops.is_empty() {
        p.output().push('(');
        p.print_operands(&ops);
        p.output().push_str(" : ");
        for (i, v) in ops.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            if let Ok(t) = ir.value_type(*v) {
                p.print_type(t);
            }
        }
        p.output().push(')');
    }
    // Upstream's format puts a space before the (possibly empty) region list.
    p.output().push(' ');
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    for (i, r) in regions.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        p.print_region(*r, true, true, false);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// The specs of `scf.parallel`, `scf.reduce` and `scf.reduce.return`.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("scf.parallel", "parallel for operation")
            .interface::<dyn mlir_ir::interfaces::LoopLikeOpInterface>(std::sync::Arc::new(
                super::interfaces::ParallelLoop,
            ))
            .operand_group("lowerBound", &INDEX, Arity::Variadic)
            .operand_group("upperBound", &INDEX, Arity::Variadic)
            .operand_group("step", &INDEX, Arity::Variadic)
            .operand_group("initVals", &ANY, Arity::Variadic)
            .result_group("results", &ANY, Arity::Variadic)
            .region("region")
            .traits(&[
                Trait::Marker("AutomaticAllocationScope"),
                Trait::AttrSizedOperandSegments,
                Trait::SingleBlock,
                Trait::RecursiveMemoryEffects,
            ])
            .hooks(Hooks { parse: Some(parse_parallel), print: Some(print_parallel), ..Default::default() }),
        OpSpec::new("scf.reduce", "reduce operation for scf.parallel")
            .operand_group("operands", &ANY, Arity::Variadic)
            .variadic_region("reductions")
            .traits(&[Trait::HasParent("scf.parallel"), Trait::RecursiveMemoryEffects, Trait::Terminator])
            .hooks(Hooks { parse: Some(parse_reduce), print: Some(print_reduce), ..Default::default() }),
        OpSpec::new("scf.reduce.return", "terminator for reduce operation")
            .operand("result", &ANY)
            .traits(&[Trait::HasParent("scf.reduce"), Trait::Pure, Trait::Terminator])
            .format("$result attr-dict `:` type($result)"),
    ]
}
