//! The lazy iterators upstream's containers return: `BlockIterator`,
//! `OperationIterator`, `RegionIterator`, `OpOperandIterator` and
//! `ArrayAttributeIterator`.
//!
//! Each holds the *next* item and advances past it when handing it out, as
//! upstream's do, so erasing the op (or block) just returned is fine while
//! iterating. As upstream's, `iter()` of an iterator is a copy at the same
//! position, not the iterator itself. Where upstream would follow a dangling pointer (the next item
//! was erased meanwhile), the generational handle is detected as stale and
//! `__next__` raises instead.

use super::attributes::attr_to_py;
use super::block::PyBlock;
use super::context::CtxRef;
use super::operation::{op_to_py, OpHandle};
use super::region::PyRegion;
use super::value::PyOpOperand;
use super::IrResultExt;
use mlir_ir::ir::OpOperand;
use mlir_ir::{AttrKind, Attribute, BlockId, OpId};
use parking_lot::Mutex;
use pyo3::prelude::*;
use std::sync::Arc;

/// Iterator over the blocks of a region.
#[pyclass(name = "BlockIterator", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyBlockIterator {
    ctx: CtxRef,
    keep: Arc<OpHandle>,
    next: Mutex<Option<BlockId>>,
}

impl PyBlockIterator {
    /// An iterator starting at `first`.
    pub fn new(py: Python<'_>, ctx: &CtxRef, keep: Arc<OpHandle>, first: Option<BlockId>) -> PyBlockIterator {
        PyBlockIterator { ctx: ctx.clone_ref(py), keep, next: Mutex::new(first) }
    }
}

#[pymethods]
impl PyBlockIterator {
    /// A copy at the same position.
    fn __iter__(&self, py: Python<'_>) -> Self {
        Self { ctx: self.ctx.clone_ref(py), keep: self.keep.clone(), next: Mutex::new(*self.next.lock()) }
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyBlock>>> {
        let mut next = self.next.lock();
        let Some(cur) = *next else { return Ok(None) };
        *next = self.ctx.read().block_next(cur).py()?;
        Ok(Some(PyBlock::wrap(py, &self.ctx, cur, self.keep.clone())?))
    }
}

/// Iterator over the operations of a block.
#[pyclass(name = "OperationIterator", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOperationIterator {
    ctx: CtxRef,
    keep: Arc<OpHandle>,
    next: Mutex<Option<OpId>>,
}

impl PyOperationIterator {
    /// An iterator starting at `first`.
    pub fn new(py: Python<'_>, ctx: &CtxRef, keep: Arc<OpHandle>, first: Option<OpId>) -> PyOperationIterator {
        PyOperationIterator { ctx: ctx.clone_ref(py), keep, next: Mutex::new(first) }
    }
}

#[pymethods]
impl PyOperationIterator {
    /// A copy at the same position.
    fn __iter__(&self, py: Python<'_>) -> Self {
        Self { ctx: self.ctx.clone_ref(py), keep: self.keep.clone(), next: Mutex::new(*self.next.lock()) }
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let mut next = self.next.lock();
        let Some(cur) = *next else { return Ok(None) };
        *next = self.ctx.read().op_next(cur).py()?;
        Ok(Some(op_to_py(py, &self.ctx, cur, Some(self.keep.clone()))?))
    }
}

/// Iterator over the regions of an operation, by index.
#[pyclass(name = "RegionIterator", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyRegionIterator {
    op: Arc<OpHandle>,
    next: Mutex<usize>,
}

impl PyRegionIterator {
    /// An iterator over `op`'s regions.
    pub fn new(op: Arc<OpHandle>) -> PyRegionIterator {
        PyRegionIterator { op, next: Mutex::new(0) }
    }
}

#[pymethods]
impl PyRegionIterator {
    /// A copy at the same position.
    fn __iter__(&self) -> Self {
        Self { op: self.op.clone(), next: Mutex::new(*self.next.lock()) }
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyRegion>>> {
        let mut next = self.next.lock();
        let op = self.op.check()?;
        let Some(region) = self.op.ctx.read().regions(op).py()?.get(*next).copied() else { return Ok(None) };
        *next += 1;
        Ok(Some(PyRegion::wrap(py, &self.op.ctx, region, self.op.clone())?))
    }
}

/// Iterator over the uses of a value, most recent first.
#[pyclass(name = "OpOperandIterator", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpOperandIterator {
    ctx: CtxRef,
    keep: Arc<OpHandle>,
    next: Mutex<Option<OpOperand>>,
}

impl PyOpOperandIterator {
    /// An iterator starting at `first`.
    pub fn new(py: Python<'_>, ctx: &CtxRef, keep: Arc<OpHandle>, first: Option<OpOperand>) -> PyOpOperandIterator {
        PyOpOperandIterator { ctx: ctx.clone_ref(py), keep, next: Mutex::new(first) }
    }
}

#[pymethods]
impl PyOpOperandIterator {
    /// A copy at the same position.
    fn __iter__(&self, py: Python<'_>) -> Self {
        Self { ctx: self.ctx.clone_ref(py), keep: self.keep.clone(), next: Mutex::new(*self.next.lock()) }
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyOpOperand>>> {
        let mut next = self.next.lock();
        let Some(cur) = *next else { return Ok(None) };
        *next = self.ctx.read().next_use(cur).py()?;
        Ok(Some(Py::new(py, PyOpOperand::new(py, &self.ctx, cur, self.keep.clone()))?))
    }
}

/// Iterator over the elements of an `ArrayAttr`.
#[pyclass(name = "ArrayAttributeIterator", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyArrayAttributeIterator {
    ctx: CtxRef,
    attr: Attribute,
    next: Mutex<usize>,
}

impl PyArrayAttributeIterator {
    /// An iterator over the elements of array attribute `attr`.
    pub fn new(py: Python<'_>, ctx: &CtxRef, attr: Attribute) -> PyArrayAttributeIterator {
        PyArrayAttributeIterator { ctx: ctx.clone_ref(py), attr, next: Mutex::new(0) }
    }
}

#[pymethods]
impl PyArrayAttributeIterator {
    /// A copy at the same position.
    fn __iter__(&self, py: Python<'_>) -> Self {
        Self { ctx: self.ctx.clone_ref(py), attr: self.attr, next: Mutex::new(*self.next.lock()) }
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let mut next = self.next.lock();
        let elem = match self.ctx.ctx().attr_kind(self.attr) {
            AttrKind::Array(v) => v.get(*next).copied(),
            _ => None,
        };
        let Some(elem) = elem else { return Ok(None) };
        *next += 1;
        Ok(Some(attr_to_py(py, &self.ctx, elem)?))
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyBlockIterator>()?;
    m.add_class::<PyOperationIterator>()?;
    m.add_class::<PyRegionIterator>()?;
    m.add_class::<PyOpOperandIterator>()?;
    m.add_class::<PyArrayAttributeIterator>()
}
