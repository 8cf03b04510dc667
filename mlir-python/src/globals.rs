//! `_mlir.globals`: process-wide state of the bindings, as upstream's
//! `PyGlobals`: the packages searched for a dialect's Python module, which
//! dialect modules were already imported, and the traceback-location
//! settings the generated modules configure.
//!
//! Upstream imports `<prefix>.<namespace>` the first time an op of that
//! namespace is wrapped, so `module.body.operations[0]` is a `func.FuncOp`
//! without the script importing `mlir.dialects.func`; [`load_dialect_module`]
//! does the same.

use parking_lot::Mutex;
use pyo3::prelude::*;

/// The search prefixes and loaded namespaces.
struct State {
    prefixes: Vec<String>,
    /// Namespaces looked up under the current prefixes (found or not):
    /// not looked up again until the prefixes change.
    attempted: Vec<String>,
    /// Namespaces whose module was imported.
    loaded: Vec<String>,
    traceback_exclusions: Vec<String>,
    traceback_inclusions: Vec<String>,
    loc_tracebacks: bool,
    frame_limit: usize,
}

impl State {
    /// Namespaces not found under the old prefixes may be under new ones.
    fn forget_misses(&mut self) {
        let loaded = &self.loaded;
        self.attempted.retain(|a| loaded.contains(a));
    }
}

static STATE: Mutex<State> = Mutex::new(State {
    prefixes: Vec::new(),
    attempted: Vec::new(),
    loaded: Vec::new(),
    traceback_exclusions: Vec::new(),
    traceback_inclusions: Vec::new(),
    loc_tracebacks: false,
    frame_limit: 10,
});

/// The most frames a traceback location keeps, as upstream's.
const MAX_TRACEBACK_FRAMES: usize = 512;

/// The traceback-location settings when `loc_tracebacks()` is on.
pub fn traceback_settings() -> Option<crate::ir::traceback_location::TracebackSettings> {
    let st = STATE.lock();
    st.loc_tracebacks.then(|| crate::ir::traceback_location::TracebackSettings {
        frame_limit: st.frame_limit,
        inclusions: st.traceback_inclusions.clone(),
        exclusions: st.traceback_exclusions.clone(),
    })
}

/// Imports the Python module of dialect `ns` from the search prefixes,
/// once per namespace. A missing module is not an error (the dialect may
/// have no Python classes); an error raised while importing one is.
pub fn load_dialect_module(py: Python<'_>, ns: &str) -> PyResult<()> {
    let prefixes = {
        let mut st = STATE.lock();
        if st.attempted.iter().any(|a| a == ns) {
            return Ok(());
        }
        st.attempted.push(ns.to_string());
        st.prefixes.clone()
    };
    let importlib = py.import("importlib")?;
    for p in prefixes {
        let name = format!("{p}.{ns}");
        match importlib.call_method1("import_module", (&name,)) {
            Ok(_) => {
                STATE.lock().loaded.push(ns.to_string());
                return Ok(());
            }
            Err(e) if e.is_instance_of::<pyo3::exceptions::PyModuleNotFoundError>(py) => {
                // Only "this module does not exist" is skipped; a module
                // that exists but fails to import propagates.
                let missing: Option<String> = e.value(py).getattr("name").ok().and_then(|n| n.extract().ok());
                match missing {
                    Some(m) if name.starts_with(&m) => continue,
                    _ => return Err(e),
                }
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// `_mlir.globals`.
#[pyclass(name = "_Globals", module = "mlir._mlir_libs._mlir", frozen)]
pub struct PyGlobals;

#[pymethods]
impl PyGlobals {
    /// The packages searched for dialect modules, in order.
    #[getter]
    fn dialect_search_modules(&self) -> Vec<String> {
        STATE.lock().prefixes.clone()
    }

    #[setter]
    fn set_dialect_search_modules(&self, modules: Vec<String>) {
        let mut st = STATE.lock();
        st.prefixes = modules;
        st.forget_misses();
    }

    /// Adds a package to search for dialect modules.
    fn append_dialect_search_prefix(&self, module_name: String) {
        let mut st = STATE.lock();
        if !st.prefixes.contains(&module_name) {
            st.prefixes.push(module_name);
            st.forget_misses();
        }
    }

    /// Imports the Python module of `dialect_namespace` if not done yet;
    /// whether a module for it is loaded (it need not define a dialect
    /// class, as upstream's).
    fn _check_dialect_module_loaded(&self, py: Python<'_>, dialect_namespace: &str) -> PyResult<bool> {
        load_dialect_module(py, dialect_namespace)?;
        Ok(STATE.lock().loaded.iter().any(|l| l == dialect_namespace))
    }

    /// Registers a dialect class (what `register_dialect` does).
    fn _register_dialect_impl(
        &self,
        py: Python<'_>,
        dialect_namespace: &str,
        py_class: Bound<'_, pyo3::types::PyType>,
    ) {
        crate::ir::dialect::record_dialect_class(py, dialect_namespace, py_class);
    }

    /// Excludes `filename` from traceback-derived locations.
    fn register_traceback_file_exclusion(&self, filename: String) {
        let mut st = STATE.lock();
        st.traceback_inclusions.retain(|f| *f != filename);
        st.traceback_exclusions.push(filename);
    }

    /// Includes `filename` in traceback-derived locations.
    fn register_traceback_file_inclusion(&self, filename: String) {
        let mut st = STATE.lock();
        st.traceback_exclusions.retain(|f| *f != filename);
        st.traceback_inclusions.push(filename);
    }

    /// Whether locations are derived from Python tracebacks.
    fn loc_tracebacks_enabled(&self) -> bool {
        STATE.lock().loc_tracebacks
    }

    /// Turns traceback-derived locations on or off.
    fn set_loc_tracebacks_enabled(&self, value: bool) {
        STATE.lock().loc_tracebacks = value;
    }

    /// How many frames a traceback location keeps.
    fn loc_tracebacks_frame_limit(&self) -> usize {
        STATE.lock().frame_limit
    }

    /// Sets how many frames a traceback location keeps (`None`: the
    /// most it can, 512, which also bounds any value).
    #[pyo3(signature = (value=None))]
    fn set_loc_tracebacks_frame_limit(&self, value: Option<usize>) {
        STATE.lock().frame_limit = value.unwrap_or(MAX_TRACEBACK_FRAMES).min(MAX_TRACEBACK_FRAMES);
    }
}

/// Adds `globals` to `_mlir`; dialect modules are searched for under the
/// package the aggregate lives in (`<pkg>.dialects`), so a relocated tree
/// finds its own.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let name: String = m.name()?.extract()?;
    let pkg = name.strip_suffix("._mlir_libs._mlir").unwrap_or("mlir");
    {
        let mut st = STATE.lock();
        let prefix = format!("{pkg}.dialects");
        if !st.prefixes.contains(&prefix) {
            st.prefixes.push(prefix);
        }
    }
    m.add_class::<PyGlobals>()?;
    m.add("globals", PyGlobals)
}
