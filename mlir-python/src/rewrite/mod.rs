//! `mlir._mlir_libs._mlir.rewrite`: upstream's pattern-rewriting API over
//! the `mlir-passes` drivers — `RewritePatternSet.add(root, fn, benefit)`
//! with Python callables, `PatternRewriter`, `freeze`,
//! `apply_patterns_and_fold_greedily`, `walk_and_apply_patterns`,
//! `GreedyRewriteConfig` and its enums.
//!
//! Drivers run without the GIL and lock the IR one step at a time; a
//! Python pattern runs between steps with the GIL and the IR free, so it
//! uses ordinary handles. What it replaces or erases through the
//! `PatternRewriter` is reported back to the driver.

pub(crate) mod config;
pub(crate) mod pattern;
pub(crate) mod pdl;

use crate::ir::context::{resolve_context, ContextHost, CtxRef, PyContext};
use crate::ir::operation::{handle_of, OpHandle};
use config::{PyGreedyRewriteConfig, PyGreedyRewriteStrictness, PyGreedySimplifyRegionLevel};
use mlir_ir::rewrite::RewritePattern;
use mlir_passes::{ExternalOutcome, FrozenPatterns, GreedyConfig};
use pattern::{PyExternalPattern, PyPatternRewriter};
use pyo3::prelude::*;
use pyo3::types::PyType;
use std::sync::Arc;

/// A pattern the drivers hand back to the bindings: it runs with the GIL
/// held and the IR unlocked (a Python callable, or a PDL pattern that may
/// call Python functions).
pub(crate) trait PyPattern: RewritePattern {
    /// Matches and rewrites `op`, reporting what changed.
    fn run(&self, py: Python<'_>, ctx: &CtxRef, op: mlir_ir::OpId) -> PyResult<ExternalOutcome>;
}

/// A frozen set of `patterns` for `ctx`.
fn freeze_patterns(py: Python<'_>, ctx: &CtxRef, patterns: Vec<Arc<dyn PyPattern>>) -> PyFrozenRewritePatternSet {
    let refs = patterns.iter().map(|p| p.clone() as mlir_ir::rewrite::PatternRef).collect();
    PyFrozenRewritePatternSet { ctx: ctx.clone_ref(py), frozen: FrozenPatterns::new(refs, &[], &[]), patterns }
}

/// `RewritePatternSet`: patterns being collected.
#[pyclass(name = "RewritePatternSet", module = "mlir._mlir_libs._mlir.rewrite")]
pub struct PyRewritePatternSet {
    ctx: CtxRef,
    patterns: Vec<Arc<PyExternalPattern>>,
}

#[pymethods]
impl PyRewritePatternSet {
    #[new]
    #[pyo3(signature = (context=None))]
    fn new(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Self> {
        Ok(PyRewritePatternSet { ctx: resolve_context(py, context)?, patterns: Vec::new() })
    }

    /// Adds a pattern on `root` (an `OpView` subclass or an op name): `fn(op,
    /// rewriter)` matched and rewrote iff it returns a falsy value.
    #[pyo3(signature = (root, r#fn, benefit=1))]
    fn add(&mut self, root: &Bound<'_, PyAny>, r#fn: Py<PyAny>, benefit: u16) -> PyResult<()> {
        let name: String = if let Ok(cls) = root.cast::<PyType>() {
            cls.getattr("OPERATION_NAME")?.extract()?
        } else {
            root.extract()
                .map_err(|_| pyo3::exceptions::PyTypeError::new_err("root must be an OpView subclass or an op name"))?
        };
        self.patterns.push(Arc::new(PyExternalPattern::new(name, r#fn, benefit)));
        Ok(())
    }

    /// The frozen set the drivers take.
    fn freeze(&self, py: Python<'_>) -> PyFrozenRewritePatternSet {
        freeze_patterns(py, &self.ctx, self.patterns.iter().map(|p| p.clone() as Arc<dyn PyPattern>).collect())
    }
}

/// `FrozenRewritePatternSet`.
#[pyclass(name = "FrozenRewritePatternSet", module = "mlir._mlir_libs._mlir.rewrite", frozen)]
pub struct PyFrozenRewritePatternSet {
    ctx: CtxRef,
    patterns: Vec<Arc<dyn PyPattern>>,
    frozen: FrozenPatterns,
}

/// The op a driver runs on: a `Module` (its op) or an operation.
pub(crate) fn target_op(obj: &Bound<'_, PyAny>) -> PyResult<Arc<OpHandle>> {
    match handle_of(obj) {
        Ok(h) => Ok(h),
        Err(_) => handle_of(&obj.getattr("operation")?),
    }
}

/// Runs a driver with the set's Python patterns reachable.
fn drive(
    py: Python<'_>,
    target: &Bound<'_, PyAny>,
    set: &PyFrozenRewritePatternSet,
    run: impl FnOnce(
            &crate::ir::context::ContextHost<'_>,
            mlir_ir::OpId,
            &mut dyn FnMut(&mlir_ir::rewrite::PatternRef, mlir_ir::OpId) -> ExternalOutcome,
        ) + Send,
) -> PyResult<()> {
    let h = target_op(target)?;
    set.ctx.check_same(&h.ctx, "Operation")?;
    let op = h.check()?;
    let ctx = h.ctx.clone_ref(py);
    let mut error: Option<PyErr> = None;
    let host = ContextHost::new(&ctx)?;
    py.detach(|| {
        let mut external = |p: &mlir_ir::rewrite::PatternRef, op: mlir_ir::OpId| -> ExternalOutcome {
            if error.is_some() {
                return ExternalOutcome::default();
            }
            let Some(pattern) = set.patterns.iter().find(|q| std::ptr::addr_eq(Arc::as_ptr(q), Arc::as_ptr(p))) else {
                return ExternalOutcome::default();
            };
            Python::attach(|py| match pattern.run(py, &ctx, op) {
                Ok(out) => out,
                Err(e) => {
                    error = Some(e);
                    ExternalOutcome::default()
                }
            })
        };
        run(&host, op, &mut external);
    });
    match error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Applies the patterns greedily with folding until a fixed point.
#[pyfunction]
#[pyo3(signature = (module, set, config=None))]
fn apply_patterns_and_fold_greedily(
    py: Python<'_>,
    module: &Bound<'_, PyAny>,
    set: &PyFrozenRewritePatternSet,
    config: Option<PyRef<'_, PyGreedyRewriteConfig>>,
) -> PyResult<()> {
    let cfg: GreedyConfig = config.map(|c| c.to_config()).unwrap_or_else(config::default_config);
    let mut converged = true;
    drive(py, module, set, |host, op, external| {
        converged = mlir_passes::apply_greedily_on(host, op, &set.frozen, &cfg, external).converged;
    })?;
    if !converged {
        return Err(pyo3::exceptions::PyRuntimeError::new_err("pattern application failed to converge"));
    }
    Ok(())
}

/// Applies the patterns once to every op, in post-order, without folding.
#[pyfunction]
fn walk_and_apply_patterns(py: Python<'_>, op: &Bound<'_, PyAny>, set: &PyFrozenRewritePatternSet) -> PyResult<()> {
    drive(py, op, set, |host, op, external| mlir_passes::walk_and_apply_on(host, op, &set.frozen, external))
}

/// Builds the `rewrite` submodule.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRewritePatternSet>()?;
    m.add_class::<PyFrozenRewritePatternSet>()?;
    m.add_class::<PyPatternRewriter>()?;
    m.add_class::<pdl::PyPdlModule>()?;
    m.add_class::<pdl::PyPdlResultList>()?;
    m.add_class::<PyGreedyRewriteConfig>()?;
    m.add_class::<PyGreedyRewriteStrictness>()?;
    m.add_class::<PyGreedySimplifyRegionLevel>()?;
    m.add_function(wrap_pyfunction!(apply_patterns_and_fold_greedily, m)?)?;
    m.add_function(wrap_pyfunction!(walk_and_apply_patterns, m)?)?;
    Ok(())
}
