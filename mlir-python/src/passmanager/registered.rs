//! Named Python passes: `register_pass(name, fn_or_class, ...)` enters a
//! Python pass into the pass registry, so that textual pipelines name it
//! (`PassManager.parse("builtin.module(my-pass{factor=2})")`) like any
//! linked pass. Each pipeline instance is an [`ExternalPass`]: it runs with
//! the GIL while the IR is unlocked, and an exception fails the pipeline
//! and is re-raised by `PassManager.run`.

use super::external::ExternalPass;
use crate::ir::context::{CtxRef, PyContext};
use mlir_passes::{DynamicPassRegistration, Pass};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::cell::RefCell;
use std::sync::Arc;

thread_local! {
    /// The context of the pipeline being parsed on this thread: the one
    /// its Python passes run in.
    static PARSING: RefCell<Option<Py<PyContext>>> = const { RefCell::new(None) };
}

/// Runs `f` (a pipeline parse) with `ctx` as the context of the Python
/// passes it creates.
pub fn parsing_in<R>(py: Python<'_>, ctx: &CtxRef, f: impl FnOnce() -> R) -> R {
    let prev = PARSING.with(|p| p.replace(Some(ctx.obj(py))));
    let r = f();
    PARSING.with(|p| *p.borrow_mut() = prev);
    r
}

/// An option value from pipeline text, as the type of its default.
fn option_value<'py>(py: Python<'py>, default: &Bound<'py, PyAny>, text: &str) -> Result<Bound<'py, PyAny>, String> {
    let bad = || {
        format!(
            "invalid value '{text}' for an option of type {}",
            default.get_type().name().map(|n| n.to_string()).unwrap_or_default()
        )
    };
    if default.is_instance_of::<pyo3::types::PyBool>() {
        return match text {
            "true" | "1" | "True" => Ok(pyo3::types::PyBool::new(py, true).to_owned().into_any()),
            "false" | "0" | "False" => Ok(pyo3::types::PyBool::new(py, false).to_owned().into_any()),
            _ => Err(bad()),
        };
    }
    if default.is_instance_of::<pyo3::types::PyString>() || default.is_none() {
        return Ok(pyo3::types::PyString::new(py, text).into_any());
    }
    default.get_type().call1((text,)).map_err(|_| bad())
}

/// The pipeline pass for one occurrence of a registered Python pass.
#[allow(clippy::too_many_arguments)]
fn instantiate(
    pass: &Py<PyAny>,
    defaults: &[(String, Py<PyAny>)],
    name: &str,
    description: &str,
    op_name: &Option<String>,
    given: &[(String, String)],
) -> Result<Box<dyn Pass>, String> {
    // As upstream's option parser, a bad value (or any other reason the
    // pass cannot be made) is reported on stderr, and the pipeline error
    // only says the pass could not be added.
    instantiate_quiet(pass, defaults, name, description, op_name, given).inspect_err(|e| {
        if !e.starts_with("no such option") {
            eprintln!("{name}: {e}");
        }
    })
}

fn instantiate_quiet(
    pass: &Py<PyAny>,
    defaults: &[(String, Py<PyAny>)],
    name: &str,
    description: &str,
    op_name: &Option<String>,
    given: &[(String, String)],
) -> Result<Box<dyn Pass>, String> {
    Python::attach(|py| {
        let ctx = PARSING
            .with(|p| p.borrow().as_ref().map(|c| c.clone_ref(py)))
            .or_else(|| crate::ir::stack::current_context(py))
            .ok_or_else(|| format!("the Python pass '{name}' needs a Context: parse the pipeline with one"))?;
        let kwargs = PyDict::new(py);
        for (k, d) in defaults {
            kwargs.set_item(k, d.bind(py)).map_err(|e| e.to_string())?;
        }
        for (k, v) in given {
            let Some((_, d)) = defaults.iter().find(|(dk, _)| dk == k) else {
                return Err(mlir_passes::registry_unknown_option(name, k));
            };
            let value = option_value(py, d.bind(py), v)?;
            kwargs.set_item(k, value).map_err(|e| e.to_string())?;
        }
        let pass = pass.bind(py);
        let is_class = pass.is_instance_of::<pyo3::types::PyType>();
        let run: Py<PyAny> = if is_class {
            let obj = pass.call((), Some(&kwargs)).map_err(|e| format!("cannot create pass '{name}': {e}"))?;
            if obj.hasattr("run").unwrap_or(false) {
                obj.getattr("run").map_err(|e| e.to_string())?.unbind()
            } else {
                obj.unbind()
            }
        } else if kwargs.is_empty() {
            pass.clone().unbind()
        } else {
            let partial = py.import("functools").and_then(|f| f.getattr("partial")).map_err(|e| e.to_string())?;
            partial.call((pass,), Some(&kwargs)).map_err(|e| e.to_string())?.unbind()
        };
        let p = ExternalPass::new(
            run,
            CtxRef(ctx),
            name.to_string(),
            name.to_string(),
            description.to_string(),
            op_name.clone(),
        );
        Ok(Box::new(p) as Box<dyn Pass>)
    })
}

/// `register_pass(name, fn_or_class, *, description="", options=None,
/// op_name=None, replace=False)`: a function `fn(op, pass_, **options)`
/// or a class made with the options as keyword arguments whose
/// `run(op, pass_)` (or `__call__`) runs the pass. `options` maps each
/// option to its default, whose type converts the pipeline's text.
#[pyfunction]
#[pyo3(signature = (name, fn_or_class, *, description=String::new(), options=None, op_name=None, replace=false))]
fn register_pass(
    name: String,
    fn_or_class: Bound<'_, PyAny>,
    description: String,
    options: Option<Bound<'_, PyDict>>,
    op_name: Option<String>,
    replace: bool,
) -> PyResult<Py<PyAny>> {
    if !fn_or_class.is_callable() {
        return Err(pyo3::exceptions::PyTypeError::new_err("register_pass expects a function or a class"));
    }
    if name.is_empty() || name.contains(|c: char| c.is_whitespace() || "{}(),".contains(c)) {
        return Err(pyo3::exceptions::PyValueError::new_err(format!("'{name}' is not a valid pass name")));
    }
    let mut defaults = Vec::new();
    if let Some(o) = options {
        for (k, v) in o.iter() {
            defaults.push((k.extract::<String>()?, v.unbind()));
        }
    }
    let pass = fn_or_class.clone().unbind();
    let (n, d) = (name.clone(), description.clone());
    let create = Arc::new(move |given: &[(String, String)]| instantiate(&pass, &defaults, &n, &d, &op_name, given));
    mlir_passes::register_dynamic_pass(DynamicPassRegistration { argument: name, description, create }, replace)
        .map_err(pyo3::exceptions::PyRuntimeError::new_err)?;
    Ok(fn_or_class.unbind())
}

/// `_opt_main(args, context)`: `rmlir-opt` (the very driver,
/// `rmlir_opt::opt_main_with`) on `args`, in `context`, so that the
/// dialects and passes defined in Python in it take part; the exit status.
/// Backs `python -m mlir.tools.opt`.
#[pyfunction]
fn _opt_main(py: Python<'_>, args: Vec<String>, context: &Bound<'_, PyContext>) -> u8 {
    let owned = context.get().owned.clone();
    let code = py.detach(move || rmlir_opt::opt_main_with(&args, Some(owned)));
    if code == std::process::ExitCode::SUCCESS {
        0
    } else {
        1
    }
}

/// Registers `register_pass` and `_opt_main` on the `passmanager` module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_pass, m)?)?;
    m.add_function(wrap_pyfunction!(_opt_main, m)?)
}
