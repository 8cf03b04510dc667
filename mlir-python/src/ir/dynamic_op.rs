//! Python behaviour attached to ops defined at run time
//! ([`mlir_ir::ods::dynamic::DynamicOp`]): upstream's `DynamicOpTrait`
//! family (`IsTerminatorTrait.attach("my.op")`, a Python class whose
//! `verify_invariants` becomes the op's verifier), and the folder,
//! patterns and interfaces `mlir.dialects.ext` attaches.
//!
//! Every hook is a Rust closure held by the op's definition that takes the
//! GIL only when it is called, lends the IR it was handed to the Python
//! code (see [`super::lent_ir`]) and turns a Python exception into a
//! diagnostic at the op's location whose note keeps the traceback.

use super::context::{CtxRef, PyContext};
use super::dynamic_infer_type::PyInferType;
use super::operation::OpHandle;
use crate::rewrite::pattern::PyExternalPattern;
use mlir_ir::dialect::{FoldResult, Folded, OpTraits};
use mlir_ir::interfaces::{BranchOpInterface, InferTypeOpInterface, InterfaceMap, LoopLikeOpInterface};
use mlir_ir::ods::dynamic::{DynFolder, DynamicOp};
use mlir_ir::ods::group_branch::GroupBranch;
use mlir_ir::ods::spec::SuccessorSpec;
use mlir_ir::{Diagnostic, Ir, OpId};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyType;
use std::sync::Arc;

/// The name `op_name` stands for: a string, or a class's `OPERATION_NAME`.
fn op_name_of(op_name: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = op_name.extract::<String>() {
        return Ok(s);
    }
    op_name
        .getattr("OPERATION_NAME")
        .and_then(|n| n.extract())
        .map_err(|_| PyTypeError::new_err("op_name must be a string or an operation class with OPERATION_NAME"))
}

/// Runs `f` on the run-time definition of `name` in `ctx`.
pub fn with_dynamic<R>(ctx: &CtxRef, name: &str, f: impl FnOnce(&DynamicOp) -> R) -> PyResult<R> {
    let c = ctx.ctx();
    let def = c.op_def(c.op_name(name)).cloned();
    match def.as_ref().and_then(|d| d.as_dynamic()) {
        Some(d) => Ok(f(d)),
        None => Err(PyValueError::new_err(format!(
            "operation '{name}' is not an operation defined at run time (load its dialect first)"
        ))),
    }
}

/// A weak reference to the context's Python object: a hook held by the
/// context must not keep it alive.
pub struct WeakCtx(Py<PyAny>);

impl WeakCtx {
    /// A weak reference to `ctx`.
    pub fn new(py: Python<'_>, ctx: &CtxRef) -> PyResult<WeakCtx> {
        let weakref = py.import("weakref")?.getattr("ref")?;
        Ok(WeakCtx(weakref.call1((ctx.obj(py),))?.unbind()))
    }

    /// The context, if still alive.
    pub fn get(&self, py: Python<'_>) -> Option<CtxRef> {
        let obj = self.0.call0(py).ok()?;
        let ctx = obj.bind(py).cast::<PyContext>().ok()?.clone().unbind();
        Some(CtxRef(ctx))
    }
}

/// The traceback of `e` as text.
pub fn traceback_text(py: Python<'_>, e: &PyErr) -> String {
    let formatted = py
        .import("traceback")
        .and_then(|tb| tb.call_method1("format_exception", (e.get_type(py), e.value(py), e.traceback(py))))
        .and_then(|lines| lines.extract::<Vec<String>>());
    match formatted {
        Ok(lines) => lines.concat().trim_end().to_string(),
        Err(_) => e.to_string(),
    }
}

/// What a hook call gave: the Python return value and the diagnostics the
/// hook emitted meanwhile (`op.location.emit_error(...)`).
pub struct HookCall {
    /// The return value, or the diagnostic made of the exception raised.
    pub value: Result<Py<PyAny>, Diagnostic>,
    /// Diagnostics emitted by the hook.
    pub emitted: Vec<Diagnostic>,
}

/// Calls `f(py, opview)` for `op` of `ir` with the IR lent, catching the
/// diagnostics it emits. `what` names the hook in the exception message.
pub fn call_hook(
    ctx: &WeakCtx,
    ir: &Ir,
    op: OpId,
    what: &str,
    f: impl FnOnce(Python<'_>, &CtxRef, Py<PyAny>) -> PyResult<Py<PyAny>>,
) -> Option<HookCall> {
    Python::attach(|py| {
        let ctx = ctx.get(py)?;
        if !ctx.ctx().same(ir.ctx()) {
            return None;
        }
        let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
        let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default();
        let emitted: Arc<parking_lot::Mutex<Vec<Diagnostic>>> = Arc::default();
        let sink = emitted.clone();
        let handler = ctx.ctx().attach_diagnostic_handler(Arc::new(move |d: &Diagnostic| {
            sink.lock().push(d.clone());
            true
        }));
        let value = super::lent_ir::lend(ctx.owned(), ir, || {
            let h = OpHandle::new(py, &ctx, op, None, false);
            super::opview::opview_obj(py, h).and_then(|view| f(py, &ctx, view))
        });
        ctx.ctx().detach_diagnostic_handler(handler);
        let value = value.map_err(|e| {
            let tb = traceback_text(py, &e);
            Diagnostic::error(
                loc,
                format!("'{name}' op {what} raised {}", e.value(py).repr().map(|r| r.to_string()).unwrap_or_default()),
            )
            .with_note(loc, format!("Python traceback:\n{tb}"))
        });
        let emitted = std::mem::take(&mut *emitted.lock());
        Some(HookCall { value, emitted })
    })
}

/// A verifier calling `target.<method>(op)`: a falsy result (or an
/// exception) fails with the diagnostics the method emitted.
fn python_verifier(ctx: WeakCtx, target: Py<PyAny>, method: &'static str) -> mlir_ir::ods::dynamic::DynVerifier {
    Arc::new(move |ir: &Ir, op: OpId| {
        let Some(call) = call_hook(&ctx, ir, op, method, |py, _, view| target.call_method1(py, method, (view,))) else {
            return Ok(());
        };
        let ok = match &call.value {
            Ok(v) => Python::attach(|py| v.bind(py).is_none() || v.bind(py).is_truthy().unwrap_or(false)),
            Err(_) => false,
        };
        let mut diags = call.emitted.into_iter();
        if ok {
            return Ok(());
        }
        let main = match call.value {
            Err(d) => d,
            Ok(_) => match diags.next() {
                Some(d) => d,
                None => {
                    let loc = ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc());
                    let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default();
                    Diagnostic::error(loc, format!("'{name}' op failed to verify ({method} returned false)"))
                }
            },
        };
        // Further errors ride along as notes: a verifier reports one.
        Err(diags.fold(main, |d, extra| d.with_note(extra.loc, extra.message)))
    })
}

/// `DynamicOpTrait`: a trait of an op defined at run time, written in
/// Python; `attach` makes the class's (or `target`'s) `verify_invariants`
/// (also spelled `verify_trait`) and `verify_region_invariants` the op's
/// verifiers.
#[pyclass(name = "DynamicOpTrait", module = "mlir._mlir_libs._mlir.ir", subclass)]
pub struct PyDynamicOpTrait;

#[pymethods]
impl PyDynamicOpTrait {
    #[classmethod]
    #[pyo3(signature = (op_name, target=None, context=None))]
    fn attach(
        cls: &Bound<'_, PyType>,
        op_name: &Bound<'_, PyAny>,
        target: Option<Bound<'_, PyAny>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<bool> {
        let py = cls.py();
        let ctx = super::context::resolve_context(py, context)?;
        let name = op_name_of(op_name)?;
        let target = target.unwrap_or_else(|| cls.clone().into_any());
        let weak = || WeakCtx::new(py, &ctx);
        let mut verifiers = Vec::new();
        for m in ["verify_invariants", "verify_trait"] {
            if target.hasattr(m)? {
                verifiers.push(python_verifier(weak()?, target.clone().unbind(), m));
                break;
            }
        }
        let region = if target.hasattr("verify_region_invariants")? {
            Some(python_verifier(weak()?, target.clone().unbind(), "verify_region_invariants"))
        } else {
            None
        };
        with_dynamic(&ctx, &name, |d| {
            verifiers.into_iter().for_each(|v| d.attach_verifier(v));
            if let Some(r) = region {
                d.attach_region_verifier(r);
            }
        })?;
        Ok(true)
    }
}

/// Attaches a structural trait to `op_name`.
fn attach_core(
    py: Python<'_>,
    op_name: &Bound<'_, PyAny>,
    context: Option<&Bound<'_, PyContext>>,
    t: OpTraits,
) -> PyResult<bool> {
    let ctx = super::context::resolve_context(py, context)?;
    let name = op_name_of(op_name)?;
    with_dynamic(&ctx, &name, |d| d.attach_traits(t))?;
    Ok(true)
}

macro_rules! core_trait {
    ($rust:ident, $py:literal, $bits:expr, $doc:literal) => {
        #[doc = $doc]
        #[pyclass(name = $py, module = "mlir._mlir_libs._mlir.ir", extends = PyDynamicOpTrait, subclass)]
        pub struct $rust;

        #[pymethods]
        impl $rust {
            #[classmethod]
            #[pyo3(signature = (op_name, context=None))]
            fn attach(
                cls: &Bound<'_, PyType>,
                op_name: &Bound<'_, PyAny>,
                context: Option<&Bound<'_, PyContext>>,
            ) -> PyResult<bool> {
                attach_core(cls.py(), op_name, context, $bits)
            }
        }
    };
}

core_trait!(PyIsTerminatorTrait, "IsTerminatorTrait", OpTraits::TERMINATOR, "`IsTerminator`.");
core_trait!(PyNoTerminatorTrait, "NoTerminatorTrait", OpTraits::NO_TERMINATOR, "`NoTerminator`.");
core_trait!(
    PyIsIsolatedFromAboveTrait,
    "IsIsolatedFromAboveTrait",
    OpTraits::ISOLATED_FROM_ABOVE,
    "`IsolatedFromAbove`."
);
core_trait!(PyPureTrait, "PureTrait", OpTraits::PURE, "`Pure` (no memory effects, speculatable).");
core_trait!(PyCommutativeTrait, "CommutativeTrait", OpTraits::COMMUTATIVE, "`Commutative`.");
core_trait!(PySingleBlockTrait, "SingleBlockTrait", OpTraits::SINGLE_BLOCK, "`SingleBlock`.");
core_trait!(PyConstantLikeTrait, "ConstantLikeTrait", OpTraits::CONSTANT_LIKE, "`ConstantLike`.");
core_trait!(PyReturnLikeTrait, "ReturnLikeTrait", OpTraits::RETURN_LIKE, "`ReturnLike`.");

/// Emits `d` to the context's handlers, or prints it when none takes it
/// (a hook that cannot fail still reports what went wrong).
pub(crate) fn report(ir: &Ir, d: &Diagnostic) {
    if !ir.ctx().emit(d) {
        eprint!("{}", mlir_ir::SourceMgr::new().render(ir.ctx(), d));
    }
}

/// One folded value from Python: an attribute (a constant) or a value.
fn fold_result(obj: &Bound<'_, PyAny>) -> PyResult<FoldResult> {
    if let Ok(a) = super::attributes::attr_base(obj) {
        return Ok(FoldResult::Attr(a.attr));
    }
    if let Ok((_, v)) = super::value::value_of(obj) {
        return Ok(FoldResult::Value(v));
    }
    Err(PyTypeError::new_err(format!(
        "fold must return None, an Attribute, a Value or a list of them, not {}",
        obj.get_type().name()?
    )))
}

/// A folder calling `cls.fold(op, operands)`, with `operands` the constant
/// value of each operand (an `Attribute`) or None.
fn python_folder(ctx: WeakCtx, cls: Py<PyAny>) -> DynFolder {
    Arc::new(move |ir: &Ir, op: OpId, operands: &[Option<mlir_ir::Attribute>]| {
        let call = call_hook(&ctx, ir, op, "fold", |py, ctx, view| {
            let consts = operands
                .iter()
                .map(|a| match a {
                    Some(a) => super::attributes::attr_to_py(py, ctx, *a),
                    None => Ok(py.None()),
                })
                .collect::<PyResult<Vec<_>>>()?;
            let ret = cls.call_method1(py, "fold", (view, consts))?;
            // Checked here, while the exception can still be reported
            // with the traceback.
            let b = ret.bind(py);
            if !b.is_none() {
                match b.cast::<pyo3::types::PyList>() {
                    Ok(l) => l.iter().try_for_each(|x| fold_result(&x).map(|_| ()))?,
                    Err(_) => fold_result(b).map(|_| ())?,
                }
            }
            Ok(ret)
        })?;
        call.emitted.iter().for_each(|d| report(ir, d));
        let ret = match call.value {
            Ok(r) => r,
            Err(d) => {
                report(ir, &d);
                return None;
            }
        };
        Python::attach(|py| {
            let b = ret.bind(py);
            if b.is_none() {
                return None;
            }
            let results = match b.cast::<pyo3::types::PyList>() {
                Ok(l) => l.iter().map(|x| fold_result(&x)).collect::<PyResult<Vec<_>>>().ok()?,
                Err(_) => vec![fold_result(b).ok()?],
            };
            Some(Folded::Results(results))
        })
    })
}

/// `LoopLikeOpInterface` of a Python class: its `get_loop_regions(op)`
/// (the op's regions), or every region when it does not define one.
struct PyLoopLike {
    ctx: WeakCtx,
    cls: Py<PyAny>,
    custom: bool,
}

impl LoopLikeOpInterface for PyLoopLike {
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<mlir_ir::RegionId> {
        let all = || ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
        if !self.custom {
            return all();
        }
        let Some(call) = call_hook(&self.ctx, ir, op, "get_loop_regions", |py, _, view| {
            self.cls.call_method1(py, "get_loop_regions", (view,))
        }) else {
            return Vec::new();
        };
        call.emitted.iter().for_each(|d| report(ir, d));
        match call.value {
            Ok(v) => Python::attach(|py| {
                let mut out = Vec::new();
                if let Ok(iter) = v.bind(py).try_iter() {
                    for r in iter.flatten() {
                        if let Ok(r) = r.cast::<super::region::PyRegion>() {
                            out.push(r.get().id);
                        }
                    }
                }
                out
            }),
            Err(d) => {
                // No loop regions: nothing is hoisted out of a loop whose
                // hook failed.
                report(ir, &d);
                Vec::new()
            }
        }
    }
}

/// `ir._attach_op_hooks(op_name, cls, *, fold, canonicalize, interfaces,
/// assembly_format, constant, successors, branch_operands, defaults,
/// custom_assembly, context)`: what `mlir.dialects.ext` gives an op after IRDL registered
/// it. `canonicalize(op, rewriter)` becomes a canonicalization pattern of
/// the op, run by the `canonicalize` pass. `successors` (name and
/// whether variadic, in order) and `defaults` (attribute name and default
/// value) complete the op's spec; with `BranchOpInterface` among the
/// interfaces, `branch_operands[i]` is the index of the operand group
/// successor `i` receives (or None). With `custom_assembly`, the class's
/// `parse_assembly` and `print_assembly` are the op's parser and printer.
#[pyfunction]
#[pyo3(signature = (op_name, cls, *, fold=None, canonicalize=None, interfaces=None, assembly_format=None, constant=false, successors=None, branch_operands=None, defaults=None, custom_assembly=false, context=None))]
#[allow(clippy::too_many_arguments)]
fn _attach_op_hooks(
    py: Python<'_>,
    op_name: &Bound<'_, PyAny>,
    cls: Bound<'_, PyAny>,
    fold: Option<Bound<'_, PyAny>>,
    canonicalize: Option<Bound<'_, PyAny>>,
    interfaces: Option<Vec<String>>,
    assembly_format: Option<String>,
    constant: bool,
    successors: Option<Vec<(String, bool)>>,
    branch_operands: Option<Vec<Option<usize>>>,
    defaults: Option<Vec<(String, Bound<'_, PyAny>)>>,
    custom_assembly: bool,
    context: Option<&Bound<'_, PyContext>>,
) -> PyResult<()> {
    let ctx = super::context::resolve_context(py, context)?;
    let name = op_name_of(op_name)?;
    let folder = match fold {
        Some(f) => Some(python_folder(WeakCtx::new(py, &ctx)?, f.unbind())),
        None => None,
    };
    let mut map = InterfaceMap::new();
    let mut branch = false;
    for i in interfaces.unwrap_or_default() {
        match i.as_str() {
            // Built once the spec has its successors (below).
            "BranchOpInterface" => branch = true,
            "LoopLikeOpInterface" => {
                let custom = cls.hasattr("get_loop_regions")?;
                let imp = PyLoopLike { ctx: WeakCtx::new(py, &ctx)?, cls: cls.clone().unbind(), custom };
                map.insert::<dyn LoopLikeOpInterface>(Arc::new(imp));
            }
            "InferTypeOpInterface" => {
                if !cls.hasattr("infer_result_types")? {
                    return Err(PyValueError::new_err(format!(
                        "'{name}' declares InferTypeOpInterface but its class has no infer_result_types"
                    )));
                }
                let imp = PyInferType { ctx: WeakCtx::new(py, &ctx)?, cls: cls.clone().unbind() };
                map.insert::<dyn InferTypeOpInterface>(Arc::new(imp));
            }
            other => return Err(PyValueError::new_err(format!("unsupported interface '{other}'"))),
        }
    }
    let pattern = match canonicalize {
        Some(f) => {
            let p = PyExternalPattern::canonicalization(name.clone(), f.unbind(), WeakCtx::new(py, &ctx)?);
            Some(Arc::new(p) as mlir_ir::rewrite::PatternRef)
        }
        None => None,
    };
    let defaults = defaults
        .unwrap_or_default()
        .into_iter()
        .map(|(n, a)| Ok((n, super::attributes::attr_base(&a)?.attr)))
        .collect::<PyResult<Vec<_>>>()?;
    // Declared successors (even none) make the op check their count, as
    // ODS's do; without the argument, successors are left unchecked as IRDL
    // leaves them.
    let declared = successors.is_some() || !defaults.is_empty();
    let successors: Vec<SuccessorSpec> = successors
        .unwrap_or_default()
        .into_iter()
        .map(|(n, variadic)| SuccessorSpec { name: mlir_ir::ods::dynamic::leak_str(&n), variadic })
        .collect();
    let asm = match custom_assembly {
        true => Some(super::dynamic_asm::python_assembly(py, &ctx, &cls, &name)?),
        false => None,
    };
    let res: Result<(), String> = with_dynamic(&ctx, &name, |d| {
        if declared {
            d.extend(successors, &defaults)?;
        }
        if branch {
            let forwarded = branch_operands.unwrap_or_default();
            let imp = GroupBranch::new(d.spec(), forwarded)?;
            map.insert::<dyn BranchOpInterface>(Arc::new(imp));
        }
        if let Some(f) = folder {
            d.set_folder(f);
        }
        if let Some(p) = pattern {
            d.add_patterns(vec![p]);
        }
        d.set_interfaces(&map)?;
        if let Some(text) = &assembly_format {
            d.set_format(text)?;
        }
        if let Some((parse, print)) = asm {
            d.set_custom_assembly(parse, print)?;
        }
        Ok(())
    })?;
    res.map_err(PyValueError::new_err)?;
    if constant {
        let ns = name.split('.').next().unwrap_or("");
        mlir_dialects::irdl::register_constant_op(ctx.ctx(), ns, &name);
    }
    Ok(())
}

/// `_mlirDialectsIRDL.load_dialects(module)`: registers the dialects the
/// module's `irdl.dialect` ops define into its context.
#[pyfunction]
fn load_dialects(py: Python<'_>, module: &Bound<'_, PyAny>) -> PyResult<()> {
    let op = match module.getattr("operation") {
        Ok(o) => o,
        Err(_) => module.clone(),
    };
    let h = super::operation::handle_of(&op)?;
    let id = h.check()?;
    let ir = h.ctx.read();
    let res = mlir_dialects::irdl::load_dialects(&ir, id);
    drop(ir);
    let _ = py;
    res.map(|_| ()).map_err(|e| match e {
        mlir_dialects::irdl::LoadError::Redefined(_) => pyo3::exceptions::PyRuntimeError::new_err(e.to_string()),
        mlir_dialects::irdl::LoadError::Invalid(_) => PyValueError::new_err(e.to_string()),
    })
}

/// Registers the classes of this file on `ir`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyDynamicOpTrait>()?;
    m.add_class::<PyIsTerminatorTrait>()?;
    m.add_class::<PyNoTerminatorTrait>()?;
    m.add_class::<PyIsIsolatedFromAboveTrait>()?;
    m.add_class::<PyPureTrait>()?;
    m.add_class::<PyCommutativeTrait>()?;
    m.add_class::<PySingleBlockTrait>()?;
    m.add_class::<PyConstantLikeTrait>()?;
    m.add_class::<PyReturnLikeTrait>()?;
    m.add_function(wrap_pyfunction!(_attach_op_hooks, m)?)
}

/// Fills the `_mlirDialectsIRDL` module.
pub fn register_irdl(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(load_dialects, m)?)
}
