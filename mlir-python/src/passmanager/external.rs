//! Passes written in Python: `PassManager.add(callable)` wraps the callable
//! in an [`ExternalPass`] the pipeline runs like any other. The callable
//! gets the op and the `ExternalPass` object (`pass_.signal_pass_failure()`,
//! upstream 22's form) when it takes two positional arguments, else only
//! the op, and then signals failure with `self.signal_pass_failure()`
//! (upstream's newer form: the attribute is set on the callable for the
//! call). It runs with the GIL while the IR is unlocked.

use crate::ir::context::CtxRef;
use crate::ir::operation::{operation_obj, OpHandle};
use mlir_ir::{Ir, OpId};
use mlir_passes::{Pass, PassResult};
use pyo3::prelude::*;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

thread_local! {
    /// An exception a Python pass raised during the current run, re-raised
    /// by `PassManager.run` instead of a generic failure.
    static PENDING: RefCell<Option<PyErr>> = const { RefCell::new(None) };
}

/// Takes the exception a Python pass raised on this thread, if any.
pub fn take_pending_error() -> Option<PyErr> {
    PENDING.with(|p| p.borrow_mut().take())
}

/// `ExternalPass`: what a Python pass receives to signal failure.
#[pyclass(name = "ExternalPass", module = "mlir._mlir_libs._mlir.passmanager", frozen)]
pub struct PyExternalPass {
    failed: AtomicBool,
    /// Whether the pass is running: signalling failure outside the call
    /// is a misuse, reported rather than ignored.
    active: AtomicBool,
}

/// The pass itself, as the pipeline holds it.
struct ExternalSpec {
    run: Py<PyAny>,
    /// Whether `run` takes the `ExternalPass` as a second argument.
    two_args: bool,
    ctx: CtxRef,
    name: String,
    argument: String,
    anchor: Option<String>,
}

impl ExternalPass {
    /// The pipeline pass for `run`; see `PassManager.add`.
    pub fn new(
        run: Py<PyAny>,
        ctx: CtxRef,
        name: String,
        argument: String,
        _description: String,
        anchor: Option<String>,
    ) -> ExternalPass {
        let argument = if argument.is_empty() { format!("unknown<{name}>") } else { argument };
        let two_args = Python::attach(|py| takes_two_args(run.bind(py)));
        ExternalPass(ExternalSpec { run, two_args, ctx, name, argument, anchor })
    }
}

#[pymethods]
impl PyExternalPass {
    /// Marks the current run of this pass as failed.
    fn signal_pass_failure(&self) -> PyResult<()> {
        if !self.active.load(Ordering::Relaxed) {
            return Err(pyo3::exceptions::PyRuntimeError::new_err(
                "signal_pass_failure() should always be called from the __call__ method",
            ));
        }
        self.failed.store(true, Ordering::Relaxed);
        Ok(())
    }
}

/// A Python callable as a pipeline [`Pass`].
pub struct ExternalPass(ExternalSpec);

impl Pass for ExternalPass {
    fn argument(&self) -> &str {
        &self.0.argument
    }

    fn name(&self) -> &str {
        &self.0.name
    }

    fn anchor(&self) -> Option<&str> {
        self.0.anchor.as_deref()
    }

    fn run(&mut self, _ir: &mut Ir, op: OpId) -> PassResult {
        // The manager calls `run_external` for external passes.
        self.run_external(op)
    }

    fn is_external(&self) -> bool {
        true
    }

    fn run_external(&mut self, op: OpId) -> PassResult {
        Python::attach(|py| {
            let spec = &self.0;
            let fresh = PyExternalPass { failed: AtomicBool::new(false), active: AtomicBool::new(true) };
            let pass_obj = match Py::new(py, fresh) {
                Ok(p) => p,
                Err(e) => return fail_with(e),
            };
            let op_obj = match operation_obj(py, OpHandle::new(py, &spec.ctx, op, None, false)) {
                Ok(o) => o,
                Err(e) => return fail_with(e),
            };
            let run = spec.run.bind(py);
            let result = if spec.two_args {
                run.call1((op_obj, pass_obj.clone_ref(py)))
            } else {
                // The callable may refuse attributes (a builtin); it then
                // has no `self.signal_pass_failure` to call, nothing lost.
                if let Ok(method) = pass_obj.bind(py).getattr("signal_pass_failure") {
                    let _ = run.setattr("signal_pass_failure", method);
                }
                run.call1((op_obj,))
            };
            // Left on the callable, the method now reports the misuse.
            pass_obj.get().active.store(false, Ordering::Relaxed);
            match result {
                Err(e) => fail_with(e),
                Ok(_) if pass_obj.get().failed.load(Ordering::Relaxed) => Err(Vec::new()),
                Ok(_) => Ok(()),
            }
        })
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Python::attach(|py| {
            Box::new(ExternalPass(ExternalSpec {
                run: self.0.run.clone_ref(py),
                two_args: self.0.two_args,
                ctx: self.0.ctx.clone_ref(py),
                name: self.0.name.clone(),
                argument: self.0.argument.clone(),
                anchor: self.0.anchor.clone(),
            })) as Box<dyn Pass>
        })
    }
}

/// Whether `run(op, pass_)` binds: the callable takes the `ExternalPass` as
/// a second positional argument (a callable whose signature cannot be read
/// gets upstream 22's two arguments).
fn takes_two_args(run: &Bound<'_, PyAny>) -> bool {
    let py = run.py();
    let probe = || -> PyResult<bool> {
        let sig = py.import("inspect")?.call_method1("signature", (run,))?;
        Ok(sig.call_method1("bind", (py.None(), py.None())).is_ok())
    };
    probe().unwrap_or(true)
}

/// Records `e` to be re-raised by `run` and fails the pass.
fn fail_with(e: PyErr) -> PassResult {
    PENDING.with(|p| *p.borrow_mut() = Some(e));
    Err(Vec::new())
}
