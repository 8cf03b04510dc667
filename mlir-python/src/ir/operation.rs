//! `_OperationBase` and `Operation`: the handle every operation object
//! holds, ownership of detached trees, inspection, printing, verification,
//! walking and structural edits.

use super::attributes::attr_base;
use super::block::PyBlock;
use super::context::{CtxRef, PyContext};
use super::insertion_point::resolve_ip;
use super::location::{resolve_location, PyLocation};
use super::op_containers::{PyOpAttributeMap, PyOpOperandList, PyOpResultList, PyOpSuccessors, PyRegionSequence};
use super::types::PyMlirType;
use super::value::{value_of, PyValue};
use super::walk::{walk_rec, PyWalkOrder, PyWalkResult};
use super::IrResultExt;
use mlir_ir::interfaces::InferTypeOpInterface;
use mlir_ir::ir::{InsertPoint, ValueMapping, WalkOrder};
use mlir_ir::printer::PrintFlags;
use mlir_ir::{OpId, OperationState};
use once_cell::sync::OnceCell;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// What every Python operation object names: an op of a context, plus the
/// handle it was reached from (keeping that tree's owner alive). A handle
/// that `owns` its op erases the op's tree when the last Python object
/// holding it dies while the op is still detached.
pub struct OpHandle {
    /// The context.
    pub ctx: CtxRef,
    /// The operation.
    pub id: OpId,
    keep: parking_lot::Mutex<Option<Arc<OpHandle>>>,
    owns: AtomicBool,
    invalid: AtomicBool,
    /// The context's epoch when the handle was made or last found valid:
    /// the handle counts in the context's `live_ops` while it is current.
    epoch: std::sync::atomic::AtomicU64,
}

impl OpHandle {
    /// A new handle.
    pub fn new(py: Python<'_>, ctx: &CtxRef, id: OpId, keep: Option<Arc<OpHandle>>, owns: bool) -> Arc<OpHandle> {
        let c = ctx.0.get();
        c.live_ops.fetch_add(1, Ordering::Relaxed);
        Arc::new(OpHandle {
            ctx: ctx.clone_ref(py),
            id,
            keep: parking_lot::Mutex::new(keep),
            owns: AtomicBool::new(owns),
            invalid: AtomicBool::new(false),
            epoch: std::sync::atomic::AtomicU64::new(c.epoch.load(Ordering::Relaxed)),
        })
    }

    /// The op id, unless the handle was invalidated.
    #[inline]
    pub fn check(&self) -> PyResult<OpId> {
        if self.invalid.load(Ordering::Relaxed) {
            return Err(invalidated());
        }
        if self.epoch.load(Ordering::Acquire) != self.ctx.0.get().epoch.load(Ordering::Acquire) {
            return self.recheck();
        }
        Ok(self.id)
    }

    /// A handle older than the last invalidation: valid if none of the
    /// invalidations since covered its op; then it is current again.
    #[cold]
    fn recheck(&self) -> PyResult<OpId> {
        let c = self.ctx.0.get();
        let since = self.epoch.load(Ordering::Acquire);
        let (now, roots) = {
            let records = c.invalidations.lock();
            let now = c.epoch.load(Ordering::Acquire);
            // Records are in epoch order: only those after `since` matter.
            let first = records.partition_point(|(e, _)| *e <= since);
            let roots: Vec<Option<OpId>> = records[first..].iter().map(|(_, r)| *r).collect();
            (now, roots)
        };
        if roots.contains(&None) {
            self.invalid.store(true, Ordering::Relaxed);
            return Err(invalidated());
        }
        // Reading the IR must not wait: the caller may hold its lock. When
        // it cannot be read now, the handle is taken as valid this time.
        let guard;
        let ir: &mlir_ir::Ir = match super::lent_ir::lent(&c.owned) {
            Some(lent) => lent,
            None => match c.owned.try_read() {
                Some(g) => {
                    guard = g;
                    &guard
                }
                None => return Ok(self.id),
            },
        };
        let inside = |root: OpId| {
            let mut at = ir.op_parent_op(self.id).ok().flatten();
            while let Some(p) = at {
                if p == root {
                    return true;
                }
                at = ir.op_parent_op(p).ok().flatten();
            }
            false
        };
        if !ir.op_is_live(self.id) || roots.iter().flatten().any(|&r| inside(r)) {
            self.invalid.store(true, Ordering::Relaxed);
            return Err(invalidated());
        }
        self.make_current(now);
        Ok(self.id)
    }

    /// Marks the handle current at `epoch`, counting it live again.
    fn make_current(&self, epoch: u64) {
        let old = self.epoch.swap(epoch, Ordering::AcqRel);
        if old != epoch {
            self.ctx.0.get().live_ops.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Keeps this handle valid across an invalidation of the ops inside
    /// its op, which just happened.
    pub fn survive_invalidation(&self) {
        self.make_current(self.ctx.0.get().epoch.load(Ordering::Acquire));
    }

    /// Marks the handle invalid (`_set_invalid`, `erase`).
    pub fn invalidate(&self) {
        self.invalid.store(true, Ordering::Relaxed);
    }

    /// Re-parents the handle: it now keeps `keep` alive.
    pub fn set_keep(&self, keep: Option<Arc<OpHandle>>) {
        let old = std::mem::replace(&mut *self.keep.lock(), keep);
        drop(old);
    }

    /// Makes the handle the owner of its (detached) op.
    pub fn set_owned(&self) {
        self.owns.store(true, Ordering::Relaxed);
    }
}

impl Drop for OpHandle {
    fn drop(&mut self) {
        let c = self.ctx.0.get();
        // Only a current handle is counted (see `PyContext::invalidate_inside`).
        if self.epoch.load(Ordering::Acquire) == c.epoch.load(Ordering::Acquire) {
            c.live_ops.fetch_sub(1, Ordering::Relaxed);
        }
        if !self.owns.load(Ordering::Relaxed) || self.invalid.load(Ordering::Relaxed) {
            return;
        }
        // Never block here: the dropping thread may hold the IR lock.
        match c.owned.try_write() {
            Some(mut ir) => {
                if ir.op_is_live(self.id) && ir.op_parent_block(self.id).ok().flatten().is_none() {
                    let _ = ir.erase_op(self.id);
                }
            }
            None => c.queue_erase(self.id),
        }
    }
}

/// The error of a handle whose op was invalidated.
fn invalidated() -> PyErr {
    PyRuntimeError::new_err("the operation has been invalidated")
}

/// `_OperationBase`: what `Operation` and `OpView` share.
#[pyclass(name = "_OperationBase", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
#[derive(Default)]
pub struct PyOperationBase {
    h: OnceCell<Arc<OpHandle>>,
}

impl PyOperationBase {
    /// A base bound to `h`.
    pub fn with(h: Arc<OpHandle>) -> PyOperationBase {
        // Built already set: `std`'s `OnceLock` can only be filled
        // through its synchronised slow path, once per wrapped op.
        PyOperationBase { h: OnceCell::with_value(h) }
    }

    /// Binds an uninitialised base (an `OpView` built from Python).
    pub fn init(&self, h: Arc<OpHandle>) -> PyResult<()> {
        self.h.set(h).map_err(|_| PyRuntimeError::new_err("OpView is already initialised"))
    }

    /// The handle, if the object was initialised.
    #[inline]
    pub fn try_handle(&self) -> Option<&Arc<OpHandle>> {
        self.h.get()
    }

    /// The handle.
    #[inline]
    pub fn handle(&self) -> PyResult<&Arc<OpHandle>> {
        self.h.get().ok_or_else(|| PyRuntimeError::new_err("OpView has not been initialised with an operation"))
    }
}

/// The handle behind any operation-like object (`Operation`, `OpView`).
pub fn handle_of(obj: &Bound<'_, PyAny>) -> PyResult<Arc<OpHandle>> {
    let b = obj
        .cast::<PyOperationBase>()
        .map_err(|_| pyo3::exceptions::PyTypeError::new_err("expected an Operation or OpView"))?;
    Ok(b.get().handle()?.clone())
}

/// `mlir.ir.Operation`.
#[pyclass(name = "Operation", module = "mlir._mlir_libs._mlir.ir", extends = PyOperationBase, frozen)]
pub struct PyOperation;

/// A new `Operation` object for `h`.
pub fn operation_obj(py: Python<'_>, h: Arc<OpHandle>) -> PyResult<Py<PyOperation>> {
    Py::new(py, pyo3::PyClassInitializer::from(PyOperationBase::with(h)).add_subclass(PyOperation))
}

/// The generic `Operation` object for `op`, reached through `keep` (what
/// upstream hands out where it does not look up the op's class:
/// `Operation.parent`, `walk` callbacks, `InsertionPoint.ref_operation`).
pub fn generic_op_to_py(py: Python<'_>, ctx: &CtxRef, op: OpId, keep: Option<Arc<OpHandle>>) -> PyResult<Py<PyAny>> {
    Ok(operation_obj(py, OpHandle::new(py, ctx, op, keep, false))?.into_any())
}

/// The `OpView` (or registered subclass) object for `op`, reached through `keep`.
pub fn op_to_py(py: Python<'_>, ctx: &CtxRef, op: OpId, keep: Option<Arc<OpHandle>>) -> PyResult<Py<PyAny>> {
    let h = OpHandle::new(py, ctx, op, keep, false);
    super::opview::opview_obj(py, h)
}

/// Printing options of `print`/`get_asm`.
#[derive(Default, Clone)]
pub struct AsmOptions {
    flags: PrintFlags,
}

impl AsmOptions {
    #[allow(clippy::too_many_arguments)]
    fn new(
        large_elements_limit: Option<usize>,
        large_resource_limit: Option<usize>,
        enable_debug_info: bool,
        pretty_debug_info: bool,
        print_generic_op_form: bool,
        use_local_scope: bool,
        use_name_loc_as_prefix: bool,
        assume_verified: bool,
        skip_regions: bool,
    ) -> AsmOptions {
        AsmOptions {
            flags: PrintFlags {
                generic: print_generic_op_form,
                debug_info: enable_debug_info,
                pretty_debug_info,
                local_scope: use_local_scope,
                elide_elements_above: large_elements_limit,
                elide_resources_above: large_resource_limit,
                skip_regions,
                assume_verified,
                name_loc_prefix: use_name_loc_as_prefix,
                ..PrintFlags::default()
            },
        }
    }
}

/// Prints `op` as upstream's `Operation.print` does (verifying first unless
/// told not to, falling back to the generic form on failure). Releases the
/// GIL.
pub fn print_text(py: Python<'_>, h: &OpHandle, opts: &AsmOptions) -> PyResult<String> {
    let op = h.check()?;
    let mut flags = opts.flags.clone();
    // Inside a Python hook the core called (a verifier printing its op,
    // say) the IR is lent: it is printed as it is, without the verification
    // that needs exclusive access.
    if let Some(ir) = super::lent_ir::lent(h.ctx.owned()) {
        let text = if ir.op_parent_block(op).py()?.is_none() {
            mlir_ir::printer::print_op(ir, op, &flags)
        } else {
            mlir_ir::printer::print_op_in_scope(ir, op, &flags).unwrap_or_default()
        };
        return Ok(text);
    }
    let owned = h.ctx.owned().clone();
    // Borrowed, not moved: see `parse_module` on dropping a `Py` detached.
    let ctx_obj = &h.ctx.0;
    let res = py.detach(move || -> Result<String, mlir_ir::IrError> {
        let mut ir = owned.write();
        super::context::erase_pending(ctx_obj.get(), &mut ir);
        if !ir.op_is_live(op) {
            return Err(mlir_ir::IrError::StaleOp);
        }
        // Upstream verifies the op printing is scoped to (the top-level
        // ancestor, or the isolated one with local scope) and prints the
        // generic form, without comment, when that fails.
        let root = mlir_ir::printer::print_scope_root(&ir, op, &flags).unwrap_or(op);
        if !flags.generic && !flags.assume_verified && mlir_ir::verifier::verify(&mut ir, root).is_err() {
            flags.generic = true;
        }
        let text = if ir.op_parent_block(op)?.is_none() {
            mlir_ir::printer::print_op(&ir, op, &flags)
        } else {
            mlir_ir::printer::print_op_in_scope(&ir, op, &flags).unwrap_or_default()
        };
        Ok(text)
    });
    res.py()
}

/// Verifies `op`, raising `MLIRError` with every diagnostic on failure.
pub fn verify_op(py: Python<'_>, h: &OpHandle) -> PyResult<bool> {
    let op = h.check()?;
    // Verification needs the IR exclusively, which a hook cannot have.
    h.ctx.check_writable()?;
    let owned = h.ctx.owned().clone();
    let res = py.detach(move || {
        let mut ir = owned.write();
        if !ir.op_is_live(op) {
            return Err(None);
        }
        mlir_ir::verifier::verify_all(&mut ir, op).map_err(Some)
    });
    match res {
        Ok(()) => Ok(true),
        Err(None) => Err(super::ir_err(mlir_ir::IrError::StaleOp)),
        Err(Some(diags)) => Err(super::diagnostics::mlir_error(py, &h.ctx, "Verification failed", &diags, None)),
    }
}

/// The error upstream raises for `infer_type=True` on an op without
/// `InferTypeOpInterface` (or of an unregistered dialect).
fn no_type_inference(py: Python<'_>, name: &str, loc: Option<&Bound<'_, PyLocation>>) -> PyResult<PyErr> {
    let loc = resolve_location(py, loc)?;
    let loc = loc.get();
    let c = loc.ctx.ctx();
    let why = if c.op_def(c.op_name(name)).is_some() {
        "but the operation does not support type inference; result types must be specified explicitly"
    } else {
        "but the operation was not registered; ensure that the dialect containing the operation is linked into MLIR \
         and registered with the context"
    };
    let d =
        mlir_ir::Diagnostic::error(loc.loc, format!("type inference was requested for the operation {name}, {why}"));
    Ok(super::diagnostics::mlir_error(py, &loc.ctx, "Operation creation failed", &[d], None))
}

/// Whether [`create_op`] asks the op for its result types.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum InferResults {
    /// Never: the given types (possibly none) are the results.
    No,
    /// `Operation.create(infer_type=True)`: the op must infer them.
    Required,
    /// Generated builders given `results=None`: inferred when the op
    /// implements `InferTypeOpInterface`, otherwise no results.
    IfSupported,
}

/// The result types `InferTypeOpInterface` gives for `st`'s operands and
/// attributes; an `MLIRError` as upstream's when the op cannot infer them.
fn infer_result_types(
    py: Python<'_>,
    ctx: &CtxRef,
    st: &OperationState,
    name: &str,
    loc: Option<&Bound<'_, PyLocation>>,
) -> PyResult<Vec<mlir_ir::Type>> {
    let c = ctx.ctx();
    let def = c.op_def(st.name).cloned();
    let Some(infer) = def.as_ref().and_then(|d| d.interfaces().get::<dyn InferTypeOpInterface>()) else {
        return Err(no_type_inference(py, name, loc)?);
    };
    let types = {
        let ir = ctx.read();
        st.operands.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>().py()?
    };
    match infer.infer_return_types_or_error(c, &types, &st.attributes) {
        Ok(t) => Ok(t),
        Err(reason) => {
            // The op's own reason when it gives one, as upstream reports the
            // error its `inferReturnTypes` emitted.
            let msg = reason.unwrap_or_else(|| format!("'{name}' op failed to infer returned types"));
            let d = mlir_ir::Diagnostic::error(st.loc, msg);
            Err(super::diagnostics::mlir_error(py, ctx, "Operation creation failed", &[d], None))
        }
    }
}

/// Creates an operation (`Operation.create`); with `infer_type` and no
/// result types given, the op's `InferTypeOpInterface` supplies them.
#[allow(clippy::too_many_arguments)]
pub fn create_op(
    py: Python<'_>,
    name: &str,
    results: Option<&Bound<'_, PyAny>>,
    operands: Option<&Bound<'_, PyAny>>,
    attributes: Option<&Bound<'_, PyDict>>,
    successors: Option<&Bound<'_, PyAny>>,
    regions: usize,
    loc: Option<&Bound<'_, PyLocation>>,
    ip: Option<&Bound<'_, PyAny>>,
    infer: InferResults,
) -> PyResult<Arc<OpHandle>> {
    let mut b = OpBuild::new(py, name, loc)?;
    if let Some(results) = results {
        each_in_sequence("results", results, |t| b.result_type(cast_arg::<PyMlirType>("results", &t)?))?;
    }
    if let Some(operands) = operands {
        each_in_sequence("operands", operands, |o| b.operand(&o))?;
    }
    if let Some(attrs) = attributes {
        b.attributes(attrs)?;
    }
    if let Some(successors) = successors {
        each_in_sequence("successors", successors, |s| b.successor(cast_arg::<PyBlock>("successors", &s)?))?;
    }
    b.finish(regions, ip, infer)
}

/// Calls `each` on every element of the sequence argument `arg`: lists
/// and tuples (what scripts pass) are read in place, any other sequence is
/// collected first. A `str` or a bare iterator is refused, as pyo3's
/// extraction into a `Vec` refused it, with the argument named.
fn each_in_sequence<'py>(
    arg: &str,
    items: &Bound<'py, PyAny>,
    mut each: impl FnMut(Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    if items.is_instance_of::<pyo3::types::PyList>() || items.is_instance_of::<pyo3::types::PyTuple>() {
        return super::opview::for_each_item(items, |_, v| each(v));
    }
    let collected: Vec<Bound<'py, PyAny>> = items.extract().map_err(|e| named_arg_error(items.py(), arg, &e))?;
    collected.into_iter().try_for_each(each)
}

/// `v` as a `T`, or the `TypeError` pyo3 gives for argument `arg`.
fn cast_arg<'a, 'py, T: pyo3::PyTypeInfo>(arg: &str, v: &'a Bound<'py, PyAny>) -> PyResult<&'a Bound<'py, T>> {
    v.cast::<T>().map_err(|e| named_arg_error(v.py(), arg, &e.into()))
}

/// A `TypeError` naming argument `arg`, worded as pyo3's own.
fn named_arg_error(py: Python<'_>, arg: &str, e: &PyErr) -> PyErr {
    pyo3::exceptions::PyTypeError::new_err(format!("argument '{arg}': {}", e.value(py)))
}

/// The interned name of one op name string in the context it was last
/// interned in (see [`OpBuild::new_cached`]).
#[derive(Default)]
pub struct OpNameCache(parking_lot::Mutex<Option<(u64, mlir_ir::OperationName)>>);

thread_local! {
    /// The state of the last op this thread created, kept for its lists'
    /// capacity: building ops one after another allocates no operand,
    /// result or attribute list per op.
    /// Boxed: an extension module gets little static TLS space.
    static SPARE_STATE: std::cell::Cell<Option<Box<OperationState>>> = const { std::cell::Cell::new(None) };
}

/// Keeps `st` (its lists emptied by a creation) for the thread's next op,
/// unless one of its lists grew past what ops usually need: a thread that
/// once built an op with a million operands should not hold that buffer
/// for the rest of its life.
fn keep_spare(st: Box<OperationState>) {
    const MAX_KEPT: usize = 64;
    let capacities = [
        st.operands.capacity(),
        st.result_types.capacity(),
        st.attributes.capacity(),
        st.regions.capacity(),
        st.successors.capacity(),
    ];
    let small = capacities.iter().all(|&c| c <= MAX_KEPT);
    if small {
        SPARE_STATE.set(Some(st));
    }
}

/// An operation being created from Python arguments: the state filled
/// piece by piece (each piece checked against the location's context),
/// then [`OpBuild::finish`]ed into an inserted op.
pub struct OpBuild<'a, 'py> {
    py: Python<'py>,
    name: &'a str,
    loc_arg: Option<&'a Bound<'py, PyLocation>>,
    ctx: CtxRef,
    /// The state handed to the core.
    pub st: Box<OperationState>,
    succ_keep: Option<Arc<OpHandle>>,
}

impl<'a, 'py> OpBuild<'a, 'py> {
    /// Starts op `name` at `loc` (or the current location).
    pub fn new(py: Python<'py>, name: &'a str, loc_arg: Option<&'a Bound<'py, PyLocation>>) -> PyResult<Self> {
        Self::new_cached(py, name, None, loc_arg)
    }

    /// [`Self::new`], with `cache` remembering the interned name of
    /// `name` for the last context it was used in (a class's op name is
    /// interned once per context instead of once per op).
    pub fn new_cached(
        py: Python<'py>,
        name: &'a str,
        cache: Option<&OpNameCache>,
        loc_arg: Option<&'a Bound<'py, PyLocation>>,
    ) -> PyResult<Self> {
        let loc = super::traceback_location::resolve_op_location(py, loc_arg)?;
        let loc = loc.get();
        let ctx = loc.ctx.clone_ref(py);
        let c = ctx.ctx();
        if !name.contains('.') && !c.allow_unregistered_dialects() {
            return Err(PyValueError::new_err(format!("Operation name '{name}' must be of the form 'dialect.op'")));
        }
        let op_name = match cache {
            Some(cache) => {
                let mut slot = cache.0.lock();
                match *slot {
                    Some((id, n)) if id == c.id() => n,
                    _ => {
                        let n = c.op_name(name);
                        *slot = Some((c.id(), n));
                        n
                    }
                }
            }
            None => c.op_name_recent(name),
        };
        let mut st = SPARE_STATE.take().unwrap_or_else(|| Box::new(OperationState::new(op_name, loc.loc)));
        st.reset(op_name, loc.loc);
        Ok(OpBuild { py, name, loc_arg, ctx, st, succ_keep: None })
    }

    /// The context the op is created in.
    pub fn ctx(&self) -> &CtxRef {
        &self.ctx
    }

    /// Appends a result type.
    pub fn result_type(&mut self, t: &Bound<'_, PyMlirType>) -> PyResult<()> {
        let t = t.get();
        self.ctx.check_same(&t.ctx, "result Type")?;
        self.st.result_types.push(t.ty);
        Ok(())
    }

    /// Appends an operand (a value, or an op with one result).
    pub fn operand(&mut self, o: &Bound<'_, PyAny>) -> PyResult<()> {
        let (vctx, v) = value_of(o)?;
        self.ctx.check_same(&vctx, "operand Value")?;
        self.st.operands.push(v);
        Ok(())
    }

    /// Appends the attributes of `attrs` (names to `Attribute`s).
    pub fn attributes(&mut self, attrs: &Bound<'_, PyDict>) -> PyResult<()> {
        let c = self.ctx.ctx();
        for (k, v) in attrs.iter() {
            let k = k.cast_into::<pyo3::types::PyString>().map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err(format!(
                    "Invalid attribute key (not a string) when attempting to create the operation \"{}\"",
                    self.name
                ))
            })?;
            let n = k.to_str()?;
            let a = attr_base(&v).map_err(|_| {
                // A `None` value gets its own wording (newer upstream's), as
                // it is usually an optional attribute left unset.
                let what = if v.is_none() { "Found an invalid (`None`?)" } else { "Invalid" };
                pyo3::exceptions::PyTypeError::new_err(format!(
                    "{what} attribute value for the key \"{n}\" when attempting to create the operation \"{}\"{}",
                    self.name,
                    if v.is_none() { "" } else { " (std::bad_cast)" }
                ))
            })?;
            self.ctx.check_same(&a.ctx, "Attribute")?;
            self.st.attributes.push((c.ident_recent(n), a.attr));
        }
        Ok(())
    }

    /// Appends a successor block.
    pub fn successor(&mut self, b: &Bound<'_, PyBlock>) -> PyResult<()> {
        let b = b.get();
        self.ctx.check_same(&b.ctx, "successor Block")?;
        self.st.successors.push(b.id);
        self.succ_keep = Some(b.keep.clone());
        Ok(())
    }

    /// Creates the op with `regions` empty regions, infers its result
    /// types as `infer` says, and inserts it at `ip` (or the current
    /// insertion point, if any).
    pub fn finish(
        mut self,
        regions: usize,
        ip: Option<&Bound<'_, PyAny>>,
        infer: InferResults,
    ) -> PyResult<Arc<OpHandle>> {
        let py = self.py;
        let ctx = &self.ctx;
        let c = ctx.ctx();
        let infer_now = match infer {
            InferResults::No => false,
            InferResults::Required => self.st.result_types.is_empty(),
            InferResults::IfSupported => {
                c.op_def(self.st.name).is_some_and(|d| d.interfaces().has::<dyn InferTypeOpInterface>())
            }
        };
        if infer_now {
            self.st.result_types = infer_result_types(py, ctx, &self.st, self.name, self.loc_arg)?;
        }
        let at = resolve_ip(py, ip)?;
        if let Some(at) = &at {
            ctx.check_same(&at.ctx, "InsertionPoint")?;
        }
        let op = {
            let mut ir = ctx.write()?;
            for _ in 0..regions {
                let r = ir.create_region();
                self.st.regions.push(r);
            }
            let op = ir.create_op_from(&mut self.st).py()?;
            keep_spare(self.st);
            if let Some(at) = &at {
                if let Err(e) = at.insert(&mut ir, op) {
                    let _ = ir.erase_op(op);
                    return Err(e);
                }
            }
            op
        };
        drop(self.succ_keep);
        let keep = at.as_ref().map(|a| a.keep.clone());
        Ok(OpHandle::new(py, ctx, op, keep, true))
    }
}

#[pymethods]
impl PyOperationBase {
    /// The operation's name.
    // Reached through a plain CPython getter (`raw_slots.rs`).
    #[getter]
    pub(crate) fn name(&self, py: Python<'_>) -> PyResult<Py<pyo3::types::PyString>> {
        let h = self.handle()?;
        let op = h.check()?;
        let n = h.ctx.read().op_name(op).py()?;
        Ok(h.ctx.0.get().op_name_string(py, n))
    }

    /// The context.
    #[getter]
    fn context(&self, py: Python<'_>) -> PyResult<Py<PyContext>> {
        Ok(self.handle()?.ctx.obj(py))
    }

    /// The attributes, by name and by index.
    // Reached through a plain CPython getter (`raw_slots.rs`). Readable on
    // an erased op, as upstream's.
    #[getter]
    pub(crate) fn attributes(&self) -> PyResult<PyOpAttributeMap> {
        Ok(PyOpAttributeMap { h: self.handle()?.clone() })
    }

    /// The operands.
    // Reached through a plain CPython getter (`raw_slots.rs`). Raises on an
    // erased op, as upstream's.
    #[getter]
    pub(crate) fn operands(&self) -> PyResult<PyOpOperandList> {
        let h = self.handle()?;
        h.check()?;
        Ok(PyOpOperandList { h: h.clone(), sel: None })
    }

    /// The results.
    // Reached through a plain CPython getter (`raw_slots.rs`). Raises on an
    // erased op, as upstream's.
    #[getter]
    pub(crate) fn results(&self) -> PyResult<PyOpResultList> {
        let h = self.handle()?;
        h.check()?;
        Ok(PyOpResultList { h: h.clone(), sel: None })
    }

    /// The single result (an error unless there is exactly one).
    #[getter]
    fn result(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let h = self.handle()?;
        let op = h.check()?;
        let n = h.ctx.read().num_results(op).py()?;
        if n != 1 {
            return Err(PyValueError::new_err(format!(
                "Cannot call .result on operation {} which has {} results (it is only valid for operations with a \
                 single result)",
                self.name(py)?,
                n
            )));
        }
        PyValue::wrap(py, &h.ctx, mlir_ir::Value::OpResult { op, index: 0 }, h.clone())
    }

    /// The regions.
    #[getter]
    fn regions(&self) -> PyResult<PyRegionSequence> {
        Ok(PyRegionSequence { h: self.handle()?.clone(), sel: None })
    }

    /// The location.
    #[getter]
    fn get_location(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        let h = self.handle()?;
        let loc = h.ctx.read().op_loc(h.check()?).py()?;
        PyLocation::wrap(py, &h.ctx, loc)
    }

    #[setter]
    fn set_location(&self, location: &Bound<'_, PyLocation>) -> PyResult<()> {
        let h = self.handle()?;
        h.ctx.check_same(&location.get().ctx, "Location")?;
        let op = h.check()?;
        h.ctx.write()?.set_op_loc(op, location.get().loc).py()
    }

    /// Whether the operation sits in a block (upstream's `attached`).
    #[getter]
    fn attached(&self) -> PyResult<bool> {
        let h = self.handle()?;
        let op = h.check()?;
        Ok(h.ctx.read().op_parent_block(op).py()?.is_some())
    }

    /// The enclosing operation, or `None`.
    #[getter]
    fn parent(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let h = self.handle()?;
        let parent = h.ctx.read().op_parent_op(h.check()?).py()?;
        match parent {
            Some(p) => Ok(Some(generic_op_to_py(py, &h.ctx, p, Some(h.clone()))?)),
            None => Ok(None),
        }
    }

    /// Verifies the operation; raises `MLIRError` on failure.
    fn verify(&self, py: Python<'_>) -> PyResult<bool> {
        verify_op(py, self.handle()?)
    }

    /// Prints the operation to `file` (default `sys.stdout`).
    #[pyo3(signature = (large_elements_limit=None, large_resource_limit=None, enable_debug_info=false, pretty_debug_info=false, print_generic_op_form=false, use_local_scope=false, use_name_loc_as_prefix=false, assume_verified=false, file=None, binary=false, skip_regions=false))]
    #[allow(clippy::too_many_arguments)]
    fn print(
        &self,
        py: Python<'_>,
        large_elements_limit: Option<&Bound<'_, PyAny>>,
        large_resource_limit: Option<usize>,
        enable_debug_info: bool,
        pretty_debug_info: bool,
        print_generic_op_form: bool,
        use_local_scope: bool,
        use_name_loc_as_prefix: bool,
        assume_verified: bool,
        file: Option<&Bound<'_, PyAny>>,
        binary: bool,
        skip_regions: bool,
    ) -> PyResult<()> {
        // `print(state, file=None, binary=False)`: the state's scope flags.
        let state = large_elements_limit.and_then(|a| a.cast::<super::asm_state::PyAsmState>().ok().cloned());
        let opts = match &state {
            Some(st) => AsmOptions::new(None, None, false, false, false, st.get().local_scope, false, false, false),
            None => AsmOptions::new(
                large_elements_limit.map(|a| a.extract::<usize>()).transpose()?,
                large_resource_limit,
                enable_debug_info,
                pretty_debug_info,
                print_generic_op_form,
                use_local_scope,
                use_name_loc_as_prefix,
                assume_verified,
                skip_regions,
            ),
        };
        let text = print_text(py, self.handle()?, &opts)?;
        let file = match file {
            Some(f) if !f.is_none() => f.clone(),
            _ => py.import("sys")?.getattr("stdout")?,
        };
        if binary {
            file.call_method1("write", (pyo3::types::PyBytes::new(py, text.as_bytes()),))?;
        } else {
            file.call_method1("write", (text,))?;
        }
        Ok(())
    }

    /// Writes the operation as MLIR bytecode to `file`: a binary file
    /// object (anything with `write`) or a path. `desired_version` picks
    /// the bytecode version (default: the newest, as upstream 22 writes).
    #[pyo3(signature = (file, *, desired_version=None))]
    fn write_bytecode(&self, py: Python<'_>, file: &Bound<'_, PyAny>, desired_version: Option<i64>) -> PyResult<()> {
        let h = self.handle()?;
        let op = h.check()?;
        let mut config = mlir_ir::bytecode::WriteConfig::default();
        if let Some(v) = desired_version {
            let v = u64::try_from(v).ok().filter(|v| *v <= mlir_ir::bytecode::VERSION);
            let Some(v) = v else {
                let shown = desired_version.unwrap_or_default();
                return Err(PyValueError::new_err(format!("Unable to honor desired bytecode version {shown}")));
            };
            config.version = v;
        }
        let bytes = {
            let ir = h.ctx.read();
            mlir_ir::bytecode::write_bytecode(&ir, op, &config)
        }
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        if let Ok(path) = file.extract::<std::path::PathBuf>() {
            std::fs::write(&path, &bytes)
                .map_err(|e| pyo3::exceptions::PyOSError::new_err(format!("cannot write '{}': {e}", path.display())))?;
        } else {
            file.call_method1("write", (pyo3::types::PyBytes::new(py, &bytes),))?;
        }
        Ok(())
    }

    /// The printed form as `str` (or `bytes` with `binary=True`).
    #[pyo3(signature = (binary=false, large_elements_limit=None, large_resource_limit=None, enable_debug_info=false, pretty_debug_info=false, print_generic_op_form=false, use_local_scope=false, use_name_loc_as_prefix=false, assume_verified=false, skip_regions=false))]
    #[allow(clippy::too_many_arguments)]
    fn get_asm(
        &self,
        py: Python<'_>,
        binary: bool,
        large_elements_limit: Option<usize>,
        large_resource_limit: Option<usize>,
        enable_debug_info: bool,
        pretty_debug_info: bool,
        print_generic_op_form: bool,
        use_local_scope: bool,
        use_name_loc_as_prefix: bool,
        assume_verified: bool,
        skip_regions: bool,
    ) -> PyResult<Py<PyAny>> {
        let opts = AsmOptions::new(
            large_elements_limit,
            large_resource_limit,
            enable_debug_info,
            pretty_debug_info,
            print_generic_op_form,
            use_local_scope,
            use_name_loc_as_prefix,
            assume_verified,
            skip_regions,
        );
        let text = print_text(py, self.handle()?, &opts)?;
        if binary {
            Ok(pyo3::types::PyBytes::new(py, text.as_bytes()).into_any().unbind())
        } else {
            Ok(text.into_pyobject(py)?.into_any().unbind())
        }
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        print_text(py, self.handle()?, &AsmOptions::default())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(o) = other.cast::<PyOperationBase>() else {
            return Ok(false);
        };
        let (a, b) = (self.handle()?, o.get().handle()?);
        Ok(a.id == b.id && a.ctx.same(&b.ctx))
    }

    fn __hash__(&self) -> PyResult<u64> {
        let h = self.handle()?;
        Ok(h.id.raw().to_bits())
    }

    /// Walks the operation and everything nested in it, calling
    /// `callback(op)`; it may return a `WalkResult`.
    #[pyo3(signature = (callback, walk_order=PyWalkOrder::POST_ORDER))]
    fn walk(&self, py: Python<'_>, callback: &Bound<'_, PyAny>, walk_order: PyWalkOrder) -> PyResult<()> {
        let h = self.handle()?;
        let op = h.check()?;
        if !h.ctx.read().op_is_live(op) {
            return Err(super::ir_err(mlir_ir::IrError::StaleOp));
        }
        let order = match walk_order {
            PyWalkOrder::PRE_ORDER => WalkOrder::PreOrder,
            PyWalkOrder::POST_ORDER => WalkOrder::PostOrder,
        };
        walk_rec(py, h, op, true, order, callback)?;
        Ok(())
    }

    /// Erases the operation and everything nested in it.
    fn erase(&self) -> PyResult<()> {
        let h = self.handle()?;
        let op = h.check()?;
        h.ctx.write()?.erase_op(op).py()?;
        h.invalidate();
        Ok(())
    }

    /// Removes the operation from its block; it becomes top-level.
    fn detach_from_parent(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let h = slf.get().handle()?;
        let op = h.check()?;
        {
            let mut ir = h.ctx.write()?;
            if ir.op_parent_block(op).py()?.is_none() {
                return Err(PyValueError::new_err("Detached operation has no parent."));
            }
            ir.detach_op(op).py()?;
        }
        h.set_owned();
        h.set_keep(None);
        // Upstream returns the op's view (its OpView subclass).
        super::opview::opview_obj(slf.py(), h.clone())
    }

    /// Moves the operation right before `other`.
    fn move_before(&self, other: &Bound<'_, PyAny>) -> PyResult<()> {
        self.move_to(other, true)
    }

    /// Moves the operation right after `other`.
    fn move_after(&self, other: &Bound<'_, PyAny>) -> PyResult<()> {
        self.move_to(other, false)
    }

    /// Whether this op precedes `other` in the same block.
    fn is_before_in_block(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = self.handle()?;
        let o = handle_of(other)?;
        let (a, b) = (h.check()?, o.check()?);
        let ir = h.ctx.read();
        let pb = ir.op_parent_block(a).py()?;
        if pb.is_none() || pb != ir.op_parent_block(b).py()? {
            return Err(PyValueError::new_err("operations are not in the same block"));
        }
        let mut cur = ir.op_next(a).py()?;
        while let Some(c) = cur {
            if c == b {
                return Ok(true);
            }
            cur = ir.op_next(c).py()?;
        }
        Ok(false)
    }

    /// A deep copy, inserted at `ip` (or the current insertion point).
    #[pyo3(signature = (ip=None))]
    fn clone(&self, py: Python<'_>, ip: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        let h = self.handle()?;
        let op = h.check()?;
        let at = resolve_ip(py, ip)?;
        let new = {
            let mut ir = h.ctx.write()?;
            let new = ir.clone_op(op, &mut ValueMapping::default()).py()?;
            if let Some(at) = &at {
                if let Err(e) = at.insert(&mut ir, new) {
                    let _ = ir.erase_op(new);
                    return Err(e);
                }
            }
            new
        };
        let nh = OpHandle::new(py, &h.ctx, new, at.map(|a| a.keep), true);
        super::opview::opview_obj(py, nh)
    }

    /// Invalidates this object: any later use raises.
    fn _set_invalid(&self) -> PyResult<()> {
        self.handle()?.invalidate();
        Ok(())
    }
}

impl PyOperationBase {
    fn move_to(&self, other: &Bound<'_, PyAny>, before: bool) -> PyResult<()> {
        let h = self.handle()?;
        let o = handle_of(other)?;
        h.ctx.check_same(&o.ctx, "Operation")?;
        let (a, b) = (h.check()?, o.check()?);
        let at = if before { InsertPoint::Before(b) } else { InsertPoint::After(b) };
        h.ctx.write()?.move_op(a, at).py()?;
        if !Arc::ptr_eq(h, &o) {
            h.set_keep(Some(o));
        }
        Ok(())
    }
}

#[pymethods]
impl PyOperation {
    /// Creates an operation by name.
    #[staticmethod]
    #[pyo3(signature = (name, results=None, operands=None, attributes=None, successors=None, regions=0, loc=None, ip=None, infer_type=false))]
    #[allow(clippy::too_many_arguments)]
    fn create(
        py: Python<'_>,
        name: &str,
        results: Option<&Bound<'_, PyAny>>,
        operands: Option<&Bound<'_, PyAny>>,
        attributes: Option<&Bound<'_, PyDict>>,
        successors: Option<&Bound<'_, PyAny>>,
        regions: i64,
        loc: Option<&Bound<'_, PyLocation>>,
        ip: Option<&Bound<'_, PyAny>>,
        infer_type: bool,
    ) -> PyResult<Py<PyOperation>> {
        let regions = usize::try_from(regions).map_err(|_| PyValueError::new_err("number of regions must be >= 0"))?;
        let infer = if infer_type { InferResults::Required } else { InferResults::No };
        let h = create_op(py, name, results, operands, attributes, successors, regions, loc, ip, infer)?;
        operation_obj(py, h)
    }

    /// Parses a single operation.
    #[staticmethod]
    #[pyo3(signature = (source, *, source_name="", context=None))]
    fn parse(
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        source_name: &str,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = super::context::resolve_context(py, context)?;
        let op = super::module::parse_single_op(py, &ctx, source, source_name)?;
        super::opview::opview_obj(py, OpHandle::new(py, &ctx, op, None, true))
    }

    /// This object.
    #[getter]
    fn operation(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The `OpView` (or registered subclass) of this operation.
    #[getter]
    fn opview(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let h = slf.as_super().get().handle()?.clone();
        h.check()?;
        super::opview::opview_obj(slf.py(), h)
    }

    /// The block containing the operation.
    #[getter]
    fn block(slf: &Bound<'_, Self>) -> PyResult<Py<PyBlock>> {
        let h = slf.as_super().get().handle()?;
        let b = h.ctx.read().op_parent_block(h.check()?).py()?;
        match b {
            Some(b) => PyBlock::wrap(slf.py(), &h.ctx, b, h.clone()),
            None => Err(PyValueError::new_err("Detached operations have no parent")),
        }
    }

    /// The successor blocks.
    #[getter]
    fn successors(slf: &Bound<'_, Self>) -> PyResult<PyOpSuccessors> {
        Ok(PyOpSuccessors { h: slf.as_super().get().handle()?.clone(), sel: None })
    }

    /// Replaces every use of `of` among this op's operands by `with_`.
    fn replace_uses_of_with(
        slf: &Bound<'_, Self>,
        of: &Bound<'_, PyValue>,
        with_: &Bound<'_, PyValue>,
    ) -> PyResult<()> {
        let h = slf.as_super().get().handle()?;
        let op = h.check()?;
        let (from, to) = (of.get().value()?, with_.get().value()?);
        let mut ir = h.ctx.write()?;
        let n = ir.num_operands(op).py()?;
        for i in 0..n {
            if ir.operand(op, i).py()? == from {
                ir.set_operand(op, i, to).py()?;
            }
        }
        Ok(())
    }

    fn __repr__(slf: &Bound<'_, Self>) -> String {
        format!("<mlir._mlir_libs._mlir.ir.Operation object at {:#x}>", slf.as_ptr() as usize)
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyWalkOrder>()?;
    m.add_class::<PyWalkResult>()?;
    m.add_class::<PyOperationBase>()?;
    m.add_class::<PyOperation>()?;
    Ok(())
}
