//! The builtin attribute classes: `IntegerAttr`, `FloatAttr`, `BoolAttr`,
//! `StringAttr`, `ArrayAttr`, `DictAttr`, `TypeAttr`, `UnitAttr`,
//! `FlatSymbolRefAttr`, `SymbolRefAttr`, `OpaqueAttr`.

use super::attributes::{attr_base, attr_to_py, attr_typeid, cast_error, make, ConcreteAttr, PyMlirAttribute};
use super::context::{resolve_context, CtxRef, PyContext};
use super::location::PyLocation;
use super::typeid::PyTypeID;
use super::types::{type_to_py, PyMlirType};
use mlir_ir::attributes::AttrKind;
use mlir_ir::support::apint::APInt;
use mlir_ir::types::{Signedness, TypeKind};
use pyo3::exceptions::{PyIndexError, PyKeyError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use pyo3::types::{PyBytes, PyDict, PyString};

macro_rules! concrete_attr {
    ($rust:ident, $name:literal, $mnemonic:literal, |$k:ident| $matches:expr, $tid:expr) => {
        #[doc = concat!("`", $name, "`.")]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir", extends = PyMlirAttribute, subclass, frozen)]
        pub struct $rust;

        impl ConcreteAttr for $rust {
            fn init(base: PyMlirAttribute) -> PyClassInitializer<Self> {
                PyClassInitializer::from(base).add_subclass($rust)
            }
        }

        impl $rust {
            /// Whether an attribute of this kind belongs to the class.
            pub fn matches($k: &AttrKind) -> bool {
                $matches
            }
            /// The class's static type id.
            pub const STATIC_TYPEID: u64 = $tid;
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn __new__(py: Python<'_>, cast_from: &Bound<'_, PyMlirAttribute>) -> PyResult<PyClassInitializer<Self>> {
                let b = cast_from.get();
                if !Self::matches(b.kind()) {
                    return Err(cast_error($name, b));
                }
                Ok(Self::init(b.copy(py)))
            }

            /// Whether `other` is an attribute of this class.
            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                attr_base(other).is_ok_and(|b| Self::matches(b.kind()))
            }

            /// The class id of this attribute's kind.
            #[getter]
            fn typeid(slf: &Bound<'_, Self>) -> PyResult<PyTypeID> {
                Ok(PyTypeID { id: attr_typeid(ab(slf)?.kind()) })
            }

            /// The attribute's type.
            #[getter]
            fn r#type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
                let b = ab(slf)?;
                type_to_py(slf.py(), &b.ctx, super::attributes::attr_type(b.ctx.ctx(), b.attr))
            }

            #[classattr]
            fn attr_name() -> &'static str {
                $mnemonic
            }
        }
    };
}

fn ab<'a, T>(slf: &'a Bound<'_, T>) -> PyResult<&'a PyMlirAttribute> {
    attr_base(slf.as_any())
}

pub(crate) fn new_attr<T: ConcreteAttr>(py: Python<'_>, ctx: &CtxRef, kind: AttrKind) -> PyResult<Py<PyAny>> {
    let attr = ctx.ctx().get_attr(kind);
    make::<T>(py, PyMlirAttribute { ctx: ctx.clone_ref(py), attr })
}

concrete_attr!(
    PyIntegerAttr,
    "IntegerAttr",
    "builtin.integer",
    |k| matches!(k, AttrKind::Integer { .. } | AttrKind::Bool(_)),
    1003
);
concrete_attr!(PyBoolAttr, "BoolAttr", "builtin.bool", |k| matches!(k, AttrKind::Bool(_)), 1002);
concrete_attr!(PyFloatAttr, "FloatAttr", "builtin.float", |k| matches!(k, AttrKind::Float { .. }), 1004);
concrete_attr!(PyStringAttr, "StringAttr", "builtin.string", |k| matches!(k, AttrKind::String { .. }), 1005);
concrete_attr!(PyTypeAttr, "TypeAttr", "builtin.type", |k| matches!(k, AttrKind::Type(_)), 1006);
concrete_attr!(PyArrayAttr, "ArrayAttr", "builtin.array", |k| matches!(k, AttrKind::Array(_)), 1007);
concrete_attr!(PyDictAttr, "DictAttr", "builtin.dictionary", |k| matches!(k, AttrKind::Dictionary(_)), 1008);
concrete_attr!(
    PyFlatSymbolRefAttr,
    "FlatSymbolRefAttr",
    "builtin.flat_symbol_ref",
    |k| matches!(k, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    1009
);
concrete_attr!(
    PySymbolRefAttr,
    "SymbolRefAttr",
    "builtin.symbol_ref",
    |k| matches!(k, AttrKind::SymbolRef { .. }),
    1010
);
concrete_attr!(PyUnitAttr, "UnitAttr", "builtin.unit", |k| matches!(k, AttrKind::Unit), 1001);
concrete_attr!(PyOpaqueAttr, "OpaqueAttr", "builtin.opaque", |k| matches!(k, AttrKind::Opaque { .. }), 1015);
concrete_attr!(PyAffineMapAttr, "AffineMapAttr", "builtin.affine_map", |k| matches!(k, AttrKind::AffineMap(_)), 1018);
concrete_attr!(
    PyIntegerSetAttr,
    "IntegerSetAttr",
    "builtin.integer_set",
    |k| matches!(k, AttrKind::IntegerSet(_)),
    1019
);
concrete_attr!(
    PyDenseResourceElementsAttr,
    "DenseResourceElementsAttr",
    "builtin.dense_resource_elements",
    |k| matches!(k, AttrKind::DenseResource { .. }),
    1013
);
concrete_attr!(
    PyStridedLayoutAttr,
    "StridedLayoutAttr",
    "builtin.strided_layout",
    |k| matches!(k, AttrKind::Strided { .. }),
    1014
);

/// The concrete Python object for `base`.
pub fn concrete(py: Python<'_>, base: PyMlirAttribute) -> PyResult<Py<PyAny>> {
    if matches!(base.kind(), AttrKind::DenseElements { .. } | AttrKind::DenseArray { .. }) {
        if let Some(r) = super::dense::concrete(py, base.copy(py)) {
            return r;
        }
    }
    match base.kind() {
        AttrKind::Integer { .. } => make::<PyIntegerAttr>(py, base),
        AttrKind::Bool(_) => make::<PyBoolAttr>(py, base),
        AttrKind::Float { .. } => make::<PyFloatAttr>(py, base),
        AttrKind::String { .. } => make::<PyStringAttr>(py, base),
        AttrKind::Type(_) => make::<PyTypeAttr>(py, base),
        AttrKind::Array(_) => make::<PyArrayAttr>(py, base),
        AttrKind::Dictionary(_) => make::<PyDictAttr>(py, base),
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => make::<PyFlatSymbolRefAttr>(py, base),
        AttrKind::SymbolRef { .. } => make::<PySymbolRefAttr>(py, base),
        AttrKind::Unit => make::<PyUnitAttr>(py, base),
        AttrKind::Opaque { .. } => make::<PyOpaqueAttr>(py, base),
        AttrKind::AffineMap(_) => make::<PyAffineMapAttr>(py, base),
        AttrKind::IntegerSet(_) => make::<PyIntegerSetAttr>(py, base),
        AttrKind::Strided { .. } => make::<PyStridedLayoutAttr>(py, base),
        AttrKind::DenseResource { .. } => make::<PyDenseResourceElementsAttr>(py, base),
        _ => make::<PyMlirAttribute>(py, base),
    }
}

/// Converts a Python int to an `APInt` of `width` bits.
/// A Python int as a `width`-bit APInt.
pub(crate) fn int_to_apint(v: &Bound<'_, PyAny>, width: u32) -> PyResult<APInt> {
    if let Ok(i) = v.extract::<i64>() {
        return Ok(APInt::from_i64(width, i));
    }
    if let Ok(u) = v.extract::<u64>() {
        return Ok(APInt::from_u64(width, u));
    }
    let s: String = v.str()?.extract()?;
    let big: num_bigint::BigInt = s.parse().map_err(|_| PyTypeError::new_err("expected an integer"))?;
    Ok(APInt::from_bigint(width, &big))
}

fn apint_to_py(py: Python<'_>, v: &APInt, signed: bool) -> PyResult<Py<PyAny>> {
    if signed {
        if let Some(i) = v.to_i64() {
            return Ok(i.into_pyobject(py)?.into_any().unbind());
        }
    } else if let Some(u) = v.to_u64() {
        return Ok(u.into_pyobject(py)?.into_any().unbind());
    }
    let s = v.to_string_radix10(signed);
    Ok(py.get_type::<pyo3::types::PyInt>().call1((s,))?.unbind())
}

#[pymethods]
impl PyIntegerAttr {
    /// An integer attribute of `type` holding `value`.
    #[staticmethod]
    fn get(py: Python<'_>, r#type: &Bound<'_, PyMlirType>, value: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let t = r#type.get();
        let width = match t.kind() {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => return Err(PyValueError::new_err(format!("Cannot create an IntegerAttr of type {}", t.text()))),
        };
        let ap = int_to_apint(value, width)?;
        new_attr::<PyIntegerAttr>(py, &t.ctx, AttrKind::Integer { ty: t.ty, value: ap })
    }
    /// The value, as a Python int (unsigned types read unsigned).
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = ab(slf)?;
        let py = slf.py();
        match b.kind() {
            // A bool is an `i1` integer attribute, read as signed: true is -1.
            AttrKind::Bool(v) => Ok((-(*v as i64)).into_pyobject(py)?.into_any().unbind()),
            AttrKind::Integer { ty, value } => {
                let unsigned =
                    matches!(b.ctx.ctx().type_kind(*ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
                // Signless values read as signed (`IntegerAttr::getInt`),
                // so `1 : i1` is -1, as upstream.
                apint_to_py(py, value, !unsigned)
            }
            _ => Err(PyValueError::new_err("not an integer attribute")),
        }
    }
    fn __int__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        Self::value(slf)
    }
}

#[pymethods]
impl PyBoolAttr {
    /// `true` or `false`.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: bool, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        new_attr::<PyBoolAttr>(py, &resolve_context(py, context)?, AttrKind::Bool(value))
    }
    /// The value.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(matches!(ab(slf)?.kind(), AttrKind::Bool(true)))
    }
    fn __bool__(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Self::value(slf)
    }
}

fn float_attr(py: Python<'_>, t: &PyMlirType, value: f64) -> PyResult<Py<PyAny>> {
    let TypeKind::Float(k) = t.kind() else {
        return Err(PyValueError::new_err(format!("Cannot create a FloatAttr of type {}", t.text())));
    };
    let bits = mlir_ir::support::float_bits_from_f64(*k, value);
    new_attr::<PyFloatAttr>(py, &t.ctx, AttrKind::Float { ty: t.ty, bits: bits.into() })
}

#[pymethods]
impl PyFloatAttr {
    /// A float attribute of `type` holding `value` (rounded to the type).
    #[staticmethod]
    #[pyo3(signature = (r#type, value, loc=None))]
    fn get(
        py: Python<'_>,
        r#type: &Bound<'_, PyMlirType>,
        value: f64,
        loc: Option<&Bound<'_, PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        if !matches!(r#type.get().kind(), TypeKind::Float(_)) {
            // Upstream's checked getter reports the bad type at `loc`.
            let loc = super::location::resolve_location(py, loc)?;
            let loc = loc.get();
            let d = mlir_ir::Diagnostic::error(loc.loc, "expected floating point type");
            return Err(super::diagnostics::mlir_error(py, &loc.ctx, "Invalid attribute", &[d], None));
        }
        float_attr(py, r#type.get(), value)
    }
    /// Like `get`, without diagnostics.
    #[staticmethod]
    #[pyo3(signature = (r#type, value, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        r#type: &Bound<'_, PyMlirType>,
        value: f64,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        float_attr(py, r#type.get(), value)
    }
    /// An `f32` attribute.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_f32(py: Python<'_>, value: f64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let ty = ctx.ctx().float_type(mlir_ir::types::FloatKind::F32);
        float_attr(py, &PyMlirType { ctx, ty }, value)
    }
    /// An `f64` attribute.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_f64(py: Python<'_>, value: f64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let ty = ctx.ctx().float_type(mlir_ir::types::FloatKind::F64);
        float_attr(py, &PyMlirType { ctx, ty }, value)
    }
    /// The value as a Python float.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<f64> {
        let b = ab(slf)?;
        match b.kind() {
            AttrKind::Float { ty, bits } => match b.ctx.ctx().type_kind(*ty) {
                TypeKind::Float(k) => {
                    let sem = mlir_ir::support::semantics_of(*k);
                    Ok(mlir_ir::support::apfloat::APFloat::from_bits(sem, bits.get()).to_f64())
                }
                _ => Err(PyValueError::new_err("malformed float attribute")),
            },
            _ => Err(PyValueError::new_err("not a float attribute")),
        }
    }
    fn __float__(slf: &Bound<'_, Self>) -> PyResult<f64> {
        Self::value(slf)
    }
}

#[pymethods]
impl PyStringAttr {
    /// `"value"`.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: &Bound<'_, PyAny>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let bytes: Vec<u8> = if let Ok(s) = value.cast::<PyString>() {
            s.to_str()?.as_bytes().to_vec()
        } else {
            value.cast::<PyBytes>()?.as_bytes().to_vec()
        };
        let none = ctx.ctx().none_type();
        new_attr::<PyStringAttr>(py, &ctx, AttrKind::String { value: bytes.into(), ty: none })
    }
    /// `"value" : type`.
    #[staticmethod]
    fn get_typed(py: Python<'_>, r#type: &Bound<'_, PyMlirType>, value: &str) -> PyResult<Py<PyAny>> {
        let t = r#type.get();
        new_attr::<PyStringAttr>(py, &t.ctx, AttrKind::String { value: value.as_bytes().into(), ty: t.ty })
    }
    /// The value as `str`.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<String> {
        match ab(slf)?.kind() {
            AttrKind::String { value, .. } => Ok(String::from_utf8_lossy(value).into_owned()),
            _ => Err(PyValueError::new_err("not a string attribute")),
        }
    }
    /// The value as `bytes`.
    #[getter]
    fn value_bytes<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyBytes>> {
        match ab(slf)?.kind() {
            AttrKind::String { value, .. } => Ok(PyBytes::new(slf.py(), value)),
            _ => Err(PyValueError::new_err("not a string attribute")),
        }
    }
}

#[pymethods]
impl PyTypeAttr {
    /// A type used as an attribute.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(
        py: Python<'_>,
        value: &Bound<'_, PyMlirType>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = context;
        let t = value.get();
        new_attr::<PyTypeAttr>(py, &t.ctx, AttrKind::Type(t.ty))
    }
    /// The type.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = ab(slf)?;
        match b.kind() {
            AttrKind::Type(t) => type_to_py(slf.py(), &b.ctx, *t),
            _ => Err(PyValueError::new_err("not a type attribute")),
        }
    }
}

#[pymethods]
impl PyUnitAttr {
    /// `unit`.
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        new_attr::<PyUnitAttr>(py, &resolve_context(py, context)?, AttrKind::Unit)
    }
}

fn array_elems<T>(slf: &Bound<'_, T>) -> PyResult<Vec<mlir_ir::Attribute>> {
    match ab(slf)?.kind() {
        AttrKind::Array(v) => Ok(v.to_vec()),
        _ => Err(PyValueError::new_err("not an array attribute")),
    }
}

fn attrs_in(ctx: &CtxRef, seq: &Bound<'_, PyAny>) -> PyResult<Vec<mlir_ir::Attribute>> {
    let mut out = Vec::new();
    for item in seq.try_iter()? {
        let item = item?;
        // Upstream's message for a non-attribute element, word for word.
        let a = attr_base(&item).map_err(|_| {
            PyRuntimeError::new_err("Invalid attribute when attempting to create an ArrayAttribute (std::bad_cast)")
        })?;
        ctx.check_same(&a.ctx, "Attribute")?;
        out.push(a.attr);
    }
    Ok(out)
}

#[pymethods]
impl PyArrayAttr {
    /// `[attributes...]`.
    #[staticmethod]
    #[pyo3(signature = (attributes, context=None))]
    fn get(
        py: Python<'_>,
        attributes: &Bound<'_, PyAny>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let elems = attrs_in(&ctx, attributes)?;
        new_attr::<PyArrayAttr>(py, &ctx, AttrKind::Array(elems.into()))
    }
    fn __len__(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(array_elems(slf)?.len())
    }
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<Py<PyAny>> {
        let v = array_elems(slf)?;
        let i = super::norm_index(index, v.len(), "ArrayAttribute")
            .map_err(|_| PyIndexError::new_err("ArrayAttribute index out of range"))?;
        attr_to_py(slf.py(), &ab(slf)?.ctx, v[i])
    }
    fn __iter__(slf: &Bound<'_, Self>) -> PyResult<super::iterators::PyArrayAttributeIterator> {
        let b = ab(slf)?;
        Ok(super::iterators::PyArrayAttributeIterator::new(slf.py(), &b.ctx, b.attr))
    }
    fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let b = ab(slf)?;
        let mut v = array_elems(slf)?;
        v.extend(attrs_in(&b.ctx, other)?);
        new_attr::<PyArrayAttr>(slf.py(), &b.ctx, AttrKind::Array(v.into()))
    }
}

fn dict_entries<T>(slf: &Bound<'_, T>) -> PyResult<Vec<mlir_ir::attributes::NamedAttribute>> {
    match ab(slf)?.kind() {
        AttrKind::Dictionary(v) => Ok(v.to_vec()),
        _ => Err(PyValueError::new_err("not a dictionary attribute")),
    }
}

#[pymethods]
impl PyDictAttr {
    /// `{name = attr, ...}` from a Python dict.
    #[staticmethod]
    #[pyo3(signature = (value=None, context=None))]
    fn get(
        py: Python<'_>,
        value: Option<&Bound<'_, PyDict>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let mut entries = Vec::new();
        if let Some(d) = value {
            for (k, v) in d.iter() {
                // Upstream's cast failures, word for word.
                let name: String = k.extract().map_err(|_| PyRuntimeError::new_err("std::bad_cast"))?;
                let a = attr_base(&v).map_err(|_| PyRuntimeError::new_err("std::bad_cast"))?;
                ctx.check_same(&a.ctx, "Attribute")?;
                entries.push((ctx.ctx().ident(&name), a.attr));
            }
        }
        let attr = ctx.ctx().dict_attr(entries);
        make::<PyDictAttr>(py, PyMlirAttribute { ctx, attr })
    }
    fn __len__(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(dict_entries(slf)?.len())
    }
    fn __contains__(slf: &Bound<'_, Self>, name: &str) -> PyResult<bool> {
        let b = ab(slf)?;
        Ok(dict_entries(slf)?.iter().any(|(n, _)| b.ctx.ctx().ident_str(*n) == name))
    }
    fn __getitem__(slf: &Bound<'_, Self>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let b = ab(slf)?;
        let py = slf.py();
        let entries = dict_entries(slf)?;
        if let Ok(name) = key.extract::<String>() {
            let hit = entries.iter().find(|(n, _)| b.ctx.ctx().ident_str(*n) == name);
            return match hit {
                Some((_, a)) => attr_to_py(py, &b.ctx, *a),
                // Upstream's messages, here and below: scripts may match on them.
                None => Err(PyKeyError::new_err("attempt to access a non-existent attribute")),
            };
        }
        // Upstream takes no negative index here.
        let i = key.extract::<isize>()?;
        let i = usize::try_from(i)
            .ok()
            .filter(|&i| i < entries.len())
            .ok_or_else(|| PyIndexError::new_err("attempt to access out of bounds attribute"))?;
        super::attributes::PyNamedAttribute::wrap(py, &b.ctx, entries[i])
    }
}

#[pymethods]
impl PyFlatSymbolRefAttr {
    /// `@value`.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: &str, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let attr = ctx.ctx().symbol_ref_attr(value, &[]);
        make::<PyFlatSymbolRefAttr>(py, PyMlirAttribute { ctx, attr })
    }
    /// The symbol name.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<String> {
        let b = ab(slf)?;
        match b.kind() {
            AttrKind::SymbolRef { root, .. } => Ok(b.ctx.ctx().ident_str(*root).to_string()),
            _ => Err(PyValueError::new_err("not a symbol reference")),
        }
    }
}

#[pymethods]
impl PySymbolRefAttr {
    /// `@a::@b::...` from a list of names.
    #[staticmethod]
    #[pyo3(signature = (symbols, context=None))]
    fn get(py: Python<'_>, symbols: Vec<String>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let Some((root, rest)) = symbols.split_first() else {
            return Err(PyValueError::new_err("SymbolRefAttr must be composed of at least one symbol."));
        };
        let rest: Vec<&str> = rest.iter().map(|s| s.as_str()).collect();
        let attr = ctx.ctx().symbol_ref_attr(root, &rest);
        attr_to_py(py, &ctx, attr)
    }
    /// The names, root first.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Vec<String>> {
        let b = ab(slf)?;
        match b.kind() {
            AttrKind::SymbolRef { root, nested } => {
                let c = b.ctx.ctx();
                Ok(std::iter::once(root).chain(nested.iter()).map(|i| c.ident_str(*i).to_string()).collect())
            }
            _ => Err(PyValueError::new_err("not a symbol reference")),
        }
    }
}

#[pymethods]
impl PyOpaqueAttr {
    /// `#dialect_namespace<"buffer"> : type`.
    #[staticmethod]
    #[pyo3(signature = (dialect_namespace, buffer, r#type, context=None))]
    fn get(
        py: Python<'_>,
        dialect_namespace: &str,
        buffer: &Bound<'_, PyBytes>,
        r#type: &Bound<'_, PyMlirType>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let data = String::from_utf8_lossy(buffer.as_bytes()).into_owned();
        let kind =
            AttrKind::Opaque { dialect: ctx.ctx().ident(dialect_namespace), data: data.into(), ty: r#type.get().ty };
        new_attr::<PyOpaqueAttr>(py, &ctx, kind)
    }
    #[getter]
    fn dialect_namespace(slf: &Bound<'_, Self>) -> PyResult<String> {
        let b = ab(slf)?;
        match b.kind() {
            AttrKind::Opaque { dialect, .. } => Ok(b.ctx.ctx().ident_str(*dialect).to_string()),
            _ => Ok(String::new()),
        }
    }
    #[getter]
    fn data<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyBytes>> {
        match ab(slf)?.kind() {
            AttrKind::Opaque { data, .. } => Ok(PyBytes::new(slf.py(), data.as_bytes())),
            _ => Ok(PyBytes::new(slf.py(), b"")),
        }
    }
}

macro_rules! reg {
    ($m:expr, $($t:ty),*) => {{
        $(
            $m.add_class::<$t>()?;
            let cls = $m.py().get_type::<$t>();
            super::add_static_property(&cls, "static_typeid", |_a, _k| {
                Python::attach(|py| Ok(Py::new(py, PyTypeID { id: <$t>::STATIC_TYPEID })?.into_any()))
            })?;
        )*
    }};
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    reg!(
        m,
        PyIntegerAttr,
        PyBoolAttr,
        PyFloatAttr,
        PyStringAttr,
        PyTypeAttr,
        PyArrayAttr,
        PyDictAttr,
        PyFlatSymbolRefAttr,
        PySymbolRefAttr,
        PyUnitAttr,
        PyOpaqueAttr,
        PyAffineMapAttr,
        PyIntegerSetAttr,
        PyDenseResourceElementsAttr,
        PyStridedLayoutAttr
    );
    Ok(())
}
