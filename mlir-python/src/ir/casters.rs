//! The process-wide tables behind `register_type_caster` and
//! `register_value_caster`: a type id mapped to the Python callable that
//! turns a generic `Type` (or `Value`) into its dialect's class.

use pyo3::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// Casters by type id. Every `Value` and `Type` handed to Python asks this
/// table, and almost always there is nothing registered for it: `any`
/// answers that from one atomic load, without taking the lock.
pub struct CasterTable {
    casters: parking_lot::Mutex<Vec<(u64, Py<PyAny>)>>,
    any: AtomicBool,
}

impl Default for CasterTable {
    fn default() -> Self {
        CasterTable::new()
    }
}

impl CasterTable {
    /// An empty table.
    pub const fn new() -> CasterTable {
        CasterTable { casters: parking_lot::Mutex::new(Vec::new()), any: AtomicBool::new(false) }
    }

    /// Whether any caster was ever registered.
    #[inline]
    pub fn any(&self) -> bool {
        self.any.load(Ordering::Acquire)
    }

    /// The caster registered for `id`.
    pub fn find(&self, py: Python<'_>, id: u64) -> Option<Py<PyAny>> {
        if !self.any() {
            return None;
        }
        self.casters.lock().iter().find(|(i, _)| *i == id).map(|(_, c)| c.clone_ref(py))
    }

    /// Registers `caster` for `id`; an existing one is replaced only when
    /// `replace` is set, else this fails with `already` followed by the
    /// existing caster's `repr` (upstream's words differ between types and
    /// values).
    fn insert(&self, py: Python<'_>, id: u64, caster: Py<PyAny>, replace: bool, already: &str) -> PyResult<()> {
        let mut casters = self.casters.lock();
        match casters.iter_mut().find(|(i, _)| *i == id) {
            Some((_, old)) if !replace => {
                let old = old.clone_ref(py);
                // `repr` runs Python code: not under the lock.
                drop(casters);
                let shown = old.bind(py).repr().map(|r| r.to_string()).unwrap_or_default();
                return Err(pyo3::exceptions::PyRuntimeError::new_err(format!("{already}{shown}")));
            }
            Some(slot) => slot.1 = caster,
            None => casters.push((id, caster)),
        }
        self.any.store(true, Ordering::Release);
        Ok(())
    }

    /// `register_*_caster(typeid, caster=None, replace=False)`: registers
    /// `caster`, or, without one, returns the decorator that registers the
    /// function it is applied to (and returns it unchanged).
    pub fn register(
        &'static self,
        py: Python<'_>,
        id: u64,
        caster: Option<Py<PyAny>>,
        replace: bool,
        already: &'static str,
    ) -> PyResult<Py<PyAny>> {
        if let Some(c) = caster {
            self.insert(py, id, c, replace, already)?;
            return Ok(py.None());
        }
        let f = move |args: &Bound<'_, pyo3::types::PyTuple>,
                      _kw: Option<&Bound<'_, pyo3::types::PyDict>>|
              -> PyResult<Py<PyAny>> {
            let c = args.get_item(0)?.unbind();
            self.insert(args.py(), id, c.clone_ref(args.py()), replace, already)?;
            Ok(c)
        };
        Ok(crate::closure::py_closure(py, f)?.into_any().unbind())
    }
}
