//! A Python callable as a rewrite pattern, and the `PatternRewriter` it
//! receives.

use crate::ir::context::CtxRef;
use crate::ir::dynamic_op::{traceback_text, WeakCtx};
use crate::ir::operation::{handle_of, OpHandle};
use crate::ir::value::value_of;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{Diagnostic, OpId, Value};
use mlir_passes::ExternalOutcome;
use pyo3::prelude::*;
use std::sync::Arc;

/// A pattern whose match-and-rewrite is a Python callable `fn(op,
/// rewriter)`; it applied iff the callable returns a falsy value.
pub struct PyExternalPattern {
    root: String,
    callable: Py<PyAny>,
    benefit: u16,
    /// The context the pattern belongs to, for a pattern that runs on its
    /// own ([`RewritePattern::run_external`]): a canonicalization pattern
    /// an op's definition holds. Weak: the context owns the definition.
    owner: Option<WeakCtx>,
}

impl PyExternalPattern {
    /// A pattern on ops named `root`, run by the Python call that applies
    /// its pattern set.
    pub fn new(root: String, callable: Py<PyAny>, benefit: u16) -> PyExternalPattern {
        PyExternalPattern { root, callable, benefit, owner: None }
    }

    /// A canonicalization pattern of `owner`'s op `root`, which the
    /// `canonicalize` pass runs.
    pub fn canonicalization(root: String, callable: Py<PyAny>, owner: WeakCtx) -> PyExternalPattern {
        PyExternalPattern { root, callable, benefit: 1, owner: Some(owner) }
    }
}

impl super::PyPattern for PyExternalPattern {
    /// Runs the callable on `op` (as its `OpView` class) and reports what
    /// it did through the rewriter.
    fn run(&self, py: Python<'_>, ctx: &CtxRef, op: OpId) -> PyResult<ExternalOutcome> {
        let h = OpHandle::new(py, ctx, op, None, false);
        let op_obj = crate::ir::opview::opview_obj(py, h.clone())?;
        let rewriter = Py::new(py, PyPatternRewriter::new(ctx.clone_ref(py), h))?;
        let ret = self.callable.call1(py, (op_obj, rewriter.clone_ref(py)))?;
        let failed = ret.bind(py).is_truthy()?;
        let mut out = rewriter.get().take_notes();
        out.applied = !failed;
        Ok(out)
    }
}

impl RewritePattern for PyExternalPattern {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn name(&self) -> &str {
        &self.root
    }

    fn is_external(&self) -> bool {
        true
    }

    /// Runs a canonicalization pattern with the GIL; a Python exception
    /// becomes the outcome's error, at the op's location with the
    /// traceback.
    fn run_external(&self, op: OpId) -> ExternalOutcome {
        let Some(owner) = &self.owner else {
            return ExternalOutcome::default();
        };
        Python::attach(|py| {
            let Some(ctx) = owner.get(py) else {
                return ExternalOutcome::default();
            };
            match super::PyPattern::run(self, py, &ctx, op) {
                Ok(out) => out,
                Err(e) => {
                    let ir = ctx.read();
                    let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
                    let message = format!(
                        "'{}' op canonicalization pattern raised {}",
                        self.root,
                        e.value(py).repr().map(|r| r.to_string()).unwrap_or_default()
                    );
                    let note = format!("Python traceback:\n{}", traceback_text(py, &e));
                    ExternalOutcome {
                        error: Some(Diagnostic::error(loc, message).with_note(loc, note)),
                        ..ExternalOutcome::default()
                    }
                }
            }
        })
    }

    fn match_and_rewrite(&self, _op: OpId, _rewriter: &mut PatternRewriter<'_>) -> bool {
        // Drivers hand external patterns to their caller instead.
        false
    }
}

/// `PatternRewriter`: what a Python pattern changes the IR through.
#[pyclass(name = "PatternRewriter", module = "mlir._mlir_libs._mlir.rewrite", frozen)]
pub struct PyPatternRewriter {
    ctx: CtxRef,
    op: Arc<OpHandle>,
    notes: parking_lot::Mutex<ExternalOutcome>,
}

impl PyPatternRewriter {
    /// A rewriter inserting before `op`, with nothing noted yet.
    pub(crate) fn new(ctx: CtxRef, op: Arc<OpHandle>) -> PyPatternRewriter {
        PyPatternRewriter { ctx, op, notes: parking_lot::Mutex::new(ExternalOutcome::default()) }
    }

    /// What the Python code changed through this rewriter so far.
    pub(crate) fn take_notes(&self) -> ExternalOutcome {
        std::mem::take(&mut *self.notes.lock())
    }

    /// Erases `op` (unused), noting it and its subtree, and the producers
    /// of its operands.
    fn erase(&self, op: OpId) -> PyResult<()> {
        let mut ir = self.ctx.write()?;
        self.notes.lock().erase_op(&mut ir, op).map_err(crate::ir::ir_err)
    }
}

#[pymethods]
impl PyPatternRewriter {
    /// The insertion point: right before the op being rewritten.
    #[getter]
    fn ip(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ip = crate::ir::insertion_point::PyInsertionPoint::before_op(py, self.op.clone())?;
        Ok(Py::new(py, ip)?.into_any())
    }

    /// Replaces `op` by `new_op`'s results or by a list of values, and
    /// erases it.
    fn replace_op(&self, op: &Bound<'_, PyAny>, new_op: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(op)?;
        self.ctx.check_same(&h.ctx, "Operation")?;
        let target = h.check()?;
        let (values, new_id): (Vec<Value>, Option<OpId>) = match handle_of(new_op) {
            Ok(n) => {
                self.ctx.check_same(&n.ctx, "Operation")?;
                let id = n.check()?;
                let vals = self.ctx.read().results(id).map_err(crate::ir::ir_err)?.collect();
                (vals, Some(id))
            }
            Err(_) => {
                let mut vals = Vec::new();
                for v in new_op.try_iter()? {
                    let (vctx, v) = value_of(&v?)?;
                    self.ctx.check_same(&vctx, "Value")?;
                    vals.push(v);
                }
                (vals, None)
            }
        };
        let mut ir = self.ctx.write()?;
        let n = ir.num_results(target).map_err(crate::ir::ir_err)?;
        if n != values.len() {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "replacement has {} values but the op has {n} results",
                values.len()
            )));
        }
        let mut notes = self.notes.lock();
        notes.replace_uses(&mut ir, target, &values).map_err(crate::ir::ir_err)?;
        notes.touched.extend(new_id);
        notes.erase_op(&mut ir, target).map_err(crate::ir::ir_err)
    }

    /// Erases `op`, which must have no uses left.
    fn erase_op(&self, op: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(op)?;
        self.ctx.check_same(&h.ctx, "Operation")?;
        let id = h.check()?;
        self.erase(id)
    }
}
