//! Structural verification in upstream's order: an explicit work list of
//! ops and blocks visited on entry and exit, isolated-from-above children
//! verified (with their dominance) before the parent's region checks.

use super::{op_error, op_error_prefixed};
use crate::attributes::AttrKind;
use crate::diagnostics::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, Ir, OpId, Value};

/// Runs per thread when sibling ops are verified on several threads: a
/// few, so that a thread done early takes more rather than waiting.
const RUNS_PER_THREAD: usize = 4;

enum Item {
    Op(OpId),
    Block(BlockId),
}

fn traits(ir: &Ir, op: OpId) -> Option<OpTraits> {
    ir.ctx().op_def(ir.op(op).name).map(|d| d.traits())
}

/// Upstream's `mightHaveTrait`: unregistered ops might have any trait.
fn might_have(ir: &Ir, op: OpId, t: OpTraits) -> bool {
    traits(ir, op).is_none_or(|tr| tr.contains(t))
}

fn has(ir: &Ir, op: OpId, t: OpTraits) -> bool {
    traits(ir, op).is_some_and(|tr| tr.contains(t))
}

/// Verifies `op` and what is nested in it, pushing each failure onto
/// `errs`. Sibling isolated-from-above ops are independent, so with
/// `threads` above one they are verified on that many threads.
pub(super) fn verify_op_and_dominance(ir: &Ir, op: OpId, threads: usize, errs: &mut Vec<Diagnostic>) {
    if threads > 1 && valid_in_parallel(ir, op, threads) {
        return;
    }
    if let Err(e) = verify_operation(ir, op, threads, errs) {
        errs.push(e);
        return;
    }
    if !errs.is_empty() {
        return;
    }
    let dom = super::DominanceInfo::new(ir);
    if let Err(e) = dom.verify_contained_regions(ir, op) {
        errs.push(e);
    }
}

fn verify_operation(ir: &Ir, root: OpId, threads: usize, errs: &mut Vec<Diagnostic>) -> Result<(), Diagnostic> {
    let mut work: Vec<(Item, bool)> = vec![(Item::Op(root), false)];
    while let Some((item, exit)) = work.pop() {
        if exit {
            match item {
                Item::Op(op) => {
                    verify_op_on_exit(ir, op, threads, errs)?;
                    if !errs.is_empty() {
                        return Ok(());
                    }
                }
                Item::Block(b) => verify_block_on_exit(ir, b)?,
            }
            continue;
        }
        match item {
            Item::Op(op) => {
                verify_op_on_entrance(ir, op, errs)?;
                work.push((Item::Op(op), true));
                for &r in ir.op(op).regions.iter().rev() {
                    let mut b = ir.region(r).last_block;
                    while let Some(block) = b {
                        work.push((Item::Block(block), false));
                        b = ir.block(block).prev;
                    }
                }
            }
            Item::Block(b) => {
                verify_block_on_entrance(ir, b)?;
                work.push((Item::Block(b), true));
                let mut x = ir.block(b).last_op;
                while let Some(o) = x {
                    if ir.op(o).regions.is_empty() || !has(ir, o, OpTraits::ISOLATED_FROM_ABOVE) {
                        work.push((Item::Op(o), false));
                    }
                    x = ir.op(o).prev;
                }
            }
        }
    }
    Ok(())
}

fn may_be_valid_without_terminator(ir: &Ir, block: BlockId) -> bool {
    let Some(region) = ir.block(block).parent else { return true };
    let r = ir.region(region);
    if r.first_block != r.last_block {
        return false;
    }
    match r.parent {
        None => true,
        Some(op) => might_have(ir, op, OpTraits::NO_TERMINATOR),
    }
}

fn verify_block_on_entrance(ir: &Ir, block: BlockId) -> Result<(), Diagnostic> {
    let b = ir.block(block);
    if b.first_op.is_none() {
        if may_be_valid_without_terminator(ir, block) {
            return Ok(());
        }
        let owner = ir.block_parent_op(block).ok().flatten();
        let loc = owner.map(|o| super::region_loc(ir, o)).unwrap_or_else(|| ir.ctx().unknown_loc());
        return Err(Diagnostic::error(loc, "empty block: expect at least a terminator"));
    }
    for op in ir.block_ops(block).into_iter().flatten() {
        if !ir.op(op).successors.is_empty() && Some(op) != b.last_op {
            return Err(op_error(ir, op, "operation with block successors must terminate its parent block"));
        }
    }
    Ok(())
}

fn verify_block_on_exit(ir: &Ir, block: BlockId) -> Result<(), Diagnostic> {
    let b = ir.block(block);
    let Some(last) = b.last_op else { return Ok(()) };
    for s in ir.op(last).successors.iter() {
        if ir.block(s.block).parent != b.parent {
            return Err(op_error_prefixed(ir, last, "branching to block of a different region"));
        }
    }
    if may_be_valid_without_terminator(ir, block) {
        return Ok(());
    }
    if !might_have(ir, last, OpTraits::TERMINATOR) {
        let flags = crate::printer::PrintFlags { generic: true, local_scope: true, ..Default::default() };
        let text = crate::printer::print_op_in_scope(ir, last, &flags).unwrap_or_default();
        return Err(op_error(ir, last, format!("block with no terminator, has {text}")));
    }
    Ok(())
}

/// The checks of an op made before its regions are verified. When its
/// definition's verifier emits several errors, all but the last go to
/// `errs` first, as upstream emits them in that order.
fn verify_op_on_entrance(ir: &Ir, op: OpId, errs: &mut Vec<Diagnostic>) -> Result<(), Diagnostic> {
    verify_entrance(ir, op, true).map_err(|mut all| {
        let last = all.pop().unwrap_or_else(|| op_error(ir, op, "verification failed"));
        errs.append(&mut all);
        last
    })
}

/// [`verify_op_on_entrance`], with the isolation of an isolated op's
/// regions checked only if `isolation` (the parallel verification checks
/// it op by op on its threads).
fn verify_entrance(ir: &Ir, op: OpId, isolation: bool) -> Result<(), Vec<Diagnostic>> {
    verify_entrance_checks(ir, op, isolation).map_err(|d| match d {
        EntranceError::One(d) => vec![d],
        EntranceError::All(v) => v,
    })
}

/// The errors of [`verify_entrance_checks`]: one, or the several the op's
/// own verifier emitted.
enum EntranceError {
    One(Diagnostic),
    All(Vec<Diagnostic>),
}

impl From<Diagnostic> for EntranceError {
    fn from(d: Diagnostic) -> Self {
        EntranceError::One(d)
    }
}

/// Each discardable attribute named in a loaded dialect's namespace
/// (`shape.lib`) checked by that dialect, as upstream's verifier asks
/// `Dialect::verifyOperationAttribute` before the op's own checks.
fn verify_dialect_attributes(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    for &(name, value) in ir.op(op).attrs.iter() {
        let Some((ns, _)) = ctx.ident_str(name).split_once('.') else { continue };
        let verifier = ctx.dialect(ns).and_then(|d| d.verify_op_attribute);
        if let Some(verify) = verifier {
            verify(ir, op, (name, value))?;
        }
    }
    Ok(())
}

fn verify_entrance_checks(ir: &Ir, op: OpId, isolation: bool) -> Result<(), EntranceError> {
    let ctx = ir.ctx();
    let d = ir.op(op);
    for o in d.operands.iter() {
        if !ir.value_is_live(o.value) {
            return Err(op_error(ir, op, "null operand found").into());
        }
    }
    verify_dialect_attributes(ir, op)?;
    if let Some(def) = ctx.op_def(d.name) {
        let t = def.traits();
        if t.contains(OpTraits::TERMINATOR) {
            let last = d.parent.and_then(|b| ir.block(b).last_op);
            if last != Some(op) {
                return Err(op_error_prefixed(ir, op, "must be the last operation in the parent block").into());
            }
        }
        if t.contains(OpTraits::SYMBOL_TABLE) {
            if d.regions.len() != 1 {
                // Upstream's ODS region count (`OneRegion`) precedes the
                // `SymbolTable` trait, so its message wins.
                def.verify_all(ir, op).map_err(EntranceError::All)?;
            }
            verify_symbol_table(ir, op)?;
        }
        if isolation && t.contains(OpTraits::ISOLATED_FROM_ABOVE) {
            verify_isolated(ir, op)?;
        }
        def.verify_all(ir, op).map_err(EntranceError::All)?;
    }
    let graph = has(ir, op, OpTraits::GRAPH_REGION);
    for (i, &r) in d.regions.iter().enumerate() {
        let rd = ir.region(r);
        if graph && ctx.op_def(d.name).is_some() && rd.first_block != rd.last_block {
            return Err(op_error_prefixed(ir, op, format!("expects graph region #{i} to have 0 or 1 blocks")).into());
        }
        if let Some(first) = rd.first_block {
            if ir.block(first).first_pred.is_some() {
                return Err(Diagnostic::error(d.loc, "entry block of region may not have predecessors").into());
            }
        }
    }
    Ok(())
}

/// Whether `root`, a module-like op (one region of one block), is valid,
/// found by verifying the ops of its block on `threads` threads: each
/// thread takes a contiguous run of them, their structure and dominance.
/// This splits what [`verify_isolated_children`] cannot: top-level ops
/// that are not isolated from above (unregistered functions, say).
///
/// Optimistic: `false` as soon as anything is wrong (or the op has another
/// shape), and the caller then verifies sequentially, which reports the
/// errors exactly as ever. Every check of the sequential verification is
/// made here, only in another order.
fn valid_in_parallel(ir: &Ir, root: OpId, threads: usize) -> bool {
    let &[region] = &ir.op(root).regions[..] else { return false };
    let r = ir.region(region);
    let Some(block) = r.first_block.filter(|&b| r.last_block == Some(b)) else { return false };
    let Ok(ops) = ir.block_ops(block).map(|i| i.collect::<Vec<_>>()) else { return false };
    if ops.len() < 2 * threads
        || verify_entrance(ir, root, false).is_err()
        || verify_block_on_entrance(ir, block).is_err()
        || verify_block_on_exit(ir, block).is_err()
    {
        return false;
    }
    // The root's isolation and symbol uses are checked op by op on the
    // threads too.
    let isolated = has(ir, root, OpTraits::ISOLATED_FROM_ABOVE);
    let table = has(ir, root, OpTraits::SYMBOL_TABLE);
    let run_valid = |run: &[OpId]| {
        let dom = super::DominanceInfo::new(ir);
        run.iter().all(|&o| {
            if isolated && !isolated_from(ir, region, o) {
                return false;
            }
            // What the root's own walk, its exit (isolated children) and its
            // dominance check would each have checked of `o`.
            let mut errs = Vec::new();
            let structure_ok = if !ir.op(o).regions.is_empty() && has(ir, o, OpTraits::ISOLATED_FROM_ABOVE) {
                verify_op_and_dominance(ir, o, 1, &mut errs);
                true
            } else {
                verify_operation(ir, o, 1, &mut errs).is_ok()
                    && errs.is_empty()
                    && dom.verify_contained_regions(ir, o).is_ok()
            };
            structure_ok
                && errs.is_empty()
                && ir.op(o).operands.iter().all(|x| dom.properly_dominates_value(ir, x.value, o))
        })
    };
    // Symbol uses are checked only once the whole structure is known
    // valid, as the sequential verification does: a use's check may look
    // into any sibling.
    let uses_valid = |run: &[OpId]| run.iter().all(|&o| symbol_uses_valid_from(ir, o));
    let all = |f: &(dyn Fn(&[OpId]) -> bool + Sync)| {
        crate::support::runs::map_runs_balanced(&ops, threads, RUNS_PER_THREAD, f).into_iter().all(|ok| ok)
    };
    all(&run_valid) && (!table || all(&uses_valid)) && verify_exit_checks(ir, root, false).is_ok()
}

fn verify_op_on_exit(ir: &Ir, op: OpId, threads: usize, errs: &mut Vec<Diagnostic>) -> Result<(), Diagnostic> {
    let mut isolated = Vec::new();
    for &r in ir.op(op).regions.iter() {
        for b in ir.region_blocks(r).into_iter().flatten() {
            for o in ir.block_ops(b).into_iter().flatten() {
                if !ir.op(o).regions.is_empty() && has(ir, o, OpTraits::ISOLATED_FROM_ABOVE) {
                    isolated.push(o);
                }
            }
        }
    }
    // Each isolated child is verified on its own, as upstream's (which runs
    // them in parallel too): one child's errors do not stop its siblings',
    // and they are reported in op order.
    if !isolated.is_empty() {
        errs.extend(verify_isolated_children(ir, &isolated, threads));
        if !errs.is_empty() {
            return Ok(());
        }
    }
    verify_op_exit_checks(ir, op)
}

/// The checks of an op made once everything nested in it was verified:
/// its symbol uses, its region verifier, or whether it may be unregistered.
fn verify_op_exit_checks(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_exit_checks(ir, op, true)
}

/// [`verify_op_exit_checks`], with the symbol uses checked only if
/// `symbol_uses` (the parallel verification checks them on its threads).
fn verify_exit_checks(ir: &Ir, op: OpId, symbol_uses: bool) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = ir.op(op).name;
    if let Some(def) = ctx.op_def(name) {
        if symbol_uses && def.traits().contains(OpTraits::SYMBOL_TABLE) {
            verify_symbol_uses(ir, op)?;
        }
        return def.verify_region(ir, op);
    }
    use crate::context::DialectStatus;
    match ctx.op_dialect_status(name) {
        DialectStatus::NotLoaded if !ctx.allow_unregistered_dialects() => Err(op_error_prefixed(
            ir,
            op,
            "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
        )),
        DialectStatus::RejectsUnknownOps => {
            let full = ctx.op_name_str(name);
            let ns = full.split('.').next().unwrap_or("");
            Err(op_error(
                ir,
                op,
                format!("unregistered operation '{full}' found in dialect ('{ns}') that does not allow unknown operations"),
            ))
        }
        _ => Ok(()),
    }
}

/// The errors of each op of `children` verified on its own, in order, on
/// up to `threads` threads (each taking a contiguous run of children; a
/// child's own isolated children are verified on its thread).
fn verify_isolated_children(ir: &Ir, children: &[OpId], threads: usize) -> Vec<Diagnostic> {
    let verify_run = |run: &[OpId]| {
        let mut errs = Vec::new();
        for &o in run {
            let mut child_errs = Vec::new();
            verify_op_and_dominance(ir, o, 1, &mut child_errs);
            errs.append(&mut child_errs);
        }
        errs
    };
    crate::support::runs::map_runs_balanced(children, threads, RUNS_PER_THREAD, verify_run).concat()
}

fn verify_isolated(ir: &Ir, isolated: OpId) -> Result<(), Diagnostic> {
    for &region in ir.op(isolated).regions.iter() {
        let mut pending = vec![region];
        let mut inside = RegionsInside::new(region);
        while let Some(r) = pending.pop() {
            for b in ir.region_blocks(r).into_iter().flatten() {
                for o in ir.block_ops(b).into_iter().flatten() {
                    match operands_inside(ir, &inside, o) {
                        Ok(()) => {}
                        Err(Outside::Unlinked) => return Err(op_error(ir, o, "operation's operand is unlinked")),
                        Err(Outside::Defined) => {
                            let loc = ir.op(isolated).loc;
                            return Err(op_error_prefixed(ir, o, "using value defined outside the region")
                                .with_note(loc, "required by region isolation constraints"));
                        }
                    }
                    if !ir.op(o).regions.is_empty() && !has(ir, o, OpTraits::ISOLATED_FROM_ABOVE) {
                        pending.extend(ir.op(o).regions.iter().copied());
                        inside.add(ir.op(o).regions.iter().copied());
                    }
                }
            }
        }
    }
    Ok(())
}

/// The regions known to lie in one region (itself included), for the
/// isolation check: whether an operand's region is one of them is a
/// lookup. Walking up from the operand's region instead costs its depth
/// per operand, quadratic in the nesting depth over a deep nest.
struct RegionsInside {
    region: crate::ir::RegionId,
    known: hashbrown::HashSet<crate::ir::RegionId>,
}

impl RegionsInside {
    fn new(region: crate::ir::RegionId) -> RegionsInside {
        RegionsInside { region, known: std::iter::once(region).collect() }
    }

    /// Records regions found nested in the region.
    fn add(&mut self, regions: impl IntoIterator<Item = crate::ir::RegionId>) {
        self.known.extend(regions);
    }

    /// Whether `r` lies in the region: known, or else searched (a region
    /// not met yet, or in a nested isolated op).
    fn contains(&self, ir: &Ir, r: crate::ir::RegionId) -> bool {
        self.known.contains(&r) || region_is_ancestor(ir, self.region, r)
    }
}

/// Why an operand breaks region isolation.
enum Outside {
    /// It names no live value's region.
    Unlinked,
    /// Its value is defined outside the region.
    Defined,
}

/// Whether every operand of `o` is defined inside `inside`'s region.
fn operands_inside(ir: &Ir, inside: &RegionsInside, o: OpId) -> Result<(), Outside> {
    for operand in ir.op(o).operands.iter() {
        let def_region = value_region(ir, operand.value).ok_or(Outside::Unlinked)?;
        if !inside.contains(ir, def_region) {
            return Err(Outside::Defined);
        }
    }
    Ok(())
}

/// [`verify_isolated`]'s check for one op `top` of the body `region` of an
/// isolated op and for what is nested in `top`: whether all of it uses
/// only values defined inside `region`.
fn isolated_from(ir: &Ir, region: crate::ir::RegionId, top: OpId) -> bool {
    let mut ops = vec![top];
    let mut inside = RegionsInside::new(region);
    inside.add(ir.op(top).regions.iter().copied());
    while let Some(o) = ops.pop() {
        if operands_inside(ir, &inside, o).is_err() {
            return false;
        }
        if !ir.op(o).regions.is_empty() && !has(ir, o, OpTraits::ISOLATED_FROM_ABOVE) {
            inside.add(ir.op(o).regions.iter().copied());
            for &r in ir.op(o).regions.iter() {
                for b in ir.region_blocks(r).into_iter().flatten() {
                    ops.extend(ir.block_ops(b).into_iter().flatten());
                }
            }
        }
    }
    true
}

/// The region in which a value is defined.
pub(crate) fn value_region(ir: &Ir, v: Value) -> Option<crate::ir::RegionId> {
    let block = match v {
        Value::OpResult { op, .. } => ir.op(op).parent?,
        Value::BlockArg { block, .. } => block,
    };
    ir.block(block).parent
}

/// Whether `ancestor` is `region` or encloses it.
pub(crate) fn region_is_ancestor(ir: &Ir, ancestor: crate::ir::RegionId, mut region: crate::ir::RegionId) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        let Some(op) = ir.region(region).parent else { return false };
        let Some(b) = ir.op(op).parent else { return false };
        let Some(r) = ir.block(b).parent else { return false };
        region = r;
    }
}

/// Upstream's `verifySymbolTable` second half: every op nested in the
/// symbol table `table` checks the symbols it uses, without descending into
/// nested symbol tables (they check their own). The first failure is
/// reported, in upstream's `walkSymbolTable` order: a region's ops in
/// order, then the regions they hold, last region first.
fn verify_symbol_uses(ir: &Ir, table: OpId) -> Result<(), Diagnostic> {
    verify_symbol_uses_in(ir, ir.op(table).regions.to_vec())
}

/// [`verify_symbol_uses`] from a worklist of regions (popped last first).
fn verify_symbol_uses_in(ir: &Ir, mut worklist: Vec<crate::ir::RegionId>) -> Result<(), Diagnostic> {
    while let Some(r) = worklist.pop() {
        let mut b = ir.region(r).first_block;
        while let Some(block) = b {
            let mut o = ir.block(block).first_op;
            while let Some(op) = o {
                if check_symbol_user(ir, op)? {
                    worklist.extend(ir.op(op).regions.iter());
                }
                o = ir.op(op).next;
            }
            b = ir.block(block).next;
        }
    }
    Ok(())
}

/// Checks the symbols `op` uses; whether the walk goes on into its
/// regions (not when it is a symbol table of its own).
fn check_symbol_user(ir: &Ir, op: OpId) -> Result<bool, Diagnostic> {
    match ir.ctx().op_def(ir.op(op).name) {
        Some(def) => {
            if let Some(user) = def.interfaces().get::<dyn crate::interfaces::SymbolUserOpInterface>() {
                user.verify_symbol_uses(ir, op)?;
            }
            Ok(!def.traits().contains(OpTraits::SYMBOL_TABLE))
        }
        None => Ok(true),
    }
}

/// Whether `top` and everything nested in it (short of nested symbol
/// tables) use symbols validly. The order of the checks does not matter
/// here: a failure only sends the caller to the sequential verification.
fn symbol_uses_valid_from(ir: &Ir, top: OpId) -> bool {
    match check_symbol_user(ir, top) {
        Ok(true) => verify_symbol_uses_in(ir, ir.op(top).regions.to_vec()).is_ok(),
        Ok(false) => true,
        Err(_) => false,
    }
}

fn verify_symbol_table(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let d = ir.op(op);
    if d.regions.len() != 1 {
        return Err(op_error_prefixed(ir, op, "Operations with a 'SymbolTable' must have exactly one region"));
    }
    let r = ir.region(d.regions[0]);
    if r.first_block.is_none() || r.first_block != r.last_block {
        return Err(op_error_prefixed(ir, op, "Operations with a 'SymbolTable' must have exactly one block"));
    }
    let ctx = ir.ctx();
    let sym_name = ctx.ident("sym_name");
    let mut seen: hashbrown::HashMap<Vec<u8>, OpId> = hashbrown::HashMap::new();
    for o in ir.block_ops(r.first_block.expect("checked above")).map(|i| i.collect::<Vec<_>>()).unwrap_or_default() {
        let name = ir.op_inherent_attr(o, sym_name).ok().flatten().or_else(|| ir.op_attr(o, sym_name).ok().flatten());
        let Some(name) = name else { continue };
        let AttrKind::String { value, .. } = ctx.attr_kind(name) else { continue };
        if let Some(prev) = seen.get(&value.to_vec()) {
            let text = String::from_utf8_lossy(value).into_owned();
            return Err(op_error(ir, o, format!("redefinition of symbol named '{text}'"))
                .with_note(ir.op(*prev).loc, "see existing symbol definition here"));
        }
        seen.insert(value.to_vec(), o);
    }
    Ok(())
}
