//! `Region` and `BlockList`.

use super::block::{block_args, PyBlock};
use super::context::CtxRef;
use super::iterators::PyBlockIterator;
use super::location::PyLocation;
use super::operation::{op_to_py, OpHandle};
use super::types::PyMlirType;
use super::{index_or, slice_indices, IrResultExt};
use mlir_ir::{BlockId, RegionId};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};
use std::sync::Arc;

/// `mlir.ir.Region`; keeps the tree it lives in alive.
#[pyclass(name = "Region", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyRegion {
    /// The context.
    pub ctx: CtxRef,
    /// The region.
    pub id: RegionId,
    /// The op handle it was reached from.
    pub keep: Arc<OpHandle>,
}

impl PyRegion {
    /// A new Python region object.
    pub fn wrap(py: Python<'_>, ctx: &CtxRef, id: RegionId, keep: Arc<OpHandle>) -> PyResult<Py<PyRegion>> {
        Py::new(py, PyRegion { ctx: ctx.clone_ref(py), id, keep })
    }

    fn blocks_vec(&self) -> PyResult<Vec<BlockId>> {
        Ok(self.ctx.read().region_blocks(self.id).py()?.collect())
    }
}

#[pymethods]
impl PyRegion {
    /// The blocks.
    #[getter]
    fn blocks(slf: Py<Self>) -> PyBlockList {
        PyBlockList { region: slf }
    }

    /// The operation owning the region.
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let op = self.ctx.read().region_parent_op(self.id).py()?;
        match op {
            Some(o) => Ok(Some(op_to_py(py, &self.ctx, o, Some(self.keep.clone()))?)),
            None => Ok(None),
        }
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<PyBlockIterator> {
        let first = self.ctx.read().region_first_block(self.id).py()?;
        Ok(PyBlockIterator::new(py, &self.ctx, self.keep.clone(), first))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyRegion>().is_ok_and(|o| o.get().id == self.id && o.get().ctx.same(&self.ctx))
    }
}

/// `region.blocks`.
#[pyclass(name = "BlockList", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyBlockList {
    region: Py<PyRegion>,
}

#[pymethods]
impl PyBlockList {
    fn __len__(&self) -> PyResult<usize> {
        Ok(self.region.get().blocks_vec()?.len())
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let r = self.region.get();
        let blocks = r.blocks_vec()?;
        let item = |i: usize| Ok(PyBlock::wrap(py, &r.ctx, blocks[i], r.keep.clone())?.into_any());
        if let Ok(s) = key.cast::<PySlice>() {
            let items: PyResult<Vec<_>> = slice_indices(s, blocks.len())?.into_iter().map(item).collect();
            return Ok(PyList::new(py, items?)?.into_any().unbind());
        }
        let i: isize = key.extract().map_err(|_| PyTypeError::new_err("indices must be integers or slices"))?;
        item(index_or(i, blocks.len(), "attempt to access out of bounds block")?)
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<PyBlockIterator> {
        self.region.get().__iter__(py)
    }

    /// Appends a new block with arguments of the given types.
    #[pyo3(signature = (*args, arg_locs=None))]
    fn append(
        &self,
        py: Python<'_>,
        args: Vec<Bound<'_, PyMlirType>>,
        arg_locs: Option<Vec<Bound<'_, PyLocation>>>,
    ) -> PyResult<Py<PyBlock>> {
        let r = self.region.get();
        let args = block_args(py, &r.ctx, &args, arg_locs)?;
        let b = {
            let mut ir = r.ctx.write()?;
            ir.region_first_block(r.id).py()?;
            let b = ir.create_block(&args);
            ir.append_block(r.id, b).py()?;
            b
        };
        PyBlock::wrap(py, &r.ctx, b, r.keep.clone())
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRegion>()?;
    m.add_class::<PyBlockList>()
}
