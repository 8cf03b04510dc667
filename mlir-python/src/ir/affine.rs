//! `AffineExpr` and its subclasses, `AffineMap`, `IntegerSet` (values of
//! `mlir_ir::affine`, which are context-free; each Python object keeps the
//! context it was made in, as upstream's do), and the methods of the
//! attribute classes wrapping them: `AffineMapAttr`, `IntegerSetAttr`,
//! `StridedLayoutAttr`.

use super::attributes::PyMlirAttribute;
use super::attributes_builtin::{new_attr, PyAffineMapAttr, PyIntegerSetAttr, PyStridedLayoutAttr};
use super::context::{resolve_context, CtxRef, PyContext};
use mlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use mlir_ir::attributes::AttrKind;
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use pyo3::types::PySlice;
use std::hash::{Hash, Hasher};

/// `mlir.ir.AffineExpr`.
#[pyclass(name = "AffineExpr", module = "mlir._mlir_libs._mlir.ir", subclass, frozen)]
pub struct PyAffineExpr {
    /// The context the expression was made in.
    pub ctx: CtxRef,
    /// The expression.
    pub expr: AffineExpr,
}

impl PyAffineExpr {
    fn copy(&self, py: Python<'_>) -> PyAffineExpr {
        PyAffineExpr { ctx: self.ctx.clone_ref(py), expr: self.expr.clone() }
    }
}

/// A class of the `AffineExpr` hierarchy.
pub trait ConcreteExpr: pyo3::PyClass {
    /// The initializer of an instance holding `base`.
    fn init(base: PyAffineExpr) -> PyClassInitializer<Self>;
}

impl ConcreteExpr for PyAffineExpr {
    fn init(base: PyAffineExpr) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
}

fn make_expr<T: ConcreteExpr>(py: Python<'_>, base: PyAffineExpr) -> PyResult<Py<PyAny>> {
    Ok(Bound::new(py, T::init(base))?.into_any().unbind())
}

/// The most derived Python object for `expr`.
pub fn expr_to_py(py: Python<'_>, ctx: &CtxRef, expr: AffineExpr) -> PyResult<Py<PyAny>> {
    let base = PyAffineExpr { ctx: ctx.clone_ref(py), expr };
    match base.expr.kind() {
        AffineExprKind::DimId => make_expr::<PyAffineDimExpr>(py, base),
        AffineExprKind::SymbolId => make_expr::<PyAffineSymbolExpr>(py, base),
        AffineExprKind::Constant => make_expr::<PyAffineConstantExpr>(py, base),
        AffineExprKind::Add => make_expr::<PyAffineAddExpr>(py, base),
        AffineExprKind::Mul => make_expr::<PyAffineMulExpr>(py, base),
        AffineExprKind::Mod => make_expr::<PyAffineModExpr>(py, base),
        AffineExprKind::FloorDiv => make_expr::<PyAffineFloorDivExpr>(py, base),
        AffineExprKind::CeilDiv => make_expr::<PyAffineCeilDivExpr>(py, base),
    }
}

/// `lhs` combined with `rhs` (an `AffineExpr` or an int) by `f`; the result
/// object has class `T` like upstream's operators (which wrap the
/// simplified expression in the operator's class whatever it folded to).
fn binop<T: ConcreteExpr>(
    lhs: &PyAffineExpr,
    rhs: &Bound<'_, PyAny>,
    op: &str,
    f: fn(&AffineExpr, &AffineExpr) -> AffineExpr,
) -> PyResult<Py<PyAny>> {
    let py = rhs.py();
    let r = if let Ok(e) = rhs.cast::<PyAffineExpr>() {
        let e = e.get();
        lhs.ctx.check_same(&e.ctx, "AffineExpr")?;
        e.expr.clone()
    } else if let Ok(i) = rhs.extract::<i64>() {
        AffineExpr::constant(i)
    } else {
        return Err(PyTypeError::new_err(format!(
            "{op}(): incompatible function arguments: expected an AffineExpr or an int, got {}",
            rhs.get_type().name()?
        )));
    };
    make_expr::<T>(py, PyAffineExpr { ctx: lhs.ctx.clone_ref(py), expr: f(&lhs.expr, &r) })
}

fn rbinop<T: ConcreteExpr>(
    rhs: &PyAffineExpr,
    lhs: &Bound<'_, PyAny>,
    op: &str,
    f: fn(&AffineExpr, &AffineExpr) -> AffineExpr,
) -> PyResult<Py<PyAny>> {
    let py = lhs.py();
    let Ok(i) = lhs.extract::<i64>() else {
        return Err(PyTypeError::new_err(format!("{op}(): incompatible function arguments: expected an int")));
    };
    make_expr::<T>(py, PyAffineExpr { ctx: rhs.ctx.clone_ref(py), expr: f(&AffineExpr::constant(i), &rhs.expr) })
}

/// The static `AffineExpr.get_<op>(a, b)` builders: like upstream's
/// overloads, either side may be an int (but not both).
fn make_binary<T: ConcreteExpr>(
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    op: &str,
    f: fn(&AffineExpr, &AffineExpr) -> AffineExpr,
) -> PyResult<Py<PyAny>> {
    if let Ok(lhs) = a.cast::<PyAffineExpr>() {
        binop::<T>(lhs.get(), b, op, f)
    } else if let Ok(rhs) = b.cast::<PyAffineExpr>() {
        rbinop::<T>(rhs.get(), a, op, f)
    } else {
        Err(PyTypeError::new_err(format!("{op}(): incompatible function arguments: expected an AffineExpr")))
    }
}

/// `e` as a plain `AffineExpr` object (not its most derived class).
fn base_expr(py: Python<'_>, ctx: &CtxRef, e: AffineExpr) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, PyAffineExpr { ctx: ctx.clone_ref(py), expr: e })?.into_any())
}

fn cpos(v: i64, what: &str) -> PyResult<usize> {
    usize::try_from(v).map_err(|_| PyValueError::new_err(format!("{what} must be non-negative")))
}

#[pymethods]
impl PyAffineExpr {
    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binop::<PyAffineAddExpr>(self, other, "__add__", |a, b| a.add(b))
    }
    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        rbinop::<PyAffineAddExpr>(self, other, "__radd__", |a, b| a.add(b))
    }
    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binop::<PyAffineAddExpr>(self, other, "__sub__", |a, b| a.sub(b))
    }
    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        rbinop::<PyAffineAddExpr>(self, other, "__rsub__", |a, b| a.sub(b))
    }
    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binop::<PyAffineMulExpr>(self, other, "__mul__", |a, b| a.mul(b))
    }
    fn __rmul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        rbinop::<PyAffineMulExpr>(self, other, "__rmul__", |a, b| a.mul(b))
    }
    fn __mod__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binop::<PyAffineModExpr>(self, other, "__mod__", |a, b| a.modulo(b))
    }
    fn __rmod__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        rbinop::<PyAffineModExpr>(self, other, "__rmod__", |a, b| a.modulo(b))
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyAffineExpr>() {
            Ok(o) => o.get().expr == self.expr && o.get().ctx.same(&self.ctx),
            Err(_) => false,
        }
    }
    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.expr.hash(&mut h);
        h.finish()
    }
    fn __str__(&self) -> String {
        self.expr.to_string()
    }
    fn __repr__(&self) -> String {
        format!("AffineExpr({})", self.expr)
    }
    /// The context the expression was made in.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }
    /// Substitutes the results of `map` for the dims and symbols.
    fn compose(&self, py: Python<'_>, map: &Bound<'_, PyAffineMap>) -> PyResult<Py<PyAny>> {
        // Upstream returns these as the base class, not downcast.
        base_expr(py, &self.ctx, self.expr.compose(&map.get().map))
    }
    /// The most derived class for this expression.
    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        expr_to_py(py, &self.ctx, self.expr.clone())
    }
    /// Shifts dims `offset..num_dims` by `shift`.
    #[pyo3(signature = (num_dims, shift, offset=0))]
    fn shift_dims(&self, py: Python<'_>, num_dims: i64, shift: i64, offset: i64) -> PyResult<Py<PyAny>> {
        let e = self.expr.shift_dims(cpos(num_dims, "num_dims")?, cpos(shift, "shift")?, cpos(offset, "offset")?);
        base_expr(py, &self.ctx, e)
    }
    /// Shifts symbols `offset..num_symbols` by `shift`.
    #[pyo3(signature = (num_symbols, shift, offset=0))]
    fn shift_symbols(&self, py: Python<'_>, num_symbols: i64, shift: i64, offset: i64) -> PyResult<Py<PyAny>> {
        let e =
            self.expr.shift_symbols(cpos(num_symbols, "num_symbols")?, cpos(shift, "shift")?, cpos(offset, "offset")?);
        base_expr(py, &self.ctx, e)
    }
    /// The expression simplified (the core's constructors already simplify,
    /// so this rebuilds it through them).
    #[staticmethod]
    fn simplify_affine_expr(
        py: Python<'_>,
        expr: &Bound<'_, PyAffineExpr>,
        num_dims: i64,
        num_symbols: i64,
    ) -> PyResult<Py<PyAny>> {
        cpos(num_dims, "num_dims")?;
        cpos(num_symbols, "num_symbols")?;
        let e = expr.get();
        expr_to_py(py, &e.ctx, e.expr.replace_dims_and_symbols(&[], &[]))
    }
    #[staticmethod]
    fn get_add(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        make_binary::<PyAffineAddExpr>(arg0, arg1, "get_add", |a, b| a.add(b))
    }
    #[staticmethod]
    fn get_mul(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        make_binary::<PyAffineMulExpr>(arg0, arg1, "get_mul", |a, b| a.mul(b))
    }
    #[staticmethod]
    fn get_mod(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        make_binary::<PyAffineModExpr>(arg0, arg1, "get_mod", |a, b| a.modulo(b))
    }
    #[staticmethod]
    fn get_floor_div(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        make_binary::<PyAffineFloorDivExpr>(arg0, arg1, "get_floor_div", |a, b| a.floor_div(b))
    }
    #[staticmethod]
    fn get_ceil_div(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        make_binary::<PyAffineCeilDivExpr>(arg0, arg1, "get_ceil_div", |a, b| a.ceil_div(b))
    }
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_constant(py: Python<'_>, value: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineConstantExpr::get(py, value, context)
    }
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get_dim(py: Python<'_>, position: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineDimExpr::get(py, position, context)
    }
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get_symbol(py: Python<'_>, position: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineSymbolExpr::get(py, position, context)
    }
    /// Prints the expression to stderr.
    fn dump(&self) {
        eprintln!("{}", self.expr);
    }
}

macro_rules! expr_class {
    ($rust:ident, $name:literal, $base:ty, |$k:ident| $matches:expr) => {
        #[doc = concat!("`", $name, "`.")]
        #[pyclass(name = $name, module = "mlir._mlir_libs._mlir.ir", extends = $base, subclass, frozen)]
        pub struct $rust;

        impl ConcreteExpr for $rust {
            fn init(base: PyAffineExpr) -> PyClassInitializer<Self> {
                <$base as ConcreteExpr>::init(base).add_subclass($rust)
            }
        }

        impl $rust {
            fn matches($k: AffineExprKind) -> bool {
                $matches
            }
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn __new__(py: Python<'_>, expr: &Bound<'_, PyAffineExpr>) -> PyResult<PyClassInitializer<Self>> {
                let b = expr.get();
                if !Self::matches(b.expr.kind()) {
                    return Err(PyValueError::new_err(format!(
                        "Cannot cast affine expression to {} (from AffineExpr({}))",
                        $name, b.expr
                    )));
                }
                Ok(Self::init(b.copy(py)))
            }
        }
    };
}

expr_class!(PyAffineDimExpr, "AffineDimExpr", PyAffineExpr, |k| k == AffineExprKind::DimId);
expr_class!(PyAffineSymbolExpr, "AffineSymbolExpr", PyAffineExpr, |k| k == AffineExprKind::SymbolId);
expr_class!(PyAffineConstantExpr, "AffineConstantExpr", PyAffineExpr, |k| k == AffineExprKind::Constant);
expr_class!(PyAffineBinaryExpr, "AffineBinaryExpr", PyAffineExpr, |k| k.is_binary());
expr_class!(PyAffineAddExpr, "AffineAddExpr", PyAffineBinaryExpr, |k| k == AffineExprKind::Add);
expr_class!(PyAffineMulExpr, "AffineMulExpr", PyAffineBinaryExpr, |k| k == AffineExprKind::Mul);
expr_class!(PyAffineModExpr, "AffineModExpr", PyAffineBinaryExpr, |k| k == AffineExprKind::Mod);
expr_class!(PyAffineFloorDivExpr, "AffineFloorDivExpr", PyAffineBinaryExpr, |k| k == AffineExprKind::FloorDiv);
expr_class!(PyAffineCeilDivExpr, "AffineCeilDivExpr", PyAffineBinaryExpr, |k| k == AffineExprKind::CeilDiv);

fn eb<'a, T>(slf: &'a Bound<'_, T>) -> &'a PyAffineExpr {
    // Every class of this hierarchy derives from `AffineExpr`.
    slf.as_any().cast::<PyAffineExpr>().map(|b| b.get()).expect("AffineExpr subclass")
}

#[pymethods]
impl PyAffineDimExpr {
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get(py: Python<'_>, position: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        make_expr::<Self>(py, PyAffineExpr { ctx, expr: AffineExpr::dim(cpos(position, "position")?) })
    }
    #[getter]
    fn position(slf: &Bound<'_, Self>) -> usize {
        eb(slf).expr.position().unwrap_or(0)
    }
}

#[pymethods]
impl PyAffineSymbolExpr {
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get(py: Python<'_>, position: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        make_expr::<Self>(py, PyAffineExpr { ctx, expr: AffineExpr::symbol(cpos(position, "position")?) })
    }
    #[getter]
    fn position(slf: &Bound<'_, Self>) -> usize {
        eb(slf).expr.position().unwrap_or(0)
    }
}

#[pymethods]
impl PyAffineConstantExpr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        make_expr::<Self>(py, PyAffineExpr { ctx, expr: AffineExpr::constant(value) })
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> i64 {
        eb(slf).expr.value().unwrap_or(0)
    }
}

#[pymethods]
impl PyAffineBinaryExpr {
    #[getter]
    fn lhs(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = eb(slf);
        match b.expr.lhs() {
            Some(e) => expr_to_py(slf.py(), &b.ctx, e.clone()),
            None => Err(PyValueError::new_err(format!("AffineExpr({}) is not a binary expression", b.expr))),
        }
    }
    #[getter]
    fn rhs(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = eb(slf);
        match b.expr.rhs() {
            Some(e) => expr_to_py(slf.py(), &b.ctx, e.clone()),
            None => Err(PyValueError::new_err(format!("AffineExpr({}) is not a binary expression", b.expr))),
        }
    }
}

macro_rules! binary_get {
    ($rust:ident, $f:expr) => {
        #[pymethods]
        impl $rust {
            #[staticmethod]
            fn get(arg0: &Bound<'_, PyAny>, arg1: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                make_binary::<Self>(arg0, arg1, "get", $f)
            }
        }
    };
}
binary_get!(PyAffineAddExpr, |a, b| a.add(b));
binary_get!(PyAffineMulExpr, |a, b| a.mul(b));
binary_get!(PyAffineModExpr, |a, b| a.modulo(b));
binary_get!(PyAffineFloorDivExpr, |a, b| a.floor_div(b));
binary_get!(PyAffineCeilDivExpr, |a, b| a.ceil_div(b));

/// The expressions of a Python list, all of context `ctx`; `what` names
/// the object being built in the error (upstream's wording).
fn exprs_in(ctx: &CtxRef, seq: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<AffineExpr>> {
    let mut out = Vec::new();
    for item in seq.try_iter()? {
        let item = item?;
        let e = item.cast::<PyAffineExpr>().map_err(|_| {
            PyRuntimeError::new_err(format!("Invalid expression when attempting to create an {what} (std::bad_cast)"))
        })?;
        ctx.check_same(&e.get().ctx, "AffineExpr")?;
        out.push(e.get().expr.clone());
    }
    Ok(out)
}

/// `mlir.ir.AffineMap`.
#[pyclass(name = "AffineMap", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyAffineMap {
    /// The context.
    pub ctx: CtxRef,
    /// The map.
    pub map: AffineMap,
}

/// A new `AffineMap` object.
pub fn map_to_py(py: Python<'_>, ctx: &CtxRef, map: AffineMap) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, PyAffineMap { ctx: ctx.clone_ref(py), map })?.into_any())
}

fn positions(v: &[i64], what: &str) -> PyResult<Vec<usize>> {
    v.iter().map(|&i| cpos(i, what)).collect()
}

#[pymethods]
impl PyAffineMap {
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyAffineMap>() {
            Ok(o) => o.get().map == self.map && o.get().ctx.same(&self.ctx),
            Err(_) => false,
        }
    }
    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.map.hash(&mut h);
        h.finish()
    }
    fn __str__(&self) -> String {
        self.map.to_string()
    }
    fn __repr__(&self) -> String {
        format!("AffineMap({})", self.map)
    }
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }
    fn dump(&self) {
        eprintln!("{}", self.map);
    }
    /// The maps with their unused symbols dropped (symbols unused by all).
    #[staticmethod]
    fn compress_unused_symbols(
        py: Python<'_>,
        arg0: &Bound<'_, pyo3::types::PyList>,
        arg1: &Bound<'_, PyContext>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        let ctx = CtxRef(arg1.clone().unbind());
        let mut maps = Vec::new();
        for m in arg0.try_iter()? {
            let m = m?;
            let m = m.cast::<PyAffineMap>().map_err(|_| PyTypeError::new_err("expected a list of AffineMap"))?;
            ctx.check_same(&m.get().ctx, "AffineMap")?;
            maps.push(m.get().map.clone());
        }
        let out = if maps.is_empty() {
            Vec::new()
        } else {
            AffineMap::compress_unused_symbols_list(&maps)
                .ok_or_else(|| PyValueError::new_err("maps must have the same number of symbols"))?
        };
        out.into_iter().map(|m| map_to_py(py, &ctx, m)).collect()
    }
    #[staticmethod]
    #[pyo3(signature = (dim_count, symbol_count, exprs, context=None))]
    fn get(
        py: Python<'_>,
        dim_count: i64,
        symbol_count: i64,
        exprs: &Bound<'_, pyo3::types::PyList>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let exprs = exprs_in(&ctx, exprs, "AffineMap")?;
        let m = AffineMap::get(cpos(dim_count, "dim_count")?, cpos(symbol_count, "symbol_count")?, exprs);
        map_to_py(py, &ctx, m)
    }
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_constant(py: Python<'_>, value: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        map_to_py(py, &resolve_context(py, context)?, AffineMap::get_constant(value))
    }
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get_empty(py: Python<'_>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        map_to_py(py, &resolve_context(py, context)?, AffineMap::get_empty())
    }
    #[staticmethod]
    #[pyo3(signature = (n_dims, context=None))]
    fn get_identity(py: Python<'_>, n_dims: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        map_to_py(py, &resolve_context(py, context)?, AffineMap::identity(cpos(n_dims, "n_dims")?))
    }
    #[staticmethod]
    #[pyo3(signature = (n_dims, n_results, context=None))]
    fn get_minor_identity(
        py: Python<'_>,
        n_dims: i64,
        n_results: i64,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let m = AffineMap::minor_identity(cpos(n_dims, "n_dims")?, cpos(n_results, "n_results")?)
            .ok_or_else(|| PyValueError::new_err("n_results must not exceed n_dims"))?;
        map_to_py(py, &ctx, m)
    }
    #[staticmethod]
    #[pyo3(signature = (permutation, context=None))]
    fn get_permutation(
        py: Python<'_>,
        permutation: Vec<i64>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let bad = || PyRuntimeError::new_err("Invalid permutation when attempting to create an AffineMap");
        let p: Vec<usize> =
            permutation.iter().map(|&i| usize::try_from(i).map_err(|_| bad())).collect::<PyResult<_>>()?;
        map_to_py(py, &ctx, AffineMap::permutation(&p).ok_or_else(bad)?)
    }
    fn get_submap(&self, py: Python<'_>, result_positions: Vec<i64>) -> PyResult<Py<PyAny>> {
        let n = self.map.num_results();
        let pos = positions(&result_positions, "result position")
            .ok()
            .filter(|p| p.iter().all(|&i| i < n))
            .ok_or_else(|| PyValueError::new_err("result position out of bounds"))?;
        let m = self.map.get_submap(&pos).ok_or_else(|| PyValueError::new_err("result position out of bounds"))?;
        map_to_py(py, &self.ctx, m)
    }
    fn get_major_submap(&self, py: Python<'_>, n_results: i64) -> PyResult<Py<PyAny>> {
        let bad = || PyValueError::new_err("number of results out of bounds");
        let k = usize::try_from(n_results).ok().filter(|&k| k <= self.map.num_results()).ok_or_else(bad)?;
        map_to_py(py, &self.ctx, self.map.get_major_submap(k).ok_or_else(bad)?)
    }
    fn get_minor_submap(&self, py: Python<'_>, n_results: i64) -> PyResult<Py<PyAny>> {
        let bad = || PyValueError::new_err("number of results out of bounds");
        let k = usize::try_from(n_results).ok().filter(|&k| k <= self.map.num_results()).ok_or_else(bad)?;
        map_to_py(py, &self.ctx, self.map.get_minor_submap(k).ok_or_else(bad)?)
    }
    fn replace(
        &self,
        py: Python<'_>,
        expr: &Bound<'_, PyAffineExpr>,
        replacement: &Bound<'_, PyAffineExpr>,
        n_result_dims: i64,
        n_result_syms: i64,
    ) -> PyResult<Py<PyAny>> {
        let m = self.map.replace(
            &expr.get().expr,
            &replacement.get().expr,
            cpos(n_result_dims, "n_result_dims")?,
            cpos(n_result_syms, "n_result_syms")?,
        );
        map_to_py(py, &self.ctx, m)
    }
    #[getter]
    fn is_permutation(&self) -> bool {
        self.map.is_permutation()
    }
    #[getter]
    fn is_projected_permutation(&self) -> bool {
        self.map.is_projected_permutation(false)
    }
    #[getter]
    fn n_dims(&self) -> usize {
        self.map.num_dims()
    }
    #[getter]
    fn n_inputs(&self) -> usize {
        self.map.num_inputs()
    }
    #[getter]
    fn n_symbols(&self) -> usize {
        self.map.num_symbols()
    }
    #[getter]
    fn results(&self, py: Python<'_>) -> PyAffineExprList {
        PyAffineExprList { ctx: self.ctx.clone_ref(py), exprs: self.map.results().to_vec() }
    }
}

/// `AffineExprList`: the results of a map, as a sequence.
#[pyclass(name = "AffineExprList", module = "mlir._mlir_libs._mlir.ir", frozen, sequence)]
pub struct PyAffineExprList {
    ctx: CtxRef,
    exprs: Vec<AffineExpr>,
}

#[pymethods]
impl PyAffineExprList {
    fn __len__(&self) -> usize {
        self.exprs.len()
    }
    fn __getitem__(&self, py: Python<'_>, index: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        if let Ok(s) = index.cast::<PySlice>() {
            let exprs = super::slice_indices(s, self.exprs.len())?.into_iter().map(|i| self.exprs[i].clone()).collect();
            return Ok(Py::new(py, PyAffineExprList { ctx: self.ctx.clone_ref(py), exprs })?.into_any());
        }
        let i = super::norm_index(index.extract::<isize>()?, self.exprs.len(), "AffineExprList")
            .map_err(|_| PyIndexError::new_err("index out of range"))?;
        expr_to_py(py, &self.ctx, self.exprs[i].clone())
    }
    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Vec<Py<PyAny>>> {
        let mut out: Vec<Py<PyAny>> =
            self.exprs.iter().map(|e| expr_to_py(py, &self.ctx, e.clone())).collect::<PyResult<_>>()?;
        for item in other.try_iter()? {
            out.push(item?.unbind());
        }
        Ok(out)
    }
}

/// `mlir.ir.IntegerSet`.
#[pyclass(name = "IntegerSet", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyIntegerSet {
    /// The context.
    pub ctx: CtxRef,
    /// The set.
    pub set: IntegerSet,
}

/// A new `IntegerSet` object.
pub fn set_to_py(py: Python<'_>, ctx: &CtxRef, set: IntegerSet) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, PyIntegerSet { ctx: ctx.clone_ref(py), set })?.into_any())
}

#[pymethods]
impl PyIntegerSet {
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyIntegerSet>() {
            Ok(o) => o.get().set == self.set && o.get().ctx.same(&self.ctx),
            Err(_) => false,
        }
    }
    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.set.hash(&mut h);
        h.finish()
    }
    fn __str__(&self) -> String {
        self.set.to_string()
    }
    fn __repr__(&self) -> String {
        format!("IntegerSet({})", self.set)
    }
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.ctx.obj(py)
    }
    fn dump(&self) {
        eprintln!("{}", self.set);
    }
    #[staticmethod]
    #[pyo3(signature = (num_dims, num_symbols, exprs, eq_flags, context=None))]
    fn get(
        py: Python<'_>,
        num_dims: i64,
        num_symbols: i64,
        exprs: &Bound<'_, pyo3::types::PyList>,
        eq_flags: Vec<bool>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        if exprs.len() != eq_flags.len() {
            return Err(PyValueError::new_err("Expected the number of constraints to match that of equality flags"));
        }
        if exprs.is_empty() {
            return Err(PyValueError::new_err("Expected non-empty list of constraints"));
        }
        let exprs = exprs_in(&ctx, exprs, "IntegerSet")?;
        let s = IntegerSet::get(cpos(num_dims, "num_dims")?, cpos(num_symbols, "num_symbols")?, exprs, eq_flags)
            .ok_or_else(|| {
                PyValueError::new_err("Expected the number of constraints to match that of equality flags")
            })?;
        set_to_py(py, &ctx, s)
    }
    #[staticmethod]
    #[pyo3(signature = (num_dims, num_symbols, context=None))]
    fn get_empty(
        py: Python<'_>,
        num_dims: i64,
        num_symbols: i64,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        set_to_py(py, &ctx, IntegerSet::get_empty(cpos(num_dims, "num_dims")?, cpos(num_symbols, "num_symbols")?))
    }
    fn get_replaced(
        &self,
        py: Python<'_>,
        dim_exprs: &Bound<'_, pyo3::types::PyList>,
        symbol_exprs: &Bound<'_, pyo3::types::PyList>,
        num_result_dims: i64,
        num_result_symbols: i64,
    ) -> PyResult<Py<PyAny>> {
        if dim_exprs.len() != self.set.num_dims() {
            return Err(PyValueError::new_err(
                "Expected the number of dimension replacement expressions to match that of dimensions",
            ));
        }
        if symbol_exprs.len() != self.set.num_symbols() {
            return Err(PyValueError::new_err(
                "Expected the number of symbol replacement expressions to match that of symbols",
            ));
        }
        let dims = exprs_in(&self.ctx, dim_exprs, "IntegerSet")?;
        let syms = exprs_in(&self.ctx, symbol_exprs, "IntegerSet")?;
        let s = self.set.replace_dims_and_symbols(
            &dims,
            &syms,
            cpos(num_result_dims, "num_result_dims")?,
            cpos(num_result_symbols, "num_result_symbols")?,
        );
        set_to_py(py, &self.ctx, s)
    }
    #[getter]
    fn is_canonical_empty(&self) -> bool {
        self.set.is_empty_integer_set()
    }
    #[getter]
    fn n_dims(&self) -> usize {
        self.set.num_dims()
    }
    #[getter]
    fn n_symbols(&self) -> usize {
        self.set.num_symbols()
    }
    #[getter]
    fn n_inputs(&self) -> usize {
        self.set.num_inputs()
    }
    #[getter]
    fn n_equalities(&self) -> usize {
        self.set.num_equalities()
    }
    #[getter]
    fn n_inequalities(&self) -> usize {
        self.set.num_inequalities()
    }
    #[getter]
    fn constraints(slf: &Bound<'_, Self>) -> PyIntegerSetConstraintList {
        PyIntegerSetConstraintList { set: slf.clone().unbind(), sel: None }
    }
}

/// `IntegerSetConstraintList`.
#[pyclass(name = "IntegerSetConstraintList", module = "mlir._mlir_libs._mlir.ir", frozen, sequence)]
pub struct PyIntegerSetConstraintList {
    set: Py<PyIntegerSet>,
    /// The constraint positions a slice picked (`None`: all of them).
    sel: Option<Vec<usize>>,
}

impl PyIntegerSetConstraintList {
    fn positions(&self) -> PyResult<Vec<usize>> {
        super::op_containers::view_positions(&self.sel, self.set.get().set.num_constraints())
    }
}

#[pymethods]
impl PyIntegerSetConstraintList {
    fn __len__(&self) -> PyResult<usize> {
        Ok(self.positions()?.len())
    }
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        super::op_containers::view_getitem(
            key,
            &self.positions()?,
            |i| Ok(Py::new(py, PyIntegerSetConstraint { set: self.set.clone_ref(py), pos: i })?.into_any()),
            |sel| {
                Ok(Py::new(py, PyIntegerSetConstraintList { set: self.set.clone_ref(py), sel: Some(sel) })?.into_any())
            },
        )
    }
}

/// `IntegerSetConstraint`: one constraint of a set.
#[pyclass(name = "IntegerSetConstraint", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyIntegerSetConstraint {
    set: Py<PyIntegerSet>,
    pos: usize,
}

#[pymethods]
impl PyIntegerSetConstraint {
    #[getter]
    fn expr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        // Upstream returns the base class here, not the most derived one.
        let s = self.set.get();
        make_expr::<PyAffineExpr>(
            py,
            PyAffineExpr { ctx: s.ctx.clone_ref(py), expr: s.set.constraint(self.pos).clone() },
        )
    }
    #[getter]
    fn is_eq(&self) -> bool {
        self.set.get().set.is_eq(self.pos)
    }
}

fn attr_of<'a, T>(slf: &'a Bound<'_, T>) -> &'a PyMlirAttribute {
    slf.as_any().cast::<PyMlirAttribute>().map(|b| b.get()).expect("Attribute subclass")
}

#[pymethods]
impl PyAffineMapAttr {
    /// `affine_map<...>`.
    #[staticmethod]
    fn get(py: Python<'_>, affine_map: &Bound<'_, PyAffineMap>) -> PyResult<Py<PyAny>> {
        let m = affine_map.get();
        new_attr::<PyAffineMapAttr>(py, &m.ctx, AttrKind::AffineMap(m.map.clone()))
    }
    /// The map.
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = attr_of(slf);
        match b.kind() {
            AttrKind::AffineMap(m) => map_to_py(slf.py(), &b.ctx, m.clone()),
            _ => Err(PyValueError::new_err("not an affine map attribute")),
        }
    }
}

#[pymethods]
impl PyIntegerSetAttr {
    /// `affine_set<...>`.
    #[staticmethod]
    fn get(py: Python<'_>, integer_set: &Bound<'_, PyIntegerSet>) -> PyResult<Py<PyAny>> {
        let s = integer_set.get();
        new_attr::<PyIntegerSetAttr>(py, &s.ctx, AttrKind::IntegerSet(s.set.clone()))
    }
}

#[pymethods]
impl PyStridedLayoutAttr {
    /// `strided<[strides], offset: offset>`.
    #[staticmethod]
    #[pyo3(signature = (offset, strides, context=None))]
    fn get(
        py: Python<'_>,
        offset: i64,
        strides: Vec<i64>,
        context: Option<&Bound<'_, PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        new_attr::<PyStridedLayoutAttr>(py, &ctx, AttrKind::Strided { offset, strides: strides.into() })
    }
    /// The layout with every stride and the offset dynamic.
    #[staticmethod]
    #[pyo3(signature = (rank, context=None))]
    fn get_fully_dynamic(py: Python<'_>, rank: i64, context: Option<&Bound<'_, PyContext>>) -> PyResult<Py<PyAny>> {
        let ctx = resolve_context(py, context)?;
        let strides = vec![i64::MIN; cpos(rank, "rank")?];
        new_attr::<PyStridedLayoutAttr>(py, &ctx, AttrKind::Strided { offset: i64::MIN, strides: strides.into() })
    }
    #[getter]
    fn offset(slf: &Bound<'_, Self>) -> i64 {
        match attr_of(slf).kind() {
            AttrKind::Strided { offset, .. } => *offset,
            _ => 0,
        }
    }
    #[getter]
    fn strides(slf: &Bound<'_, Self>) -> Vec<i64> {
        match attr_of(slf).kind() {
            AttrKind::Strided { strides, .. } => strides.to_vec(),
            _ => Vec::new(),
        }
    }
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyAffineExpr>()?;
    m.add_class::<PyAffineDimExpr>()?;
    m.add_class::<PyAffineSymbolExpr>()?;
    m.add_class::<PyAffineConstantExpr>()?;
    m.add_class::<PyAffineBinaryExpr>()?;
    m.add_class::<PyAffineAddExpr>()?;
    m.add_class::<PyAffineMulExpr>()?;
    m.add_class::<PyAffineModExpr>()?;
    m.add_class::<PyAffineFloorDivExpr>()?;
    m.add_class::<PyAffineCeilDivExpr>()?;
    m.add_class::<PyAffineMap>()?;
    m.add_class::<PyAffineExprList>()?;
    m.add_class::<PyIntegerSet>()?;
    m.add_class::<PyIntegerSetConstraint>()?;
    m.add_class::<PyIntegerSetConstraintList>()?;
    Ok(())
}
