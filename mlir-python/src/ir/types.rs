//! `Type`: the base class of every type, the downcasting machinery shared by
//! the concrete classes (in `types_builtin`), and `register_type_caster`.

use super::casters::CasterTable;
use super::context::{resolve_context, CtxRef, PyContext};
use super::typeid::PyTypeID;
use mlir_ir::types::{Type, TypeKind};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use std::hash::{Hash, Hasher};

/// `mlir.ir.Type`: a uniqued type of some context.
#[pyclass(name = "Type", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
pub struct PyMlirType {
    /// The owning context.
    pub ctx: CtxRef,
    /// The handle.
    pub ty: Type,
}

impl PyMlirType {
    /// The type's data.
    pub fn kind(&self) -> &TypeKind {
        self.ctx.ctx().type_kind(self.ty)
    }

    /// The type's text.
    pub fn text(&self) -> String {
        mlir_ir::printer::type_to_string(self.ctx.ctx(), self.ty)
    }

    /// A copy sharing the context.
    pub fn copy(&self, py: Python<'_>) -> PyMlirType {
        PyMlirType { ctx: self.ctx.clone_ref(py), ty: self.ty }
    }
}

/// The class id of a type of a registered dialect kept as text
/// (`!llvm.ptr`): one per dialect and mnemonic, stable across runs.
pub fn dialect_type_typeid(dialect: &str, mnemonic: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in dialect.bytes().chain([b'.']).chain(mnemonic.bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    1_000_000 + h % 1_000_000_000_000
}

/// The mnemonic of a dialect type's text: `struct` for `struct<(i32)>`.
pub fn text_mnemonic(data: &str) -> &str {
    let end = data.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(data.len());
    &data[..end]
}

/// The class id of a type: per kind for builtin types, per dialect and
/// mnemonic for a loaded dialect's types, `OpaqueType`'s for the types of
/// dialects that are not loaded.
pub fn type_typeid(ctx: &mlir_ir::Context, kind: &TypeKind) -> u64 {
    if let TypeKind::Opaque { dialect, data } = kind {
        let d = ctx.ident_str(*dialect);
        if ctx.dialect(d).is_some() {
            return dialect_type_typeid(d, text_mnemonic(data));
        }
    }
    match kind {
        TypeKind::Integer { .. } => 1,
        TypeKind::Index => 2,
        TypeKind::None => 3,
        TypeKind::Complex(_) => 4,
        TypeKind::Tuple(_) => 5,
        TypeKind::Function { .. } => 6,
        TypeKind::Vector { .. } => 7,
        TypeKind::RankedTensor { .. } => 8,
        TypeKind::UnrankedTensor { .. } => 9,
        TypeKind::MemRef { .. } => 10,
        TypeKind::UnrankedMemRef { .. } => 11,
        TypeKind::Opaque { .. } => 12,
        TypeKind::Float(k) => 100 + *k as u64,
    }
}

/// The base data of any `Type` instance (concrete classes included).
pub fn type_base<'a>(obj: &'a Bound<'_, PyAny>) -> PyResult<&'a PyMlirType> {
    Ok(obj.cast::<PyMlirType>()?.get())
}

/// A class in the `Type` hierarchy that can be built from base data.
pub trait ConcreteType: pyo3::PyClass {
    /// The initializer of an instance holding `base`.
    fn init(base: PyMlirType) -> PyClassInitializer<Self>;
}

impl ConcreteType for PyMlirType {
    fn init(base: PyMlirType) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
}

static TYPE_CASTERS: CasterTable = CasterTable::new();

/// The most derived Python object for `ty`: the concrete builtin class,
/// passed through a caster registered for its type id, if any.
pub fn type_to_py(py: Python<'_>, ctx: &CtxRef, ty: Type) -> PyResult<Py<PyAny>> {
    let base = PyMlirType { ctx: ctx.clone_ref(py), ty };
    // A loaded dialect's type: its Python module (which registers the
    // type's caster) is imported on first sight, as upstream does.
    let dialect = match base.kind() {
        TypeKind::Opaque { dialect, .. } => Some(ctx.ctx().ident_str(*dialect).to_string()),
        _ => None,
    };
    let tid = (TYPE_CASTERS.any() || dialect.is_some()).then(|| type_typeid(ctx.ctx(), base.kind()));
    let obj = super::types_builtin::concrete(py, base)?;
    let Some(tid) = tid else { return Ok(obj) };
    let mut caster = TYPE_CASTERS.find(py, tid);
    if let (None, Some(ns)) = (&caster, dialect) {
        if ctx.ctx().dialect(&ns).is_some() {
            crate::globals::load_dialect_module(py, &ns)?;
            caster = TYPE_CASTERS.find(py, tid);
        }
    }
    match caster {
        Some(c) => c.call1(py, (obj,)),
        None => Ok(obj),
    }
}

/// Builds the Python object of class `T` for `base`.
pub fn make<T: ConcreteType>(py: Python<'_>, base: PyMlirType) -> PyResult<Py<PyAny>> {
    Ok(Bound::new(py, T::init(base))?.into_any().unbind())
}

/// The cast-from-`Type` error upstream raises.
pub fn cast_error(target: &str, from: &PyMlirType) -> PyErr {
    PyValueError::new_err(format!("Cannot cast type to {target} (from Type({}))", from.text()))
}

#[pymethods]
impl PyMlirType {
    #[new]
    fn new(py: Python<'_>, cast_from: &Bound<'_, PyMlirType>) -> PyMlirType {
        cast_from.get().copy(py)
    }

    /// Parses a type.
    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let owned = ctx.owned().clone();
        let src = asm.to_string();
        // Types and attributes live in the context, not the IR: no IR lock.
        let res = py.detach(move || mlir_ir::parser::parse_type_str(owned.ctx(), &src));
        match res {
            Ok(ty) => type_to_py(py, &ctx, ty),
            Err(d) => Err(super::diagnostics::mlir_error(py, &ctx, "Unable to parse type", &[d], None)),
        }
    }

    /// The context owning the type.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }

    /// The class id of this type's kind.
    #[getter]
    fn typeid(&self) -> PyTypeID {
        PyTypeID { id: type_typeid(self.ctx.ctx(), self.kind()) }
    }

    /// The most derived class for this type.
    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        type_to_py(py, &self.ctx, self.ty)
    }

    /// Prints the type to stderr.
    fn dump(&self) {
        eprintln!("{}", self.text());
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyMlirType>() {
            Ok(o) => {
                let o = o.get();
                o.ty == self.ty && o.ctx.same(&self.ctx)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (std::sync::Arc::as_ptr(self.ctx.owned()) as usize, self.ty).hash(&mut h);
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

/// `register_type_caster(typeid, caster, replace=False)` (as a function and
/// as a decorator when `caster` is omitted).
#[pyfunction]
#[pyo3(signature = (typeid, caster=None, replace=false))]
fn register_type_caster(
    py: Python<'_>,
    typeid: PyTypeID,
    caster: Option<Py<PyAny>>,
    replace: bool,
) -> PyResult<Py<PyAny>> {
    TYPE_CASTERS.register(py, typeid.id, caster, replace, "Type caster is already registered with caster: ")
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyMlirType>()
}

/// Registers `register_type_caster` on `_mlir`.
pub fn register_toplevel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_type_caster, m)?)
}
