//! `Block`, `BlockArgumentList`, `OperationList`, `BlockPredecessors`,
//! `BlockSuccessors`.

use super::context::CtxRef;
use super::location::PyLocation;
use super::op_containers::{view_getitem, view_positions};
use super::operation::{handle_of, op_to_py, OpHandle};
use super::region::PyRegion;
use super::types::{type_to_py, PyMlirType};
use super::value::PyValue;
use super::{index_or, slice_indices, IrResultExt};
use mlir_ir::ir::InsertPoint;
use mlir_ir::{BlockId, Location, Type};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// `mlir.ir.Block`; keeps the tree it lives in alive.
#[pyclass(name = "Block", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyBlock {
    /// The context.
    pub ctx: CtxRef,
    /// The block.
    pub id: BlockId,
    /// The op handle it was reached from.
    pub keep: Arc<OpHandle>,
}

impl PyBlock {
    /// A new Python block object.
    pub fn wrap(py: Python<'_>, ctx: &CtxRef, id: BlockId, keep: Arc<OpHandle>) -> PyResult<Py<PyBlock>> {
        Py::new(py, PyBlock { ctx: ctx.clone_ref(py), id, keep })
    }

    /// Fails if the block was erased.
    pub fn check(&self) -> PyResult<()> {
        if self.ctx.read().block_is_live(self.id) {
            Ok(())
        } else {
            Err(super::ir_err(mlir_ir::IrError::StaleBlock))
        }
    }

    fn ops(&self) -> PyResult<Vec<mlir_ir::OpId>> {
        Ok(self.ctx.read().block_ops(self.id).py()?.collect())
    }
}

/// Argument types and locations for a new block: `arg_locs` or the current
/// location for each (as upstream, arguments without either are an error).
pub fn block_args(
    py: Python<'_>,
    ctx: &CtxRef,
    arg_types: &[Bound<'_, PyMlirType>],
    arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
) -> PyResult<Vec<(Type, Location)>> {
    let default = match (&arg_locs, arg_types.is_empty()) {
        (None, false) => super::location::resolve_location(py, None)?.get().loc,
        _ => ctx.ctx().unknown_loc(),
    };
    if let Some(locs) = &arg_locs {
        if locs.len() != arg_types.len() {
            return Err(PyValueError::new_err(format!("Expected {} locations, got: {}", arg_types.len(), locs.len())));
        }
    }
    arg_types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            ctx.check_same(&t.get().ctx, "Type")?;
            let loc = match &arg_locs {
                Some(l) => l[i].get().loc,
                None => default,
            };
            Ok((t.get().ty, loc))
        })
        .collect()
}

#[pymethods]
impl PyBlock {
    /// Creates a block at the start of `parent`.
    #[staticmethod]
    #[pyo3(signature = (parent, arg_types=Vec::new(), arg_locs=None))]
    fn create_at_start(
        py: Python<'_>,
        parent: &Bound<'_, PyRegion>,
        arg_types: Vec<Bound<'_, PyMlirType>>,
        arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
    ) -> PyResult<Py<PyBlock>> {
        let r = parent.get();
        let args = block_args(py, &r.ctx, &arg_types, arg_locs)?;
        let b = {
            let mut ir = r.ctx.write()?;
            let first = ir.region_first_block(r.id).py()?;
            let b = ir.create_block(&args);
            ir.insert_block(r.id, b, first).py()?;
            b
        };
        PyBlock::wrap(py, &r.ctx, b, r.keep.clone())
    }

    /// Creates a block right before this one.
    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_before(
        &self,
        py: Python<'_>,
        arg_types: Vec<Bound<'_, PyMlirType>>,
        arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
    ) -> PyResult<Py<PyBlock>> {
        self.create_near(py, arg_types, arg_locs, true)
    }

    /// Creates a block right after this one.
    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_after(
        &self,
        py: Python<'_>,
        arg_types: Vec<Bound<'_, PyMlirType>>,
        arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
    ) -> PyResult<Py<PyBlock>> {
        self.create_near(py, arg_types, arg_locs, false)
    }

    /// The operation owning the block's region.
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let op = self.ctx.read().block_parent_op(self.id).py()?;
        match op {
            Some(o) => Ok(Some(op_to_py(py, &self.ctx, o, Some(self.keep.clone()))?)),
            None => Ok(None),
        }
    }

    /// The region containing the block.
    #[getter]
    fn region(&self, py: Python<'_>) -> PyResult<Py<PyRegion>> {
        let r = self.ctx.read().block_parent_region(self.id).py()?;
        match r {
            Some(r) => PyRegion::wrap(py, &self.ctx, r, self.keep.clone()),
            None => Err(PyValueError::new_err("Block is not in a region")),
        }
    }

    /// The arguments.
    #[getter]
    fn arguments(slf: Py<Self>) -> PyBlockArgumentList {
        PyBlockArgumentList { block: slf, sel: None }
    }

    /// The operations.
    #[getter]
    fn operations(slf: Py<Self>) -> PyOperationList {
        PyOperationList { block: slf }
    }

    /// Appends an argument of `type` at `loc`.
    fn add_argument(
        &self,
        py: Python<'_>,
        r#type: &Bound<'_, PyMlirType>,
        loc: &Bound<'_, PyLocation>,
    ) -> PyResult<Py<PyAny>> {
        self.ctx.check_same(&r#type.get().ctx, "Type")?;
        let v = self.ctx.write()?.add_block_arg(self.id, r#type.get().ty, loc.get().loc).py()?;
        PyValue::wrap(py, &self.ctx, v, self.keep.clone())
    }

    /// Erases argument `index` (which must have no uses).
    fn erase_argument(&self, index: usize) -> PyResult<()> {
        self.ctx.write()?.erase_block_arg(self.id, index).py()
    }

    /// Moves `operation` to the end of this block.
    fn append(&self, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let h = handle_of(operation)?;
        self.ctx.check_same(&h.ctx, "Operation")?;
        let op = h.check()?;
        self.ctx.write()?.move_op(op, InsertPoint::BlockEnd(self.id)).py()?;
        h.set_keep(Some(self.keep.clone()));
        Ok(())
    }

    /// Moves this block to the end of `region`.
    fn append_to(&self, region: &Bound<'_, PyRegion>) -> PyResult<()> {
        let r = region.get();
        self.ctx.check_same(&r.ctx, "Region")?;
        let mut ir = self.ctx.write()?;
        ir.detach_block(self.id).py()?;
        ir.append_block(r.id, self.id).py()
    }

    /// The blocks branching here (`BlockPredecessors`).
    #[getter]
    fn predecessors(&self, py: Python<'_>) -> PyResult<super::block_lists::PyBlockPredecessors> {
        let preds = self.ctx.read().block_predecessors(self.id).py()?;
        let blocks: Vec<BlockId> = {
            let ir = self.ctx.read();
            preds.iter().filter_map(|p| ir.op_parent_block(p.op).ok().flatten()).collect()
        };
        Ok(super::block_lists::PyBlockPredecessors::new(&self.ctx, self.keep.clone(), blocks, py))
    }

    /// The successors of the block's terminator (`BlockSuccessors`).
    #[getter]
    fn successors(&self, py: Python<'_>) -> PyResult<super::block_lists::PyBlockSuccessors> {
        let succ: Vec<BlockId> = {
            let ir = self.ctx.read();
            match ir.block_last_op(self.id).py()? {
                Some(t) => ir.successors(t).py()?.collect(),
                None => Vec::new(),
            }
        };
        Ok(super::block_lists::PyBlockSuccessors::new(&self.ctx, self.keep.clone(), succ, py))
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<super::iterators::PyOperationIterator> {
        let first = self.ctx.read().block_first_op(self.id).py()?;
        Ok(super::iterators::PyOperationIterator::new(py, &self.ctx, self.keep.clone(), first))
    }

    /// The block's text, numbered as when printing its top-level op
    /// (upstream's `Block::print`).
    fn __str__(&self) -> PyResult<String> {
        let ir = self.ctx.read();
        if !ir.block_is_live(self.id) {
            return Err(mlir_ir::IrError::StaleBlock).py();
        }
        let flags = mlir_ir::printer::PrintFlags::default();
        Ok(mlir_ir::printer::print_block_in_scope(&ir, self.id, &flags).unwrap_or_default())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyBlock>().is_ok_and(|o| o.get().id == self.id && o.get().ctx.same(&self.ctx))
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.id.hash(&mut h);
        h.finish()
    }
}

impl PyBlock {
    fn create_near(
        &self,
        py: Python<'_>,
        arg_types: Vec<Bound<'_, PyMlirType>>,
        arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
        before: bool,
    ) -> PyResult<Py<PyBlock>> {
        let args = block_args(py, &self.ctx, &arg_types, arg_locs)?;
        let b = {
            let mut ir = self.ctx.write()?;
            let region = ir
                .block_parent_region(self.id)
                .py()?
                .ok_or_else(|| PyValueError::new_err("Block is not in a region"))?;
            let at = if before { Some(self.id) } else { ir.block_next(self.id).py()? };
            let b = ir.create_block(&args);
            ir.insert_block(region, b, at).py()?;
            b
        };
        PyBlock::wrap(py, &self.ctx, b, self.keep.clone())
    }
}

/// `block.arguments`.
#[pyclass(name = "BlockArgumentList", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyBlockArgumentList {
    block: Py<PyBlock>,
    /// The argument positions a slice picked (`None`: all of them).
    sel: Option<Vec<usize>>,
}

impl PyBlockArgumentList {
    fn all(&self) -> PyResult<Vec<mlir_ir::Value>> {
        let b = self.block.get();
        Ok(b.ctx.read().block_args(b.id).py()?.collect())
    }

    fn vals(&self) -> PyResult<Vec<mlir_ir::Value>> {
        let all = self.all()?;
        Ok(view_positions(&self.sel, all.len())?.into_iter().map(|i| all[i]).collect())
    }
}

#[pymethods]
impl PyBlockArgumentList {
    fn __len__(&self) -> PyResult<usize> {
        Ok(self.vals()?.len())
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let b = self.block.get();
        let all = self.all()?;
        view_getitem(
            key,
            &view_positions(&self.sel, all.len())?,
            |i| PyValue::wrap(py, &b.ctx, all[i], b.keep.clone()),
            |sel| Ok(Py::new(py, PyBlockArgumentList { block: self.block.clone_ref(py), sel: Some(sel) })?.into_any()),
        )
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let b = self.block.get();
        let items: PyResult<Vec<_>> =
            self.vals()?.into_iter().map(|v| PyValue::wrap(py, &b.ctx, v, b.keep.clone())).collect();
        Ok(PyList::new(py, items?)?.try_iter()?.into_any().unbind())
    }

    /// The arguments of both lists, as a list (upstream's sliceable
    /// containers concatenate so).
    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Vec<Py<PyAny>>> {
        let mut out: Vec<Py<PyAny>> =
            self.__iter__(py)?.bind(py).try_iter()?.map(|x| x.map(Bound::unbind)).collect::<PyResult<_>>()?;
        for x in other.try_iter()? {
            out.push(x?.unbind());
        }
        Ok(out)
    }

    /// The argument types.
    #[getter]
    fn types(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        let b = self.block.get();
        let vals = self.vals()?;
        let tys: Vec<_> = {
            let ir = b.ctx.read();
            vals.into_iter().map(|v| ir.value_type(v)).collect::<Result<_, _>>().py()?
        };
        tys.into_iter().map(|t| type_to_py(py, &b.ctx, t)).collect()
    }
}

/// `block.operations`.
#[pyclass(name = "OperationList", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOperationList {
    block: Py<PyBlock>,
}

#[pymethods]
impl PyOperationList {
    fn __len__(&self) -> PyResult<usize> {
        Ok(self.block.get().ops()?.len())
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let b = self.block.get();
        let ops = b.ops()?;
        let item = |i: usize| op_to_py(py, &b.ctx, ops[i], Some(b.keep.clone()));
        if let Ok(s) = key.cast::<PySlice>() {
            let items: PyResult<Vec<_>> = slice_indices(s, ops.len())?.into_iter().map(item).collect();
            return Ok(PyList::new(py, items?)?.into_any().unbind());
        }
        let i: isize = key.extract().map_err(|_| PyTypeError::new_err("indices must be integers or slices"))?;
        item(index_or(i, ops.len(), "attempt to access out of bounds operation")?)
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<super::iterators::PyOperationIterator> {
        self.block.get().__iter__(py)
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyBlock>()?;
    m.add_class::<PyBlockArgumentList>()?;
    m.add_class::<PyOperationList>()?;
    Ok(())
}
