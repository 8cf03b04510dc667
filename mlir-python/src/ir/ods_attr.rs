//! The native side of the generated op builders' attribute arguments:
//! `_ods_build_attribute` (what `_ods_common.build_attribute` is) and
//! `_IntegerAttrBuilder`, the builder the generated enum modules register
//! for integer-valued enum attribute kinds.
//!
//! Both run once per attribute argument of every generated builder call;
//! in Python they cost two frames per enum argument (`arith.cmpi`'s
//! predicate cost more than building the op).

use super::attributes::{attr_to_py, PyMlirAttribute};
use super::attributes_builtin::int_to_apint;
use super::context::{resolve_context, CtxRef, PyContext};
use super::location::PyLocation;
use mlir_ir::AttrKind;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

/// `mlir.ir.AttrBuilder`'s table (kind name to builder), handed over by
/// `mlir/ir.py` when it defines the class.
static ATTR_BUILDERS: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

/// `_set_attr_builders(table)`: the dict `register_attribute_builder`
/// fills; set once, by `mlir/ir.py`.
#[pyfunction]
fn _set_attr_builders(py: Python<'_>, table: Bound<'_, PyDict>) -> PyResult<()> {
    ATTR_BUILDERS
        .set(py, table.unbind())
        .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("the attribute builder table is already set"))
}

/// `_ods_build_attribute(value, kind, loc=None)`: `value` as an attribute
/// of ODS kind `kind`. An `Attribute`, or a value of a kind without a
/// registered builder, is returned as is; anything else goes through the
/// builder registered for `kind`, called with the context of `loc` (or of
/// the current location, or `None`).
#[pyfunction]
#[pyo3(signature = (value, kind, loc=None))]
fn _ods_build_attribute<'py>(
    value: Bound<'py, PyAny>,
    kind: &Bound<'py, PyAny>,
    loc: Option<&Bound<'py, PyLocation>>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = value.py();
    if value.is_instance_of::<PyMlirAttribute>() {
        return Ok(value);
    }
    let Some(table) = ATTR_BUILDERS.get(py) else { return Ok(value) };
    let Some(builder) = table.bind(py).get_item(kind)? else { return Ok(value) };
    let ctx: Option<CtxRef> = match loc {
        Some(l) => Some(l.get().ctx.clone_ref(py)),
        None => super::stack::current_location(py).map(|l| l.get().ctx.clone_ref(py)),
    };
    if let Ok(native) = builder.cast::<PyIntegerAttrBuilder>() {
        let ctx = match ctx {
            Some(c) => c,
            None => resolve_context(py, None)?,
        };
        return native.get().build(py, &ctx, &value).map(|a| a.into_bound(py));
    }
    let context = ctx.map(|c| c.obj(py));
    let kwargs = PyDict::new(py);
    kwargs.set_item(pyo3::intern!(py, "context"), context)?;
    builder.call((value,), Some(&kwargs))
}

/// `_IntegerAttrBuilder(width)`: builds a signless `width`-bit
/// `IntegerAttr` holding `int(x)` (what the enum modules register for
/// integer enum kinds, like upstream's generated
/// `IntegerAttr.get(IntegerType.get_signless(width, context=context), int(x))`).
#[pyclass(name = "_IntegerAttrBuilder", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyIntegerAttrBuilder {
    width: u32,
}

impl PyIntegerAttrBuilder {
    fn build(&self, py: Python<'_>, ctx: &CtxRef, x: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        // `int(x)`, skipped for ints (enum members are).
        let ap = match x.extract::<i64>() {
            Ok(i) => mlir_ir::support::apint::APInt::from_i64(self.width, i),
            Err(_) => int_to_apint(&py.get_type::<pyo3::types::PyInt>().call1((x,))?, self.width)?,
        };
        let c = ctx.ctx();
        let ty = c.get_type(mlir_ir::TypeKind::Integer {
            width: self.width,
            signedness: mlir_ir::types::Signedness::Signless,
        });
        attr_to_py(py, ctx, c.get_attr(AttrKind::Integer { ty, value: ap }))
    }
}

#[pymethods]
impl PyIntegerAttrBuilder {
    #[new]
    fn new(width: u32) -> PyResult<Self> {
        if width == 0 || width > mlir_ir::types::MAX_INT_WIDTH {
            return Err(pyo3::exceptions::PyValueError::new_err(format!("invalid integer width {width}")));
        }
        Ok(PyIntegerAttrBuilder { width })
    }

    /// The attribute for `x` in `context` (`None`: the current context);
    /// both arguments required, as upstream's generated builders'.
    #[pyo3(signature = (x, context))]
    fn __call__(
        &self,
        py: Python<'_>,
        x: &Bound<'_, PyAny>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        self.build(py, &ctx, x)
    }
}

/// Registers the functions and class of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_set_attr_builders, m)?)?;
    m.add_function(wrap_pyfunction!(_ods_build_attribute, m)?)?;
    m.add_class::<PyIntegerAttrBuilder>()
}
