//! The thread-local stack of context-manager frames behind `Context.current`,
//! `Location.current` and `InsertionPoint.current`.
//!
//! Each `with` pushes a frame holding the full triple (context, location,
//! insertion point), inheriting what the frame below holds unless the
//! context changes, as upstream's `PyThreadContextEntry` does. `__exit__`
//! must pop the frame its own `__enter__` pushed.

use super::context::PyContext;
use super::insertion_point::PyInsertionPoint;
use super::location::PyLocation;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::cell::RefCell;

/// What a frame was pushed for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FrameKind {
    /// `with Context()`.
    Context,
    /// `with Location...`.
    Location,
    /// `with InsertionPoint(...)`.
    InsertionPoint,
}

struct Frame {
    kind: FrameKind,
    pushed: Py<PyAny>,
    ctx: Option<Py<PyContext>>,
    loc: Option<Py<PyLocation>>,
    ip: Option<Py<PyInsertionPoint>>,
}

thread_local! {
    static STACK: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
}

/// Pushes a frame for `pushed` of `kind` with the given parts; parts left
/// `None` are inherited from the frame below when its context matches.
pub fn push(
    py: Python<'_>,
    kind: FrameKind,
    pushed: Py<PyAny>,
    ctx: Py<PyContext>,
    loc: Option<Py<PyLocation>>,
    ip: Option<Py<PyInsertionPoint>>,
) {
    STACK.with(|s| {
        let mut s = s.borrow_mut();
        let (mut loc, mut ip) = (loc, ip);
        if let Some(top) = s.last() {
            let same = top.ctx.as_ref().is_some_and(|c| c.is(&ctx));
            if same {
                if loc.is_none() {
                    loc = top.loc.as_ref().map(|l| l.clone_ref(py));
                }
                if ip.is_none() {
                    ip = top.ip.as_ref().map(|i| i.clone_ref(py));
                }
            }
        }
        s.push(Frame { kind, pushed, ctx: Some(ctx), loc, ip });
    });
}

/// Pops the frame `pushed` made; an error if it is not on top.
pub fn pop(kind: FrameKind, pushed: &Bound<'_, PyAny>) -> PyResult<()> {
    let popped = STACK.with(|s| {
        let mut s = s.borrow_mut();
        match s.last() {
            Some(top) if top.kind == kind && top.pushed.is(pushed) => s.pop(),
            _ => None,
        }
    });
    match popped {
        Some(frame) => {
            drop(frame);
            Ok(())
        }
        None => Err(PyRuntimeError::new_err(format!(
            "Unexpected {kind:?} context manager exit: it is not the innermost active context manager"
        ))),
    }
}

/// The innermost active context.
pub fn current_context(py: Python<'_>) -> Option<Py<PyContext>> {
    STACK.with(|s| s.borrow().last().and_then(|f| f.ctx.as_ref().map(|c| c.clone_ref(py))))
}

/// The innermost active location.
pub fn current_location(py: Python<'_>) -> Option<Py<PyLocation>> {
    STACK.with(|s| s.borrow().last().and_then(|f| f.loc.as_ref().map(|c| c.clone_ref(py))))
}

/// The innermost active insertion point.
pub fn current_ip(py: Python<'_>) -> Option<Py<PyInsertionPoint>> {
    STACK.with(|s| s.borrow().last().and_then(|f| f.ip.as_ref().map(|c| c.clone_ref(py))))
}
