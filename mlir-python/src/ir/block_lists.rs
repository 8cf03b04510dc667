//! `BlockPredecessors` and `BlockSuccessors`: what `Block.predecessors` and
//! `Block.successors` return, snapshots of the blocks at the time of the
//! call (a slice keeps the class; `+` of two of them gives a list).

use super::block::PyBlock;
use super::operation::OpHandle;
use super::{index_or, slice_indices, CtxRef};
use mlir_ir::BlockId;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};
use std::sync::Arc;

macro_rules! block_list {
    ($rust:ident, $name:literal, $doc:literal) => {
        #[doc = $doc]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir", frozen)]
        pub struct $rust {
            ctx: CtxRef,
            keep: Arc<OpHandle>,
            blocks: Vec<BlockId>,
        }

        impl $rust {
            /// The list of `blocks`.
            pub fn new(ctx: &CtxRef, keep: Arc<OpHandle>, blocks: Vec<BlockId>, py: Python<'_>) -> Self {
                $rust { ctx: ctx.clone_ref(py), keep, blocks }
            }

            fn block(&self, py: Python<'_>, b: BlockId) -> PyResult<Py<PyBlock>> {
                PyBlock::wrap(py, &self.ctx, b, self.keep.clone())
            }
        }

        #[pymethods]
        impl $rust {
            fn __len__(&self) -> usize {
                self.blocks.len()
            }

            fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                if let Ok(s) = key.cast::<PySlice>() {
                    let picked = slice_indices(s, self.blocks.len())?.into_iter().map(|i| self.blocks[i]).collect();
                    let sub = $rust::new(&self.ctx, self.keep.clone(), picked, py);
                    return Ok(Py::new(py, sub)?.into_any());
                }
                let i: isize = key.extract().map_err(|_| PyValueError::new_err("expected integer or slice"))?;
                Ok(self.block(py, self.blocks[index_or(i, self.blocks.len(), "index out of range")?])?.into_any())
            }

            fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                let items: PyResult<Vec<_>> = self.blocks.iter().map(|b| self.block(py, *b)).collect();
                Ok(PyList::new(py, items?)?.try_iter()?.into_any().unbind())
            }

            fn __add__(&self, py: Python<'_>, other: &Bound<'_, $rust>) -> PyResult<Py<PyList>> {
                let all: PyResult<Vec<_>> =
                    self.blocks.iter().chain(other.get().blocks.iter()).map(|b| self.block(py, *b)).collect();
                Ok(PyList::new(py, all?)?.unbind())
            }
        }
    };
}

block_list!(PyBlockPredecessors, "BlockPredecessors", "The blocks branching to a block.");
block_list!(PyBlockSuccessors, "BlockSuccessors", "The blocks a block's terminator branches to.");

/// Registers the classes.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyBlockPredecessors>()?;
    m.add_class::<PyBlockSuccessors>()
}
