//! Upstream's capsule convention for engines: `ExecutionEngine._CAPIPtr`
//! hands out a non-owning handle, `ExecutionEngine._CAPICreate` wraps one
//! back into an object sharing the same engine.
//!
//! An engine is not `Send` (the JIT owns raw code pointers), so the handles
//! live in a table of this thread: a handle made on one thread, or one
//! whose engine is gone, is refused with a `RuntimeError`, never
//! dereferenced. The capsule's pointer is only a key into that table.

use mlir_execution_engine::ExecutionEngine;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;
use std::rc::{Rc, Weak};

/// An engine shared by the Python objects (and handles) that name it.
pub type SharedEngine = Rc<RefCell<ExecutionEngine>>;

thread_local! {
    /// Engines handed out through `_CAPIPtr` on this thread, by handle.
    static HANDLES: RefCell<HashMap<usize, Weak<RefCell<ExecutionEngine>>>> = RefCell::new(HashMap::new());
}

/// The handle of `engine`: its address, recorded in this thread's table.
pub fn handle(engine: &SharedEngine) -> *const c_void {
    let key = Rc::as_ptr(engine) as usize;
    HANDLES.with(|h| {
        let mut h = h.borrow_mut();
        h.retain(|_, w| w.strong_count() > 0);
        h.insert(key, Rc::downgrade(engine));
    });
    key as *const c_void
}

/// The engine a handle names, if it was made on this thread and the
/// engine is still alive.
pub fn engine_of(ptr: *const c_void) -> PyResult<SharedEngine> {
    HANDLES.with(|h| h.borrow().get(&(ptr as usize)).and_then(Weak::upgrade)).ok_or_else(|| {
        PyRuntimeError::new_err(
            "the ExecutionEngine handle names no live engine of this thread (released, or made on another thread)",
        )
    })
}
