//! The verifier: structural invariants (terminators, successors, entry
//! blocks, graph regions), each op definition's own checks, isolation,
//! symbol tables and SSA dominance — in upstream's order and wording.

mod dominance;
mod structure;

use crate::attributes::Location;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::printer::{print_op_local, PrintFlags};

pub use dominance::DominanceInfo;

/// Verifies `op` and everything nested in it. Returns the first error (or,
/// as upstream reports failures of sibling isolated ops, the first of
/// them with the others as further diagnostics in `rest`).
pub fn verify(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_all(ir, op).map_err(|mut v| v.remove(0))
}

/// Like [`verify`] but returns every diagnostic upstream would emit.
pub fn verify_all(ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
    // Printing from Python verifies first, right after parsing verified:
    // the answer of an unchanged IR is known.
    if ir.verified_unchanged(op) {
        return Ok(());
    }
    // Number every block's ops for O(1) order queries, walking blocks
    // without materializing the list of all ops.
    ir.op_data(op).map_err(|e| vec![Diagnostic::error(ir.ctx().unknown_loc(), e.to_string())])?;
    let mut blocks = Vec::new();
    let mut pending: Vec<OpId> = vec![op];
    let mut nested_ops = 0usize;
    while let Some(o) = pending.pop() {
        for &r in ir.op(o).regions.iter() {
            let mut b = ir.region(r).first_block;
            while let Some(block) = b {
                blocks.push(block);
                b = ir.block(block).next;
            }
        }
        while let Some(block) = blocks.pop() {
            let _ = ir.renumber_block(block);
            let mut x = ir.block(block).first_op;
            while let Some(child) = x {
                nested_ops += 1;
                if !ir.op(child).regions.is_empty() {
                    pending.push(child);
                }
                x = ir.op(child).next;
            }
        }
    }
    let mut errs = Vec::new();
    structure::verify_op_and_dominance(ir, op, verify_threads(ir, nested_ops), &mut errs);
    if errs.is_empty() {
        ir.mark_verified(op);
        Ok(())
    } else {
        Err(errs)
    }
}

/// How many threads a verification of `ops` ops of `ir` may use: one
/// unless the context allows multithreading and the verified op is large
/// enough for threads to pay for their start. (Counting the op's own ops,
/// not the IR's: a pass run over many functions in worker threads
/// verifies each small function on its own, in an IR holding many.)
fn verify_threads(ir: &Ir, ops: usize) -> usize {
    const MIN_OPS: usize = 8192;
    if ops < MIN_OPS {
        return 1;
    }
    ir.ctx().worker_threads()
}

/// An error attached to `op` with upstream's `see current operation:` note.
pub(crate) fn op_error(ir: &Ir, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let loc = ir.op(op).loc;
    let d = Diagnostic::error(loc, msg);
    if ir.ctx().print_op_on_diagnostic() {
        d.with_note(loc, current_op_note(ir, op))
    } else {
        d
    }
}

/// An error at `op` without the `'name' op` prefix (upstream's
/// `op->emitError()`), with the `see current operation:` note.
pub fn op_error_plain(ir: &Ir, op: OpId, msg: impl Into<String>) -> Diagnostic {
    op_error(ir, op, msg)
}

/// `'name' op message` plus the note.
pub fn op_error_prefixed(ir: &Ir, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    let name = ir.ctx().op_name_str(ir.op(op).name).to_string();
    op_error(ir, op, format!("'{name}' op {msg}"))
}

/// `see current operation: <generic form>`, printed as diagnostics do: in
/// local scope, generic, with large elements attributes elided, numbered
/// from the nearest isolated-from-above ancestor.
pub(crate) fn current_op_note(ir: &Ir, op: OpId) -> String {
    let flags = PrintFlags { generic: true, local_scope: true, elide_elements_above: Some(16), ..Default::default() };
    let text = print_op_local_in_scope(ir, op, &flags);
    if text.contains('\n') {
        format!("see current operation: \n{text}")
    } else {
        format!("see current operation: {text}")
    }
}

fn print_op_local_in_scope(ir: &Ir, op: OpId, flags: &PrintFlags) -> String {
    crate::printer::print_op_in_scope(ir, op, flags).unwrap_or_else(|| print_op_local(ir, op, flags))
}

/// The location used for a diagnostic about a block's region.
pub(crate) fn region_loc(ir: &Ir, op: OpId) -> Location {
    ir.op(op).loc
}
