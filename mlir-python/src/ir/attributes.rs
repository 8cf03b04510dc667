//! `Attribute`: the base class of every attribute, `NamedAttribute`, and the
//! downcasting machinery shared by the concrete classes (in
//! `attributes_builtin`).

use super::context::{resolve_context, CtxRef, PyContext};
use super::typeid::PyTypeID;
use super::types::type_to_py;
use mlir_ir::attributes::{AttrKind, Attribute, NamedAttribute};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use std::hash::{Hash, Hasher};

/// `mlir.ir.Attribute`: a uniqued attribute of some context.
#[pyclass(name = "Attribute", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
pub struct PyMlirAttribute {
    /// The owning context.
    pub ctx: CtxRef,
    /// The handle.
    pub attr: Attribute,
}

impl PyMlirAttribute {
    /// The attribute's data.
    pub fn kind(&self) -> &AttrKind {
        self.ctx.ctx().attr_kind(self.attr)
    }

    /// The attribute's text.
    pub fn text(&self) -> String {
        mlir_ir::printer::attr_to_string(self.ctx.ctx(), self.attr)
    }

    /// A copy sharing the context.
    pub fn copy(&self, py: Python<'_>) -> PyMlirAttribute {
        PyMlirAttribute { ctx: self.ctx.clone_ref(py), attr: self.attr }
    }
}

/// The class id of an attribute kind.
pub fn attr_typeid(kind: &AttrKind) -> u64 {
    1000 + match kind {
        AttrKind::Unit => 1,
        // A bool is an `IntegerAttr` of `i1` upstream; same type id.
        AttrKind::Bool(_) => 3,
        AttrKind::Integer { .. } => 3,
        AttrKind::Float { .. } => 4,
        AttrKind::String { .. } => 5,
        AttrKind::Type(_) => 6,
        AttrKind::Array(_) => 7,
        AttrKind::Dictionary(_) => 8,
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => 9,
        AttrKind::SymbolRef { .. } => 10,
        AttrKind::DenseElements { .. } => 11,
        AttrKind::DenseArray { .. } => 12,
        AttrKind::DenseResource { .. } => 13,
        AttrKind::Strided { .. } => 14,
        AttrKind::Opaque { .. } => 15,
        AttrKind::Distinct { .. } => 16,
        AttrKind::Loc(_) => 17,
        AttrKind::AffineMap(_) => 18,
        AttrKind::IntegerSet(_) => 19,
        AttrKind::Dialect(_) => 20,
    }
}

/// The base data of any `Attribute` instance.
pub fn attr_base<'a>(obj: &'a Bound<'_, PyAny>) -> PyResult<&'a PyMlirAttribute> {
    Ok(obj.cast::<PyMlirAttribute>()?.get())
}

/// A class in the `Attribute` hierarchy that can be built from base data.
pub trait ConcreteAttr: pyo3::PyClass {
    /// The initializer of an instance holding `base`.
    fn init(base: PyMlirAttribute) -> PyClassInitializer<Self>;
}

impl ConcreteAttr for PyMlirAttribute {
    fn init(base: PyMlirAttribute) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
}

/// The most derived Python object for `attr`.
pub fn attr_to_py(py: Python<'_>, ctx: &CtxRef, attr: Attribute) -> PyResult<Py<PyAny>> {
    super::attributes_builtin::concrete(py, PyMlirAttribute { ctx: ctx.clone_ref(py), attr })
}

/// Builds the Python object of class `T` for `base`.
pub fn make<T: ConcreteAttr>(py: Python<'_>, base: PyMlirAttribute) -> PyResult<Py<PyAny>> {
    Ok(Bound::new(py, T::init(base))?.into_any().unbind())
}

/// The cast-from-`Attribute` error upstream raises.
pub fn cast_error(target: &str, from: &PyMlirAttribute) -> PyErr {
    PyValueError::new_err(format!("Cannot cast attribute to {target} (from Attribute({}))", from.text()))
}

/// The type of a typed attribute (`none` otherwise).
pub fn attr_type(ctx: &mlir_ir::Context, attr: mlir_ir::Attribute) -> mlir_ir::Type {
    ctx.typed_attr_type(attr).unwrap_or_else(|| ctx.none_type())
}

#[pymethods]
impl PyMlirAttribute {
    #[new]
    fn new(py: Python<'_>, cast_from: &Bound<'_, PyMlirAttribute>) -> PyMlirAttribute {
        cast_from.get().copy(py)
    }

    /// Parses an attribute.
    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let owned = ctx.owned().clone();
        let src = asm.to_string();
        // Types and attributes live in the context, not the IR: no IR lock.
        let res = py.detach(move || mlir_ir::parser::parse_attribute_str(owned.ctx(), &src));
        match res {
            Ok(a) => attr_to_py(py, &ctx, a),
            Err(d) => Err(super::diagnostics::mlir_error(py, &ctx, "Unable to parse attribute", &[d], None)),
        }
    }

    /// The context owning the attribute.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }

    /// The attribute's type (`none` for untyped attributes).
    #[getter]
    fn r#type(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        type_to_py(py, &self.ctx, attr_type(self.ctx.ctx(), self.attr))
    }

    /// The class id of this attribute's kind.
    #[getter]
    fn typeid(&self) -> PyTypeID {
        PyTypeID { id: attr_typeid(self.kind()) }
    }

    /// The most derived class for this attribute.
    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        attr_to_py(py, &self.ctx, self.attr)
    }

    /// A `NamedAttribute` binding `name` to this attribute.
    fn get_named(&self, py: Python<'_>, name: String) -> PyNamedAttribute {
        PyNamedAttribute { name: pyo3::types::PyString::new(py, &name).unbind(), attr: self.copy(py) }
    }

    /// Prints the attribute to stderr.
    fn dump(&self) {
        eprintln!("{}", self.text());
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyMlirAttribute>() {
            Ok(o) => {
                let o = o.get();
                o.attr == self.attr && o.ctx.same(&self.ctx)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (std::sync::Arc::as_ptr(self.ctx.owned()) as usize, self.attr).hash(&mut h);
        h.finish()
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let name = slf.get_type().name()?;
        Ok(format!("{}({})", name, slf.get().text()))
    }
}

/// `NamedAttribute`: a name bound to an attribute.
#[pyclass(name = "NamedAttribute", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyNamedAttribute {
    /// The name. A `Py` field of a frozen class, so pyo3 makes it a struct
    /// member: CPython reads `.name` itself, with no call into this module
    /// (the string is the context's cached one, so making it costs little).
    #[pyo3(get)]
    name: Py<pyo3::types::PyString>,
    /// The attribute.
    pub attr: PyMlirAttribute,
}

impl PyNamedAttribute {
    /// The Python object for entry `(name, attr)` of an attribute list of
    /// context `ctx`.
    pub fn wrap(py: Python<'_>, ctx: &CtxRef, (name, attr): NamedAttribute) -> PyResult<Py<PyAny>> {
        let name = ctx.0.get().ident_string(py, name);
        Ok(Py::new(py, PyNamedAttribute { name, attr: PyMlirAttribute { ctx: ctx.clone_ref(py), attr } })?.into_any())
    }
}

#[pymethods]
impl PyNamedAttribute {
    /// The attribute.
    // Reached through a plain CPython getter (`raw_slots.rs`).
    #[getter]
    pub(crate) fn attr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        attr_to_py(py, &self.attr.ctx, self.attr.attr)
    }
    fn __repr__(&self, py: Python<'_>) -> String {
        format!("NamedAttribute({}={})", self.name.bind(py), self.attr.text())
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyMlirAttribute>()?;
    m.add_class::<PyNamedAttribute>()
}
