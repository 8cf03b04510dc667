//! `Context`: owner of uniqued types/attributes and of the IR, a context
//! manager, and the live-object counters upstream's tests use.

use super::diagnostics::{attach_handler, PyDiagnosticHandler};
use super::stack::{self, FrameKind};
use super::string_table::StringTable;
use mlir_ir::owned::OwnedContext;
use mlir_ir::Context;
use pyo3::exceptions::{PyIndexError, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

static LIVE_CONTEXTS: AtomicUsize = AtomicUsize::new(0);

/// `mlir.ir.Context` (the native base of the loader's `Context`).
#[pyclass(name = "Context", module = "mlir._mlir_libs._mlir.ir", subclass, frozen, weakref)]
pub struct PyContext {
    /// The context and its IR.
    pub owned: Arc<OwnedContext>,
    /// Live `Operation`/`OpView` handles of this context.
    pub live_ops: AtomicUsize,
    /// Live `Module` objects of this context.
    pub live_modules: AtomicUsize,
    /// Bumped by each invalidation (`_clear_live_operations`, a pass
    /// manager run with `invalidate_ops`): a handle of an older epoch is
    /// checked against the invalidations made since.
    pub epoch: AtomicU64,
    /// The invalidations, as `(epoch, root)`: the ops nested in `root`
    /// (every op when `None`) became invalid at `epoch`.
    pub invalidations: parking_lot::Mutex<Vec<(u64, Option<mlir_ir::OpId>)>>,
    /// Whether diagnostics reaching no handler are turned into Python errors.
    pub emit_error_diagnostics: std::sync::atomic::AtomicBool,
    /// Detached trees whose owner died while the IR lock was taken; erased
    /// at the next write.
    pending_erase: parking_lot::Mutex<Vec<mlir_ir::OpId>>,
    /// Whether `pending_erase` may hold anything: every write checks this
    /// flag rather than taking the mutex.
    pending_any: std::sync::atomic::AtomicBool,
    /// `Operation.name` strings by operation-name index, made once: a walk
    /// reads every op's name, and a fresh Python string per read made it
    /// slower than upstream's.
    op_name_strings: StringTable,
    /// Identifier strings (attribute names) by identifier index, for the
    /// same reason: `NamedAttribute.name` in walks.
    ident_strings: StringTable,
    /// The address of the `ThreadPool` set on the context, if any.
    thread_pool: parking_lot::Mutex<Option<usize>>,
    /// Buffers handed to `DenseResourceElementsAttr.get_from_buffer`: kept
    /// alive as long as the context, as upstream's resource blobs keep them
    /// (the data itself is copied; the lifetime is what scripts observe).
    pub kept_buffers: parking_lot::Mutex<Vec<Py<PyAny>>>,
}

impl Drop for PyContext {
    fn drop(&mut self) {
        LIVE_CONTEXTS.fetch_sub(1, Ordering::Relaxed);
    }
}

impl PyContext {
    /// Invalidates the handles of the ops nested in `root` (of every op
    /// when `None`), as upstream's live-operation map does; returns how
    /// many handles were counted live before. A handle of an op outside
    /// `root` learns that it survived the first time it is checked, and
    /// counts as live again from then on.
    pub fn invalidate_inside(&self, root: Option<mlir_ir::OpId>) -> usize {
        let mut records = self.invalidations.lock();
        let epoch = self.epoch.fetch_add(1, Ordering::AcqRel) + 1;
        records.push((epoch, root));
        self.live_ops.swap(0, Ordering::AcqRel)
    }

    fn fresh() -> PyContext {
        PyContext::wrapping(OwnedContext::new())
    }

    /// A Python context for `owned` (fresh, or made through the C API).
    pub fn wrapping(owned: Arc<OwnedContext>) -> PyContext {
        LIVE_CONTEXTS.fetch_add(1, Ordering::Relaxed);
        PyContext {
            owned,
            live_ops: AtomicUsize::new(0),
            live_modules: AtomicUsize::new(0),
            epoch: AtomicU64::new(0),
            invalidations: parking_lot::Mutex::new(Vec::new()),
            emit_error_diagnostics: std::sync::atomic::AtomicBool::new(false),
            pending_erase: parking_lot::Mutex::new(Vec::new()),
            pending_any: std::sync::atomic::AtomicBool::new(false),
            op_name_strings: StringTable::default(),
            ident_strings: StringTable::default(),
            thread_pool: parking_lot::Mutex::new(None),
            kept_buffers: parking_lot::Mutex::new(Vec::new()),
        }
    }

    /// The Python string of operation name `name`.
    pub fn op_name_string(&self, py: Python<'_>, name: mlir_ir::OperationName) -> Py<pyo3::types::PyString> {
        self.op_name_strings.get(py, name.index(), || self.owned.ctx().op_name_str(name))
    }

    /// The Python string of identifier `id`.
    pub fn ident_string(&self, py: Python<'_>, id: mlir_ir::Identifier) -> Py<pyo3::types::PyString> {
        self.ident_strings.get(py, id.index(), || self.owned.ctx().ident_str(id))
    }
}

/// Shared access to the IR (see [`CtxRef::read`]).
pub enum IrRead<'a> {
    /// Through the context's lock.
    Locked(parking_lot::RwLockReadGuard<'a, mlir_ir::Ir>),
    /// Lent by the core to the Python hook running on this thread.
    Lent(&'a mlir_ir::Ir),
}

impl std::ops::Deref for IrRead<'_> {
    type Target = mlir_ir::Ir;
    #[inline]
    fn deref(&self) -> &mlir_ir::Ir {
        match self {
            IrRead::Locked(g) => g,
            IrRead::Lent(ir) => ir,
        }
    }
}

/// A reference to a Python `Context`, held by every IR object.
pub struct CtxRef(pub Py<PyContext>);

impl CtxRef {
    /// Another reference to the same context.
    #[inline]
    pub fn clone_ref(&self, py: Python<'_>) -> CtxRef {
        CtxRef(self.0.clone_ref(py))
    }

    /// The context and its IR.
    #[inline]
    pub fn owned(&self) -> &Arc<OwnedContext> {
        &self.0.get().owned
    }

    /// The core context.
    #[inline]
    pub fn ctx(&self) -> &Context {
        self.0.get().owned.ctx()
    }

    /// The Python object.
    #[inline]
    pub fn obj(&self, py: Python<'_>) -> Py<PyContext> {
        self.0.clone_ref(py)
    }

    /// Shared access to the IR: the IR lent to a Python hook running on
    /// this thread (see [`super::lent_ir`]), or the lock.
    #[inline]
    pub fn read(&self) -> IrRead<'_> {
        match super::lent_ir::lent(self.owned()) {
            Some(ir) => IrRead::Lent(ir),
            None => IrRead::Locked(self.owned().read()),
        }
    }

    /// Exclusive access to the IR, after erasing trees whose owners died.
    /// Inside a Python hook the core called (the IR is lent) a write would
    /// wait on the core's own lock forever, so it is refused with a
    /// `RuntimeError` instead.
    pub fn write(&self) -> PyResult<parking_lot::RwLockWriteGuard<'_, mlir_ir::Ir>> {
        self.check_writable()?;
        let mut ir = self.owned().write();
        erase_pending(self.0.get(), &mut ir);
        Ok(ir)
    }

    /// Fails (`RuntimeError`) while the IR is lent to a Python hook on
    /// this thread: see [`CtxRef::write`].
    pub fn check_writable(&self) -> PyResult<()> {
        if super::lent_ir::is_lent(self.owned()) {
            return Err(PyRuntimeError::new_err(
                "the IR cannot be modified from a hook the core calls (verifier, folder, interface, parser, printer)",
            ));
        }
        Ok(())
    }

    /// Whether both name the same context.
    #[inline]
    pub fn same(&self, other: &CtxRef) -> bool {
        Arc::ptr_eq(self.owned(), other.owned())
    }

    /// Fails unless `other` is this context: IR of two contexts never mixes.
    pub fn check_same(&self, other: &CtxRef, what: &str) -> PyResult<()> {
        if self.same(other) {
            Ok(())
        } else {
            Err(pyo3::exceptions::PyValueError::new_err(format!("{what} belongs to a different Context")))
        }
    }
}

impl PyContext {
    /// Queues the detached tree of `op` for erasure at the next write (its
    /// owner died while the IR lock was taken).
    pub fn queue_erase(&self, op: mlir_ir::OpId) {
        self.pending_erase.lock().push(op);
        // After the push: a writer that sees the flag finds the op queued.
        self.pending_any.store(true, Ordering::Release);
    }
}

/// Erases the detached trees queued on `ctx`.
pub fn erase_pending(ctx: &PyContext, ir: &mut mlir_ir::Ir) {
    if !ctx.pending_any.swap(false, Ordering::Acquire) {
        return;
    }
    let pending = std::mem::take(&mut *ctx.pending_erase.lock());
    for op in pending {
        if ir.op_is_live(op) && ir.op_parent_block(op).ok().flatten().is_none() {
            let _ = ir.erase_op(op);
        }
    }
}

/// Resolves an explicit `context=` or the innermost `with Context()`.
pub fn resolve_context(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<CtxRef> {
    if let Some(c) = context {
        return Ok(CtxRef(c.clone().unbind()));
    }
    stack::current_context(py).map(CtxRef).ok_or_else(|| {
        PyRuntimeError::new_err(
            "An MLIR function requires a Context but none was provided in the call or from the surrounding environment. Either pass to the function with a 'context=' argument or establish a default using 'with Context():'",
        )
    })
}

#[pymethods]
impl PyContext {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> PyContext {
        PyContext::fresh()
    }

    #[pyo3(signature = (*_args, **_kwargs))]
    fn __init__(&self, _args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) {}

    /// Number of live `Context` objects.
    #[staticmethod]
    fn _get_live_count() -> usize {
        LIVE_CONTEXTS.load(Ordering::Relaxed)
    }

    /// Number of live `Operation`/`OpView` handles of this context.
    fn _get_live_operation_count(&self) -> usize {
        self.live_ops.load(Ordering::Relaxed)
    }

    /// Number of live `Module` objects of this context.
    fn _get_live_module_count(&self) -> usize {
        self.live_modules.load(Ordering::Relaxed)
    }

    /// Invalidates every live operation handle; returns how many there were.
    fn _clear_live_operations(&self) -> usize {
        self.invalidate_inside(None)
    }

    /// The context itself (for API symmetry with upstream).
    fn _get_context_again(slf: Py<Self>) -> Py<Self> {
        slf
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        stack::push(py, FrameKind::Context, slf.clone().into_any().unbind(), slf.clone().unbind(), None, None);
        slf.clone().unbind()
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(slf: &Bound<'_, Self>, _args: &Bound<'_, PyTuple>) -> PyResult<()> {
        stack::pop(FrameKind::Context, slf.as_any())
    }

    /// Whether operations of unregistered dialects are allowed.
    #[getter]
    fn get_allow_unregistered_dialects(&self) -> bool {
        self.owned.ctx().allow_unregistered_dialects()
    }

    #[setter]
    fn set_allow_unregistered_dialects(&self, value: bool) {
        self.owned.ctx().set_allow_unregistered_dialects(value)
    }

    /// Whether diagnostics no handler took become Python errors.
    #[getter]
    fn get_emit_error_diagnostics(&self) -> bool {
        self.emit_error_diagnostics.load(Ordering::Relaxed)
    }

    #[setter]
    fn set_emit_error_diagnostics(&self, value: bool) {
        self.emit_error_diagnostics.store(value, Ordering::Relaxed)
    }

    /// Enables or disables multithreading.
    fn enable_multithreading(&self, enable: bool) {
        self.owned.ctx().enable_multithreading(enable)
    }

    /// Number of threads passes may use.
    fn get_num_threads(&self) -> usize {
        if self.owned.ctx().multithreading_enabled() {
            std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
        } else {
            1
        }
    }

    /// Accepts a thread pool (rmlir manages its own threads, as many as
    /// the pool's concurrency) and remembers which one, as upstream's.
    fn set_thread_pool(&self, pool: &Bound<'_, PyThreadPool>) {
        *self.thread_pool.lock() = Some(pool.as_ptr() as usize);
        self.owned.ctx().enable_multithreading(true)
    }

    /// The address of the context's thread pool, as upstream prints a
    /// pointer: the pool set by `set_thread_pool`, else the context's own.
    fn _mlir_thread_pool_ptr(&self) -> String {
        let own = Arc::as_ptr(&self.owned) as usize;
        format!("{:#x}", self.thread_pool.lock().unwrap_or(own))
    }

    /// Loads every dialect made available by appended registries.
    fn load_all_available_dialects(&self) {
        self.owned.ctx().load_all_available_dialects()
    }

    /// Makes the dialects of `registry` available to this context.
    fn append_dialect_registry(&self, registry: PyRef<'_, PyDialectRegistry>) {
        let reg = registry.inner.lock().clone();
        self.owned.ctx().append_dialect_registry(&reg)
    }

    /// Whether `name` is a registered operation.
    fn is_registered_operation(&self, name: &str) -> bool {
        let ctx = self.owned.ctx();
        let n = ctx.op_name(name);
        ctx.op_def(n).is_some()
    }

    /// The loaded dialects, by attribute or item access.
    #[getter]
    fn dialects(slf: Py<Self>) -> PyDialects {
        PyDialects { ctx: slf }
    }

    /// Alias of [`dialects`](Self::dialects), as upstream's `Context.d`.
    #[getter]
    fn d(slf: Py<Self>) -> PyDialects {
        PyDialects { ctx: slf }
    }

    /// Returns the descriptor of the loaded dialect `dialect_name`.
    fn get_dialect_descriptor(&self, dialect_name: &str) -> PyResult<PyDialectDescriptor> {
        match self.owned.ctx().get_or_load_dialect(dialect_name) {
            Some(_) => Ok(PyDialectDescriptor { namespace: dialect_name.to_string() }),
            None => Err(pyo3::exceptions::PyValueError::new_err(format!("Dialect '{dialect_name}' not found"))),
        }
    }

    /// Attaches `callback(Diagnostic) -> bool`, most recent first.
    fn attach_diagnostic_handler(slf: &Bound<'_, Self>, callback: Py<PyAny>) -> PyResult<Py<PyDiagnosticHandler>> {
        attach_handler(slf, callback)
    }
}

/// `ctx.dialects`: loaded dialects by name.
#[pyclass(name = "Dialects", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyDialects {
    ctx: Py<PyContext>,
}

impl PyDialects {
    /// The dialect `name`, loaded on first access when it is available.
    fn lookup(&self, name: &str) -> Option<PyDialectDescriptor> {
        self.ctx
            .get()
            .owned
            .ctx()
            .get_or_load_dialect(name)
            .map(|_| PyDialectDescriptor { namespace: name.to_string() })
    }

    /// The dialect object for `name`, or `err` when it is not available.
    fn dialect(&self, py: Python<'_>, name: &str, err: PyErr) -> PyResult<Py<PyAny>> {
        match self.lookup(name) {
            Some(d) => super::dialect::dialect_obj(py, d),
            None => Err(err),
        }
    }
}

#[pymethods]
impl PyDialects {
    fn __getitem__(&self, py: Python<'_>, key: &str) -> PyResult<Py<PyAny>> {
        self.dialect(py, key, PyIndexError::new_err(format!("Dialect '{key}' not found")))
    }

    fn __getattr__(&self, py: Python<'_>, attr: &str) -> PyResult<Py<PyAny>> {
        self.dialect(py, attr, pyo3::exceptions::PyAttributeError::new_err(format!("Dialect '{attr}' not found")))
    }
}

/// A loaded dialect's descriptor.
#[pyclass(name = "DialectDescriptor", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyDialectDescriptor {
    pub(crate) namespace: String,
}

#[pymethods]
impl PyDialectDescriptor {
    /// The dialect namespace.
    #[getter]
    fn namespace(&self) -> &str {
        &self.namespace
    }

    fn __repr__(&self) -> String {
        format!("<DialectDescriptor {}>", self.namespace)
    }
}

/// `DialectRegistry`: the dialects a context may load.
#[pyclass(name = "DialectRegistry", module = "mlir._mlir_libs._mlir.ir", frozen)]
#[derive(Default)]
pub struct PyDialectRegistry {
    pub(crate) inner: mlir_c::registry::SharedRegistry,
}

#[pymethods]
impl PyDialectRegistry {
    #[new]
    fn new() -> Self {
        PyDialectRegistry::default()
    }

    /// Namespaces of the registered dialects (rmlir extension, for tests).
    #[getter]
    fn _dialect_namespaces(&self) -> Vec<String> {
        self.inner.lock().namespaces().map(String::from).collect()
    }
}

/// `_mlirRegisterEverything`'s native half: registers every dialect
/// linked into this aggregate.
#[pyfunction]
fn _register_linked_dialects(registry: PyRef<'_, PyDialectRegistry>) {
    registry.inner.lock().extend(&mlir_init::registry());
}

/// `ThreadPool`: accepted by `Context.set_thread_pool`; rmlir's pass
/// manager runs its own scoped threads, one per core.
#[pyclass(name = "ThreadPool", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyThreadPool;

#[pymethods]
impl PyThreadPool {
    #[new]
    fn new() -> Self {
        PyThreadPool
    }

    /// How many threads work runs on: one per core.
    fn get_max_concurrency(&self) -> usize {
        std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
    }

    /// The pool's address, as upstream prints its native pointer.
    fn _mlir_thread_pool_ptr(slf: &Bound<'_, Self>) -> String {
        format!("{:#x}", slf.as_ptr() as usize)
    }
}

/// Registers `Context` and `ThreadPool`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyThreadPool>()?;
    m.add_class::<PyContext>()?;
    m.add_class::<PyDialects>()?;
    m.add_class::<PyDialectDescriptor>()?;
    m.add_class::<PyDialectRegistry>()?;
    m.add_function(wrap_pyfunction!(_register_linked_dialects, m)?)?;
    let cls = m.py().get_type::<PyContext>();
    super::add_static_property(&cls, "current", |_args, _kw| {
        Python::attach(|py| Ok(stack::current_context(py).map(|c| c.into_any()).unwrap_or_else(|| py.None())))
    })?;
    Ok(())
}

/// The IR of a Python context as a pass manager's or pattern driver's
/// [`mlir_passes::IrHost`]: write-locked one step at a time, so that
/// Python code the run calls back into can read the IR between steps.
pub(crate) struct ContextHost<'a>(&'a CtxRef);

impl<'a> ContextHost<'a> {
    /// The host of `ctx`; refused inside a Python hook the core called,
    /// where the IR is lent and cannot be written.
    pub(crate) fn new(ctx: &'a CtxRef) -> PyResult<ContextHost<'a>> {
        ctx.check_writable()?;
        Ok(ContextHost(ctx))
    }
}

impl mlir_passes::IrHost for ContextHost<'_> {
    fn with_ir(&self, f: &mut dyn FnMut(&mut mlir_ir::Ir)) {
        // Checked writable when made; a run does not lend the IR.
        let mut ir = self.0.owned().write();
        erase_pending(self.0 .0.get(), &mut ir);
        f(&mut ir)
    }
}
