//! Helpers shared by the `scf` ops: implicit terminators, initialization
//! lists, and reading a region's terminator.

use mlir_ir::dialect::OpTraits;
use mlir_ir::ir::InsertPoint;
use mlir_ir::parser::OpAsmParser;
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{Ir, Location, OpId, OperationState, RegionId, Type, Value};

/// `SingleBlockImplicitTerminator<"scf::YieldOp">::ensureTerminator`:
/// gives an empty region a block and appends `scf.yield` when the block
/// does not end in a terminator.
pub fn ensure_yield(p: &mut OpAsmParser<'_, '_, '_>, region: RegionId, loc: Location) {
    ensure_terminator(p, region, loc, "scf.yield", false);
}

/// `ensureTerminator` with terminator `name`; `with_region` gives the
/// new terminator one region holding an empty block.
pub fn ensure_terminator(
    p: &mut OpAsmParser<'_, '_, '_>,
    region: RegionId,
    loc: Location,
    name: &str,
    with_region: bool,
) {
    p.ensure_single_block(region);
    let ctx = p.ctx();
    let ir = p.ir();
    let Some(block) = ir.region_last_block(region).ok().flatten() else { return };
    let last = ir.block_last_op(block).ok().flatten();
    let terminated = last.and_then(|o| ir.op_name(o).ok()).and_then(|n| ctx.op_def(n).map(|d| d.traits()));
    if terminated.is_some_and(|t| t.contains(OpTraits::TERMINATOR)) {
        return;
    }
    let mut st = OperationState::new(ctx.op_name(name), loc);
    if with_region {
        let r = ir.create_region();
        let b = ir.create_block(&[]);
        let _ = ir.append_block(r, b);
        st.regions.push(r);
    }
    if let Ok(op) = ir.create_op(st) {
        let _ = ir.insert_op(op, InsertPoint::BlockEnd(block));
    }
}

/// `(%a = %x, %b = %y)` preceded by `prefix` (nothing when empty).
pub fn print_init_list(p: &mut OpAsmPrinter<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.output().push_str(prefix);
    p.output().push('(');
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        p.print_operand(*a);
        p.output().push_str(" = ");
        p.print_operand(*v);
    }
    p.output().push(')');
}

/// The operands of `op`.
pub fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).map(|o| o.collect()).unwrap_or_default()
}

/// The result types of `op`.
pub fn result_types(ir: &Ir, op: OpId) -> Vec<Type> {
    ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default()
}

/// The types of `values`.
pub fn types(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().filter_map(|v| ir.value_type(*v).ok()).collect()
}

/// Region `i` of `op`.
pub fn region(ir: &Ir, op: OpId, i: usize) -> Option<RegionId> {
    ir.regions(op).ok().and_then(|r| r.get(i).copied())
}

/// The entry block arguments of region `i`.
pub fn region_args(ir: &Ir, op: OpId, i: usize) -> Vec<Value> {
    region(ir, op, i)
        .and_then(|r| ir.region_first_block(r).ok().flatten())
        .map(|b| ir.block_args(b).map(|a| a.collect()).unwrap_or_default())
        .unwrap_or_default()
}

/// The last op of region `i`'s last block, if any.
pub fn terminator(ir: &Ir, op: OpId, i: usize) -> Option<OpId> {
    let r = region(ir, op, i)?;
    let b = ir.region_last_block(r).ok().flatten()?;
    ir.block_last_op(b).ok().flatten()
}

/// Whether `op` is named `name`.
pub fn is(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == name)
}

/// New detached regions holding the blocks of `regions`, in order: what an
/// op rebuilt in place of another adopts.
pub fn adopt_blocks(ir: &mut Ir, regions: &[RegionId]) -> Option<Vec<RegionId>> {
    let mut out = Vec::with_capacity(regions.len());
    for r in regions {
        let region = ir.create_region();
        for b in ir.region_blocks(*r).ok()?.collect::<Vec<_>>() {
            ir.detach_block(b).ok()?;
            ir.append_block(region, b).ok()?;
        }
        out.push(region);
    }
    Some(out)
}

/// All attributes of `op` (discardable and inherent), sorted by name.
pub fn all_attrs(ir: &Ir, op: OpId) -> Vec<mlir_ir::attributes::NamedAttribute> {
    let ctx = ir.ctx();
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend(ctx.dict_entries(props).iter().copied());
    }
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    attrs
}

/// The region directly holding `op`.
pub fn op_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.block_parent_region(ir.op_parent_block(op).ok()??).ok()?
}

/// The region holding the op that owns `region` (one level out).
pub fn enclosing_region(ir: &Ir, region: RegionId) -> Option<RegionId> {
    op_region(ir, ir.region_parent_op(region).ok()??)
}

/// Whether `region` is `ancestor` or nested in it.
pub fn region_within(ir: &Ir, mut region: Option<RegionId>, ancestor: RegionId) -> bool {
    while let Some(r) = region {
        if r == ancestor {
            return true;
        }
        region = enclosing_region(ir, r);
    }
    false
}
