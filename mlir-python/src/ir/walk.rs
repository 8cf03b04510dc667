//! `walk` over an operation tree with a Python callback, `WalkOrder` and
//! `WalkResult`. The IR lock is never held while Python runs: children are
//! listed first, and ops erased by the callback are skipped.

use super::operation::{generic_op_to_py, OpHandle};
use super::IrResultExt;
use mlir_ir::ir::{WalkOrder, WalkResult};
use mlir_ir::OpId;
use pyo3::prelude::*;
use std::sync::Arc;

/// Walks `op` (reached through `h`) calling `cb`. `has_regions` says
/// whether `op` has regions (`true` when not known).
pub fn walk_rec(
    py: Python<'_>,
    h: &Arc<OpHandle>,
    op: OpId,
    has_regions: bool,
    order: WalkOrder,
    cb: &Bound<'_, PyAny>,
) -> PyResult<WalkResult> {
    let call = |op: OpId| -> PyResult<WalkResult> {
        // An `Operation`, as upstream passes (its `.opview` is the class).
        let obj = generic_op_to_py(py, &h.ctx, op, Some(h.clone()))?;
        // As upstream: the callback's exception becomes a RuntimeError
        // carrying its traceback (and chained to it).
        let r = cb.call1((obj,)).map_err(|e| {
            let err = pyo3::exceptions::PyRuntimeError::new_err(format!(
                "Exception raised in callback: {}",
                super::dynamic_op::traceback_text(py, &e)
            ));
            err.set_cause(py, Some(e));
            err
        })?;
        if r.is_none() {
            return Ok(WalkResult::Advance);
        }
        Ok(match r.extract::<PyWalkResult>()? {
            PyWalkResult::ADVANCE => WalkResult::Advance,
            PyWalkResult::SKIP => WalkResult::Skip,
            PyWalkResult::INTERRUPT => WalkResult::Interrupt,
        })
    };
    if order == WalkOrder::PreOrder {
        match call(op)? {
            WalkResult::Interrupt => return Ok(WalkResult::Interrupt),
            WalkResult::Skip => return Ok(WalkResult::Advance),
            WalkResult::Advance => {}
        }
    }
    // An op's regions are fixed when it is made, so an op listed without
    // any has no children to list after its callback: most ops are such
    // leaves, and skipping their listing saves an IR lock per op.
    let children: Vec<(OpId, bool)> = if has_regions {
        let ir = h.ctx.read();
        let mut v = Vec::new();
        if let Ok(regions) = ir.regions(op) {
            for &r in regions {
                for b in ir.region_blocks(r).py()? {
                    for c in ir.block_ops(b).py()? {
                        v.push((c, ir.regions(c).is_ok_and(|rs| !rs.is_empty())));
                    }
                }
            }
        }
        v
    } else {
        Vec::new()
    };
    for (c, c_has_regions) in children {
        if !h.ctx.read().op_is_live(c) {
            continue;
        }
        if walk_rec(py, h, c, c_has_regions, order, cb)? == WalkResult::Interrupt {
            return Ok(WalkResult::Interrupt);
        }
    }
    if order == WalkOrder::PostOrder && h.ctx.read().op_is_live(op) && call(op)? == WalkResult::Interrupt {
        return Ok(WalkResult::Interrupt);
    }
    Ok(WalkResult::Advance)
}

/// `WalkOrder`.
#[pyclass(name = "WalkOrder", module = "mlir._mlir_libs._mlir.ir", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms, non_camel_case_types)]
pub enum PyWalkOrder {
    PRE_ORDER,
    POST_ORDER,
}

/// `WalkResult`.
#[pyclass(name = "WalkResult", module = "mlir._mlir_libs._mlir.ir", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms)]
pub enum PyWalkResult {
    ADVANCE,
    INTERRUPT,
    SKIP,
}
