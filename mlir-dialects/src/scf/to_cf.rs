//! `convert-scf-to-cf`: structured control flow becomes blocks and
//! branches (upstream's `SCFToControlFlow`). `scf.for` becomes a condition
//! block and a body looping back to it, `scf.if` a conditional branch to
//! the inlined branches joined in a continuation block, `scf.while` its
//! two regions inlined and linked by branches.

use crate::llvm::conversion::build::{create1, i32_array};
use crate::register_conversion_pass;
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::{BlockId, Ir, Location, OpId, RegionId, Value};

use mlir_passes::conversion::{
    ConversionConfig, ConversionMode, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget,
};
use std::sync::Arc;

/// Region `i` of `op` with its first and last blocks.
fn region(ir: &Ir, op: OpId, i: usize) -> Option<(RegionId, BlockId, BlockId)> {
    let r = *ir.regions(op).ok()?.get(i)?;
    Some((r, ir.region_first_block(r).ok()??, ir.region_last_block(r).ok()??))
}

/// The terminator of `block`.
fn terminator(ir: &Ir, block: BlockId) -> Option<OpId> {
    ir.block_last_op(block).ok()?
}

/// `cf.br ^dest(args)` at the insertion point.
fn br(rw: &mut ConversionPatternRewriter<'_>, loc: Location, dest: BlockId, args: &[Value]) -> Option<OpId> {
    let ctx = rw.ctx();
    let mut st = mlir_ir::OperationState::new(ctx.op_name("cf.br"), loc);
    st.operands = args.to_vec();
    st.successors = vec![dest];
    rw.create(st)
}

/// `cf.cond_br %c, ^t(targs), ^f(fargs)` at the insertion point.
fn cond_br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    cond: Value,
    t: (BlockId, &[Value]),
    f: (BlockId, &[Value]),
) -> Option<OpId> {
    let ctx = rw.ctx();
    let mut st = mlir_ir::OperationState::new(ctx.op_name("cf.cond_br"), loc);
    st.operands = std::iter::once(cond).chain(t.1.iter().copied()).chain(f.1.iter().copied()).collect();
    st.successors = vec![t.0, f.0];
    st.attributes = vec![(ctx.ident("operandSegmentSizes"), i32_array(&ctx, &[1, t.1.len() as i32, f.1.len() as i32]))];
    rw.create(st)
}

/// The operands of `op`.
fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).map(|o| o.collect()).unwrap_or_default()
}

/// `scf.for` lowering.
struct ForLowering;

impl ConversionPattern for ForLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.for")
    }
    fn name(&self) -> &str {
        "ForLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_for(op, rw).is_some()
    }
}

fn lower_for(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let init_block = ir.op_parent_block(op).ok()??;
    let parent_region = ir.block_parent_region(init_block).ok()??;
    let ops = operands(ir, op);
    let [lb, ub, step] = *ops.get(..3)? else { return None };
    let inits = ops[3..].to_vec();
    let (body, cond_block, last_body) = region(ir, op, 0)?;
    // Malformed loops (a yield not matching the carried values) are left
    // alone: the conversion then reports the loop.
    let n_results = ir.num_results(op).ok()?;
    if operands(ir, terminator(ir, last_body)?).len() != n_results
        || ir.num_block_args(cond_block).ok()? != n_results + 1
        || inits.len() != n_results
    {
        return None;
    }
    // The rest of the block after the loop continues in the end block.
    let end_block = rw.split_block(init_block, Some(op))?;
    let first_body = rw.split_block(cond_block, rw.ir().block_first_op(cond_block).ok()?)?;
    let last_body = if last_body == cond_block { first_body } else { last_body };
    rw.inline_region_before(body, parent_region, Some(end_block)).then_some(())?;
    let iv = rw.ir().block_arg(cond_block, 0).ok()?;
    // Step the induction variable at the end of the body and loop back.
    let yield_op = terminator(rw.ir(), last_body)?;
    rw.set_insertion_point(InsertPoint::BlockEnd(last_body));
    let i_ty = rw.ir().value_type(iv).ok()?;
    let stepped = create1(rw, "arith.addi", loc, &[iv, step], i_ty, &[])?;
    let mut carried = vec![stepped];
    carried.extend(operands(rw.ir(), yield_op));
    br(rw, loc, cond_block, &carried)?;
    rw.erase_op(yield_op).then_some(())?;
    // Enter the loop with the lower bound and the initial values.
    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let mut entry = vec![lb];
    entry.extend(inits);
    br(rw, loc, cond_block, &entry)?;
    // The condition block compares and branches.
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let ctx = rw.ctx();
    let slt = ctx.int_attr_i64(ctx.i64_type(), 2);
    let cmp = create1(rw, "arith.cmpi", loc, &[iv, ub], ctx.i1_type(), &[("predicate", slt)])?;
    cond_br(rw, loc, cmp, (first_body, &[]), (end_block, &[]))?;
    let args: Vec<Value> = rw.ir().block_args(cond_block).ok()?.skip(1).collect();
    rw.replace_op(op, &args).then_some(())
}

/// `scf.if` lowering.
struct IfLowering;

impl ConversionPattern for IfLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn name(&self) -> &str {
        "IfLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_if(op, rw).is_some()
    }
}

fn lower_if(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let cond = super::IfOp::new(ir, op)?.condition(ir).checked();
    let cond_block = ir.op_parent_block(op).checked()?;
    let parent_region = ir.block_parent_region(cond_block).ok()??;
    let result_types: Vec<_> = ir.results(op).checked().map(|r| ir.value_type(r)).collect::<Result<_, _>>().checked();
    for i in 0..ir.regions(op).checked().len() {
        if let Some((_, _, last)) = region(ir, op, i) {
            if operands(ir, terminator(ir, last)?).len() != result_types.len() {
                return None;
            }
        }
    }
    let remaining = rw.split_block(cond_block, rw.ir().op_next(op).ok()?)?;
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let args: Vec<_> = result_types.iter().map(|t| (*t, loc)).collect();
        let b = rw.create_block(parent_region, Some(remaining), &args)?;
        rw.set_insertion_point(InsertPoint::BlockEnd(b));
        br(rw, loc, remaining, &[])?;
        b
    };
    let mut branch_blocks = Vec::new();
    for i in 0..2 {
        let Some((r, first, last)) = region(rw.ir(), op, i) else {
            branch_blocks.push(continue_block);
            continue;
        };
        let term = terminator(rw.ir(), last)?;
        let yielded = operands(rw.ir(), term);
        rw.set_insertion_point(InsertPoint::BlockEnd(last));
        br(rw, loc, continue_block, &yielded)?;
        rw.erase_op(term).then_some(())?;
        rw.inline_region_before(r, parent_region, Some(continue_block)).then_some(())?;
        branch_blocks.push(first);
    }
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    cond_br(rw, loc, cond, (branch_blocks[0], &[]), (branch_blocks[1], &[]))?;
    let args: Vec<Value> = rw.ir().block_args(continue_block).ok()?.collect();
    let args = if result_types.is_empty() { Vec::new() } else { args };
    rw.replace_op(op, &args).then_some(())
}

/// `scf.while` lowering.
struct WhileLowering;

impl ConversionPattern for WhileLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn name(&self) -> &str {
        "WhileLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_while(op, rw).is_some()
    }
}

fn lower_while(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let current = ir.op_parent_block(op).ok()??;
    let parent_region = ir.block_parent_region(current).ok()??;
    let inits = operands(ir, op);
    let (before_r, before, before_last) = region(ir, op, 0)?;
    let (after_r, after, after_last) = region(ir, op, 1)?;
    let n_before = ir.num_block_args(before).ok()?;
    let n_after = ir.num_block_args(after).ok()?;
    let cond_count = operands(ir, terminator(ir, before_last)?).len();
    let yield_count = operands(ir, terminator(ir, after_last)?).len();
    if inits.len() != n_before
        || cond_count != n_after + 1
        || yield_count != n_before
        || ir.num_results(op).ok()? != n_after
    {
        return None;
    }
    let continuation = rw.split_block(current, Some(op))?;
    rw.inline_region_before(after_r, parent_region, Some(continuation)).then_some(())?;
    rw.inline_region_before(before_r, parent_region, Some(after)).then_some(())?;
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    br(rw, loc, before, &inits)?;
    let cond_op = terminator(rw.ir(), before_last)?;
    let cond_ops = operands(rw.ir(), cond_op);
    let (cond, cond_args) = cond_ops.split_first()?;
    rw.set_insertion_point(InsertPoint::Before(cond_op));
    cond_br(rw, loc, *cond, (after, cond_args), (continuation, &[]))?;
    rw.replace_op(cond_op, &[]).then_some(())?;
    let yield_op = terminator(rw.ir(), after_last)?;
    let yielded = operands(rw.ir(), yield_op);
    let yloc = rw.ir().op_loc(yield_op).ok()?;
    rw.set_insertion_point(InsertPoint::Before(yield_op));
    br(rw, yloc, before, &yielded)?;
    rw.replace_op(yield_op, &[]).then_some(())?;
    rw.replace_op(op, cond_args).then_some(())
}

/// `scf.execute_region` lowering: its blocks inlined, yields branching to
/// the rest of the block.
struct ExecuteRegionLowering;

impl ConversionPattern for ExecuteRegionLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }
    fn name(&self) -> &str {
        "ExecuteRegionLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_execute_region(op, rw).is_some()
    }
}

/// The name of `op`.
fn name_of(ir: &Ir, op: OpId) -> Option<String> {
    ir.op_name(op).ok().map(|n| ir.ctx().op_name_str(n).to_string())
}

fn lower_execute_region(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let cond_block = ir.op_parent_block(op).checked()?;
    let parent_region = ir.block_parent_region(cond_block).ok()??;
    let result_types: Vec<_> = ir.results(op).ok()?.map(|r| ir.value_type(r)).collect::<Result<_, _>>().ok()?;
    let (region, first, _) = region(ir, op, 0)?;
    let remaining = rw.split_block(cond_block, rw.ir().op_next(op).ok()?)?;
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    br(rw, loc, first, &[])?;
    let blocks: Vec<BlockId> = rw.ir().region_blocks(region).ok()?.collect();
    for b in blocks {
        let Some(term) = terminator(rw.ir(), b) else { continue };
        if name_of(rw.ir(), term).as_deref() != Some("scf.yield") {
            continue;
        }
        let yielded = operands(rw.ir(), term);
        if yielded.len() != result_types.len() {
            return None;
        }
        rw.set_insertion_point(InsertPoint::BlockEnd(b));
        br(rw, loc, remaining, &yielded)?;
        rw.erase_op(term).then_some(())?;
    }
    rw.inline_region_before(region, parent_region, Some(remaining)).then_some(())?;
    let mut values = Vec::new();
    for t in result_types {
        values.push(rw.add_block_arg(remaining, t, loc)?);
    }
    rw.replace_op(op, &values).then_some(())
}

/// `scf.index_switch` lowering: a `cf.switch` on the index cast to `i32`
/// into the inlined case blocks, which branch to a continuation.
struct IndexSwitchLowering;

impl ConversionPattern for IndexSwitchLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.index_switch")
    }
    fn name(&self) -> &str {
        "IndexSwitchLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_index_switch(op, rw).is_some()
    }
}

fn lower_index_switch(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let switch = super::IndexSwitchOp::new(ir, op)?;
    let arg = switch.arg(ir).checked();
    let cond_block = ir.op_parent_block(op).checked()?;
    let parent_region = ir.block_parent_region(cond_block).ok()??;
    let result_types: Vec<_> = ir.results(op).checked().map(|r| ir.value_type(r)).collect::<Result<_, _>>().checked();
    let cases: Vec<i64> = match switch.cases(ir).checked().map(|a| ctx.attr_kind(a).clone()) {
        Some(mlir_ir::AttrKind::DenseArray { raw, len, .. }) => {
            (0..len).map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]))).collect()
        }
        _ => return None,
    };
    let num_regions = ir.regions(op).checked().len();
    if num_regions != cases.len() + 1 {
        return None;
    }
    for i in 0..num_regions {
        let (_, _, last) = region(ir, op, i)?;
        if operands(ir, terminator(ir, last)?).len() != result_types.len() {
            return None;
        }
    }
    let continue_block = rw.split_block(cond_block, Some(op))?;
    let mut results = Vec::new();
    for t in result_types {
        results.push(rw.add_block_arg(continue_block, t, loc)?);
    }
    // Case regions first, the default (region 0) last, as upstream.
    let mut order: Vec<usize> = (1..num_regions).collect();
    order.push(0);
    let mut dests = Vec::new();
    for i in order {
        let (r, first, last) = region(rw.ir(), op, i)?;
        let y = terminator(rw.ir(), last)?;
        let yielded = operands(rw.ir(), y);
        rw.set_insertion_point(InsertPoint::Before(y));
        br(rw, loc, continue_block, &yielded)?;
        rw.replace_op(y, &[]).then_some(())?;
        rw.inline_region_before(r, parent_region, Some(continue_block)).then_some(())?;
        dests.push(first);
    }
    let default = dests.pop()?;
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let i32t = ctx.int(32);
    let flag = create1(rw, "arith.index_cast", loc, &[arg], i32t, &[])?;
    let case_values: Vec<String> = cases.iter().map(|c| (*c as i32).to_string()).collect();
    let values_attr = crate::llvm::conversion::build::attr(
        &ctx,
        &format!("dense<[{}]> : vector<{}xi32>", case_values.join(", "), cases.len()),
    )?;
    let mut st = mlir_ir::OperationState::new(ctx.op_name("cf.switch"), loc);
    st.operands = vec![flag];
    st.successors = std::iter::once(default).chain(dests.iter().copied()).collect();
    st.attributes = vec![
        (ctx.ident("case_operand_segments"), i32_array(&ctx, &vec![0; cases.len()])),
        (ctx.ident("operandSegmentSizes"), i32_array(&ctx, &[1, 0, 0])),
    ];
    if !cases.is_empty() {
        st.attributes.push((ctx.ident("case_values"), values_attr));
    }
    rw.create(st)?;
    rw.replace_op(op, &results).then_some(())
}

/// Creates `scf.for %iv = lb to ub step st` with an empty body ending in
/// `scf.yield`, at the insertion point; its body block is returned.
fn create_for(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    lb: Value,
    ub: Value,
    step: Value,
) -> Option<BlockId> {
    let ctx = rw.ctx();
    let iv_ty = rw.ir().value_type(lb).ok()?;
    let region = rw.ir_create_region();
    let mut st = mlir_ir::OperationState::new(ctx.op_name("scf.for"), loc);
    st.operands = vec![lb, ub, step];
    st.regions = vec![region];
    rw.create(st)?;
    let saved = rw.insertion_point();
    let body = rw.create_block(region, None, &[(iv_ty, loc)])?;
    rw.set_insertion_point(InsertPoint::BlockEnd(body));
    rw.create(mlir_ir::OperationState::new(ctx.op_name("scf.yield"), loc))?;
    if let Some(s) = saved {
        rw.set_insertion_point(s);
    }
    Some(body)
}

/// Replaces a loop nest without results (`scf.parallel`, `scf.forall`) by
/// nested `scf.for`s, outermost first, with `body` (ending in
/// `terminator`, dropped) moved into the innermost (upstream's
/// `ParallelLowering`).
fn nest_fors(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    loc: Location,
    bounds: &[(Value, Value, Value)],
    body: BlockId,
    terminator: OpId,
) -> Option<()> {
    let mut ivs = Vec::new();
    let mut inner = None;
    for &(lb, ub, step) in bounds {
        let b = create_for(rw, loc, lb, ub, step)?;
        ivs.push(rw.ir().block_arg(b, 0).ok()?);
        rw.set_insertion_point(InsertPoint::BlockStart(b));
        inner = Some(b);
    }
    let inner = inner?;
    let yield_op = rw.ir().block_last_op(inner).ok()??;
    // The body's ops go before the innermost yield, its arguments replaced
    // by the induction variables.
    let params: Vec<Value> = rw.ir().block_args(body).ok()?.collect();
    if params.len() != ivs.len() {
        return None;
    }
    let ops: Vec<OpId> = rw.ir().block_ops(body).ok()?.collect();
    for o in ops {
        if o == terminator {
            continue;
        }
        rw.move_op(o, InsertPoint::Before(yield_op)).then_some(())?;
    }
    for (p, iv) in params.into_iter().zip(ivs) {
        rw.replace_all_uses(p, iv)?;
    }
    rw.erase_op(terminator).then_some(())?;
    rw.erase_op(op).then_some(())
}

/// `scf.parallel` without reductions: nested `scf.for`s.
struct ParallelLowering;

impl ConversionPattern for ParallelLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.parallel")
    }
    fn name(&self) -> &str {
        "ParallelLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let loc = ir.op_loc(op).ok()?;
            let parallel = super::ParallelOp::new(ir, op)?;
            let (lbs, ubs, steps) =
                (parallel.lower_bound(ir).checked(), parallel.upper_bound(ir).checked(), parallel.step(ir).checked());
            let n = lbs.len();
            if ubs.len() != n || steps.len() != n || !parallel.init_vals(ir).checked().is_empty() {
                return None;
            }
            if ir.num_results(op).ok()? != 0 {
                return None;
            }
            let bounds: Vec<(Value, Value, Value)> = (0..n).map(|i| (lbs[i], ubs[i], steps[i])).collect();
            let (_, body, _) = region(ir, op, 0)?;
            let term = terminator(ir, body)?;
            if name_of(ir, term).as_deref() != Some("scf.reduce") || ir.num_operands(term).ok()? != 0 {
                return None;
            }
            nest_fors(rw, op, loc, &bounds, body, term)
        })()
        .is_some()
    }
}

/// `scf.forall` without shared outputs: its bounds as values (constants
/// for the static ones: lower bounds, upper bounds, then steps), then
/// nested `scf.for`s as for `scf.parallel`.
struct ForallLowering;

impl ConversionPattern for ForallLowering {
    fn root(&self) -> Option<&str> {
        Some("scf.forall")
    }
    fn name(&self) -> &str {
        "ForallLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let ctx = rw.ctx();
            let loc = ir.op_loc(op).ok()?;
            let forall = super::ForallOp::new(ir, op)?;
            if !forall.outputs(ir).checked().is_empty() || ir.num_results(op).ok()? != 0 {
                return None;
            }
            let mut ops = forall.dynamic_lower_bound(ir).checked();
            ops.extend(forall.dynamic_upper_bound(ir).checked());
            ops.extend(forall.dynamic_step(ir).checked());
            let statics = |a: Option<mlir_ir::Attribute>| -> Option<Vec<i64>> {
                match ctx.attr_kind(a?) {
                    mlir_ir::AttrKind::DenseArray { raw, len, .. } => (0..*len)
                        .map(|i| Some(i64::from_le_bytes(raw.get(i * 8..i * 8 + 8)?.try_into().ok()?)))
                        .collect(),
                    _ => None,
                }
            };
            let (lbs, ubs, steps) = (
                statics(forall.static_lower_bound(ir).checked())?,
                statics(forall.static_upper_bound(ir).checked())?,
                statics(forall.static_step(ir).checked())?,
            );
            let (_, body, _) = region(ir, op, 0)?;
            let term = terminator(ir, body)?;
            let mut dynamic = ops.into_iter();
            let mut values = |rw: &mut ConversionPatternRewriter<'_>, st: &[i64]| -> Option<Vec<Value>> {
                st.iter()
                    .map(|&v| {
                        if v == i64::MIN {
                            dynamic.next()
                        } else {
                            let ctx = rw.ctx();
                            let a = ctx.int_attr_i64(ctx.index_type(), v);
                            create1(rw, "arith.constant", loc, &[], ctx.index_type(), &[("value", a)])
                        }
                    })
                    .collect()
            };
            let l = values(rw, &lbs)?;
            let u = values(rw, &ubs)?;
            let s = values(rw, &steps)?;
            if l.len() != u.len() || l.len() != s.len() {
                return None;
            }
            let bounds: Vec<(Value, Value, Value)> = (0..l.len()).map(|i| (l[i], u[i], s[i])).collect();
            nest_fors(rw, op, loc, &bounds, body, term)
        })()
        .is_some()
    }
}

/// The `scf` lowering patterns to `cf`.
pub fn populate(patterns: &mut ConversionPatternSet) {
    patterns.add(Arc::new(ForLowering)).add(Arc::new(IfLowering)).add(Arc::new(WhileLowering));
    patterns.add(Arc::new(ExecuteRegionLowering)).add(Arc::new(IndexSwitchLowering));
    patterns.add(Arc::new(ParallelLowering)).add(Arc::new(ForallLowering));
}

fn setup(_: &mlir_ir::Context, _: &[(&'static str, mlir_passes::OptionValue)]) -> ConversionConfig {
    let mut target = ConversionTarget::new();
    for name in
        ["scf.for", "scf.if", "scf.while", "scf.forall", "scf.index_switch", "scf.parallel", "scf.execute_region"]
    {
        target.add_illegal_op(name);
    }
    target.mark_unknown_op_dynamically_legal(Arc::new(|_, _| Some(true)));
    let mut patterns = ConversionPatternSet::new();
    populate(&mut patterns);
    ConversionConfig { target, patterns, converter: None, mode: ConversionMode::Partial }
}

register_conversion_pass!(
    "convert-scf-to-cf",
    "SCFToControlFlowPass",
    "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    setup,
    [("allow-pattern-rollback", mlir_passes::conversion::OptionKind::Bool(true, None))]
);
