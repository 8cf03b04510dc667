//! The `scf` dialect: structured control flow (`for`, `if`, `while`,
//! `execute_region`) and its terminators.

pub(crate) mod branch;
mod canonicalize;
mod combine_ifs;
pub(crate) mod common;
mod condition_propagation;
mod forall;
mod if_not_swap;
mod if_to_select;
mod if_unused_results;
mod interfaces;
mod loops;
mod parallel;
mod switch;
mod switch_canonicalize;
#[cfg(feature = "llvm")]
pub mod to_cf;
mod while_canonicalize;
mod while_move_if_down;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::spec::constraints::{ANY, DENSE_I64_ARRAY, I1, INDEX, UNIT};
use crate::spec::{Arity, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait};
use common::{all_attrs, ensure_yield, region, result_types};
use mlir_ir::dialect::Dialect;
use mlir_ir::interfaces::{
    ConditionallySpeculatable, LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, OperationState};
use std::sync::Arc;

fn parse_if(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&cond, ctx.int(1))?);
    if p.parse_optional_arrow() {
        st.result_types = p.parse_function_result_types()?;
    }
    let then = p.parse_region(&[], false)?;
    ensure_yield(p, then, st.loc);
    st.regions.push(then);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(&[], false)?;
        ensure_yield(p, els, st.loc);
        st.regions.push(els);
    } else {
        st.regions.push(p.ir().create_region());
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_if(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    p.output().push(' ');
    if let Ok(c) = ir.operand(op, 0) {
        p.print_operand(c);
    }
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.output().push_str(" -> (");
        p.print_type_list(&results);
        p.output().push(')');
    }
    let terms = !results.is_empty();
    p.output().push(' ');
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, terms, false);
    }
    if let Some(r) = region(ir, op, 1).filter(|r| ir.region_first_block(*r).ok().flatten().is_some()) {
        p.output().push_str(" else ");
        p.print_region(r, false, terms, false);
    }
    p.print_optional_attr_dict(&all_attrs(ir, op), &[]);
}

fn verify_if(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let else_empty = region(ir, op, 1).map_or(true, |r| ir.region_first_block(r).ok().flatten().is_none());
    if ir.num_results(op).unwrap_or(0) != 0 && else_empty {
        return Err(op_error_prefixed(ir, op, "must have an else block if defining values"));
    }
    Ok(())
}

fn parse_execute_region(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_arrow() {
        st.result_types = p.parse_function_result_types()?;
    }
    if p.parse_optional_keyword("no_inline") {
        st.attributes.push((ctx.ident("no_inline"), ctx.unit_attr()));
    }
    st.regions.push(p.parse_region(&[], false)?);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_execute_region(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.output().push_str(" -> ");
        p.print_result_types(&results);
    }
    let attrs = all_attrs(ir, op);
    if attrs.iter().any(|(n, _)| ir.ctx().ident_str(*n) == "no_inline") {
        p.output().push_str(" no_inline");
    }
    p.output().push(' ');
    if let Some(r) = region(ir, op, 0) {
        p.print_region(r, false, true, false);
    }
    p.print_optional_attr_dict(&attrs, &["no_inline"]);
}

fn verify_execute_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(r) = region(ir, op, 0) else { return Ok(()) };
    let Some(b) = ir.region_first_block(r).ok().flatten() else {
        return Err(op_error_prefixed(ir, op, "region needs to have at least one block"));
    };
    if ir.num_block_args(b).unwrap_or(0) > 0 {
        return Err(op_error_prefixed(ir, op, "region cannot have any arguments"));
    }
    Ok(())
}

/// `DeviceMappingArrayAttr`-like: any array.
static ANY_ARRAY: crate::spec::AttrConstraint = crate::spec::AttrConstraint {
    ods_name: "ArrayAttr",
    summary: "Device Mapping array attribute",
    check: |c, a| matches!(c.attr_kind(a), mlir_ir::AttrKind::Array(_)),
    print: crate::spec::AttrPrint::Full,
};

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = vec![
        OpSpec::new("scf.condition", "loop continuation condition")
            .interface::<dyn RegionBranchTerminatorOpInterface>(Arc::new(interfaces::Condition))
            .operand("condition", &I1)
            .operand_group("args", &ANY, Arity::Variadic)
            .traits(&[Trait::HasParent("scf.while"), Trait::Pure, Trait::Terminator])
            .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
        OpSpec::new("scf.execute_region", "operation that executes its region exactly once")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(interfaces::ExecuteRegion))
            .result_group("result", &ANY, Arity::Variadic)
            .optional_attr("no_inline", &UNIT)
            .region("region")
            .traits(&[Trait::RecursiveMemoryEffects])
            .canonicalize(canonicalize::execute_region_patterns)
            .hooks(Hooks {
                parse: Some(parse_execute_region),
                print: Some(print_execute_region),
                verify: Some(verify_execute_region),
                verify_region: Some(branch::verify_yields_to_parent),
                ..Default::default()
            }),
        OpSpec::new("scf.for", "for operation")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(interfaces::For))
            .interface::<dyn LoopLikeOpInterface>(Arc::new(interfaces::For))
            .interface::<dyn ConditionallySpeculatable>(Arc::new(interfaces::For))
            .operand("lowerBound", &ANY)
            .operand("upperBound", &ANY)
            .operand("step", &ANY)
            .operand_group("initArgs", &ANY, Arity::Variadic)
            .result_group("results", &ANY, Arity::Variadic)
            .optional_attr("unsignedCmp", &UNIT)
            .region("region")
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(loops::parse_for),
                print: Some(loops::print_for),
                verify: Some(loops::verify_for),
                verify_region: Some(loops::verify_for_regions),
                ..Default::default()
            })
            .canonicalize(canonicalize::for_patterns),
        OpSpec::new("scf.forall", "evaluate a block multiple times in parallel")
            .interface::<dyn LoopLikeOpInterface>(Arc::new(interfaces::ParallelLoop))
            .operand_group("dynamicLowerBound", &INDEX, Arity::Variadic)
            .operand_group("dynamicUpperBound", &INDEX, Arity::Variadic)
            .operand_group("dynamicStep", &INDEX, Arity::Variadic)
            .attr("staticLowerBound", &DENSE_I64_ARRAY)
            .attr("staticUpperBound", &DENSE_I64_ARRAY)
            .attr("staticStep", &DENSE_I64_ARRAY)
            .operand_group("outputs", &ANY, Arity::Variadic)
            .optional_attr("mapping", &ANY_ARRAY)
            .result_group("results", &ANY, Arity::Variadic)
            .region("region")
            .traits(&[Trait::AttrSizedOperandSegments])
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(forall::parse_forall),
                print: Some(forall::print_forall),
                verify: Some(forall::verify_forall),
                ..Default::default()
            }),
        OpSpec::new("scf.forall.in_parallel", "terminates a `forall` block")
            .region("region")
            .traits(&[Trait::HasParent("scf.forall"), Trait::NoTerminator, Trait::Pure, Trait::Terminator])
            .hooks(Hooks {
                parse: Some(forall::parse_in_parallel),
                print: Some(forall::print_in_parallel),
                ..Default::default()
            }),
        OpSpec::new("scf.if", "if-then-else operation")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(interfaces::If))
            .interface::<dyn ConditionallySpeculatable>(Arc::new(interfaces::If))
            .operand("condition", &I1)
            .result_group("results", &ANY, Arity::Variadic)
            .region("thenRegion")
            .region("elseRegion")
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(parse_if),
                print: Some(print_if),
                verify: Some(verify_if),
                verify_region: Some(branch::verify_yields_to_parent),
                ..Default::default()
            })
            .canonicalize(canonicalize::if_patterns),
        OpSpec::new("scf.index_switch", "switch-case operation on an index argument")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(interfaces::IndexSwitch))
            .operand("arg", &INDEX)
            .attr("cases", &DENSE_I64_ARRAY)
            .result_group("results", &ANY, Arity::Variadic)
            .region("defaultRegion")
            .variadic_region("caseRegions")
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(switch::parse_index_switch),
                print: Some(switch::print_index_switch),
                verify: Some(switch::verify_index_switch),
                ..Default::default()
            })
            .canonicalize(switch_canonicalize::index_switch_patterns),
        OpSpec::new("scf.while", "a generic 'while' loop")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(interfaces::While))
            .interface::<dyn LoopLikeOpInterface>(Arc::new(interfaces::While))
            .operand_group("inits", &ANY, Arity::Variadic)
            .result_group("results", &ANY, Arity::Variadic)
            .region("before")
            .region("after")
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(loops::parse_while),
                print: Some(loops::print_while),
                verify: Some(loops::verify_while),
                verify_region: Some(branch::verify_while_edges),
                ..Default::default()
            })
            .canonicalize(while_canonicalize::while_patterns),
        OpSpec::new("scf.yield", "loop yield and termination operation")
            .operand_group("results", &ANY, Arity::Variadic)
            .traits(&[
                Trait::HasParent("scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while"),
                Trait::Pure,
                Trait::ReturnLike,
                Trait::Terminator,
            ])
            .format("attr-dict ($results^ `:` type($results))?"),
    ];
    v.extend(parallel::specs());
    v
}

/// The `scf` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    Dialect::new("scf", SpecOp::shared(&DEFINITIONS, specs))
}
