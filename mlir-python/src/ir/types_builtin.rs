//! The builtin type classes: `IntegerType`, `IndexType`, the float types,
//! `NoneType`, `ComplexType`, `TupleType`, `FunctionType`, `ShapedType`
//! and its tensor/vector/memref subclasses, `OpaqueType`.

use super::context::{resolve_context, PyContext};
use super::typeid::PyTypeID;
use super::types::{cast_error, make, type_base, type_to_py, type_typeid, ConcreteType, PyMlirType};
use mlir_ir::types::{FloatKind, Signedness, TypeKind};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;

/// Declares a concrete type class: the cast constructor, `isinstance`,
/// `typeid`, `type_name` and `static_typeid`.
macro_rules! concrete_type {
    ($rust:ident, $name:literal, $mnemonic:literal, $base:ty, |$k:ident| $matches:expr, $tid:expr) => {
        #[doc = concat!("`", $name, "`.")]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir", extends = $base, subclass, frozen)]
        pub struct $rust;

        impl ConcreteType for $rust {
            fn init(base: PyMlirType) -> PyClassInitializer<Self> {
                <$base as ConcreteType>::init(base).add_subclass($rust)
            }
        }

        impl $rust {
            /// Whether a type of this kind belongs to the class.
            pub fn matches($k: &TypeKind) -> bool {
                $matches
            }
            /// The class's static type id.
            pub const STATIC_TYPEID: u64 = $tid;
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn __new__(py: Python<'_>, cast_from: &Bound<'_, PyMlirType>) -> PyResult<PyClassInitializer<Self>> {
                let b = cast_from.get();
                if !Self::matches(b.kind()) {
                    return Err(cast_error($name, b));
                }
                Ok(Self::init(b.copy(py)))
            }

            /// Whether `other` is a type of this class.
            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                type_base(other).is_ok_and(|b| Self::matches(b.kind()))
            }

            /// The class id of this type's kind.
            #[getter]
            fn typeid(slf: &Bound<'_, Self>) -> PyResult<PyTypeID> {
                let b = type_base(slf.as_any())?;
                Ok(PyTypeID { id: type_typeid(b.ctx.ctx(), b.kind()) })
            }

            #[classattr]
            fn type_name() -> &'static str {
                $mnemonic
            }
        }
    };
}

pub(crate) fn tb<'a, T>(slf: &'a Bound<'_, T>) -> PyResult<&'a PyMlirType> {
    type_base(slf.as_any())
}

fn ctx_get<'py>(py: Python<'py>, context: Option<&Bound<'py, PyContext>>) -> PyResult<super::CtxRef> {
    resolve_context(py, context)
}

fn new_type<T: ConcreteType>(py: Python<'_>, ctx: &super::CtxRef, kind: TypeKind) -> PyResult<Py<PyAny>> {
    let ty = ctx.ctx().get_type(kind);
    make::<T>(py, PyMlirType { ctx: ctx.clone_ref(py), ty })
}

concrete_type!(
    PyIntegerType,
    "IntegerType",
    "builtin.integer",
    PyMlirType,
    |k| matches!(k, TypeKind::Integer { .. }),
    1
);
concrete_type!(PyIndexType, "IndexType", "builtin.index", PyMlirType, |k| matches!(k, TypeKind::Index), 2);
concrete_type!(PyNoneType, "NoneType", "builtin.none", PyMlirType, |k| matches!(k, TypeKind::None), 3);
concrete_type!(PyComplexType, "ComplexType", "builtin.complex", PyMlirType, |k| matches!(k, TypeKind::Complex(_)), 4);
concrete_type!(PyTupleType, "TupleType", "builtin.tuple", PyMlirType, |k| matches!(k, TypeKind::Tuple(_)), 5);
concrete_type!(
    PyFunctionType,
    "FunctionType",
    "builtin.function",
    PyMlirType,
    |k| matches!(k, TypeKind::Function { .. }),
    6
);
concrete_type!(PyOpaqueType, "OpaqueType", "builtin.opaque", PyMlirType, |k| matches!(k, TypeKind::Opaque { .. }), 12);
concrete_type!(PyFloatType, "FloatType", "builtin.float", PyMlirType, |k| matches!(k, TypeKind::Float(_)), 99);
concrete_type!(PyShapedType, "ShapedType", "builtin.shaped", PyMlirType, |k| k.is_shaped(), 98);
concrete_type!(PyVectorType, "VectorType", "builtin.vector", PyShapedType, |k| matches!(k, TypeKind::Vector { .. }), 7);
concrete_type!(
    PyRankedTensorType,
    "RankedTensorType",
    "builtin.tensor",
    PyShapedType,
    |k| matches!(k, TypeKind::RankedTensor { .. }),
    8
);
concrete_type!(
    PyUnrankedTensorType,
    "UnrankedTensorType",
    "builtin.unranked_tensor",
    PyShapedType,
    |k| matches!(k, TypeKind::UnrankedTensor { .. }),
    9
);
concrete_type!(
    PyMemRefType,
    "MemRefType",
    "builtin.memref",
    PyShapedType,
    |k| matches!(k, TypeKind::MemRef { .. }),
    10
);
concrete_type!(
    PyUnrankedMemRefType,
    "UnrankedMemRefType",
    "builtin.unranked_memref",
    PyShapedType,
    |k| matches!(k, TypeKind::UnrankedMemRef { .. }),
    11
);

/// Declares a float type class with `get(context=None)`.
macro_rules! float_type {
    ($rust:ident, $name:literal, $mnemonic:literal, $kind:ident) => {
        concrete_type!(
            $rust,
            $name,
            $mnemonic,
            PyFloatType,
            |k| matches!(k, TypeKind::Float(FloatKind::$kind)),
            100 + FloatKind::$kind as u64
        );
        #[pymethods]
        impl $rust {
            /// The type in `context`.
            #[staticmethod]
            #[pyo3(signature = (context=None))]
            fn get(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
                let ctx = ctx_get(py, context)?;
                new_type::<$rust>(py, &ctx, TypeKind::Float(FloatKind::$kind))
            }
        }
    };
}

float_type!(PyF16Type, "F16Type", "builtin.f16", F16);
float_type!(PyBF16Type, "BF16Type", "builtin.bf16", BF16);
float_type!(PyF32Type, "F32Type", "builtin.f32", F32);
float_type!(PyF64Type, "F64Type", "builtin.f64", F64);
float_type!(PyTF32Type, "FloatTF32Type", "builtin.tf32", TF32);
float_type!(PyF8E5M2Type, "Float8E5M2Type", "builtin.f8E5M2", F8E5M2);
float_type!(PyF8E4M3Type, "Float8E4M3Type", "builtin.f8E4M3", F8E4M3);
float_type!(PyF8E4M3FNType, "Float8E4M3FNType", "builtin.f8E4M3FN", F8E4M3FN);
float_type!(PyF8E5M2FNUZType, "Float8E5M2FNUZType", "builtin.f8E5M2FNUZ", F8E5M2FNUZ);
float_type!(PyF8E4M3FNUZType, "Float8E4M3FNUZType", "builtin.f8E4M3FNUZ", F8E4M3FNUZ);
float_type!(PyF8E4M3B11FNUZType, "Float8E4M3B11FNUZType", "builtin.f8E4M3B11FNUZ", F8E4M3B11FNUZ);
float_type!(PyF8E3M4Type, "Float8E3M4Type", "builtin.f8E3M4", F8E3M4);
float_type!(PyF8E8M0FNUType, "Float8E8M0FNUType", "builtin.f8E8M0FNU", F8E8M0FNU);
float_type!(PyF6E2M3FNType, "Float6E2M3FNType", "builtin.f6E2M3FN", F6E2M3FN);
float_type!(PyF6E3M2FNType, "Float6E3M2FNType", "builtin.f6E3M2FN", F6E3M2FN);
float_type!(PyF4E2M1FNType, "Float4E2M1FNType", "builtin.f4E2M1FN", F4E2M1FN);

/// The concrete Python object for `base`.
pub fn concrete(py: Python<'_>, base: PyMlirType) -> PyResult<Py<PyAny>> {
    match base.kind() {
        TypeKind::Integer { .. } => make::<PyIntegerType>(py, base),
        TypeKind::Index => make::<PyIndexType>(py, base),
        TypeKind::None => make::<PyNoneType>(py, base),
        TypeKind::Complex(_) => make::<PyComplexType>(py, base),
        TypeKind::Tuple(_) => make::<PyTupleType>(py, base),
        TypeKind::Function { .. } => make::<PyFunctionType>(py, base),
        // A loaded dialect's type kept as text is that dialect's type (its
        // Python class comes from a registered type caster), not `OpaqueType`.
        TypeKind::Opaque { dialect, .. } if base.ctx.ctx().dialect(base.ctx.ctx().ident_str(*dialect)).is_some() => {
            make::<PyMlirType>(py, base)
        }
        TypeKind::Opaque { .. } => make::<PyOpaqueType>(py, base),
        TypeKind::Vector { .. } => make::<PyVectorType>(py, base),
        TypeKind::RankedTensor { .. } => make::<PyRankedTensorType>(py, base),
        TypeKind::UnrankedTensor { .. } => make::<PyUnrankedTensorType>(py, base),
        TypeKind::MemRef { .. } => make::<PyMemRefType>(py, base),
        TypeKind::UnrankedMemRef { .. } => make::<PyUnrankedMemRefType>(py, base),
        TypeKind::Float(k) => match k {
            FloatKind::F16 => make::<PyF16Type>(py, base),
            FloatKind::BF16 => make::<PyBF16Type>(py, base),
            FloatKind::F32 => make::<PyF32Type>(py, base),
            FloatKind::F64 => make::<PyF64Type>(py, base),
            FloatKind::TF32 => make::<PyTF32Type>(py, base),
            FloatKind::F8E5M2 => make::<PyF8E5M2Type>(py, base),
            FloatKind::F8E4M3 => make::<PyF8E4M3Type>(py, base),
            FloatKind::F8E4M3FN => make::<PyF8E4M3FNType>(py, base),
            FloatKind::F8E5M2FNUZ => make::<PyF8E5M2FNUZType>(py, base),
            FloatKind::F8E4M3FNUZ => make::<PyF8E4M3FNUZType>(py, base),
            FloatKind::F8E4M3B11FNUZ => make::<PyF8E4M3B11FNUZType>(py, base),
            FloatKind::F8E3M4 => make::<PyF8E3M4Type>(py, base),
            FloatKind::F8E8M0FNU => make::<PyF8E8M0FNUType>(py, base),
            FloatKind::F6E2M3FN => make::<PyF6E2M3FNType>(py, base),
            FloatKind::F6E3M2FN => make::<PyF6E3M2FNType>(py, base),
            FloatKind::F4E2M1FN => make::<PyF4E2M1FNType>(py, base),
            FloatKind::F80 | FloatKind::F128 => make::<PyFloatType>(py, base),
        },
    }
}

#[pymethods]
impl PyIntegerType {
    #[classattr]
    const SIGNLESS: u32 = 0;
    #[classattr]
    const SIGNED: u32 = 1;
    #[classattr]
    const UNSIGNED: u32 = 2;

    /// A signless integer type of `width` bits.
    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_signless(py: Python<'_>, width: u32, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Signless, context)
    }
    /// A signed integer type.
    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_signed(py: Python<'_>, width: u32, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Signed, context)
    }
    /// An unsigned integer type.
    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_unsigned(py: Python<'_>, width: u32, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Unsigned, context)
    }
    /// An integer type with the given signedness (0 signless, 1 signed, 2 unsigned).
    #[staticmethod]
    #[pyo3(signature = (width, signedness=0, context=None))]
    fn get(py: Python<'_>, width: u32, signedness: u32, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let s = match signedness {
            0 => Signedness::Signless,
            1 => Signedness::Signed,
            2 => Signedness::Unsigned,
            _ => return Err(PyValueError::new_err("invalid signedness")),
        };
        int_type(py, width, s, context)
    }
    /// The bit width.
    #[getter]
    fn width(slf: &Bound<'_, Self>) -> PyResult<u32> {
        Ok(tb(slf)?.kind().int_or_float_bit_width().unwrap_or(0))
    }
    #[getter]
    fn is_signless(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(signedness(tb(slf)?) == Some(Signedness::Signless))
    }
    #[getter]
    fn is_signed(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(signedness(tb(slf)?) == Some(Signedness::Signed))
    }
    #[getter]
    fn is_unsigned(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(signedness(tb(slf)?) == Some(Signedness::Unsigned))
    }
    /// 0 signless, 1 signed, 2 unsigned.
    #[getter]
    fn signedness(slf: &Bound<'_, Self>) -> PyResult<u32> {
        Ok(match signedness(tb(slf)?) {
            Some(Signedness::Signed) => 1,
            Some(Signedness::Unsigned) => 2,
            _ => 0,
        })
    }
}

fn signedness(t: &PyMlirType) -> Option<Signedness> {
    match t.kind() {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    }
}

fn int_type(py: Python<'_>, width: u32, s: Signedness, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
    let ctx = ctx_get(py, context)?;
    if width > mlir_ir::types::MAX_INT_WIDTH {
        return Err(PyValueError::new_err(format!(
            "integer bitwidth is limited to {} bits",
            mlir_ir::types::MAX_INT_WIDTH
        )));
    }
    new_type::<PyIntegerType>(py, &ctx, TypeKind::Integer { width, signedness: s })
}

#[pymethods]
impl PyIndexType {
    /// `index` in `context`.
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        new_type::<PyIndexType>(py, &ctx_get(py, context)?, TypeKind::Index)
    }
}

#[pymethods]
impl PyNoneType {
    /// `none` in `context`.
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        new_type::<PyNoneType>(py, &ctx_get(py, context)?, TypeKind::None)
    }
}

#[pymethods]
impl PyFloatType {
    /// The bit width.
    #[getter]
    fn width(slf: &Bound<'_, Self>) -> PyResult<u32> {
        Ok(tb(slf)?.kind().int_or_float_bit_width().unwrap_or(0))
    }
}

#[pymethods]
impl PyComplexType {
    /// `complex<element_type>`.
    #[staticmethod]
    fn get(py: Python<'_>, element_type: &Bound<'_, PyMlirType>) -> PyResult<Py<PyAny>> {
        let e = element_type.get();
        if !(e.kind().is_integer() || e.kind().is_float()) {
            return Err(PyValueError::new_err(format!(
                "invalid 'Type({})' and expected floating point or integer type.",
                e.text()
            )));
        }
        new_type::<PyComplexType>(py, &e.ctx, TypeKind::Complex(e.ty))
    }
    /// The element type.
    #[getter]
    fn element_type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = tb(slf)?;
        let e = b.kind().element_type().ok_or_else(|| PyValueError::new_err("not a complex type"))?;
        type_to_py(slf.py(), &b.ctx, e)
    }
}

fn types_of(seq: &[Bound<'_, PyMlirType>]) -> Vec<mlir_ir::Type> {
    seq.iter().map(|t| t.get().ty).collect()
}

fn check_ctx(ctx: &super::CtxRef, seq: &[Bound<'_, PyMlirType>]) -> PyResult<()> {
    for t in seq {
        ctx.check_same(&t.get().ctx, "Type")?;
    }
    Ok(())
}

#[pymethods]
impl PyTupleType {
    /// `tuple<elements...>`.
    #[staticmethod]
    #[pyo3(signature = (elements, context=None))]
    fn get_tuple(
        py: Python<'_>,
        elements: Vec<Bound<'_, PyMlirType>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = match elements.first() {
            Some(e) if context.is_none() => e.get().ctx.clone_ref(py),
            _ => ctx_get(py, context)?,
        };
        check_ctx(&ctx, &elements)?;
        new_type::<PyTupleType>(py, &ctx, TypeKind::Tuple(types_of(&elements).into()))
    }
    /// Element `pos`.
    fn get_type(slf: &Bound<'_, Self>, pos: isize) -> PyResult<Py<PyAny>> {
        let b = tb(slf)?;
        let TypeKind::Tuple(ts) = b.kind() else {
            return Err(PyValueError::new_err("not a tuple"));
        };
        let i = super::norm_index(pos, ts.len(), "tuple")?;
        type_to_py(slf.py(), &b.ctx, ts[i])
    }
    /// Number of elements.
    #[getter]
    fn num_types(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(match tb(slf)?.kind() {
            TypeKind::Tuple(ts) => ts.len(),
            _ => 0,
        })
    }
}

#[pymethods]
impl PyFunctionType {
    /// `(inputs) -> results`.
    #[staticmethod]
    #[pyo3(signature = (inputs, results, context=None))]
    fn get(
        py: Python<'_>,
        inputs: Vec<Bound<'_, PyMlirType>>,
        results: Vec<Bound<'_, PyMlirType>>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = ctx_get(py, context)?;
        check_ctx(&ctx, &inputs)?;
        check_ctx(&ctx, &results)?;
        let kind = TypeKind::Function { inputs: types_of(&inputs).into(), results: types_of(&results).into() };
        new_type::<PyFunctionType>(py, &ctx, kind)
    }
    /// The input types.
    #[getter]
    fn inputs(slf: &Bound<'_, Self>) -> PyResult<Vec<Py<PyAny>>> {
        let b = tb(slf)?;
        let TypeKind::Function { inputs, .. } = b.kind() else {
            return Ok(vec![]);
        };
        inputs.iter().map(|t| type_to_py(slf.py(), &b.ctx, *t)).collect()
    }
    /// The result types.
    #[getter]
    fn results(slf: &Bound<'_, Self>) -> PyResult<Vec<Py<PyAny>>> {
        let b = tb(slf)?;
        let TypeKind::Function { results, .. } = b.kind() else {
            return Ok(vec![]);
        };
        results.iter().map(|t| type_to_py(slf.py(), &b.ctx, *t)).collect()
    }
}

#[pymethods]
impl PyOpaqueType {
    /// `!dialect_namespace<"buffer">`.
    #[staticmethod]
    #[pyo3(signature = (dialect_namespace, buffer, context=None))]
    fn get(
        py: Python<'_>,
        dialect_namespace: &str,
        buffer: &str,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = ctx_get(py, context)?;
        let ty = ctx.ctx().opaque_type(ctx.ctx().ident(dialect_namespace), buffer);
        make::<PyOpaqueType>(py, PyMlirType { ctx, ty })
    }
    #[getter]
    fn dialect_namespace(slf: &Bound<'_, Self>) -> PyResult<String> {
        let b = tb(slf)?;
        match b.kind() {
            TypeKind::Opaque { dialect, .. } => Ok(b.ctx.ctx().ident_str(*dialect).to_string()),
            _ => Ok(String::new()),
        }
    }
    #[getter]
    fn data(slf: &Bound<'_, Self>) -> PyResult<String> {
        match tb(slf)?.kind() {
            TypeKind::Opaque { data, .. } => Ok(data.to_string()),
            _ => Ok(String::new()),
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
        PyIntegerType,
        PyIndexType,
        PyNoneType,
        PyComplexType,
        PyTupleType,
        PyFunctionType,
        PyOpaqueType,
        PyFloatType,
        PyShapedType,
        PyVectorType,
        PyRankedTensorType,
        PyUnrankedTensorType,
        PyMemRefType,
        PyUnrankedMemRefType,
        PyF16Type,
        PyBF16Type,
        PyF32Type,
        PyF64Type,
        PyTF32Type,
        PyF8E5M2Type,
        PyF8E4M3Type,
        PyF8E4M3FNType,
        PyF8E5M2FNUZType,
        PyF8E4M3FNUZType,
        PyF8E4M3B11FNUZType,
        PyF8E3M4Type,
        PyF8E8M0FNUType,
        PyF6E2M3FNType,
        PyF6E3M2FNType,
        PyF4E2M1FNType
    );
    // `IntegerType.Signedness`, a Python enum as upstream's.
    let py = m.py();
    let members = vec![("SIGNLESS", 0), ("SIGNED", 1), ("UNSIGNED", 2)];
    let enum_cls = py.import("enum")?.getattr("Enum")?;
    let signedness = enum_cls.call1(("Signedness", members))?;
    signedness.setattr("__module__", "mlir._mlir_libs._mlir.ir")?;
    // nanobind's enums print as `Signedness.SIGNED` in both forms.
    signedness.setattr("__repr__", enum_cls.getattr("__str__")?)?;
    m.getattr("IntegerType")?.setattr("Signedness", signedness)?;
    Ok(())
}
