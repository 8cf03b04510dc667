//! `mlir._mlir_libs._mlir.passmanager`: upstream's `PassManager`,
//! `ExternalPass` and `PassDisplayMode` over `mlir-passes`.
//!
//! A run releases the GIL; native passes hold the IR lock only while they
//! run, so passes written in Python (`pm.add(callable)`) run in between with
//! the GIL, reaching the IR through ordinary handles. An op a Python pass
//! erased, or one handed to `run` that is gone, is an error, never a crash.

pub(crate) mod external;
pub(crate) mod registered;

use crate::ir::context::{resolve_context, ContextHost, CtxRef, PyContext};
use crate::ir::operation::{handle_of, OpHandle};
use external::{ExternalPass, PyExternalPass};
use mlir_c::pass::PassManagerCell;
use mlir_passes::{OpPassManager, PassManager, RunError};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::sync::Arc;

/// How statistics are shown.
#[pyclass(name = "PassDisplayMode", module = "mlir._mlir_libs._mlir.passmanager", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms)]
pub enum PyPassDisplayMode {
    /// One flat list.
    LIST,
    /// Nested like the pipeline.
    PIPELINE,
}

/// `PassManager`.
#[pyclass(name = "PassManager", module = "mlir._mlir_libs._mlir.passmanager", frozen)]
pub struct PyPassManager {
    ctx: CtxRef,
    /// The manager, shared with C API handles (`_CAPIPtr`).
    cell: Arc<PassManagerCell>,
    /// Set by `_testing_release`: this object no longer stands for the
    /// manager (whose C handle stays valid).
    released: std::sync::atomic::AtomicBool,
}

fn pipeline_error(text: &str, e: &mlir_passes::PipelineError) -> PyErr {
    PyValueError::new_err(e.render(text))
}

impl PyPassManager {
    /// The manager; a `RuntimeError` once `_testing_release` gave it up.
    fn cell(&self) -> PyResult<&Arc<PassManagerCell>> {
        if self.released.load(std::sync::atomic::Ordering::Acquire) {
            return Err(pyo3::exceptions::PyRuntimeError::new_err("the PassManager was released (_testing_release)"));
        }
        Ok(&self.cell)
    }
}

#[pymethods]
impl PyPassManager {
    /// A manager anchored on `anchor_op` (`any` by default).
    #[new]
    #[pyo3(signature = (anchor_op="any", context=None))]
    fn new(py: Python<'_>, anchor_op: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Self> {
        let ctx = resolve_context(py, context)?;
        let cell = PassManagerCell::new(ctx.owned().clone(), PassManager::new(anchor_op));
        Ok(PyPassManager { ctx, cell, released: Default::default() })
    }

    /// Parses `anchor(pipeline)`.
    #[staticmethod]
    #[pyo3(signature = (pipeline, context=None))]
    fn parse(py: Python<'_>, pipeline: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Self> {
        let ctx = resolve_context(py, context)?;
        let root = registered::parsing_in(py, &ctx, || OpPassManager::parse(pipeline))
            .map_err(|e| pipeline_error(pipeline, &e))?;
        let cell = PassManagerCell::new(ctx.owned().clone(), PassManager::with_pipeline(root));
        Ok(PyPassManager { ctx, cell, released: Default::default() })
    }

    /// Appends pipeline elements (`"cse,func.func(canonicalize)"`), or a
    /// Python pass: a callable `run(op, pass_)`.
    #[pyo3(signature = (pipeline_or_run, name=None, argument=Some(String::new()), description=Some(String::new()), op_name=Some(String::new())))]
    fn add(
        &self,
        pipeline_or_run: &Bound<'_, PyAny>,
        name: Option<String>,
        argument: Option<String>,
        description: Option<String>,
        op_name: Option<String>,
    ) -> PyResult<()> {
        if let Ok(text) = pipeline_or_run.extract::<String>() {
            let py = pipeline_or_run.py();
            let cell = self.cell()?;
            return registered::parsing_in(py, &self.ctx, || cell.pm.lock().root.add_pipeline(&text))
                .map_err(|e| pipeline_error(&text, &e));
        }
        if !pipeline_or_run.is_callable() {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "add() expects a pipeline string or a callable (op, pass_)",
            ));
        }
        let name = match name {
            Some(n) => n,
            None => pipeline_or_run.getattr("__name__").and_then(|n| n.extract()).unwrap_or_else(|_| "pass".into()),
        };
        let pass = ExternalPass::new(
            pipeline_or_run.clone().unbind(),
            self.ctx.clone_ref(pipeline_or_run.py()),
            name,
            argument.unwrap_or_default(),
            description.unwrap_or_default(),
            op_name.filter(|s| !s.is_empty()),
        );
        self.cell()?.pm.lock().root.add_pass(Box::new(pass));
        Ok(())
    }

    /// Runs the pipeline on `operation`; an `MLIRError` on failure. With
    /// `invalidate_ops` (upstream's default) the Python objects of the ops
    /// nested in `operation` are invalid afterwards, as upstream's are: the
    /// passes may have erased or replaced any of them.
    #[pyo3(signature = (operation, invalidate_ops=true))]
    fn run(&self, py: Python<'_>, operation: &Bound<'_, PyAny>, invalidate_ops: bool) -> PyResult<()> {
        let h: Arc<OpHandle> = handle_of(operation)?;
        self.ctx.check_same(&h.ctx, "Operation")?;
        let op = h.check()?;
        let ctx = self.ctx.clone_ref(py);
        let _ = external::take_pending_error();
        let host = ContextHost::new(&ctx)?;
        let cell = self.cell()?;
        if invalidate_ops {
            // Before the run, as upstream: Python passes in the pipeline
            // make handles of their own, which stay valid.
            ctx.0.get().invalidate_inside(Some(op));
            h.survive_invalidation();
        }
        let res = py.detach(|| {
            let mut pm = cell.pm.lock();
            pm.run_on(&host, op)
        });
        match res {
            Ok(()) => Ok(()),
            Err(e) => Err(external::take_pending_error().unwrap_or_else(|| run_error(py, &self.ctx, &h, e))),
        }
    }

    /// The manager's `MlirPassManager` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::ir::capsule::make(py, "PassManager", mlir_c::bridge::pass_manager(self.cell()?).ptr)
    }

    /// A `PassManager` sharing the manager of an `MlirPassManager` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, pyo3::types::PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Self> {
        let ptr = crate::ir::capsule::read(capsule, "PassManager")?;
        let h = mlir_c::ffi::MlirPassManager { ptr: ptr as *mut std::ffi::c_void };
        let cell = mlir_c::bridge::pass_manager_of(h)
            .ok_or_else(|| pyo3::exceptions::PyRuntimeError::new_err("the C API pass manager handle is null"))?;
        let ctx = crate::ir::capi::context_for(capsule.py(), cell.owner.clone())?;
        Ok(PyPassManager { ctx, cell, released: Default::default() })
    }

    /// Turns verification after each pass on or off.
    fn enable_verifier(&self, enable: bool) -> PyResult<()> {
        self.cell()?.pm.lock().verify_each = enable;
        Ok(())
    }

    /// Prints the IR around passes to stderr, as `--mlir-print-ir-*`.
    #[pyo3(signature = (print_before_all=false, print_after_all=true, print_module_scope=false, print_after_change=false, print_after_failure=false, large_elements_limit=None, large_resource_limit=None, enable_debug_info=false, print_generic_op_form=false, tree_printing_dir_path=None))]
    #[allow(clippy::too_many_arguments)]
    fn enable_ir_printing(
        &self,
        print_before_all: bool,
        print_after_all: bool,
        print_module_scope: bool,
        print_after_change: bool,
        print_after_failure: bool,
        large_elements_limit: Option<usize>,
        large_resource_limit: Option<usize>,
        enable_debug_info: bool,
        print_generic_op_form: bool,
        tree_printing_dir_path: Option<String>,
    ) -> PyResult<()> {
        let mut pm = self.cell()?.pm.lock();
        let p = &mut pm.print_ir;
        p.before_all = print_before_all;
        p.after_all = print_after_all;
        p.after_change = print_after_change;
        p.after_failure = print_after_failure;
        p.module_scope = print_module_scope;
        p.tree_dir = tree_printing_dir_path.map(Into::into);
        p.flags.elide_elements_above = large_elements_limit;
        p.flags.elide_resources_above = large_resource_limit;
        p.flags.debug_info = enable_debug_info;
        p.flags.generic = print_generic_op_form;
        Ok(())
    }

    /// Prints the pass statistics report on stderr after each run.
    #[pyo3(signature = (displayMode=PyPassDisplayMode::PIPELINE))]
    #[allow(non_snake_case)]
    fn enable_statistics(&self, displayMode: PyPassDisplayMode) -> PyResult<()> {
        self.cell()?.pm.lock().statistics = Some(match displayMode {
            PyPassDisplayMode::LIST => mlir_passes::StatisticsDisplay::List,
            PyPassDisplayMode::PIPELINE => mlir_passes::StatisticsDisplay::Pipeline,
        });
        Ok(())
    }

    /// Reports the time each pass took on stderr after each run.
    fn enable_timing(&self) -> PyResult<()> {
        self.cell()?.pm.lock().timing = true;
        Ok(())
    }

    fn __str__(&self) -> PyResult<String> {
        Ok(self.cell()?.pm.lock().root.to_text())
    }

    /// Gives up this object's hold on the manager, as upstream's testing
    /// hook does: the manager is kept alive for the rest of the process
    /// (its C API handles stay valid, so `PassManager._CAPICreate` of a
    /// capsule taken before still works), and this object raises
    /// `RuntimeError` from then on.
    fn _testing_release(&self) {
        if !self.released.swap(true, std::sync::atomic::Ordering::AcqRel) {
            std::mem::forget(self.cell.clone());
        }
    }
}

/// The Python exception for a failed run, as upstream words it.
fn run_error(py: Python<'_>, ctx: &CtxRef, h: &OpHandle, e: RunError) -> PyErr {
    let msg = "Failure while executing pass pipeline";
    let loc = || {
        let ir = ctx.read();
        ir.op_loc(h.id).unwrap_or_else(|_| ctx.ctx().get_loc(mlir_ir::LocKind::Unknown))
    };
    match &e {
        RunError::AnchorMismatch { .. } => {
            let d = mlir_ir::Diagnostic::error(loc(), e.to_string());
            crate::ir::diagnostics::mlir_error(py, ctx, msg, &[d], None)
        }
        RunError::StaleOp => {
            let d = mlir_ir::Diagnostic::error(
                ctx.ctx().get_loc(mlir_ir::LocKind::Unknown),
                "an operation the pipeline was running on was erased by a pass",
            );
            crate::ir::diagnostics::mlir_error(py, ctx, msg, &[d], None)
        }
        _ => crate::ir::diagnostics::mlir_error(py, ctx, msg, e.diagnostics(), None),
    }
}

/// Builds the `passmanager` submodule.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyPassManager>()?;
    m.add_class::<PyExternalPass>()?;
    m.add_class::<PyPassDisplayMode>()?;
    registered::register(m)?;
    Ok(())
}
