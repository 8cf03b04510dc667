//! `DenseElementsAttr`, `DenseIntElementsAttr`, `DenseFPElementsAttr` and
//! the dense array attributes (`DenseBoolArrayAttr`, `DenseI8ArrayAttr`,
//! ... `DenseF64ArrayAttr`).
//!
//! Buffers come in through Python's `memoryview` (any buffer exporter:
//! numpy arrays, `bytes`, `array.array`), so no unsafe code is needed; the
//! way out is numpy's `__array__` protocol (`np.array(attr)`), which builds
//! an array from the attribute's bytes with the matching dtype and shape.

use super::attributes::{attr_base, attr_to_py, attr_typeid, cast_error, make, ConcreteAttr, PyMlirAttribute};
use super::attributes_builtin::new_attr;
use super::context::{resolve_context, CtxRef, PyContext};
use super::typeid::PyTypeID;
use super::types::{type_to_py, PyMlirType};
use mlir_ir::attributes::{AttrKind, DenseElementKind, DenseElements, DenseValue};
use mlir_ir::support::apint::APInt;
use mlir_ir::types::{FloatKind, Signedness, TypeKind};
use mlir_ir::Type;
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use pyo3::types::PyList;

macro_rules! dense_class {
    ($rust:ident, $name:literal, $mnemonic:literal, $base:ty, |$ctx:ident, $k:ident| $matches:expr, $tid:expr) => {
        #[doc = concat!("`", $name, "`.")]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir", extends = $base, subclass, frozen)]
        pub struct $rust;

        impl ConcreteAttr for $rust {
            fn init(base: PyMlirAttribute) -> PyClassInitializer<Self> {
                <$base as ConcreteAttr>::init(base).add_subclass($rust)
            }
        }

        impl $rust {
            /// Whether an attribute of this kind belongs to the class.
            pub fn matches($ctx: &mlir_ir::Context, $k: &AttrKind) -> bool {
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
                if !Self::matches(b.ctx.ctx(), b.kind()) {
                    return Err(cast_error($name, b));
                }
                Ok(Self::init(b.copy(py)))
            }

            /// Whether `other` is an attribute of this class.
            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                attr_base(other).is_ok_and(|b| Self::matches(b.ctx.ctx(), b.kind()))
            }

            /// The class id of this attribute's kind.
            #[getter]
            fn typeid(slf: &Bound<'_, Self>) -> PyResult<PyTypeID> {
                Ok(PyTypeID { id: attr_typeid(ab(slf).kind()) })
            }

            /// The attribute's type.
            #[getter]
            fn r#type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
                let b = ab(slf);
                type_to_py(slf.py(), &b.ctx, super::attributes::attr_type(b.ctx.ctx(), b.attr))
            }

            #[classattr]
            fn attr_name() -> &'static str {
                $mnemonic
            }
        }
    };
}

fn ab<'a, T>(slf: &'a Bound<'_, T>) -> &'a PyMlirAttribute {
    slf.as_any().cast::<PyMlirAttribute>().map(|b| b.get()).expect("Attribute subclass")
}

fn dense_kind(ctx: &mlir_ir::Context, k: &AttrKind) -> Option<DenseElementKind> {
    match k {
        AttrKind::DenseElements { ty, .. } => {
            let el = match ctx.type_kind(*ty) {
                TypeKind::RankedTensor { element, .. } | TypeKind::Vector { element, .. } => *element,
                _ => return None,
            };
            Some(DenseElementKind::of(ctx, el))
        }
        _ => None,
    }
}

dense_class!(
    PyDenseElementsAttr,
    "DenseElementsAttr",
    "builtin.dense_elements",
    PyMlirAttribute,
    |_c, k| matches!(k, AttrKind::DenseElements { .. }),
    1011
);
dense_class!(
    PyDenseIntElementsAttr,
    "DenseIntElementsAttr",
    "builtin.dense_int_elements",
    PyDenseElementsAttr,
    |c, k| matches!(dense_kind(c, k), Some(DenseElementKind::Int { .. })),
    1011
);
dense_class!(
    PyDenseFPElementsAttr,
    "DenseFPElementsAttr",
    "builtin.dense_fp_elements",
    PyDenseElementsAttr,
    |c, k| matches!(dense_kind(c, k), Some(DenseElementKind::Float(_))),
    1011
);

fn array_elem_is(c: &mlir_ir::Context, k: &AttrKind, f: fn(&TypeKind) -> bool) -> bool {
    match k {
        AttrKind::DenseArray { element, .. } => f(c.type_kind(*element)),
        _ => false,
    }
}

fn is_int(k: &TypeKind, w: u32) -> bool {
    matches!(k, TypeKind::Integer { width, .. } if *width == w)
}

dense_class!(
    PyDenseBoolArrayAttr,
    "DenseBoolArrayAttr",
    "builtin.dense_bool_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| is_int(t, 1)),
    1012
);
dense_class!(
    PyDenseI8ArrayAttr,
    "DenseI8ArrayAttr",
    "builtin.dense_i8_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| is_int(t, 8)),
    1012
);
dense_class!(
    PyDenseI16ArrayAttr,
    "DenseI16ArrayAttr",
    "builtin.dense_i16_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| is_int(t, 16)),
    1012
);
dense_class!(
    PyDenseI32ArrayAttr,
    "DenseI32ArrayAttr",
    "builtin.dense_i32_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| is_int(t, 32)),
    1012
);
dense_class!(
    PyDenseI64ArrayAttr,
    "DenseI64ArrayAttr",
    "builtin.dense_i64_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| is_int(t, 64)),
    1012
);
dense_class!(
    PyDenseF32ArrayAttr,
    "DenseF32ArrayAttr",
    "builtin.dense_f32_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| matches!(t, TypeKind::Float(FloatKind::F32))),
    1012
);
dense_class!(
    PyDenseF64ArrayAttr,
    "DenseF64ArrayAttr",
    "builtin.dense_f64_array",
    PyMlirAttribute,
    |c, k| array_elem_is(c, k, |t| matches!(t, TypeKind::Float(FloatKind::F64))),
    1012
);

/// The most derived Python object for a dense elements or dense array
/// attribute, if `base` is one.
pub fn concrete(py: Python<'_>, base: PyMlirAttribute) -> Option<PyResult<Py<PyAny>>> {
    let c = base.ctx.ctx();
    let k = base.kind();
    Some(if PyDenseIntElementsAttr::matches(c, k) {
        make::<PyDenseIntElementsAttr>(py, base)
    } else if PyDenseFPElementsAttr::matches(c, k) {
        make::<PyDenseFPElementsAttr>(py, base)
    } else if PyDenseElementsAttr::matches(c, k) {
        make::<PyDenseElementsAttr>(py, base)
    } else if PyDenseBoolArrayAttr::matches(c, k) {
        make::<PyDenseBoolArrayAttr>(py, base)
    } else if PyDenseI8ArrayAttr::matches(c, k) {
        make::<PyDenseI8ArrayAttr>(py, base)
    } else if PyDenseI16ArrayAttr::matches(c, k) {
        make::<PyDenseI16ArrayAttr>(py, base)
    } else if PyDenseI32ArrayAttr::matches(c, k) {
        make::<PyDenseI32ArrayAttr>(py, base)
    } else if PyDenseI64ArrayAttr::matches(c, k) {
        make::<PyDenseI64ArrayAttr>(py, base)
    } else if PyDenseF32ArrayAttr::matches(c, k) {
        make::<PyDenseF32ArrayAttr>(py, base)
    } else if PyDenseF64ArrayAttr::matches(c, k) {
        make::<PyDenseF64ArrayAttr>(py, base)
    } else {
        return None;
    })
}

fn view(b: &PyMlirAttribute) -> PyResult<DenseElements<'_>> {
    DenseElements::new(b.ctx.ctx(), b.attr).ok_or_else(|| PyValueError::new_err("not a dense elements attribute"))
}

/// The element type of a buffer format (`memoryview.format`), as upstream
/// maps numpy's formats.
fn format_element(ctx: &mlir_ir::Context, fmt: &str, itemsize: usize, signless: bool) -> PyResult<Type> {
    let f = fmt.trim_start_matches(['<', '=', '@', '!']);
    let bad = || PyValueError::new_err(format!("unimplemented array format conversion from format: {fmt}"));
    let int = |signed: bool| {
        let s = if signless {
            Signedness::Signless
        } else if signed {
            Signedness::Signed
        } else {
            Signedness::Unsigned
        };
        ctx.int_type((itemsize * 8) as u32, s)
    };
    Ok(match f {
        "?" => ctx.int_type(1, Signedness::Signless),
        "b" | "h" | "i" | "l" | "q" | "n" => int(true),
        "B" | "H" | "I" | "L" | "Q" | "N" => int(false),
        "e" => ctx.float_type(FloatKind::F16),
        "f" => ctx.float_type(FloatKind::F32),
        "d" => ctx.float_type(FloatKind::F64),
        _ => return Err(bad()),
    })
}

/// The numpy dtype string of an element kind.
fn element_dtype(ctx: &mlir_ir::Context, el: Type) -> PyResult<&'static str> {
    Ok(match ctx.type_kind(el) {
        TypeKind::Integer { width: 1, .. } => "?",
        TypeKind::Integer { width, signedness } => {
            let u = *signedness == Signedness::Unsigned;
            match (width, u) {
                (8, false) => "<i1",
                (8, true) => "<u1",
                (16, false) => "<i2",
                (16, true) => "<u2",
                (32, false) => "<i4",
                (32, true) => "<u4",
                (64, false) => "<i8",
                (64, true) => "<u8",
                _ => return Err(PyValueError::new_err("unsupported data type for conversion to Python buffer")),
            }
        }
        TypeKind::Index => "<i8",
        TypeKind::Float(FloatKind::F16) => "<f2",
        TypeKind::Float(FloatKind::F32) => "<f4",
        TypeKind::Float(FloatKind::F64) => "<f8",
        _ => return Err(PyValueError::new_err("unsupported data type for conversion to Python buffer")),
    })
}

fn shaped_parts(ctx: &mlir_ir::Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
            Some((shape.to_vec(), *element))
        }
        _ => None,
    }
}

fn int_value(py: Python<'_>, ctx: &mlir_ir::Context, el: Type, v: &APInt) -> PyResult<Py<PyAny>> {
    let unsigned =
        matches!(ctx.type_kind(el), TypeKind::Integer { signedness: Signedness::Unsigned, .. }) || v.width() == 1;
    if !unsigned {
        if let Some(i) = v.to_i64() {
            return Ok(i.into_pyobject(py)?.into_any().unbind());
        }
    } else if let Some(u) = v.to_u64() {
        return Ok(u.into_pyobject(py)?.into_any().unbind());
    }
    let s = v.to_string_radix10(!unsigned);
    Ok(py.get_type::<pyo3::types::PyInt>().call1((s,))?.unbind())
}

fn float_value(ctx: &mlir_ir::Context, el: Type, bits: u128) -> PyResult<f64> {
    match ctx.type_kind(el) {
        TypeKind::Float(k) => {
            let sem = mlir_ir::support::semantics_of(*k);
            Ok(mlir_ir::support::apfloat::APFloat::from_bits(sem, bits).to_f64())
        }
        _ => Err(PyValueError::new_err("not a float element type")),
    }
}

/// The `struct` format code and size of `el`, for the buffer protocol.
fn buffer_format(ctx: &mlir_ir::Context, el: Type) -> PyResult<(&'static str, usize)> {
    Ok(match ctx.type_kind(el) {
        TypeKind::Integer { width: 1, .. } => ("?", 1),
        TypeKind::Integer { width, signedness } => {
            let u = *signedness == Signedness::Unsigned;
            match (width, u) {
                (8, false) => ("b", 1),
                (8, true) => ("B", 1),
                (16, false) => ("h", 2),
                (16, true) => ("H", 2),
                (32, false) => ("i", 4),
                (32, true) => ("I", 4),
                (64, false) => ("q", 8),
                (64, true) => ("Q", 8),
                _ => return Err(PyValueError::new_err("unsupported data type for conversion to Python buffer")),
            }
        }
        TypeKind::Index => ("q", 8),
        TypeKind::Float(FloatKind::F16) => ("e", 2),
        TypeKind::Float(FloatKind::F32) => ("f", 4),
        TypeKind::Float(FloatKind::F64) => ("d", 8),
        _ => return Err(PyValueError::new_err("unsupported data type for conversion to Python buffer")),
    })
}

#[pymethods]
impl PyDenseElementsAttr {
    /// The buffer protocol: a read-only copy of the elements, row-major.
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        buffer: *mut pyo3::ffi::Py_buffer,
        flags: std::ffi::c_int,
    ) -> PyResult<()> {
        let b = ab(&slf);
        let v = view(b)?;
        let c = b.ctx.ctx();
        let (format, itemsize) = buffer_format(c, v.element_type())?;
        let count: i64 = v.shape().iter().product();
        let raw = v.raw_bytes();
        let bytes = if v.is_splat() {
            raw.iter().copied().take(itemsize).cycle().take(itemsize * count.max(0) as usize).collect()
        } else {
            raw.to_vec()
        };
        let data = super::buffer::BufferData::row_major(bytes, itemsize, format, v.shape())?;
        // SAFETY: called by the interpreter's bf_getbuffer with its view and
        // this object.
        unsafe { super::buffer::fill(buffer, slf.as_ptr(), flags, data) }
    }

    /// Frees the view's copy.
    unsafe fn __releasebuffer__(&self, view: *mut pyo3::ffi::Py_buffer) {
        // SAFETY: the interpreter releases each view `__getbuffer__` filled once.
        unsafe { super::buffer::release(view) }
    }

    /// A dense elements attribute from a buffer (numpy array, `bytes`...).
    #[staticmethod]
    #[pyo3(signature = (array, signless=None, r#type=None, shape=None, context=None))]
    fn get(
        py: Python<'_>,
        array: &Bound<'_, PyAny>,
        signless: Option<&Bound<'_, PyAny>>,
        r#type: Option<&Bound<'_, PyMlirType>>,
        shape: Option<Vec<i64>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        // Upstream's two overloads: `get(attrs: list, type=None, context=None)`,
        // whose second positional argument is the type, and
        // `get(array, signless=True, type=None, shape=None, context=None)`.
        if let Ok(list) = array.cast::<PyList>() {
            let positional_type = signless.map(|s| s.cast::<PyMlirType>()).transpose()?;
            return from_attr_list(py, ctx, list, r#type.or(positional_type), shape);
        }
        let signless = match signless {
            Some(s) => s.extract::<bool>()?,
            None => true,
        };
        let (fmt, itemsize, buf_shape, bytes) = match py.import("builtins")?.getattr("memoryview")?.call1((array,)) {
            Ok(mv) => {
                if !mv.getattr("c_contiguous")?.extract::<bool>()? {
                    return Err(PyValueError::new_err("ndarray is not C-contiguous"));
                }
                let fmt: String = mv.getattr("format")?.extract()?;
                let itemsize: usize = mv.getattr("itemsize")?.extract()?;
                let buf_shape: Vec<i64> = mv.getattr("shape")?.extract()?;
                let bytes: Vec<u8> = mv.call_method0("tobytes")?.extract()?;
                (Some(fmt), itemsize, buf_shape, bytes)
            }
            // An exporter that cannot describe its elements (numpy's
            // datetime64) still gives its bytes when the type is explicit.
            Err(_) if r#type.is_some() => {
                let (bytes, itemsize, buf_shape) = super::buffer_import::read_untyped(array)?;
                (None, itemsize, buf_shape, bytes)
            }
            // An exporter that refused (numpy: "cannot include dtype 'M' in
            // a buffer") explains itself, as upstream passes it on.
            Err(e) if !e.is_instance_of::<PyTypeError>(py) => return Err(e),
            Err(_) => return Err(PyTypeError::new_err("expected an object supporting the buffer protocol")),
        };
        let c = ctx.ctx();
        let ty = match r#type {
            Some(t) => {
                let t = t.get();
                ctx.check_same(&t.ctx, "Type")?;
                if shaped_parts(c, t.ty).is_some() {
                    t.ty
                } else {
                    c.ranked_tensor_type(shape.as_deref().unwrap_or(&buf_shape), t.ty, None)
                }
            }
            None => {
                let el = format_element(c, fmt.as_deref().unwrap_or("B"), itemsize, signless)?;
                c.ranked_tensor_type(shape.as_deref().unwrap_or(&buf_shape), el, None)
            }
        };
        // Bytes given for an explicit `i1` type (not a bool array) are
        // bit-packed, as upstream reads them (`np.packbits(..., bitorder=
        // "little")`, or one 0x00/0xFF byte for a splat).
        let packed_bits = r#type.is_some()
            && fmt.as_deref() != Some("?")
            && shaped_parts(c, ty).is_some_and(|(_, el)| DenseElementKind::of(c, el).is_bool());
        if packed_bits {
            let attr = c.dense_elements_from_buffer(ty, &bytes).map_err(|e| {
                PyValueError::new_err(format!("DenseElementsAttr could not be constructed from the given buffer: {e}"))
            })?;
            return make::<PyDenseElementsAttr>(py, PyMlirAttribute { ctx, attr });
        }
        // One buffer element may splat; otherwise the buffer must hold
        // exactly the type's elements (no reinterpretation of a short one).
        if let Some((tshape, el)) = shaped_parts(c, ty) {
            let width = DenseElementKind::of(c, el).byte_width();
            let num: i64 = tshape.iter().product();
            let items = bytes.len().checked_div(itemsize).unwrap_or(0);
            let ok =
                (items == 1 && bytes.len() == width) || (num >= 0 && bytes.len() as u64 == num as u64 * width as u64);
            if !ok {
                return Err(PyValueError::new_err(
                    "DenseElementsAttr could not be constructed from the given buffer. This may mean that the Python buffer layout does not match that MLIR expected layout and is a bug.",
                ));
            }
        }
        let attr = c.dense_elements_from_raw(ty, &bytes).map_err(|_| {
            PyValueError::new_err(
                "DenseElementsAttr could not be constructed from the given buffer. This may mean that the Python buffer layout does not match that MLIR expected layout and is a bug.",
            )
        })?;
        make::<PyDenseElementsAttr>(py, PyMlirAttribute { ctx, attr })
    }

    /// `dense<value> : shaped_type`.
    #[staticmethod]
    fn get_splat(
        py: Python<'_>,
        shaped_type: &Bound<'_, PyMlirType>,
        element_attr: &Bound<'_, PyMlirAttribute>,
    ) -> PyResult<Py<PyAny>> {
        let t = shaped_type.get();
        let a = element_attr.get();
        t.ctx.check_same(&a.ctx, "Attribute")?;
        let c = t.ctx.ctx();
        let mismatch = || {
            PyValueError::new_err(format!(
                "Shaped element type and attribute type must be equal: shaped=Type({}), element=Attribute({})",
                t.text(),
                a.text()
            ))
        };
        let static_shaped = shaped_parts(c, t.ty).filter(|(shape, _)| shape.iter().all(|d| *d >= 0));
        let Some((_, el)) = static_shaped else {
            return Err(PyValueError::new_err(format!(
                "Expected a static ShapedType for the shaped_type parameter: Type({})",
                t.text()
            )));
        };
        let value = match a.kind() {
            AttrKind::Integer { ty, value } if *ty == el => DenseValue::Int(value.clone()),
            AttrKind::Bool(v) if el == c.i1_type() => DenseValue::Int(APInt::from_u64(1, *v as u64)),
            AttrKind::Float { ty, bits } if *ty == el => DenseValue::Float(bits.get()),
            _ => return Err(mismatch()),
        };
        let attr = c.dense_elements_attr(t.ty, &[value]).map_err(|e| PyValueError::new_err(e.to_string()))?;
        // Upstream returns the base class here.
        make::<PyDenseElementsAttr>(py, PyMlirAttribute { ctx: t.ctx.clone_ref(py), attr })
    }

    /// Whether every element is the same.
    #[getter]
    fn is_splat(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(view(ab(slf))?.is_splat())
    }

    /// The splat value, as an attribute.
    fn get_splat_value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = ab(slf);
        let v = view(b)?;
        if !v.is_splat() {
            return Err(PyValueError::new_err("get_splat_value called on a non-splat attribute"));
        }
        let c = b.ctx.ctx();
        let el = v.element_type();
        let kind = if let Some(i) = v.int(0) {
            AttrKind::Integer { ty: el, value: i }
        } else if let Some(bits) = v.float_bits(0) {
            AttrKind::Float { ty: el, bits: bits.into() }
        } else {
            return Err(PyValueError::new_err("unsupported splat element type"));
        };
        attr_to_py(slf.py(), &b.ctx, c.get_attr(kind))
    }

    fn __len__(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(view(ab(slf))?.len() as usize)
    }

    /// A numpy array of the elements (numpy's `__array__` protocol).
    #[pyo3(signature = (dtype=None, copy=None))]
    fn __array__(
        slf: &Bound<'_, Self>,
        dtype: Option<&Bound<'_, PyAny>>,
        copy: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = copy;
        let py = slf.py();
        let b = ab(slf);
        let v = view(b)?;
        let c = b.ctx.ctx();
        let dt = element_dtype(c, v.element_type())?;
        let np = py.import("numpy")?;
        let raw = pyo3::types::PyBytes::new(py, v.raw_bytes());
        let flat = np.call_method1("frombuffer", (raw, dt))?;
        let shape = pyo3::types::PyTuple::new(py, v.shape())?;
        let arr = if v.is_splat() {
            np.call_method1("full", (shape, flat.get_item(0)?, dt))?
        } else {
            flat.call_method1("reshape", (shape,))?.call_method0("copy")?
        };
        match dtype {
            Some(d) if !d.is_none() => Ok(arr.call_method1("astype", (d,))?.unbind()),
            _ => Ok(arr.unbind()),
        }
    }
}

/// Upstream's `DenseElementsAttr.get(attrs: list, type=None)` overload:
/// integer, bool or float attributes of one type.
fn from_attr_list(
    py: Python<'_>,
    ctx: CtxRef,
    list: &Bound<'_, PyList>,
    ty: Option<&Bound<'_, PyMlirType>>,
    shape: Option<Vec<i64>>,
) -> PyResult<Py<PyAny>> {
    if shape.is_some() {
        return Err(PyTypeError::new_err(
            "get(): incompatible function arguments. The following argument types are supported:\n    \
             1. get(attrs: list, type: Type | None = None, context: Context | None = None)",
        ));
    }
    if list.is_empty() {
        return Err(PyValueError::new_err("Attributes list must be non-empty."));
    }
    let mut attrs = Vec::with_capacity(list.len());
    for item in list.iter() {
        let a = attr_base(&item).map_err(|_| {
            PyRuntimeError::new_err("Invalid attribute when attempting to create an ArrayAttribute (std::bad_cast)")
        })?;
        ctx.check_same(&a.ctx, "Attribute")?;
        attrs.push(a.copy(py));
    }
    let c = ctx.ctx();
    let shaped = match ty {
        Some(t) => {
            let t = t.get();
            ctx.check_same(&t.ctx, "Type")?;
            let static_shape = shaped_parts(c, t.ty).is_some_and(|(s, _)| s.iter().all(|&d| d >= 0));
            if !static_shape {
                return Err(PyValueError::new_err(format!(
                    "Expected a static ShapedType for the shaped_type parameter: Type({})",
                    t.text()
                )));
            }
            t.ty
        }
        None => {
            let first = super::attributes::attr_type(c, attrs[0].attr);
            c.ranked_tensor_type(&[attrs.len() as i64], first, None)
        }
    };
    let (_, el) = shaped_parts(c, shaped).expect("shaped type");
    let mut values = Vec::with_capacity(attrs.len());
    for a in &attrs {
        let at = super::attributes::attr_type(c, a.attr);
        let v = match a.kind() {
            AttrKind::Integer { value, .. } if at == el => Some(DenseValue::Int(value.clone())),
            AttrKind::Bool(b) if at == el => Some(DenseValue::Int(APInt::from_u64(1, *b as u64))),
            AttrKind::Float { bits, .. } if at == el => Some(DenseValue::Float(bits.get())),
            _ => None,
        };
        match v {
            Some(v) => values.push(v),
            None if at != el => {
                let expected = type_to_py(py, &ctx, shaped)?.bind(py).repr()?.to_string();
                let got = type_to_py(py, &ctx, at)?.bind(py).repr()?.to_string();
                return Err(PyValueError::new_err(format!(
                    "All attributes must be of the same type and match the type parameter: expected={expected}, but got={got}"
                )));
            }
            None => {
                return Err(PyValueError::new_err(format!(
                    "Cannot build a DenseElementsAttr from Attribute({})",
                    a.text()
                )))
            }
        }
    }
    let attr = c.dense_elements_attr(shaped, &values).map_err(|e| PyValueError::new_err(e.to_string()))?;
    make::<PyDenseElementsAttr>(py, PyMlirAttribute { ctx, attr })
}

fn elem_index(v: &DenseElements<'_>, index: isize) -> PyResult<u64> {
    if index < 0 || index as u64 >= v.len() {
        return Err(PyIndexError::new_err("attempt to access out of bounds element"));
    }
    Ok(index as u64)
}

#[pymethods]
impl PyDenseIntElementsAttr {
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<Py<PyAny>> {
        let b = ab(slf);
        let v = view(b)?;
        let i = elem_index(&v, index)?;
        let i = if v.is_splat() { 0 } else { i };
        // Upstream reads elements only at the widths of C integer types.
        let c = b.ctx.ctx();
        if !matches!(
            c.type_kind(v.element_type()),
            TypeKind::Integer { width: 1 | 8 | 16 | 32 | 64, .. } | TypeKind::Index
        ) {
            return Err(PyTypeError::new_err("Unsupported integer type"));
        }
        let x = v.int(i).ok_or_else(|| PyValueError::new_err("not an integer element"))?;
        int_value(slf.py(), c, v.element_type(), &x)
    }
}

#[pymethods]
impl PyDenseFPElementsAttr {
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<f64> {
        let b = ab(slf);
        let v = view(b)?;
        let i = elem_index(&v, index)?;
        let i = if v.is_splat() { 0 } else { i };
        let bits = v.float_bits(i).ok_or_else(|| PyValueError::new_err("not a float element"))?;
        float_value(b.ctx.ctx(), v.element_type(), bits)
    }
}

/// The element type, count and raw bytes of a dense array attribute.
fn array_parts(b: &PyMlirAttribute) -> PyResult<(Type, usize, &[u8])> {
    match b.kind() {
        AttrKind::DenseArray { element, len, raw } => Ok((*element, *len, raw)),
        _ => Err(PyValueError::new_err("not a dense array attribute")),
    }
}

/// Element `i` of a dense array as a Python object.
fn array_elem(py: Python<'_>, b: &PyMlirAttribute, i: usize) -> PyResult<Py<PyAny>> {
    let (el, _, raw) = array_parts(b)?;
    let c = b.ctx.ctx();
    match c.type_kind(el) {
        TypeKind::Integer { width: 1, .. } => {
            Ok(pyo3::types::PyBool::new(py, raw[i] != 0).to_owned().into_any().unbind())
        }
        TypeKind::Integer { width, .. } => {
            let w = (*width / 8) as usize;
            let mut buf = [0u8; 8];
            buf[..w].copy_from_slice(&raw[i * w..(i + 1) * w]);
            let shift = 64 - 8 * w as u32;
            let v = (i64::from_le_bytes(buf) << shift) >> shift;
            Ok(v.into_pyobject(py)?.into_any().unbind())
        }
        TypeKind::Float(FloatKind::F32) => {
            let v = f32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().expect("4 bytes"));
            Ok((v as f64).into_pyobject(py)?.into_any().unbind())
        }
        TypeKind::Float(FloatKind::F64) => {
            let v = f64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
            Ok(v.into_pyobject(py)?.into_any().unbind())
        }
        _ => Err(PyValueError::new_err("unsupported dense array element type")),
    }
}

/// The raw bytes of a Python value as an element of type `el`.
fn encode_elem(c: &mlir_ir::Context, el: Type, v: &Bound<'_, PyAny>, out: &mut Vec<u8>) -> PyResult<()> {
    match c.type_kind(el) {
        // Any object by its truth value, as upstream's `bool` conversion.
        TypeKind::Integer { width: 1, .. } => out.push(v.is_truthy()? as u8),
        TypeKind::Integer { width: 8, .. } => out.extend(v.extract::<i8>()?.to_le_bytes()),
        TypeKind::Integer { width: 16, .. } => out.extend(v.extract::<i16>()?.to_le_bytes()),
        TypeKind::Integer { width: 32, .. } => out.extend(v.extract::<i32>()?.to_le_bytes()),
        TypeKind::Integer { width: 64, .. } => out.extend(v.extract::<i64>()?.to_le_bytes()),
        TypeKind::Float(FloatKind::F32) => out.extend((v.extract::<f64>()? as f32).to_le_bytes()),
        TypeKind::Float(FloatKind::F64) => out.extend(v.extract::<f64>()?.to_le_bytes()),
        _ => return Err(PyValueError::new_err("unsupported dense array element type")),
    }
    Ok(())
}

fn build_array<T: ConcreteAttr>(
    py: Python<'_>,
    ctx: &CtxRef,
    el: Type,
    values: &Bound<'_, PyAny>,
    prefix: Option<(&[u8], usize)>,
) -> PyResult<Py<PyAny>> {
    let c = ctx.ctx();
    let (mut raw, mut len) = match prefix {
        Some((r, l)) => (r.to_vec(), l),
        None => (Vec::new(), 0),
    };
    for v in values.try_iter()? {
        encode_elem(c, el, &v?, &mut raw)?;
        len += 1;
    }
    new_attr::<T>(py, ctx, AttrKind::DenseArray { element: el, len, raw: raw.into() })
}

macro_rules! dense_array_iterator {
    ($iter:ident, $name:literal) => {
        #[doc = concat!("`", $name, "`: iterates the elements of a dense array.")]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir")]
        pub struct $iter {
            attr: PyMlirAttribute,
            next: usize,
        }

        #[pymethods]
        impl $iter {
            /// A copy at the same position (upstream's iterator is a value
            /// type: `iter(it)` is a new iterator).
            fn __iter__(&self, py: Python<'_>) -> Self {
                $iter { attr: self.attr.copy(py), next: self.next }
            }
            fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
                let len = array_parts(&self.attr)?.1;
                if self.next >= len {
                    return Ok(None);
                }
                let v = array_elem(py, &self.attr, self.next)?;
                self.next += 1;
                Ok(Some(v))
            }
        }
    };
}

dense_array_iterator!(PyDenseBoolArrayIterator, "DenseBoolArrayIterator");
dense_array_iterator!(PyDenseI8ArrayIterator, "DenseI8ArrayIterator");
dense_array_iterator!(PyDenseI16ArrayIterator, "DenseI16ArrayIterator");
dense_array_iterator!(PyDenseI32ArrayIterator, "DenseI32ArrayIterator");
dense_array_iterator!(PyDenseI64ArrayIterator, "DenseI64ArrayIterator");
dense_array_iterator!(PyDenseF32ArrayIterator, "DenseF32ArrayIterator");
dense_array_iterator!(PyDenseF64ArrayIterator, "DenseF64ArrayIterator");

/// The `TypeError` upstream's `<Class>.get(values)` raises for values that
/// are not a sequence of the element's Python type (or do not fit it).
fn incompatible_array_values(class: &str, values: &Bound<'_, PyAny>) -> PyErr {
    let elem = match class {
        "DenseF32ArrayAttr" | "DenseF64ArrayAttr" => "float",
        "DenseBoolArrayAttr" => "bool",
        _ => "int",
    };
    let got = values.get_type().name().map(|n| n.to_string()).unwrap_or_default();
    PyTypeError::new_err(format!(
        "get(): incompatible function arguments. The following argument types are supported:\n    1. get(values: collections.abc.Sequence[{elem}], context: Context | None = None) -> mlir._mlir_libs._mlir.ir.{class}\n\nInvoked with types: {got}"
    ))
}

macro_rules! dense_array_methods {
    ($rust:ident, $iter:ident, |$c:ident| $elem:expr) => {
        #[pymethods]
        impl $rust {
            /// The array of `values`.
            #[staticmethod]
            #[pyo3(signature = (values, context=None))]
            fn get(
                py: Python<'_>,
                values: &Bound<'_, PyAny>,
                context: Option<&Bound<'_, PyContext>>,
            ) -> PyResult<Py<PyAny>> {
                let ctx = resolve_context(py, context)?;
                let el = {
                    let $c = ctx.ctx();
                    $elem
                };
                build_array::<$rust>(py, &ctx, el, values, None)
                    .map_err(|_| incompatible_array_values(<$rust as pyo3::PyTypeInfo>::NAME, values))
            }
            fn __len__(slf: &Bound<'_, Self>) -> PyResult<usize> {
                Ok(array_parts(ab(slf))?.1)
            }
            fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<Py<PyAny>> {
                let b = ab(slf);
                let len = array_parts(b)?.1;
                if index < 0 || index as usize >= len {
                    return Err(PyIndexError::new_err("DenseArray index out of range"));
                }
                array_elem(slf.py(), b, index as usize)
            }
            fn __iter__(slf: &Bound<'_, Self>) -> $iter {
                $iter { attr: ab(slf).copy(slf.py()), next: 0 }
            }
            fn __add__(slf: &Bound<'_, Self>, extras: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                let b = ab(slf);
                let (el, len, raw) = array_parts(b)?;
                build_array::<$rust>(slf.py(), &b.ctx, el, extras, Some((raw, len)))
            }
        }
    };
}

dense_array_methods!(PyDenseBoolArrayAttr, PyDenseBoolArrayIterator, |c| c.int_type(1, Signedness::Signless));
dense_array_methods!(PyDenseI8ArrayAttr, PyDenseI8ArrayIterator, |c| c.int_type(8, Signedness::Signless));
dense_array_methods!(PyDenseI16ArrayAttr, PyDenseI16ArrayIterator, |c| c.int_type(16, Signedness::Signless));
dense_array_methods!(PyDenseI32ArrayAttr, PyDenseI32ArrayIterator, |c| c.int_type(32, Signedness::Signless));
dense_array_methods!(PyDenseI64ArrayAttr, PyDenseI64ArrayIterator, |c| c.int_type(64, Signedness::Signless));
dense_array_methods!(PyDenseF32ArrayAttr, PyDenseF32ArrayIterator, |c| c.float_type(FloatKind::F32));
dense_array_methods!(PyDenseF64ArrayAttr, PyDenseF64ArrayIterator, |c| c.float_type(FloatKind::F64));

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
        PyDenseElementsAttr,
        PyDenseIntElementsAttr,
        PyDenseFPElementsAttr,
        PyDenseBoolArrayAttr,
        PyDenseI8ArrayAttr,
        PyDenseI16ArrayAttr,
        PyDenseI32ArrayAttr,
        PyDenseI64ArrayAttr,
        PyDenseF32ArrayAttr,
        PyDenseF64ArrayAttr
    );
    m.add_class::<PyDenseBoolArrayIterator>()?;
    m.add_class::<PyDenseI8ArrayIterator>()?;
    m.add_class::<PyDenseI16ArrayIterator>()?;
    m.add_class::<PyDenseI32ArrayIterator>()?;
    m.add_class::<PyDenseI64ArrayIterator>()?;
    m.add_class::<PyDenseF32ArrayIterator>()?;
    m.add_class::<PyDenseF64ArrayIterator>()?;
    Ok(())
}
