//! `Value`, `OpResult`, `BlockArgument`, `OpOperand`, and
//! `register_value_caster`.

use super::block::PyBlock;
use super::casters::CasterTable;
use super::context::{CtxRef, PyContext};
use super::location::PyLocation;
use super::operation::{handle_of, op_to_py, OpHandle};
use super::types::{type_to_py, type_typeid, PyMlirType};
use super::IrResultExt;
use mlir_ir::Value;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

static VALUE_CASTERS: CasterTable = CasterTable::new();

/// `mlir.ir.Value`: an SSA value; keeps the tree it lives in alive.
#[pyclass(name = "Value", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
pub struct PyValue {
    /// The value.
    pub v: Value,
    /// The op handle it was reached from (its context is the value's: a
    /// second reference to it would cost every value object a reference
    /// count on creation and on drop).
    pub keep: Arc<OpHandle>,
}

/// `OpResult`.
#[pyclass(name = "OpResult", module = "mlir._mlir_libs._mlir.ir", extends = PyValue, frozen)]
pub struct PyOpResult;

/// `BlockArgument`.
#[pyclass(name = "BlockArgument", module = "mlir._mlir_libs._mlir.ir", extends = PyValue, frozen)]
pub struct PyBlockArgument;

/// The context and value of a `Value`, or of an op with exactly one result.
pub fn value_of(obj: &Bound<'_, PyAny>) -> PyResult<(CtxRef, Value)> {
    let py = obj.py();
    if let Ok(v) = obj.cast::<PyValue>() {
        let v = v.get();
        return Ok((v.ctx().clone_ref(py), v.v));
    }
    if let Ok(h) = handle_of(obj) {
        let op = h.check()?;
        let n = h.ctx.read().num_results(op).py()?;
        if n == 1 {
            return Ok((h.ctx.clone_ref(py), Value::OpResult { op, index: 0 }));
        }
        return Err(PyValueError::new_err(format!(
            "Operation has {n} results; expected exactly one to use it as a Value"
        )));
    }
    Err(PyTypeError::new_err("expected a Value"))
}

impl PyValue {
    /// The context.
    #[inline]
    pub fn ctx(&self) -> &CtxRef {
        &self.keep.ctx
    }

    /// The value (a stale one is caught by the core on use).
    pub fn value(&self) -> PyResult<Value> {
        Ok(self.v)
    }

    fn base(&self) -> PyValue {
        PyValue { v: self.v, keep: self.keep.clone() }
    }

    /// The concrete object (`OpResult`/`BlockArgument`), passed through a
    /// value caster registered for its type's id, if any.
    pub fn wrap(py: Python<'_>, ctx: &CtxRef, v: Value, keep: Arc<OpHandle>) -> PyResult<Py<PyAny>> {
        debug_assert!(keep.ctx.same(ctx));
        let base = PyValue { v, keep };
        let obj: Py<PyAny> = match v {
            Value::OpResult { .. } => {
                Bound::new(py, PyClassInitializer::from(base).add_subclass(PyOpResult))?.into_any().unbind()
            }
            Value::BlockArg { .. } => {
                Bound::new(py, PyClassInitializer::from(base).add_subclass(PyBlockArgument))?.into_any().unbind()
            }
        };
        if VALUE_CASTERS.any() {
            let ty = ctx.read().value_type(v).ok();
            if let Some(ty) = ty {
                let tid = type_typeid(ctx.ctx(), ctx.ctx().type_kind(ty));
                if let Some(c) = VALUE_CASTERS.find(py, tid) {
                    return c.call1(py, (obj,));
                }
            }
        }
        Ok(obj)
    }
}

#[pymethods]
impl PyValue {
    #[new]
    fn new(value: &Bound<'_, PyValue>) -> PyValue {
        value.get().base()
    }

    /// The value's type.
    // Reached through a plain CPython getter (`raw_slots.rs`).
    #[getter]
    pub(crate) fn r#type(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ty = self.ctx().read().value_type(self.v).py()?;
        type_to_py(py, self.ctx(), ty)
    }

    /// Changes the value's type.
    fn set_type(&self, r#type: &Bound<'_, PyMlirType>) -> PyResult<()> {
        self.ctx().check_same(&r#type.get().ctx, "Type")?;
        self.ctx().write()?.set_value_type(self.v, r#type.get().ty).py()
    }

    /// The context.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx().obj(py)
    }

    /// The defining op (`OpView`) or the owning `Block`.
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        if !self.ctx().read().value_is_live(self.v) {
            return Err(super::ir_err(mlir_ir::IrError::StaleValue));
        }
        match self.v {
            Value::OpResult { op, .. } => op_to_py(py, self.ctx(), op, Some(self.keep.clone())),
            Value::BlockArg { block, .. } => Ok(PyBlock::wrap(py, self.ctx(), block, self.keep.clone())?.into_any()),
        }
    }

    /// The value's location (the defining op's, or the argument's).
    #[getter]
    fn location(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        let loc = {
            let ir = self.ctx().read();
            match self.v {
                Value::OpResult { op, .. } => ir.op_loc(op),
                Value::BlockArg { block, index } => ir.block_arg_loc(block, index as usize),
            }
            .py()?
        };
        PyLocation::wrap(py, self.ctx(), loc)
    }

    /// The SSA name as printed (`%0`, `%arg0`); the first argument may be
    /// an `AsmState` instead of `use_local_scope`.
    #[pyo3(signature = (use_local_scope=None, use_name_loc_as_prefix=false, *, state=None))]
    fn get_name(
        &self,
        use_local_scope: Option<&Bound<'_, PyAny>>,
        use_name_loc_as_prefix: bool,
        state: Option<&Bound<'_, super::asm_state::PyAsmState>>,
    ) -> PyResult<String> {
        let state = match (state, use_local_scope) {
            (Some(s), _) => Some(s.clone()),
            (None, Some(a)) => a.cast::<super::asm_state::PyAsmState>().ok().cloned(),
            (None, None) => None,
        };
        let local = match (&state, use_local_scope) {
            (Some(s), _) => {
                self.ctx().check_same(&s.get().ctx, "AsmState")?;
                s.get().local_scope
            }
            (None, Some(a)) => a.is_truthy()?,
            (None, None) => false,
        };
        let ir = self.ctx().read();
        mlir_ir::printer::value_name(&ir, self.v, local, use_name_loc_as_prefix)
            .ok_or_else(|| super::ir_err(mlir_ir::IrError::StaleValue))
    }

    /// Points every use of this value at `with_`.
    fn replace_all_uses_with(&self, with_: &Bound<'_, PyAny>) -> PyResult<()> {
        let (c, to) = value_of(with_)?;
        self.ctx().check_same(&c, "Value")?;
        self.ctx().write()?.replace_all_uses_with(self.v, to).py()
    }

    /// Like `replace_all_uses_with`, leaving uses in `exceptions` alone.
    fn replace_all_uses_except(&self, with_: &Bound<'_, PyAny>, exceptions: &Bound<'_, PyAny>) -> PyResult<()> {
        let (c, to) = value_of(with_)?;
        self.ctx().check_same(&c, "Value")?;
        let mut except = Vec::new();
        if let Ok(h) = handle_of(exceptions) {
            except.push(h.check()?);
        } else {
            for e in exceptions.try_iter()? {
                except.push(handle_of(&e?)?.check()?);
            }
        }
        self.ctx().write()?.replace_uses_except(self.v, to, &except).py()
    }

    /// The uses, as `OpOperand`s.
    #[getter]
    fn uses(&self, py: Python<'_>) -> PyResult<super::iterators::PyOpOperandIterator> {
        let first = self.ctx().read().value_first_use(self.v).py()?;
        Ok(super::iterators::PyOpOperandIterator::new(py, self.ctx(), self.keep.clone(), first))
    }

    /// The most derived class for this value.
    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        PyValue::wrap(py, self.ctx(), self.v, self.keep.clone())
    }

    /// Prints the value to stderr.
    fn dump(slf: &Bound<'_, Self>) -> PyResult<()> {
        eprintln!("{}", Self::__str__(slf)?);
        Ok(())
    }

    /// `Class(text)`, named after the object's own class as upstream's
    /// (`str(Value(r))` says `Value(...)`, `str(r)` `OpResult(...)`).
    fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        let class = slf.get_type().name()?;
        let this = slf.get();
        match this.v {
            Value::OpResult { op, .. } => {
                let h = OpHandle::new(py, this.ctx(), op, Some(this.keep.clone()), false);
                let text = super::operation::print_text(py, &h, &Default::default())?;
                Ok(format!("{class}({text})"))
            }
            Value::BlockArg { block, index } => {
                let ty = this.ctx().read().value_type(Value::BlockArg { block, index }).py()?;
                let t = mlir_ir::printer::type_to_string(this.ctx().ctx(), ty);
                Ok(format!("{class}(<block argument> of type '{t}' at index: {index})"))
            }
        }
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|o| o.get().v == self.v && o.get().ctx().same(self.ctx()))
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.v.hash(&mut h);
        h.finish()
    }
}

#[pymethods]
impl PyOpResult {
    #[new]
    fn new(value: &Bound<'_, PyValue>) -> PyResult<PyClassInitializer<Self>> {
        let v = value.get();
        if !matches!(v.v, Value::OpResult { .. }) {
            return Err(PyValueError::new_err(format!("Cannot cast value to OpResult (from {})", value.repr()?)));
        }
        Ok(PyClassInitializer::from(v.base()).add_subclass(PyOpResult))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|v| matches!(v.get().v, Value::OpResult { .. }))
    }

    /// The defining operation.
    #[getter]
    fn owner(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.as_super().get().owner(slf.py())
    }

    /// The result's position.
    #[getter]
    fn result_number(slf: &Bound<'_, Self>) -> u32 {
        match slf.as_super().get().v {
            Value::OpResult { index, .. } | Value::BlockArg { index, .. } => index,
        }
    }

    fn maybe_downcast(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.as_super().get().maybe_downcast(slf.py())
    }
}

#[pymethods]
impl PyBlockArgument {
    #[new]
    fn new(value: &Bound<'_, PyValue>) -> PyResult<PyClassInitializer<Self>> {
        let v = value.get();
        if !matches!(v.v, Value::BlockArg { .. }) {
            return Err(PyValueError::new_err(format!("Cannot cast value to BlockArgument (from {})", value.repr()?)));
        }
        Ok(PyClassInitializer::from(v.base()).add_subclass(PyBlockArgument))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|v| matches!(v.get().v, Value::BlockArg { .. }))
    }

    /// The owning block.
    #[getter]
    fn owner(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.as_super().get().owner(slf.py())
    }

    /// The argument's position.
    #[getter]
    fn arg_number(slf: &Bound<'_, Self>) -> u32 {
        match slf.as_super().get().v {
            Value::OpResult { index, .. } | Value::BlockArg { index, .. } => index,
        }
    }

    /// Changes the argument's type.
    fn set_type(slf: &Bound<'_, Self>, r#type: &Bound<'_, PyMlirType>) -> PyResult<()> {
        slf.as_super().get().set_type(r#type)
    }

    /// Changes the argument's location.
    fn set_location(slf: &Bound<'_, Self>, loc: &Bound<'_, PyLocation>) -> PyResult<()> {
        let v = slf.as_super().get();
        v.ctx().check_same(&loc.get().ctx, "Location")?;
        let Value::BlockArg { block, index } = v.v else {
            return Ok(());
        };
        v.ctx().write()?.set_block_arg_loc(block, index as usize, loc.get().loc).py()
    }

    fn maybe_downcast(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.as_super().get().maybe_downcast(slf.py())
    }
}

/// `OpOperand`: one use of a value.
#[pyclass(name = "OpOperand", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyOpOperand {
    ctx: CtxRef,
    op: mlir_ir::OpId,
    index: u32,
    keep: Arc<OpHandle>,
}

impl PyOpOperand {
    /// The Python object for `use_`.
    pub fn new(py: Python<'_>, ctx: &CtxRef, use_: mlir_ir::ir::OpOperand, keep: Arc<OpHandle>) -> PyOpOperand {
        PyOpOperand { ctx: ctx.clone_ref(py), op: use_.op, index: use_.index, keep }
    }
}

#[pymethods]
impl PyOpOperand {
    /// The using operation.
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        if !self.ctx.read().op_is_live(self.op) {
            return Err(super::ir_err(mlir_ir::IrError::StaleOp));
        }
        op_to_py(py, &self.ctx, self.op, Some(self.keep.clone()))
    }

    /// The operand position.
    #[getter]
    fn operand_number(&self) -> u32 {
        self.index
    }
}

/// `register_value_caster(typeid, caster=None, replace=False)`.
#[pyfunction]
#[pyo3(signature = (typeid, caster=None, replace=false))]
fn register_value_caster(
    py: Python<'_>,
    typeid: super::typeid::PyTypeID,
    caster: Option<Py<PyAny>>,
    replace: bool,
) -> PyResult<Py<PyAny>> {
    VALUE_CASTERS.register(py, typeid.id, caster, replace, "Value caster is already registered: ")
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyValue>()?;
    m.add_class::<PyOpResult>()?;
    m.add_class::<PyBlockArgument>()?;
    m.add_class::<PyOpOperand>()
}

/// Registers `register_value_caster` on `_mlir`.
pub fn register_toplevel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_value_caster, m)?)
}
