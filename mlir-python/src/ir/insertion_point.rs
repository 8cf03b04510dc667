//! `InsertionPoint`: where new operations go; a context manager.

use super::block::PyBlock;
use super::context::CtxRef;
use super::operation::{generic_op_to_py, handle_of, OpHandle};
use super::stack::{self, FrameKind};
use super::IrResultExt;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{BlockId, Ir, OpId};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyTuple};
use std::sync::Arc;

/// `mlir.ir.InsertionPoint`: the end of a block, or right before an op.
#[pyclass(name = "InsertionPoint", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyInsertionPoint {
    ctx: CtxRef,
    block: BlockId,
    keep: Arc<OpHandle>,
    before: Option<Arc<OpHandle>>,
}

/// A resolved insertion point.
pub struct InsertAt {
    /// The context.
    pub ctx: CtxRef,
    /// The block.
    pub block: BlockId,
    /// Keeps the block's tree alive; new ops keep it too.
    pub keep: Arc<OpHandle>,
    before: Option<OpId>,
}

impl InsertAt {
    /// Inserts the detached `op` here.
    pub fn insert(&self, ir: &mut Ir, op: OpId) -> PyResult<()> {
        let at = match self.before {
            Some(b) => {
                if ir.op_parent_block(b).py()? != Some(self.block) {
                    return Err(PyValueError::new_err("the insertion point's operation is no longer in its block"));
                }
                InsertPoint::Before(b)
            }
            None => {
                // A block's terminator stays last: appending after a
                // registered terminator is refused, as upstream does.
                if let Some(last) = ir.block_last_op(self.block).py()? {
                    let name = ir.op_name(last).py()?;
                    let is_terminator = ir
                        .ctx()
                        .op_def(name)
                        .is_some_and(|d| d.traits().contains(mlir_ir::dialect::OpTraits::TERMINATOR));
                    if is_terminator {
                        return Err(pyo3::exceptions::PyIndexError::new_err(
                            "Cannot insert operation at the end of a block that already has a terminator. Did you \
                             mean to use 'InsertionPoint.at_block_terminator(block)' versus 'InsertionPoint(block)'?",
                        ));
                    }
                }
                InsertPoint::BlockEnd(self.block)
            }
        };
        ir.insert_op(op, at).py()
    }
}

impl PyInsertionPoint {
    fn resolved(&self, py: Python<'_>) -> PyResult<InsertAt> {
        Ok(InsertAt {
            ctx: self.ctx.clone_ref(py),
            block: self.block,
            keep: self.keep.clone(),
            before: match &self.before {
                Some(h) => Some(h.check()?),
                None => None,
            },
        })
    }

    /// The insertion point right before `h`'s op.
    pub(crate) fn before_op(py: Python<'_>, h: Arc<OpHandle>) -> PyResult<PyInsertionPoint> {
        let op = h.check()?;
        let block = h.ctx.read().op_parent_block(op).py()?;
        let Some(block) = block else {
            return Err(PyValueError::new_err("Operation is not attached to a block"));
        };
        Ok(PyInsertionPoint { ctx: h.ctx.clone_ref(py), block, keep: h.clone(), before: Some(h) })
    }

    fn at(py: Python<'_>, b: &PyBlock, op: Option<OpId>) -> PyInsertionPoint {
        PyInsertionPoint {
            ctx: b.ctx.clone_ref(py),
            block: b.id,
            keep: b.keep.clone(),
            before: op.map(|o| OpHandle::new(py, &b.ctx, o, Some(b.keep.clone()), false)),
        }
    }
}

/// Resolves `ip=`: `None` means the innermost `with InsertionPoint`, `False`
/// means no insertion.
pub fn resolve_ip(py: Python<'_>, ip: Option<&Bound<'_, PyAny>>) -> PyResult<Option<InsertAt>> {
    match ip {
        None => match stack::current_ip(py) {
            Some(ip) => Ok(Some(ip.get().resolved(py)?)),
            None => Ok(None),
        },
        Some(o) if o.is_none() => resolve_ip(py, None),
        Some(o) if o.is_instance_of::<PyBool>() => {
            if o.is_truthy()? {
                Err(PyTypeError::new_err("ip=True is not an insertion point"))
            } else {
                Ok(None)
            }
        }
        Some(o) => match o.cast::<PyInsertionPoint>() {
            Ok(ip) => Ok(Some(ip.get().resolved(py)?)),
            Err(_) => Err(PyTypeError::new_err("ip must be an InsertionPoint, None or False")),
        },
    }
}

#[pymethods]
impl PyInsertionPoint {
    /// `InsertionPoint(block)` (end of block) or `InsertionPoint(op)` (before op).
    #[new]
    fn new(py: Python<'_>, block: &Bound<'_, PyAny>) -> PyResult<PyInsertionPoint> {
        if let Ok(b) = block.cast::<PyBlock>() {
            let b = b.get();
            b.check()?;
            return Ok(PyInsertionPoint::at(py, b, None));
        }
        PyInsertionPoint::before_op(py, handle_of(block)?)
    }

    /// Before the first operation of `block`.
    #[staticmethod]
    fn at_block_begin(py: Python<'_>, block: &Bound<'_, PyBlock>) -> PyResult<PyInsertionPoint> {
        let b = block.get();
        let first = b.ctx.read().block_first_op(b.id).py()?;
        Ok(PyInsertionPoint::at(py, b, first))
    }

    /// Before the terminator (last operation) of `block`.
    #[staticmethod]
    fn at_block_terminator(py: Python<'_>, block: &Bound<'_, PyBlock>) -> PyResult<PyInsertionPoint> {
        let b = block.get();
        // As upstream's `mlirBlockGetTerminator`: the last op counts only
        // when its definition says it is a terminator (an unregistered op
        // does not).
        let terminator = {
            let ir = b.ctx.read();
            let last = ir.block_last_op(b.id).py()?;
            last.filter(|l| {
                let def = ir.op_name(*l).ok().and_then(|n| ir.ctx().op_def(n));
                def.is_some_and(|d| d.traits().contains(mlir_ir::dialect::OpTraits::TERMINATOR))
            })
        };
        match terminator {
            Some(l) => Ok(PyInsertionPoint::at(py, b, Some(l))),
            None => Err(PyValueError::new_err("Block has no terminator")),
        }
    }

    /// Right after `operation`.
    #[staticmethod]
    fn after(py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<PyInsertionPoint> {
        let h = handle_of(operation)?;
        let op = h.check()?;
        let (block, next) = {
            let ir = h.ctx.read();
            (ir.op_parent_block(op).py()?, ir.op_next(op).py()?)
        };
        let Some(block) = block else {
            return Err(PyValueError::new_err("Operation is not attached to a block"));
        };
        Ok(PyInsertionPoint {
            ctx: h.ctx.clone_ref(py),
            block,
            keep: h.clone(),
            before: next.map(|n| OpHandle::new(py, &h.ctx, n, Some(h.clone()), false)),
        })
    }

    /// Inserts the detached `operation` here.
    fn insert(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(operation)?;
        self.ctx.check_same(&h.ctx, "Operation")?;
        let op = h.check()?;
        let at = self.resolved(py)?;
        at.insert(&mut *self.ctx.write()?, op)?;
        h.set_keep(Some(self.keep.clone()));
        Ok(())
    }

    /// The block.
    #[getter]
    fn block(&self, py: Python<'_>) -> PyResult<Py<PyBlock>> {
        PyBlock::wrap(py, &self.ctx, self.block, self.keep.clone())
    }

    /// The operation new ops go before, or `None` for the block's end.
    #[getter]
    fn ref_operation(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        match &self.before {
            Some(h) => Ok(Some(generic_op_to_py(py, &self.ctx, h.check()?, Some(h.clone()))?)),
            None => Ok(None),
        }
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        let me = slf.get();
        let loc = stack::current_location(py).filter(|l| l.get().ctx.same(&me.ctx));
        stack::push(
            py,
            FrameKind::InsertionPoint,
            slf.clone().into_any().unbind(),
            me.ctx.obj(py),
            loc,
            Some(slf.clone().unbind()),
        );
        slf.clone().unbind()
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(slf: &Bound<'_, Self>, _args: &Bound<'_, PyTuple>) -> PyResult<()> {
        stack::pop(FrameKind::InsertionPoint, slf.as_any())
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyInsertionPoint>()?;
    let cls = m.py().get_type::<PyInsertionPoint>();
    super::add_static_property(&cls, "current", |_a, _k| {
        Python::attach(|py| match stack::current_ip(py) {
            Some(ip) => Ok(ip.into_any()),
            None => Err(PyValueError::new_err("No current InsertionPoint")),
        })
    })
}
