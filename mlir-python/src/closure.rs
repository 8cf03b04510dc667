//! Python functions made from Rust closures.
//!
//! CPython frees a closure function's capsule without telling pyo3 that the
//! thread is attached, so a `Py` the closure captured would be handed to
//! pyo3's deferred-decref pool. Once that pool exists, every later call
//! into the extension locks a mutex to drain it (5% of a walk over a large
//! module). [`py_closure`] drops the closure inside `Python::try_attach`, which
//! releases what it captured at once.

use pyo3::prelude::*;
use pyo3::types::{PyCFunction, PyDict, PyTuple};

/// Holds a closure, dropping it attached to the interpreter.
struct AttachedDrop<F: Send + 'static>(Option<F>);

impl<F: Send + 'static> Drop for AttachedDrop<F> {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            // While the interpreter finalizes it cannot be attached to (and
            // `attach` would panic on 3.13+); the closure, not called, is
            // then dropped as is, which only feeds the pool at exit.
            let _ = Python::try_attach(|_| drop(f));
        }
    }
}

/// `PyCFunction::new_closure` for a closure that may capture Python objects.
pub(crate) fn py_closure<F>(py: Python<'_>, f: F) -> PyResult<Bound<'_, PyCFunction>>
where
    F: Fn(&Bound<'_, PyTuple>, Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> + Send + Sync + 'static,
{
    let held = AttachedDrop(Some(f));
    PyCFunction::new_closure(py, None, None, move |args, kwargs| match &held.0 {
        Some(f) => f(args, kwargs),
        None => unreachable!("the closure is only taken when dropped"),
    })
}
