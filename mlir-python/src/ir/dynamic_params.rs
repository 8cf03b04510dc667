//! Python behaviour of the types and attributes a dialect defined at run
//! time declares (`mlir.dialects.ext`'s `Type` and `Attribute` classes):
//! a `verify` class method run whenever one is parsed or built, and an
//! assembly format (see [`mlir_dialects::irdl::param_format`]), attached
//! after the dialect is loaded; and the parameters read back and a type
//! or attribute built from them, through the core rather than text.
//!
//! The verifier takes the GIL only when called; an exception it raises
//! becomes the parse or build error, with the traceback. It may run while
//! the core holds the IR (a type met while parsing), so it is lent an
//! empty IR: touching the context's IR from it fails instead of
//! deadlocking.

use super::attributes::{attr_base, attr_to_py};
use super::context::{resolve_context, CtxRef, PyContext};
use super::dynamic_op::{traceback_text, WeakCtx};
use super::types::{type_base, type_to_py};
use mlir_dialects::irdl::{attach_param_hooks, build_dynamic, ParamVerifier};
use mlir_ir::{AttrKind, Attribute, Context};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::sync::Arc;

/// A parameter as Python sees it: a type attribute as its `Type`.
fn param_to_py(py: Python<'_>, ctx: &CtxRef, a: Attribute) -> PyResult<Py<PyAny>> {
    match ctx.ctx().attr_kind(a) {
        AttrKind::Type(t) => type_to_py(py, ctx, *t),
        _ => attr_to_py(py, ctx, a),
    }
}

/// A parameter given from Python: a `Type` (kept as a type attribute) or
/// an `Attribute`.
fn param_of(ctx: &Context, obj: &Bound<'_, PyAny>) -> PyResult<Attribute> {
    if let Ok(t) = type_base(obj) {
        return Ok(ctx.type_attr(t.ty));
    }
    if let Ok(a) = attr_base(obj) {
        return Ok(a.attr);
    }
    Err(PyTypeError::new_err(format!("a parameter must be a Type or an Attribute, not {}", obj.get_type().name()?)))
}

/// The verifier calling `cls.verify(*params)`: None or a truthy value
/// accepts, a string is the error message, a falsy value rejects with a
/// generic one, an exception rejects with its traceback.
fn python_param_verifier(ctx: WeakCtx, cls: Py<PyAny>, full: String) -> ParamVerifier {
    Arc::new(move |c: &Context, params: &[Attribute]| {
        Python::attach(|py| {
            let Some(ctx) = ctx.get(py) else { return Ok(()) };
            if !ctx.ctx().same(c) {
                return Ok(());
            }
            let args = params.iter().map(|p| param_to_py(py, &ctx, *p)).collect::<PyResult<Vec<_>>>();
            // Types are parsed while the core may hold the IR: the hook is
            // lent an empty one (see `dynamic_asm`), never the lock.
            let empty = mlir_ir::Ir::new(c);
            let ret = super::lent_ir::lend(ctx.owned(), &empty, || {
                args.and_then(|a| cls.call_method1(py, "verify", pyo3::types::PyTuple::new(py, a)?))
            });
            match ret {
                Err(e) => Err(format!(
                    "'{full}' verifier raised {}\nPython traceback:\n{}",
                    e.value(py).repr().map(|r| r.to_string()).unwrap_or_default(),
                    traceback_text(py, &e)
                )),
                Ok(v) => {
                    let v = v.bind(py);
                    if let Ok(msg) = v.extract::<String>() {
                        return Err(msg);
                    }
                    if v.is_none() || v.is_truthy().unwrap_or(false) {
                        Ok(())
                    } else {
                        Err(format!("'{full}' failed to verify (verify returned false)"))
                    }
                }
            }
        })
    })
}

/// `ir._attach_param_hooks(name, cls, *, is_type, assembly_format,
/// verify, context)`: gives type (or attribute) `name` (`ns.mnemonic`) of
/// a loaded dialect its format and, with `verify`, `cls.verify` as its
/// verifier.
#[pyfunction]
#[pyo3(signature = (name, cls, *, is_type, assembly_format=None, verify=false, context=None))]
fn _attach_param_hooks(
    py: Python<'_>,
    name: String,
    cls: Bound<'_, PyAny>,
    is_type: bool,
    assembly_format: Option<String>,
    verify: bool,
    context: Option<&Bound<'_, PyContext>>,
) -> PyResult<()> {
    let ctx = resolve_context(py, context)?;
    let verifier = match verify {
        true => Some(python_param_verifier(WeakCtx::new(py, &ctx)?, cls.unbind(), name.clone())),
        false => None,
    };
    attach_param_hooks(ctx.ctx(), &name, is_type, assembly_format.as_deref(), verifier).map_err(PyValueError::new_err)
}

/// `ir._dynamic_params(obj)`: the parameters of a type or attribute of a
/// dialect defined at run time (types as `Type`s), read by the core.
#[pyfunction]
fn _dynamic_params(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Vec<Py<PyAny>>> {
    let (ctx, attr) = if let Ok(t) = type_base(obj) {
        (t.ctx.clone_ref(py), t.ctx.ctx().type_attr(t.ty))
    } else if let Ok(a) = attr_base(obj) {
        (a.ctx.clone_ref(py), a.attr)
    } else {
        return Err(PyTypeError::new_err("expected a Type or an Attribute"));
    };
    let params = mlir_dialects::irdl::load::dynamic_params(ctx.ctx(), attr)
        .ok_or_else(|| PyValueError::new_err("not a type or attribute of a dialect defined at run time"))?;
    params.into_iter().map(|p| param_to_py(py, &ctx, p)).collect()
}

/// `ir._dynamic_build(name, params, *, is_type, context)`: the type (or
/// attribute) `name` with `params`, checked by its constraints and
/// verifier as parsing checks it; a rejection raises ValueError.
#[pyfunction]
#[pyo3(signature = (name, params, *, is_type, context=None))]
fn _dynamic_build(
    py: Python<'_>,
    name: String,
    params: Vec<Bound<'_, PyAny>>,
    is_type: bool,
    context: Option<&Bound<'_, PyContext>>,
) -> PyResult<Py<PyAny>> {
    let ctx = resolve_context(py, context)?;
    let params = params.iter().map(|p| param_of(ctx.ctx(), p)).collect::<PyResult<Vec<_>>>()?;
    let built = build_dynamic(ctx.ctx(), &name, is_type, &params)
        .map_err(|m| PyValueError::new_err(format!("invalid {name}: {m}")))?;
    param_to_py(py, &ctx, built)
}

/// `ir._check_param_format(text, names)`: raises ValueError saying why
/// `text` is not a parameter format for parameters `names` (the check the
/// core makes when the hooks are attached, made when a class is defined).
#[pyfunction]
fn _check_param_format(text: &str, names: Vec<String>) -> PyResult<()> {
    mlir_dialects::irdl::param_format::ParamFormat::new(text, &names).map(|_| ()).map_err(PyValueError::new_err)
}

/// Registers the functions of this file on `ir`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_attach_param_hooks, m)?)?;
    m.add_function(wrap_pyfunction!(_dynamic_params, m)?)?;
    m.add_function(wrap_pyfunction!(_check_param_format, m)?)?;
    m.add_function(wrap_pyfunction!(_dynamic_build, m)?)
}
