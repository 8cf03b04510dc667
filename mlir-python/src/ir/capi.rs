//! Upstream's capsule convention on every IR class: `obj._CAPIPtr` is a
//! PyCapsule holding the object's C API handle, and
//! `Class._CAPICreate(capsule)` wraps a handle — made by this core's C API
//! (through `mlir_capi`, the same library this aggregate links) or taken
//! from another object — into a Python object.
//!
//! Identity follows upstream where it guarantees it: a context or module
//! wrapped back is the very Python object that exported it, while it
//! lives; operations, blocks, values and the rest compare equal. A handle
//! to something erased raises; a capsule of another package's core (a
//! relocated copy) is a `TypeError`.

use super::affine::{expr_to_py, map_to_py, set_to_py, PyAffineExpr, PyAffineMap, PyIntegerSet};
use super::attributes::{attr_base, attr_to_py, PyMlirAttribute};
use super::block::PyBlock;
use super::capsule;
use super::context::{CtxRef, PyContext, PyDialectRegistry};
use super::location::PyLocation;
use super::module::PyModule;
use super::operation::{handle_of, operation_obj, OpHandle, PyOperationBase};
use super::region::PyRegion;
use super::types::{type_base, type_to_py, PyMlirType};
use super::value::PyValue;
use mlir_c::bridge;
use mlir_c::ffi::*;
use mlir_ir::owned::OwnedContext;
use mlir_ir::{BlockId, OpId, RegionId, Value};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyType, PyWeakrefReference};
use std::ffi::c_void;
use std::sync::Arc;

/// Python objects that exported a capsule, by what it points at, so that
/// `_CAPICreate` hands the same object back (weak references: the map
/// keeps nothing alive).
#[derive(Default)]
struct Exported {
    contexts: hashbrown::HashMap<usize, Py<PyWeakrefReference>>,
    modules: hashbrown::HashMap<(usize, OpId), Py<PyWeakrefReference>>,
}

static EXPORTED: parking_lot::Mutex<Option<Exported>> = parking_lot::Mutex::new(None);

fn with_exported<R>(f: impl FnOnce(&mut Exported) -> R) -> R {
    let mut g = EXPORTED.lock();
    f(g.get_or_insert_with(Exported::default))
}

fn key(oc: &Arc<OwnedContext>) -> usize {
    Arc::as_ptr(oc) as usize
}

/// Remembers `obj` as the Python object of its context.
fn remember_context(obj: &Bound<'_, PyContext>) -> PyResult<()> {
    let k = key(&obj.get().owned);
    let live = with_exported(|e| e.contexts.get(&k).map(|w| w.clone_ref(obj.py())));
    if live.is_some_and(|w| w.bind(obj.py()).upgrade().is_some()) {
        return Ok(());
    }
    let weak = PyWeakrefReference::new(obj)?.unbind();
    with_exported(|e| e.contexts.insert(k, weak));
    Ok(())
}

/// The Python context of `oc`: the object that exported it if alive,
/// else a new `Context` object sharing it (a context made on the C side).
pub fn context_for(py: Python<'_>, oc: Arc<OwnedContext>) -> PyResult<CtxRef> {
    let k = key(&oc);
    let weak = with_exported(|e| e.contexts.get(&k).map(|w| w.clone_ref(py)));
    if let Some(obj) = weak.and_then(|w| w.bind(py).upgrade()) {
        if let Ok(c) = obj.cast_into::<PyContext>() {
            return Ok(CtxRef(c.unbind()));
        }
    }
    let obj = Bound::new(py, PyContext::wrapping(oc))?;
    remember_context(&obj)?;
    Ok(CtxRef(obj.unbind()))
}

fn stale(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!("the C API {what} handle is null or names an erased {what}"))
}

/// The op handle keeping `op`'s tree reachable (non-owning: Python did not
/// make it).
fn op_handle(py: Python<'_>, ctx: &CtxRef, op: OpId) -> Arc<OpHandle> {
    OpHandle::new(py, ctx, op, None, false)
}

/// The op that holds `block` (Python blocks always belong to one).
fn block_owner(ctx: &CtxRef, block: BlockId) -> PyResult<OpId> {
    let ir = ctx.read();
    if !ir.block_is_live(block) {
        return Err(stale("block"));
    }
    ir.block_parent_op(block).ok().flatten().ok_or_else(|| {
        PyTypeError::new_err("the block is not attached to an operation; only attached blocks can be wrapped")
    })
}

fn region_owner(ctx: &CtxRef, region: RegionId) -> PyResult<OpId> {
    let ir = ctx.read();
    ir.region_parent_op(region).ok().flatten().ok_or_else(|| {
        PyTypeError::new_err("the region is not attached to an operation; only attached regions can be wrapped")
    })
}

/// The capsule of this core's C API table (`_mlir._capi_table`).
pub fn table_capsule(py: Python<'_>) -> PyResult<Py<PyAny>> {
    capsule::table(py)
}

#[pymethods]
impl PyContext {
    /// The context's `MlirContext` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        remember_context(slf)?;
        capsule::make(slf.py(), "Context", bridge::context(&slf.get().owned).ptr)
    }

    /// The `Context` of an `MlirContext` capsule: the same object that
    /// exported it, if alive.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyContext>> {
        let ptr = capsule::read(capsule, "Context")?;
        let oc = bridge::context_of(MlirContext { ptr: ptr as *mut c_void }).ok_or_else(|| stale("context"))?;
        Ok(context_for(capsule.py(), oc)?.0)
    }
}

#[pymethods]
impl PyModule {
    /// The module's `MlirModule` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let h = slf.get().handle();
        let op = h.check()?;
        remember_context(h.ctx.0.bind(slf.py()))?;
        let weak = PyWeakrefReference::new(slf)?.unbind();
        with_exported(|e| e.modules.insert((key(h.ctx.owned()), op), weak));
        capsule::make(slf.py(), "Module", bridge::module(h.ctx.owned(), op).ptr)
    }

    /// The `Module` of an `MlirModule` capsule: the object that exported
    /// it if alive, else a new module object owning the op.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Module")?;
        let (oc, op) = bridge::module_of(MlirModule { ptr }).ok_or_else(|| stale("module"))?;
        let weak = with_exported(|e| e.modules.get(&(key(&oc), op)).map(|w| w.clone_ref(py)));
        if let Some(obj) = weak.and_then(|w| w.bind(py).upgrade()) {
            return Ok(obj.unbind());
        }
        let ctx = context_for(py, oc)?;
        if !ctx.read().op_is_live(op) {
            return Err(stale("module"));
        }
        Ok(Py::new(py, PyModule::adopt(py, &ctx, op))?.into_any())
    }
}

#[pymethods]
impl PyOperationBase {
    /// The operation's `MlirOperation` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let h = handle_of(slf.as_any())?;
        let op = h.check()?;
        remember_context(h.ctx.0.bind(slf.py()))?;
        capsule::make(slf.py(), "Operation", bridge::operation(h.ctx.owned(), op).ptr)
    }

    /// The `Operation` of an `MlirOperation` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Operation")?;
        let (oc, op) =
            bridge::operation_of(MlirOperation { ptr: ptr as *mut c_void }).ok_or_else(|| stale("operation"))?;
        let ctx = context_for(py, oc)?;
        if !ctx.read().op_is_live(op) {
            return Err(stale("operation"));
        }
        Ok(operation_obj(py, op_handle(py, &ctx, op))?.into_any())
    }
}

#[pymethods]
impl PyBlock {
    /// The block's `MlirBlock` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.check()?;
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "Block", bridge::block(self.ctx.owned(), self.id).ptr)
    }

    /// The `Block` of an `MlirBlock` capsule (an attached block).
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyBlock>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Block")?;
        let (oc, block) = bridge::block_of(MlirBlock { ptr: ptr as *mut c_void }).ok_or_else(|| stale("block"))?;
        let ctx = context_for(py, oc)?;
        let owner = block_owner(&ctx, block)?;
        PyBlock::wrap(py, &ctx, block, op_handle(py, &ctx, owner))
    }
}

#[pymethods]
impl PyRegion {
    /// The region's `MlirRegion` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "Region", bridge::region(self.ctx.owned(), self.id).ptr)
    }

    /// The `Region` of an `MlirRegion` capsule (an attached region).
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyRegion>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Region")?;
        let (oc, region) = bridge::region_of(MlirRegion { ptr: ptr as *mut c_void }).ok_or_else(|| stale("region"))?;
        let ctx = context_for(py, oc)?;
        let owner = region_owner(&ctx, region)?;
        PyRegion::wrap(py, &ctx, region, op_handle(py, &ctx, owner))
    }
}

#[pymethods]
impl PyValue {
    /// The value's `MlirValue` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ctx = self.ctx();
        remember_context(ctx.0.bind(py))?;
        capsule::make(py, "Value", bridge::value(ctx.owned(), self.value()?).ptr)
    }

    /// The `Value` (`OpResult` or `BlockArgument`) of an `MlirValue`
    /// capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Value")?;
        let (oc, v) = bridge::value_of(MlirValue { ptr }).ok_or_else(|| stale("value"))?;
        let ctx = context_for(py, oc)?;
        let owner = match v {
            Value::OpResult { op, .. } => {
                if !ctx.read().op_is_live(op) {
                    return Err(stale("value"));
                }
                op
            }
            Value::BlockArg { block, .. } => block_owner(&ctx, block)?,
        };
        PyValue::wrap(py, &ctx, v, op_handle(py, &ctx, owner))
    }
}

#[pymethods]
impl PyMlirType {
    /// The type's `MlirType` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let t = type_base(slf.as_any())?;
        remember_context(t.ctx.0.bind(slf.py()))?;
        capsule::make(slf.py(), "Type", bridge::ty(t.ctx.owned(), t.ty).ptr)
    }

    /// The `Type` of an `MlirType` capsule, as its concrete class.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Type")?;
        let (oc, t) = bridge::ty_of(MlirType { ptr }).ok_or_else(|| stale("type"))?;
        type_to_py(py, &context_for(py, oc)?, t)
    }
}

#[pymethods]
impl PyMlirAttribute {
    /// The attribute's `MlirAttribute` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let a = attr_base(slf.as_any())?;
        remember_context(a.ctx.0.bind(slf.py()))?;
        capsule::make(slf.py(), "Attribute", bridge::attribute(a.ctx.owned(), a.attr).ptr)
    }

    /// The `Attribute` of an `MlirAttribute` capsule, as its concrete class.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Attribute")?;
        let (oc, a) = bridge::attribute_of(MlirAttribute { ptr }).ok_or_else(|| stale("attribute"))?;
        attr_to_py(py, &context_for(py, oc)?, a)
    }
}

#[pymethods]
impl PyLocation {
    /// The location's `MlirLocation` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "Location", bridge::location(self.ctx.owned(), self.loc).ptr)
    }

    /// The `Location` of an `MlirLocation` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyLocation>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "Location")?;
        let (oc, l) = bridge::location_of(MlirLocation { ptr }).ok_or_else(|| stale("location"))?;
        PyLocation::wrap(py, &context_for(py, oc)?, l)
    }
}

#[pymethods]
impl PyAffineExpr {
    /// The expression's `MlirAffineExpr` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "AffineExpr", bridge::affine_expr(self.ctx.owned(), self.expr.clone()).ptr)
    }

    /// The `AffineExpr` of an `MlirAffineExpr` capsule, as its most derived
    /// class.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "AffineExpr")?;
        let (oc, e) = bridge::affine_expr_of(MlirAffineExpr { ptr }).ok_or_else(|| stale("affine expression"))?;
        expr_to_py(py, &context_for(py, oc)?, e)
    }
}

#[pymethods]
impl PyAffineMap {
    /// The map's `MlirAffineMap` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "AffineMap", bridge::affine_map(self.ctx.owned(), self.map.clone()).ptr)
    }

    /// The `AffineMap` of an `MlirAffineMap` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "AffineMap")?;
        let (oc, m) = bridge::affine_map_of(MlirAffineMap { ptr }).ok_or_else(|| stale("affine map"))?;
        map_to_py(py, &context_for(py, oc)?, m)
    }
}

#[pymethods]
impl PyIntegerSet {
    /// The set's `MlirIntegerSet` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        remember_context(self.ctx.0.bind(py))?;
        capsule::make(py, "IntegerSet", bridge::integer_set(self.ctx.owned(), self.set.clone()).ptr)
    }

    /// The `IntegerSet` of an `MlirIntegerSet` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = capsule.py();
        let ptr = capsule::read(capsule, "IntegerSet")?;
        let (oc, s) = bridge::integer_set_of(MlirIntegerSet { ptr }).ok_or_else(|| stale("integer set"))?;
        set_to_py(py, &context_for(py, oc)?, s)
    }
}

#[pymethods]
impl PyDialectRegistry {
    /// The registry's `MlirDialectRegistry` handle, in a capsule.
    #[getter]
    #[allow(non_snake_case)]
    fn _CAPIPtr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        capsule::make(py, "DialectRegistry", bridge::registry(&self.inner).ptr)
    }

    /// A `DialectRegistry` sharing the registry of an
    /// `MlirDialectRegistry` capsule.
    #[classmethod]
    #[allow(non_snake_case)]
    fn _CAPICreate(_cls: &Bound<'_, PyType>, capsule: &Bound<'_, PyAny>) -> PyResult<PyDialectRegistry> {
        let ptr = capsule::read(capsule, "DialectRegistry")?;
        let inner =
            bridge::registry_of(MlirDialectRegistry { ptr: ptr as *mut c_void }).ok_or_else(|| stale("registry"))?;
        Ok(PyDialectRegistry { inner })
    }
}
