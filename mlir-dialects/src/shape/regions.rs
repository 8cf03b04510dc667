//! The shape ops with a region: `shape.assuming` (runs its region,
//! relying on a witness) with its `shape.assuming_yield`, and
//! `shape.reduce` (folds its region over a shape's extents) with its
//! `shape.yield`: their custom assembly (upstream's `parse` / `print`),
//! verifiers and region control flow.

use super::types::{is_index, is_shape, is_size, witness};
use crate::scf::common::ensure_terminator;
use mlir_ir::interfaces::{RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Diagnostic, Ir, OpId, OperationState, RegionId, Type, Value};

/// The result types of `op`.
fn result_types(ir: &Ir, op: OpId) -> Vec<Type> {
    ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default()
}

/// The operands of `op`.
fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).map(|o| o.collect()).unwrap_or_default()
}

/// Region 0 of `op`.
fn region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.regions(op).ok().and_then(|r| r.first().copied())
}

/// `shape.assuming %w [-> (types)] { ... } [attr-dict]`; a missing
/// `shape.assuming_yield` is added.
pub fn parse_assuming(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let w = p.resolve_operand(&cond, witness(ctx))?;
    st.operands.push(w);
    st.result_types = p.parse_optional_arrow_type_list()?;
    let region = p.parse_region(&[], false)?;
    ensure_terminator(p, region, st.loc, "shape.assuming_yield", false);
    st.regions.push(region);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `shape.assuming`: the terminator only when it yields results.
pub fn print_assuming(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let results = result_types(ir, op);
    let attrs = ir.op_attrs(op).map(<[_]>::to_vec).unwrap_or_default();
    let region = region(ir, op);
    if let Some(&w) = operands(ir, op).first() {
        p.output().push(' ');
        p.print_operand(w);
    }
    if !results.is_empty() {
        p.output().push_str(" -> (");
        p.print_type_list(&results);
        p.output().push(')');
    }
    p.output().push(' ');
    if let Some(r) = region {
        p.print_region(r, false, !results.is_empty(), false);
    }
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `shape.assuming`: its region runs once, then control returns to the
/// op with what `shape.assuming_yield` yields.
pub struct Assuming;

impl RegionBranchOpInterface for Assuming {
    fn successor_regions(&self, _ir: &Ir, _op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0)],
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }
}

/// `RegionBranchOpInterface`'s verification of `shape.assuming`: what
/// `shape.assuming_yield` yields matches the op's results.
pub fn verify_assuming_edges(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    crate::scf::branch::verify_returns_to_parent(ir, op, "shape.assuming_yield")
}

/// `shape.reduce(%shape, %inits...) : type [-> types] { ... } [attr-dict]`.
pub fn parse_reduce(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ops = p.parse_operand_list(Delimiter::Paren, None)?;
    let shape_type = p.parse_colon_type()?;
    st.result_types = p.parse_optional_arrow_type_list()?;
    let Some((first, inits)) = ops.split_first() else {
        return Err(p.error_here("expected at least the shape operand"));
    };
    let shape = p.resolve_operand(first, shape_type)?;
    st.operands.push(shape);
    let at = p.name_offset();
    let types = st.result_types.clone();
    let inits = p.resolve_operands(inits, &types, at)?;
    st.operands.extend(inits);
    st.regions.push(p.parse_region(&[], false)?);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `shape.reduce` as upstream does, including its `, ` before an
/// empty list of initial values.
pub fn print_reduce(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let all = operands(ir, op);
    let results = result_types(ir, op);
    let attrs = ir.op_attrs(op).map(<[_]>::to_vec).unwrap_or_default();
    let Some((&shape, inits)) = all.split_first() else { return };
    let shape_type = ir.value_type(shape).ok();
    let region = region(ir, op);
    p.output().push('(');
    p.print_operand(shape);
    p.output().push_str(", ");
    p.print_operands(inits);
    p.output().push_str(") : ");
    if let Some(t) = shape_type {
        p.print_type(t);
    }
    if !results.is_empty() {
        p.output().push_str(" -> ");
        p.print_result_types(&results);
    }
    p.output().push(' ');
    if let Some(r) = region {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `ReduceOp::verify`: the body takes the index, the extent (a `size` for
/// a shape, an `index` for an extent tensor) and one value per initial
/// value, of its type.
pub fn verify_reduce(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let all = operands(ir, op);
    let Some((&shape, inits)) = all.split_first() else { return Ok(()) };
    let Some(block) = region(ir, op).and_then(|r| ir.region_first_block(r).ok().flatten()) else { return Ok(()) };
    let args: Vec<Type> =
        ir.block_args(block).map(|a| a.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    let expected = inits.len() + 2;
    if args.len() != expected {
        return Err(op_error_prefixed(ir, op, format!("ReduceOp body is expected to have {expected} arguments")));
    }
    if !is_index(ctx, args[0]) {
        return Err(op_error_prefixed(ir, op, "argument 0 of ReduceOp body is expected to be of IndexType"));
    }
    let on_shape = ir.value_type(shape).is_ok_and(|t| is_shape(ctx, t));
    if on_shape && !is_size(ctx, args[1]) {
        return Err(op_error_prefixed(
            ir,
            op,
            "argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType",
        ));
    }
    if !on_shape && !is_index(ctx, args[1]) {
        return Err(op_error_prefixed(
            ir,
            op,
            "argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor",
        ));
    }
    for (i, init) in inits.iter().enumerate() {
        if ir.value_type(*init).ok() != Some(args[i + 2]) {
            return Err(op_error_prefixed(
                ir,
                op,
                format!("type mismatch between argument {} of ReduceOp body and initial value {i}", i + 2),
            ));
        }
    }
    Ok(())
}

/// `YieldOp::verify`: it yields one value of each of its parent's result
/// types.
pub fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir.op_parent_op(op).ok().flatten() else { return Ok(()) };
    let expected = result_types(ir, parent);
    let yielded: Vec<Option<Type>> = operands(ir, op).iter().map(|v| ir.value_type(*v).ok()).collect();
    if expected.len() != yielded.len() {
        return Err(op_error_prefixed(ir, op, "number of operands does not match number of results of its parent"));
    }
    if expected.iter().zip(&yielded).any(|(e, y)| Some(*e) != *y) {
        return Err(op_error_prefixed(ir, op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}
