//! The pseudo-containers of an operation: `OpAttributeMap`, `OpOperandList`,
//! `OpResultList`, `RegionSequence`, `OpSuccessors`. Each supports `len`,
//! indexing with negative indices, slices (returning lists) and iteration.

use super::attributes::{attr_base, attr_to_py, PyNamedAttribute};
use super::block::PyBlock;
use super::operation::OpHandle;
use super::region::PyRegion;
use super::types::type_to_py;
use super::value::{value_of, PyValue};
use super::{index_or, norm_index, slice_indices, IrResultExt};
use mlir_ir::attributes::{Attribute, NamedAttribute};
use pyo3::exceptions::{PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice, PyString, PyTuple};
use smallvec::SmallVec;
use std::sync::Arc;

/// Evaluates `__getitem__` for an int or a slice over `len` items, with
/// upstream's sliceable-container errors ("index out of range", and a
/// ValueError for a key that is neither an int nor a slice).
fn get_items(
    py: Python<'_>,
    key: &Bound<'_, PyAny>,
    len: usize,
    item: impl Fn(usize) -> PyResult<Py<PyAny>>,
) -> PyResult<Py<PyAny>> {
    if let Ok(slice) = key.cast::<PySlice>() {
        let items: PyResult<Vec<_>> = slice_indices(slice, len)?.into_iter().map(&item).collect();
        return Ok(PyList::new(py, items?)?.into_any().unbind());
    }
    let index: isize = key.extract().map_err(|_| PyValueError::new_err("expected integer or slice"))?;
    item(index_or(index, len, "index out of range")?)
}

/// The positions of the underlying sequence (of `n` items now) that a
/// container shows: all of them, or those a slice picked. A slice of
/// `op.operands` is an `OpOperandList` again, as upstream's sliceable
/// containers; its elements are read live, so a position the op no longer
/// has raises IndexError.
pub(crate) fn view_positions(sel: &Option<Vec<usize>>, n: usize) -> PyResult<Vec<usize>> {
    match sel {
        None => Ok((0..n).collect()),
        Some(s) if s.iter().all(|&i| i < n) => Ok(s.clone()),
        Some(_) => Err(pyo3::exceptions::PyIndexError::new_err("index out of range")),
    }
}

/// `__getitem__` of a sliceable view showing `pos`: an int selects one
/// element (`item` of its underlying position), a slice makes the
/// container again over the picked positions (`sub`).
pub(crate) fn view_getitem(
    key: &Bound<'_, PyAny>,
    pos: &[usize],
    item: impl Fn(usize) -> PyResult<Py<PyAny>>,
    sub: impl FnOnce(Vec<usize>) -> PyResult<Py<PyAny>>,
) -> PyResult<Py<PyAny>> {
    if let Ok(slice) = key.cast::<PySlice>() {
        return sub(slice_indices(slice, pos.len())?.into_iter().map(|i| pos[i]).collect());
    }
    let index: isize = key.extract().map_err(|_| PyValueError::new_err("expected integer or slice"))?;
    item(pos[index_or(index, pos.len(), "index out of range")?])
}

/// A tuple item made as the tuple is filled; a failure stops the filling.
struct Made(PyResult<Py<PyAny>>);

impl<'py> IntoPyObject<'py> for Made {
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;

    fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.0.map(|o| o.into_bound(py))
    }
}

/// An iterator over `items`, made straight into a tuple: a tuple holds its
/// items inline, one allocation where a list takes two, and
/// `list(op.operands)` in a walk builds one per op.
fn iter_of<I>(py: Python<'_>, items: I) -> PyResult<Py<PyAny>>
where
    I: IntoIterator<Item = PyResult<Py<PyAny>>>,
    I::IntoIter: ExactSizeIterator,
{
    Ok(PyTuple::new(py, items.into_iter().map(Made))?.try_iter()?.into_any().unbind())
}

/// The attributes `op.attributes` counts and iterates, as upstream's
/// `getAttrs()`: for a registered op its inherent attributes (properties)
/// and its discardable ones, merged into one list sorted by name (one
/// dictionary, as upstream materializes it); for an unregistered op only
/// the discardable ones (its `<{...}>` properties are found by name only).
fn all_attrs(h: &OpHandle) -> PyResult<Vec<NamedAttribute>> {
    let c = h.ctx.ctx();
    with_all_attrs(h, |props, attrs| {
        let mut v = props.to_vec();
        v.extend_from_slice(attrs);
        v.sort_by(|x, y| c.ident_str(x.0).cmp(c.ident_str(y.0)));
        v
    })
}

/// Entry `k` of the name-sorted merge of two name-sorted attribute lists
/// (what [`all_attrs`] would hold at `k`, without collecting it).
fn nth_merged(c: &mlir_ir::Context, a: &[NamedAttribute], b: &[NamedAttribute], k: usize) -> Option<NamedAttribute> {
    let (mut i, mut j) = (0, 0);
    loop {
        let next = match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if c.ident_str(x.0) <= c.ident_str(y.0) => {
                i += 1;
                *x
            }
            (_, Some(y)) => {
                j += 1;
                *y
            }
            (Some(x), None) => {
                i += 1;
                *x
            }
            (None, None) => return None,
        };
        if i + j == k + 1 {
            return Some(next);
        }
    }
}

/// Calls `f` with the two parts of [`all_attrs`] (inherent, discardable)
/// without collecting them: `len(op.attributes)` and `op.attributes[i]` run
/// once per attribute in walks.
fn with_all_attrs<R>(h: &OpHandle, f: impl FnOnce(&[NamedAttribute], &[NamedAttribute]) -> R) -> PyResult<R> {
    let op = h.check()?;
    let ir = h.ctx.read();
    let c = h.ctx.ctx();
    let registered = c.op_def(ir.op_name(op).py()?).is_some();
    let props: &[NamedAttribute] = match ir.op_props(op).py()? {
        Some(p) if registered => c.dict_entries(p),
        _ => &[],
    };
    Ok(f(props, ir.op_attrs(op).py()?))
}

/// Every attribute findable by name: properties (registered or not) and
/// discardable attributes.
fn findable_attrs(h: &OpHandle) -> PyResult<Vec<NamedAttribute>> {
    let op = h.check()?;
    let ir = h.ctx.read();
    let c = h.ctx.ctx();
    let mut v: Vec<NamedAttribute> = match ir.op_props(op).py()? {
        Some(p) => c.dict_entries(p).to_vec(),
        None => Vec::new(),
    };
    v.extend_from_slice(ir.op_attrs(op).py()?);
    Ok(v)
}

/// `op.attributes`, shaped as upstream's: a `Mapping` by name (iteration
/// and `keys()` give names, `values()` attributes, `items()` `(name,
/// attribute)` tuples, `[name]` the attribute), and indexable by position
/// too (`[i]` gives a `NamedAttribute`).
#[pyclass(name = "OpAttributeMap", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpAttributeMap {
    /// The operation.
    pub h: Arc<OpHandle>,
}

impl PyOpAttributeMap {
    fn find(&self, name: &str) -> PyResult<Option<Attribute>> {
        let c = self.h.ctx.ctx();
        Ok(findable_attrs(&self.h)?.into_iter().find(|(n, _)| c.ident_str(*n) == name).map(|(_, a)| a))
    }

    fn is_inherent(&self, ir: &mlir_ir::Ir, name: &str) -> PyResult<bool> {
        let op = self.h.check()?;
        let c = self.h.ctx.ctx();
        let id = c.ident_recent(name);
        if ir.op_inherent_attr(op, id).py()?.is_some() {
            return Ok(true);
        }
        let n = ir.op_name(op).py()?;
        Ok(c.op_def(n).is_some_and(|d| d.inherent_attr_names().contains(&name)))
    }

    fn named(&self, py: Python<'_>, na: NamedAttribute) -> PyResult<Py<PyAny>> {
        PyNamedAttribute::wrap(py, &self.h.ctx, na)
    }
}

#[pymethods]
impl PyOpAttributeMap {
    // `len()` and `[]` reach this and `__getitem__` through plain CPython
    // slots (`raw_slots.rs`).
    pub(crate) fn __len__(&self) -> PyResult<usize> {
        with_all_attrs(&self.h, |p, a| p.len() + a.len())
    }

    fn __contains__(&self, name: &str) -> PyResult<bool> {
        Ok(self.find(name)?.is_some())
    }

    pub(crate) fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        // An index first: the common case, and cheaper than a failed
        // string extraction.
        if let Ok(i) = key.cast::<pyo3::types::PyInt>() {
            let i: isize = i.extract()?;
            let c = self.h.ctx.ctx();
            let found = with_all_attrs(&self.h, |p, a| {
                let len = p.len() + a.len();
                let at = norm_index(i, len, "attribute").ok();
                at.and_then(|k| nth_merged(c, p, a, k))
            })?;
            return match found {
                Some(na) => self.named(py, na),
                None => Err(pyo3::exceptions::PyIndexError::new_err("attempt to access out of bounds attribute")),
            };
        }
        if let Ok(name) = key.extract::<String>() {
            return match self.find(&name)? {
                Some(a) => attr_to_py(py, &self.h.ctx, a),
                // Upstream's message, without the name: scripts may match on it.
                None => Err(PyKeyError::new_err("attempt to access a non-existent attribute")),
            };
        }
        if !key.is_instance_of::<PySlice>() {
            return Err(PyTypeError::new_err("attribute indices must be integers or slices"));
        }
        let all = all_attrs(&self.h)?;
        get_items(py, key, all.len(), |i| self.named(py, all[i]))
    }

    fn __setitem__(&self, name: &str, attr: &Bound<'_, PyAny>) -> PyResult<()> {
        let a = attr_base(attr).map_err(|_| PyTypeError::new_err("expected an Attribute"))?;
        self.h.ctx.check_same(&a.ctx, "Attribute")?;
        let op = self.h.check()?;
        let id = self.h.ctx.ctx().ident_recent(name);
        let mut ir = self.h.ctx.write()?;
        if self.is_inherent(&ir, name)? {
            ir.set_op_inherent_attr(op, id, Some(a.attr)).py()
        } else {
            ir.set_op_attr(op, id, Some(a.attr)).py().map(|_| ())
        }
    }

    fn __delitem__(&self, name: &str) -> PyResult<()> {
        let op = self.h.check()?;
        let id = self.h.ctx.ctx().ident_recent(name);
        let mut ir = self.h.ctx.write()?;
        if ir.op_inherent_attr(op, id).py()?.is_some() {
            return ir.set_op_inherent_attr(op, id, None).py();
        }
        if !ir.set_op_attr(op, id, None).py()? {
            return Err(PyKeyError::new_err("attempt to delete a non-existent attribute"));
        }
        Ok(())
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let keys = self.keys()?;
        iter_of(py, keys.into_iter().map(|k| Ok(PyString::new(py, &k).into_any().unbind())))
    }

    /// The attribute named `key`, or `default`.
    #[pyo3(signature = (key, default=None))]
    fn get(&self, py: Python<'_>, key: &str, default: Option<Py<PyAny>>) -> PyResult<Py<PyAny>> {
        match self.find(key)? {
            Some(a) => attr_to_py(py, &self.h.ctx, a),
            None => Ok(default.unwrap_or_else(|| py.None())),
        }
    }

    /// The names.
    fn keys(&self) -> PyResult<Vec<String>> {
        let c = self.h.ctx.ctx();
        Ok(all_attrs(&self.h)?.into_iter().map(|(n, _)| c.ident_str(n).to_string()).collect())
    }

    /// The attributes.
    fn values(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        all_attrs(&self.h)?.into_iter().map(|(_, a)| attr_to_py(py, &self.h.ctx, a)).collect()
    }

    /// `(name, attribute)` tuples, as upstream's (not `NamedAttribute`s,
    /// which indexing by position gives): `dict(op.attributes.items())`
    /// must work.
    fn items(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        let c = self.h.ctx.ctx();
        all_attrs(&self.h)?
            .into_iter()
            .map(|(n, a)| {
                let pair = (c.ident_str(n), attr_to_py(py, &self.h.ctx, a)?);
                Ok(pair.into_pyobject(py)?.into_any().unbind())
            })
            .collect()
    }
}

/// `op.operands`.
#[pyclass(name = "OpOperandList", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpOperandList {
    /// The operation.
    pub h: Arc<OpHandle>,
    /// The operand positions a slice picked (`None`: all of them).
    pub sel: Option<Vec<usize>>,
}

impl PyOpOperandList {
    fn values(&self) -> PyResult<SmallVec<[mlir_ir::Value; 8]>> {
        let op = self.h.check()?;
        let all: SmallVec<[mlir_ir::Value; 8]> = self.h.ctx.read().operands(op).py()?.collect();
        match &self.sel {
            None => Ok(all),
            sel => Ok(view_positions(sel, all.len())?.into_iter().map(|i| all[i]).collect()),
        }
    }
}

#[pymethods]
impl PyOpOperandList {
    // `len()` and `iter()` reach this and `__iter__` through plain CPython
    // slots (`raw_slots.rs`).
    pub(crate) fn __len__(&self) -> PyResult<usize> {
        let op = self.h.check()?;
        let n = self.h.ctx.read().num_operands(op).py()?;
        Ok(match &self.sel {
            None => n,
            sel => view_positions(sel, n)?.len(),
        })
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = self.h.check()?;
        let all: SmallVec<[mlir_ir::Value; 8]> = self.h.ctx.read().operands(op).py()?.collect();
        let pos = view_positions(&self.sel, all.len())?;
        view_getitem(
            key,
            &pos,
            |i| PyValue::wrap(py, &self.h.ctx, all[i], self.h.clone()),
            |sel| Ok(Py::new(py, PyOpOperandList { h: self.h.clone(), sel: Some(sel) })?.into_any()),
        )
    }

    fn __setitem__(&self, index: isize, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let (vctx, v) = value_of(value)?;
        self.h.ctx.check_same(&vctx, "Value")?;
        let op = self.h.check()?;
        let mut ir = self.h.ctx.write()?;
        let pos = view_positions(&self.sel, ir.num_operands(op).py()?)?;
        let i = pos[index_or(index, pos.len(), "index out of range")?];
        ir.set_operand(op, i, v).py()
    }

    pub(crate) fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        iter_of(py, self.values()?.into_iter().map(|v| PyValue::wrap(py, &self.h.ctx, v, self.h.clone())))
    }

    /// The operand types.
    #[getter]
    fn types(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        let vals = self.values()?;
        let tys: Vec<_> = {
            let ir = self.h.ctx.read();
            vals.into_iter().map(|v| ir.value_type(v)).collect::<Result<_, _>>().py()?
        };
        tys.into_iter().map(|t| type_to_py(py, &self.h.ctx, t)).collect()
    }
}

/// `op.results`.
#[pyclass(name = "OpResultList", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpResultList {
    /// The operation.
    pub h: Arc<OpHandle>,
    /// The result positions a slice picked (`None`: all of them).
    pub sel: Option<Vec<usize>>,
}

impl PyOpResultList {
    fn positions(&self) -> PyResult<Vec<usize>> {
        let op = self.h.check()?;
        view_positions(&self.sel, self.h.ctx.read().num_results(op).py()?)
    }
}

#[pymethods]
impl PyOpResultList {
    // `len()` and `iter()` reach this and `__iter__` through plain CPython
    // slots (`raw_slots.rs`).
    pub(crate) fn __len__(&self) -> PyResult<usize> {
        let op = self.h.check()?;
        let n = self.h.ctx.read().num_results(op).py()?;
        Ok(match &self.sel {
            None => n,
            sel => view_positions(sel, n)?.len(),
        })
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = self.h.check()?;
        view_getitem(
            key,
            &self.positions()?,
            |i| PyValue::wrap(py, &self.h.ctx, mlir_ir::Value::OpResult { op, index: i as u32 }, self.h.clone()),
            |sel| Ok(Py::new(py, PyOpResultList { h: self.h.clone(), sel: Some(sel) })?.into_any()),
        )
    }

    pub(crate) fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let op = self.h.check()?;
        iter_of(
            py,
            self.positions()?.into_iter().map(|i| {
                PyValue::wrap(py, &self.h.ctx, mlir_ir::Value::OpResult { op, index: i as u32 }, self.h.clone())
            }),
        )
    }

    /// The result types.
    #[getter]
    fn types(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        let op = self.h.check()?;
        let pos = self.positions()?;
        let tys: Vec<_> = {
            let ir = self.h.ctx.read();
            let all: Vec<_> = ir.results(op).py()?.collect();
            let vals: Vec<_> = pos.into_iter().map(|i| all[i]).collect();
            vals.into_iter().map(|v| ir.value_type(v)).collect::<Result<_, _>>().py()?
        };
        tys.into_iter().map(|t| type_to_py(py, &self.h.ctx, t)).collect()
    }

    /// The operation.
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.h.check()?;
        super::opview::opview_obj(py, self.h.clone())
    }
}

/// `op.regions`.
#[pyclass(name = "RegionSequence", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyRegionSequence {
    /// The operation.
    pub h: Arc<OpHandle>,
    /// The region positions a slice picked (`None`: all of them).
    pub sel: Option<Vec<usize>>,
}

impl PyRegionSequence {
    fn ids(&self) -> PyResult<Vec<mlir_ir::RegionId>> {
        let op = self.h.check()?;
        let all = self.h.ctx.read().regions(op).py()?.to_vec();
        Ok(view_positions(&self.sel, all.len())?.into_iter().map(|i| all[i]).collect())
    }
}

#[pymethods]
impl PyRegionSequence {
    /// The class signature upstream's (nanobind) bindings record, which
    /// their stub generator reads: a sequence of regions.
    #[classattr]
    fn __nb_signature__() -> &'static str {
        "class RegionSequence(collections.abc.Sequence[mlir._mlir_libs._mlir.ir.Region])"
    }

    fn __len__(&self) -> PyResult<usize> {
        Ok(self.ids()?.len())
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = self.h.check()?;
        let all = self.h.ctx.read().regions(op).py()?.to_vec();
        view_getitem(
            key,
            &view_positions(&self.sel, all.len())?,
            |i| Ok(PyRegion::wrap(py, &self.h.ctx, all[i], self.h.clone())?.into_any()),
            |sel| Ok(Py::new(py, PyRegionSequence { h: self.h.clone(), sel: Some(sel) })?.into_any()),
        )
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        if self.sel.is_none() {
            self.h.check()?;
            return Ok(Py::new(py, super::iterators::PyRegionIterator::new(self.h.clone()))?.into_any());
        }
        iter_of(py, self.ids()?.into_iter().map(|r| Ok(PyRegion::wrap(py, &self.h.ctx, r, self.h.clone())?.into_any())))
    }
}

/// `op.successors`.
#[pyclass(name = "OpSuccessors", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpSuccessors {
    /// The operation.
    pub h: Arc<OpHandle>,
    /// The successor positions a slice picked (`None`: all of them).
    pub sel: Option<Vec<usize>>,
}

impl PyOpSuccessors {
    fn all(&self) -> PyResult<Vec<mlir_ir::BlockId>> {
        let op = self.h.check()?;
        Ok(self.h.ctx.read().successors(op).py()?.collect())
    }

    fn ids(&self) -> PyResult<Vec<mlir_ir::BlockId>> {
        let all = self.all()?;
        Ok(view_positions(&self.sel, all.len())?.into_iter().map(|i| all[i]).collect())
    }
}

#[pymethods]
impl PyOpSuccessors {
    fn __len__(&self) -> PyResult<usize> {
        Ok(self.ids()?.len())
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let all = self.all()?;
        view_getitem(
            key,
            &view_positions(&self.sel, all.len())?,
            |i| Ok(PyBlock::wrap(py, &self.h.ctx, all[i], self.h.clone())?.into_any()),
            |sel| Ok(Py::new(py, PyOpSuccessors { h: self.h.clone(), sel: Some(sel) })?.into_any()),
        )
    }

    fn __setitem__(&self, index: isize, block: &Bound<'_, PyBlock>) -> PyResult<()> {
        let b = block.get();
        self.h.ctx.check_same(&b.ctx, "Block")?;
        let op = self.h.check()?;
        let mut ir = self.h.ctx.write()?;
        let pos = view_positions(&self.sel, ir.num_successors(op).py()?)?;
        let i = pos[index_or(index, pos.len(), "index out of range")?];
        ir.set_successor(op, i, b.id).py()
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        iter_of(py, self.ids()?.into_iter().map(|b| Ok(PyBlock::wrap(py, &self.h.ctx, b, self.h.clone())?.into_any())))
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOpAttributeMap>()?;
    m.add_class::<PyOpOperandList>()?;
    m.add_class::<PyOpResultList>()?;
    m.add_class::<PyRegionSequence>()?;
    m.add_class::<PyOpSuccessors>()?;
    Ok(())
}
