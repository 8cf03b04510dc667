//! `OpView`: the base of generated per-op classes, and the registry mapping
//! operation names to them (`register_operation`, `register_dialect`).

use super::block::PyBlock;
use super::location::PyLocation;
use super::op_containers::PyOpSuccessors;
use super::operation::{
    handle_of, operation_obj, InferResults, OpBuild, OpHandle, OpNameCache, PyOperation, PyOperationBase,
};
use super::types::PyMlirType;
use pyo3::prelude::*;
use pyo3::pyclass_init::PyClassInitializer;
use pyo3::types::{PyDict, PyTuple, PyType};
use std::sync::Arc;

/// Registered `OpView` subclasses by operation name.
static OPVIEWS: parking_lot::Mutex<Option<hashbrown::HashMap<String, Py<PyType>>>> = parking_lot::Mutex::new(None);

/// The class registered for op `name`.
fn opview_class(py: Python<'_>, name: &str) -> Option<Py<PyType>> {
    OPVIEWS.lock().as_ref().and_then(|m| m.get(name)).map(|c| c.clone_ref(py))
}

/// `mlir.ir.OpView`.
#[pyclass(name = "OpView", module = "mlir._mlir_libs._mlir.ir", extends = PyOperationBase, subclass, frozen)]
pub struct PyOpView;

/// The `OpView` object for `h`: an instance of the class registered for the
/// op's name, or a plain `OpView`.
pub fn opview_obj(py: Python<'_>, h: Arc<OpHandle>) -> PyResult<Py<PyAny>> {
    let name = h.ctx.read().op_name(h.id).ok();
    let ctx = h.ctx.ctx();
    let registered = match name.map(|n| ctx.op_name_str(n)) {
        None => None,
        Some(n) => match opview_class(py, n) {
            Some(c) => Some(c),
            None => {
                // The dialect's Python module registers its classes on import.
                let ns = n.split('.').next().unwrap_or("");
                crate::globals::load_dialect_module(py, ns)?;
                opview_class(py, n)
            }
        },
    };
    match registered {
        Some(cls) => new_view_of(cls.bind(py), h),
        None => Ok(Bound::new(py, PyClassInitializer::from(PyOperationBase::with(h)).add_subclass(PyOpView))?
            .into_any()
            .unbind()),
    }
}

/// A new instance of the `OpView` subclass `cls` viewing `h`, made with
/// `cls.__new__(cls)`: the class's Python `__init__` (a builder) must not
/// run.
fn new_view_of(cls: &Bound<'_, PyType>, h: Arc<OpHandle>) -> PyResult<Py<PyAny>> {
    let obj = cls.call_method1(pyo3::intern!(cls.py(), "__new__"), (cls,))?;
    obj.cast::<PyOperationBase>()?.get().init(h)?;
    Ok(obj.unbind())
}

#[pymethods]
impl PyOpView {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyOperationBase::default()).add_subclass(PyOpView)
    }

    /// `OpView(operation)` wraps an existing operation; the generated
    /// classes' form `OpView(name, region_spec, operand_segments,
    /// result_segments, *, attributes, results, operands, successors,
    /// regions, loc, ip)` builds one (see [`ods_build`]).
    #[pyo3(signature = (*args, **kwargs))]
    fn __init__(slf: &Bound<'_, Self>, args: &Bound<'_, PyTuple>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<()> {
        let first = args.get_item(0).ok();
        let is_build = match &first {
            Some(f) => f.is_instance_of::<pyo3::types::PyString>(),
            None => kwargs.is_some_and(|k| k.contains("name").unwrap_or(false)),
        };
        let h = if is_build {
            let (spec, call) = extract_init_args(args, kwargs)?;
            ods_build(slf.py(), &spec, &call)?
        } else {
            match (first, kwargs) {
                (Some(op), None) if args.len() == 1 => handle_of(&op)?,
                _ => {
                    return Err(pyo3::exceptions::PyTypeError::new_err(
                        "OpView(operation) or OpView(name, opRegionSpec, operandSegmentSpecObj, resultSegmentSpecObj, \
                         results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None)",
                    ))
                }
            }
        };
        bind_view(slf, h)
    }

    /// No operand segments unless a generated class says otherwise.
    #[classattr]
    #[allow(non_snake_case)]
    fn _ODS_OPERAND_SEGMENTS(py: Python<'_>) -> Py<PyAny> {
        py.None()
    }

    /// No result segments unless a generated class says otherwise.
    #[classattr]
    #[allow(non_snake_case)]
    fn _ODS_RESULT_SEGMENTS(py: Python<'_>) -> Py<PyAny> {
        py.None()
    }

    /// The generic `Operation`.
    #[getter]
    fn operation(slf: &Bound<'_, Self>) -> PyResult<Py<PyOperation>> {
        let h = slf.as_super().get().handle()?.clone();
        h.check()?;
        operation_obj(slf.py(), h)
    }

    /// This object.
    #[getter]
    fn opview(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The successor blocks.
    #[getter]
    fn successors(slf: &Bound<'_, Self>) -> PyResult<PyOpSuccessors> {
        Ok(PyOpSuccessors { h: slf.as_super().get().handle()?.clone(), sel: None })
    }

    /// Builds an operation of this class's `OPERATION_NAME` generically,
    /// honouring its operand/result segment specs and inferring result
    /// types when `results` is `None` and the op can.
    #[classmethod]
    #[pyo3(signature = (results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None))]
    #[allow(clippy::too_many_arguments)]
    fn build_generic(
        cls: &Bound<'_, PyType>,
        results: Option<Bound<'_, PyAny>>,
        operands: Option<Bound<'_, PyAny>>,
        attributes: Option<Bound<'_, PyDict>>,
        successors: Option<Bound<'_, PyAny>>,
        regions: Option<usize>,
        loc: Option<Bound<'_, PyLocation>>,
        ip: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyAny>> {
        let py = cls.py();
        let info = class_info(cls)?;
        let call = OdsCall { results, operands, attributes, successors, regions, loc, ip };
        let h = ods_build(py, &info.spec, &call)?;
        Ok(operation_obj(py, h)?.into_any())
    }

    /// Parses one operation, which must be of this class.
    #[classmethod]
    #[pyo3(signature = (source, *, source_name="", context=None))]
    fn parse(
        cls: &Bound<'_, PyType>,
        source: &Bound<'_, PyAny>,
        source_name: &str,
        context: Option<&Bound<'_, super::PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let py = cls.py();
        let ctx = super::context::resolve_context(py, context)?;
        let op = super::module::parse_single_op(py, &ctx, source, source_name)?;
        let h = OpHandle::new(py, &ctx, op, None, true);
        if let Ok(expected) = cls.getattr("OPERATION_NAME").and_then(|n| n.extract::<String>()) {
            let got = {
                let ir = ctx.read();
                ir.op_name(op).ok().map(|n| ctx.ctx().op_name_str(n).to_string()).unwrap_or_default()
            };
            if got != expected {
                // An `MLIRError` without diagnostics, as upstream raises.
                let message = format!("Expected a '{expected}' op, got: '{got}'");
                return Err(super::diagnostics::mlir_error(py, &ctx, &message, &[], None));
            }
        }
        opview_obj(py, h)
    }
}

/// What a generated class declares about its op (`OPERATION_NAME`,
/// `_ODS_REGIONS`, `_ODS_OPERAND_SEGMENTS`, `_ODS_RESULT_SEGMENTS`).
struct ClassSpec {
    name: String,
    interned: OpNameCache,
    region_spec: (usize, bool),
    operand_segments: Option<Vec<i64>>,
    result_segments: Option<Vec<i64>>,
}

/// The per-call arguments of the generated classes' constructors and
/// builder functions.
struct OdsCall<'py> {
    results: Option<Bound<'py, PyAny>>,
    operands: Option<Bound<'py, PyAny>>,
    attributes: Option<Bound<'py, PyDict>>,
    successors: Option<Bound<'py, PyAny>>,
    regions: Option<usize>,
    loc: Option<Bound<'py, PyLocation>>,
    ip: Option<Bound<'py, PyAny>>,
}

/// Reads upstream's positional/keyword layout of `OpView.__init__`:
/// `(name, opRegionSpec, operandSegmentSpecObj=None,
/// resultSegmentSpecObj=None, results=None, operands=None,
/// attributes=None, successors=None, regions=None, loc=None, ip=None)`.
fn extract_init_args<'py>(
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<(ClassSpec, OdsCall<'py>)> {
    const NAMES: [&str; 11] = [
        "name",
        "opRegionSpec",
        "operandSegmentSpecObj",
        "resultSegmentSpecObj",
        "results",
        "operands",
        "attributes",
        "successors",
        "regions",
        "loc",
        "ip",
    ];
    if args.len() > NAMES.len() {
        return Err(pyo3::exceptions::PyTypeError::new_err("OpView.__init__: too many positional arguments"));
    }
    let mut slots: [Option<Bound<'py, PyAny>>; 11] = Default::default();
    for (i, a) in args.iter().enumerate() {
        slots[i] = Some(a);
    }
    if let Some(kw) = kwargs {
        for (k, v) in kw.iter() {
            let k: String = k.extract()?;
            let Some(i) = NAMES.iter().position(|n| *n == k) else {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "OpView.__init__ got an unexpected keyword argument '{k}'"
                )));
            };
            if slots[i].is_some() {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "OpView.__init__ got multiple values for argument '{k}'"
                )));
            }
            slots[i] = Some(v);
        }
    }
    let [name, region_spec, operand_segments, result_segments, results, operands, attributes, successors, regions, loc, ip] =
        slots.map(|v| v.filter(|v| !v.is_none()));
    let Some(name) = name else {
        return Err(pyo3::exceptions::PyTypeError::new_err("OpView.__init__ needs the operation name"));
    };
    let spec = ClassSpec {
        name: name.extract()?,
        interned: OpNameCache::default(),
        region_spec: region_spec.map(|r| r.extract()).transpose()?.unwrap_or((0, true)),
        operand_segments: operand_segments.map(|v| v.extract()).transpose()?,
        result_segments: result_segments.map(|v| v.extract()).transpose()?,
    };
    let call = OdsCall {
        results,
        operands,
        attributes: attributes.map(|a| a.cast_into::<PyDict>()).transpose()?,
        successors,
        regions: regions.map(|r| r.extract()).transpose()?,
        loc: loc.map(|l| l.cast_into::<PyLocation>()).transpose()?,
        ip,
    };
    Ok((spec, call))
}

/// Walks `groups` by the segment spec (1: one element, 0: optional, `-1`:
/// a sequence), handing each element and its segment's index to `each`,
/// and returns each segment's size; `what` and `op` name the list in
/// errors.
fn flatten_segments<'py>(
    groups: &Bound<'py, PyAny>,
    spec: &[i64],
    what: &str,
    op: &str,
    mut each: impl FnMut(usize, Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<Vec<i32>> {
    let items: Vec<Bound<'py, PyAny>> = groups.try_iter()?.collect::<PyResult<_>>()?;
    if items.len() != spec.len() {
        return Err(pyo3::exceptions::PyValueError::new_err(format!(
            "Operation \"{op}\" requires {} {what} segments but was passed {}",
            spec.len(),
            items.len()
        )));
    }
    let mut sizes = Vec::with_capacity(spec.len());
    for (i, (item, kind)) in items.into_iter().zip(spec).enumerate() {
        match kind {
            1 => {
                if item.is_none() {
                    return Err(pyo3::exceptions::PyValueError::new_err(format!(
                        "{what} {i} of operation \"{op}\" must be a single value (was None and it is not optional)"
                    )));
                }
                each(i, item)?;
                sizes.push(1);
            }
            0 => {
                if item.is_none() {
                    sizes.push(0);
                } else {
                    each(i, item)?;
                    sizes.push(1);
                }
            }
            _ => {
                if item.is_none() {
                    sizes.push(0);
                    continue;
                }
                let mut n = 0;
                for v in item.try_iter().map_err(|_| {
                    pyo3::exceptions::PyValueError::new_err(format!(
                        "{what} {i} of operation \"{op}\" must be a Sequence (variadic segment)"
                    ))
                })? {
                    each(i, v?)?;
                    n += 1;
                }
                sizes.push(n);
            }
        }
    }
    Ok(sizes)
}

/// Calls `each` with the index and value of every item of `items`; lists
/// and tuples (what generated code passes) are read directly, without the
/// iterator protocol.
pub(crate) fn for_each_item<'py>(
    items: &Bound<'py, PyAny>,
    mut each: impl FnMut(usize, Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    if let Ok(list) = items.cast::<pyo3::types::PyList>() {
        // By index, the length read each time: safe even if the list
        // changed meanwhile.
        let mut i = 0;
        while i < list.len() {
            each(i, list.get_item(i)?)?;
            i += 1;
        }
        return Ok(());
    }
    if let Ok(tuple) = items.cast::<PyTuple>() {
        for (i, v) in tuple.iter().enumerate() {
            each(i, v)?;
        }
        return Ok(());
    }
    for (i, v) in items.try_iter()?.enumerate() {
        each(i, v?)?;
    }
    Ok(())
}

/// Adds operand `v` (element of operand group `i`) to `b`, with
/// upstream's errors for what is not a value (an op with one result
/// counts as its value).
fn add_operand(b: &mut OpBuild<'_, '_>, v: &Bound<'_, PyAny>, i: usize, op: &str) -> PyResult<()> {
    if v.is_none() {
        return Err(pyo3::exceptions::PyValueError::new_err(format!(
            "Operand {i} of operation \"{op}\" must be a Value (contained a None item)"
        )));
    }
    let (vctx, value) = super::value::value_of(v).map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "Operand {i} of operation \"{op}\" must be a Value (is not a Value)"
        ))
    })?;
    b.ctx().check_same(&vctx, "operand Value")?;
    b.st.operands.push(value);
    Ok(())
}

/// Builds the op the generated classes describe: operands and results
/// flattened by their segment specs (adding `operandSegmentSizes` /
/// `resultSegmentSizes`), the fixed number of regions, and result types
/// inferred when `results` is `None`.
fn ods_build(py: Python<'_>, spec: &ClassSpec, a: &OdsCall<'_>) -> PyResult<Arc<OpHandle>> {
    let op = spec.name.as_str();
    let mut b = OpBuild::new_cached(py, op, Some(&spec.interned), a.loc.as_ref())?;
    let mut segment_sizes: Vec<(&str, Vec<i32>)> = Vec::new();
    match (&a.operands, &spec.operand_segments) {
        (None, _) => {}
        (Some(o), None) => for_each_item(o, |i, v| add_operand(&mut b, &v, i, op))?,
        (Some(o), Some(seg)) => {
            let sizes = flatten_segments(o, seg, "Operand", op, |i, v| add_operand(&mut b, &v, i, op))?;
            segment_sizes.push(("operandSegmentSizes", sizes));
        }
    }
    match (&a.results, &spec.result_segments) {
        (None, _) => {}
        (Some(r), None) => for_each_item(r, |i, t| {
            let t = t.cast_into::<PyMlirType>().map_err(|_| {
                pyo3::exceptions::PyValueError::new_err(format!("Result {i} of operation \"{op}\" must be a Type"))
            })?;
            b.result_type(&t)
        })?,
        (Some(r), Some(seg)) => {
            let sizes = flatten_segments(r, seg, "Result", op, |_, t| b.result_type(&t.cast_into::<PyMlirType>()?))?;
            segment_sizes.push(("resultSegmentSizes", sizes));
        }
    }
    if let Some(s) = &a.successors {
        for blk in s.try_iter()? {
            b.successor(&blk?.cast_into::<PyBlock>()?)?;
        }
    }
    if let Some(attrs) = &a.attributes {
        b.attributes(attrs)?;
    }
    // After the caller's attributes: the computed sizes win over any given.
    for (name, sizes) in segment_sizes {
        let c = b.ctx().ctx();
        let entry = (c.ident(name), c.dense_i32_array_attr(&sizes));
        b.st.attributes.push(entry);
    }
    let (min_regions, fixed) = spec.region_spec;
    let regions = match a.regions {
        Some(n) if !fixed && n < min_regions => {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "Operation \"{op}\" requires a minimum of {min_regions} regions but was built with regions={n}"
            )))
        }
        Some(n) if !fixed => n,
        _ => min_regions,
    };
    let infer = if a.results.is_none() { InferResults::IfSupported } else { InferResults::No };
    b.finish(regions, a.ip.as_ref(), infer)
}

/// [`ClassSpec`] of a class, read once per class.
struct ClassInfo {
    /// Keeps the class (whose address is the cache key) alive.
    _cls: Py<PyType>,
    spec: ClassSpec,
}

/// [`ClassInfo`] by class address.
static CLASS_INFO: parking_lot::Mutex<Option<hashbrown::HashMap<usize, Arc<ClassInfo>>>> =
    parking_lot::Mutex::new(None);

fn class_info(cls: &Bound<'_, PyType>) -> PyResult<Arc<ClassInfo>> {
    let key = cls.as_ptr() as usize;
    if let Some(i) = CLASS_INFO.lock().as_ref().and_then(|m| m.get(&key)) {
        return Ok(i.clone());
    }
    let seg = |n: &str| -> PyResult<Option<Vec<i64>>> {
        let v = cls.getattr(n)?;
        if v.is_none() {
            Ok(None)
        } else {
            Ok(Some(v.extract()?))
        }
    };
    let info = Arc::new(ClassInfo {
        _cls: cls.clone().unbind(),
        spec: ClassSpec {
            name: cls.getattr("OPERATION_NAME")?.extract()?,
            interned: OpNameCache::default(),
            // A hand-written OpView subclass may not declare its regions.
            region_spec: match cls.getattr("_ODS_REGIONS") {
                Ok(r) => r.extract()?,
                Err(_) => (0, true),
            },
            operand_segments: seg("_ODS_OPERAND_SEGMENTS")?,
            result_segments: seg("_ODS_RESULT_SEGMENTS")?,
        },
    });
    CLASS_INFO.lock().get_or_insert_with(Default::default).insert(key, info.clone());
    Ok(info)
}

/// Makes `view` (just allocated) the view of `h`: an object already
/// bound to `h` (an `__init__` run twice over the same op) stays as is.
fn bind_view(view: &Bound<'_, PyOpView>, h: Arc<OpHandle>) -> PyResult<()> {
    let base = view.as_super().get();
    match base.try_handle() {
        Some(existing) if Arc::ptr_eq(existing, &h) => Ok(()),
        _ => base.init(h),
    }
}

/// `_ods_init(view, results, operands, attributes, successors, regions,
/// loc, ip)`: what the generated classes' constructors do — build the op
/// `type(view)` describes (as `OpView.__init__(view, view.OPERATION_NAME,
/// view._ODS_REGIONS, ...)` would, without going through `super()` and the
/// keyword form) and bind `view` to it.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
fn _ods_init<'py>(
    view: &Bound<'py, PyOpView>,
    results: Option<Bound<'py, PyAny>>,
    operands: Option<Bound<'py, PyAny>>,
    attributes: Option<Bound<'py, PyDict>>,
    successors: Option<Bound<'py, PyAny>>,
    regions: Option<usize>,
    loc: Option<Bound<'py, PyLocation>>,
    ip: Option<Bound<'py, PyAny>>,
) -> PyResult<()> {
    let info = class_info(&view.get_type())?;
    let call = OdsCall { results, operands, attributes, successors, regions, loc, ip };
    let h = ods_build(view.py(), &info.spec, &call)?;
    bind_view(view, h)
}

/// `_ods_build(cls, results, operands, attributes, successors, regions,
/// loc, ip, returns)`: what a generated builder function does — build the op
/// `cls` describes exactly as `cls(...)` would, but without running the
/// class's Python constructor — and return what the function returns:
/// `returns` 0 gives the op (an instance of `cls`), 1 its single result,
/// 2 its results, 3 the results, the single result or the op depending on
/// how many results it got (variadic results).
#[pyfunction]
#[allow(clippy::too_many_arguments)]
fn _ods_build<'py>(
    cls: &Bound<'py, PyType>,
    results: Option<Bound<'py, PyAny>>,
    operands: Option<Bound<'py, PyAny>>,
    attributes: Option<Bound<'py, PyDict>>,
    successors: Option<Bound<'py, PyAny>>,
    regions: Option<usize>,
    loc: Option<Bound<'py, PyLocation>>,
    ip: Option<Bound<'py, PyAny>>,
    returns: u8,
) -> PyResult<Py<PyAny>> {
    let py = cls.py();
    let info = class_info(cls)?;
    let call = OdsCall { results, operands, attributes, successors, regions, loc, ip };
    let h = ods_build(py, &info.spec, &call)?;
    let n = {
        let op = h.check()?;
        h.ctx.read().num_results(op).map_err(super::ir_err)?
    };
    let result = |i: u32| -> PyResult<Py<PyAny>> {
        let op = h.check()?;
        super::value::PyValue::wrap(py, &h.ctx, mlir_ir::Value::OpResult { op, index: i }, h.clone())
    };
    let as_op = || new_view_of(cls, h.clone());
    let all = || -> PyResult<Py<PyAny>> {
        Ok(Py::new(py, super::op_containers::PyOpResultList { h: h.clone(), sel: None })?.into_any())
    };
    match returns {
        1 if n == 1 => result(0),
        2 => all(),
        3 if n > 1 => all(),
        3 if n == 1 => result(0),
        _ => as_op(),
    }
}

/// `register_operation(dialect_class, *, replace=False)`: a decorator
/// registering an `OpView` subclass under its `OPERATION_NAME`.
#[pyfunction]
#[pyo3(signature = (dialect_class, *, replace=false))]
fn register_operation(py: Python<'_>, dialect_class: Py<PyAny>, replace: bool) -> PyResult<Py<PyAny>> {
    let f = move |args: &Bound<'_, PyTuple>, _kw: Option<&Bound<'_, PyDict>>| -> PyResult<Py<PyAny>> {
        let cls = args.get_item(0)?;
        let name: String = cls.getattr("OPERATION_NAME")?.extract()?;
        // The dialect class names its op classes (`ctx.dialects.arith.AddIOp`).
        let class_name: String = cls.getattr("__name__")?.extract()?;
        dialect_class.bind(cls.py()).setattr(class_name.as_str(), &cls)?;
        let ty = cls.cast::<PyType>()?.clone().unbind();
        let mut views = OPVIEWS.lock();
        let views = views.get_or_insert_with(Default::default);
        match views.get_mut(&name) {
            Some(slot) if replace => *slot = ty,
            Some(_) => {
                return Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
                    "Operation '{name}' is already registered."
                )))
            }
            None => {
                views.insert(name, ty);
            }
        }
        Ok(cls.unbind())
    };
    Ok(crate::closure::py_closure(py, f)?.into_any().unbind())
}

/// Registers the classes of this file.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_ods_build, m)?)?;
    m.add_function(wrap_pyfunction!(_ods_init, m)?)?;
    m.add_class::<PyOpView>()
}

/// Registers `register_operation` and `register_dialect` on `_mlir`.
pub fn register_toplevel(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_operation, m)?)?;
    m.add_function(wrap_pyfunction!(super::dialect::register_dialect, m)?)
}
