//! Applying a conversion (upstream's `applyPartialConversion` and
//! `applyFullConversion`): every op under the root, in pre-order, is
//! legalized by the target or converted by a pattern; a conversion that
//! fails is rolled back completely, and one that succeeds commits its
//! recorded replacements and erasures.

use super::fold::{try_fold, FoldOutcome};
use super::journal::Change;
use super::pattern::ConversionPatternSet;
use super::rewriter::{rollback, ConversionPatternRewriter, ConversionState};
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use hashbrown::HashSet;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Diagnostic, Ir, OpId, Value};

/// How strict a conversion is about ops the target does not know.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops of unknown legality may stay; explicitly illegal ones must go.
    Partial,
    /// Every op must end up legal.
    Full,
}

/// How deep new ops may be legalized by further patterns, so a set of
/// patterns that rewrite each other's results forever stops.
const MAX_DEPTH: usize = 32;

/// Converts the ops under `root` (and `root`) partially: explicitly illegal
/// ops must be converted, ops of unknown legality may stay. On failure the
/// IR is left as it was and the diagnostic names the first op that could
/// not be legalized.
pub fn apply_partial_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<(), Diagnostic> {
    apply_conversion(ir, root, target, patterns, converter, ConversionMode::Partial)
}

/// Converts the ops under `root` (and `root`) fully: every op must end up
/// legal. On failure the IR is left as it was.
pub fn apply_full_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<(), Diagnostic> {
    apply_conversion(ir, root, target, patterns, converter, ConversionMode::Full)
}

/// The ops under `root` in pre-order (each op before what is nested in
/// it, blocks and ops in order), skipping the inside of recursively legal
/// ops.
fn preorder(ir: &Ir, root: OpId, target: &ConversionTarget) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        out.push(op);
        if target.is_recursively_legal(ir, op) {
            continue;
        }
        let mut children = Vec::new();
        for &r in ir.regions(op).unwrap_or(&[]) {
            for b in ir.region_blocks(r).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
                children.extend(ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default());
            }
        }
        stack.extend(children.into_iter().rev());
    }
    out
}

/// Applies `patterns` to the ops under `root` in `mode`.
pub fn apply_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
    mode: ConversionMode,
) -> Result<(), Diagnostic> {
    let ops = preorder(ir, root, target);
    let mut state = ConversionState::default();
    for op in ops {
        let mut rw = ConversionPatternRewriter::new(ir, &mut state, converter);
        if !rw.ir().op_is_live(op) || rw.is_replaced(op) {
            continue;
        }
        if let Err(bad) = legalize(&mut rw, op, target, patterns, mode, 0) {
            // A partial conversion leaves ops of unknown legality.
            let _ = bad;
            if !needs_conversion(target.legality(rw.ir(), op), mode) {
                continue;
            }
            let diag = failure_diagnostic(ir, op, target, mode);
            rollback(ir, &mut state, 0);
            return Err(diag);
        }
    }
    match commit(ir, &mut state, converter) {
        Ok(()) => Ok(()),
        Err(d) => Err(d),
    }
}

/// The diagnostic for an op that could not be legalized, worded as
/// upstream's (a partial conversion only fails on explicitly illegal ops).
fn failure_diagnostic(ir: &Ir, op: OpId, target: &ConversionTarget, mode: ConversionMode) -> Diagnostic {
    let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default();
    let _ = target;
    if mode == ConversionMode::Partial {
        Diagnostic::error(loc, format!("failed to legalize operation '{name}' that was explicitly marked illegal"))
    } else {
        Diagnostic::error(loc, format!("failed to legalize operation '{name}'"))
    }
}

/// Whether `op` must be converted in `mode`.
fn needs_conversion(legality: Option<bool>, mode: ConversionMode) -> bool {
    match legality {
        Some(legal) => !legal,
        None => mode == ConversionMode::Full,
    }
}

/// Legalizes `op` (upstream's `OperationLegalizer::legalize`): leaves it
/// when legal, else folds it (its new constants must legalize in turn),
/// else tries the patterns for it, highest benefit first, undoing each
/// that fails or whose new ops cannot be legalized. `Err` names the op that
/// could not be legalized; whether that fails the conversion is the
/// caller's decision (a partial conversion tolerates ops of unknown
/// legality, but ops a pattern creates must legalize).
fn legalize(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
    depth: usize,
) -> Result<(), OpId> {
    if target.legality(rw.ir(), op) == Some(true) {
        return Ok(());
    }
    let Ok(name) = rw.ir().op_name(op) else { return Err(op) };
    let name = rw.ir().ctx().op_name_str(name).to_string();
    if depth >= MAX_DEPTH {
        return Err(op);
    }
    let start = rw.state.journal.len();
    match try_fold(rw, op) {
        FoldOutcome::None => rw.rollback(start),
        // As upstream, an in-place fold stays even when the op then fails
        // to legalize.
        FoldOutcome::InPlace => return legalize(rw, op, target, patterns, mode, depth + 1),
        FoldOutcome::Replaced(constants) => {
            if constants.iter().all(|c| legalize(rw, *c, target, patterns, mode, depth + 1).is_ok()) {
                return Ok(());
            }
            rw.rollback(start);
        }
    }
    for p in patterns.for_op(&name) {
        let start = rw.state.journal.len();
        rw.set_insertion_point(InsertPoint::Before(op));
        let Some(operands) = remapped_operands(rw, op) else {
            rw.rollback(start);
            continue;
        };
        rw.set_insertion_point(InsertPoint::Before(op));
        if !p.match_and_rewrite(op, &operands, rw) {
            rw.rollback(start);
            continue;
        }
        if legalize_new_ops(rw, start, target, patterns, mode, depth) {
            return Ok(());
        }
        rw.rollback(start);
    }
    Err(op)
}

/// The operands of `op` as its patterns see them.
fn remapped_operands(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<Vec<Value>> {
    let loc = rw.ir().op_loc(op).ok()?;
    let operands: Vec<Value> = rw.ir().operands(op).ok()?.collect();
    rw.remap_values(&operands, loc)
}

/// Legalizes the ops a pattern created (journal entries from `start`)
/// that are not legal yet.
fn legalize_new_ops(
    rw: &mut ConversionPatternRewriter<'_>,
    start: usize,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
    depth: usize,
) -> bool {
    let created: Vec<OpId> = rw.state.journal[start..]
        .iter()
        .filter_map(|c| if let Change::CreatedOp(o) = c { Some(*o) } else { None })
        .collect();
    for o in created {
        if !rw.ir().op_is_live(o) || rw.is_replaced(o) || rw.state.materializations.contains(&o) {
            continue;
        }
        if legalize(rw, o, target, patterns, mode, depth + 1).is_err() {
            return false;
        }
    }
    true
}

/// Whether `op` (or an op it is nested in) is to be erased.
fn doomed(ir: &Ir, state: &ConversionState, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if state.replaced_set.contains(&o) {
            return true;
        }
        cur = ir.op_parent_op(o).ok().flatten();
    }
    false
}

/// Points the uses of `old` that survive the conversion at its
/// replacement, bridging with a source materialization when the types
/// differ.
fn replace_surviving_uses(
    rw: &mut ConversionPatternRewriter<'_>,
    old: Value,
    owner: OpId,
    what: &str,
) -> Result<(), Diagnostic> {
    let users: Vec<OpId> = rw.ir().value_uses(old).map(|u| u.into_iter().map(|u| u.op).collect()).unwrap_or_default();
    let live: HashSet<OpId> = users.into_iter().filter(|u| !doomed(rw.ir(), rw.state, *u)).collect();
    if live.is_empty() {
        return Ok(());
    }
    let repl = rw.lookup(old);
    let loc = rw.ir().op_loc(owner).unwrap_or_else(|_| rw.ir().ctx().unknown_loc());
    if repl.as_slice() == [old] {
        let name = rw.ir().op_name(owner).map(|n| rw.ir().ctx().op_name_str(n).to_string()).unwrap_or_default();
        return Err(Diagnostic::error(
            loc,
            format!("failed to legalize {what} '{name}' that was erased while still in use"),
        ));
    }
    let ty = rw.ir().value_type(old).map_err(|e| Diagnostic::error(loc, e.to_string()))?;
    let types: Vec<_> = repl.iter().filter_map(|v| rw.ir().value_type(*v).ok()).collect();
    let new = if types.as_slice() == [ty] {
        repl[0]
    } else {
        rw.materialize(repl, ty, loc, true)
            .ok_or_else(|| Diagnostic::error(loc, "failed to materialize conversion for a value that remains in use"))?
    };
    // The bridge itself uses the replacement, never `old`.
    let ir = rw_ir_mut(rw);
    ir.replace_uses_if(old, new, |_, u| live.contains(&u.op)).map_err(|e| Diagnostic::error(loc, e.to_string()))
}

/// The IR behind a rewriter, mutably, for the commit phase (no pattern is
/// running then, so nothing needs journaling).
fn rw_ir_mut<'r>(rw: &'r mut ConversionPatternRewriter<'_>) -> &'r mut Ir {
    rw.ir_mut_for_commit()
}

/// Makes the recorded conversion real: surviving uses of replaced values
/// see their replacements, then the replaced ops and the old blocks of
/// signature conversions are erased, and unused bridges with them.
fn commit(ir: &mut Ir, state: &mut ConversionState, converter: Option<&TypeConverter>) -> Result<(), Diagnostic> {
    let replaced = state.replaced.clone();
    let blocks = state.converted_blocks.clone();
    {
        let mut rw = ConversionPatternRewriter::new(ir, state, converter);
        for &op in &replaced {
            let results: Vec<Value> = rw.ir().results(op).map(|r| r.collect()).unwrap_or_default();
            for r in results {
                if let Err(d) = replace_surviving_uses(&mut rw, r, op, "operation") {
                    rw.rollback(0);
                    return Err(d);
                }
            }
        }
        for &b in &blocks {
            let args: Vec<Value> = rw.ir().block_args(b).map(|a| a.collect()).unwrap_or_default();
            // Uses left in the detached old block are none: its ops moved.
            let owner = rw.ir().block_parent_op(b).ok().flatten();
            for a in args {
                let users: Vec<OpId> =
                    rw.ir().value_uses(a).map(|u| u.into_iter().map(|u| u.op).collect()).unwrap_or_default();
                let Some(owner) = owner.or_else(|| users.first().copied()) else { continue };
                if let Err(d) = replace_surviving_uses(&mut rw, a, owner, "block argument of") {
                    rw.rollback(0);
                    return Err(d);
                }
            }
        }
    }
    // Drop every operand of what goes, so the ops can go in any order.
    let tops: Vec<OpId> = replaced
        .iter()
        .copied()
        .filter(|&o| ir.op_is_live(o) && !ir.op_parent_op(o).ok().flatten().is_some_and(|p| doomed(ir, state, p)))
        .collect();
    for &op in &tops {
        for o in ir.subtree_ops(op).unwrap_or_default() {
            let _ = ir.set_operands(o, &[]);
        }
    }
    for &op in &tops {
        if let Err(e) = ir.erase_op(op) {
            let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
            return Err(Diagnostic::error(loc, format!("internal error committing a conversion: {e}")));
        }
    }
    for &b in &blocks {
        let _ = ir.erase_block(b);
    }
    // Bridges nobody uses any more go too (newest first, so a chain of them
    // goes at once).
    let mats: Vec<OpId> = state.materializations.iter().copied().collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &m in &mats {
            if ir.op_is_live(m) && ir.results(m).is_ok_and(|mut r| r.all(|v| !ir.value_has_uses(v).unwrap_or(true))) {
                let _ = ir.erase_op(m);
                changed = true;
            }
        }
    }
    state.journal.clear();
    Ok(())
}
